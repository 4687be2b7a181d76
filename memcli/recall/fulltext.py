"""Fast recall: ranked full-text search over records, memories and events.

How a query is answered, and why (measurements: docs/benchmarks.md). The
index itself is the store's (:mod:`memcli.store.protocols.fulltext`; in
SQLite, FTS5); ranking happens here, over a bounded candidate set, so that
no step's cost grows with how common a word is:

* **Terms** come from :mod:`memcli.recall.query`; each term is *probed* per
  kind for its K+1 newest matches (the index walks a term's postings in id
  order and stops at the limit, so a probe costs the same for a word in 90
  rows or in 30,000). If fewer than K+1 rows come back the term is *rare*:
  its rows are all of its matches and its document frequency is exact.
  Otherwise it is *common*: the K newest matches stand in for it and its
  document frequency is estimated from how densely those K rows sit in the
  id space. (Exact counts, and the index's own ranking, walk every match of
  the word: tens of times slower for a word in a third of the records.)
* **Candidates** are gathered term by term, most informative first, MaxScore
  style: before adding a term's rows we compute the best score any document
  outside the candidate set could still reach (every remaining term with
  saturated term frequency); once the current k-th best beats that, we stop.
  Common-only queries add the newest K rows matching *all* terms. A hard cap
  (``MAX_CANDIDATES_FACTOR`` × K) bounds pasted-page queries.
* **Scoring** is BM25 (k1 = 1.2, b = 0.75) computed here over the candidates:
  idf from the document frequencies above, ``N`` and the average length from
  the index's own totals, each candidate's exact length as the index
  counted it, term frequencies counted in the stored (segmented) body.
  The same formula for every kind makes scores comparable across records,
  memories and events; the JSON ``score`` is BM25 divided by its upper bound
  for the query, so it lies in 0..1.
* **Dates** (``since_ts``/``until_ts``) are applied while gathering: a small
  window (≤ ``SCAN_CAP_FACTOR`` × K items) is scored whole; otherwise each
  common term is scanned newest-first below the window's latest item, joined
  to the item's time, at most ``SCAN_CAP_FACTOR`` × K matches per pass.
* Ties are broken by time (newest first), then kind, then id, so output is
  deterministic.
"""

from __future__ import annotations

import heapq
import math
import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from memcli.recall.hits import Hit, collapse_same_sources, hit_dict, load_hits
from memcli.recall.index import (
    ALL_KINDS,
    B,
    K1,
    SCAN_CAP_FACTOR,
    Index,
    Probe,
)
from memcli.recall.query import ParsedQuery, Term, fold

if TYPE_CHECKING:
    from memcli.store.protocols import Store

__all__ = [
    "ALL_KINDS", "B", "Hit", "Index", "K1", "KIND_RANK", "Probe", "SCAN_CAP_FACTOR", "collapse_same_sources",
    "context_credit", "hit_dict", "load_hits", "rank", "score_items", "search",
]

KIND_RANK = {"record": 0, "memory": 1, "event": 2}
MAX_CANDIDATES_FACTOR = 5
"""No query scores more than this many × K candidates per kind."""
CONTEXT_CREDIT = 0.6
"""Share of a chat turn's score credited to the turn that follows it (see :func:`context_credit`)."""
CONTEXT_CREDIT_BACK = 0.3
"""Share credited to the turn before it (a reply's words point back at the question that asked)."""
SPEAKER_BOOST = 0.2
"""A record spoken by someone the query names scores this much more (0.2 = 20 %)."""
TEMPORAL_BOOST = 0.3
"""For "when…"/"什么时候…" questions, a record whose text dates something (see :func:`_time_words`) scores this much more."""
CONTEXT_GAP_S = 3600.0
"""Two records are turns of one exchange when they share a session and are at most this far apart."""
CONTEXT_SOURCES = 2
"""Credit flows from this many × limit best-scoring records (at least 20)."""
CONTEXT_FLOOR = 0.3
"""Turns scoring below this share of the limit-th best pass no credit (they could not lift a turn into the top)."""
COLLAPSE_DEPTH = 4
"""When collapsing leaves fewer than the limit, search ranks again, twice as deep, up to this many × the limit."""

