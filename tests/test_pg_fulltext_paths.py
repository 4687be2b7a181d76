"""PostgreSQL full text: cached totals follow every write, and both probe plans find the same rows.

PostgreSQL's own: the totals a query ranks with are kept per process until
the user's change counter moves (:meth:`PostgresFullText.totals_many`; SQLite
reads FTS5's totals record, nothing is cached); a write by another connection
must be seen at once. A small user's probes read its rows, a big one's may
use the GIN index (:meth:`PostgresFullText._matching`; SQLite has one FTS5
plan): the two forms must answer alike. What both backends share is in
tests/test_store_contract.py.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memcli.recall.fulltext import search
from memcli.recall.stem import porter
from memcli.core.record_types import NewRecord

pytestmark = pytest.mark.pg


def _records(user: str, n: int, start: int = 0) -> list[NewRecord]:
    base = datetime(2024, 1, 1, tzinfo=UTC)
    words = ("kite", "lake", "风筝", "西湖")
    return [NewRecord(text=f"{words[i % 4]} {words[(i + 1) % 4]} day {i}", user_id=user,
                      occurred_at=base + timedelta(hours=i)) for i in range(start, start + n)]


def _store(url: str, home: Path, user: str):
    from memcli.store.postgres.store import PostgresStore

    return PostgresStore(url, home, user=user, stem=porter)


def test_cached_totals_see_another_connections_write(pg_store_url: str, tmp_path: Path) -> None:
    reader, writer = _store(pg_store_url, tmp_path, "ann"), _store(pg_store_url, tmp_path, "ann")
    try:
        with writer.transaction():
            writer.records.insert(_records("ann", 5), default_user="ann")
        assert reader.fulltext.totals_many(["record", "memory"])["record"][0] == 5
        before = reader.fulltext.totals("record")  # served from the cache, still right
        assert before[0] == 5
        with writer.transaction():
            writer.records.insert(_records("ann", 3, start=5), default_user="ann")
        n_rows, _avg, top = reader.fulltext.totals("record")
        assert n_rows == 8
        assert top > before[2]
        other = _store(pg_store_url, tmp_path, "bob")
        try:
            assert other.fulltext.totals("record") == (0, 1.0, 0)  # another user's rows never count
        finally:
            other.close()
    finally:
        reader.close()
        writer.close()


def test_both_probe_forms_match_the_same_rows(pg_store_url: str, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from memcli.store.postgres.fulltext import area as fulltext

    store = _store(pg_store_url, tmp_path, "ann")
    try:
        with store.transaction():
            store.records.insert(_records("ann", 40), default_user="ann")
        ft = store.fulltext
        ft.totals("record")  # counted: this user is small, probes read its rows
        queries = ['"kite"', '"风筝"', '"kite" "lake"', '"风筝" "西湖"', '"nothing"']
        small = [(ft.matches("record", q, 7), ft.matches("record", q, 50, newest_first=False),
                  ft.term_counts("record", q.strip('"').split('" "')[0]),
                  ft.window_matches("record", q, 0.0, 2e9, 30, 5, 100)) for q in queries]
        assert small[0][0] and small[1][0] and not small[4][0]
        monkeypatch.setattr(fulltext, "USER_SCAN_ROWS", 0)  # every user "big": the planner may use GIN
        big = [(ft.matches("record", q, 7), ft.matches("record", q, 50, newest_first=False),
                ft.term_counts("record", q.strip('"').split('" "')[0]),
                ft.window_matches("record", q, 0.0, 2e9, 30, 5, 100)) for q in queries]
        assert big == small
        hits = [h.id for h in search(store, "kite", limit=5)]
        monkeypatch.setattr(fulltext, "USER_SCAN_ROWS", 20000)
        assert [h.id for h in search(store, "kite", limit=5)] == hits
    finally:
        store.close()
