"""MemDaily (MemSim; dev split: the trajectories at even positions of each file) recall: `mem` beside BM25, MiniLM and RRF.

Usage (from the repository root)::

    python benchmarks/memdaily.py --data PATH/TO/MemSim/data_generation/final_dataset/messages_and_QAs

Measures, per file (question type × entity, e.g. ``simple/events``) and
pooled: recall@5 and recall@10 (the share of a question's evidence messages
— its ``target_step_id`` — among the sources of the top 5/10 items; a derived
item counts through its ``sources``, none when it cites more than three) and
pack recall (the share inside a 6,000-byte ``mem context --query`` pack), for
``mem recall``'s default mode, ``mem recall --mode semantic`` and ``mem
context``'s default, beside BM25 (rank-bm25 over jieba words; lower-cased
``\\w+`` for a message without Chinese), MiniLM (all-MiniLM-L6-v2) and their
reciprocal-rank fusion (k = 60) over the same messages, each packing its
ranked messages into the same 6,000 bytes.

The split is chosen before anything else of a trajectory is read: the
trajectories at even positions (0, 2, 4, …) of each file are the dev split
the project tunes on. The odd positions are held out; ``--heldout`` scores
them instead, for the lead's final check only — never tune on them.

Each trajectory's ``message_list`` (what the user told the assistant, with
``time`` and ``place``) becomes one OpenAI-style conversation of user
messages, each message with its time (the user's zone is Asia/Shanghai) and
its ``mid`` as the external id, imported through the real importer into a
fresh store and flushed offline (``mem flush --no-llm``, with the default
embedder). The ``place`` is not part of the text (it says where the user was,
not what they said). Each question is asked with its own ``time`` as "today".

Two haystacks (``--haystack``):

* ``trajectory`` (default): one store per trajectory, as MemSim's own
  "vanilla" setting — 4 to 16 messages, so every pack holds the whole
  trajectory and recall@10 is close to 1 for every system;
* ``file``: one store per file holding all its selected trajectories (one
  conversation each, message ids ``<tid>:<mid>``) — 100 to 2,256 messages
  that share the question's vocabulary, where ranking matters (each
  trajectory's evidence competes with the other trajectories' look-alikes,
  as in MemSim's noise-infused variants).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import quality_common as qc  # noqa: E402

TIMEZONE = "Asia/Shanghai"
HAYSTACKS = ("trajectory", "file")
_TIME = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\D*?(?:(\d{1,2})\s*[:：]\s*(\d{2}))?\s*$")


def iso_time(text: str) -> str:
    """``"2024年04月01日 周一 08:30"`` → ``"2024-04-01T08:30:00"`` (naive: the user's zone)."""
    m = _TIME.search(text.strip())
    if not m:
        raise ValueError(f"not a MemDaily time: {text!r}")
    y, mo, d = (int(m.group(i)) for i in (1, 2, 3))
    h, mi = int(m.group(4) or 0), int(m.group(5) or 0)
    return f"{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00"


@dataclass
class Message:
    mid: str  # the external id: "<mid>" in a trajectory haystack, "<tid>:<mid>" in a file haystack
    text: str
    time: str  # ISO, naive


@dataclass
class Question:
    qid: str  # "<file stem>#<tid>:<qid>"
    category: str  # "simple/events"
    text: str
    evidence: list[str]  # message ids, as in Message.mid
    time: str
    answer: str = ""


@dataclass
class Trajectory:
    stem: str
    tid: str
    messages: list[Message]
    questions: list[Question]


@dataclass
class Haystack:
    """One store's worth: the conversations imported together and the questions asked of them."""

    key: str  # the store's folder under --work
    conversations: list[tuple[str, list[Message]]]  # (session id, messages)
    questions: list[Question] = field(default_factory=list)

    @property
    def messages(self) -> list[Message]:
        return [m for _sid, msgs in self.conversations for m in msgs]


def category_of(stem: str) -> str:
    """``"01_simple_events"`` → ``"simple/events"``; ``"05_post_processing_roles"`` → ``"post_processing/roles"``."""
    body = re.sub(r"^\d+_", "", stem)
    kind, _, entity = body.rpartition("_")
    return f"{kind}/{entity}" if kind else body


def load_file(path: Path, split: str = qc.DEV, limit: int = 0) -> list[Trajectory]:
    """The trajectories of *split* in one MemDaily file, in file order (at most *limit*, 0 = all).

    The split is taken from the list positions before any trajectory is
    looked at; only the selected ones are parsed.
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise SystemExit(f"memdaily.py: error: {path.name} is not a list of trajectories")
    chosen = [data[i] for i in qc.memdaily_positions(len(data), split)]
    del data
    if limit:
        chosen = chosen[:limit]
    stem, category = path.stem, category_of(path.stem)
    out: list[Trajectory] = []
    for raw in chosen:
        tid = str(raw["tid"])
        messages = [Message(mid=str(m["mid"]), text=str(m["message"]), time=iso_time(str(m["time"])))
                    for m in raw["message_list"]]
        known = {m.mid for m in messages}
        questions = []
        for q in raw["question_list"]:
            evidence = [str(x) for x in q["target_step_id"]]
            missing = [e for e in evidence if e not in known]
            if missing:
                raise SystemExit(f"memdaily.py: error: {stem} trajectory {tid}: evidence {missing} names no message")
            questions.append(Question(qid=f"{stem}#{tid}:{q['qid']}", category=category, text=str(q["question"]),
                                      evidence=evidence, time=iso_time(str(q["time"])), answer=str(q.get("answer", ""))))
        out.append(Trajectory(stem=stem, tid=tid, messages=messages, questions=questions))
    return out


def haystacks(trajectories: list[Trajectory], kind: str) -> list[Haystack]:
    """Group trajectories into stores: one each (``trajectory``), or one per file (``file``, ids prefixed)."""
    if kind == "trajectory":
        return [Haystack(key=f"{t.stem}/{t.tid}", conversations=[(f"memdaily-{t.stem}-{t.tid}", t.messages)],
                         questions=list(t.questions)) for t in trajectories]
    out: dict[str, Haystack] = {}
    for t in trajectories:
        h = out.setdefault(t.stem, Haystack(key=t.stem, conversations=[]))
        prefix = f"{t.tid}:"
        h.conversations.append((f"memdaily-{t.stem}-{t.tid}", [
            Message(mid=prefix + m.mid, text=m.text, time=m.time) for m in t.messages]))
        h.questions += [Question(qid=q.qid, category=q.category, text=q.text, evidence=[prefix + e for e in q.evidence],
                                 time=q.time, answer=q.answer) for q in t.questions]
    return list(out.values())


def openai_export(h: Haystack) -> list[dict[str, Any]]:
    """The haystack as an OpenAI-style export: one conversation per trajectory, user messages with time and id."""
    return [{"id": sid, "messages": [{"role": "user", "content": m.text, "time": m.time, "id": m.mid} for m in msgs]}
            for sid, msgs in h.conversations]


# ---------------------------------------------------------------- systems


def run_baseline_suite(stacks: list[Haystack], systems: dict[str, qc.SystemScores], *, dense: bool) -> None:
    """BM25 / MiniLM / RRF over each haystack's messages, with each question's own text as the query."""
    vec: dict[str, Any] = {}
    if dense:
        texts = sorted({m.text for h in stacks for m in h.messages} | {q.text for h in stacks for q in h.questions})
        qc.progress(f"baselines: MiniLM encodes {len(texts)} distinct texts")
        vec = dict(zip(texts, qc.minilm_encode(texts)))
    import numpy as np

    for h in stacks:
        msgs = h.messages
        questions = [(q.qid, q.category, q.text, qc.tokens(q.text), q.evidence) for q in h.questions]
        qc.run_baselines(
            label="", doc_ids=[m.mid for m in msgs], doc_texts=[m.text for m in msgs], questions=questions,
            systems=systems, dense=dense,
            doc_vecs=np.stack([vec[m.text] for m in msgs]) if dense else None,
            query_vecs=np.stack([vec[q.text] for q in h.questions]) if dense else None,
        )


def run_mem_suite(stacks: list[Haystack], systems: dict[str, qc.SystemScores], work: Path, *, reuse: bool,
                  semantic: bool, settings: dict[str, Any], details: list[dict[str, Any]] | None) -> dict[str, Any]:
    """Per haystack: the store (built, or reused from *work*), then every question through ``mem``."""
    builds: list[dict[str, Any]] = []
    warnings: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="mem-memdaily-") as scratch:
        for i, h in enumerate(stacks):
            src = Path(scratch) / "memdaily.json"

            def build(store: qc.MemStore, h: Haystack = h, src: Path = src) -> int:
                src.write_text(json.dumps(openai_export(h), ensure_ascii=False), encoding="utf-8")
                return int(store.import_file(src, fmt="openai").get("imported") or 0)

            store, info = qc.built_store(work / h.key, records=len(h.messages), build=build, reuse=reuse,
                                         timezone=TIMEZONE, settings=settings)
            builds.append({"haystack": h.key, **info})
            if info["records"] != len(h.messages) and not info["reused"]:
                raise SystemExit(f"memdaily.py: error: {h.key}: imported {info['records']} of {len(h.messages)} messages")
            if (i + 1) % 50 == 0 or i + 1 == len(stacks) or len(stacks) < 50:
                how = "reused" if info["reused"] else f"flush {info['flush_ms']:.0f} ms"
                qc.progress(f"mem: {i + 1}/{len(stacks)} haystacks ({h.key}: {len(h.messages)} messages, {how})")
            try:
                for q in h.questions:
                    got = qc.ask_mem(store, q.text, now=q.time, semantic=semantic)
                    qc.score_mem(systems, store, got, qid=q.qid, category=q.category, evidence=q.evidence)
                    if details is not None:
                        for row, hits in got.hits.items():
                            details.append({"system": row, "mode": got.modes[row], "qid": q.qid, "question": q.text,
                                            "evidence": q.evidence, "top": qc.external_sources(store, hits),
                                            "pack": qc.external_sources(store, qc.pack_items(got.packs[row]))})
                for w in store.warnings:
                    warnings[w] = warnings.get(w, 0) + 1
            finally:
                store.close()
    return {"builds": qc.build_summary(builds), "recall_warnings": warnings}


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    clock = qc.RunClock()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, required=True, help="MemSim's messages_and_QAs folder (one JSON list per file)")
    ap.add_argument("--haystack", choices=HAYSTACKS, default="trajectory",
                    help="one store per trajectory (default), or per file (all its selected trajectories)")
    ap.add_argument("--files", default="", help="comma-separated file stems to score (default: every *.json)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N selected trajectories of each file (0 = all)")
    ap.add_argument("--work", type=Path, default=None,
                    help="keep the flushed stores here (outside the repository) and reuse them on later runs")
    ap.add_argument("--rebuild", action="store_true", help="with --work: build every store again")
    ap.add_argument("--heldout", action="store_true",
                    help="score the HELD-OUT half (odd positions) instead of the dev split: for the final check only")
    qc.add_common_args(ap, "memdaily")
    args = ap.parse_args(argv)

    if not args.data.is_dir():
        print(f"memdaily.py: error: {args.data} is not a folder; pass --data DIR (messages_and_QAs)", file=sys.stderr)
        return 1
    wanted = {f.strip() for f in args.files.split(",") if f.strip()}
    paths = sorted(p for p in args.data.glob("*.json") if not wanted or p.stem in wanted)
    if not paths or (wanted and len(paths) != len(wanted)):
        print(f"memdaily.py: error: no MemDaily file {'among ' + ', '.join(sorted(wanted)) if wanted else ''} in "
              f"{args.data}", file=sys.stderr)
        return 1
    split = qc.HELDOUT if args.heldout else qc.DEV
    trajectories = [t for p in paths for t in load_file(p, split, args.limit)]
    stacks = haystacks(trajectories, args.haystack)
    categories = {category_of(p.stem): category_of(p.stem) for p in paths}
    qc.progress(f"MemDaily {split}: {len(trajectories)} trajectories in {len(paths)} files, {len(stacks)} stores")

    systems: dict[str, qc.SystemScores] = {}
    extra: dict[str, Any] = {}
    if not args.no_mem:
        qc.share_model_cache(args.work / "_models" if args.work else None)
        details: list[dict[str, Any]] | None = [] if args.details else None
        settings = qc.parse_settings(args.settings)
        if args.work is not None:
            work = args.work / ("memdaily-heldout" if args.heldout else "memdaily") / args.haystack
            extra["mem"] = run_mem_suite(stacks, systems, work, reuse=not args.rebuild, semantic=not args.no_semantic,
                                         settings=settings, details=details)
        else:
            with tempfile.TemporaryDirectory(prefix="mem-memdaily-stores-") as tmp:
                extra["mem"] = run_mem_suite(stacks, systems, Path(tmp), reuse=False, semantic=not args.no_semantic,
                                             settings=settings, details=details)
        if settings:
            extra["mem"]["settings"] = settings
        if args.details and details is not None:
            args.details.write_text(json.dumps(details, ensure_ascii=False, indent=1), encoding="utf-8")
    if not args.no_baselines:
        run_baseline_suite(stacks, systems, dense=not args.no_dense)

    summaries = qc.ordered_summaries(systems, list(categories))
    questions = sum(len(h.questions) for h in stacks)
    name = args.name if not args.heldout or args.name != "memdaily" else "memdaily_heldout"
    title = (f"MemDaily {split} ({args.haystack} haystacks): {len(trajectories)} trajectories, {questions} questions, "
             f"{len(paths)} files")
    return qc.report(title, name, summaries, categories, {
        "benchmark": "memdaily", "split": f"{split} ({'odd' if args.heldout else 'even'} positions of each file)",
        "haystack": args.haystack, "data": qc.portable_path(args.data), "files": [p.name for p in paths],
        "trajectories": len(trajectories), "questions": questions, "messages": sum(len(h.messages) for h in stacks),
        "limit_per_file": args.limit, "work": args.work.name if args.work else None, "categories": categories, **extra,
    }, args.out, clock, tables=by_file_tables(summaries, categories))


def by_file_tables(summaries: list[dict[str, Any]], categories: dict[str, str]) -> str:
    """The pooled table, then one row per file and system: recall@5, recall@10, pack recall."""
    pooled = qc.format_table(
        ["system", "n", "recall@5", "recall@10", "pack recall", "p50 ms", "p95 ms"],
        [[s["name"], s["n"], s["recall@5"], s["recall@10"], s["pack_recall"],
          (s.get("latency_ms") or {}).get("p50"), (s.get("latency_ms") or {}).get("p95")] for s in summaries])
    rows = []
    for c in categories:
        for s in summaries:
            agg = s["by_category"].get(c)
            if agg:
                rows.append([c, s["name"], agg["n"], agg["recall@5"], agg["recall@10"], agg["pack_recall"]])
    return pooled + "\n\n" + qc.format_table(["file", "system", "n", "recall@5", "recall@10", "pack recall"], rows)


if __name__ == "__main__":
    raise SystemExit(main())
