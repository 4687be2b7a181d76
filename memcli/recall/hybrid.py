"""Hybrid recall: full-text fused with vector similarity, importance and recency.

Modes (``mem recall --mode`` and the pack's query section):

* ``fast`` — full-text only (:mod:`memcli.recall.fulltext`); never loads a model.
* ``semantic`` — the full-text top 60 plus the 50 nearest neighbours of the
  query among the most recent ``recall.semantic_window`` embedded items,
  scored together::

      type_weight × (w_text·text_rank + w_vector·vector_rank + w_importance·importance + w_recency·recency)

  where w_vector is ``recall.weight_vector`` (1.5) for a query without
  Chinese letters and ``recall.weight_vector_cjk`` (1.5 too by default) for
  one written in Chinese, in between for a mixed one by its share of Chinese
  letters (:func:`vector_weight`), and the two *rank* signals are
  reciprocal-rank fusion (k = 60) scaled to 1 at the top of the full-text
  and the similarity ranking — similarity measured after half of the stored
  vectors' mean is taken out of the query (:func:`centred`) — *importance*
  is 0–100 scaled to [0, 1] (records count as 50), and *recency* halves
  every ``recall.recency_half_life_days``. The numbers were chosen on four
  dev sets at once (docs/quality.md, *Fusion that transfers*).
  A paraphrase that shares no word with the query ("seaside trip" vs "swam
  in the sea") is found by the vector side; an exact name or Chinese word
  the small model does not know is found by the text side. A query of two to
  four sentences (two questions in one) is also embedded sentence by
  sentence, and an item's similarity is the best of them (:func:`query_sentences`).
* ``deep`` — the same fusion with the vector search over every embedded item
  (100 neighbours).

The query is encoded without torch: by default through the int8 graph of
memcli.embedding.query_int8, else by NumPy (memcli.embedding.encoder.QueryEncoder).

Recall never fails outright: if the embedding model cannot be loaded (or
embeddings are disabled) semantic and deep answer like fast, after one
``mem: warning: …`` line on stderr.

Reading does not change ranking. Only with ``recall.usage_weighting = true``
does a returned memory gain ``usage_count``/``last_used_ts``, and that
history adds a small ACT-R-like boost (more uses, more recently, more boost).
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings
    from memcli.store.protocols import Store

    Settings = Config | LightSettings  # the light views when config.toml is plainly valid (no pydantic)

DAY = 86400.0
USAGE_WEIGHT = 0.05
RECORD_IMPORTANCE = 50


def _warn(message: str) -> None:
    from memcli.core.termsafe import safe_line

    sys.stderr.write(f"mem: warning: {safe_line(message)}\n")
    sys.stderr.flush()


def _fast(store: Store, query: str, limit: int, since_ts: float | None, until_ts: float | None) -> list[Any]:
    from memcli.recall.fulltext import search

    return list(search(store, query, limit=limit, since_ts=since_ts, until_ts=until_ts))


def load_model(cfg: Settings, home: Path | None = None) -> Any:
    """The configured query embedder, or a MemError saying why not (disabled, missing, broken).

    Recall only embeds its query, so it takes a query encoder that needs no
    torch when the model allows it (memcli.embedding.models.load_query_embedder; the
    int8 graph is cached in *home*): a fraction of a second to load instead
    of several seconds.
    """
    if not cfg.embedding.enabled:
        raise MemError("embeddings are disabled (embedding.enabled = false)")
    from memcli.embedding.models import load_query_embedder

    return load_query_embedder(cfg, home)


def encode_query(embedder: Any, query: str) -> Any:
    """One query vector (float32, unit length); every call encodes (no cache across queries).

    A lone surrogate (a broken command-line argument) cannot be encoded by the tokenizer: it is read as ``?``."""
    if any("\ud800" <= ch <= "\udfff" for ch in query):
        query = query.encode("utf-8", "replace").decode("utf-8")
    return embedder.encode_query(query)


def search(
    store: Store,
    home: Path,
    cfg: Settings,
    query: str,
    *,
    mode: str,
    limit: int = 10,
    since_ts: float | None = None,
    until_ts: float | None = None,
    now_ts: float | None = None,
) -> list[Any]:
    """Best *limit* hits for *query* in *mode* (``fast``/``semantic``/``deep``), best first.

    The query is encoded, then :func:`fuse` ranks. (Encoding and the vector
    scan on a worker thread while the full text is ranked saves wall time
    only with a core idle and costs more CPU when both are busy: both sides
    need the GIL between their C calls. Not worth a thread; docs/benchmarks.md.)
    """
    if mode == "fast" or not query.strip():
        return _fast(store, query, limit, since_ts, until_ts)
    if mode not in ("semantic", "deep"):
        raise MemError(f"unknown recall mode {mode!r}; use fast, semantic or deep")
    try:
        embedder = load_model(cfg, home)
    except MemError as exc:
        _warn(f"{exc}; {mode} recall fell back to fast (full-text) recall")
        return _fast(store, query, limit, since_ts, until_ts)
    index = store.vectors.searchable(embedder.model_name)
    qvec = _encoded(embedder, query)
    return fuse(
        store, cfg, index, qvec, query,
        mode=mode, limit=limit, since_ts=since_ts, until_ts=until_ts,
        now_ts=time.time() if now_ts is None else now_ts,
        also=[_encoded(embedder, part) for part in query_sentences(query)],
    )


_ENCODED: dict[tuple[int, str], tuple[Any, Any]] = {}  # (the embedder, held so its id is not reused; the vector)
_ENCODED_MAX = 16


def _encoded(embedder: Any, text: str) -> Any:
    """:func:`encode_query`, remembered for the last few texts of this process: a pack that asks recall again
    for more hits (:data:`memcli.context.pack.REFILL_FACTOR`) does not encode its query and sentences twice
    (~12–20 ms each on this machine). Keyed by the embedder object, so a new or reloaded model encodes again."""
    key = (id(embedder), text)
    hit = _ENCODED.get(key)
    if hit is not None and hit[0] is embedder:
        return hit[1]
    vec = encode_query(embedder, text)
    if len(_ENCODED) >= _ENCODED_MAX:
        _ENCODED.pop(next(iter(_ENCODED)))
    _ENCODED[key] = (embedder, vec)
    return vec


MAX_SENTENCES = 4
"""A query of more sentences than this is a pasted passage (``mem context --chats``' messages), not typed
questions: it is embedded whole only (:func:`query_sentences`)."""
_SENTENCE_END = "？?！!。；;"


def query_sentences(query: str) -> list[str]:
    """The sentences of a query that asks several things (2 to :data:`MAX_SENTENCES` of them, each with at least
    four letters or digits), else ``[]``.

    Why: one vector for "我上司是做什么的？另外，那个论坛在哪儿？" lands between two
    topics and lies near neither; full-text recall matches each question's
    words. Each sentence is embedded too and an item's similarity is the best
    of the whole query's and the sentences' (:func:`fuse`'s *also*).
    Measured on the dev sets (docs/quality.md, *Semantic packs*): MemDaily
    file haystacks semantic recall@10 0.498 → 0.502, pack 0.708 → 0.721
    (its two-part questions); LoCoMo and MADial-zh within ±0.002.
    """
    parts: list[str] = []
    start = 0
    for i, ch in enumerate(query):
        if ch in _SENTENCE_END:
            parts.append(query[start : i + 1])
            start = i + 1
    parts.append(query[start:])
    parts = [p.strip() for p in parts if sum(1 for ch in p if ch.isalnum()) >= 4]
    return parts if 2 <= len(parts) <= MAX_SENTENCES else []


RRF_K = 60
TEXT_DEPTH = 60
"""How many full-text results take part in the fusion (at least *limit*).

A text match ranked low by word statistics but close in meaning can reach
the top only if it takes part. Depth 60 against 20, on the same flushed
stores: LoCoMo semantic recall@10 0.706 → 0.712, pack 0.796 → 0.799;
MADial-zh semantic recall@10 0.606 → 0.605, pack 0.823 → 0.856, for a small
cost per query (docs/benchmarks.md).
"""
TEXT_CANDIDATES = 100
"""The text side's bound on candidates per common word (fast mode's ``recall.candidates`` is 200): the
vectors bring the breadth, and halving it halves the text side's cost (100k store, 200 mixed queries:
10.9 → 5.5 ms) at no measured cost in quality (LoCoMo semantic recall@10 0.707 → 0.706)."""
VECTOR_DEPTH = {"semantic": 50, "deep": 100}
"""How many nearest neighbours the vector side brings (at least 5 × / 10 × *limit*)."""


def _rank_signal(position: int) -> float:
    """Reciprocal-rank fusion, scaled so the best position scores 1 (k = 60)."""
    return (RRF_K + 1.0) / (RRF_K + 1.0 + position)


def _vector_window(
    cfg: Settings, index: Any, mode: str, limit: int, since_ts: float | None, until_ts: float | None
) -> tuple[int, int, int]:
    """Rows to scan and how many neighbours to keep: the newest ``semantic_window`` rows, or all (deep)."""
    lo, hi = index.row_range(since_ts, until_ts)
    if mode == "semantic":
        return max(lo, hi - cfg.recall.semantic_window), hi, max(limit * 5, VECTOR_DEPTH["semantic"])
    return lo, hi, max(limit * 10, VECTOR_DEPTH["deep"])


def _text_side(
    store: Store, cfg: Settings, query: str, limit: int, since_ts: float | None, until_ts: float | None
) -> list[tuple[str, int, float, float]]:
    """The full-text ranking fused: its top ``max(limit, TEXT_DEPTH)``."""
    from memcli.recall.fulltext import ALL_KINDS, Index, rank

    ft = Index(store, ALL_KINDS, min(cfg.recall.candidates, TEXT_CANDIDATES))
    return rank(ft, ft.parse(query), limit=max(limit, TEXT_DEPTH), since_ts=since_ts, until_ts=until_ts)


def fuse(
    store: Store,
    cfg: Settings,
    index: Any,
    qvec: Any,
    query: str,
    *,
    mode: str,
    limit: int,
    since_ts: float | None,
    until_ts: float | None,
    now_ts: float,
    also: list[Any] | None = None,
) -> list[Any]:
    """Semantic/deep recall for an already encoded query (:func:`search` calls it; tests and benchmarks too).

    Two ranked lists are fused by reciprocal rank (k = 60), each scaled to
    [0, 1] at its top: the full-text top :data:`TEXT_DEPTH` and the vector
    top :data:`VECTOR_DEPTH` (see :func:`_combine`). *also* holds the vectors
    of the query's sentences (:func:`query_sentences`): the vector side then
    takes each one's nearest neighbours too, and an item's similarity is the
    best of them.
    """
    if limit <= 0:
        return []
    lo, hi, depth = _vector_window(cfg, index, mode, limit, since_ts, until_ts)
    qvecs = [centred(index, q) for q in (qvec, *(also or []))]
    if len(qvecs) > 1:
        index = _BestOf(index, qvecs)
    qvec = qvecs[0]
    near = index.top(qvec, lo=lo, hi=hi, k=depth)
    ranked = _text_side(store, cfg, query, limit, since_ts, until_ts)
    return _combine(store, cfg, index, qvec, ranked, near, limit=limit, since_ts=since_ts, until_ts=until_ts,
                    now_ts=now_ts, w_vector=vector_weight(cfg, query))


class _BestOf:
    """A vector index seen through several (centred) query vectors: an item's similarity is the best of them.

    Only :meth:`top` and :meth:`similarity` change (the vector they are given
    is ignored: they use all of *qvecs*); everything else is the index's.
    """

    def __init__(self, index: Any, qvecs: list[Any]) -> None:
        self._index = index
        self._qvecs = qvecs

    def __getattr__(self, name: str) -> Any:
        return getattr(self._index, name)

    def top(self, qvec: Any, *, lo: int, hi: int, k: int) -> list[tuple[int, float]]:
        best: dict[int, float] = {}
        for q in self._qvecs:
            for row, sim in self._index.top(q, lo=lo, hi=hi, k=k):
                if row not in best or sim > best[row]:
                    best[row] = sim
        return sorted(best.items(), key=lambda t: (-t[1], t[0]))[:k]

    def similarity(self, rows: Any, qvec: Any) -> Any:
        import numpy as np

        return np.fmax.reduce([np.asarray(self._index.similarity(rows, q), dtype=np.float64) for q in self._qvecs])


CENTRING = 0.5
"""How much of the stored vectors' mean is taken out of the query before similarities (:func:`centred`).

