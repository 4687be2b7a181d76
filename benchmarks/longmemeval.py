"""LongMemEval-S (dev split: question ids ending in hex 0–7) evidence-session recall: `mem` beside BM25, MiniLM and RRF.

Usage (from the repository root)::

    python benchmarks/longmemeval.py --data PATH/TO/lme_jsons --work ../lme-work

Measures, per question type and pooled, evidence-session recall at 5 and 10:
walking down a system's ranked hits, the first 5 (10) *distinct sessions*
are taken, and a question counts as found "any" when at least one of its
answer sessions is among them, "all" when every one is (the published
figures for BM25 R@5 0.862, BM25 + MiniLM hybrid 0.952 and dense 0.966 are
"any"). Systems: ``mem recall``'s default mode and ``mem recall --mode
semantic`` (their first ``--hits`` hits, default 100; a derived item counts
through the sessions of its sources, none when it cites more than three),
BM25 over turns, BM25 over whole sessions, MiniLM over turns and the
reciprocal-rank fusion (k = 60) of BM25 and MiniLM over turns. Also
recorded: how many distinct sessions mem's top 10 hits cover, recall
latency, and the flush time of each haystack.

The data is one JSON file per question, ``<sessions>_<question_id>.json``;
the S haystacks are the files whose ``<sessions>`` prefix is at least 30
(~40–57 sessions, ~500 turns). The split is chosen from the file *name*
before a file is opened: a question id whose base (``_abs`` stripped) ends
in 0–7 is dev; 8–f are held out, reachable only through ``--heldout`` (the
lead's final check; never tune on it). Abstention questions (``_abs``) are
left out unless ``--with-abs``, as in the published retrieval figures.

Each question's haystack sessions are imported, as dated OpenAI-style chats
(user and assistant turns; the session id as the conversation id, each
turn's external id ``<session id>:<index>``, the session's date plus the
turn's index in seconds), into a fresh store, flushed offline with the
default embedder, and the question asked with its ``question_date`` as
"today". Empty turns are skipped, and a session repeated under the same id
is kept once (6 dev haystacks repeat one, always with the same content);
the baselines see exactly the same turns. Building ~250 stores takes hours:
``--work DIR`` (outside the repository) keeps each store and its MiniLM
vectors and reuses them by default (``--rebuild`` builds again; a store
built by another commit is reused and said so in the results).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import quality_common as qc  # noqa: E402

S_MIN_SESSIONS = 30  # file prefixes 1–6 are the oracle variants; ≥ 30 the S haystacks
_FILE = re.compile(r"^(\d+)_(.+)\.json$")
_DATE = re.compile(r"^(\d{4})/(\d{1,2})/(\d{1,2})\s*(?:\([^)]*\))?\s*(\d{1,2}):(\d{2})")
TYPES = ("single-session-user", "single-session-assistant", "single-session-preference", "multi-session",
         "knowledge-update", "temporal-reasoning")
KS = (5, 10)
METRICS = ("any@5", "all@5", "any@10", "all@10")


def iso_date(text: str) -> str:
    """``"2023/05/20 (Sat) 10:44"`` → ``"2023-05-20T10:44:00"``."""
    m = _DATE.match(text.strip())
    if not m:
        raise ValueError(f"not a LongMemEval date: {text!r}")
    y, mo, d, h, mi = (int(g) for g in m.groups())
    return f"{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00"


def select_files(folder: Path, split: str = qc.DEV, with_abs: bool = False) -> list[tuple[str, Path]]:
    """(question id, path) of the S haystack files of *split*, by question id — from the names alone."""
    out = []
    for path in folder.glob("*.json"):
        m = _FILE.match(path.name)
        if not m or int(m.group(1)) < S_MIN_SESSIONS:
            continue
        qid = m.group(2)
        try:
            if qc.lme_split(qid) != split:
                continue
        except ValueError:
            continue  # not a question file
        if qid.endswith("_abs") and not with_abs:
            continue
        out.append((qid, path))
    return sorted(out)


@dataclass
class Turn:
    tid: str  # "<session id>:<index in the session>"
    session: str
    role: str
    text: str
    time: str


@dataclass
class Question:
    qid: str
    qtype: str
    text: str
    date: str
    answer_sessions: list[str]
    sessions: list[tuple[str, str, list[Turn]]] = field(default_factory=list)  # (id, ISO date, turns)

    @property
    def turns(self) -> list[Turn]:
        return [t for _sid, _date, turns in self.sessions for t in turns]

    @property
    def category(self) -> str:
        return self.qtype + ("_abs" if self.qid.endswith("_abs") else "")


def load_question(path: Path) -> Question:
    d = json.loads(path.read_text(encoding="utf-8"))
    q = Question(qid=str(d["question_id"]), qtype=str(d["question_type"]), text=str(d["question"]),
                 date=iso_date(str(d["question_date"])), answer_sessions=[str(s) for s in d["answer_session_ids"]])
    seen: set[str] = set()
    for sid, date, turns in zip(d["haystack_session_ids"], d["haystack_dates"], d["haystack_sessions"], strict=True):
        sid = str(sid)
        if sid in seen:
            continue
        seen.add(sid)
        day = iso_date(str(date))
        start = datetime.fromisoformat(day)
        kept = [Turn(tid=f"{sid}:{i}", session=sid, role=str(t["role"]), text=str(t["content"]),
                     time=(start + timedelta(seconds=i)).isoformat())  # the turn's index in seconds: order kept
                for i, t in enumerate(turns) if str(t.get("content", "")).strip()]
        q.sessions.append((sid, day, kept))
    return q


def openai_export(q: Question) -> list[dict[str, Any]]:
    """The haystack as OpenAI-style conversations: session id, turns with role, time and external id."""
    return [{"id": sid, "messages": [{"role": t.role, "content": t.text, "time": t.time, "id": t.tid} for t in turns]}
            for sid, _day, turns in q.sessions if turns]


def session_of(turn_id: str) -> str:
    return turn_id.rsplit(":", 1)[0]


# ---------------------------------------------------------------- scores


@dataclass
class SessionScores:
    """One system's evidence-session recall over the questions: per question {metric: 0/1}."""

    name: str
    rows: list[tuple[str, str, dict[str, float]]] = field(default_factory=list)  # (qid, category, metrics)
    latency_ms: list[float] = field(default_factory=list)
    note: str = ""

    def add(self, qid: str, category: str, ranked_sessions: list[list[str]], answers: list[str],
            extra: dict[str, float] | None = None) -> None:
        metrics: dict[str, float] = {}
        for k in KS:
            found_any, found_all = qc.session_recall(answers, qc.distinct_sessions(ranked_sessions, k))
            metrics[f"any@{k}"], metrics[f"all@{k}"] = found_any, found_all
        self.rows.append((qid, category, {**metrics, **(extra or {})}))

    def summary(self, categories: list[str]) -> dict[str, Any]:
        def agg(rows: list[tuple[str, str, dict[str, float]]]) -> dict[str, Any]:
            out: dict[str, Any] = {"n": len(rows)}
            keys = sorted({k for _q, _c, m in rows for k in m}, key=lambda k: (k not in METRICS, k))
            for key in keys:
                vals = [m[key] for _q, _c, m in rows if key in m]
                out[key] = sum(vals) / len(vals) if vals else None
            return out

        by: dict[str, list[tuple[str, str, dict[str, float]]]] = defaultdict(list)
        for row in self.rows:
            by[row[1]].append(row)
        out: dict[str, Any] = {"name": self.name, **agg(self.rows),
                               "by_type": {c: agg(by[c]) for c in categories if by.get(c)}}
        if self.latency_ms:
            out["latency_ms"] = qc.latency_stats(self.latency_ms)
        if self.note:
            out["note"] = self.note
        return out


