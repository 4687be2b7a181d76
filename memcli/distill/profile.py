"""Profile slots: ``topic::sub_topic: content``, kept as memories of type 'profile'.

The active memory per (user, character, topic, sub_topic) *is* the slot;
superseded ones are its history, each with the time it stopped being true
(``valid_to_ts``). Two kinds of slot:

* **single** (name, age, city, job title, employer, school, …): a different
  value that was stated *later* than the slot's latest statement replaces it
  (the old value goes to history); a value stated *earlier* — a back-filled
  old diary — is recorded in history only and never overrides the newer one.
* **list** (likes, dislikes, allergies, family, friends, goals, …): a new item
  joins the list in place. A like that later becomes a dislike leaves the
  likes (and the other way round) unless the opposite statement is newer.

Upkeep runs after every batch on the slots it touched: a topic with more than
``profile.max_sub_topics`` sub-topics folds its least important ones into
``<topic>::other``; a slot longer than ``profile.max_slot_tokens`` tokens is
condensed (list slots keep their newest items; the full text stays in history).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.distill.store import (
    MemRow,
    add_memory_sources,
    free_hash,
    hash_taken,
    insert_memory,
    load_active,
    memory_hash,
    supersede,
    touch_memory,
    update_memory,
    watermarked,
    write_memories_fts,
)
from memcli.distill.rejection import Rejections
from memcli.distill.slot_values import (
    SINGLE,
    _has_cjk,
    _sentences_slot,
    join_slot,
    norm,
    same_item,
    split_slot,
)
from memcli.distill.types import Candidate

if TYPE_CHECKING:  # the read side (`mem profile`) runs on light settings, without pydantic
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings
    from memcli.store.protocols import Store

# the sub-topics the offline extractor fills; the LLM prompt offers them so both paths share slot names
KNOWN_SUB_TOPICS: dict[str, tuple[str, ...]] = {
    "basic_info": ("name", "nickname", "age", "birthday", "gender", "hometown", "location", "languages", "height", "weight"),
    "contact": ("email", "phone"),
    "education": ("school", "major", "degree"),
    "work": ("title", "company", "location", "industry"),
    "belongings": ("phone", "car", "computer", "tablet", "shoes", "camera", "bike", "watch", "headphones", "bag",
                   "appliance", "cosmetics", "clothing", "instrument", "console", "glasses", "other"),
    "places": ("home", "gym", "favourite", "frequent", "visited"),
    "interest": ("food", "music", "sports", "movies", "books", "animals", "games", "travel", "hobbies", "instruments",
                 "things"),
    "preference": ("dislikes",),
    "relationship": ("mother", "father", "sister", "brother", "partner", "children", "grandparents", "cousins", "relatives",
                     "friends", "colleagues", "boss", "exes", "others", "pets"),
    "health": ("allergies", "conditions", "diet"),
    "life_event": ("goals", "plans", "relocation", "marriage", "graduation", "career", "family", "milestones"),
}


@dataclass
class SlotStats:
    created: int = 0
    updated: int = 0
    touched: set[int] = field(default_factory=set)  # memory ids created/changed (to embed)
    superseded: set[int] = field(default_factory=set)


class SlotBook:
    """The active slots of one (user, character), loaded once per batch transaction."""

    def __init__(self, store: Store, user_id: str, character: str, cfg: Config, now_iso: str) -> None:
        self.store = store
        self.user_id = user_id
        self.character = character
        self.cfg = cfg
        self.now_iso = now_iso
        self.custom = {(t, s) for t, subs in cfg.profile.custom.items() for s in subs}
        self.slots: dict[tuple[str, str], MemRow] = {
            (m.topic or "", m.sub_topic or ""): m for m in load_active(store, user_id, character, profile=True)
        }
        self.stats = SlotStats()
        self.rejections: Rejections | None = None  # loaded at the first candidate (most batches have none)
        self.touched_topics: set[str] = set()
        self.fts_pending: set[int] = set()  # segmented once per batch, in upkeep()

    # -- helpers -------------------------------------------------------------------
    def _hash(self, topic: str, sub: str, content: str) -> str:
        return memory_hash("profile", "user", content, self.user_id, self.character, topic, sub)

    def _create(self, cand: Candidate, content: str, sources: set[int]) -> MemRow | None:
        topic, sub = cand.topic or "", cand.sub_topic or ""
        digest = self._hash(topic, sub, content)
        if watermarked(self.store, digest):
            return None
        digest = free_hash(self.store, digest, cand.occurred_ts)
        mid = insert_memory(
            self.store, type_="profile", owner="user", user_id=self.user_id, character=self.character, topic=topic,
            sub_topic=sub, content=content, importance=cand.importance, digest=digest, occurred_at=cand.occurred_at,
            occurred_ts=cand.occurred_ts, valid_from_ts=cand.occurred_ts, now_iso=self.now_iso, sources=sources, defer_fts=self.fts_pending,
        )
        row = MemRow(mid, "profile", "user", topic, sub, content, cand.importance, cand.occurred_ts, cand.occurred_at,
                     cand.occurred_ts, digest, set(sources))
        self.slots[(topic, sub)] = row
        self.stats.touched.add(mid)
        self.touched_topics.add(topic)
        return row

    def _replace(self, old: MemRow, cand: Candidate, content: str, sources: set[int]) -> MemRow | None:
        """Supersede *old* by a new row holding *content* (the old value stays in history)."""
        topic, sub = old.topic or "", old.sub_topic or ""
        digest = self._hash(topic, sub, content)
        if watermarked(self.store, digest):
            return None
        digest = free_hash(self.store, digest, cand.occurred_ts)
        mid = insert_memory(
            self.store, type_="profile", owner="user", user_id=self.user_id, character=self.character, topic=topic,
            sub_topic=sub, content=content, importance=max(old.importance, cand.importance), digest=digest,
            occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts, valid_from_ts=cand.occurred_ts,
            now_iso=self.now_iso, sources=sources, defer_fts=self.fts_pending,
        )
        supersede(self.store, old.id, by=mid, valid_to_ts=max(cand.occurred_ts, old.valid_from_ts), now_iso=self.now_iso)
        self.stats.superseded.add(old.id)
        self.stats.touched.discard(old.id)
        row = MemRow(mid, "profile", "user", topic, sub, content, max(old.importance, cand.importance),
                     cand.occurred_ts, cand.occurred_at, cand.occurred_ts, digest, set(sources))
        self.slots[(topic, sub)] = row
        self.stats.touched.add(mid)
        self.stats.updated += 1
        self.touched_topics.add(topic)
        return row

    def _history(self, current: MemRow, cand: Candidate, content: str) -> None:
        """A back-filled older value: recorded as history, the newer slot stays."""
        topic, sub = current.topic or "", current.sub_topic or ""
        digest = self._hash(topic, sub, content)
        if watermarked(self.store, digest):
            return
        existing = hash_taken(self.store, digest)
        if existing:
            add_memory_sources(self.store, existing[0], cand.record_ids)
            return
        insert_memory(
            self.store, type_="profile", owner="user", user_id=self.user_id, character=self.character, topic=topic,
            sub_topic=sub, content=content, importance=cand.importance, digest=digest, occurred_at=cand.occurred_at,
            occurred_ts=cand.occurred_ts, valid_from_ts=cand.occurred_ts, now_iso=self.now_iso,
            sources=cand.record_ids, status="superseded",
            valid_to_ts=max(cand.occurred_ts, current.valid_from_ts), superseded_by=current.id,
        )

    def _set_content(self, row: MemRow, cand: Candidate, content: str, *, newer: bool) -> None:
        """In-place change of a list slot (sources unioned)."""
        topic, sub = row.topic or "", row.sub_topic or ""
        digest = self._hash(topic, sub, content)
        if watermarked(self.store, digest):
            return
        if digest != row.content_hash:
            digest = free_hash(self.store, digest, cand.occurred_ts)
        ts, at = (cand.occurred_ts, cand.occurred_at) if newer else (row.occurred_ts, row.occurred_at)
        update_memory(self.store, row, content=content, digest=digest, occurred_at=at, occurred_ts=ts,
                      now_iso=self.now_iso, sources=cand.record_ids, importance=max(row.importance, cand.importance),
                      defer_fts=self.fts_pending)
        row.content, row.content_hash, row.occurred_ts, row.occurred_at = content, digest, ts, at
        row.importance = max(row.importance, cand.importance)
        row.sources.update(cand.record_ids)
        self.stats.touched.add(row.id)
        self.stats.updated += 1
        self.touched_topics.add(topic)

    # -- operations ----------------------------------------------------------------
    def apply(self, cand: Candidate) -> None:
        topic, sub = cand.topic or "", cand.sub_topic or ""
        if not topic or not sub:
            return
        if self.rejections is None:
            self.rejections = Rejections.load(self.store, self.user_id, self.character, self.cfg)
        if self.rejections:  # what the owner rejected does not come back from the records it came from
            screened = self.rejections.screen(cand)
            if screened is None:
                return
            cand = screened
        if cand.op == "set" and (topic, sub) not in SINGLE:
            cand.op = "append"
        if cand.op == "clear":
            self._apply_clear(cand)
        elif cand.op in ("set", "update"):
            self._apply_set(cand)
        elif cand.op == "append":
            self._apply_append(cand)
        elif cand.op == "remove":
            self._apply_remove(topic, sub, cand)

    def _apply_set(self, cand: Candidate) -> None:
        key = (cand.topic or "", cand.sub_topic or "")
        value = cand.content.strip()
        current = self.slots.get(key)
        if current is None:
            if self._create(cand, value, set(cand.record_ids)):
                self.stats.created += 1
            return
        if norm(current.content) == norm(value):
            touch_memory(self.store, current, occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts, sources=cand.record_ids)
            current.sources.update(cand.record_ids)
            if cand.occurred_ts > current.occurred_ts:
                current.occurred_ts, current.occurred_at = cand.occurred_ts, cand.occurred_at
            return
        if cand.occurred_ts >= current.occurred_ts:
            # an "update" (the LLM's merged content) still says what the old value's sources said: it keeps them,
            # so forgetting one of those records reaches the merged text too
            sources = set(cand.record_ids) | (current.sources or _sources_of(self.store, current.id)
                                              if cand.op == "update" else set())
            self._replace(current, cand, value, sources)
        else:
            self._history(current, cand, value)

    def _apply_clear(self, cand: Candidate) -> None:
        """A single-value slot stops being true (a job change that did not restate it): the value goes to history."""
        key = (cand.topic or "", cand.sub_topic or "")
        current = self.slots.get(key)
        if current is None or current.occurred_ts >= cand.occurred_ts or (current.sources and set(cand.record_ids) <= current.sources):
            return
        supersede(self.store, current.id, by=None, valid_to_ts=cand.occurred_ts, now_iso=self.now_iso)
        self.slots.pop(key, None)
        self.stats.superseded.add(current.id)
        self.stats.touched.discard(current.id)
        self.stats.updated += 1

    def _known_names(self) -> set[str]:
        """Names of the user's pets, things and people: liking one of them is not a hobby."""
        names: set[str] = set()
        for (topic, sub), row in self.slots.items():
            if (topic, sub) == ("relationship", "pets") or topic == "belongings":
                for item in split_slot(row.content, False):
                    names.add(norm(re.split(r"\s*[（(]", item)[0]))
        names.update(norm(n) for n in self.store.people.names(self.user_id))  # none in a store before the index
        return {n for n in names if n}

    def _apply_append(self, cand: Candidate) -> None:
        topic, sub = cand.topic or "", cand.sub_topic or ""
        item = cand.content.strip()
        if topic == "interest" and norm(item) in self._known_names():
            return  # "I love Biscuit" when Biscuit is the dog: a name, not an interest
        if cand.opposite:
            opp = self.slots.get(cand.opposite)
            if opp is not None:
                sent = _sentences_slot(*cand.opposite, self.custom)
                items = split_slot(opp.content, sent)
                hit = [i for i in items if same_item(i, item)]
                if hit:
                    if opp.occurred_ts > cand.occurred_ts:
                        return  # a newer opposite statement wins
                    self._drop_items(opp, cand, {norm(item)})
        sentence = _sentences_slot(topic, sub, self.custom)
        current = self.slots.get((topic, sub))
        if current is None:
            if self._create(cand, item, set(cand.record_ids)):
                self.stats.created += 1
            return
        items = split_slot(current.content, sentence)
        if any(same_item(i, item) for i in items):
            touch_memory(self.store, current, occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts, sources=cand.record_ids)
            current.sources.update(cand.record_ids)
            return
        content = join_slot([*items, item], sentence, kin=topic == "relationship")
        self._set_content(current, cand, content, newer=cand.occurred_ts >= current.occurred_ts)

    def _drop_items(self, row: MemRow, cand: Candidate, drop: set[str]) -> None:
        topic, sub = row.topic or "", row.sub_topic or ""
        sentence = _sentences_slot(topic, sub, self.custom)
        keep = [i for i in split_slot(row.content, sentence) if norm(i) not in drop]
        if not keep:
            supersede(self.store, row.id, by=None, valid_to_ts=cand.occurred_ts, now_iso=self.now_iso)
            self.slots.pop((topic, sub), None)
            self.stats.superseded.add(row.id)
            self.stats.touched.discard(row.id)
            self.stats.updated += 1
            return
        self._set_content(row, cand, join_slot(keep, sentence, kin=topic == "relationship"), newer=True)

    def _apply_remove(self, topic: str, sub: str, cand: Candidate) -> None:
        current = self.slots.get((topic, sub))
        if current is None or current.occurred_ts > cand.occurred_ts:
            return
        sentence = _sentences_slot(topic, sub, self.custom)
        if any(norm(i) == norm(cand.content) for i in split_slot(current.content, sentence)):
            self._drop_items(current, cand, {norm(cand.content)})

    # -- upkeep --------------------------------------------------------------------
    def upkeep(self) -> None:
        """Reorganise crowded topics, condense long slots (only what this batch touched)."""
        for topic in sorted(self.touched_topics):
            subs = [k for k in self.slots if k[0] == topic]
            if len(subs) > self.cfg.profile.max_sub_topics:
                self._reorganise(topic)
        from memcli.core.textproc import count_tokens

        limit = self.cfg.profile.max_slot_tokens
        for key, row in sorted(self.slots.items()):
            # a token is at least one UTF-8 byte: short slots need no tokenizer at all
            if row.id in self.stats.touched and len(row.content.encode("utf-8")) > limit and count_tokens(row.content) > limit:
                self._condense(row, limit)
        write_memories_fts(self.store, self.fts_pending)

    def _reorganise(self, topic: str) -> None:
        rows = [r for k, r in self.slots.items() if k[0] == topic and k[1] != "other"]
        keep_n = self.cfg.profile.max_sub_topics - 1
        rows.sort(key=lambda r: (-r.importance, -r.occurred_ts, r.sub_topic or ""))
        fold = sorted(rows[keep_n:], key=lambda r: r.sub_topic or "")
        if not fold:
            return
        other = self.slots.get((topic, "other"))
        parts = [other.content] if other else []
        parts += [f"{r.sub_topic}: {r.content}" for r in fold]
        latest = max(fold, key=lambda r: r.occurred_ts)
        sources: set[int] = set()
        for r in fold:
            sources |= r.sources or _sources_of(self.store, r.id)
        content = "；".join(parts) if any(_has_cjk(p) for p in parts) else "; ".join(parts)
        cand = Candidate("profile", content, sorted(sources), latest.occurred_ts, latest.occurred_at, topic, "other",
                         importance=max(r.importance for r in fold))
        if other is not None:
            other.sources |= _sources_of(self.store, other.id)
            new = self._replace(other, cand, content, sources | other.sources)
        else:
            new = self._create(cand, content, sources)
        if new is None:
            return
        for r in fold:
            supersede(self.store, r.id, by=new.id, valid_to_ts=latest.occurred_ts, now_iso=self.now_iso)
            self.slots.pop((topic, r.sub_topic or ""), None)
            self.stats.superseded.add(r.id)
            self.stats.touched.discard(r.id)

    def _condense(self, row: MemRow, limit: int) -> None:
        topic, sub = row.topic or "", row.sub_topic or ""
        content = condensed(row.content, topic, sub, self.custom, limit)
        if content == row.content:
            return
        cand = Candidate("profile", content, [], row.occurred_ts, row.occurred_at, topic, sub, importance=row.importance)
        self._replace(row, cand, content, row.sources | _sources_of(self.store, row.id))


