"""The people index as distillation writes it and ``mem people`` reads it.

Facts found by :mod:`memcli.distill.people` go to the store's people index
(:mod:`memcli.store.protocols.people`): a person is matched by name, then by
relation; a single-valued attribute (age, job, workplace, residence, …) keeps
its newest value, older ones as history; list attributes (likes, allergies,
events, …) collect items.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.distill import lexicon as L
from memcli.distill.people_attrs import ATTR_ORDER, CJK, SINGLE_ATTRS, canon_relation_en, canon_relation_zh
from memcli.distill.types import Candidate, Rec
from memcli.store.protocols.people import FactRow, PersonRow

if TYPE_CHECKING:
    from memcli.distill.people import PeopleContext
    from memcli.store.protocols import Store


# --- writing the index ----------------------------------------------------------------


@dataclass
class PeopleStats:
    touched: set[int] = field(default_factory=set)


def _script(name: str) -> str:
    return "cjk" if re.search(f"[{CJK}]", name) else "latin"


def relation_key(rel: str | None) -> str | None:
    """The kind of relation, the same in both languages (妈妈 and mother → mother)."""
    if not rel:
        return None
    return L.RELATION_KEY.get(rel, L.RELATION_KEY.get(rel.lower()))


class _Names:
    """Every name and alias of the people of one (user, character), for matching a mention to a person."""

    def __init__(self, store: Store, people: list[Any]) -> None:
        self.by_person: dict[int, set[str]] = {}
        for p in people:
            if p.name:
                self.add(int(p.id), p.name)
        if people:
            for f in store.people.facts([p.id for p in people]):
                if f.attr in ("name", "nickname"):
                    self.add(f.person_id, f.value)

    def add(self, pid: int, name: str) -> None:
        self.by_person.setdefault(pid, set()).add(name.casefold())

    def find(self, name: str) -> int | None:
        key = name.casefold()
        hits = [pid for pid, names in self.by_person.items() if key in names]
        return min(hits) if hits else None

    def has_script(self, pid: int, script: str) -> bool:
        return any(_script(n) == script for n in self.by_person.get(pid, ()))


def _other_script(people: list[Any], names: _Names, name: str | None, rel: str | None) -> Any | None:
    """The person a mention in the other language is about: 王芳 (妈妈) and Wang Fang (mother) are one.

    Only for the same kind of relation. A mother, father or partner is one person
    at a time, so a name in the other script is theirs. For any other relation
    two names in two scripts may well be two people (a boss 赵雅琳, a boss Mark):
    only a mention without a name (My younger sister is Lin Xiaoxue) goes to
    the one person of that kind, when there is exactly one.
    """
    key = relation_key(rel)
    if key is None or rel is None:
        return None
    # only a relation word of the other language: 表哥 and 表妹 are two cousins, 妹妹 and sister may be one
    same_key = [p for p in people if relation_key(p.relation) == key and _script(p.relation or "") != _script(rel)]
    if not same_key:
        return None
    if name is None:
        exact = [p for p in same_key if p.relation == rel]
        if exact:
            return None  # the relation's own word finds them (below)
        return max(same_key, key=lambda p: p.updated_ts) if key in L.UNIQUE_RELATIONS or len(same_key) == 1 else None
    if key not in L.UNIQUE_RELATIONS:
        return None
    script = _script(name)
    fits = [p for p in same_key if not names.has_script(int(p.id), script)]
    return max(fits, key=lambda p: p.updated_ts) if fits else None


def _person_for(store: Store, people: list[Any], names: _Names, user_id: str, character: str, cand: Candidate,
                now_iso: str) -> tuple[int, bool]:
    """The person a fact is about (created if new); True when the mention's name is new to that person."""
    name = cand.person
    rel = cand.relation
    if name:
        found = names.find(name)
        for p in people:
            if found is not None and int(p.id) == found:
                if rel and not p.relation:
                    p.relation = rel
                    store.people.update_person(p.id, name=p.name, relation=rel, ts=cand.occurred_ts)
                return int(p.id), False
    other = _other_script(people, names, name, rel)
    if other is not None:
        other.updated_ts = max(other.updated_ts, cand.occurred_ts)
        store.people.update_person(other.id, name=other.name or name, relation=other.relation or rel, ts=cand.occurred_ts)
        other.name = other.name or name
        if name:
            names.add(int(other.id), name)
        return int(other.id), bool(name)
    if rel:
        same = [p for p in people if p.relation == rel]
        unnamed = [p for p in same if not p.name]
        pick = None
        if name and unnamed:
            pick = max(unnamed, key=lambda p: p.updated_ts)
            pick.name = name
        elif not name and same:
            pick = max(same, key=lambda p: p.updated_ts)
        if pick is not None:
            pick.updated_ts = max(pick.updated_ts, cand.occurred_ts)
            store.people.update_person(pick.id, name=pick.name, relation=rel, ts=cand.occurred_ts)
            if name:
                names.add(int(pick.id), name)
            return int(pick.id), False
    pid = store.people.add_person(user_id, character, name, rel, cand.occurred_ts, now_iso)
    people.append(PersonRow(pid, user_id, character, name, rel, cand.occurred_ts))
    if name:
        names.add(pid, name)
    return pid, False


