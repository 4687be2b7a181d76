"""What a change to the records means for everything derived from them: the one cascade every forget runs.

``mem forget`` (ids, ``--source``, ``--match``, ``--secrets``), the MCP
``forget`` tool, ``mem doctor --fix`` (sources that vanished) and any later
feature that must derive items again from fewer or different records call
:func:`run` inside one write transaction. It

1. finds every memory (current or history) and event that cites a record
   going away (*records*) or a record to derive again from (*rederive*);
2. asks distill to derive each of them again from the sources it has left
   (:func:`memcli.distill.rederive.rederive`: offline, deterministic, through
   the flush's own entry points, never reading a gone record);
3. has the store delete the records (watermarked, so a re-import or a newer
   export of the same chat skips them), rewrite each rebuilt item in place
   and remove each item nothing left supports (watermarked too), with their
   full-text rows, vectors, people facts and cue labels;
4. summarises the relationship slots again from the people index, gives a
   rebuilt event the mean of its records' vectors, and — for a forget by
   text — removes whatever derived text still holds that text.

Everything happens in the caller's transaction, so a crash leaves the store
as it was before or as it is after; the scrubbing of the files that follows
a commit is the forget's (:mod:`memcli.upkeep.forgetting`).

The store never imports this module or distill: the cascade is orchestrated
here, above both.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memcli.store.protocols.upkeep import DerivedMemory, ForgetPlan, RebuiltEvent

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.store.protocols import Store


@dataclass
class Change:
    """One derived item the cascade rebuilt or removed, for the report."""

    kind: str
    """``memory`` or ``event``."""
    id: int
    was: str
    now: str | None
    """The rebuilt text; None when the item was removed."""
    sources_removed: list[int]


@dataclass
class CascadeResult:
    """What :func:`run` did (or, rolled back, would do)."""

    plan: ForgetPlan
    changes: list[Change] = field(default_factory=list)
    reactivated: list[int] = field(default_factory=list)
    """Older profile values that are current again."""

    @property
    def rebuilt(self) -> list[Change]:
        return [c for c in self.changes if c.now is not None]

    @property
    def removed(self) -> list[Change]:
        return [c for c in self.changes if c.now is None]


def run(
    store: Store,
    cfg: Config,
    *,
    records: Iterable[int] = (),
    memories: Iterable[int] = (),
    events: Iterable[int] = (),
    rederive: Iterable[int] = (),
    gone_already: Iterable[int] = (),
    text: str | None = None,
    forgotten: bool = True,
) -> CascadeResult:
    """Forget *records* (and the memories and events named directly) and rebuild or remove what derives from them.

    *rederive*: records that stay but whose derived items must be derived
    again (what they say is read anew: who "me" is changed, a secret filter
    got stricter). *gone_already*: records that no longer exist although items
    still cite them (``mem doctor --fix``). *text*: a forget by exact text;
    derived text still holding it afterwards is removed too. Call inside a
    write transaction.
    """
    from memcli.distill.people_attrs import SINGLE_ATTRS

    upkeep = store.upkeep
    plan = ForgetPlan()
    plan.watermark = forgotten
    plan.records = sorted(set(records))
    direct_m, direct_e = sorted(set(memories)), sorted(set(events))
    gone = set(plan.records) | set(gone_already)
    touched = gone | set(rederive)
    affected_m = sorted(set(upkeep.sources_touched("memory", touched)) - set(direct_m)) if touched else []
    affected_e = sorted(set(upkeep.sources_touched("event", touched)) - set(direct_e)) if touched else []
    result = CascadeResult(plan)
    for kind, ids_ in (("memory", direct_m), ("event", direct_e)):
        for item in ids_:
            result.changes.append(Change(kind, item, upkeep.item_text(kind, item), None, []))  # type: ignore[arg-type]
    mems = upkeep.derived_memories(affected_m)
    evs = upkeep.derived_events(affected_e)
    from memcli.distill.rederive import rederive as derive_again

    again = derive_again(store, cfg, mems, evs, gone)
    plan.memories = sorted(set(direct_m) | {m for m, new in again.memories.items() if new is None})
    plan.events = sorted(set(direct_e) | {e for e, new in again.events.items() if new is None})
    plan.memories_rebuilt = {m: new for m, new in again.memories.items() if new is not None}
    plan.events_rebuilt = {e: new for e, new in again.events.items() if new is not None}
    for m in mems:
        if m.id in again.memories:
            new_m = again.memories[m.id]
            result.changes.append(Change("memory", m.id, m.content, None if new_m is None else new_m.content,
                                             sorted(set(m.sources) & gone)))
    for e in evs:
        new_e = again.events[e.id]
        result.changes.append(Change("event", e.id, e.summary, None if new_e is None else new_e.summary,
                                     sorted(set(e.sources) & gone)))
    result.reactivated = upkeep.apply_forget(plan, single_valued_attrs=SINGLE_ATTRS)
    if again.relationship:
        _relationships(store, [m for m in mems if m.id in set(again.relationship)], gone, result, forgotten)
    _event_vectors(store, cfg, plan.events_rebuilt)
    if text:
        _sweep(store, text, result)
    return result


def _relationships(store: Store, mems: list[DerivedMemory], gone: set[int], result: CascadeResult,
                   forgotten: bool) -> None:
    """Relationship slots summarise the people index: told again now that it has lost the gone records."""
    from memcli.distill.people_attrs import SINGLE_ATTRS
    from memcli.distill.rederive import relationship_rebuilds

    plan = ForgetPlan()
    plan.watermark = forgotten
    for memory_id, new in relationship_rebuilds(store, mems).items():
        if new is None:
            plan.memories.append(memory_id)
        else:
            plan.memories_rebuilt[memory_id] = new
    by_id = {m.id: m for m in mems}
    for memory_id in sorted({*plan.memories, *plan.memories_rebuilt}):
        m = by_id[memory_id]
        new = plan.memories_rebuilt.get(memory_id)
        result.changes.append(Change("memory", memory_id, m.content, None if new is None else new.content,
                                     sorted(set(m.sources) & gone)))
    result.reactivated += store.upkeep.apply_forget(plan, single_valued_attrs=SINGLE_ATTRS)
    result.plan.memories = sorted({*result.plan.memories, *plan.memories})
    result.plan.memories_rebuilt.update(plan.memories_rebuilt)


def _event_vectors(store: Store, cfg: Config, rebuilt: dict[int, RebuiltEvent]) -> None:
    """A rebuilt event's vector is the mean of its remaining records' vectors, as a flush makes it (no model)."""
    if not rebuilt or not cfg.embedding.enabled:
        return
    import numpy as np

    from memcli.embedding.maintenance import load_vectors, write_vectors
    from memcli.embedding.models import configured_model_name

    model = configured_model_name(cfg)
    wanted = sorted({r for new in rebuilt.values() for r in new.sources})
    have = load_vectors(store, "record", wanted, model)
    ids_: list[int] = []
    rows: list[np.ndarray] = []
    for event_id, new in sorted(rebuilt.items()):
        vecs = [have[r] for r in new.sources if r in have]
        if not vecs or len(vecs) < len(new.sources):
            continue  # as a flush: only when every record has one (else `mem reindex` embeds the event's text)
        mean = np.mean(np.vstack(vecs), axis=0).astype(np.float32)
        norm = float(np.linalg.norm(mean))
        ids_.append(event_id)
        rows.append(mean / norm if norm > 0 else mean)
    if ids_:
        write_vectors(store, "event", ids_, np.vstack(rows), model)


def _sweep(store: Store, text: str, result: CascadeResult) -> None:
    """After a forget by text: derived text that still holds it (an LLM's words, a merged history) goes too."""
    from memcli.distill.people_attrs import SINGLE_ATTRS

    hits = store.upkeep.find_text(text, limit=0)
    if not (hits.memories or hits.events or hits.facts or hits.cues):
        return
    plan = ForgetPlan()
    plan.memories, plan.events, plan.facts, plan.cue_labels = hits.memories, hits.events, hits.facts, hits.cues
    for kind, ids_ in (("memory", hits.memories), ("event", hits.events)):
        for item in ids_:
            result.changes.append(Change(kind, item, store.upkeep.item_text(kind, item), None, []))  # type: ignore[arg-type]
    result.reactivated += store.upkeep.apply_forget(plan, single_valued_attrs=SINGLE_ATTRS)
    result.plan.memories = sorted({*result.plan.memories, *plan.memories})
    result.plan.events = sorted({*result.plan.events, *plan.events})
    result.plan.facts = sorted({*result.plan.facts, *plan.facts})
    result.plan.cue_labels = sorted({*result.plan.cue_labels, *plan.cue_labels})
