"""Fast recall: ranked full-text search over records, memories and events.

How a query is answered, and why (numbers: 100k records on 2 cores, see
docs/benchmarks.md):

* **Terms** come from :mod:`memcli.recall.query`; each term is *probed* per
  kind with ``MATCH '"term"' ORDER BY rowid DESC LIMIT K+1``. FTS5 walks a
  doclist in rowid order and stops at the limit, so a probe costs the same
  (~0.1 ms) for a word in 90 rows or in 30,000. If fewer than K+1 rows come
  back the term is *rare*: its rows are all of its matches and its document
  frequency is exact. Otherwise it is *common*: the K newest matches stand in
  for it and its document frequency is estimated from how densely those K
  rows sit in the rowid space. (``fts5vocab`` gives exact counts but walks the
  whole doclist: 0.9–1.5 ms for a word in a third of 100k records, 10× that at
  1M. FTS5's own ``ORDER BY rank`` ranks *every* match: 50 ms for that word.)
* **Candidates** are gathered term by term, most informative first, MaxScore
  style: before adding a term's rows we compute the best score any document
  outside the candidate set could still reach (every remaining term with
  saturated term frequency); once the current k-th best beats that, we stop.
  Common-only queries add the newest K rows matching *all* terms. A hard cap
  (``MAX_CANDIDATES_FACTOR`` × K) bounds pasted-page queries.
* **Scoring** is BM25 (k1 = 1.2, b = 0.75) computed here over the candidates:
  idf from the document frequencies above, ``N`` and the average length from
  FTS5's own totals record, each candidate's exact length from FTS5's
  ``docsize`` table, term frequencies counted in the stored (segmented) body.
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
import json
import math
import re
import sqlite3
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from memcli import ids
from memcli.recall.query import ParsedQuery, Term, cjk_candidates, fold, fts_string, parse_query
from memcli.recall.stem import porter

K1 = 1.2
B = 0.75
ALL_KINDS: tuple[str, ...] = ("record", "memory", "event")
KIND_RANK = {"record": 0, "memory": 1, "event": 2}
SCAN_CAP_FACTOR = 10
"""Filtered scans look at no more than this many × K matches per pass."""
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
BATCH_LOOKUP_MIN = 24
"""Queries with more Chinese pieces than this look their vocabulary up in one batch (:meth:`Index.known_tokens`)."""
COLLAPSE_DEPTH = 4
"""When collapsing leaves fewer than the limit, search ranks again, twice as deep, up to this many × the limit."""
ASC_FIRST_FACTOR = 8
"""An all-terms query expected to match under 1/8 of K rows is asked oldest first (:meth:`Index.newest_matches`)."""
VOCAB_DF_FACTOR = 20
"""A common term whose estimated frequency is at most this many × K gets its exact
counts from ``fts5vocab`` (cost grows with the frequency: 0.05 ms for 800 documents)."""

_TOKCH = r"[^\W_]"
"""A character unicode61 keeps inside a token (bodies with Chinese are already cut into words by jieba)."""


@lru_cache(maxsize=1)
def _accented() -> re.Pattern[str]:
    """Latin letters with diacritics (compiled on first use: only Latin-word queries need it)."""
    return re.compile("[\u00c0-\u024f\u1e00-\u1eff]")


@lru_cache(maxsize=1)
def _time_words() -> re.Pattern[str]:
    """Words that date what a turn tells: relative days and weeks, weekdays, months, years (en, zh)."""
    en = (r"yesterday|today|tonight|tomorrow|ago|last|next|week|weekend|month|year|"
          r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
          r"january|february|march|april|june|july|august|september|october|november|december|"
          r"(?:19|20)\d\d")
    zh = "昨天|前天|今天|明天|上周|下周|上个月|下个月|去年|今年|明年|周末|星期|礼拜|年|月"
    return re.compile(rf"\b(?:{en})\b|{zh}", re.IGNORECASE)


def _prefix_words(prefixes: Iterable[str]) -> re.Pattern[str]:
    """Whole tokens starting with one of *prefixes*: the only words that can stem to a query stem."""
    alts = "|".join(re.escape(p) for p in sorted(set(prefixes), key=lambda p: (-len(p), p)))
    return re.compile(f"(?<!{_TOKCH})(?:{alts}){_TOKCH}*")


class KindSpec:
    """Where one kind of item lives: its FTS table, base table and text column."""

    __slots__ = ("kind", "fts", "base", "text_col", "active", "sources_table")

    def __init__(
        self, kind: str, fts: str, base: str, text_col: str, active: str, sources_table: str | None
    ) -> None:
        self.kind = kind
        self.fts = fts
        self.base = base
        self.text_col = text_col
        self.active = active  # extra condition on the base row (alias b), or ""
        self.sources_table = sources_table  # (item_id, record_id) link table


SPECS: dict[str, KindSpec] = {
    "record": KindSpec("record", "records_fts", "records", "text", "", None),
    "memory": KindSpec("memory", "memories_fts", "memories", "content", "AND b.status = 'active'", "memory_sources"),
    "event": KindSpec("event", "events_fts", "events", "summary", "", "event_sources"),
}


class Hit:
    """One recall result. ``id``/``kind``/``text``/``occurred_at``/``score``/``sources`` are public.

    Plain slotted classes here and below, not dataclasses: importing
    :mod:`dataclasses` costs ~15 ms, a tenth of a whole ``mem recall``.
    """

    __slots__ = ("id", "kind", "text", "occurred_at", "score", "sources", "row_id", "occurred_ts")

    def __init__(
        self,
        id: str,
        kind: str,
        text: str,
        occurred_at: str,
        score: float,
        sources: list[str],
        row_id: int = 0,
        occurred_ts: float = 0.0,
    ) -> None:
        self.id = id
        self.kind = kind
        self.text = text
        self.occurred_at = occurred_at
        self.score = score
        self.sources = sources
        self.row_id = row_id
        self.occurred_ts = occurred_ts

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hit) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable, like a dataclass

    def __repr__(self) -> str:
        return f"Hit(id={self.id!r}, kind={self.kind!r}, score={self.score:.4f}, text={self.text[:30]!r})"


def hit_dict(hit: Hit) -> dict[str, Any]:
    """The SPEC.md JSON shape of a hit."""
    return {
        "id": hit.id,
        "kind": hit.kind,
        "text": hit.text,
        "occurred_at": hit.occurred_at,
        # context credit and boosts can lift a turn past BM25's bound; the public score stays in 0..1
        "score": round(min(max(hit.score, 0.0), 1.0), 4),
        "sources": list(hit.sources),
    }


class Probe:
    """The newest rows containing a term; ``complete`` when they are all its matches (a rare term)."""

    __slots__ = ("rows", "complete")

    def __init__(self, rows: list[int], complete: bool) -> None:
        self.rows = rows  # newest first
        self.complete = complete

    def __repr__(self) -> str:
        return f"Probe(rows={len(self.rows)}, complete={self.complete})"


class _KindState:
    __slots__ = ("n_rows", "avgdl", "max_rowid", "idf")

    def __init__(self) -> None:
        self.n_rows = 0
        self.avgdl = 1.0
        self.max_rowid = 0
        self.idf: dict[str, float] = {}


def _varint(blob: bytes, pos: int = 0) -> tuple[int, int]:
    """SQLite/FTS5 varint at *pos* → (value, next position)."""
    value = 0
    for i in range(9):
        byte = blob[pos + i]
        if i == 8:
            return (value << 8) | byte, pos + 9
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, pos + i + 1
    return value, pos + 9  # pragma: no cover


def _doclen(sz: bytes | None) -> int:
    if not sz:
        return 0
    first = sz[0]
    if first < 0x80:
        return first
    return _varint(sz)[0]


class Index:
    """Read-side view of the full-text tables for one query: probes and statistics, cached.

    Build one per query (it caches per-call facts, not the store). Hybrid
    recall reuses it to score vector candidates lexically (:func:`score_items`).
    """

    def __init__(self, conn: sqlite3.Connection, kinds: Iterable[str] = ALL_KINDS, candidates: int = 200) -> None:
        self.conn = conn
        self.k = max(1, int(candidates))
        self.kinds = [k for k in ALL_KINDS if k in set(kinds)]
        for k in kinds:
            if k not in SPECS:
                raise ValueError(f"unknown kind {k!r}")
        self._probes: dict[tuple[str, str], Probe] = {}
        self._state: dict[str, _KindState] = {}

    def _q(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """A cursor yielding plain tuples (``sqlite3.Row`` objects cost ~10 % on hot loops)."""
        cur = self.conn.cursor()
        cur.row_factory = None
        return cur.execute(sql, params)

    # -- statistics -------------------------------------------------------
    def state(self, kind: str) -> _KindState:
        st = self._state.get(kind)
        if st is None:
            st = _KindState()
            fts = SPECS[kind].fts
            row = self.conn.execute(f"SELECT block FROM {fts}_data WHERE id = 1").fetchone()
            if row and row[0]:
                n_rows, pos = _varint(row[0])
                total = _varint(row[0], pos)[0] if pos < len(row[0]) else 0
                st.n_rows = n_rows
                st.avgdl = (total / n_rows) if n_rows else 1.0
            if not st.n_rows and self.conn.in_transaction:
                # inside an open write transaction FTS5 may not have written its totals yet
                sizes = [_doclen(r[0]) for r in self._q(f"SELECT sz FROM {fts}_docsize")]
                st.n_rows = len(sizes)
                st.avgdl = (sum(sizes) / len(sizes)) if sizes else 1.0
            if st.n_rows:
                top = self.conn.execute(f"SELECT rowid FROM {fts} ORDER BY rowid DESC LIMIT 1").fetchone()
                st.max_rowid = int(top[0]) if top else 0
            self._state[kind] = st
        return st

    def active_kinds(self) -> list[str]:
        return [k for k in self.kinds if self.state(k).n_rows > 0]

    # -- probes -----------------------------------------------------------
    def _match_rows(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        fts = SPECS[kind].fts
        direction = "DESC" if newest_first else "ASC"
        try:
            cur = self._q(
                f"SELECT rowid FROM {fts} WHERE {fts} MATCH ? ORDER BY rowid {direction} LIMIT ?", (expr, limit)
            )
            return [r[0] for r in cur.fetchall()]
        except sqlite3.OperationalError as exc:
            # a string the tokenizer reduces to nothing is an FTS5 "syntax error": no match
            if "fts5" in str(exc) or "syntax" in str(exc):
                return []
            raise

    def probe(self, kind: str, text: str) -> Probe:
        """Up to the K newest rows of *kind* containing token *text* (FTS5 stems it).

        K+1 rows are asked for, to know whether the K are all there is.
        """
        key = (kind, text)
        pr = self._probes.get(key)
        if pr is None:
            if self.state(kind).n_rows == 0:
                pr = Probe([], True)
            else:
                rows = self._match_rows(kind, fts_string(text), self.k + 1)
                pr = Probe(rows[: self.k] if len(rows) > self.k else rows, len(rows) <= self.k)
            self._probes[key] = pr
        return pr

    def newest_matches(self, kind: str, expr: str, limit: int, expected: float) -> list[int]:
        """The *limit* newest rows matching *expr* (newest first), as ``_match_rows`` gives them.

        When *expected* (an estimate of the matches) is far below the limit,
        the rows are first asked for oldest first: FTS5 walks a doclist
        forwards faster than backwards (at 1M records "蓝色" "风筝", 9 matches:
        0.44 ms against 0.69 ms). If that finds all of them (at most *limit*)
        they are the answer, reversed; otherwise the newest are asked for.
        """
        if expected * ASC_FIRST_FACTOR <= limit:
            rows = self._match_rows(kind, expr, limit + 1, newest_first=False)
            if len(rows) <= limit:
                rows.reverse()
                return rows
        return self._match_rows(kind, expr, limit)

    def exists(self, text: str) -> bool:
        """Is *text* a token anywhere in the searched kinds? (Query segmentation asks this.)"""
        return any(self.probe(kind, text).rows for kind in self.active_kinds())

    def df(self, kind: str, text: str) -> float:
        """Document frequency: exact for rare terms, estimated for common ones.

        Estimate: the K newest matches occupy rowids [r_K, max]; if matches
        were spread like that everywhere, df ≈ K · max / (max − r_K + 1).
        A word that was common lately and rare before is overestimated (its
        idf is a little low): that is the price of never walking its doclist.
        """
        pr = self.probe(kind, text)
        if pr.complete:
            return float(len(pr.rows))
        st = self.state(kind)
        span = max(1, st.max_rowid - pr.rows[-1] + 1)
        est = len(pr.rows) * st.max_rowid / span
        return float(min(max(est, len(pr.rows) + 1), st.n_rows))

    def tf_max(self, kind: str, term: Term) -> float:
        """The most times *term* occurs in one item of *kind* (``inf`` when not worth finding out).

        ``fts5vocab`` gives a term's documents and total occurrences; no item
        can hold more than ``cnt - doc + 1``. Usually that is 1, which makes
        the score of an item holding only this term a function of its length.
        """
        st = self.state(kind)
        key = "\0tfmax\0" + term.text
        cached = st.idf.get(key)
        if cached is None:
            cached = math.inf
            if self.df(kind, term.text) <= VOCAB_DF_FACTOR * self.k:
                vocab = SPECS[kind].fts.replace("_fts", "_vocab")
                row = self._q(f"SELECT doc, cnt FROM {vocab} WHERE term = ?", (term.stem,)).fetchone()
                if row and row[0]:
                    cached = float(row[1] - row[0] + 1)
            st.idf[key] = cached
        return cached

    def doclens(self, kind: str, row_ids: Iterable[int]) -> dict[int, int]:
        """Token counts of items, from FTS5's ``docsize`` table (no body read)."""
        id_list = sorted(set(row_ids))
        cur = self._q(
            f"SELECT d.id, d.sz FROM json_each(?) j CROSS JOIN {SPECS[kind].fts}_docsize d ON d.id = j.value",
            (json.dumps(id_list),),
        )
        return {int(r[0]): _doclen(r[1]) for r in cur}

    def idf(self, kind: str, text: str) -> float:
        st = self.state(kind)
        cached = st.idf.get(text)
        if cached is None:
            df = self.df(kind, text)
            cached = math.log(1.0 + (st.n_rows - df + 0.5) / (df + 0.5)) if df > 0 else 0.0
            st.idf[text] = cached
        return cached

    def known_tokens(self, strings: Iterable[str]) -> set[str]:
        """Which of *strings* are tokens of some searched kind: one statement per kind.

        The MATCH argument is built in SQL from each string, quoted as an FTS5
        string (only Chinese characters reach here, but quotes are doubled anyway).
        """
        remaining = sorted(set(strings))
        found: set[str] = set()
        for kind in self.active_kinds():
            if not remaining:
                break
            fts = SPECS[kind].fts
            sql = (
                f"SELECT j.value FROM json_each(?) j WHERE EXISTS (SELECT 1 FROM {fts} "
                f"WHERE {fts} MATCH '\"' || replace(j.value, '\"', '\"\"') || '\"')"
            )
            try:
                hit = {r[0] for r in self._q(sql, (json.dumps(remaining, ensure_ascii=False),))}
            except sqlite3.OperationalError:
                hit = {s for s in remaining if self.probe(kind, s).rows}
            found |= hit
            remaining = [s for s in remaining if s not in hit]
        return found

    def parse(self, text: str) -> ParsedQuery:
        cands = cjk_candidates(text)
        if len(cands) <= BATCH_LOOKUP_MIN:
            # a short query: probing each piece is cheaper, and its probes are reused for scoring
            return parse_query(text, self.exists)
        known = self.known_tokens(cands)
        return parse_query(text, lambda s: s in known if s in cands else self.exists(s))

    # -- date windows -----------------------------------------------------
    def window_ids(self, kind: str, lo: float, hi: float, cap: int) -> list[int]:
        """Up to cap+1 ids of items of *kind* inside [lo, hi] (newest in time first)."""
        spec = SPECS[kind]
        cur = self._q(
            f"SELECT b.id FROM {spec.base} b WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? {spec.active} "
            "ORDER BY b.occurred_ts DESC LIMIT ?",
            (lo, hi, cap + 1),
        )
        return [r[0] for r in cur]

    def window_scan(self, kind: str, expr: str, lo: float, hi: float, hint: int, want: int) -> list[int]:
        """Newest matches of *expr* inside the time window, bounded.

        First below *hint* (the rowid of the window's latest item: in a store
        imported roughly in time order that is where the window's rows are),
        then above it; each pass looks at most ``SCAN_CAP_FACTOR`` × K matches.
        """
        spec = SPECS[kind]
        cap = self.k * SCAN_CAP_FACTOR
        out: list[int] = []
        for cond in ("rowid <= ?", "rowid > ?"):
            if len(out) >= want:
                break
            sql = (
                f"SELECT f.rowid FROM (SELECT rowid FROM {spec.fts} WHERE {spec.fts} MATCH ? AND {cond} "
                f"ORDER BY rowid DESC LIMIT ?) f JOIN {spec.base} b ON b.id = f.rowid "
                f"WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? {spec.active} ORDER BY f.rowid DESC LIMIT ?"
            )
            try:
                out.extend(r[0] for r in self._q(sql, (expr, hint, cap, lo, hi, want - len(out))))
            except sqlite3.OperationalError as exc:
                if "fts5" in str(exc) or "syntax" in str(exc):
                    return out
                raise
        return out

    # -- scoring ----------------------------------------------------------
    def fetch_scores(
        self,
        kind: str,
        terms: Sequence[Term],
        row_ids: Iterable[int],
        lo: float | None = None,
        hi: float | None = None,
        weak: frozenset[str] = frozenset(),
    ) -> dict[int, float]:
        """BM25 of each listed item of *kind* → {row_id: raw score}.

        An item holding none of the terms but *weak* ones (see
        :attr:`~memcli.recall.query.ParsedQuery.weak`) scores 0.
        Items that are inactive or fall outside [lo, hi] are left out. The base
        table is only joined when that needs checking (it is a third b-tree
        lookup per row); a record that vanished is dropped later by
        :func:`load_hits`.
        """
        id_list = sorted(set(row_ids))  # ascending ids: neighbouring pages, fewer cache misses
        if not id_list or not terms:
            return {}
        spec = SPECS[kind]
        st = self.state(kind)
        conds = spec.active
        params: list[Any] = [json.dumps(id_list)]
        if lo is not None:
            conds += " AND b.occurred_ts >= ?"
            params.append(lo)
        if hi is not None:
            conds += " AND b.occurred_ts <= ?"
            params.append(hi)
        join = f"CROSS JOIN {spec.base} b ON b.id = c.id " if conds else ""
        # driven by the id list, one primary-key look-up per table and id (CROSS JOIN keeps that order;
        # "id IN (SELECT value FROM json_each(?))" first copied the list into a temporary index: ~15 % more)
        sql = (
            f"SELECT c.id, c.c0, d.sz FROM json_each(?) j CROSS JOIN {spec.fts}_content c ON c.id = j.value "
            f"CROSS JOIN {spec.fts}_docsize d ON d.id = c.id {join}"
            f"WHERE 1 {conds}"
        )
        cjk_idf = [(t.stem, self.idf(kind, t.text) * t.weight) for t in terms if t.cjk]
        # (word, " word ", " word word ", idf): counted as a whole space-delimited token
        cjk = [(s, f" {s} ", f" {s} {s} ", w) for s, w in cjk_idf if w > 0]
        latin = {t.stem: self.idf(kind, t.text) * t.weight for t in terms if not t.cjk}
        latin = {s: w for s, w in latin.items() if w > 0}
        # a stem keeps the first letters of its word (suffix rules only touch the end)
        prefixes = sorted({s[: max(1, min(3, len(s) - 2))] for s in latin})
        words_re = _prefix_words(prefixes) if latin else None
        norm = K1 * B / (st.avgdl or 1.0)
        base_k = K1 * (1.0 - B)
        out: dict[int, float] = {}
        k1p = K1 + 1.0
        rows = self._q(sql, params).fetchall()
        lows: list[str] = []
        fold_some = False
        if words_re is not None:
            # lower-cased all at once, and the accent test once for all of them: per body these two
            # calls cost ~2.5 µs on mixed Chinese/English text, the larger part of scoring a row
            bodies = [r[1] or "" for r in rows]
            low_all = "\0".join(bodies).lower()
            lows = low_all.split("\0")
            if len(lows) != len(bodies):  # a body held the separator itself
                lows = [body.lower() for body in bodies]
            fold_some = not low_all.isascii() and _accented().search(low_all) is not None
        single = prefixes[0] if len(prefixes) == 1 else None
        for n, (row_id, body, sz) in enumerate(rows):
            body = body or ""
            first = sz[0] if sz else 0
            k_len = base_k + norm * (first if first < 0x80 else _doclen(sz))
            score = 0.0
            strong = not weak
            if cjk:
                # bodies holding Chinese are jieba words joined by single spaces (fts_body);
                # count() cannot see back-to-back repeats (" a a " overlaps), so those are split
                padded = " " + body + " "
                for word, needle, twice, w in cjk:
                    tf = padded.count(needle)
                    if tf:
                        strong = strong or word not in weak
                        if twice in padded:
                            tf = body.split().count(word)
                        score += w * tf * k1p / (tf + k_len)
            if words_re is not None:
                low = lows[n]
                if fold_some and not low.isascii() and _accented().search(low):
                    low = fold(low)
                # a substring test first: the look-behind keeps re from skipping ahead, so findall
                # walks every character (~3 µs a body), and most bodies hold none of the prefixes
                if single is not None:
                    found = words_re.findall(low) if single in low else None
                else:
                    found = words_re.findall(low) if any(pre in low for pre in prefixes) else None
                if found:
                    counts: dict[str, int] = {}
                    for tok in found:
                        stem = porter(tok if tok.isascii() else fold(tok))
                        if stem in latin:
                            counts[stem] = counts.get(stem, 0) + 1
                    for stem, tf in counts.items():
                        score += latin[stem] * tf * k1p / (tf + k_len)
                        strong = True
            out[row_id] = score if strong else 0.0
        return out

    def times(self, kind: str, row_ids: Iterable[int]) -> dict[int, float]:
        """``occurred_ts`` of items (for tie-breaking the few that reach the top)."""
        id_list = sorted(set(row_ids))
        if not id_list:
            return {}
        spec = SPECS[kind]
        cur = self._q(
            f"SELECT b.id, b.occurred_ts FROM json_each(?) j CROSS JOIN {spec.base} b ON b.id = j.value",
            (json.dumps(id_list),),
        )
        return {int(r[0]): float(r[1]) for r in cur}


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
    text_col = "r.text" if temporal and TEMPORAL_BOOST > 0 else "''"  # the text is only read when it can matter
    cur = index._q(
        f"SELECT r.id, r.session, r.occurred_ts, r.speaker, {text_col} "
        "FROM json_each(?) j CROSS JOIN records r ON r.id = j.value",
        (json.dumps(wanted),),
    )
    where = {int(r[0]): (r[1], float(r[2]), r[3], r[4]) for r in cur}
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


