"""How distillation writes memories and events: their identities, and the rules around each write.

Callers run these inside the batch's one write transaction; the SQL lives in
the store (:mod:`memcli.store.protocols.memories`). What is decided here:

* the identity (content hash) of a memory or an event, and a free one when the
  same content returns after being superseded (A → B → A);
* a content hash that was forgotten is never written again;
* a changed or superseded memory loses its vector, and vector readers are told.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.distill.types import EventDraft
from memcli.store.protocols.memories import MemoryRow
from memcli.core.textproc import content_hash

if TYPE_CHECKING:
    from memcli.store.protocols import Store

MemRow = MemoryRow
"""An active (or just-written) memory as the resolver and profile code see it."""


def memory_hash(type_: str, owner: str, content: str, user_id: str, character: str, topic: str | None, sub_topic: str | None) -> str:
    """Idempotent identity of a memory: type | owner | content | scope."""
    scope = f"{user_id}|{character}|{topic or ''}|{sub_topic or ''}"
    return content_hash("memory", type_, owner, content.strip(), scope)


def event_hash(draft: EventDraft) -> str:
    return content_hash(
        "event", draft.user_id, draft.character, draft.session or "", draft.record_ids[0], draft.record_ids[-1], draft.summary
    )


def watermarked(store: Store, digest: str) -> bool:
    return store.memories.is_forgotten(digest)


def hash_taken(store: Store, digest: str) -> tuple[int, str] | None:
    return store.memories.memory_by_hash(digest)


def free_hash(store: Store, digest: str, occurred_ts: float) -> str:
    """A unique hash: the same content may return after being superseded (A → B → A)."""
    if hash_taken(store, digest) is None:
        return digest
    n = 0
    while True:
        alt = content_hash(digest, "again", f"{occurred_ts:.3f}", n)
        if hash_taken(store, alt) is None:
            return alt
        n += 1


def add_memory_sources(store: Store, memory_id: int, record_ids: set[int] | list[int]) -> None:
    store.memories.add_memory_sources(memory_id, record_ids)


def memory_sources(store: Store, memory_id: int) -> set[int]:
    return store.memories.memory_sources(memory_id)


def insert_memory(
    store: Store,
    *,
    type_: str,
    owner: str,
    user_id: str,
    character: str,
    topic: str | None,
    sub_topic: str | None,
    content: str,
    importance: int,
    digest: str,
    occurred_at: str,
    occurred_ts: float,
    valid_from_ts: float,
    now_iso: str,
    sources: set[int] | list[int],
    status: str = "active",
    valid_to_ts: float | None = None,
    superseded_by: int | None = None,
    defer_fts: set[int] | None = None,
) -> int:
    """Insert a memory with its sources; its full-text entry now, or later via *defer_fts*.

    A slot may change several times in one batch; deferring lets the batch
    segment each changed slot once (:func:`write_memories_fts`).
    """
    mid = store.memories.add_memory(
        type_=type_, owner=owner, user_id=user_id, character=character, topic=topic, sub_topic=sub_topic,
        content=content, importance=importance, content_hash=digest, occurred_at=occurred_at,
        occurred_ts=occurred_ts, valid_from_ts=valid_from_ts, now_iso=now_iso, sources=sources, status=status,
        valid_to_ts=valid_to_ts, superseded_by=superseded_by, index_now=defer_fts is None,
    )
    if status == "active" and defer_fts is not None:
        defer_fts.add(mid)
    return mid


def update_memory(
    store: Store,
    row: MemRow,
    *,
    content: str,
    digest: str,
    occurred_at: str,
    occurred_ts: float,
    now_iso: str,
    sources: set[int] | list[int],
    importance: int | None = None,
    defer_fts: set[int] | None = None,
) -> None:
    """Change an active memory in place (a list slot gained or lost an item)."""
    dropped = store.memories.change_memory(
        row.id, content=content, content_hash=digest, occurred_at=occurred_at, occurred_ts=occurred_ts,
        now_iso=now_iso, topic=row.topic, sub_topic=row.sub_topic, sources=sources, importance=importance,
        index_now=defer_fts is None,
    )
    if defer_fts is not None:
        defer_fts.add(row.id)
    if dropped:
        _vectors_changed(store)


def _vectors_changed(store: Store) -> None:
    """A changed or superseded memory lost its (now wrong) vector: readers of the vector file are told."""
    from memcli.embedding.maintenance import bump_embeddings_version

    bump_embeddings_version(store)


def write_memories_fts(store: Store, memory_ids: set[int]) -> int:
    """Write the full-text entries deferred by this batch (active memories only)."""
    n = store.memories.index_memories(memory_ids)
    memory_ids.clear()
    return n


def touch_memory(store: Store, row: MemRow, *, occurred_at: str, occurred_ts: float, sources: set[int] | list[int]) -> None:
    """Same content stated again: widen the sources, remember the latest statement."""
    store.memories.add_memory_sources(row.id, sources)
    if occurred_ts > row.occurred_ts:
        store.memories.restate_memory(row.id, occurred_at=occurred_at, occurred_ts=occurred_ts)


def supersede(store: Store, memory_id: int, *, by: int | None, valid_to_ts: float, now_iso: str) -> None:
    """Keep the old value as history (with when it stopped being true)."""
    if store.memories.supersede_memory(memory_id, by=by, valid_to_ts=valid_to_ts, now_iso=now_iso):
        _vectors_changed(store)


def load_active(
    store: Store, user_id: str, character: str, *, types: tuple[str, ...] | None = None, profile: bool = False
) -> list[MemRow]:
    """Active memories of one (user, character); profile slots or the other types."""
    return store.memories.active_memories(user_id, character, types=types, profile=profile)


def insert_event(store: Store, draft: EventDraft, now_iso: str) -> int | None:
    """Write one event (idempotent by hash; never a forgotten one). Returns its id or None."""
    digest = event_hash(draft)
    if watermarked(store, digest) or store.memories.event_exists(digest):
        return None
    return store.memories.add_event(
        user_id=draft.user_id, character=draft.character, session=draft.session, occurred_at=draft.occurred_at,
        occurred_ts=draft.occurred_ts, end_ts=draft.end_ts, summary=draft.summary, gists=draft.gists,
        tags=draft.tags, importance=draft.importance, content_hash=digest, now_iso=now_iso,
        record_ids=draft.record_ids,
    )


def live_records(store: Store, record_ids: list[int]) -> set[int]:
    """The records that still exist and were not forgotten (checked inside the write transaction)."""
    return store.memories.live_records(record_ids)


__all__ = [
    "MemRow", "add_memory_sources", "event_hash", "free_hash", "hash_taken", "insert_event",
    "insert_memory", "live_records", "load_active", "memory_hash", "memory_sources",
    "supersede", "touch_memory", "update_memory", "watermarked", "write_memories_fts",
]
