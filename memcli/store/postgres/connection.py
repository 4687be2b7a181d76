"""One PostgreSQL connection for a store, with the errors a user can act on and a reconnect.

A long-lived process (the MCP server, an app) outlives server restarts and
failovers (it leases its connections from :mod:`memcli.store.postgres.pool`):
a connection found broken *between* transactions is opened again once and
the statement retried; inside a transaction the error stands (the
transaction is lost either way, and retrying half of it would be wrong).
Every statement runs under ``statement_timeout`` so a lock wait or a runaway
query ends with an error instead of hanging the caller.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError
from memcli.store.location import display_url

if TYPE_CHECKING:
    from types import ModuleType

    from psycopg import Connection as PgConnection

    import psycopg
    from psycopg.sql import Composed

    Statement = str | Composed
    """What :meth:`Connection.execute` runs: SQL text, or a statement composed with :mod:`psycopg.sql`."""

STATEMENT_TIMEOUT_MS = 30000
CONNECT_TIMEOUT_S = 5


def int_setting(name: str, default: int) -> int:
    """A positive integer from the environment (read at each use), else *default*."""
    try:
        value = int(os.environ.get(name, ""))
    except ValueError:
        return default
    return value if value > 0 else default


INSTALL_HINT = "install mem[postgres] (pip install 'memcli[postgres]') for the PostgreSQL driver"


def _driver() -> ModuleType:
    try:
        import psycopg
    except ImportError:
        raise MemError(f"the store is a PostgreSQL URL but psycopg is not installed: {INSTALL_HINT}") from None
    return psycopg


def _first_line(exc: BaseException, url: str) -> str:
    """The driver's message, one line, with the URL's password (if any) never repeated."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    from urllib.parse import urlsplit

    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    return text.replace(password, "***") if password else text


def open_connection(url: str) -> psycopg.Connection[Any]:
    """A new autocommit connection to *url* with mem's session settings, or a one-line :class:`MemError`."""
    psycopg = _driver()
    try:
        conn: PgConnection[Any] = psycopg.connect(
            url,
            autocommit=True,
            connect_timeout=int_setting("MEM_PG_CONNECT_TIMEOUT_S", CONNECT_TIMEOUT_S),
            options=f"-c statement_timeout={int_setting('MEM_PG_STATEMENT_TIMEOUT_MS', STATEMENT_TIMEOUT_MS)}",
            application_name="mem",
        )
    except psycopg.ProgrammingError as exc:  # libpq could not parse the URL
        raise MemError(f"malformed store URL {display_url(url)}: {_first_line(exc, url)}") from None
    except psycopg.OperationalError as exc:
        raise MemError(
            f"cannot reach the PostgreSQL store {display_url(url)}: {_first_line(exc, url)}; "
            "check that the server runs and the URL, user and password are right") from None
    return conn


class Connection:
    """The store's connection: statements, transactions, and one reconnect between transactions.

    Either its own (the CLI: closed with the store) or leased from a
    :class:`~memcli.store.postgres.pool.ConnectionPool` (*raw* and
    *give_back*: ``close()`` hands the live connection back).
    """

    def __init__(self, url: str, *, raw: psycopg.Connection[Any] | None = None,
                 give_back: Callable[[psycopg.Connection[Any]], None] | None = None) -> None:
        self.url = url
        self._conn = raw if raw is not None else open_connection(url)
        self._give_back = give_back
        self._depth = 0
        self._session_setup: list[tuple[str, Sequence[Any]]] = []
        self._closed = False

    @property
    def raw(self) -> psycopg.Connection[Any]:
        return self._conn

    @property
    def pooled(self) -> bool:
        return self._give_back is not None

    def on_connect(self, sql: str, params: Sequence[Any] = (), *, replace: bool = False) -> None:
        """Run *sql* now and again on every reconnect (session settings such as ``app.user``).

        With *replace*, an earlier setup statement with the same SQL is dropped (a new user for the session).
        """
        if replace:
            self._session_setup = [(q, p) for q, p in self._session_setup if q != sql]
        self._session_setup.append((sql, params))
        self.execute(sql, params)

    def _lost(self) -> bool:
        return self._conn.closed or self._conn.broken

    def _reconnect(self) -> None:
        try:
            self._conn.close()
        except Exception:  # noqa: BLE001 - the old connection is already broken
            pass
        self._conn = open_connection(self.url)
        for sql, params in self._session_setup:
            self._conn.execute(sql, params)

    def execute(self, sql: Statement, params: Sequence[Any] | dict[str, Any] = ()) -> psycopg.Cursor[Any]:
        psycopg = _driver()
        try:
            return self._conn.execute(sql, params)
        except psycopg.OperationalError:
            if self._depth or not self._lost():
                raise
        self._reconnect()  # the server went away between transactions: once more on a new connection
        return self._conn.execute(sql, params)

    def one(self, sql: Statement, params: Sequence[Any] | dict[str, Any] = ()) -> tuple[Any, ...]:
        """The first row of a statement that always returns one (an aggregate, ``RETURNING``)."""
        row = self.execute(sql, params).fetchone()
        if row is None:
            raise RuntimeError("a statement that always returns a row returned none")
        return tuple(row)

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        with self._conn.cursor() as cur:
            cur.executemany(sql, rows)

    @property
    def in_transaction(self) -> bool:
        return self._depth > 0

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """All statements inside commit together; a nested use joins the outer transaction.

        A connection found lost when the transaction begins (its ``BEGIN`` failed, nothing of the
        transaction ran) is opened again once; a loss after that is the caller's error.
        """
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        psycopg = _driver()
        if self._lost():
            self._reconnect()
        with ExitStack() as stack:
            try:
                stack.enter_context(self._conn.transaction())
            except psycopg.OperationalError:
                if not self._lost():
                    raise
                self._reconnect()
                stack.enter_context(self._conn.transaction())
            self._depth = 1
            try:
                yield
            finally:
                self._depth = 0

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._give_back is not None:
            self._give_back(self._conn)
        else:
            self._conn.close()
