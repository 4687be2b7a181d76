"""A bounded pool of PostgreSQL connections per store URL, for a long-lived process.

The MCP server or an app opens a store per call (each call may be another
user's); a new connection per call costs a connect and a login on the
server, and a burst of calls from many threads would open as many
connections as there are threads. The pool keeps at most
``MEM_PG_POOL_SIZE`` connections to one URL: a store *leases* one for its
lifetime (a flush holds its session-level advisory lock on it) and gives it
back on close; a caller finding every connection leased waits up to
``MEM_PG_POOL_WAIT_S`` and then gets a one-line error.

A connection is opened in the caller's thread when the pool has none idle,
so a server that is down or refuses the login is reported at once, in the
words of :func:`~memcli.store.postgres.connection.open_connection`, rather
than after a wait. An idle connection whose server restarted is found broken
by the store's first statement, and :class:`Connection` opens a new one then.

The one-shot CLI does not use this: one process, one store, one connection.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from memcli.core.errors import MemError
from memcli.store.location import display_url
from memcli.store.postgres.connection import Connection, int_setting, is_lost, open_connection

if TYPE_CHECKING:
    from psycopg2.extensions import connection as RawConnection

POOL_SIZE = 4
POOL_WAIT_S = 30

# what a given-back connection must not carry to its next lessee: the user it served, its advisory locks
_RESET = "SELECT set_config('app.user', '', false), pg_advisory_unlock_all()"


class ConnectionPool:
    """At most *size* connections to *url*, lent to one store at a time each."""

    def __init__(self, url: str, *, size: int | None = None, wait_s: float | None = None) -> None:
        self.url = url
        self.size = size or int_setting("MEM_PG_POOL_SIZE", POOL_SIZE)
        self.wait_s = wait_s if wait_s is not None else int_setting("MEM_PG_POOL_WAIT_S", POOL_WAIT_S)
        self._slots = threading.BoundedSemaphore(self.size)
        self._idle: list[RawConnection] = []
        self._lock = threading.Lock()
        self._closed = False

    def lease(self) -> Connection:
        """A connection for one store, opened now if none is idle; its ``close()`` gives it back."""
        if not self._slots.acquire(timeout=self.wait_s):
            raise MemError(
                f"all {self.size} connections to the PostgreSQL store {display_url(self.url)} stayed busy for "
                f"{self.wait_s:g} s; retry, or raise MEM_PG_POOL_SIZE (the server's max_connections allowing)")
        try:
            raw = self._take_idle() or open_connection(self.url)
        except BaseException:
            self._slots.release()
            raise
        return Connection(self.url, raw=raw, give_back=self._give_back)

    def _take_idle(self) -> RawConnection | None:
        with self._lock:
            while self._idle:
                conn = self._idle.pop()
                if not is_lost(conn):
                    return conn
                conn.close()
        return None

    def _give_back(self, conn: RawConnection) -> None:
        """Keep *conn* for the next lessee if it is sound and reset, else close it; the slot is free either way."""
        try:
            if not is_lost(conn):
                try:
                    with conn.cursor() as cur:
                        if conn.info.transaction_status != 0:  # not IDLE: a transaction left open or failed
                            cur.execute("ROLLBACK")
                        cur.execute(_RESET)
                except Exception:  # noqa: BLE001 - a connection that cannot be reset is not kept
                    conn.close()
            with self._lock:
                if self._closed or is_lost(conn):
                    conn.close()
                else:
                    self._idle.append(conn)
        finally:
            self._slots.release()

    def idle_count(self) -> int:
        with self._lock:
            return len(self._idle)

    def close(self) -> None:
        """Close the idle connections; leased ones close when given back."""
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for conn in idle:
            conn.close()


_pools: dict[str, ConnectionPool] = {}
_pools_lock = threading.Lock()


def pool_for(url: str) -> ConnectionPool:
    """The process's pool for *url* (made on first use)."""
    with _pools_lock:
        pool = _pools.get(url)
        if pool is None or pool._closed:
            pool = _pools[url] = ConnectionPool(url)
        return pool


def close_pools() -> None:
    """Close every pool of the process (a server shutting down)."""
    with _pools_lock:
        pools = list(_pools.values())
        _pools.clear()
    for pool in pools:
        pool.close()