@lru_cache(maxsize=1)
def _time_words() -> re.Pattern[str]:
    """Words that date what a turn tells: relative days and weeks, weekdays, months, years (en, zh)."""
    en = (r"yesterday|today|tonight|tomorrow|ago|last|next|week|weekend|month|year|"
          r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
          r"january|february|march|april|june|july|august|september|october|november|december|"
          r"(?:19|20)\d\d")
    zh = "昨天|前天|今天|明天|上周|下周|上个月|下个月|去年|今年|明年|周末|星期|礼拜|年|月"
    return re.compile(rf"\b(?:{en})\b|{zh}", re.IGNORECASE)


def _upper_bound(idfs: Iterable[float]) -> float:
    return sum(idfs) * (K1 + 1.0)


def _kth(scores: dict[int, float], k: int) -> float:
    """The k-th best positive score, or -1 when fewer than k scores are positive."""
    if len(scores) < k:
        return -1.0
    best = heapq.nlargest(k, scores.values())
    return best[-1] if best[-1] > 0 else -1.0


def _search_kind(
    index: Index,
    kind: str,
    terms: list[Term],
    limit: int,
    since_ts: float | None,
    until_ts: float | None,
    weak: frozenset[str] = frozenset(),
) -> dict[int, float]:
    """Candidates of one kind with their raw BM25 scores (only scores > 0).

    *weak* terms are scored but never gather candidates (an item holding
    only them scores 0 anyway, see :meth:`Index.fetch_scores`).
    """
    present = [t for t in terms if index.probe(kind, t.text).rows]
    if not present:
        return {}
    k = index.k
    windowed = since_ts is not None or until_ts is not None
    lo = since_ts if since_ts is not None else -math.inf
    hi = until_ts if until_ts is not None else math.inf
    scores: dict[int, float] = {}
    expected = math.inf  # estimated matches of the all-terms query (set below, before it is asked)
    if windowed:
        cap = k * SCAN_CAP_FACTOR
        win = index.window_ids(kind, lo, hi, cap)
        if not win:
            return {}
        if len(win) <= cap:
            # a small window: score all of it, exactly
            scores = index.fetch_scores(kind, terms, win, lo, hi, weak)
            return {i: v for i, v in scores.items() if v > 0}
        hint = win[0]

    def rows_for(expr: str, probe: Probe | None) -> list[int]:
        if probe is not None and probe.complete:
            return probe.rows
        if windowed:
            return index.window_scan(kind, expr, lo, hi, hint, k)
        if probe is not None:
            return probe.rows
        return index.newest_matches(kind, expr, k, expected)

    idf = {t.text: index.idf(kind, t.text) * t.weight for t in present}
    order = sorted(present, key=lambda t: (t.text in weak, -idf[t.text], t.text))
    complete = {t.text: index.probe(kind, t.text).complete for t in present}
    seen: set[int] = set()
    max_cands = k * MAX_CANDIDATES_FACTOR
    lo_f = None if since_ts is None else lo
    hi_f = None if until_ts is None else hi

    st = index.state(kind)
    norm = K1 * B / (st.avgdl or 1.0)
    base_k = K1 * (1.0 - B)

    memo = [-1, -1.0]  # (len(scores), its k-th best): scores only gain keys, so a length that moved means a change

    def kth_now() -> float:
        if memo[0] != len(scores):
            memo[0], memo[1] = len(scores), _kth(scores, limit)
        return memo[1]

    def add(rows: Iterable[int], unseen_terms: list[Term] | None = None) -> None:
        """Score *rows* not seen yet. With *unseen_terms* (the only query terms these rows can
        hold), rows whose best possible score cannot reach the current k-th are skipped
        after reading just their lengths."""
        new = [r for r in rows if r not in seen]
        if not new:
            return
        seen.update(new)
        kth = kth_now()
        if unseen_terms and kth > 0:
            caps = []
            for t in unseen_terms:  # one unbounded term makes the bound useless: stop before more vocab look-ups
                caps.append((idf[t.text], index.tf_max(kind, t)))
                if not math.isfinite(caps[-1][1]):
                    break
            if all(math.isfinite(tf) for _, tf in caps):
                lens = index.doclens(kind, new)

                def best(row_id: int) -> float:
                    k_len = base_k + norm * lens.get(row_id, 0)
                    return sum(w * tf * (K1 + 1.0) / (tf + k_len) for w, tf in caps)

                new = [r for r in new if best(r) > kth]
                if not new:
                    return
        scores.update(index.fetch_scores(kind, terms, new, lo_f, hi_f, weak))

    common = [t for t in present if not complete[t.text]]
    if len(common) >= 2 and len(common) == len(present):
        # matches of all of them, were the words independent (only decides how to ask, never what)
        expected = float(st.n_rows)
        for t in common:
            expected *= index.df(kind, t.text) / max(1, st.n_rows)
        add(rows_for(" ".join(t.match for t in common), None))
    for pos, term in enumerate(order):
        # items not gathered yet hold none of the rare terms already gathered
        unseen = list(order[pos:]) + [t for t in order[:pos] if not complete[t.text]]
        outside = _upper_bound(idf[t.text] for t in unseen)
        if kth_now() >= outside or len(seen) >= max_cands or term.text in weak:
            break  # (weak terms sort last: the rest are weak too)
        probe = index.probe(kind, term.text)
        rows = rows_for(term.match, probe)[: max_cands - len(seen)]
        add(rows, None if probe.complete else unseen)
    return {i: v for i, v in scores.items() if v > 0}


