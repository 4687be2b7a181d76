"""The distillation buffer as a flush sees it: what is pending, what is due, and state moves.

Each record waits in the store's buffer (filled by the importer) with its
token count, per user and character. A record moves pending → processing
(claimed by a flush) and leaves the buffer once its batch is distilled
(:func:`finish`, in the batch's own transaction), or goes back to pending as
``failed`` when its batch could not be distilled (failed records are retried
by the next flush, so nothing is ever stuck). Every reader treats "not in the
buffer" as done. Only the holder of the flush lock claims records, so one
still claimed when a flush starts belongs to a flush that died: it goes back
to pending (:func:`recover_stale`).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from memcli.distill.types import Rec
from memcli.store.protocols.flushing import PendingBuffer

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.store.protocols import Store

PENDING = ("idle", "failed")
BufferState = PendingBuffer


def due(state: PendingBuffer, cfg: Config, at: float | None = None) -> bool:
    """Past the token threshold, or idle (no new record) for long enough."""
    at = time.time() if at is None else at
    if state.tokens > cfg.buffer.flush_tokens:
        return True
    return at - state.last_added_ts >= cfg.buffer.idle_flush_minutes * 60


def recover_stale(store: Store) -> int:
    """Records left claimed by a dead flush go back to pending; its flush entry is closed.

    Call while holding the flush lock (then no live flush owns such records).
    """
    return store.flushing.recover_abandoned()


def pending_buffers(store: Store) -> list[PendingBuffer]:
    """Every (user, character) with pending records."""
    return store.flushing.pending_buffers()


def load_pending(store: Store, user_id: str, character: str) -> list[Rec]:
    """The buffer's pending records in time order."""
    from memcli.distill.derive import recs_of

    return recs_of(store.flushing.pending_records(user_id, character))


def claim(store: Store, flush_id: int, record_ids: list[int]) -> int:
    """pending → processing for *record_ids*, owned by *flush_id*."""
    return store.flushing.claim(flush_id, record_ids)


def finish(store: Store, record_ids: list[int]) -> int:
    """The records are distilled: they leave the buffer (inside the caller's transaction, or their own)."""
    return store.flushing.finish(record_ids)


def mark(store: Store, record_ids: list[int], status: str, flush_id: int | None = None) -> int:
    """Set the state of records (inside the caller's transaction, or their own)."""
    return store.flushing.mark(record_ids, status, flush_id)