# ---------------------------------------------------------------- systems

SYSTEMS = (qc.MEM_DEFAULT, qc.MEM_SEMANTIC, "BM25 turns", "BM25 sessions", "MiniLM turns", "RRF turns")


def mem_sessions(store: qc.MemStore, hits: list[dict[str, Any]]) -> list[list[str]]:
    """Each hit's sessions, in its sources' order; none for an item citing more than three sources."""
    out = []
    for sources in qc.external_sources(store, hits):
        uniq = list(dict.fromkeys(sources))
        out.append(list(dict.fromkeys(session_of(s) for s in uniq)) if 0 < len(uniq) <= qc.MAX_SOURCES else [])
    return out


def ask_mem(q: Question, store: qc.MemStore, systems: dict[str, SessionScores], *, hits: int, semantic: bool,
            details: list[dict[str, Any]] | None) -> None:
    got = qc.ask_mem(store, q.text, now=q.date, n=hits, semantic=semantic, packs=False)
    for row, items in got.hits.items():
        ranked = mem_sessions(store, items)
        scores = systems.setdefault(row, SessionScores(row))
        scores.note = f"mode {got.modes[row]}, first {hits} hits"
        scores.add(q.qid, q.category, ranked, q.answer_sessions,
                   {"sessions_in_top10_hits": float(len(qc.distinct_sessions(ranked[:10], 10))),
                    "hits": float(len(items))})
        scores.latency_ms.append(got.recall_ms[row])
        if details is not None:
            details.append({"system": row, "qid": q.qid, "type": q.category, "question": q.text,
                            "answer_sessions": q.answer_sessions, "sessions": qc.distinct_sessions(ranked, 10),
                            "top": [{"id": it.get("id"), "kind": it.get("kind"), "text": str(it.get("text", ""))[:200],
                                     "sessions": s} for it, s in zip(items[:10], ranked[:10])]})