def load_hits(conn: sqlite3.Connection, ranked: Sequence[tuple[str, int, float]]) -> list[Hit]:
    """Build :class:`Hit` objects (text, time, sources) for ``(kind, row_id, score)``, keeping order.

    One statement per kind for the rows and one for the sources (a pack loads dozens of hits).
    Items that no longer exist are skipped.
    """
    rows: dict[tuple[str, int], tuple[Any, ...]] = {}
    sources: dict[tuple[str, int], list[str]] = {}
    for kind in ALL_KINDS:
        wanted = sorted({int(r) for k, r, _ in ranked if k == kind})
        if not wanted:
            continue
        spec = SPECS[kind]
        listed = json.dumps(wanted)
        for row in conn.execute(
            f"SELECT b.id, b.{spec.text_col}, b.occurred_at, b.occurred_ts "
            f"FROM json_each(?) j CROSS JOIN {spec.base} b ON b.id = j.value",
            (listed,),
        ):
            rows[(kind, int(row[0]))] = tuple(row)
        if spec.sources_table is not None:
            col = "memory_id" if kind == "memory" else "event_id"
            for item_id, record_id in conn.execute(
                f"SELECT {col}, record_id FROM {spec.sources_table} WHERE {col} IN (SELECT value FROM json_each(?)) "
                f"ORDER BY {col}, record_id",
                (listed,),
            ):
                sources.setdefault((kind, int(item_id)), []).append(ids.rid(record_id))
    out: list[Hit] = []
    for kind, row_id, score in ranked:
        row = rows.get((kind, int(row_id)))
        if row is None:
            continue
        out.append(
            Hit(
                id=ids.fmt(kind, row_id),
                kind=kind,
                text=row[1],
                occurred_at=row[2],
                score=score,
                sources=[ids.rid(row_id)] if SPECS[kind].sources_table is None else sources.get((kind, int(row_id)), []),
                row_id=row_id,
                occurred_ts=float(row[3]),
            )
        )
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
    conn: sqlite3.Connection,
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
    index = Index(conn, kinds, candidates)
    parsed = index.parse(query)
    want = limit
    loaded: dict[tuple[str, int], Hit] = {}
    while True:
        ranked = rank(index, parsed, limit=want, since_ts=since_ts, until_ts=until_ts)
        todo = [(k, r, s) for k, r, s, _ in ranked if (k, r) not in loaded]
        for hit in load_hits(conn, todo):
            loaded[(hit.kind, hit.row_id)] = hit
        hits = collapse_same_sources([loaded[(k, r)] for k, r, _s, _t in ranked if (k, r) in loaded], limit)
        # items that restate one same record were dropped: rank deeper (rare outside diaries)
        if len(hits) >= limit or len(ranked) < want or want >= limit * COLLAPSE_DEPTH:
            return hits
        want *= 2


def collapse_same_sources(hits: Sequence[Hit], limit: int) -> list[Hit]:
    """The first *limit* hits, keeping only the best-ranked of items drawn from one same record.

    A diary entry, the memory distilled from it alone and the event made of
    it alone can all match one query; shown together they fill three places
    with one thing the user wrote. Items drawn from several records are
    syntheses (a memory and an event of the same afternoon say different
    things) and are all kept.
    """
    out: list[Hit] = []
    seen: set[str] = set()
    for hit in hits:
        if len(hit.sources) == 1:
            if hit.sources[0] in seen:
                continue
            seen.add(hit.sources[0])
        out.append(hit)
        if len(out) >= limit:
            break
    return out


def score_items(
    conn: sqlite3.Connection,
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
    index = index or Index(conn, ALL_KINDS, candidates)
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
