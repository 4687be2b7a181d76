"""Flush state on PostgreSQL: a per-user advisory lock, and the distillation buffer.

Why advisory locks: several app servers may flush at once, and two of them
flushing the same user would distil the same records twice. A session-level
``pg_advisory_lock`` keyed by the user is held by the server for exactly as
long as the holder's connection lives — a process killed mid-flush loses it
with its connection, so there is no stale-holder detection to get wrong
(the SQLite store needs pids for that). Different users have different
keys, so their flushes run side by side.

The buffer methods mirror the SQLite functions of :mod:`memcli.distill.buffer`
(same statuses, same meaning), scoped to one user.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from memcli.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore

LOCK_CLASS = 0x6D656D01
"""First half of every flush lock's key (the second is ``hashtext(user)``), apart from other apps' locks."""


class PostgresFlushing:
    """The flush lock and buffer rows of the users this store reaches."""

    def __init__(self, store: PostgresStore) -> None:
        self._db = store.db
        self._held: set[str] = set()

    # -- the lock ------------------------------------------------------------
    def try_acquire(self, user_id: str) -> tuple[bool, int | None]:
        """Take *user_id*'s flush lock if free: ``(taken, holder's backend pid or None)``."""
        if user_id in self._held:
            return True, None
        row = self._db.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", (LOCK_CLASS, user_id)).fetchone()
        if row[0]:
            self._held.add(user_id)
            return True, None
        holder = self._db.execute(
            """SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid::bigint = (%s::bigint & 4294967295)
                   AND objid::bigint = (hashtext(%s)::bigint & 4294967295) AND granted LIMIT 1""",
            (LOCK_CLASS, user_id)).fetchone()
        return False, (int(holder[0]) if holder else None)

    def acquire(self, user_id: str, *, wait_seconds: float = 5.0) -> tuple[bool, int | None]:
        """Take the lock, waiting up to *wait_seconds* for the holder to finish."""
        deadline = time.monotonic() + max(0.0, wait_seconds)
        while True:
            taken, holder = self.try_acquire(user_id)
            if taken or time.monotonic() >= deadline:
                return taken, holder
            time.sleep(0.05)

    def release(self, user_id: str) -> None:
        if user_id in self._held:
            self._held.discard(user_id)
            self._db.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (LOCK_CLASS, user_id))

    @contextmanager
    def locked(self, user_id: str, *, wait_seconds: float = 5.0) -> Iterator[bool]:
        """The lock for the block (yields whether it was taken; the block decides what to do without it)."""
        taken, _holder = self.acquire(user_id, wait_seconds=wait_seconds)
        try:
            yield taken
        finally:
            if taken:
                self.release(user_id)

    # -- the buffer ----------------------------------------------------------
    def pending(self, user_id: str | None = None) -> list[dict[str, Any]]:
        """Every (user, character) with idle or failed rows: records, tokens, when the last was added."""
        sql = ("SELECT user_id, character, count(*), coalesce(sum(tokens), 0), max(added_at) FROM buffer "
               "WHERE status IN ('idle', 'failed')")
        params: list[Any] = []
        if user_id is not None:
            sql += " AND user_id = %s"
            params.append(user_id)
        rows = self._db.execute(sql + " GROUP BY user_id, character ORDER BY user_id, character", params)
        return [{"user_id": r[0], "character": r[1], "records": int(r[2]), "tokens": int(r[3]),
                 "last_added_ts": float(r[4] or 0)} for r in rows]

    def start_flush(self, user_id: str) -> int:
        row = self._db.execute(
            "INSERT INTO flushes(user_id, started_at, started_ts, pid) VALUES (%s, %s, %s, %s) RETURNING id",
            (user_id, to_iso(now()), time.time(), os.getpid())).fetchone()
        return int(row[0])

    def claim(self, user_id: str, flush_id: int, record_ids: Sequence[int]) -> int:
        """idle/failed → processing for *record_ids* of *user_id*, owned by *flush_id*."""
        cur = self._db.execute(
            """UPDATE buffer SET status = 'processing', flush_id = %s, updated_at = %s
               WHERE user_id = %s AND status IN ('idle', 'failed') AND record_id = ANY(%s)""",
            (flush_id, time.time(), user_id, list(record_ids)))
        return cur.rowcount

    def finish(self, user_id: str, record_ids: Sequence[int]) -> int:
        """The records are distilled: their rows leave the buffer."""
        cur = self._db.execute("DELETE FROM buffer WHERE user_id = %s AND record_id = ANY(%s)",
                               (user_id, list(record_ids)))
        return cur.rowcount

    def recover_stale(self, user_id: str) -> int:
        """Rows of *user_id* left 'processing' go back to idle. Call holding the user's lock: then no live
        flush owns them (a holder that died lost the lock with its connection)."""
        with self._db.transaction():
            cur = self._db.execute(
                "UPDATE buffer SET status = 'idle', flush_id = NULL, updated_at = %s "
                "WHERE user_id = %s AND status = 'processing'", (time.time(), user_id))
            self._db.execute(
                "UPDATE flushes SET status = 'aborted', finished_at = %s, "
                "note = 'the process died; its work was rolled back' WHERE user_id = %s AND status = 'running'",
                (to_iso(now()), user_id))
        return cur.rowcount