def minilm_vectors(texts: list[str], cache: Path | None) -> Any:
    """MiniLM vectors of *texts*, kept in *cache* (``.npz`` with a digest of the texts) when given."""
    import numpy as np

    digest = hashlib.sha256("\0".join(texts).encode("utf-8")).hexdigest()[:32]
    if cache is not None and cache.exists():
        with np.load(cache) as f:
            if str(f["digest"]) == digest:
                return f["vectors"]
    vecs = qc.minilm_encode(texts)
    if cache is not None:
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_name(cache.stem + ".tmp.npz")
        np.savez(tmp, vectors=vecs, digest=np.array(digest))
        tmp.replace(cache)
    return vecs


def ask_baselines(q: Question, systems: dict[str, SessionScores], *, dense: bool, cache: Path | None) -> None:
    turns = q.turns
    query = qc.tokens(q.text)
    turn_sessions = [[t.session] for t in turns]
    vecs = qvec = None
    if dense:
        vecs = minilm_vectors([t.text for t in turns], cache)
        qvec = qc.minilm_encode([q.text])
    rankings = qc.baseline_rankings([qc.tokens(t.text) for t in turns], [query], vecs, qvec)
    for ranker, per_q in rankings.items():
        name = f"{ranker} turns"
        systems.setdefault(name, SessionScores(name)).add(q.qid, q.category, [turn_sessions[i] for i in per_q[0]],
                                                          q.answer_sessions)
    sessions = [(sid, "\n".join(t.text for t in ts)) for sid, _day, ts in q.sessions if ts]
    ranking = qc.bm25_rankings([qc.tokens(text) for _sid, text in sessions], [query])[0]
    systems.setdefault("BM25 sessions", SessionScores("BM25 sessions")).add(
        q.qid, q.category, [[sessions[i][0]] for i in ranking], q.answer_sessions)


