"""The pack's record sections: recall hits with the turns around them (*relevant*), and *recent* records.

A record hit is shown with the turns just before and after it in its session
and day (fetched a batch of hits at a time), so the pack shows what the hit
answers or what followed; what an earlier section already said is not
repeated (see :func:`relevant_items`). The cards of people a query names
lead the relevant section (:func:`people_items`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.context.ageing import Ageing, event_detail
from memcli.context.budget import flatten
from memcli.core.redact import mask_secrets
from memcli.context.sections import (
    BULLET,
    CONT,
    SEP,
    Item,
    bullet,
    json_list,
    unsaid_parts,
    content_key,
    event_lines,
    is_said,
    sorted_sources,
)

if TYPE_CHECKING:
    from memcli.store.protocols import Store


def _who(rec: tuple[Any, ...], user_label: str) -> str:
    """Who said it: the speaker's name; the user's own entries (no speaker, or the user id) by *user_label*."""
    speaker = flatten(rec[2] or "")
    if speaker and speaker != rec[7]:
        return speaker
    if rec[3] == "user" or speaker:
        return user_label
    return flatten(str(rec[3] or "")) or user_label


def _fetch_records(store: Store, record_ids: list[int]) -> dict[int, tuple[Any, ...]]:
    return store.memories.record_lines(record_ids)


NEIGHBOUR_BATCH = 16
"""Record hits whose neighbours one store read fetches (the pack usually stops after a few dozen)."""


def _neighbours_many(
    store: Store, recs: list[tuple[Any, ...]], k: int
) -> dict[int, tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]]:
    """Up to *k* turns before and after each of *recs* in its session (by time, then id), each side in
    time order, for several records in one read."""
    sides: dict[int, tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]]
    sides = store.memories.session_neighbours(recs, k)
    for before, after in sides.values():
        before.sort(key=_time_order)
        after.sort(key=_time_order)
    return sides


def _time_order(rec: tuple[Any, ...]) -> tuple[float, int]:
    return rec[6], rec[0]


EARLIER = "↑ "
"""Marks a turn of a hit's group that was said before the hit (the hit leads its group)."""


def _said(text: str) -> str:
    """A record's words as a pack shows them: flattened, and without a likely secret (a pack goes into a
    prompt, maybe to a remote model; ``mem read`` still shows the record as written)."""
    return flatten(mask_secrets(text))


def _record_lines(rec: tuple[Any, ...], ageing: Ageing, user_label: str) -> list[str]:
    """One record as a dated line."""
    return [f"{BULLET}{ageing.full_date(float(rec[6]))}{SEP}{_who(rec, user_label)}: {_said(rec[1])}"]


def _group_lines(
    hit: tuple[Any, ...], before: list[tuple[Any, ...]], after: list[tuple[Any, ...]], ageing: Ageing,
    user_label: str, *, context_chars: int = 0,
) -> list[str]:
    """A hit with the turns around it: the hit first, with its date; then the turns said just before it
    (marked :data:`EARLIER`) and just after it, in time order, all of the hit's day.

    With *context_chars*, the turns around the hit are abbreviated to about
    that many characters (cut at a word boundary, with ``…``): they are
    there to say what the hit answers or what followed, and a long reply
    around every hit would crowd other hits out of the budget.
    """
    lines = _record_lines(hit, ageing, user_label)
    for mark, turns in ((EARLIER, before), ("", after)):
        for rec in turns:
            body = _said(rec[1])
            if context_chars > 0:
                body = abbreviate(body, context_chars)
            lines.append(f"{CONT}{mark}{_who(rec, user_label)}: {body}")
    return lines


def abbreviate(text: str, chars: int) -> str:
    """*text* cut to at most about *chars* characters at a clean boundary, plus ``…``."""
    if len(text) <= chars:
        return text
    from memcli.context.budget import ELLIPSIS, _clean_cut

    cut = _clean_cut(text, chars) or chars
    return text[:cut].rstrip().rstrip(ELLIPSIS).rstrip() + ELLIPSIS