The whole mean suited LoCoMo best (semantic recall@10 0.745 with weight 1.0) but cost MADial-zh, whose
stores hold ~175 vectors (a small store's mean is mostly its own topic); half of it was at or above the old
rule on all four dev sets (docs/quality.md)."""


def centred(index: Any, qvec: Any) -> Any:
    """The query vector with :data:`CENTRING` × the mean of the stored vectors taken out.

    Why: every vector a small embedding model makes shares one large common
    direction (and a store's own: its language, its speakers' names, its
    style), so raw cosines are all high and the item nearest to *everything*
    — a short, bland text — is near every query. Measured against the mean,
    ``(q − μ)·x`` ranks items by what sets them apart; for a fixed query that
    is ``q·x − μ·x``, one scan, no extra cost. Measured in docs/quality.md
    (*Fusion that transfers*).
    """
    mean = getattr(index, "mean", None)
    if mean is None or not CENTRING:
        return qvec
    import numpy as np

    return np.asarray(qvec, dtype=np.float32) - np.float32(CENTRING) * np.asarray(mean, dtype=np.float32)


def query_cjk_share(query: str) -> float:
    """The share of Chinese (Han) characters among the query's letters (0 for none).

    Letters, not characters: an English word counts once per letter as a
    Chinese character counts once, so "朋友 火锅 rain" is 4 of 8.
    """
    from memcli.recall.query import is_cjk

    letters = [ch for ch in query if ch.isalpha()]
    return sum(1 for ch in letters if is_cjk(ch)) / len(letters) if letters else 0.0


def vector_weight(cfg: Settings, query: str) -> float:
    """The vector side's weight for *query*: ``weight_vector`` for a query without Chinese letters,
    ``weight_vector_cjk`` for one written wholly in them, and between the two by their share.

    The two are equal by default: a separate weight for Chinese queries
    (2.0 against 0.5, chosen on MADial-zh: recall@10 0.660 → 0.717) did not
    carry over to MemDaily, the other Chinese dev set, and once similarities
    are centred (:func:`centred`) one weight of 1.5 is at or above that rule
    on every dev set (docs/quality.md, *Fusion that transfers*). A user who
    sets them apart gets the interpolation by the query's script.
    """
    rc = cfg.recall
    if rc.weight_vector_cjk == rc.weight_vector:
        return rc.weight_vector
    return rc.weight_vector + query_cjk_share(query) * (rc.weight_vector_cjk - rc.weight_vector)


def _combine(
    store: Store,
    cfg: Settings,
    index: Any,
    qvec: Any,
    ranked: list[tuple[str, int, float, float]],
    near: list[tuple[int, float]],
    *,
    limit: int,
    since_ts: float | None,
    until_ts: float | None,
    now_ts: float,
    w_vector: float | None = None,
) -> list[Any]:
    """Score the union of the text and vector candidates.

    Full-text scores and cosine similarities live on different scales that
    shift with the query's length and the model, and summing them raw let the
    vector side drown exact matches (measured on LoCoMo: raw sums lost 5
    points of recall@10 against full-text alone), so both enter as ranks.
    Every text candidate also gets its similarity, so the vector ranking
    covers the whole union and text matches are reordered by meaning. The
    text list is deeper than the answer (:data:`TEXT_DEPTH`, not the top 10) so that a text
    match ranked low by word statistics but close in meaning can reach the
    top; at depth 20, measured on LoCoMo (7 conversations, 1,033 questions,
    docs/benchmarks.md) this with ``weight_vector`` 0.5 gave recall@10 0.710
    against 0.692 for full-text alone (0.692 too with the old depth 10,
    which only reordered the text top 10), while a textbook RRF of two
    independent lists (a text candidate outside the vector top 50 gets no
    vector signal) lost to full-text (0.679 at depth 50). Importance and recency, each in [0, 1], are then added with
    their (smaller) weights, the type weight multiplies the sum, and items
    drawn from one same record are collapsed as fast recall does. *w_vector*
    is the vector side's weight for this query (:func:`vector_weight`;
    ``recall.weight_vector`` when not given).
    """
    import numpy as np

    from memcli.recall.fulltext import collapse_same_sources, load_hits
    from memcli.store.item_keys import item_key, split_key

    rc = cfg.recall
    text: dict[int, float] = {item_key(k, r): float(sc) for k, r, sc, _ts in ranked if sc > 0}
    # keys read through a plain array view: indexing the memory map element by element goes through Python
    near_keys = np.asarray(index.keys)[[row for row, _ in near]].tolist() if near else []
    vec: dict[int, float] = {key: sim for key, (_row, sim) in zip(near_keys, near)}
    only_text = [k for k in text if k not in vec]
    if only_text:  # text candidates get their similarity too, so both rankings cover the union
        rows = index.rows_for(only_text)
        for k, s in zip(only_text, index.similarity(rows, qvec)):
            if s == s:  # not nan: the item has a vector
                vec[k] = float(s)
    text_pos = {k: n for n, k in enumerate(sorted(text, key=lambda k: (-text[k], k)))}
    vec_pos = {k: n for n, k in enumerate(sorted(vec, key=lambda k: (-vec[k], k)))}
    w_vec = rc.weight_vector if w_vector is None else w_vector

    keys = sorted(set(text) | set(vec))
    info = _details(store, [split_key(k) for k in keys])
    half_life = rc.recency_half_life_days * DAY
    scored: list[tuple[float, int]] = []
    for key in keys:
        meta = info.get(split_key(key))
        if meta is None:  # forgotten, superseded
            continue
        ts = meta["ts"]
        if (since_ts is not None and ts < since_ts) or (until_ts is not None and ts > until_ts):
            continue
        recency = 0.5 ** (max(0.0, now_ts - ts) / half_life)
        score = (
            (rc.weight_text * _rank_signal(text_pos[key]) if key in text_pos else 0.0)
            + (w_vec * _rank_signal(vec_pos[key]) if key in vec_pos else 0.0)
            + rc.weight_importance * (meta["importance"] / 100.0)
            + rc.weight_recency * recency
        )
        if rc.usage_weighting and meta.get("usage_count"):
            since_use = max(0.0, now_ts - (meta.get("last_used_ts") or now_ts))
            score += USAGE_WEIGHT * math.log1p(meta["usage_count"]) * 0.5 ** (since_use / half_life)
        score *= rc.type_weights.get(meta["type"], 1.0)
        scored.append((score, key))
    # best first; ties by kind code then id (the key), never by dict order
    scored.sort(key=lambda t: (-t[0], t[1]))
    # items restating one same record collapse to the best of them (as in fast recall): load more if some did
    loaded: list[Any] = []
    hits: list[Any] = []
    start, step = 0, 2 * limit
    while start < len(scored):
        chunk = scored[start : start + step]
        loaded += load_hits(store, [(*split_key(key), round(score, 6)) for score, key in chunk])
        hits = collapse_same_sources(loaded, limit)
        if len(hits) >= limit:
            break
        start += step
    if rc.usage_weighting:
        _record_usage(store, [int(h.row_id) for h in hits if h.kind == "memory"], now_ts)
    return hits


def _details(store: Store, items: list[tuple[str, int]]) -> dict[tuple[str, int], dict[str, Any]]:
    """Time, importance, type (and usage) of each live item, one look-up per kind and chunk."""
    out: dict[tuple[str, int], dict[str, Any]] = {}
    by_kind: dict[str, list[int]] = {}
    for kind, item_id in items:
        by_kind.setdefault(kind, []).append(item_id)
    for kind, id_list in by_kind.items():
        for item_id, (ts, importance, kind_type, uses, last_used) in store.fulltext.fusion_facts(kind, id_list).items():
            meta: dict[str, Any] = {"ts": ts, "importance": RECORD_IMPORTANCE if importance is None else importance,
                                    "type": kind_type}
            if kind == "memory":
                meta["usage_count"] = uses
                meta["last_used_ts"] = last_used
            out[(kind, item_id)] = meta
    return out


def _record_usage(store: Store, memory_ids: list[int], now_ts: float) -> None:
    """Usage weighting only: returned memories count one more use, now.

    A read-only store cannot count uses; the answer itself does not depend on them.
    """
    if memory_ids:
        store.fulltext.note_recalled(memory_ids, now_ts)


__all__ = ["search", "fuse", "load_model", "vector_weight"]