def run(questions: list[tuple[str, Path]], systems: dict[str, SessionScores], work: Path, *, reuse: bool,
        do_mem: bool, do_baselines: bool, dense: bool, semantic: bool, hits: int, settings: dict[str, Any],
        types: set[str], limit: int, details: list[dict[str, Any]] | None) -> dict[str, Any]:
    builds: list[dict[str, Any]] = []
    asked: list[dict[str, Any]] = []
    warnings: dict[str, int] = defaultdict(int)
    with tempfile.TemporaryDirectory(prefix="mem-lme-") as scratch:
        for qid, path in questions:
            if limit and len(asked) >= limit:
                break
            q = load_question(path)
            if types and q.qtype not in types:
                continue
            turns = q.turns
            asked.append({"qid": q.qid, "type": q.category, "sessions": len(q.sessions), "turns": len(turns)})
            if do_mem:
                src = Path(scratch) / "haystack.json"

                def build(store: qc.MemStore, q: Question = q, src: Path = src) -> int:
                    src.write_text(json.dumps(openai_export(q), ensure_ascii=False), encoding="utf-8")
                    return int(store.import_file(src, fmt="openai").get("imported") or 0)

                store, info = qc.built_store(work / q.qid / "store", records=len(turns), build=build, reuse=reuse,
                                             settings=settings)
                builds.append({"qid": q.qid, "turns": len(turns), **info})
                if info["records"] != len(turns):
                    store.close()
                    raise SystemExit(f"longmemeval.py: error: {q.qid}: imported {info['records']} of {len(turns)} turns")
                try:
                    ask_mem(q, store, systems, hits=hits, semantic=semantic, details=details)
                    for w in store.warnings:
                        warnings[w] += 1
                finally:
                    store.close()
            if do_baselines:
                with qc.Timer() as t_base:
                    ask_baselines(q, systems, dense=dense, cache=work / q.qid / "minilm.npz")
            how = "" if not do_mem else (", store reused" if info["reused"] else
                                          f", flush {info['flush_ms'] / 1000:.1f} s ({info['flush_cpu_s']:.1f} s CPU)")
            how += f", baselines {t_base.ms / 1000:.1f} s" if do_baselines else ""
            qc.progress(f"{len(asked)}: {q.qid} {q.category}, {len(q.sessions)} sessions, {len(turns)} turns{how}")
    return {"asked": asked, "builds": builds, "warnings": dict(warnings)}


# ---------------------------------------------------------------- main


def tables(summaries: list[dict[str, Any]], types: list[str]) -> str:
    pooled = qc.format_table(
        ["system", "n", "R@5 any", "R@5 all", "R@10 any", "R@10 all", "sessions in top-10 hits", "p50 ms"],
        [[s["name"], s["n"], s.get("any@5"), s.get("all@5"), s.get("any@10"), s.get("all@10"),
          s.get("sessions_in_top10_hits"), (s.get("latency_ms") or {}).get("p50")] for s in summaries])
    rows = []
    for t in types:
        for s in summaries:
            agg = s["by_type"].get(t)
            if agg:
                rows.append([t, s["name"], agg["n"], agg.get("any@5"), agg.get("all@5"), agg.get("any@10"),
                             agg.get("all@10")])
    return pooled + "\n\n" + qc.format_table(["type", "system", "n", "R@5 any", "R@5 all", "R@10 any", "R@10 all"], rows)


