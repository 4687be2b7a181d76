"""One PostgreSQL connection for a store, with the errors a user can act on and a reconnect.

A long-lived process (the MCP server, an app) outlives server restarts and
failovers (it leases its connections from :mod:`memcli.store.postgres.pool`):
a connection found broken *between* transactions is opened again once and
the statement retried; inside a transaction the error stands (the
transaction is lost either way, and retrying half of it would be wrong).
Every statement runs under ``statement_timeout`` so a lock wait or a runaway
query ends with an error instead of hanging the caller.

The driver is psycopg2 (its binary wheel): a one-shot command pays for its
import on every run, and it costs about 17 ms of CPU where psycopg 3 costs
about 110 ms (asyncio, importlib.metadata and typing_extensions come with
it), which alone is twice a whole ``mem recall`` on SQLite
(docs/benchmarks.md, "A one-shot command on PostgreSQL"); half of those
17 ms is Python's ``ssl`` module, which psycopg2 imports for nothing mem
needs (see :func:`_driver`). Parameters are
bound by the driver as literals, so the server plans each statement for its
values: a full-text query's term frequencies reach the planner, which a
generic plan of a prepared statement would hide.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError
from memcli.store.location import display_url

if TYPE_CHECKING:
    from types import ModuleType

    from psycopg2.extensions import connection as RawConnection
    from psycopg2.extensions import cursor as Cursor

STATEMENT_TIMEOUT_MS = 30000
PREPARE_AFTER = 5
"""A statement run this many times on one connection is prepared on the server (as psycopg 3 did): a
long-lived process then skips its parsing and planning, about 0.1 ms of the server's CPU a statement."""
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
    """psycopg2, imported on first use without Python's ``ssl`` module where that is safe.

    psycopg2's module set-up imports ``ssl`` only to let Python install
    OpenSSL's locking callbacks before libpq would (and then tells libpq to
    leave them); if that import fails it lets libpq initialise OpenSSL
    itself. The callbacks exist only in OpenSSL before 1.1, which neither
    this Python (3.11 needs 1.1.1) nor the libpq of psycopg2's wheel (its own
    bundled OpenSSL 3) can use; and the wheel's libpq does not even share
    Python's copy of OpenSSL. So the import sets nothing libpq uses, yet
    costs a one-shot ``mem recall`` ~9 ms of its ~67 ms of CPU (``ssl``, ``_ssl``
    loading the system's OpenSSL and its configuration, ``socket``). It is
    skipped the documented way (a ``None`` entry in ``sys.modules`` makes
    ``import ssl`` fail) for the moment psycopg2 is imported, and only in a
    process that has not imported ``ssl`` yet and runs no other thread, so
    no other code can meet the missing module; ``ssl`` imports as ever
    afterwards, and TLS connections work (tests/test_pg_driver.py).
    """
    threading = sys.modules.get("threading")
    skip_ssl = ("psycopg2" not in sys.modules and "ssl" not in sys.modules
                and (threading is None or threading.active_count() == 1))
    if skip_ssl:
        sys.modules["ssl"] = None  # type: ignore[assignment]
    try:
        import psycopg2
    except ImportError:
        raise MemError(f"the store is a PostgreSQL URL but psycopg2 is not installed: {INSTALL_HINT}") from None
    finally:
        if skip_ssl and "ssl" in sys.modules and sys.modules.get("ssl") is None:
            del sys.modules["ssl"]  # our entry, never a module another import put there
    return psycopg2


def _first_line(exc: BaseException, url: str) -> str:
    """The driver's message, one line, with the URL's password (if any) never repeated."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    from urllib.parse import urlsplit

    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    return text.replace(password, "***") if password else text


def open_connection(url: str) -> RawConnection:
    """A new autocommit connection to *url* with mem's session settings, or a one-line :class:`MemError`."""
    psycopg2 = _driver()
    try:
        conn = psycopg2.connect(
            url,
            connect_timeout=int_setting("MEM_PG_CONNECT_TIMEOUT_S", CONNECT_TIMEOUT_S),
            options=f"-c statement_timeout={int_setting('MEM_PG_STATEMENT_TIMEOUT_MS', STATEMENT_TIMEOUT_MS)}",
            application_name="mem",
        )
    except psycopg2.ProgrammingError as exc:  # libpq could not parse the URL
        raise MemError(f"malformed store URL {display_url(url)}: {_first_line(exc, url)}") from None
    except psycopg2.OperationalError as exc:
        raise MemError(
            f"cannot reach the PostgreSQL store {display_url(url)}: {_first_line(exc, url)}; "
            "check that the server runs and the URL, user and password are right") from None
    conn.autocommit = True  # transactions are begun and ended by Connection.transaction
    raw: RawConnection = conn
    return raw


def is_lost(conn: RawConnection) -> bool:
    """Whether *conn* was closed, or found broken by the driver (psycopg2 marks that as ``closed`` 2)."""
    return bool(conn.closed)