def _memory_body(row: tuple[Any, ...]) -> str:
    mtype, topic, sub, content = row[1], row[2], row[3], row[4]
    if mtype == "profile" and topic:
        from memcli.core.slot_labels import labelled_slot

        return labelled_slot(topic, sub or "note", content)
    if mtype in {"fact", "profile", "knowledge"}:
        return content
    return f"{mtype}: {content}"


STRETCH_K = 5.0
"""Rank damping of :func:`stretch_order`: a hit at rank *n* (from 0) is worth ``1 / (n + STRETCH_K)``."""
STRETCH_SHARE = 1.0
"""The share of a neighbouring hit's worth a record hit adds (:func:`stretch_order`); 0.5 measured lower
(LoCoMo pack recall 0.813 fast / 0.816 semantic against 0.818 / 0.818, with turns around a hit cut at 120
characters as they were then)."""


def stretch_order(hits: list[Any], records: dict[int, tuple[Any, ...]]) -> list[Any]:
    """Hits re-ordered for a pack: a turn whose neighbouring turns were hits too moves up.

    Why: a pack shows each record hit with the turns around it, so a hit in
    the middle of a stretch of conversation about the question brings more of
    what answers it than an isolated line ranked just above it. Each hit is
    worth ``1 / (rank + STRETCH_K)``; a record hit adds :data:`STRETCH_SHARE`
    of the worth of the hits that are its previous and next record in the
    same session (consecutive ids: an importer writes a conversation in
    order). A turn lifted only by its neighbours (recall's context credit
    gave it a score) can so pass a direct match ranked above it, as the
    answer after a question does in conversation. Memories and events keep
    their own worth. Ties keep recall's order. Measured in docs/quality.md
    (*What changed since the first session*: LoCoMo pack recall 0.808 →
    0.818 in fast mode, 0.800 → 0.818 in semantic mode, same stores).
    """
    first: dict[int, int] = {}
    for n, hit in enumerate(hits):
        if hit.kind == "record":
            first.setdefault(int(hit.row_id), n)
    scored: list[tuple[float, int]] = []
    for n, hit in enumerate(hits):
        worth = 1.0 / (n + STRETCH_K)
        if hit.kind == "record":
            row_id = int(hit.row_id)
            rec = records.get(row_id)
            if rec is not None and rec[4]:
                for other in (row_id - 1, row_id + 1):
                    m = first.get(other)
                    near = records.get(other)
                    if m is not None and near is not None and near[4] == rec[4]:
                        worth += STRETCH_SHARE / (m + STRETCH_K)
        scored.append((-worth, n))
    scored.sort()
    return [hits[n] for _, n in scored]


def record_ids(sources: Iterable[str]) -> list[int]:
    """The row ids of the records among an item's sources (``["r17", "r18"]`` → ``[17, 18]``)."""
    return [int(p[1:]) for p in sources if p.startswith("r") and p[1:].isdigit()]


def _single_record(hit: Any) -> int | None:
    """The row id of the one record an event hit was made of alone, else None."""
    if hit.kind != "event" or len(hit.sources) != 1:
        return None
    found = record_ids([str(hit.sources[0])])
    return found[0] if found else None


def as_records(hits: list[Any], records: dict[int, tuple[Any, ...]]) -> list[Any]:
    """Hits with every event made of one record alone standing for that record, in the same place.

    Why: such an event restates its record (recall already counts the two as
    one thing the user wrote and keeps only the better ranked,
    :func:`memcli.recall.hits.collapse_same_sources`), so which of the two won
    is the ranking's accident; a pack shows the record either way — dated,
    with its speaker and the turns around it — instead of a bare gist when
    the event won. Each record appears once, at its first place. An event
    whose record is gone (forgotten) stays an event. Measured in
    docs/quality.md (*Semantic packs*): MemDaily file haystacks pack recall
    fast 0.671 → 0.715, semantic 0.644 → 0.708; LoCoMo and MADial-zh
    unchanged (their events are made of several turns).
    """
    from memcli.recall.hits import Hit

    out: list[Any] = []
    seen: set[int] = set()
    for hit in hits:
        row_id = _single_record(hit)
        if row_id is not None and row_id in records:
            src = ids.rid(row_id)
            hit = Hit(src, "record", hit.text, hit.occurred_at, hit.score, [src], row_id, hit.occurred_ts)
        if hit.kind == "record":
            if int(hit.row_id) in seen:
                continue
            seen.add(int(hit.row_id))
        out.append(hit)
    return out


