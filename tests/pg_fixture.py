"""PostgreSQL for the tests: one throwaway server per test process, one fresh database per test.

The server is pgserver's (the test extra): a real PostgreSQL 16 with pgvector
in its wheel, listening on a Unix socket in a temporary folder only, so the
xdist workers' servers never meet. A test asking for :func:`pg_url` is
skipped, not failed, when no server can start (pgserver or psycopg missing,
a platform without its binaries): the SQLite suite stays meaningful anywhere.
"""

from __future__ import annotations

import tempfile
import uuid
import warnings
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest


class PgServer:
    """A running test server: its socket folder and a way to run admin statements."""

    def __init__(self, handle: Any, socket_dir: str) -> None:
        self.handle = handle
        self.socket_dir = socket_dir

    def url(self, database: str = "postgres") -> str:
        """A libpq URL for *database* over the server's socket (user ``postgres``, no password)."""
        return f"postgresql://postgres@/{database}?host={quote(self.socket_dir, safe='/')}"

    def admin(self, *statements: str) -> None:
        """Run statements on the maintenance database, outside any transaction (CREATE DATABASE needs that)."""
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            for sql in statements:
                conn.execute(sql)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    try:
        with warnings.catch_warnings():  # platformdirs warns about an unset XDG_RUNTIME_DIR (CI, root)
            warnings.simplefilter("ignore")
            import pgserver
        import psycopg  # noqa: F401
        import pgvector  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"PostgreSQL tests need the test extra ({exc.name} is missing)")
    folder = tempfile.mkdtemp(prefix="mem-pg-")
    try:
        handle = pgserver.get_server(folder, cleanup_mode="delete")
        uri = handle.get_uri()
    except Exception as exc:  # noqa: BLE001 - any failure to start means "no server here", not a test failure
        pytest.skip(f"pgserver could not start PostgreSQL: {type(exc).__name__}: {exc}")
    socket_dir = uri.split("host=", 1)[1].split("&", 1)[0] if "host=" in uri else folder
    server = PgServer(handle, socket_dir)
    try:
        yield server
    finally:
        handle.cleanup()


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """The URL of a new, empty database with the vector extension, dropped after the test."""
    name = f"mem_test_{uuid.uuid4().hex[:12]}"
    pg_server.admin(f'CREATE DATABASE "{name}"')
    import psycopg

    with psycopg.connect(pg_server.url(name), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    try:
        yield pg_server.url(name)
    finally:
        pg_server.admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
