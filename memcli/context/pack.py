"""Build a context pack: fixed sections, an exact budget, byte-stable output.

Sections, from most stable to most volatile::

    header → persona → profile → agreements → timeline → relevant (query) → recent

With a query the timeline has no room of its own: what the pack leaves is
shown at the end as *More of the timeline*.

The stable part (everything before *relevant*) depends only on the store's
distilled tables, the budget, "today" and the options — never on the query
or on raw records — so adding a record changes nothing before the query
section and a prompt cache keyed on that prefix keeps hitting.

Budget: each section gets a share of what is left after the header
(``context.profile_ratio`` for persona + profile, then ``agreements_ratio``,
``timeline_ratio``, ``query_ratio``; the recent records get the rest). What
a section leaves unused flows to the next one; when there is a query, what
the persona/profile/agreements leave unused skips the timeline and goes to
the relevant memories, which need it most, and so does the timeline's own
share; the recent records then get only what the relevant memories leave
(:func:`_shares`; the prefix depends on whether there is a query, never on
which).
Costs are counted per line, exactly (see :mod:`memcli.context.budget`), so
the printed text never exceeds the budget.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from itertools import chain, islice
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

from memcli.context import record_items as R
from memcli.context import sections as S
from memcli.context.ageing import DETAIL, Ageing
from memcli.context.budget import Meter, prepare_tokens
from memcli.context.filler import LINE_CAP_MIN, LOOKAHEAD, KeptItem, SectionFiller, SectionOut

if TYPE_CHECKING:  # pydantic is slow to import; a fast pack reads memcli.config.light instead
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings
    from memcli.store.protocols import Store

Settings = Union["Config", "LightSettings"]

# the most recall hits one pack asks for: each costs a look-up of its neighbouring turns, and 40 blocks
# already fill ~5,000 tokens (LoCoMo: a 6,000-byte pack takes ~37)
MAX_HITS = 40


@dataclass
class PackRequest:
    """Everything that determines a pack besides the store itself."""

    budget: int
    unit: str = "tokens"
    query: str | None = None
    mode: str = "fast"
    now: datetime | None = None
    prefer_topics: list[str] = field(default_factory=list)
    only_topics: list[str] = field(default_factory=list)


@dataclass
class Pack:
    budget: int
    unit: str
    used: int
    sections: list[SectionOut]
    text: str
    mode: str | None = None
    header_cost: int = 0  # what the header alone costs, when it did not fit (the pack is then empty)

    def to_dict(self) -> dict[str, Any]:
        """The ``mem context --json`` shape (SPEC.md)."""
        out_sections = []
        for sec in self.sections:
            items = []
            for k in sec.kept:
                entry: dict[str, Any] = {
                    "id": k.item.id,
                    "text": "\n".join(k.lines),
                    "sources": list(k.sources),
                }
                if k.item.kind:
                    entry["kind"] = k.item.kind
                if k.item.occurred_at:
                    entry["occurred_at"] = k.item.occurred_at
                if k.truncated:
                    entry["truncated"] = True
                items.append(entry)
            out_sections.append({"name": sec.name, **sec.extra, "items": items})
        return {
            "budget": self.budget,
            "unit": self.unit,
            "used": self.used,
            "mode": self.mode,
            "sections": out_sections,
            "text": self.text,
        }



def _shares(cfg: Settings, has_query: bool) -> tuple[float, float, float, float]:
    """Budget shares of (persona + profile, agreements, timeline, relevant memories).

    With a query, ``context.query_focus`` of the persona/profile and
    agreements shares and the whole timeline share move to the relevant
    memories: a question needs the memories that answer it more than a
    fuller profile, and the dated stretches that answer it more than the
    latest events (the timeline then gets only what the pack leaves unused,
    as "More timeline"). The recent records, whose share is the rest, likewise
    get only what the relevant memories leave (:func:`build_pack`): the
    latest records answer a question no better than the latest events.
    ``query_focus = 0`` moves nothing. Measured in docs/quality.md (*The
    timeline's room goes to the question*; *The recent records' room goes to
    the question too*): the timeline keeping a quarter of its share cost pack
    recall on every dev set (LoCoMo 0.818 → 0.824, MADial-zh 0.914 → 0.915,
    MemDaily 0.723 → 0.732), and so did the recent records keeping theirs
    (LoCoMo 0.824 → 0.832, MADial-zh 0.915 → 0.922, MemDaily 0.732 → 0.745).
    """
    c = cfg.context
    ratios = [c.profile_ratio, c.agreements_ratio, c.timeline_ratio, c.query_ratio if has_query else 0.0]
    total = sum(ratios)
    if total > 1.0:
        ratios = [r / total for r in ratios]
    if has_query and c.query_focus > 0:
        moved = sum(ratios[:2]) * c.query_focus + ratios[2]
        ratios = [r * (1.0 - c.query_focus) for r in ratios[:2]] + [0.0, ratios[3] + moved]
    return ratios[0], ratios[1], ratios[2], ratios[3]


def _hit_limit(allowance: int, unit: str) -> int:
    """How many hits to ask recall for: about what the allowance can show (a hit with neighbours)."""
    per_hit = 50 if unit == "tokens" else 150
    return max(8, min(MAX_HITS, allowance // per_hit + 4))


def _recall(
    store: Store, home: Path, cfg: Settings, query: str, mode: str, limit: int, now_ts: float
) -> list[Any]:
    """The query section's hits. *now_ts* is the end of the pack's "today" (``--now``): semantic and deep
    recall weigh recency from it, so a pack does not drift with the wall clock within its day."""
    if mode == "fast":
        from memcli.recall.fulltext import search

        return list(search(store, query, limit=limit))
    from memcli.recall.hybrid import search as hybrid_search

    return list(hybrid_search(store, home, cfg, query, mode=mode, limit=limit, now_ts=now_ts))


def _day_end(now: datetime) -> float:
    """The end of the pack's day (its midnight in the user's zone): what semantic recall weighs recency from.

    A pack stays the same all day (its ages are counted in calendar days); weighing recency from the
    clock would move scores by the second.
    """
    from datetime import timedelta

    start = now.replace(hour=0, minute=0, second=0, microsecond=0)
    return (start + timedelta(days=1)).timestamp()


def _user_tz(cfg: Settings) -> tzinfo:
    from memcli.core.timeutil import user_tz

    return user_tz(cfg.user.timezone)


@dataclass
class _Stable:
    """The query-independent part of a pack: header, persona, profile, agreements, timeline."""

    sections: list[SectionOut]  # header first; empty sections included (dropped when printing)
    rest: int  # the budget after the header
    carry: int  # allowance the stable sections pass on to the relevant (or recent) section
    shown: frozenset[str]
    used_records: frozenset[int]
    covered_records: frozenset[int] = frozenset()  # records an agreement or a small event kept above restates
    said: frozenset[str] = frozenset()  # content keys of the agreements and gists kept above
    empty: bool = False  # the header alone does not fit: print nothing
    header_cost: int = 0  # …and what it would have cost


# (store, key, value) per store id; the store is held so its id cannot be reused
_STABLE_CACHE: dict[int, tuple[Store, tuple[Any, ...], _Stable]] = {}
_STABLE_CACHE_MAX = 8


def _stable_key(store: Store, cfg: Settings, req: PackRequest, ageing: Ageing, user_id: str,
                has_query: bool) -> tuple[Any, ...] | None:
    """What the stable part depends on, including whether the store changed.

    The store's change counter moves with every committed write, this
    process's or another's: an unchanged counter says "nothing was written
    since", which is exactly when reuse is safe.
    """
    try:
        version = store.meta.change_counter()
    except Exception:  # a closed or broken store: build afresh, the reads will say what is wrong
        return None
    settings = (
        cfg.context.model_dump_json(),
        tuple(cfg.profile.topics),
        cfg.user.name,
        cfg.user.timezone,
    )
    return (
        version, req.budget, req.unit, ageing.today, ageing.tz, user_id, has_query,
        tuple(req.prefer_topics), tuple(req.only_topics), settings,
    )


def _stable_part(
    store: Store, cfg: Settings, req: PackRequest, meter: Meter, ageing: Ageing, user_id: str,
    has_query: bool,
) -> _Stable:
    key = _stable_key(store, cfg, req, ageing, user_id, has_query)
    if key is not None:
        hit = _STABLE_CACHE.get(id(store))
        if hit is not None and hit[0] is store and hit[1] == key:
            return hit[2]
    stable = _build_stable(store, cfg, req, meter, ageing, user_id, has_query)
    if key is not None:
        if len(_STABLE_CACHE) >= _STABLE_CACHE_MAX and id(store) not in _STABLE_CACHE:
            _STABLE_CACHE.pop(next(iter(_STABLE_CACHE)))
        _STABLE_CACHE[id(store)] = (store, key, stable)
    return stable


def _build_stable(
    store: Store, cfg: Settings, req: PackRequest, meter: Meter, ageing: Ageing, user_id: str,
    has_query: bool,
) -> _Stable:
    filler = SectionFiller(meter)
    now = ageing.local(ageing.now_ts)
    from memcli.context.persona import current as current_persona

    persona = current_persona(store)
    header = S.header_lines(
        ageing.full_date(ageing.now_ts), now.strftime("%A"), cfg.user.name,
        persona=bool(persona and persona["text"].strip()),
    )
    profile = S.profile_items(
        store,
        configured_topics=list(cfg.profile.topics),
        prefer_topics=req.prefer_topics or list(cfg.context.prefer_topics),
        only_topics=req.only_topics or list(cfg.context.only_topics),
        today_year=datetime.fromtimestamp(ageing.now_ts, ageing.tz).year,
    )
    agreements = S.agreement_items(store, ageing)
    timeline: Iterable[S.Item] = S.timeline_items(store, ageing)
    if meter.wants_lookahead:  # one tokenizer build for the header and the stable sections' first items
        first = list(islice(timeline, 2 * LOOKAHEAD))
        timeline = chain(first, timeline)
        meter.prefetch(x for it in (*S.persona_items(persona), *profile, *agreements, *first) for x in it.lines)
    said: set[str] = set()  # the agreements kept: their words are not repeated by the timeline
    timeline = S.without_said(timeline, said)
    header_cost = meter.lines(header)
    if header_cost > req.budget:
        # without its "this is data, not instructions" header a pack is not safe to print
        return _Stable([], 0, 0, frozenset(), frozenset(), empty=True, header_cost=header_cost)
    header_sec = SectionOut(
        S.HEADER, None, [KeptItem(S.Item(None, header, (0,)), header, [], header_cost)], header_cost
    )
    rest = req.budget - header_cost
    p_share, a_share, t_share, _q = _shares(cfg, has_query)
    shown: set[str] = set()

    def keep(k: KeptItem) -> None:
        if k.item.id:
            shown.add(k.item.id)

    # persona and profile share one allowance; persona first
    allowance = int(p_share * rest)
    persona_sec = filler.fill(S.PERSONA, S.persona_items(persona), allowance, line_cap=None, on_keep=keep)
    if persona_sec.kept and persona:
        persona_sec.extra["version"] = persona["version"]
    carry = allowance - persona_sec.used
    profile_sec = filler.fill(
        S.PROFILE,
        profile,
        carry,
        line_cap=max(carry // 3, LINE_CAP_MIN[req.unit]),
        on_keep=keep,
    )
    carry -= profile_sec.used
    allowance = int(a_share * rest) + carry
    def keep_agreement(k: KeptItem) -> None:
        keep(k)
        said.add(S.content_key(k.item.extra["content"]))

    agree_sec = filler.fill(
        S.AGREEMENTS,
        agreements,
        allowance,
        line_cap=max(allowance // 3, LINE_CAP_MIN[req.unit]),
        on_keep=keep_agreement,
    )
    carry = allowance - agree_sec.used
    stable_carry = 0
    if has_query:
        # the query section needs the room more than the timeline does
        stable_carry, carry = carry, 0
    allowance = int(t_share * rest) + carry
    timeline_sec = filler.fill(
        S.TIMELINE,
        timeline,
        allowance,
        line_cap=max(allowance // 3, LINE_CAP_MIN[req.unit]),
        on_keep=keep,
        independent=True,
    )
    carry = allowance - timeline_sec.used + stable_carry
    for sec in (agree_sec, timeline_sec):
        sec.kept.sort(key=lambda k: k.item.display_key)
    sections = [header_sec, persona_sec, profile_sec, agree_sec, timeline_sec]
    _complete_sources(store, sections)
    covered: set[int] = set()
    for k in timeline_sec.kept:
        records = R.record_ids(k.sources)
        if k.item.extra["tier"] == DETAIL and len(records) <= 3:
            covered.update(records)  # shown in detail, a small event restates its records
        shown_text = S.content_key(" ".join(k.lines))
        said.update(key for key in map(S.content_key, k.item.extra["gists"]) if key and key in shown_text)
    return _Stable(sections, rest, carry, frozenset(shown), frozenset(), frozenset(covered), frozenset(said))


def _complete_sources(store: Store, sections: list[SectionOut]) -> None:
    """Give kept memory/event items their source record ids (one query per kind)."""
    S.fill_sources(store, [k.item for s in sections for k in s.kept if not k.sources and k.item.kind])
    for sec in sections:
        for k in sec.kept:
            if not k.sources and k.item.sources:
                k.sources = list(k.item.sources)


REFILL_FACTOR = 2
"""When the query section ran out of hits with room to spare, recall is asked for this many times more."""
MAX_HITS_REFILL = 160
"""…up to this many hits (each asks for its neighbouring turns: a large budget's pack, not every pack)."""


def _cost(meter: Meter, name: str, items: list[S.Item]) -> int:
    """What a section holding all of *items* whole would cost (0 when there are none)."""
    if not items:
        return 0
    return meter.lines([S.TITLES[name], *(line for it in items for line in it.lines)])


def _profile(store: Store, cfg: Settings, req: PackRequest, user_id: str, ageing: Ageing) -> list[S.Item]:
    return S.profile_items(
        store,
        configured_topics=list(cfg.profile.topics),
        prefer_topics=req.prefer_topics or list(cfg.context.prefer_topics),
        only_topics=req.only_topics or list(cfg.context.only_topics),
        today_year=datetime.fromtimestamp(ageing.now_ts, ageing.tz).year,
    )


def _relevant(
    store: Store, home: Path, cfg: Settings, req: PackRequest, filler: SectionFiller, meter: Meter,
    ageing: Ageing, query: str, user_id: str, user_label: str, room: int, now_ts: float, stable: _Stable,
    state: tuple[set[str], set[int], set[int], set[str]], keep: Any,
) -> SectionOut:
    """The query section in *room*: recall's hits with their turns, best first.

    Recall is asked for about as many hits as the room can show
    (:func:`_hit_limit`); if they all fit with room to spare and recall had
    more, it is asked for :data:`REFILL_FACTOR` times as many and the section
    is built again from the same state, so a large budget fills with further
    evidence rather than ending early. Deterministic: the same store, query
    and budget give the same section.
    """
    shown, used_records, covered_records, said_here = state
    saved = (set(shown), set(used_records), set(covered_records), set(said_here))
    limit = _hit_limit(room, req.unit)
    while True:
        hits = _recall(store, home, cfg, query, req.mode, limit, now_ts)
        meter.prefetch(": " + h.text for h in hits)  # hit bodies, roughly as they follow "who: " (a hint)
        sec = filler.fill(
            S.RELEVANT,
            chain(R.people_items(store, query, user_id, ageing.local(now_ts).year), R.relevant_items(
                store,
                hits,
                ageing,
                shown=shown,
                used_records=used_records,
                covered_records=covered_records,
                said=stable.said,
                shown_here=said_here,
                neighbour_turns=cfg.context.neighbour_turns,
                neighbour_chars=cfg.context.neighbour_chars,
                user_label=user_label,
            )),
            room,
            line_cap=max(room // 3, LINE_CAP_MIN[req.unit]),
            on_keep=keep,
        )
        spare = room - sec.used
        if len(hits) < limit or limit >= MAX_HITS_REFILL or spare < LINE_CAP_MIN[req.unit]:
            return sec
        limit = min(MAX_HITS_REFILL, limit * REFILL_FACTOR)
        for target, before in zip((shown, used_records, covered_records, said_here), saved):
            target.clear()
            target.update(before)  # type: ignore[arg-type]


def build_pack(store: Store, home: Path, cfg: Settings, req: PackRequest) -> Pack:
    """Assemble the pack for *req*; the result's ``text`` is exactly what gets printed.

    The stable part is reused while the store is unchanged (see
    :func:`_stable_key`), so a long-lived process pays for it once.
    """
    if req.budget < 0:
        raise ValueError("budget must be ≥ 0")
    if req.unit == "tokens":
        prepare_tokens(home / "cache")
    meter = Meter(req.unit)
    meter.prefetch(list(S.TITLES.values()))  # the first tokenizer build covers every section title
    filler = SectionFiller(meter)
    tz = _user_tz(cfg)
    now = req.now.astimezone(tz) if req.now is not None else datetime.now(tz)
    ageing = Ageing(now.timestamp(), cfg.context.gist_after_days, cfg.context.distant_after_days, tz)
    user_id = store.user.id  # whose pack: the store's user (config user.id unless the caller named one)
    query = (req.query or "").strip() or None
    mode = req.mode if query else None

    stable = _stable_part(store, cfg, req, meter, ageing, user_id, query is not None)
    if stable.empty:
        return Pack(req.budget, req.unit, 0, [], "", mode, header_cost=stable.header_cost)
    shown = set(stable.shown)
    used_records: set[int] = set(stable.used_records)
    covered_records: set[int] = set(stable.covered_records)
    user_label = S.flatten(cfg.user.name) or "user"

    def keep(k: KeptItem) -> None:
        if k.item.id:
            shown.add(k.item.id)
        records = R.record_ids(k.sources)
        if k.item.kind == "record":
            used_records.update(records)
        elif len(records) <= 3:  # an event or memory that restates its few records
            covered_records.update(records)

    _p, _a, _t, q_share = _shares(cfg, query is not None)
    stable_used = sum(s.used for s in stable.sections)
    said_here: set[str] = set()  # content keys of the lines this part of the pack keeps

    def keep_said(k: KeptItem) -> None:
        keep(k)
        said_here.update(S.content_key(line) for line in k.lines)

    def recent(skip: set[int]) -> list[S.Item]:
        return R.recent_items(
            store, cfg.context.recent_records, ageing, days=cfg.context.recent_days,
            skip_records=skip, said=stable.said, user_label=user_label,
        )

    relevant_sec: SectionOut | None = None
    if query is not None:
        room = req.budget - stable_used
        if cfg.context.query_focus <= 0:
            # nothing moves to the question: the recent records keep what they need of their share
            share = int(q_share * stable.rest) + stable.carry
            room -= min(room - share, _cost(meter, S.RECENT, recent(used_records | covered_records)))
        # else the question's memories may use all of it; the recent records get what they leave (_shares)
        relevant_sec = _relevant(store, home, cfg, req, filler, meter, ageing, query, user_id, user_label, room,
                                 _day_end(now), stable, (shown, used_records, covered_records, said_here),
                                 keep_said)
    allowance = req.budget - stable_used - (relevant_sec.used if relevant_sec else 0)
    recent_sec = filler.fill(
        S.RECENT,
        recent(used_records | covered_records),
        allowance,
        line_cap=max(allowance // 3, LINE_CAP_MIN[req.unit]),
        on_keep=keep_said,
    )
    recent_sec.kept.sort(key=lambda k: k.item.display_key)
    # what the shares left unused: the events and profile slots that did not fit above, while they fit
    allowance -= recent_sec.used
    more_timeline = filler.fill(
        S.MORE_TIMELINE,
        S.without_said((it for it in S.timeline_items(store, ageing) if it.id not in shown),
                       set(stable.said) | said_here),
        allowance,
        line_cap=max(allowance // 3, LINE_CAP_MIN[req.unit]),
        on_keep=keep_said,
        independent=True,
    )
    more_timeline.kept.sort(key=lambda k: k.item.display_key)
    allowance -= more_timeline.used
    more_profile = filler.fill(
        S.MORE_PROFILE,
        [it for it in _profile(store, cfg, req, user_id, ageing) if it.id not in shown],
        allowance,
        line_cap=max(allowance // 3, LINE_CAP_MIN[req.unit]),
        on_keep=keep_said,
    )
    more_profile.kept.sort(key=lambda k: k.item.display_key)
    volatile = [s for s in (relevant_sec, recent_sec, more_timeline, more_profile) if s is not None and s.kept]
    _complete_sources(store, volatile)
    sections = [s for s in stable.sections if s.kept] + volatile
    text = "".join(line + "\n" for sec in sections for line in sec.lines())
    used = sum(s.used for s in sections)
    if used > req.budget:  # pragma: no cover - guarded by construction; never print over budget
        raise AssertionError(f"pack over budget: {used} > {req.budget}")
    return Pack(req.budget, req.unit, used, sections, text, mode)
