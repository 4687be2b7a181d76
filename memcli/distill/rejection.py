"""Rejecting a profile value: the owner says a slot holds something wrong (``mem profile reject``, the UI).

What rejecting means, on both store backends:

* **The value is superseded now** and stays in the slot's history, marked
  rejected, with the records it came from (``mem profile --history``).
* **A single-valued slot** (job title, city, …) falls back to its newest
  earlier value that was not rejected and whose records are all still
  stored, as a new current row (the old one stays history as it was); with
  none, the slot is empty. **A list slot** (likes, allergies, …) loses the
  rejected item: its other items stay current as a new version of the slot.
  Without ``--value`` every item of the list is rejected.
* **It does not come back from the same sources.** A later flush, a forget's
  re-derivation of the slot from its remaining records (the cascade), or a
  forget's fallback to an older value never brings a rejected value back when
  everything that says it comes from the records the rejected value came
  from. A new statement in a *new* record (the user says it again) is new
  evidence and is taken as usual.

The mark itself lives in the store (:meth:`memcli.store.protocols.memories.MemoryStore.reject_memory`):
a watermark keyed by the rejected row's identity, so an export, a restore
and a forget's reactivation all see it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memcli.core import ids
from memcli.core.errors import MemError, UsageError
from memcli.distill.slot_values import SINGLE, _sentences_slot, join_slot, norm, same_item, split_slot
from memcli.distill.store import free_hash, insert_memory, memory_hash, watermarked

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.distill.types import Candidate
    from memcli.store.protocols import Store
    from memcli.store.protocols.memories import RejectedValue

NOT_REJECTABLE_TOPICS = frozenset({"relationship"})
"""Relationship slots summarise the people index (``mem people``) again at every flush: a value rejected there
would be told again from the people facts; correct those with ``mem forget`` on the record that says it."""


def parse_slot(slot: str) -> tuple[str, str]:
    """``topic::sub_topic`` → (topic, sub_topic); a usage error for anything else."""
    topic, sep, sub = slot.strip().partition("::")
    if not sep or not topic.strip() or not sub.strip() or "::" in sub:
        raise UsageError(f"{slot!r} is not a slot; write it as TOPIC::SUB_TOPIC, e.g. work::title", "SLOT")
    return topic.strip(), sub.strip()


class Rejections:
    """The rejected values of one (user, character), asked whether a candidate restates one from its sources."""

    def __init__(self, values: list[RejectedValue], custom: set[tuple[str, str]]) -> None:
        self._by_slot: dict[tuple[str, str], list[tuple[set[str], set[int]]]] = {}
        for v in values:
            key = (v.topic or "", v.sub_topic or "")
            items = [v.content] if key in SINGLE else split_slot(v.content, _sentences_slot(*key, custom))
            self._by_slot.setdefault(key, []).append(({norm(i) for i in items if norm(i)}, set(v.sources)))
        self._custom = custom

    @classmethod
    def load(cls, store: Store, user_id: str, character: str, cfg: Config) -> Rejections:
        custom = {(t, s) for t, subs in cfg.profile.custom.items() for s in subs}
        return cls(store.memories.rejected_values(user_id, character), custom)

    def __bool__(self) -> bool:
        return bool(self._by_slot)

    def blocks(self, topic: str, sub: str, item: str, record_ids: set[int] | list[int]) -> bool:
        """Whether *item* in this slot was rejected and every record now saying it is one it came from."""
        found = self._by_slot.get((topic, sub))
        if not found:
            return False
        key, records = norm(item), set(record_ids)
        return any(key in items and records <= sources for items, sources in found)

    def screen(self, cand: Candidate) -> Candidate | None:
        """*cand* without what it restates of a rejected value from the same records; None when nothing is left.

        A merged list (``update``) loses just the rejected items.
        """
        topic, sub = cand.topic or "", cand.sub_topic or ""
        if cand.type != "profile" or (topic, sub) not in self._by_slot:
            return cand
        if cand.op == "update" and (topic, sub) not in SINGLE:
            sentence = _sentences_slot(topic, sub, self._custom)
            items = split_slot(cand.content, sentence)
            kept = [i for i in items if not self.blocks(topic, sub, i, cand.record_ids)]
            if len(kept) == len(items):
                return cand
            if not kept:
                return None
            cand.content = join_slot(kept, sentence, kin=topic == "relationship")
            return cand
        if cand.op in ("set", "update", "append") and self.blocks(topic, sub, cand.content.strip(), cand.record_ids):
            return None
        return cand


@dataclass
class RejectOutcome:
    """What a rejection did: the values now rejected, and the slot's current value(s) afterwards."""

    slot: str
    rejected: list[dict[str, object]] = field(default_factory=list)
    current: list[dict[str, object]] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {"slot": self.slot, "rejected": self.rejected, "current": self.current}


