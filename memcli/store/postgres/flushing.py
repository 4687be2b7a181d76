""":class:`memcli.store.protocols.flushing.FlushState` on PostgreSQL: a per-user advisory lock, the buffer.

Why advisory locks: several app servers may flush at once, and two of them
flushing the same user would distil the same records twice. A session-level
``pg_try_advisory_lock`` keyed by the user is held by the server for exactly
as long as the holder's connection lives — a process killed mid-flush loses
it with its connection, so there is no stale holder to detect (the SQLite
store needs pids for that). Different users have different keys, so their
flushes never wait for each other. A lock held over a reconnect would be
gone; the holder finds out at :meth:`unlock` (nothing to release), and the
transactions it commits meanwhile are guarded by the buffer's states.

Statuses and their meaning are the SQLite store's (``idle``, ``failed``,
``processing``; a distilled record leaves the buffer).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from memcli.store.protocols.flushing import PendingBuffer, PendingRecord
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore


def _store_errors() -> tuple[type[BaseException], ...]:
    import psycopg2

    return (psycopg2.Error,)


class PostgresFlushing:
    """The flush lock, buffer rows and flush log of the store's user."""

    def __init__(self, store: PostgresStore) -> None:
        self._db = store.db
        self._user = store.user
        self._held = False
        self.store_errors = _store_errors()

    # -- the lock ------------------------------------------------------------
    def try_lock(self) -> tuple[bool, int | None]:
        """Take the user's flush lock if free: ``(taken, the holder's server process id when busy)``."""
        if self._held:
            return True, None
        row = self._db.execute("SELECT pg_try_advisory_lock(hashtext('mem-flush:' || %s))", (self._user,)).fetchone()
        if row[0]:
            self._held = True
            return True, None
        # a bigint key k is stored as classid = k >> 32, objid = k & 0xffffffff
        holder = self._db.execute(
            """SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (
                   SELECT oid FROM pg_database WHERE datname = current_database())
               AND objid::bigint = (hashtext('mem-flush:' || %s)::bigint & 4294967295) LIMIT 1""",
            (self._user,)).fetchone()
        return False, (int(holder[0]) if holder else None)

    def unlock(self) -> None:
        if not self._held:
            return
        self._held = False
        try:
            self._db.execute("SELECT pg_advisory_unlock(hashtext('mem-flush:' || %s))", (self._user,))
        except self.store_errors:
            pass  # the connection is gone, and the lock with it

    # -- the buffer ----------------------------------------------------------
    def recover_abandoned(self) -> int:
        """Rows left claimed go back to pending. Call holding the lock: then no live flush owns them."""
        with self._db.transaction():
            cur = self._db.execute(
                "UPDATE buffer SET status = 'idle', flush_id = NULL, updated_at = %s "
                "WHERE user_id = %s AND status = 'processing'", (time.time(), self._user))
            self._db.execute(
                "UPDATE flushes SET status = 'aborted', finished_at = %s, "
                "note = 'the process died; its work was rolled back' WHERE user_id = %s AND status = 'running'",
                (to_iso(now()), self._user))
        return cur.rowcount

    def pending_buffers(self) -> list[PendingBuffer]:
        rows = self._db.execute(
            "SELECT user_id, character, count(*), coalesce(sum(tokens), 0), max(added_at) FROM buffer "
            "WHERE user_id = %s AND status IN ('idle', 'failed') GROUP BY user_id, character ORDER BY character",
            (self._user,))
        return [PendingBuffer(r[0], r[1], int(r[2]), int(r[3]), float(r[4] or 0)) for r in rows]

    def pending_records(self, user_id: str, character: str) -> list[PendingRecord]:
        rows = self._db.execute(
            """SELECT r.id, r.text, r.role, r.speaker, r.user_id, coalesce(r.character, ''), r.session,
                      r.occurred_at, r.occurred_ts, b.tokens, r.tags, r.extra
               FROM buffer b JOIN records r ON r.user_id = b.user_id AND r.id = b.record_id
               WHERE b.user_id = %s AND b.user_id = %s AND b.status IN ('idle', 'failed') AND b.character = %s
               ORDER BY r.occurred_ts, r.id""", (self._user, user_id, character))
        return [PendingRecord._make(r) for r in rows]

    def claim(self, flush_id: int, record_ids: list[int]) -> int:
        cur = self._db.execute(
            """UPDATE buffer SET status = 'processing', flush_id = %s, updated_at = %s
               WHERE user_id = %s AND status IN ('idle', 'failed') AND record_id = ANY(%s)""",
            (flush_id, time.time(), self._user, record_ids))
        return cur.rowcount

    def buffered(self, record_ids: list[int]) -> set[int]:
        rows = self._db.execute("SELECT record_id FROM buffer WHERE user_id = %s AND record_id = ANY(%s)",
                                (self._user, sorted(set(record_ids))))
        return {int(r[0]) for r in rows}

    def finish(self, record_ids: list[int]) -> int:
        cur = self._db.execute("DELETE FROM buffer WHERE user_id = %s AND record_id = ANY(%s)",
                               (self._user, record_ids))
        return cur.rowcount

    def mark(self, record_ids: list[int], status: str, flush_id: int | None = None) -> int:
        cur = self._db.execute(
            """UPDATE buffer SET status = %s,
                   flush_id = CASE WHEN %s = 'idle' THEN NULL ELSE coalesce(%s, flush_id) END, updated_at = %s
               WHERE user_id = %s AND record_id = ANY(%s)""",
            (status, status, flush_id, time.time(), self._user, record_ids))
        return cur.rowcount

    def mark_failed(self, record_ids: list[int], flush_id: int) -> None:
        try:
            self.mark(record_ids, "failed", flush_id)
        except self.store_errors:
            pass

    # -- flush entries -------------------------------------------------------
    def start_flush(self, started_at: str, started_ts: float, pid: int) -> int:
        row = self._db.execute(
            "INSERT INTO flushes(user_id, started_at, started_ts, pid, status) VALUES (%s, %s, %s, %s, 'running') "
            "RETURNING id", (self._user, started_at, started_ts, pid)).fetchone()
        return int(row[0])

    def add_batch_counts(self, flush_id: int, *, processed: int, created: int, updated: int, events: int) -> None:
        self._db.execute(
            """UPDATE flushes SET processed = processed + %s, memories_created = memories_created + %s,
                   memories_updated = memories_updated + %s, events_created = events_created + %s
               WHERE id = %s AND user_id = %s""", (processed, created, updated, events, flush_id, self._user))

    def record_llm_calls(self, flush_id: int, calls: list[tuple[object, ...]], created_at: str) -> None:
        with self._db.transaction():
            self._db.executemany(
                """INSERT INTO llm_calls(user_id, flush_id, stage, model, prompt_tokens, completion_tokens,
                       latency_ms, ok, error, created_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)""",
                [(self._user, flush_id, c.stage, c.model, c.prompt_tokens, c.completion_tokens,  # type: ignore[attr-defined]
                  c.latency_ms, bool(c.ok), c.error, created_at) for c in calls])  # type: ignore[attr-defined]
            self._db.execute("UPDATE flushes SET llm_calls = llm_calls + %s WHERE id = %s AND user_id = %s",
                             (len(calls), flush_id, self._user))

    def end_flush(self, flush_id: int, *, finished_at: str, status: str, counts: dict[str, int],
                  note: str | None) -> None:
        self._db.execute(
            """UPDATE flushes SET finished_at = %s, status = %s, processed = %s, memories_created = %s,
                   memories_updated = %s, events_created = %s, llm_calls = %s, note = %s
               WHERE id = %s AND user_id = %s""",
            (finished_at, status, counts["processed"], counts["memories_created"], counts["memories_updated"],
             counts["events_created"], counts["llm_calls"], note, flush_id, self._user))

    def give_back(self, flush_id: int | None) -> None:
        try:
            with self._db.transaction():
                self._db.execute(
                    "UPDATE buffer SET status = 'idle', flush_id = NULL, updated_at = %s WHERE user_id = %s "
                    "AND status = 'processing' AND (flush_id = %s OR flush_id IS NULL)",
                    (time.time(), self._user, flush_id))
                if flush_id is not None:
                    self._db.execute(
                        "UPDATE flushes SET status = 'aborted', finished_at = %s, note = 'no space left on the disk' "
                        "WHERE id = %s AND user_id = %s", (to_iso(now()), flush_id, self._user))
        except self.store_errors:
            pass

    # -- the disk under the store --------------------------------------------
    def disk_folder(self) -> str:
        return ""  # the server's disk, not a local folder

    def is_disk_full(self, exc: BaseException) -> bool:
        """The server's ``disk_full`` (SQLSTATE 53100), or a local file write's ENOSPC/EDQUOT."""
        import errno

        if getattr(exc, "pgcode", None) == "53100":
            return True
        return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)

    def merge_fulltext(self, status: object) -> str | None:
        """Nothing to merge on PostgreSQL (a GIN index has no segments); no error."""
        return None