def context_credit(
    index: Index,
    scores: dict[int, float],
    limit: int,
    named: frozenset[str] = frozenset(),
    temporal: bool = False,
    reach: bool = True,
) -> dict[int, float]:
    """Record scores re-weighted by conversation context: neighbouring turns and the speaker.

    Why: in a conversation the answer often shares no word with the question;
    the question's words are in the turn before it ("How is the new puppy?" →
    "She's learning commands!"). So each of the best-scoring turns passes
    :data:`CONTEXT_CREDIT` of its score to the next turn and
    :data:`CONTEXT_CREDIT_BACK` to the one before. Neighbours are the records
    with the next/previous id in the same session within
    :data:`CONTEXT_GAP_S` (an importer writes a conversation in order); diary
    entries on different days never pass credit. Before passing credit, a
    turn spoken by someone the query names (*named*: the query's terms) gains
    :data:`SPEAKER_BOOST` — "what does Tim like?" is best answered by Tim —
    and, for a *temporal* question, a turn that dates something ("yesterday",
    "last week", "in May") gains :data:`TEMPORAL_BOOST`. Only the best-scoring
    turns take part: one indexed lookup of a few dozen ids. Without *reach*
    (a keyword query, see :attr:`~memcli.recall.query.ParsedQuery.keyword`)
    credit only re-weights turns that matched themselves: a search for a
    word returns only items holding it.
    """
    if not scores:
        return scores
    top = heapq.nlargest(max(CONTEXT_SOURCES * limit, 20), scores.items(), key=lambda kv: (kv[1], kv[0]))
    if len(top) > limit:
        # a turn far below the top *limit* cannot lift a neighbour into it (credit is at most 60 % of its score)
        floor = top[limit - 1][1] * CONTEXT_FLOOR
        top = [kv for kv in top if kv[1] >= floor]
    wanted = sorted({r + d for r, _ in top for d in (-1, 0, 1)})
    # the text is only read when it can matter
    where = index.fulltext.turns(wanted, with_text=temporal and TEMPORAL_BOOST > 0)
    out = dict(scores)
    dated = temporal and TEMPORAL_BOOST > 0
    by_name = bool(named) and SPEAKER_BOOST > 0
    if dated or by_name:
        for row_id, _score in top:
            here = where.get(row_id)
            if here is None:
                continue
            if dated and _time_words().search(here[3]):
                out[row_id] *= 1.0 + TEMPORAL_BOOST
            if by_name and here[2] and fold(here[2]) in named:
                out[row_id] *= 1.0 + SPEAKER_BOOST
        top = [(r, out[r]) for r, _ in top]
    for row_id, score in top:
        here = where.get(row_id)
        if here is None or here[0] is None:
            continue
        for other, share in ((row_id + 1, CONTEXT_CREDIT), (row_id - 1, CONTEXT_CREDIT_BACK)):
            there = where.get(other)
            if share > 0 and there is not None and there[0] == here[0] and abs(there[1] - here[1]) <= CONTEXT_GAP_S:
                if reach or other in scores:
                    out[other] = out.get(other, 0.0) + share * score
    return out