def main(argv: list[str] | None = None) -> int:
    clock = qc.RunClock()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, required=True, help="the lme_jsons folder (one file per question)")
    ap.add_argument("--work", type=Path, default=None,
                    help="keep each question's flushed store and MiniLM vectors here (outside the repository) "
                         "and reuse them; without it everything is built in a temporary folder and thrown away")
    ap.add_argument("--rebuild", action="store_true", help="with --work: build every store again")
    ap.add_argument("--limit", type=int, default=0, help="only the first N questions (by id, after --types; 0 = all)")
    ap.add_argument("--types", default="", help=f"comma-separated question types (default all: {', '.join(TYPES)})")
    ap.add_argument("--shard", default="", metavar="K/N",
                    help="only every N-th question from the K-th (0-based), e.g. 0/2 and 1/2 in two processes that "
                         "share --work; a last run without --shard then reuses every store and scores them all")
    ap.add_argument("--hits", type=int, default=100, help="how many mem hits to walk for distinct sessions (default 100)")
    ap.add_argument("--with-abs", action="store_true", help="also score the abstention (_abs) questions, by type + _abs")
    ap.add_argument("--heldout", action="store_true",
                    help="score the HELD-OUT questions (ids ending 8-f) instead of the dev split: final check only")
    qc.add_common_args(ap, "longmemeval")
    args = ap.parse_args(argv)

    if not args.data.is_dir():
        print(f"longmemeval.py: error: {args.data} is not a folder; pass --data DIR (lme_jsons)", file=sys.stderr)
        return 1
    types = {t.strip() for t in args.types.split(",") if t.strip()}
    unknown = types - set(TYPES)
    if unknown:
        print(f"longmemeval.py: error: unknown question type {sorted(unknown)}; one of {', '.join(TYPES)}", file=sys.stderr)
        return 2
    shard = re.fullmatch(r"(\d+)/(\d+)", args.shard.strip()) if args.shard else None
    if args.shard and (shard is None or int(shard.group(1)) >= int(shard.group(2))):
        print(f"longmemeval.py: error: --shard takes K/N with 0 <= K < N, got {args.shard!r}", file=sys.stderr)
        return 2
    split = qc.HELDOUT if args.heldout else qc.DEV
    files = select_files(args.data, split, args.with_abs)
    if not files:
        print(f"longmemeval.py: error: no LongMemEval-S question files in {args.data}", file=sys.stderr)
        return 1
    if shard is not None:
        files = files[int(shard.group(1))::int(shard.group(2))]
    qc.progress(f"LongMemEval-S {split}: {len(files)} question files")
    settings = qc.parse_settings(args.settings)
    systems: dict[str, SessionScores] = {}
    details: list[dict[str, Any]] | None = [] if args.details else None
    opts = dict(reuse=not args.rebuild, do_mem=not args.no_mem, do_baselines=not args.no_baselines,
                dense=not args.no_dense, semantic=not args.no_semantic, hits=args.hits, settings=settings,
                types=types, limit=args.limit, details=details)
    sub = "longmemeval-heldout" if args.heldout else "longmemeval"
    if args.work is not None:
        qc.share_model_cache(args.work / "_models")
        info = run(files, systems, args.work / sub, **opts)
    else:
        qc.share_model_cache(None)
        with tempfile.TemporaryDirectory(prefix="mem-lme-work-") as tmp:
            info = run(files, systems, Path(tmp) / sub, **opts)
    if args.details and details is not None:
        args.details.write_text(json.dumps(details, ensure_ascii=False, indent=1), encoding="utf-8")

    present = [t for t in TYPES if any(a["type"] == t for a in info["asked"])]
    present += sorted({a["type"] for a in info["asked"]} - set(present))
    summaries = [systems[n].summary(present) for n in SYSTEMS if n in systems]
    name = args.name if not args.heldout or args.name != "longmemeval" else "longmemeval_heldout"
    n_turns = [a["turns"] for a in info["asked"]]
    title = (f"LongMemEval-S {split}: {len(info['asked'])} questions, {sum(n_turns)} turns "
             f"(evidence-session recall over the first 5/10 distinct sessions)")
    payload: dict[str, Any] = {
        "benchmark": "longmemeval-s", "split": f"{split} (question ids ending in hex {'8-f' if args.heldout else '0-7'})",
        "data": qc.portable_path(args.data), "questions": len(info["asked"]), "types": present,
        "with_abstention": args.with_abs, "turns": sum(n_turns), "mem_hits": args.hits, "shard": args.shard or None,
        "work": args.work.name if args.work else None, "asked": info["asked"],
    }
    if info["builds"]:
        payload["mem"] = {"builds": qc.build_summary(info["builds"]), "recall_warnings": info["warnings"],
                          "per_haystack": [{k: b.get(k) for k in ("qid", "turns", "flush_ms", "flush_cpu_s", "reused",
                                                                   "built_by", "memories", "events")}
                                           for b in info["builds"]]}
        if settings:
            payload["mem"]["settings"] = settings
    return qc.report(title, name, summaries, {}, payload, args.out, clock, tables=tables(summaries, present))


if __name__ == "__main__":
    raise SystemExit(main())