def _norm(text: str) -> str:
    return re.sub(r"[\s\W_]+", "", text.lower())


def apply_people(store: Store, user_id: str, character: str, cands: list[Candidate], now_iso: str) -> PeopleStats:
    """Write person facts (inside the batch's transaction); returns the people touched."""
    stats = PeopleStats()
    if not cands:
        return stats
    people = store.people.people(user_id, character)
    names = _Names(store, people)
    for cand in sorted(cands, key=lambda c: (c.occurred_ts, min(c.record_ids))):
        if not (cand.person or cand.relation):
            continue
        pid, new_name = _person_for(store, people, names, user_id, character, cand, now_iso)
        stats.touched.add(pid)
        if new_name and cand.person and cand.sub_topic != "name":
            _add_or_restate(store, pid, "name", cand.person, cand, now_iso)  # the other script's name, kept as an alias
        attr, value = cand.sub_topic or "", cand.content.strip()
        if not attr or not value:
            continue
        if attr in ("name", "nickname"):
            names.add(pid, value)
        _add_or_restate(store, pid, attr, value, cand, now_iso)
    return stats


def _add_or_restate(store: Store, pid: int, attr: str, value: str, cand: Candidate, now_iso: str) -> None:
    """One fact: a restatement widens the old one; a new single value supersedes the older one.

    A name in the other script (王芳 / Wang Fang) is a second name, not a newer one.
    """
    facts = [f for f in store.people.facts([pid], history=True) if f.attr == attr]
    if attr == "name":
        facts = [f for f in facts if _script(f.value) == _script(value)]
    same = next((f for f in facts if _norm(f.value) == _norm(value)), None)
    if same is not None:
        store.people.add_fact_sources(same.id, cand.record_ids)
        store.people.restate_fact(same.id, cand.occurred_at, cand.occurred_ts)
        if attr in SINGLE_ATTRS and same.status != "active" and same.occurred_ts < cand.occurred_ts:
            active = [f for f in facts if f.status == "active"]
            if all(f.occurred_ts <= cand.occurred_ts for f in active):
                for f in active:
                    store.people.set_fact_status(f.id, "superseded")
                store.people.set_fact_status(same.id, "active")
        return
    status = "active"
    if attr in SINGLE_ATTRS:
        active = [f for f in facts if f.status == "active"]
        if any(f.occurred_ts > cand.occurred_ts for f in active):
            status = "superseded"  # a back-filled older value: history only
        else:
            for f in active:
                store.people.set_fact_status(f.id, "superseded")
    store.people.add_fact(pid, attr, value, status=status, occurred_at=cand.occurred_at,
                          occurred_ts=cand.occurred_ts, now_iso=now_iso, sources=cand.record_ids)


# --- reading ----------------------------------------------------------------------------


@dataclass
class Person:
    """One person as ``mem people`` and the MCP ``people`` tool show them."""

    id: str
    name: str | None
    relation: str | None
    attributes: dict[str, Any]
    sources: list[str]
    aliases: list[str] = field(default_factory=list)
    updated_at: str | None = None
    history: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "relation": self.relation,
                               "attributes": self.attributes, "sources": self.sources}
        if self.aliases:
            out["aliases"] = self.aliases
        if self.updated_at:
            out["updated_at"] = self.updated_at
        if self.history:
            out["history"] = self.history
        return out

    to_dict = to_json  # the name every memcli.api value uses for its JSON object

    def card(self, year: int | None = None, *, brief: bool = False) -> str:
        """One line: ``赵雅琳 (上司) — age: 45岁（2024年）; hometown: 重庆``; ages as of *year* if given.

        *brief* (a pack's card): no dated events and at most three items per list,
        so a card stays a line and leaves the query section to the memories.
        """
        who = " / ".join([self.name, *self.aliases]) if self.name else (self.relation or self.id)
        if self.name and self.relation:
            who = f"{who} ({self.relation})"
        parts = []
        for attr, value in self.attributes.items():
            if attr == "name" or (brief and attr == "events"):
                continue
            if isinstance(value, list) and brief:
                value = value[-3:]
            text = "; ".join(value) if isinstance(value, list) else str(value)
            if attr == "age" and year is not None:
                text = age_as_of(text, year)
            parts.append(f"{attr}: {text}")
        return who + (" — " + "; ".join(parts) if parts else "")


