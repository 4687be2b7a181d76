"""The full-text side of one query: probes of the index and BM25 scoring of candidates, cached per query.

:class:`Index` asks the store's full-text index (:mod:`memcli.store.protocols.fulltext`)
for cheap facts — a kind's totals, the newest rows holding a term, an item's
length and body — and turns them into document frequencies, idf and BM25
scores; :mod:`memcli.recall.fulltext` ranks with them. Why it is built this way
is told there.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from memcli.recall.query import (
    MAX_TERMS, PART_WEIGHT, ParsedQuery, Term, cjk_candidates, fold, fts_string, parse_query, part_text,
)
from memcli.recall.stem import porter

if TYPE_CHECKING:
    from memcli.store.protocols import Store
    from memcli.store.protocols.fulltext import FullTextIndex

K1 = 1.2
B = 0.75
ALL_KINDS: tuple[str, ...] = ("record", "memory", "event")
SCAN_CAP_FACTOR = 10
"""Filtered scans look at no more than this many × K matches per pass."""
BATCH_LOOKUP_MIN = 24
"""Queries with more Chinese pieces than this look their vocabulary up in one batch (:meth:`Index.known_tokens`)."""
ASC_FIRST_FACTOR = 8
"""An all-terms query expected to match under 1/8 of K rows is asked oldest first (:meth:`Index.newest_matches`)."""
VOCAB_DF_FACTOR = 20
"""A common term whose estimated frequency is at most this many × K gets its exact
counts from the index (their cost grows with the frequency, small up to this bound)."""

_TOKCH = r"[^\W_]"
"""A character unicode61 keeps inside a token (bodies with Chinese are already cut into words by jieba)."""


@lru_cache(maxsize=1)
def _accented() -> re.Pattern[str]:
    """Latin letters with diacritics (compiled on first use: only Latin-word queries need it)."""
    return re.compile("[\u00c0-\u024f\u1e00-\u1eff]")


def _prefix_words(prefixes: Iterable[str]) -> re.Pattern[str]:
    """Whole tokens starting with one of *prefixes*: the only words that can stem to a query stem."""
    alts = "|".join(re.escape(p) for p in sorted(set(prefixes), key=lambda p: (-len(p), p)))
    return re.compile(f"(?<!{_TOKCH})(?:{alts}){_TOKCH}*")


def _count_tokens(padded: str, needle: str) -> int:
    """Occurrences of *needle* (tokens between single spaces) in *padded*, back-to-back repeats included."""
    n = 0
    step = len(needle) - 1
    at = padded.find(needle)
    while at >= 0:
        n += 1
        at = padded.find(needle, at + step)
    return n


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


class Index:
    """Read-side view of the full-text tables for one query: probes and statistics, cached.

    Build one per query (it caches per-call facts, not the store). Hybrid
    recall reuses it to score vector candidates lexically (:func:`score_items`).
    """

    def __init__(self, store: Store, kinds: Iterable[str] = ALL_KINDS, candidates: int = 200) -> None:
        self.store = store
        self.fulltext: FullTextIndex = store.fulltext
        self.k = max(1, int(candidates))
        self.kinds = [k for k in ALL_KINDS if k in set(kinds)]
        for k in kinds:
            if k not in ALL_KINDS:
                raise ValueError(f"unknown kind {k!r}")
        self._probes: dict[tuple[str, str], Probe] = {}
        self._state: dict[str, _KindState] = {}

    # -- statistics -------------------------------------------------------
    def state(self, kind: str) -> _KindState:
        st = self._state.get(kind)
        if st is None:
            # every searched kind at once: a query asks for all of them, and a server store answers in one trip
            wanted = [k for k in self.kinds if k not in self._state] if kind in self.kinds else [kind]
            for name, (n_rows, avgdl, max_rowid) in self.fulltext.totals_many(wanted).items():
                new = self._state[name] = _KindState()
                new.n_rows, new.avgdl, new.max_rowid = n_rows, avgdl, max_rowid
            st = self._state[kind]
        return st

    def active_kinds(self) -> list[str]:
        return [k for k in self.kinds if self.state(k).n_rows > 0]

    # -- probes -----------------------------------------------------------
    def _match_rows(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        return self.fulltext.matches(kind, expr, limit, newest_first)

    def probe(self, kind: str, text: str) -> Probe:
        """Up to the K newest rows of *kind* containing token *text* (the index stems it).

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
        the rows are first asked for oldest first: the index walks postings
        forwards faster than backwards. If that finds all of them (at most
        *limit*) they are the answer, reversed; otherwise the newest are asked for.
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
                counts = self.fulltext.term_counts(kind, term.stem)
                if counts is not None:
                    cached = float(counts[1] - counts[0] + 1)
            st.idf[key] = cached
        return cached

    def doclens(self, kind: str, row_ids: Iterable[int]) -> dict[int, int]:
        """Token counts of items, as the index counted them (no body read)."""
        return self.fulltext.lengths(kind, sorted(set(row_ids)))

    def idf(self, kind: str, text: str) -> float:
        st = self.state(kind)
        cached = st.idf.get(text)
        if cached is None:
            df = self.df(kind, text)
            cached = math.log(1.0 + (st.n_rows - df + 0.5) / (df + 0.5)) if df > 0 else 0.0
            st.idf[text] = cached
        return cached

    def known_tokens(self, strings: Iterable[str]) -> set[str]:
        """Which of *strings* are tokens of some searched kind: one look-up per kind."""
        remaining = sorted(set(strings))
        found: set[str] = set()
        for kind in self.active_kinds():
            if not remaining:
                break
            batch = self.fulltext.known_tokens(kind, remaining)
            hit = batch if batch is not None else {s for s in remaining if self.probe(kind, s).rows}
            found |= hit
            remaining = [s for s in remaining if s not in hit]
        return found

    def parse(self, text: str) -> ParsedQuery:
        cands = cjk_candidates(text)
        if len(cands) <= BATCH_LOOKUP_MIN:
            # a short query: probing each piece is cheaper, and its probes are reused for scoring
            parsed = parse_query(text, self.exists)
        else:
            known = self.known_tokens(cands)
            parsed = parse_query(text, lambda s: s in known if s in cands else self.exists(s))
        self._translate(parsed)
        return parsed

    def _translate(self, parsed: ParsedQuery) -> None:
        """Add the query words' translations that the index holds, weighed as :mod:`memcli.recall.bilingual` says."""
        from memcli.recall import bilingual

        lex = bilingual.lexicon()
        if lex is None:
            return
        # a word the store already holds more than K times needs no other language to be found, and its
        # translation would be as common: scoring it would cost more than the whole query (朋友 → friend)
        have = {t.text for t in parsed.terms}

        def common(text: str) -> bool:
            return text in have and any(not self.probe(k, text).complete for k in self.active_kinds())

        typed = [t.text for t in parsed.terms
                 if not t.cjk and t.weight == 1.0 and t.text.isalpha() and not common(t.text)]
        found = bilingual.lookup(parsed.text, typed, lex, skip=common)
        # typed words the store does not hold (their probes are the ones scoring asks for: no extra cost); a
        # Chinese word the query already finds inside longer ones (咳 in 咳嗽) is there, the user's text matches
        absent_en = {w for w, _zs in found.zh if not self.exists(w)}
        absent_zh = {w for w, _hs in found.en if not self.exists(w) and part_text(w) not in have}
        zh_all = [z for _w, zs in found.zh for z in zs] + [z for _s, zs in found.phrases for z in zs]
        parts = {z: part_text(z) for z in zh_all}
        en_words = {h for _w, hs in found.en for h in hs}
        wanted = (set(parts) | set(parts.values()) | en_words) - have
        if not wanted:
            return
        known = self.known_tokens(wanted)
        extra: dict[str, Term] = {}

        def put(term: Term) -> None:
            old = extra.get(term.text)
            if old is None or old.weight < term.weight:
                extra[term.text] = term

        def zh_terms(zs: list[str], weight: float) -> list[Term]:
            # the word itself, else the word inside longer ones (cat → 猫 in 猫咪), weighed like a part
            return [Term(z, z, True, weight) if z in known else Term(parts[z], parts[z], True, weight * PART_WEIGHT)
                    for z in zs if z in known or parts[z] in known][: bilingual.ZH_PER_WORD]

        # a run of English words that is one gloss (wedding dress → 婚纱) stands for all of them, like a joined
        # form, and its words' own translations (婚礼, 连衣裙) are then left out
        covered: set[str] = set()
        for span, zs in found.phrases:
            terms = zh_terms(zs, sum(bilingual.ABSENT_WEIGHT if w in absent_en else bilingual.WEIGHT for w in span))
            if terms and not covered & set(span):
                covered |= set(span)
                for term in terms[: bilingual.PHRASE_PER_SPAN]:
                    put(term)
        for word, zs in found.zh:
            if word not in covered:
                for term in zh_terms(zs, bilingual.ABSENT_WEIGHT if word in absent_en else bilingual.WEIGHT):
                    put(term)
        for word, heads in found.en:
            weight = bilingual.ABSENT_WEIGHT if word in absent_zh else bilingual.WEIGHT
            for h in heads:
                if h in known:
                    put(Term(h, porter(h), False, weight))
            if word in absent_zh and len(word) > 1:
                # the characters the index cut this word into are fragments of it, not what the user meant
                for t in parsed.terms:
                    if t.cjk and len(t.text) == 1 and t.text in word:
                        t.weight = min(t.weight, bilingual.FRAGMENT_WEIGHT)
        for term in extra.values():
            if term.text not in have and len(parsed.terms) < MAX_TERMS:
                have.add(term.text)
                parsed.terms.append(term)

    # -- date windows -----------------------------------------------------
    def window_ids(self, kind: str, lo: float, hi: float, cap: int) -> list[int]:
        """Up to cap+1 ids of items of *kind* inside [lo, hi] (newest in time first)."""
        return self.fulltext.window_ids(kind, lo, hi, cap)

    def window_scan(self, kind: str, expr: str, lo: float, hi: float, hint: int, want: int) -> list[int]:
        """Newest matches of *expr* inside the time window, bounded.

        First below *hint* (the rowid of the window's latest item: in a store
        imported roughly in time order that is where the window's rows are),
        then above it; each pass looks at most ``SCAN_CAP_FACTOR`` × K matches.
        """
        return self.fulltext.window_matches(kind, expr, lo, hi, hint, want, self.k * SCAN_CAP_FACTOR)

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
        Items that are inactive or fall outside [lo, hi] are left out; a record
        that vanished is dropped later by :func:`memcli.recall.hits.load_hits`.
        """
        id_list = sorted(set(row_ids))  # ascending ids: neighbouring pages, fewer cache misses
        if not id_list or not terms:
            return {}
        st = self.state(kind)
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
        rows = self.fulltext.bodies(kind, id_list, lo, hi)
        lows: list[str] = []
        fold_some = False
        if words_re is not None:
            # lower-cased all at once, and the accent test once for all of them: per body these two
            # calls cost ~2.5 µs on mixed Chinese/English text, the larger part of scoring a row
            bodies = [r[1] for r in rows]
            low_all = "\0".join(bodies).lower()
            lows = low_all.split("\0")
            if len(lows) != len(bodies):  # a body held the separator itself
                lows = [body.lower() for body in bodies]
            fold_some = not low_all.isascii() and _accented().search(low_all) is not None
        single = prefixes[0] if len(prefixes) == 1 else None
        for n, (row_id, body, length) in enumerate(rows):
            k_len = base_k + norm * length
            score = 0.0
            strong = not weak
            if cjk:
                # bodies holding Chinese are jieba words joined by single spaces (fts_body), then the
                # character parts; count() cannot see back-to-back repeats (" a a " overlaps), so those are
                # counted again letting the spaces between them overlap (a phrase of parts is several tokens)
                padded = " " + body + " "
                for word, needle, twice, w in cjk:
                    tf = padded.count(needle)
                    if tf:
                        strong = strong or word not in weak
                        if twice in padded:
                            tf = _count_tokens(padded, needle)
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
        return self.fulltext.times(kind, id_list) if id_list else {}
