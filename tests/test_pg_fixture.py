"""The PostgreSQL test fixture itself: a database per test, with pgvector, nothing shared."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.pg


def test_each_test_gets_an_empty_database_with_vector(pg_url: str) -> None:
    import psycopg

    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT extname FROM pg_extension WHERE extname = 'vector'").fetchone() == ("vector",)
        conn.execute("CREATE TABLE mine(x int)")
        assert conn.execute("SELECT '[1,2,3]'::vector <=> '[1,2,4]'::vector").fetchone()[0] >= 0


def test_a_second_test_does_not_see_the_first_ones_tables(pg_url: str) -> None:
    import psycopg

    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT to_regclass('mine')").fetchone() == (None,)
