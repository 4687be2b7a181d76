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

    def url(self, database: str = "postgres", user: str = "postgres") -> str:
        """A libpq URL for *database* over the server's socket (no password: the socket is trusted)."""
        return f"postgresql://{user}@/{database}?host={quote(self.socket_dir, safe='/')}"

    def admin(self, *statements: str) -> None:
        """Run statements on the maintenance database, outside any transaction (CREATE DATABASE needs that)."""
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            for sql in statements:
                conn.execute(sql)


    def restart(self) -> None:
        """Stop the server (fast: its connections are cut) and start it again on the same socket."""
        import pgserver

        pgserver.pg_ctl(["-w", "-m", "fast", "-l", str(self.handle.log), "restart"], pgdata=self.handle.pgdata,
                        user=self.handle.system_user, timeout=60)


APP_ROLE = "mem_app"
"""The role mem connects as in tests: not a superuser (superusers bypass row-level security), owner of its database."""


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    try:
        with warnings.catch_warnings():  # platformdirs warns about an unset XDG_RUNTIME_DIR (CI, root)
            warnings.simplefilter("ignore")
            import pgserver
        import psycopg  # noqa: F401
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
    # a throwaway server needs no durability: without fsync a CREATE DATABASE takes ~0.07 s instead of ~1 s
    server.admin("ALTER SYSTEM SET fsync = off", "ALTER SYSTEM SET synchronous_commit = off",
                 "ALTER SYSTEM SET full_page_writes = off", "SELECT pg_reload_conf()",
                 f"CREATE ROLE {APP_ROLE} LOGIN")
    try:
        yield server
    finally:
        handle.cleanup()


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """The URL of a new, empty database with the vector extension (as mem's role), dropped after the test."""
    name = f"mem_test_{uuid.uuid4().hex[:12]}"
    pg_server.admin(f'CREATE DATABASE "{name}" OWNER {APP_ROLE}')
    import psycopg

    with psycopg.connect(pg_server.url(name), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    try:
        yield pg_server.url(name, APP_ROLE)
    finally:
        pg_server.admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
