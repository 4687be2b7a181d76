"""The distillation buffer: what is pending, what is due, and state moves.

Each record waits in ``buffer`` (one row, filled by the importer) with its
token count, per user and character. A row moves idle → processing (claimed
by a flush) and is deleted once its batch is distilled (:func:`finish`, in
the batch's own transaction), or → failed when its batch could not be
distilled (failed rows are retried by the next flush, so nothing is ever
stuck). A record with no buffer row is therefore distilled; every reader
treats "no row" as done. Since schema 4 no row stays behind with status
'done' (one per record forever was 65 MB at 1M records); the status is
still allowed, and such a row reads as done too.
Only the holder of the flush lock claims rows, so a row still marked
processing when a flush starts belongs to a flush that died: it goes back
to idle.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass

from memcli.config import Config
from memcli.distill.types import Rec
from memcli.store.sqlite.db import transaction
from memcli.timeutil import now, to_iso

PENDING = ("idle", "failed")


@dataclass
class BufferState:
    """One (user, character) buffer's pending work."""

    user_id: str
    character: str
    records: int
    tokens: int
    last_added_ts: float

    def due(self, cfg: Config, at: float | None = None) -> bool:
        """Past the token threshold, or idle (no new record) for long enough."""
        at = time.time() if at is None else at
        if self.tokens > cfg.buffer.flush_tokens:
            return True
        return at - self.last_added_ts >= cfg.buffer.idle_flush_minutes * 60


def recover_stale(conn: sqlite3.Connection) -> int:
    """Rows left 'processing' by a dead flush go back to idle; its flush row is closed.

    Call while holding the flush lock (then no live flush owns such rows).
    """
    with transaction(conn):
        n = conn.execute(
            "UPDATE buffer SET status = 'idle', flush_id = NULL, updated_at = ? WHERE status = 'processing'",
            (time.time(),),
        ).rowcount
        conn.execute(
            "UPDATE flushes SET status = 'aborted', finished_at = ?, note = 'the process died; its work was rolled back' "
            "WHERE status = 'running'",
            (to_iso(now()),),
        )
    return n


def pending_buffers(conn: sqlite3.Connection) -> list[BufferState]:
    """Every (user, character) with idle or failed rows."""
    rows = conn.execute(
        """SELECT user_id, character, COUNT(*), COALESCE(SUM(tokens), 0), MAX(added_at)
           FROM buffer WHERE status IN ('idle', 'failed') GROUP BY user_id, character
           ORDER BY user_id, character"""
    ).fetchall()
    return [BufferState(r[0], r[1], int(r[2]), int(r[3]), float(r[4] or 0)) for r in rows]


def load_pending(conn: sqlite3.Connection, user_id: str, character: str) -> list[Rec]:
    """The buffer's pending records in time order."""
    rows = conn.execute(
        """SELECT r.id, r.text, r.role, r.speaker, r.user_id, COALESCE(r.character, ''), r.session,
                  r.occurred_at, r.occurred_ts, b.tokens, r.tags, r.extra
           FROM buffer b JOIN records r ON r.id = b.record_id
           WHERE b.status IN ('idle', 'failed') AND b.user_id = ? AND b.character = ?
           ORDER BY r.occurred_ts, r.id""",
        (user_id, character),
    ).fetchall()
    return [
        Rec(
            id=int(r[0]),
            text=r[1],
            role=r[2],
            speaker=r[3],
            user_id=r[4],
            character=r[5],
            session=r[6],
            occurred_at=r[7],
            occurred_ts=float(r[8]),
            tokens=int(r[9]),
            tags=json.loads(r[10]) if r[10] else [],
            extra=_extra(r[11]),
        )
        for r in rows
    ]


def _extra(raw: str | None) -> dict[str, object]:
    if not raw or raw == "{}":
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _chunks(ids: list[int], size: int = 500) -> list[list[int]]:
    return [ids[i : i + size] for i in range(0, len(ids), size)]


def claim(conn: sqlite3.Connection, flush_id: int, record_ids: list[int]) -> int:
    """idle/failed → processing for *record_ids*, owned by *flush_id*."""
    n = 0
    stamp = time.time()
    with transaction(conn):
        for chunk in _chunks(record_ids):
            n += conn.execute(
                f"""UPDATE buffer SET status = 'processing', flush_id = ?, updated_at = ?
                    WHERE status IN ('idle', 'failed') AND record_id IN ({','.join('?' * len(chunk))})""",
                (flush_id, stamp, *chunk),
            ).rowcount
    return n


def finish(conn: sqlite3.Connection, record_ids: list[int]) -> int:
    """The records are distilled: their rows leave the buffer (inside the caller's transaction, or its own)."""
    n = 0
    with transaction(conn):
        for chunk in _chunks(record_ids):
            n += conn.execute(
                f"DELETE FROM buffer WHERE record_id IN ({','.join('?' * len(chunk))})", chunk
            ).rowcount
    return n


def mark(conn: sqlite3.Connection, record_ids: list[int], status: str, flush_id: int | None = None) -> int:
    """Set the state of rows (inside the caller's transaction, or its own)."""
    n = 0
    stamp = time.time()
    with transaction(conn):
        for chunk in _chunks(record_ids):
            n += conn.execute(
                f"""UPDATE buffer SET status = ?,
                       flush_id = CASE WHEN ? = 'idle' THEN NULL ELSE COALESCE(?, flush_id) END,
                       updated_at = ?
                    WHERE record_id IN ({','.join('?' * len(chunk))})""",
                (status, status, flush_id, stamp, *chunk),
            ).rowcount
    return n