def condensed(content: str, topic: str, sub: str, custom: set[tuple[str, str]], limit: int) -> str:
    """A slot's *content* cut to *limit* tokens: a list keeps its newest items (the last ones), a long
    single value is cut with ``…``."""
    if len(content.encode("utf-8")) <= limit:
        return content  # a token is at least one byte: a short slot needs no tokenizer
    from memcli.core.textproc import count_tokens

    sentence = _sentences_slot(topic, sub, custom) or sub == "other"
    items = split_slot(content, sentence)
    kept: list[str] = []
    if len(items) > 1:
        for item in reversed(items):  # newest items are last
            trial = join_slot([item, *kept], sentence, kin=topic == "relationship")
            if count_tokens(trial) > limit and kept:
                break
            kept.insert(0, item)
        content = join_slot(kept, sentence, kin=topic == "relationship")
    if count_tokens(content) > limit:
        text = content
        while text and count_tokens(text + "…") > limit:
            text = text[: max(1, int(len(text) * 0.9))]
        content = text.rstrip("，,、；; ") + "…"
    return content


def _sources_of(store: Store, memory_id: int) -> set[int]:
    return store.memories.memory_sources(memory_id)


# --- read side ----------------------------------------------------------------------


def topic_order(cfg: Config | LightSettings) -> list[str]:
    order = list(cfg.profile.topics)
    for t in cfg.profile.custom:
        if t not in order:
            order.append(t)
    return order