_AGE_ZH = re.compile(r"^(?P<n>\d{1,3})岁（(?P<y>\d{4})年）$")
_AGE_EN = re.compile(r"^(?P<n>\d{1,3}) \(in (?P<y>\d{4})\)$")


def age_as_of(value: str, year: int) -> str:
    """An age stored with the year it was stated, shown as of *year* (the pack's today).

    ``29岁（2024年）`` in 2026 → ``31岁（2024年时29岁）``; ``34 (in 2023)`` in 2025 →
    ``36 (34 in 2023)``; the same year (or an unparsed value) stays as it is.
    """
    for pattern, zh in ((_AGE_ZH, True), (_AGE_EN, False)):
        m = pattern.match(value.strip())
        if m:
            n, y = int(m.group("n")), int(m.group("y"))
            if year <= y:
                return value
            now = n + (year - y)
            return f"{now}岁（{y}年时{n}岁）" if zh else f"{now} ({n} in {y})"
    return value


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat(timespec="seconds")


def list_people(store: Store, *, user_id: str | None = None, query: str | None = None,
                character: str | None = None, history: bool = False) -> list[Person]:
    """The people index, most recently mentioned first; *query* keeps those whose name, alias or relation matches."""
    if not store.people.available():
        return []
    rows = store.people.people(user_id, character)
    facts = store.people.facts([p.id for p in rows], history=history)
    by_person: dict[int, list[FactRow]] = {}
    for f in facts:
        by_person.setdefault(f.person_id, []).append(f)
    out: list[Person] = []
    for p in sorted(rows, key=lambda r: (-r.updated_ts, r.id)):
        mine = by_person.get(p.id, [])
        active = [f for f in mine if f.status == "active"]
        if not active:
            continue
        attrs: dict[str, Any] = {}
        names = [f.value for f in active if f.attr == "name"]
        name = p.name or (names[-1] if names else None)
        aliases = [n for n in dict.fromkeys(names) if name is None or n.casefold() != name.casefold()]
        if names:
            # a stated name (a speaker's own label is only the person's key), in the script of the one they go by
            same_script = [n for n in names if name is None or _script(n) == _script(name)]
            attrs["name"] = (same_script or names)[-1]
        for attr in ATTR_ORDER:
            vals = [f.value for f in active if f.attr == attr]
            if not vals or attr == "name":
                continue
            attrs[attr] = vals[-1] if attr in SINGLE_ATTRS else list(dict.fromkeys(vals))
        for f in active:
            if f.attr not in attrs and f.attr not in ATTR_ORDER:
                attrs.setdefault(f.attr, f.value)
        sources = sorted({r for f in mine for r in f.sources})
        person = Person(
            id=f"p{p.id}",
            name=name, relation=p.relation, attributes=attrs, sources=[ids.rid(r) for r in sources],
            aliases=aliases, updated_at=_iso(max(f.occurred_ts for f in mine)),
        )
        if history:
            person.history = [{"attr": f.attr, "value": f.value, "occurred_at": f.occurred_at}
                              for f in mine if f.status != "active"]
        out.append(person)
    if query:
        out = [p for p in out if matches_query(p, query)]
    return out


def matches_query(person: Person, query: str) -> bool:
    """``mem people WHO``: a name, alias or nickname in any case, a first or last name, a relation in either language."""
    q = query.strip().casefold()
    if not q:
        return False
    if person.id == query.strip():
        return True
    nicknames = person.attributes.get("nickname") or []
    names = [n for n in (person.name, *person.aliases, *(nicknames if isinstance(nicknames, list) else [nicknames])) if n]
    for n in names:
        low = n.casefold()
        if low == q or (_script(n) == "latin" and len(q) >= 2 and q in low.split()):
            return True
    canon = {canon_relation_zh(query.strip()).casefold(), canon_relation_en(query.strip()).casefold(), q}
    if person.relation and person.relation.casefold() in canon:
        return True
    key = relation_key(canon_relation_zh(query.strip())) or relation_key(canon_relation_en(query.strip()))
    return key is not None and key in L.UNIQUE_RELATIONS and relation_key(person.relation) == key


