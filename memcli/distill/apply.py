"""Writing what one batch distilled: events, profile slots, governed memories, people, vectors.

Everything here runs inside the batch's one write transaction
(:func:`memcli.distill.pipeline.run_flush`), after a last check that every
source record still exists and was not forgotten: a batch whose source was
forgotten meanwhile derives nothing from it, and its other records go back
to pending for the next flush.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memcli.distill import buffer as buf
from memcli.distill.store import (
    MemRow,
    add_memory_sources,
    free_hash,
    hash_taken,
    insert_event,
    insert_memory,
    live_records,
    memory_hash,
    memory_sources,
    supersede,
    touch_memory,
    watermarked,
)
from memcli.distill.types import BatchOutput, Candidate, Rec

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.config.schema import Config
    from memcli.distill.resolver import NeighbourIndex
    from memcli.store.protocols import Store


@dataclass
class BatchCounts:
    created: int = 0
    updated: int = 0
    events: int = 0
    processed: int = 0
    embedded: int = 0


def apply_batch(
    store: Store,
    cfg: Config,
    user_id: str,
    character: str,
    recs: list[Rec],
    out: BatchOutput,
    index: NeighbourIndex,
    model_name: str | None,
    rec_vecs: dict[int, np.ndarray],
    cand_vecs: dict[str, np.ndarray],
    now_iso: str,
) -> BatchCounts:
    """Write what one batch derived; call inside the batch's transaction."""
    from memcli.distill.profile import SlotBook

    counts = BatchCounts()
    ids = [r.id for r in recs]
    live = live_records(store, ids)
    reset: set[int] = set()
    event_vecs: list[tuple[int, np.ndarray]] = []
    for ev in out.events:
        if any(r not in live for r in ev.record_ids):
            # a source was forgotten while we worked: derive nothing from it; redo the rest next flush
            reset |= {r for r in ev.record_ids if r in live}
            continue
        eid = insert_event(store, ev, now_iso)
        if eid is not None:
            counts.events += 1
            if model_name and ev.vector_from_records and all(r in rec_vecs for r in ev.record_ids):
                event_vecs.append((eid, _mean_vector([rec_vecs[r] for r in ev.record_ids])))
    usable = live - reset
    book = SlotBook(store, user_id, character, cfg, now_iso)
    ordered = sorted(
        (c for c in out.candidates if c.record_ids and all(r in usable for r in c.record_ids)),
        key=lambda c: (c.occurred_ts, min(c.record_ids)),
    )
    person_cands = [c for c in ordered if c.type == "person"]
    for cand in ordered:
        if cand.type == "person":
            continue
        if cand.type == "profile":
            book.apply(cand)
        else:
            created, updated = apply_governed(store, cfg, user_id, character, cand, index, cand_vecs.get(cand.vector_key or ""), model_name, now_iso)
            counts.created += created
            counts.updated += updated
    if person_cands:
        _apply_people(store, user_id, character, person_cands, book, now_iso)
    book.upkeep()
    counts.created += book.stats.created
    counts.updated += book.stats.updated
    if model_name and rec_vecs:
        import numpy as np

        from memcli.embedding.maintenance import write_vectors

        keep = [i for i in ids if i in usable and i in rec_vecs]
        if keep:
            counts.embedded += write_vectors(store, "record", keep, np.vstack([rec_vecs[i] for i in keep]), model_name)
        if event_vecs:
            counts.embedded += write_vectors(
                store, "event", [e for e, _ in event_vecs], np.vstack([v for _, v in event_vecs]), model_name
            )
    done = [i for i in ids if i in usable]
    if done:
        buf.finish(store, done)  # distilled: no buffer row says so
    if reset:
        buf.mark(store, sorted(reset), "idle")
    counts.processed = len(done)
    return counts


def _apply_people(store: Store, user_id: str, character: str, cands: list[Candidate], book: Any,
                  now_iso: str) -> None:
    """Person facts into the people index; the ``relationship::<relation>`` slots that summarise them follow."""
    from memcli.distill.people_index import apply_people, relationship_summaries

    stats = apply_people(store, user_id, character, cands, now_iso)
    for sub, (content, sources, ts, at) in relationship_summaries(store, user_id, character, stats.touched).items():
        book.apply(Candidate(type="profile", content=content, record_ids=sources, occurred_ts=ts, occurred_at=at,
                             topic="relationship", sub_topic=sub, op="update", importance=75))


