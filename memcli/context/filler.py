"""Fitting a section's items into its allowance: whole lines where they fit, cut ones where worth it."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from memcli.context import sections as S
from memcli.context.budget import ELLIPSIS, Meter, truncate_line

# below this much room nothing useful fits; below TRUNC_MIN an item is skipped rather than cut
MIN_ROOM = {"tokens": 3, "bytes": 8}
TRUNC_MIN = {"tokens": 12, "bytes": 40}
# a line is capped at a third of its section's allowance, but never below this (no stubs)
LINE_CAP_MIN = {"tokens": 64, "bytes": 240}
MAX_MISSES = 16
# items of an independent section looked at ahead of time, so one tokenizer build covers them
LOOKAHEAD = 32
# a pre-cut before counting a very long line: at most this many characters per unit of room
CHARS_PER_UNIT = {"tokens": 16, "bytes": 1}


@dataclass
class KeptItem:
    item: S.Item
    lines: list[str]
    sources: list[str]
    cost: int
    truncated: bool = False


@dataclass
class SectionOut:
    name: str
    title: str | None
    kept: list[KeptItem]
    used: int
    extra: dict[str, Any] = field(default_factory=dict)

    def lines(self) -> list[str]:
        out = [self.title] if self.title else []
        for k in self.kept:
            out.extend(k.lines)
        return out


class SectionFiller:
    """Puts items into one section without exceeding its allowance."""

    def __init__(self, meter: Meter) -> None:
        self.meter = meter
        self.unit = meter.unit

    def _cap_line(self, line: str, cap: int) -> tuple[str, bool]:
        """*line* unchanged if it costs ≤ *cap*, else cut cleanly with ``…``."""
        limit_chars = cap * CHARS_PER_UNIT[self.unit]
        pre_cut = False
        if len(line) > limit_chars:
            line = line[:limit_chars].rstrip() + ELLIPSIS
            pre_cut = True
        if self.meter.fits(line, cap):
            return line, pre_cut
        cut = truncate_line(self.meter, "", line.removesuffix(ELLIPSIS) if pre_cut else line, cap)
        return (cut if cut is not None else ""), True

    def fill(
        self,
        name: str,
        items: Iterable[S.Item],
        allowance: int,
        *,
        line_cap: int | None,
        on_keep: Any = None,
        independent: bool = False,
    ) -> SectionOut:
        """Keep items in order while they fit; every decision is the one exact counting gives.

        Counting is deferred where it cannot change a decision: an item whose
        lines surely fit — their :meth:`Meter.bound` (UTF-8 bytes, never less
        than the tokens) within what is surely left — is kept uncounted, and
        such items are counted together in one batch when the section needs
        exact figures (before an item the bound cannot decide, and at the
        end). So a short-lived process counts each section in a few batches
        instead of line by line. *independent* says the items do not depend
        on what was kept before them (unlike the relevant memories, whose
        blocks leave out turns already shown), so upcoming ones may be looked
        at early to make one tokenizer build cover them.
        """
        meter = self.meter
        min_room = MIN_ROOM[self.unit]
        title = S.TITLES[name]
        kept: list[KeptItem] = []
        pending: list[KeptItem] = []  # kept on their bound, not counted yet
        bound, title_known = meter.bound_lines([title])  # bound: upper bound of what is not counted yet
        title_cost: int | None = bound if title_known else None
        exact = 0  # counted: the title (once known) and the kept items not pending
        if title_known:
            exact, bound = bound, 0
        ahead = items if isinstance(items, list) else None
        seen = 0
        source = iter(items)
        early: deque[S.Item] = deque()  # independent items pulled ahead of time

        def resolve(upcoming: S.Item | None = None, *, more: bool = True) -> None:
            """Count the title and the pending items exactly, in one batch with what comes next."""
            nonlocal title_cost, exact, bound, ahead
            lines = [] if title_cost is not None else [title]
            for k in pending:
                lines.extend(k.lines)
            if upcoming is not None:  # the item about to be counted: same tokenizer build
                meter.prefetch([*(upcoming.lines or []), *(upcoming.fallback or [])])
            if not more:
                pass
            elif ahead is not None:  # a list section: the rest will likely be counted too
                meter.prefetch(x for it in ahead[seen:] for x in (*(it.lines or []), *(it.fallback or [])))
                ahead = None
            elif independent and len(early) < LOOKAHEAD and meter.wants_lookahead:
                pulled = list(islice(source, LOOKAHEAD - len(early)))
                early.extend(pulled)
                meter.prefetch(x for it in pulled for x in (*(it.lines or []), *(it.fallback or [])))
            costs = meter.costs(lines)
            pos = 0
            if title_cost is None:
                title_cost = costs[0]
                exact += title_cost
                pos = 1
            for k in pending:
                n = len(k.lines)
                k.cost = sum(costs[pos : pos + n])
                pos += n
                exact += k.cost
            pending.clear()
            bound = 0

        if allowance - bound < min_room:
            resolve(more=False)
            if allowance - exact < min_room:
                return SectionOut(name, title, [], 0)
        misses = 0
        while True:
            item = early.popleft() if early else next(source, None)
            if item is None:
                break
            seen += 1
            surely_left = allowance - exact - bound
            if surely_left < min_room:
                resolve()
                surely_left = allowance - exact
                if surely_left < min_room:
                    break
            first = self._first_rendering(item, line_cap)
            chosen = None
            if first is not None:
                cost, known = meter.bound_lines(first[1])
                if cost <= surely_left:  # surely fits: kept as _fit would keep it, counted later if need be
                    chosen = KeptItem(item, first[1], list(first[3] or []), cost, first[2])
                    if known:
                        exact += cost
                    else:
                        pending.append(chosen)
                        bound += cost
            if chosen is None:
                if pending or title_cost is None:
                    resolve(item)
                chosen = self._fit(item, allowance - exact, line_cap, first)
                if chosen is None:
                    misses += 1
                    if misses >= MAX_MISSES:
                        break
                    continue
                exact += chosen.cost
            kept.append(chosen)
            if on_keep is not None:
                on_keep(chosen)
        if not kept:
            return SectionOut(name, title, [], 0)
        resolve(more=False)
        return SectionOut(name, title, kept, exact)

    def _first_rendering(
        self, item: S.Item, cap: int | None
    ) -> tuple[int, list[str], bool, list[str] | None] | None:
        """(which, rendered lines, cut, sources) of the first rendering :meth:`_fit` would try, or None."""
        for which, (lines, sources) in enumerate(((item.lines, item.sources), (item.fallback, item.fallback_sources))):
            if not lines:
                continue
            rendered, cut = self._render(lines, cap)
            if not rendered:
                continue
            return which, rendered, cut, sources
        return None

    def _render(self, lines: list[str], cap: int | None) -> tuple[list[str], bool]:
        if cap is None:
            return lines, False
        out: list[str] = []
        cut_any = False
        for line in lines:
            capped, cut = self._cap_line(line, cap)
            if not capped:
                return [], True
            out.append(capped)
            cut_any = cut_any or cut
        return out, cut_any

    def _fit(
        self, item: S.Item, left: int, cap: int | None,
        first: tuple[int, list[str], bool, list[str] | None] | None = None,
    ) -> KeptItem | None:
        """The item whole, else its fallback, else its first line cut to fit.

        Cutting is only worth it for a long line of which at least half
        survives: a stub like ``- relationship::pets: 豆…`` informs nobody,
        so such an item is skipped and a smaller one after it may fit whole.
        *first* is :meth:`_first_rendering`'s result when the caller has it
        (rendering is deterministic, so it is not done twice).
        """
        last: tuple[list[str], list[str] | None] | None = None
        for which, (lines, sources) in enumerate(((item.lines, item.sources), (item.fallback, item.fallback_sources))):
            if not lines:
                continue
            if first is not None and which <= first[0]:
                if which < first[0]:
                    continue  # it rendered to nothing, as _first_rendering found
                rendered, cut = first[1], first[2]
            else:
                rendered, cut = self._render(lines, cap)
            if not rendered:
                continue
            cost = self.meter.lines(rendered)
            if cost <= left:
                return KeptItem(item, rendered, list(sources or []), cost, cut)
            last = (rendered, sources)
        if last is None or left < TRUNC_MIN[self.unit]:
            return None
        first = last[0][0]
        first_cost = self.meter.line(first)
        if first_cost < LINE_CAP_MIN[self.unit] or left * 2 < first_cost:
            return None  # a short item is shown whole or not at all
        body = first.removesuffix(ELLIPSIS)
        limit_chars = left * CHARS_PER_UNIT[self.unit]
        if len(body) > limit_chars:
            body = body[:limit_chars]
        cut_line = truncate_line(self.meter, "", body, left)
        if cut_line is None:
            return None
        return KeptItem(item, [cut_line], list(last[1] or []), self.meter.line(cut_line), True)