def relevant_items(
    store: Store,
    hits: list[Any],
    ageing: Ageing,
    *,
    shown: set[str],
    used_records: set[int],
    covered_records: set[int],
    said: set[str] | frozenset[str] = frozenset(),
    shown_here: set[str] | frozenset[str] = frozenset(),
    neighbour_turns: int,
    neighbour_chars: int = 0,
    user_label: str = "user",
) -> Iterator[Item]:
    """Recall hits, best first, as dated items; record hits come with their neighbouring turns (an event
    made of one record alone counts as that record: :func:`as_records`).

    Hits already shown by an earlier section are skipped. A record shown
    inside an earlier hit's block is not repeated; the block of a later hit
    leaves such turns out. *used_records* is shared with the caller, which
    adds the records of every item it keeps (the generator is lazy, so it
    sees them before building the next block). *covered_records* are records
    an item kept above already restates (an event with at most three sources
    shown in detail), and *said* the content keys of the agreements and
    gists kept above: neither such hits nor such turns are repeated.
    A memory or event whose sources were all shown as records above is not
    repeated either, and a memory whose source records are hits further down
    gives way to them (a record hit shows the same words with their turns).
    *shown_here* holds the content keys of the lines the pack kept since
    (shared and growing, like *used_records*): a memory or an event whose
    words one of them already shows is not printed again (an agreement that
    is the very sentence of a record hit above). Neighbouring turns come from
    the hit's session and day only.
    """
    records = _fetch_records(store, [int(h.row_id) for h in hits if h.kind == "record"]
                             + [r for r in map(_single_record, hits) if r is not None])
    hits = as_records(hits, records)
    mem_ids = [int(h.row_id) for h in hits if h.kind == "memory"]
    ev_ids = [int(h.row_id) for h in hits if h.kind == "event"]
    hits = stretch_order(hits, records)
    memories = store.memories.memory_lines(mem_ids)
    events = store.memories.event_lines(ev_ids)
    around: dict[int, tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]] = {}
    for rank, hit in enumerate(hits):
        public = str(hit.id)
        if public in shown:
            continue
        row_id = int(hit.row_id)
        if hit.kind == "record":
            rec = records.get(row_id)
            if rec is None or row_id in used_records or row_id in covered_records:
                continue
            if is_said(rec[1], said):
                covered_records.add(row_id)  # an agreement or a gist above says these very words
                continue
            if row_id not in around:
                # this hit and the next record hits that may follow it, in one statement
                upcoming = [records[int(h.row_id)] for h in hits[rank:] if h.kind == "record"
                            and int(h.row_id) in records and int(h.row_id) not in around
                            and int(h.row_id) not in used_records][:NEIGHBOUR_BATCH]
                around.update(_neighbours_many(store, upcoming, neighbour_turns))
                for r in upcoming:
                    around.setdefault(int(r[0]), ([], []))  # no session: no neighbours
            day = ageing.full_date(float(rec[6]))

            def fresh(r: tuple[Any, ...]) -> bool:
                return (int(r[0]) not in used_records and int(r[0]) not in covered_records
                        and ageing.full_date(float(r[6])) == day and not is_said(r[1], said))

            before, after = around.get(row_id, ([], []))
            before = [r for r in before if fresh(r)]
            after = [r for r in after if fresh(r)]
            block = [rec, *before, *after]
            item = Item(
                id=public,
                lines=_group_lines(rec, before, after, ageing, user_label, context_chars=neighbour_chars),
                display_key=(rank,),
                kind="record",
                row_id=row_id,
                sources=sorted_sources(int(r[0]) for r in block),
                fallback=_record_lines(rec, ageing, user_label) if len(block) > 1 else None,
                fallback_sources=[ids.rid(row_id)],
                occurred_at=rec[5],
                extra={"block": [int(r[0]) for r in block], "hit_record": row_id},
            )
            yield item
        elif hit.kind == "memory":
            mem = memories.get(row_id)
            if mem is None or mem[7] != "active" or _all_shown(hit.sources, used_records):
                continue
            if _all_shown(hit.sources, set(records) - used_records - covered_records) or is_said(mem[4], said):
                continue  # its record hits show the same words, with their turns; or a line above did
            if is_said(mem[4], shown_here):
                continue  # a line kept in this section says it already
            yield Item(
                id=public,
                lines=[bullet(f"{ageing.full_date(float(mem[6]))}{SEP}{_memory_body(mem)}")],
                display_key=(rank,),
                kind="memory",
                row_id=row_id,
                sources=list(hit.sources) if hit.sources is not None else None,
                occurred_at=mem[5],
            )
        elif hit.kind == "event":
            ev = events.get(row_id)
            if ev is None or _all_shown(hit.sources, used_records):
                continue
            # neither what the sections above said nor the turns this section already showed
            seen_here = {content_key(t[1]) for rid, t in _known_records(records, around).items() if rid in used_records}
            text = event_detail(*unsaid_parts(ev[1], json_list(ev[2]), set(said) | seen_here | set(shown_here)))
            if not flatten(text):
                continue
            yield Item(
                id=public,
                lines=event_lines(f"{ageing.full_date(float(ev[4]))}{SEP}", text),
                display_key=(rank,),
                kind="event",
                row_id=row_id,
                sources=list(hit.sources) if hit.sources is not None else None,
                occurred_at=ev[3],
            )