def people_in_text(store: Store, text: str, *, user_id: str | None = None) -> list[Person]:
    """The people a text mentions by name, alias or relation (a pack's query brings their cards)."""
    if not text.strip():
        return []
    low = text.casefold()
    hits: list[Person] = []
    for p in list_people(store, user_id=user_id):
        nick = p.attributes.get("nickname") or []
        keys = [k for k in [p.name, *p.aliases, *(nick if isinstance(nick, list) else [nick])] if k and len(k) >= 2]
        if p.relation:
            keys.append(p.relation)
            keys.extend(k for k, v in L.ZH_RELATIONS.items() if v == p.relation and len(k) >= 2)
            keys.extend(k for k, v in L.EN_RELATIONS.items() if v == p.relation)
        for k in keys:
            kl = k.casefold()
            if re.search(r"[a-z]", kl):
                if re.search(rf"\b{re.escape(kl)}\b", low):
                    hits.append(p)
                    break
            elif kl in low:
                hits.append(p)
                break
    return hits


def relationship_summaries(store: Store, user_id: str, character: str, person_ids: set[int]) -> dict[str, tuple[str, list[int], float, str]]:
    """``relationship::<slot>`` contents for the slots the touched people belong to.

    Returns slot → (content, source record ids, latest time, its ISO form). Each
    person is a short item: name, relation and a few key attributes.
    """
    rows = store.people.people(user_id, character)
    touched_slots = {L.RELATION_SLOT.get(p.relation or "", p.relation or "") for p in rows if p.id in person_ids and p.relation}
    out: dict[str, tuple[str, list[int], float, str]] = {}
    if not touched_slots:
        return out
    facts = store.people.facts([p.id for p in rows])
    by_person: dict[int, list[FactRow]] = {}
    for f in facts:
        by_person.setdefault(f.person_id, []).append(f)
    for slot in sorted(touched_slots):
        items: list[str] = []
        sources: set[int] = set()
        latest = (0.0, "")
        for p in sorted(rows, key=lambda r: r.id):
            if not p.relation or L.RELATION_SLOT.get(p.relation, p.relation) != slot:
                continue
            mine = [f for f in by_person.get(p.id, []) if f.attr != "events"]
            if not mine:
                continue
            get = {f.attr: f.value for f in mine if f.attr in SINGLE_ATTRS}
            name = p.name or get.get("name")
            zh = bool(re.search(f"[{CJK}]", (p.relation or "") + (name or "")))
            bits = [b for b in (get.get("age"), get.get("job"), get.get("workplace"), get.get("residence")) if b]
            head = f"{name}（{p.relation}）" if zh and name else (f"{name} ({p.relation})" if name else p.relation or "")
            items.append(head + ((("：" if zh else ": ") + ("，" if zh else ", ").join(bits)) if bits else ""))
            for f in mine:
                sources.update(f.sources)
                if f.occurred_ts > latest[0]:
                    latest = (f.occurred_ts, f.occurred_at)
        if items and sources:
            zh_any = any(re.search(f"[{CJK}]", i) for i in items)
            out[slot] = (("；" if zh_any else "; ").join(items), sorted(sources), latest[0], latest[1])
    return out


def rebuild_people(store: Store, home: object = None, cfg: Any = None) -> int:
    """``mem reindex`` step: derive the people index again from every record (e.g. after restoring an export).

    The same owners and rules as a flush; the profile's relationship slots are
    left as they are. Returns the number of people facts written.
    """
    import json as _json
    from itertools import groupby

    from memcli.config.schema import Config
    from memcli.core.timeutil import now, to_iso

    if not store.people.available():
        return 0
    config = cfg if isinstance(cfg, Config) else Config()
    store.people.clear()
    now_iso = to_iso(now())
    written = 0
    for (user_id, character), rows in groupby(store.people.all_records(), key=lambda r: (r[4], r[5])):
        from memcli.distill.people import PeopleContext  # the mention patterns: only a rebuild needs them

        ctx = PeopleContext()
        chunk: list[Rec] = []
        for row in rows:
            try:
                extra = _json.loads(row[9]) if row[9] else {}
            except ValueError:
                extra = {}
            chunk.append(Rec(id=int(row[0]), text=row[1], role=row[2], speaker=row[3], user_id=row[4], character=row[5],
                             session=row[6], occurred_at=row[7], occurred_ts=float(row[8]), tokens=0,
                             extra=extra if isinstance(extra, dict) else {}))
            if len(chunk) >= 2000:
                written += _rebuild_chunk(store, chunk, config, ctx, user_id, character, now_iso)
                chunk = []
        if chunk:
            written += _rebuild_chunk(store, chunk, config, ctx, user_id, character, now_iso)
    return written


def _rebuild_chunk(store: Store, recs: list[Rec], cfg: Any, ctx: PeopleContext, user_id: str,
                   character: str, now_iso: str) -> int:
    from memcli.distill.extract_zh_en import extract_batch
    from memcli.distill.owners import assign_owners

    assign_owners(store, recs, cfg)
    cands = [c for c in extract_batch(recs, people=ctx) if c.type == "person"]
    apply_people(store, user_id, character, cands, now_iso)
    return len(cands)