def reject(store: Store, cfg: Config, *, user_id: str, topic: str, sub: str, value: str | None,
           now_ts: float, now_iso: str) -> RejectOutcome:
    """Reject the current value of ``topic::sub`` (or the item *value* of it) for *user_id*, in one transaction.

    A MemError when the slot has no current value, or *value* is not what it holds.
    """
    slot = f"{topic}::{sub}"
    if topic in NOT_REJECTABLE_TOPICS:
        raise MemError(f"{slot} summarises `mem people`, which tells it again at every flush; forget the record "
                       "that says it instead (`mem read` the slot's sources, then `mem forget ID`)")
    if value is not None and not value.strip():
        raise UsageError("--value is empty; give the value shown by `mem profile`, or leave --value out", "--value")
    custom = {(t, s) for t, subs in cfg.profile.custom.items() for s in subs}
    single = (topic, sub) in SINGLE
    out = RejectOutcome(slot)
    with store.transaction():
        rows = [r for r in store.memories.profile_slots(topic=topic, history=True)
                if (r["sub_topic"] or "") == sub]
        active = [r for r in rows if r["status"] == "active"]
        if not active:
            raise MemError(f"{slot} has no current value for user {user_id!r}; `mem profile` lists the slots")
        matched = False
        dropped = False
        for row in active:
            mid, content = int(row["id"]), str(row["content"])
            sources = store.memories.memory_sources(mid)
            if single or value is None:
                if value is not None and norm(value) != norm(content):
                    continue
                matched = True
                by = _fallback(store, row, rows, now_iso) if single else None
                dropped = store.memories.reject_memory(mid, by=by, now_iso=now_iso, stamp=now_ts) or dropped
                out.rejected.append({"id": ids.fmt("memory", mid), "value": content})
                if by is not None:
                    out.current.append({"id": ids.fmt("memory", by), "value": _content(store, by)})
                continue
            sentence = _sentences_slot(topic, sub, custom)
            items = split_slot(content, sentence)
            gone = [i for i in items if same_item(i, value)]
            if not gone:
                continue
            matched = True
            kept = [i for i in items if not same_item(i, value)]
            if not kept:
                dropped = store.memories.reject_memory(mid, by=None, now_iso=now_iso, stamp=now_ts) or dropped
                out.rejected.append({"id": ids.fmt("memory", mid), "value": content})
                continue
            new_id = _new_version(store, row, join_slot(kept, sentence, kin=False), sources, now_iso)
            dropped = store.memories.supersede_memory(mid, by=new_id, valid_to_ts=now_ts, now_iso=now_iso) or dropped
            for item in gone:  # each rejected item is a history row of its own, with the slot's sources
                item_row = _history_row(store, row, item, sources, new_id, now_ts, now_iso)
                store.memories.reject_memory(item_row, by=new_id, now_iso=now_iso, stamp=now_ts)
                out.rejected.append({"id": ids.fmt("memory", item_row), "value": item})
            if new_id is not None:
                out.current.append({"id": ids.fmt("memory", new_id), "value": _content(store, new_id)})
        if not matched:
            shown = "; ".join(str(r["content"]) for r in active)
            raise MemError(f"{slot} holds {shown!r}, not {value!r}; `mem profile --json` shows the exact values")
        if dropped:  # a superseded row lost its vector: readers of the vector file are told
            from memcli.embedding.maintenance import bump_embeddings_version

            bump_embeddings_version(store)
    return out


