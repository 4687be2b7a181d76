"""Deriving a memory or an event again from the records it has left: distill's entry point for the forget cascade.

When records go (``mem forget``) — or when what was derived from them must
be derived again — every memory and event that cites them is told again
from its other sources, offline and deterministically, through the same
entry points a flush uses (:mod:`memcli.distill.derive`): the records are
read again, the extractor runs on them, and the item's text is what those
candidates say about the item's own slot or kind. Nothing the gone records
said can reappear, because they are not read. What this decides, per item:

* **an event** is drafted again from its episode's remaining records
  (:func:`memcli.distill.events.draft_event`); an episode left with nothing
  to tell has no event;
* **a profile slot value** (current or history) is folded again from the
  candidates its remaining sources give for that slot: a single-valued slot
  takes the newest value, a list slot collects the items in time order
  (a later ``remove``, or a like that became a dislike, takes one out), a
  folded ``<topic>::other`` slot rebuilds each of its parts; a current list
  that is too long is condensed as a flush condenses it;
* **a governed memory** (identity, agreement, emotion, fact, a character's
  own facts) keeps its text when a remaining source states it again, or takes
  the newest statement of its kind (and identity key) among them;
* **a relationship slot** summarises the people index, so it is rebuilt
  after the people facts have lost the gone records
  (:func:`relationship_rebuilds`).

Anything with nothing left to say is removed (``None``). The new identity
(content hash) follows distill's rules: a text that was forgotten before is
never written again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from copy import copy
from itertools import groupby
from typing import TYPE_CHECKING, NamedTuple

from memcli.distill.derive import candidates_of, derive_context
from memcli.distill.rejection import Rejections
from memcli.distill.types import Candidate, Rec
from memcli.store.protocols.upkeep import DerivedEvent, DerivedMemory, RebuiltEvent, RebuiltMemory
from memcli.core.textproc import content_hash

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.store.protocols import Store


class Rederived(NamedTuple):
    """What the items are now: rebuilt, or ``None`` for removed."""

    memories: dict[int, RebuiltMemory | None]
    events: dict[int, RebuiltEvent | None]
    relationship: list[int]
    """Current relationship slots: rebuilt from the people index once the forget has changed it."""


def rederive(store: Store, cfg: Config, memories: list[DerivedMemory], events: list[DerivedEvent],
             gone: set[int]) -> Rederived:
    """Derive each of *memories* and *events* again from its sources except *gone* (see the module docstring)."""
    keep = {m.id: [r for r in m.sources if r not in gone] for m in memories}
    keep_events = {e.id: [r for r in e.sources if r not in gone] for e in events}
    wanted = sorted({r for rs in (*keep.values(), *keep_events.values()) for r in rs})
    recs = {r.id: r for r in _owned_recs(store, cfg, wanted)}
    for_memories = sorted({r for rs in keep.values() for r in rs if r in recs})
    cands = _candidates_by_record(store, cfg, [recs[r] for r in for_memories])
    assigned: set[str] = set()
    out_m: dict[int, RebuiltMemory | None] = {}
    relationship: list[int] = []
    profile_ids = [m.id for m in memories if m.type == "profile"]
    rejected = store.memories.rejected_among(profile_ids) if profile_ids else set()
    rejections: dict[tuple[str, str], Rejections] = {}
    for item in memories:
        left = [r for r in keep[item.id] if r in recs]
        if item.type == "profile" and item.topic == "relationship" and item.status == "active" and left:
            relationship.append(item.id)
            continue
        if item.id in rejected:  # a rejected value keeps saying what was rejected, from what is left of its records
            out_m[item.id] = (RebuiltMemory(item.content, item.content_hash, left, item.occurred_at, item.occurred_ts)
                              if left else None)
            continue
        mine = [c for r in left for c in cands.get(r, [])]
        if item.type == "profile" and mine:
            key = (item.user_id, item.character)
            if key not in rejections:
                rejections[key] = Rejections.load(store, item.user_id, item.character, cfg)
            if rejections[key]:
                mine = [c for c in (rejections[key].screen(copy(c)) for c in mine) if c is not None]
        out_m[item.id] = _rebuilt_memory(store, cfg, item, mine, assigned) if left else None
    out_e: dict[int, RebuiltEvent | None] = {}
    for event in events:
        left_recs = sorted((recs[r] for r in keep_events[event.id] if r in recs), key=lambda r: (r.occurred_ts, r.id))
        out_e[event.id] = _rebuilt_event(store, event, left_recs) if left_recs else None
    return Rederived(out_m, out_e, relationship)


def relationship_rebuilds(store: Store, memories: list[DerivedMemory]) -> dict[int, RebuiltMemory | None]:
    """The relationship slots among *memories* summarised again from the people index as it is now."""
    from memcli.distill.people_index import relationship_summaries
    from memcli.distill.store import memory_hash

    out: dict[int, RebuiltMemory | None] = {}
    assigned: set[str] = set()
    for (user_id, character), group in groupby(sorted(memories, key=lambda m: (m.user_id, m.character)),
                                               key=lambda m: (m.user_id, m.character)):
        everyone = {p.id for p in store.people.people(user_id, character)} if store.people.available() else set()
        summaries = relationship_summaries(store, user_id, character, everyone) if everyone else {}
        for item in group:
            found = summaries.get(item.sub_topic or "")
            if found is None:
                out[item.id] = None
                continue
            content, sources, ts, at = found
            digest = _identity(store, item, memory_hash("profile", "user", content, user_id, character, item.topic,
                                                        item.sub_topic), content, ts, assigned)
            out[item.id] = None if digest is None else RebuiltMemory(content, digest, sorted(sources), at, ts)
    return out


# --- reading the records ---------------------------------------------------------------------------


def _owned_recs(store: Store, cfg: Config, record_ids: list[int]) -> list[Rec]:
    """The records, as a flush reads them, with whose words they are decided per (user, character)."""
    from memcli.distill.reread import owned_records

    return owned_records(store, cfg, record_ids)


def _candidates_by_record(store: Store, cfg: Config, recs: list[Rec]) -> dict[int, list[Candidate]]:
    out: dict[int, list[Candidate]] = {}
    for (user_id, character), group in groupby(sorted(recs, key=lambda r: (r.user_id, r.character, r.occurred_ts,
                                                                           r.id)),
                                               key=lambda r: (r.user_id, r.character)):
        ctx = derive_context(store, cfg, user_id, character)
        for rec in group:  # one record at a time: each candidate must name only the records it came from
            for cand in candidates_of(ctx, [rec]):
                out.setdefault(rec.id, []).append(cand)
    return out


# --- memories ---------------------------------------------------------------------------------------


def _rebuilt_memory(store: Store, cfg: Config, item: DerivedMemory, cands: list[Candidate],
                    assigned: set[str]) -> RebuiltMemory | None:
    from memcli.distill.store import memory_hash

    if item.type == "profile":
        found = _profile_value(cfg, item, cands)
        topic, sub = item.topic, item.sub_topic
    else:
        found = _governed_value(item, cands)
        topic = sub = None
    if found is None:
        return None
    content, sources, ts, at = found
    digest = _identity(store, item, memory_hash(item.type, item.owner, content, item.user_id, item.character, topic,
                                                sub), content, ts, assigned)
    if digest is None:
        return None
    return RebuiltMemory(content, digest, sorted(sources), at, ts)


def _identity(store: Store, item: DerivedMemory, digest: str, content: str, ts: float,
              assigned: set[str]) -> str | None:
    """The content hash the rebuilt memory takes: its own when its text is unchanged, ``None`` when that text
    was forgotten, else a free one (the same text may be history elsewhere: A → B → A)."""
    from memcli.distill.store import hash_taken, watermarked

    if content == item.content:
        return item.content_hash
    if watermarked(store, digest):
        return None
    n = 0
    candidate = digest
    while candidate in assigned or ((held := hash_taken(store, candidate)) is not None and held[0] != item.id):
        candidate = content_hash(digest, "again", f"{ts:.3f}", n)
        n += 1
    assigned.add(candidate)
    return candidate


Found = tuple[str, set[int], float, str]
"""(content, the records that say it, when it was last said, the same as ISO text)."""


def _profile_value(cfg: Config, item: DerivedMemory, cands: list[Candidate]) -> Found | None:
    from memcli.distill.profile import condensed

    topic, sub = item.topic or "", item.sub_topic or ""
    custom = {(t, s) for t, subs in cfg.profile.custom.items() for s in subs}
    if sub == "other":
        found = _other_value(topic, item.content, cands, custom)
    else:
        found = fold_slot(topic, sub, cands, custom)
    if found is None:
        return None
    content, sources, ts, at = found
    if item.status == "active":
        content = condensed(content, topic, sub, custom, cfg.profile.max_slot_tokens)
    return content, sources, ts, at


def fold_slot(topic: str, sub: str, cands: Iterable[Candidate], custom: set[tuple[str, str]]) -> Found | None:
    """What one slot says after the slot operations of *cands*, applied in time order to an empty slot
    (the rules of :class:`memcli.distill.profile.SlotBook`, without the store)."""
    from memcli.distill.slot_values import SINGLE, _sentences_slot, join_slot, same_item, split_slot

    key = (topic, sub)
    single = key in SINGLE
    sentence = _sentences_slot(topic, sub, custom)
    value: tuple[str, set[int]] | None = None
    items: list[tuple[str, set[int]]] = []
    latest = (0.0, "")
    for cand in sorted(cands, key=lambda c: (c.occurred_ts, min(c.record_ids or [0]))):
        if cand.type != "profile":
            continue
        mine = (cand.topic or "", cand.sub_topic or "") == key
        text = cand.content.strip()
        if not mine:
            if cand.opposite == key and cand.op in ("append", "set"):
                items = [(i, s) for i, s in items if not same_item(i, text)]
            continue
        op = "append" if cand.op == "set" and not single else cand.op
        if single:
            if op in ("set", "update"):
                value = (text, set(cand.record_ids))
            elif op == "clear":
                value = None
        elif op == "append":
            hit = next((n for n, (i, _s) in enumerate(items) if same_item(i, text)), None)
            if hit is None:
                items.append((text, set(cand.record_ids)))
            else:
                items[hit][1].update(cand.record_ids)
        elif op == "remove":
            items = [(i, s) for i, s in items if not same_item(i, text)]
        elif op == "update":
            items = [(i, set(cand.record_ids)) for i in split_slot(text, sentence)]
        else:
            continue
        if cand.occurred_ts >= latest[0]:
            latest = (cand.occurred_ts, cand.occurred_at)
    if single:
        if value is None:
            return None
        return value[0], value[1], latest[0], latest[1]
    if not items:
        return None
    sources = set().union(*(s for _i, s in items))
    return join_slot([i for i, _s in items], sentence, kin=topic == "relationship"), sources, latest[0], latest[1]


_PART = re.compile(r"^\s*([A-Za-z0-9_]+)\s*:\s*")


def _other_value(topic: str, content: str, cands: list[Candidate], custom: set[tuple[str, str]]) -> Found | None:
    """A folded ``<topic>::other`` slot (``sub: value; sub: value``): each part folded again from its slot."""
    parts = [p for p in re.split(r"\s*[；;]\s*", content) if p.strip()]
    subs = list(dict.fromkeys(m.group(1) for p in parts if (m := _PART.match(p))))
    pieces: list[str] = []
    sources: set[int] = set()
    latest = (0.0, "")
    for sub in subs:
        found = fold_slot(topic, sub, cands, custom)
        if found is None:
            continue
        text, srcs, ts, at = found
        pieces.append(f"{sub}: {text}")
        sources |= srcs
        if ts >= latest[0]:
            latest = (ts, at)
    if not pieces:
        return None
    zh = any(re.search(r"[\u4e00-\u9fff]", p) for p in pieces)
    return ("；" if zh else "; ").join(pieces), sources, latest[0], latest[1]


def _governed_value(item: DerivedMemory, cands: list[Candidate]) -> Found | None:
    from memcli.distill.apply import _identity_key
    from memcli.distill.slot_values import norm

    key = _identity_key(item.content) if item.type == "identity" else None
    same = [c for c in cands if c.type == item.type and c.owner == item.owner
            and (key is None or _identity_key(c.content) == key)]
    if not same:
        return None
    stated = [c for c in same if norm(c.content) == norm(item.content)]
    if stated:
        last = max(stated, key=lambda c: c.occurred_ts)
        return item.content, {r for c in stated for r in c.record_ids}, last.occurred_ts, last.occurred_at
    newest = max(same, key=lambda c: (c.occurred_ts, min(c.record_ids or [0])))
    return newest.content.strip(), set(newest.record_ids), newest.occurred_ts, newest.occurred_at


# --- events -----------------------------------------------------------------------------------------


def _rebuilt_event(store: Store, event: DerivedEvent, recs: list[Rec]) -> RebuiltEvent | None:
    from memcli.distill.derive import events_of
    from memcli.distill.store import event_hash, watermarked

    drafts = events_of([recs])
    if not drafts:
        return None
    draft = drafts[0]
    digest = event_hash(draft)
    if digest != event.content_hash and (watermarked(store, digest) or store.memories.event_exists(digest)):
        return None
    return RebuiltEvent(draft.summary, draft.gists, draft.tags, draft.importance, draft.occurred_at, draft.occurred_ts,
                        draft.end_ts, digest, [r.id for r in recs])
