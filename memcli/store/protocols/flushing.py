"""The flush buffer, the per-store flush lock and the state of the last flush.

Each imported record waits in the buffer (per user and character, with its
token count) until a flush distills it. A buffered record is *pending*
(``idle``, or ``failed`` when its batch could not be distilled: retried next
time), or ``processing`` (claimed by the running flush); once distilled it
leaves the buffer, so "no buffer entry" means done.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable
from typing import NamedTuple, Protocol


@dataclass
class PendingBuffer:
    """One (user, character) buffer's pending work."""

    user_id: str
    character: str
    records: int
    tokens: int
    last_added_ts: float


class PendingRecord(NamedTuple):
    """A pending record as distillation reads it; *tags* and *extra* are the stored JSON texts."""

    id: int
    text: str
    role: str
    speaker: str | None
    user_id: str
    character: str
    session: str | None
    occurred_at: str
    occurred_ts: float
    tokens: int
    tags: str | None
    extra: str | None


class LlmCall(NamedTuple):
    """One LLM request a flush made (``stage`` names the distillation step)."""

    stage: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    latency_ms: float
    ok: bool
    error: str | None


class FlushState(Protocol):
    """The flush buffer, the per-store flush lock and the state of the last flush.

    **The flush lock** makes sure two flushes of one store never work at once
    (:meth:`try_lock` / :meth:`unlock`). The lock belongs to a store, which is
    one person's memory: the SQLite backend keeps a row naming the holder's
    pid, taken inside a write transaction, and takes over the row of a holder
    that died (its pid is gone or was reused). A backend that keeps several
    users in one database (PostgreSQL) takes a session-level advisory lock
    keyed by the store's user (``pg_try_advisory_lock(hashtext('mem-flush:' ||
    user_id))``): the server drops it when the holder's connection dies, so
    nothing needs taking over, and flushes of different users never wait for
    each other. Waiting for a busy lock is the caller's policy (it retries
    :meth:`try_lock`).
    """

    store_errors: tuple[type[BaseException], ...]
    """The exception types this backend raises for a failed store operation (caught where such a failure is
    only worth a warning)."""

    # -- the lock -------------------------------------------------------------------
    def try_lock(self) -> tuple[bool, int | None]:
        """Take the flush lock if free (or held by a dead process): ``(taken, holder pid when busy)``."""
        ...

    def unlock(self) -> None:
        """Drop the flush lock if this process holds it; never raises for a store error (a lock left behind
        is taken over by the next flush)."""
        ...

    # -- the buffer -----------------------------------------------------------------
    def recover_abandoned(self) -> int:
        """Rows a dead flush left claimed go back to pending and its flush entry is closed; how many rows.
        Call while holding the lock (then no live flush owns such rows)."""
        ...

    def pending_buffers(self) -> list[PendingBuffer]:
        """Every (user, character) with pending records, by user then character."""
        ...

    def pending_records(self, user_id: str, character: str) -> list[PendingRecord]:
        """One buffer's pending records in time order (then id)."""
        ...

    def buffered(self, record_ids: list[int]) -> set[int]:
        """Those of *record_ids* still in the buffer (not yet distilled, whatever their state)."""
        ...

    def claim(self, flush_id: int, record_ids: list[int]) -> int:
        """pending → processing for *record_ids*, owned by *flush_id*; how many were claimed."""
        ...

    def finish(self, record_ids: list[int]) -> int:
        """The records are distilled: they leave the buffer (in the caller's transaction, or their own)."""
        ...

    def mark(self, record_ids: list[int], status: str, flush_id: int | None = None) -> int:
        """Set the buffer state (``idle``, ``failed``, …) of these records."""
        ...

    def mark_failed(self, record_ids: list[int], flush_id: int) -> None:
        """Best effort :meth:`mark` ``failed`` after a bad batch: a store error is swallowed, since rows a
        flush left claimed are picked up again by the next one anyway."""
        ...

    # -- flush entries ------------------------------------------------------------------
    def start_flush(self, started_at: str, started_ts: float, pid: int) -> int:
        """A running flush's entry (committed at once); its id."""
        ...

    def add_batch_counts(self, flush_id: int, *, processed: int, created: int, updated: int, events: int) -> None:
        """Add one committed batch's counts to the flush entry (inside the batch's transaction)."""
        ...

    def record_llm_calls(self, flush_id: int, calls: list[LlmCall], created_at: str) -> None:
        """Log these LLM calls under the flush and count them on its entry (committed at once)."""
        ...

    def end_flush(self, flush_id: int, *, finished_at: str, status: str, counts: dict[str, int],
                  note: str | None) -> None:
        """Close the flush entry with its final counts (``processed``, ``memories_created``,
        ``memories_updated``, ``events_created``, ``llm_calls``)."""
        ...

    def give_back(self, flush_id: int | None) -> None:
        """After the disk filled: this flush's claimed rows go back to pending and its entry is closed as
        aborted. Best effort (never raises): what it cannot write, the next flush recovers."""
        ...

    # -- the disk under the store ---------------------------------------------------------
    def disk_folder(self) -> str:
        """The local folder whose disk holds the store, or '' when it is not a local file."""
        ...

    def is_disk_full(self, exc: BaseException) -> bool:
        """Whether *exc* says the store's disk (or a file's) is full."""
        ...

    def merge_fulltext(self, status: Callable[[str], None]) -> str | None:
        """Merge the full-text indexes after a flush (an optimisation); the store error's text when it
        failed (recall is as correct with more segments), else None."""
        ...