def _content(store: Store, memory_id: int) -> str:
    item = store.memories.item_in_full("memory", memory_id)
    return str(item["text"]) if item else ""


def _fallback(store: Store, rejected: dict[str, object], rows: list[dict[str, object]], now_iso: str) -> int | None:
    """A new current row holding the newest earlier value of the slot that may be current again, or None."""
    character = rejected["character"]
    older = [r for r in rows if r["status"] != "active" and r["character"] == character]
    older.sort(key=lambda r: (float(r["valid_from_ts"]), float(r["occurred_ts"]), int(r["id"])),  # type: ignore[arg-type]
               reverse=True)
    refused = store.memories.rejected_among([int(r["id"]) for r in older])  # type: ignore[call-overload]
    for row in older:
        mid = int(row["id"])  # type: ignore[call-overload]
        if mid in refused or str(row["content"]) == str(rejected["content"]):
            continue
        sources = store.memories.memory_sources(mid)
        if not sources or store.memories.live_records(sorted(sources)) != sources:
            continue
        return _new_version(store, row, str(row["content"]), sources, now_iso, keep_time=True)
    return None


def _new_version(store: Store, row: dict[str, object], content: str, sources: set[int], now_iso: str,
                 *, keep_time: bool = True) -> int | None:
    """A new active row of the slot of *row* holding *content* (None when that content was forgotten)."""
    topic, sub = str(row["topic"] or ""), str(row["sub_topic"] or "")
    user_id, character = str(row["user_id"]), str(row["character"])
    digest = memory_hash("profile", "user", content, user_id, character, topic, sub)
    if watermarked(store, digest):
        return None
    occurred_ts = float(row["occurred_ts"])  # type: ignore[arg-type]
    digest = free_hash(store, digest, occurred_ts)
    return insert_memory(
        store, type_="profile", owner="user", user_id=user_id, character=character, topic=topic, sub_topic=sub,
        content=content, importance=int(row["importance"]), digest=digest,  # type: ignore[call-overload]
        occurred_at=str(row["occurred_at"]), occurred_ts=occurred_ts,
        valid_from_ts=float(row["valid_from_ts"]) if keep_time else occurred_ts,  # type: ignore[arg-type]
        now_iso=now_iso, sources=sources,
    )


def _history_row(store: Store, row: dict[str, object], item: str, sources: set[int], by: int | None,
                 now_ts: float, now_iso: str) -> int:
    """A superseded row of the slot of *row* holding one rejected list *item* (marked by the caller)."""
    topic, sub = str(row["topic"] or ""), str(row["sub_topic"] or "")
    user_id, character = str(row["user_id"]), str(row["character"])
    occurred_ts = float(row["occurred_ts"])  # type: ignore[arg-type]
    digest = free_hash(store, memory_hash("profile", "user", item, user_id, character, topic, sub), occurred_ts)
    return insert_memory(
        store, type_="profile", owner="user", user_id=user_id, character=character, topic=topic, sub_topic=sub,
        content=item, importance=int(row["importance"]), digest=digest,  # type: ignore[call-overload]
        occurred_at=str(row["occurred_at"]), occurred_ts=occurred_ts,
        valid_from_ts=float(row["valid_from_ts"]), now_iso=now_iso,  # type: ignore[arg-type]
        sources=sources, status="superseded", valid_to_ts=now_ts, superseded_by=by,
    )