def _mean_vector(vectors: list[np.ndarray]) -> np.ndarray:
    """An episode's vector: the normalised mean of its records' vectors.

    Offline event text is made of the records' own sentences, so the mean of
    their vectors represents the episode at no model cost (encoding every
    summary again would cost about a quarter of the whole flush).
    """
    import numpy as np

    mean = np.mean(np.vstack(vectors), axis=0).astype(np.float32)
    norm = float(np.linalg.norm(mean))
    return mean / norm if norm > 0 else mean


def _identity_key(content: str) -> str | None:
    import re

    m = re.match(r"^\s*([^:：]{1,20})[:：]", content)
    return m.group(1).strip().lower() if m else None


def apply_governed(
    store: Store,
    cfg: Config,
    user_id: str,
    character: str,
    cand: Candidate,
    index: NeighbourIndex,
    vec: np.ndarray | None,
    model_name: str | None,
    now_iso: str,
) -> tuple[int, int]:
    """Resolve one governed candidate (skip / merge / replace / create). Returns (created, updated)."""
    from memcli.distill.resolver import decide

    digest = memory_hash(cand.type, cand.owner, cand.content, user_id, character, None, None)
    if watermarked(store, digest):
        return 0, 0
    taken = hash_taken(store, digest)
    if taken is not None:
        mid, status_ = taken
        if status_ == "active":
            add_memory_sources(store, mid, cand.record_ids)
        return 0, 0
    target: MemRow | None
    key = _identity_key(cand.content) if cand.type == "identity" else None
    if key:
        # keyed identity facts (名字：小爱 / name: Aria) behave like a single-value slot
        group = index.group(store, cand.type, cand.owner)
        target = next((r for r in group.rows.values() if _identity_key(r.content) == key), None)
        distance = 1.0 if target is None else 0.5
    else:
        target, distance = index.nearest(store, cand.type, cand.owner, cand.content, vec, cfg.resolver.skip_distance)
    if target is not None:
        if store.memories.memory_status(target.id) != "active":  # forgotten/superseded meanwhile
            index.remove(store, target)
            target, distance = None, 1.0
    if key and target is not None:
        action = "replace" if cand.occurred_ts >= target.occurred_ts else "history"
    else:
        action = decide(distance, cand.occurred_ts, target, cfg.resolver.skip_distance, cfg.resolver.merge_distance).action
    if action == "history" and target is not None:
        insert_memory(
            store, type_=cand.type, owner=cand.owner, user_id=user_id, character=character, topic=None,
            sub_topic=None, content=cand.content, importance=cand.importance,
            digest=free_hash(store, digest, cand.occurred_ts), occurred_at=cand.occurred_at,
            occurred_ts=cand.occurred_ts, valid_from_ts=cand.occurred_ts, now_iso=now_iso,
            sources=cand.record_ids, status="superseded", valid_to_ts=target.valid_from_ts, superseded_by=target.id,
        )
        return 0, 0
    if action == "skip" and target is not None:
        # already known: widen its sources and remember the latest statement
        touch_memory(store, target, occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts, sources=cand.record_ids)
        if cand.occurred_ts > target.occurred_ts:
            target.occurred_ts, target.occurred_at = cand.occurred_ts, cand.occurred_at
        return 0, 0
    if action == "merge" and target is not None:
        # an older near-duplicate: the newer memory stays, its sources grow
        add_memory_sources(store, target.id, cand.record_ids)
        return 0, 1
    sources = set(cand.record_ids)
    if action == "replace" and target is not None:
        sources |= memory_sources(store, target.id)
    mid = insert_memory(
        store, type_=cand.type, owner=cand.owner, user_id=user_id, character=character, topic=None, sub_topic=None,
        content=cand.content, importance=max(cand.importance, target.importance if target and action == "replace" else 0),
        digest=free_hash(store, digest, cand.occurred_ts), occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts,
        valid_from_ts=cand.occurred_ts, now_iso=now_iso, sources=sources,
    )
    row = MemRow(mid, cand.type, cand.owner, None, None, cand.content, cand.importance, cand.occurred_ts,
                 cand.occurred_at, cand.occurred_ts, digest, sources)
    if vec is not None and model_name:
        from memcli.embedding.maintenance import write_vectors

        write_vectors(store, "memory", [mid], vec.reshape(1, -1), model_name)
    if action == "replace" and target is not None:
        supersede(store, target.id, by=mid, valid_to_ts=cand.occurred_ts, now_iso=now_iso)
        index.remove(store, target)
        index.add(store, row, vec)
        return 0, 1
    index.add(store, row, vec)
    return 1, 0