def _known_records(
    records: dict[int, tuple[Any, ...]], around: dict[int, tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]]
) -> dict[int, tuple[Any, ...]]:
    """Every record row this section has fetched: the hits and the turns around them."""
    known = dict(records)
    for before, after in around.values():
        for rec in (*before, *after):
            known.setdefault(int(rec[0]), rec)
    return known


def _all_shown(sources: list[str] | None, used_records: set[int]) -> bool:
    """True when every source record of a derived item is already in the pack."""
    if not sources:
        return False
    return all(s.startswith("r") and int(s[1:]) in used_records for s in sources)


def recent_items(
    store: Store,
    limit: int,
    ageing: Ageing,
    *,
    days: int,
    skip_records: set[int],
    said: set[str] | frozenset[str] = frozenset(),
    user_label: str = "user",
) -> list[Item]:
    """Up to *limit* of the store's user's records of the *days* before the pack's today (newest kept first), shown oldest first.

    "Recent" is relative to the pack's today: a record dated after it is not
    recent yet, and one older than the window is history the timeline and
    recall speak for — a store whose newest entry is years old has no
    recent records.
    """
    if limit <= 0 or days <= 0:
        return []
    rows = store.memories.recent_record_lines(ageing.now_ts - days * 86400.0, ageing.now_ts,
                                              limit + len(skip_records))
    items: list[Item] = []
    for row in rows:
        rec = tuple(row)
        if int(rec[0]) in skip_records or not flatten(rec[1]) or is_said(rec[1], said):
            continue
        if len(items) >= limit:
            break
        items.append(
            Item(
                id=ids.rid(int(rec[0])),
                lines=_record_lines(rec, ageing, user_label),
                display_key=(float(rec[6]), int(rec[0])),
                kind="record",
                row_id=int(rec[0]),
                sources=[ids.rid(int(rec[0]))],
                occurred_at=rec[5],
            )
        )
    return items


def people_items(store: Store, query: str, user_id: str, today_year: int) -> list[Item]:
    """Cards of the people a query mentions (by name, alias or relation), first in the query section."""
    from memcli.distill.people_index import people_in_text

    return [
        Item(id=p.id, lines=[bullet(f"person: {p.card(today_year, brief=True)}")], display_key=(0, p.id), kind="person",
             sources=list(p.sources))
        for p in people_in_text(store, query, user_id=user_id)[:3]
        if any(k not in ("name", "events") for k in p.attributes)  # a card with nothing but a name says nothing
    ]