class Connection:
    """The store's connection: statements, transactions, and one reconnect between transactions.

    Either its own (the CLI: closed with the store) or leased from a
    :class:`~memcli.store.postgres.pool.ConnectionPool` (*raw* and
    *give_back*: ``close()`` hands the live connection back).
    """

    def __init__(self, url: str, *, raw: RawConnection | None = None,
                 give_back: Callable[[RawConnection], None] | None = None) -> None:
        self.url = url
        self._conn = raw if raw is not None else open_connection(url)
        self._give_back = give_back
        self._depth = 0
        self._session_setup: list[tuple[str, Sequence[Any]]] = []
        self._closed = False
        self._runs: dict[str, int] = {}  # statement text → runs on this connection
        self._prepared: dict[str, str | None] = {}  # statement text → its prepared name (None: cannot be)

    @property
    def raw(self) -> RawConnection:
        return self._conn

    @property
    def pooled(self) -> bool:
        return self._give_back is not None

    def on_connect(self, sql: str, params: Sequence[Any] = (), *, replace: bool = False,
                   run: bool = True) -> None:
        """Run *sql* now (unless not *run*: the caller just did) and again on every reconnect (session settings
        such as ``app.user``).

        With *replace*, an earlier setup statement with the same SQL is dropped (a new user for the session).
        """
        if replace:
            self._session_setup = [(q, p) for q, p in self._session_setup if q != sql]
        self._session_setup.append((sql, params))
        if run:
            self.execute(sql, params)

    def _lost(self) -> bool:
        return is_lost(self._conn)

    def _reconnect(self) -> None:
        try:
            self._conn.close()
        except Exception:  # noqa: BLE001 - the old connection is already broken
            pass
        self._conn = open_connection(self.url)
        self._prepared.clear()  # the new session has none
        for sql, params in self._session_setup:
            self._run(sql, params)

    def _run(self, sql: Any, params: Sequence[Any] | dict[str, Any] | None) -> Cursor:
        cur = self._conn.cursor()
        if params and isinstance(sql, str) and isinstance(params, (list, tuple)):
            name = self._prepared.get(sql) or self._maybe_prepare(cur, sql, len(params))
            if name:
                cur.execute(f"EXECUTE {name}({', '.join(['%s'] * len(params))})", params)
                return cur
        # no parameters: the text goes as it is (psycopg2 would read a % in it as a placeholder)
        cur.execute(sql, params if params else None)
        return cur

    def _maybe_prepare(self, cur: Cursor, sql: str, n_params: int) -> str | None:
        """The prepared name for *sql* once it has run :data:`PREPARE_AFTER` times here, else None.

        Only outside a transaction (a failed PREPARE inside one would abort
        it) and only when every ``%s`` is a parameter. The name is the text's
        digest, so a pooled connection's next lessee finds what an earlier one
        prepared (``already exists`` is success). A statement the server
        cannot prepare (a parameter whose type it cannot infer) runs as it
        is from then on.
        """
        if sql in self._prepared or self._depth:
            return None
        runs = self._runs[sql] = self._runs.get(sql, 0) + 1
        if runs < PREPARE_AFTER:
            return None
        parts = sql.split("%s")
        if len(parts) != n_params + 1 or "%" in "".join(parts):
            self._prepared[sql] = None
            return None
        import hashlib

        psycopg2 = _driver()
        name = "mem_" + hashlib.md5(sql.encode()).hexdigest()[:16]
        text = parts[0] + "".join(f"${i}{part}" for i, part in enumerate(parts[1:], 1))
        try:
            cur.execute(f"PREPARE {name} AS {text}")
        except psycopg2.Error as exc:
            if getattr(exc, "pgcode", None) != "42P05":  # duplicate_prepared_statement: prepared already
                self._prepared[sql] = None
                return None
        self._prepared[sql] = name
        return name

    def execute(self, sql: Any, params: Sequence[Any] | dict[str, Any] = ()) -> Cursor:
        """Run one statement; the cursor holds its rows (``fetchone``, ``fetchall``, iteration, ``rowcount``)."""
        psycopg2 = _driver()
        try:
            return self._run(sql, params)
        except psycopg2.OperationalError:
            if self._depth or not self._lost():
                raise
        self._reconnect()  # the server went away between transactions: once more on a new connection
        return self._run(sql, params)

    def one(self, sql: Any, params: Sequence[Any] | dict[str, Any] = ()) -> tuple[Any, ...]:
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

    def _begin(self) -> None:
        self._conn.cursor().execute("BEGIN")

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
        psycopg2 = _driver()
        if self._lost():
            self._reconnect()
        try:
            self._begin()
        except psycopg2.OperationalError:
            if not self._lost():
                raise
            self._reconnect()
            self._begin()
        self._depth = 1
        try:
            yield
        except BaseException:
            self._depth = 0
            if not self._lost():
                try:
                    self._conn.cursor().execute("ROLLBACK")
                except psycopg2.Error:
                    pass  # the connection broke meanwhile: the server rolled back
            raise
        self._depth = 0
        self._conn.cursor().execute("COMMIT")

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._give_back is not None:
            self._give_back(self._conn)
        else:
            self._conn.close()
