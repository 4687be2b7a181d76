"""The ``flushing`` area of a SQLite store: the buffer, the flush lock, the ``flushes`` log.

Tables: ``buffer`` (one row per record waiting, filled by the importer),
``locks``, ``flushes`` and ``llm_calls``. Since schema 4 a distilled record's
buffer row is deleted (one row per record forever was 65 MB at 1M records);
the status ``done`` is still allowed, and such a row reads as done too.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from memcli.store.protocols.flushing import LlmCall, PendingBuffer, PendingRecord
from memcli.store.sqlite.db import transaction
from memcli.store.sqlite.process_lock import FLUSH_LOCK, release, try_acquire
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.store.sqlite.store import SqliteStore


def _chunks(ids: list[int], size: int = 500) -> list[list[int]]:
    return [ids[i : i + size] for i in range(0, len(ids), size)]


def disk_full(exc: BaseException) -> bool:
    """SQLite's "database or disk is full", or a file write's ENOSPC/EDQUOT."""
    import errno

    if isinstance(exc, sqlite3.OperationalError):
        return getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc)
    return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)


class SqliteFlushing:
    """The buffer and flush bookkeeping of one SQLite store (:class:`memcli.store.protocols.FlushState`)."""

    store_errors: tuple[type[BaseException], ...] = (sqlite3.Error,)

    def __init__(self, store: SqliteStore) -> None:
        self._conn = store.conn

    # -- the lock ---------------------------------------------------------------------------
    def try_lock(self) -> tuple[bool, int | None]:
        return try_acquire(self._conn, FLUSH_LOCK)

    def unlock(self) -> None:
        try:
            release(self._conn, FLUSH_LOCK)
        except sqlite3.Error:
            pass

    # -- the buffer -------------------------------------------------------------------------
    def recover_abandoned(self) -> int:
        conn = self._conn
        with transaction(conn):
            n = conn.execute(
                "UPDATE buffer SET status = 'idle', flush_id = NULL, updated_at = ? WHERE status = 'processing'",
                (time.time(),),
            ).rowcount
            conn.execute(
                "UPDATE flushes SET status = 'aborted', finished_at = ?, "
                "note = 'the process died; its work was rolled back' WHERE status = 'running'",
                (to_iso(now()),),
            )
        return n

    def pending_buffers(self) -> list[PendingBuffer]:
        rows = self._conn.execute(
            """SELECT user_id, character, COUNT(*), COALESCE(SUM(tokens), 0), MAX(added_at)
               FROM buffer WHERE status IN ('idle', 'failed') GROUP BY user_id, character
               ORDER BY user_id, character"""
        ).fetchall()
        return [PendingBuffer(r[0], r[1], int(r[2]), int(r[3]), float(r[4] or 0)) for r in rows]

    def pending_records(self, user_id: str, character: str) -> list[PendingRecord]:
        rows = self._conn.execute(
            """SELECT r.id, r.text, r.role, r.speaker, r.user_id, COALESCE(r.character, ''), r.session,
                      r.occurred_at, r.occurred_ts, b.tokens, r.tags, r.extra
               FROM buffer b JOIN records r ON r.id = b.record_id
               WHERE b.status IN ('idle', 'failed') AND b.user_id = ? AND b.character = ?
               ORDER BY r.occurred_ts, r.id""",
            (user_id, character),
        ).fetchall()
        return [PendingRecord._make(r) for r in rows]

    def buffered(self, record_ids: list[int]) -> set[int]:
        out: set[int] = set()
        for chunk in _chunks(sorted(set(record_ids))):
            out.update(int(r[0]) for r in self._conn.execute(
                f"SELECT record_id FROM buffer WHERE record_id IN ({','.join('?' * len(chunk))})", chunk))
        return out

    def claim(self, flush_id: int, record_ids: list[int]) -> int:
        n = 0
        stamp = time.time()
        with transaction(self._conn):
            for chunk in _chunks(record_ids):
                n += self._conn.execute(
                    f"""UPDATE buffer SET status = 'processing', flush_id = ?, updated_at = ?
                        WHERE status IN ('idle', 'failed') AND record_id IN ({','.join('?' * len(chunk))})""",
                    (flush_id, stamp, *chunk),
                ).rowcount
        return n

    def finish(self, record_ids: list[int]) -> int:
        n = 0
        with transaction(self._conn):
            for chunk in _chunks(record_ids):
                n += self._conn.execute(
                    f"DELETE FROM buffer WHERE record_id IN ({','.join('?' * len(chunk))})", chunk
                ).rowcount
        return n

    def mark(self, record_ids: list[int], status: str, flush_id: int | None = None) -> int:
        n = 0
        stamp = time.time()
        with transaction(self._conn):
            for chunk in _chunks(record_ids):
                n += self._conn.execute(
                    f"""UPDATE buffer SET status = ?,
                           flush_id = CASE WHEN ? = 'idle' THEN NULL ELSE COALESCE(?, flush_id) END,
                           updated_at = ?
                        WHERE record_id IN ({','.join('?' * len(chunk))})""",
                    (status, status, flush_id, stamp, *chunk),
                ).rowcount
        return n

    def mark_failed(self, record_ids: list[int], flush_id: int) -> None:
        try:
            self.mark(record_ids, "failed", flush_id)
        except sqlite3.Error:
            pass

    # -- flush entries ---------------------------------------------------------------------
    def start_flush(self, started_at: str, started_ts: float, pid: int) -> int:
        with transaction(self._conn):
            cur = self._conn.execute(
                "INSERT INTO flushes(started_at, started_ts, pid, status) VALUES (?, ?, ?, 'running')",
                (started_at, started_ts, pid),
            )
        return int(cur.lastrowid or 0)

    def add_batch_counts(self, flush_id: int, *, processed: int, created: int, updated: int, events: int) -> None:
        self._conn.execute(
            """UPDATE flushes SET processed = processed + ?, memories_created = memories_created + ?,
                   memories_updated = memories_updated + ?, events_created = events_created + ?
               WHERE id = ?""",
            (processed, created, updated, events, flush_id),
        )

    def record_llm_calls(self, flush_id: int, calls: list[LlmCall], created_at: str) -> None:
        with transaction(self._conn):
            self._conn.executemany(
                """INSERT INTO llm_calls(flush_id, stage, model, prompt_tokens, completion_tokens, latency_ms,
                       ok, error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                [
                    (flush_id, c.stage, c.model, c.prompt_tokens, c.completion_tokens, c.latency_ms,
                     1 if c.ok else 0, c.error, created_at)
                    for c in calls
                ],
            )
            self._conn.execute("UPDATE flushes SET llm_calls = llm_calls + ? WHERE id = ?", (len(calls), flush_id))

    def end_flush(self, flush_id: int, *, finished_at: str, status: str, counts: dict[str, int],
                  note: str | None) -> None:
        with transaction(self._conn):
            self._conn.execute(
                """UPDATE flushes SET finished_at = ?, status = ?, processed = ?, memories_created = ?,
                       memories_updated = ?, events_created = ?, llm_calls = ?, note = ? WHERE id = ?""",
                (
                    finished_at, status, counts["processed"], counts["memories_created"], counts["memories_updated"],
                    counts["events_created"], counts["llm_calls"], note, flush_id,
                ),
            )

    def give_back(self, flush_id: int | None) -> None:
        # Checkpointing first empties the write-ahead log, which gives back the space of the batches already
        # committed, so these small writes usually fit.
        conn = self._conn
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass
        try:
            with transaction(conn):
                conn.execute(
                    "UPDATE buffer SET status = 'idle', flush_id = NULL, updated_at = ? "
                    "WHERE status = 'processing' AND (flush_id = ? OR flush_id IS NULL)",
                    (time.time(), flush_id),
                )
                if flush_id is not None:
                    conn.execute(
                        "UPDATE flushes SET status = 'aborted', finished_at = ?, note = 'no space left on the disk' "
                        "WHERE id = ?",
                        (to_iso(now()), flush_id),
                    )
        except sqlite3.Error:
            pass

    # -- the disk under the store ------------------------------------------------------------
    def disk_folder(self) -> str:
        try:
            path = self._conn.execute("PRAGMA database_list").fetchone()[2]
        except Exception:  # not a file store
            path = ""
        return str(Path(path).parent) if path else ""

    def is_disk_full(self, exc: BaseException) -> bool:
        return disk_full(exc)

    def merge_fulltext(self, status: Callable[[str], None]) -> str | None:
        from memcli.store.sqlite.fulltext.merge import merge_fulltext

        try:
            merge_fulltext(self._conn, status)
        except sqlite3.Error as exc:
            return str(exc)
        return None


__all__ = ["SqliteFlushing", "disk_full"]