def list_profile(
    store: Store,
    cfg: Config | LightSettings,
    *,
    topic: str | None = None,
    history: bool = False,
) -> list[dict[str, Any]]:
    """The profile of the store's user in the SPEC ``mem profile --json`` shape, configured topic order first."""
    rows = store.memories.profile_slots(topic=topic, history=history)
    order = {t: i for i, t in enumerate(topic_order(cfg))}
    rows.sort(key=lambda r: (order.get(r["topic"], len(order)), r["topic"] or "", r["sub_topic"] or "", r["valid_from_ts"]))
    src = store.memories.sources("memory", [int(r["id"]) for r in rows])
    old = [int(r["id"]) for r in rows if r["status"] != "active"]
    rejected = store.memories.rejected_among(old) if old else set()
    return [slot_dict(r, src[int(r["id"])], int(r["id"]) in rejected) for r in rows]


def slot_dict(row: Mapping[str, Any], sources: list[int], rejected: bool = False) -> dict[str, Any]:
    from memcli.core.timeutil import from_ts

    def iso(ts: float | None) -> str | None:
        if ts is None:
            return None
        return from_ts(float(ts)).isoformat(timespec="seconds")

    return {
        "id": ids.fmt("memory", int(row["id"])),
        "topic": row["topic"],
        "sub_topic": row["sub_topic"],
        "content": row["content"],
        "updated_at": row["updated_at"],
        "occurred_at": row["occurred_at"],
        "valid_from": iso(row["valid_from_ts"]),
        "valid_to": iso(row["valid_to_ts"]),
        "status": row["status"],
        "importance": int(row["importance"]),
        "sources": [ids.rid(s) for s in sources],
        "rejected": rejected,
    }