def rank(
    index: Index,
    parsed: ParsedQuery,
    *,
    limit: int,
    since_ts: float | None = None,
    until_ts: float | None = None,
) -> list[tuple[str, int, float, float]]:
    """The *limit* best items as ``(kind, row_id, score 0..1, occurred_ts)``, best first.

    Hybrid recall asks for a larger *limit* and re-ranks. Equal scores are
    ordered newest first, then by kind and id; only items that can reach the
    top *limit* have their time looked up.
    """
    kinds = index.active_kinds()
    if limit <= 0 or not parsed.terms or not kinds:
        return []
    denom = 0.0
    for term in parsed.terms:
        denom += term.weight * max((index.idf(k, term.text) for k in kinds if index.probe(k, term.text).rows), default=0.0)
    if denom <= 0:
        return []
    bound = denom * (K1 + 1.0)
    named = frozenset(t.text for t in parsed.terms)
    scored: list[tuple[float, str, int]] = []
    for kind in kinds:
        found = _search_kind(index, kind, parsed.terms, limit, since_ts, until_ts, parsed.weak)
        if kind == "record":
            found = context_credit(index, found, limit, named, parsed.temporal, reach=not parsed.keyword)
        for row_id, raw in found.items():
            scored.append((raw / bound, kind, row_id))
    if not scored:
        return []
    scored.sort(key=lambda x: -x[0])
    cut = scored[min(limit, len(scored)) - 1][0]
    top = [x for x in scored if x[0] >= cut]
    times: dict[tuple[str, int], float] = {}
    for kind in kinds:
        for row_id, ts in index.times(kind, (r for _, k, r in top if k == kind)).items():
            times[(kind, row_id)] = ts
    ranked = [(k, r, s, times[(k, r)]) for s, k, r in top if (k, r) in times]
    if since_ts is not None or until_ts is not None:
        # context credit may reach a neighbouring turn just outside the window
        lo = -math.inf if since_ts is None else since_ts
        hi = math.inf if until_ts is None else until_ts
        ranked = [x for x in ranked if lo <= x[3] <= hi]
    ranked.sort(key=lambda x: (-x[2], -x[3], KIND_RANK[x[0]], x[1]))
    return ranked[:limit]


def search(
    store: Store,
    query: str,
    *,
    limit: int = 10,
    since_ts: float | None = None,
    until_ts: float | None = None,
    kinds: Iterable[str] = ALL_KINDS,
    candidates: int = 200,
) -> list[Hit]:
    """Fast recall: the *limit* best items for *query*, best first (see the module doc)."""
    if limit <= 0:
        return []
    index = Index(store, kinds, candidates)
    parsed = index.parse(query)
    want = limit
    loaded: dict[tuple[str, int], Hit] = {}
    while True:
        ranked = rank(index, parsed, limit=want, since_ts=since_ts, until_ts=until_ts)
        todo = [(k, r, s) for k, r, s, _ in ranked if (k, r) not in loaded]
        for hit in load_hits(store, todo):
            loaded[(hit.kind, hit.row_id)] = hit
        hits = collapse_same_sources([loaded[(k, r)] for k, r, _s, _t in ranked if (k, r) in loaded], limit)
        # items that restate one same record were dropped: rank deeper (rare outside diaries)
        if len(hits) >= limit or len(ranked) < want or want >= limit * COLLAPSE_DEPTH:
            return hits
        want *= 2


def score_items(
    store: Store,
    query: str,
    items: Iterable[tuple[str, int]],
    *,
    candidates: int = 200,
    index: Index | None = None,
    parsed: ParsedQuery | None = None,
) -> dict[tuple[str, int], float]:
    """Lexical score (0..1, same scale as :func:`search`) of given ``(kind, row_id)`` items.

    For hybrid recall: vector candidates get a text score without a second search.
    Items with no query term score 0 (and are omitted).
    """
    by_kind: dict[str, list[int]] = {}
    for kind, row_id in items:
        by_kind.setdefault(kind, []).append(int(row_id))
    index = index or Index(store, ALL_KINDS, candidates)
    parsed = parsed or index.parse(query)
    kinds = index.active_kinds()
    denom = sum(
        t.weight * max((index.idf(k, t.text) for k in kinds if index.probe(k, t.text).rows), default=0.0)
        for t in parsed.terms
    )
    if denom <= 0:
        return {}
    bound = denom * (K1 + 1.0)
    out: dict[tuple[str, int], float] = {}
    for kind, row_ids in by_kind.items():
        if kind not in kinds:
            continue
        for row_id, raw in index.fetch_scores(kind, parsed.terms, row_ids, weak=parsed.weak).items():
            if raw > 0:
                out[(kind, row_id)] = raw / bound
    return out
