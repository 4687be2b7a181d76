"""LoCoMo retrieval quality: `mem` against BM25 / dense / fusion baselines.

Usage (from the repository root)::

    python benchmarks/locomo.py --data ../shared/data

For each conversation in ``locomo/locomo_dev.json`` the script imports it
into a fresh store through the real LoCoMo importer (``dia_id`` becomes each
record's external id), runs the offline flush, and for every QA item of
categories 1–4 asks recall for 10 items and the context builder for a
6,000-byte pack. Returned items are mapped to the raw turns they came from
(``sources`` → ``records.external_id``) and scored (see
:mod:`quality_common`): recall@5, recall@10, pack recall, by category, and
in-process latency. The baselines run on the same turns in the same process.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import quality_common as qc  # noqa: E402

CATEGORIES = {"1": "multi-hop", "2": "temporal", "3": "open-domain", "4": "single-hop"}


@dataclass
class Turn:
    dia_id: str
    session: int
    date: str  # as LoCoMo writes it: "1:56 pm on 8 May, 2023"
    speaker: str
    text: str
    caption: str = ""

    def body(self, date_prefix: bool = False) -> str:
        """The baseline's turn text: ``speaker: text`` + image caption (+ session date)."""
        out = f"{self.speaker}: {self.text}"
        if self.caption:
            out += f" [image: {self.caption}]"
        if date_prefix and self.date:
            out = f"[{self.date}] {out}"
        return out


@dataclass
class QA:
    qid: str
    question: str
    category: str
    evidence: list[str]
    answer: str = ""


@dataclass
class Conversation:
    sample_id: str
    raw: dict[str, Any]
    turns: list[Turn] = field(default_factory=list)
    qa: list[QA] = field(default_factory=list)


def load_conversations(path: Path, categories: set[str] | None = None) -> list[Conversation]:
    """Parse the LoCoMo file; keep QA of the given categories that have evidence."""
    categories = categories or set(CATEGORIES)
    data = json.loads(path.read_text(encoding="utf-8"))
    out: list[Conversation] = []
    for sample in data:
        conv = sample["conversation"]
        c = Conversation(sample_id=str(sample.get("sample_id", len(out))), raw=sample)
        sessions = sorted(
            int(m.group(1)) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)) and isinstance(conv[k], list)
        )
        for s in sessions:
            date = str(conv.get(f"session_{s}_date_time", "") or "")
            for t in conv[f"session_{s}"]:
                cap = t.get("blip_caption") or ""
                c.turns.append(
                    Turn(dia_id=str(t["dia_id"]), session=s, date=date, speaker=str(t.get("speaker", "")),
                         text=str(t.get("text", "")), caption=str(cap))
                )
        for i, q in enumerate(sample.get("qa", [])):
            cat = str(q.get("category"))
            if cat not in categories:
                continue
            ev = qc.normalise_evidence(q.get("evidence") or [])
            if not ev:
                continue  # nothing to find: cannot be scored
            c.qa.append(QA(qid=f"{c.sample_id}#{i}", question=str(q["question"]), category=cat,
                           evidence=ev, answer=str(q.get("answer", ""))))
        out.append(c)
    return out


# ---------------------------------------------------------------- baselines


ANSWER_CATEGORIES = ("1", "4")
"""Where the gold answer is checked verbatim in the pack: multi-hop and single-hop answers are names and
phrases from the turns; temporal answers are dates the packs write differently, open-domain ones inferences."""


def checked_answers(conv: Conversation) -> dict[str, str]:
    """qid → gold answer for the questions whose answer is checked in the pack."""
    return {q.qid: q.answer for q in conv.qa if q.category in ANSWER_CATEGORIES and q.answer.strip()}


def turn_texts(conv: Conversation) -> dict[str, str]:
    """dia_id → the turn's own words (what a pack must show whole for the full-text check)."""
    return {t.dia_id: t.text for t in conv.turns}


def run_baseline_suite(convs: list[Conversation], systems: dict[str, qc.SystemScores], *, dense: bool,
                       keep: dict[str, Any] | None = None) -> None:
    """BM25 / dense / fusion over raw turns, plain and with the session date prefixed."""
    for conv in convs:
        qc.progress(f"baselines: {conv.sample_id} ({len(conv.turns)} turns, {len(conv.qa)} questions)")
        ids = [t.dia_id for t in conv.turns]
        q_vecs = qc.embed([q.question for q in conv.qa], query=True) if dense else None
        for date_prefix, label in ((False, "turns"), (True, "turns+date")):
            texts = [t.body(date_prefix) for t in conv.turns]
            questions = [(q.qid, q.category, q.question, qc.tokens_en(q.question), q.evidence) for q in conv.qa]
            rankings = qc.run_baselines(
                label=label, doc_ids=ids, doc_texts=texts, doc_tokens=[qc.tokens_en(t) for t in texts],
                questions=questions, systems=systems, dense=dense, query_vecs=q_vecs,
                answers=checked_answers(conv),
            )
            if keep is not None:
                keep.setdefault(label, {})[conv.sample_id] = {"ids": ids, "texts": texts, "rankings": rankings}


# ---------------------------------------------------------------- mem


def run_mem_suite(convs: list[Conversation], systems: dict[str, qc.SystemScores], *,
                  details: list[dict[str, Any]] | None = None, modes: tuple[str, ...] = ("fast",),
                  stores: Path | None = None, settings: dict[str, Any] | None = None) -> dict[str, Any]:
    """Each conversation → fresh store → LoCoMo importer → offline flush → recall + context per question.

    With *stores*, each conversation's store is kept in ``stores/<sample_id>``
    and reused on the next run (import and flush are skipped when it already
    holds the conversation), which makes trying recall/context settings cheap.
    *settings* are config overrides (``{"context.query_ratio": 0.5}``).
    """
    import tempfile

    info: dict[str, Any] = {"flush": [], "import": []}
    with tempfile.TemporaryDirectory(prefix="mem-locomo-") as tmp:
        root = stores or Path(tmp)
        for conv in convs:
            store = flushed_store(conv, root, Path(tmp), info, settings=settings, reuse=stores is not None)
            try:
                _score_store(store, conv, systems, details, modes)
            finally:
                store.close()
    return info


def flushed_store(conv: Conversation, root: Path, scratch: Path, info: dict[str, Any], *,
                  settings: dict[str, Any] | None = None, reuse: bool = True) -> qc.MemStore:
    """The store ``root/<sample_id>`` holding *conv*, imported and flushed offline; "today" set after it.

    With *reuse*, a store that already holds every turn with nothing left in
    its buffer is opened as it is (import and flush skipped). What was done
    is appended to *info* (``"import"``/``"flush"`` lists). *scratch* takes the
    one-conversation file handed to the importer.
    """
    home = root / conv.sample_id
    home.parent.mkdir(parents=True, exist_ok=True)
    existed = (home / "mem.db").exists()
    store = qc.MemStore(home, settings=settings)
    try:
        if reuse and existed \
                and store.conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0] == 0 \
                and store.conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == len(conv.turns):
            qc.progress(f"mem: {conv.sample_id}: reusing the flushed store in {home}")
            info.setdefault("flush", []).append({"conversation": conv.sample_id, "reused_store": True,
                                                 **qc.store_counts(store)})
        else:
            src = scratch / f"{conv.sample_id}.json"
            src.write_text(json.dumps([conv.raw], ensure_ascii=False), encoding="utf-8")
            with qc.Timer() as t_imp:
                rep = store.import_file(src, fmt="locomo")
            with qc.Timer() as t_flush:
                fl = store.flush()
            info.setdefault("import", []).append({"conversation": conv.sample_id, "records": rep.get("imported"),
                                                  "ms": round(t_imp.ms, 1)})
            info.setdefault("flush", []).append({"conversation": conv.sample_id, **fl, "ms": round(t_flush.ms, 1),
                                                 **qc.store_counts(store)})
            qc.progress(f"mem: {conv.sample_id}: imported {rep.get('imported')} records in "
                        f"{t_imp.ms:.0f} ms, flush {t_flush.ms:.0f} ms {fl}")
        store.set_now_after_last_record()
    except BaseException:
        store.close()
        raise
    return store


def _score_store(store: qc.MemStore, conv: Conversation, systems: dict[str, qc.SystemScores],
                 details: list[dict[str, Any]] | None, modes: tuple[str, ...]) -> None:
    answers, texts = checked_answers(conv), turn_texts(conv)
    for mode in modes:
        name = "mem" if mode == "fast" else f"mem ({mode})"
        sys_scores = systems.setdefault(name, qc.SystemScores(name))
        for q in conv.qa:
            with qc.Timer() as t_rec:
                items = store.recall(q.question, 10, mode=mode)
            with qc.Timer() as t_pack:
                pack = store.context(query=q.question, budget=qc.PACK_BYTES, unit="bytes", mode=mode)
            top = qc.external_sources(store, items)
            packed = qc.external_sources(store, qc.pack_items(pack))
            answer = answers.get(q.qid)
            sys_scores.add(qc.QuestionScore(
                qid=q.qid, category=q.category, r5=qc.share_found(q.evidence, top[:5]),
                r10=qc.share_found(q.evidence, top[:10]), pack=qc.share_found(q.evidence, packed),
                latency_ms=t_rec.ms,
                pack_full=qc.full_text_found(q.evidence, qc.credited_sources(packed), texts, str(pack.get("text", ""))),
                answer_in_pack=None if answer is None else qc.answer_in(answer, str(pack.get("text", ""))),
            ))
            sys_scores.pack_latency_ms.append(t_pack.ms)
            if details is not None:
                details.append({
                    "system": name, "qid": q.qid, "category": q.category, "question": q.question,
                    "answer": q.answer, "evidence": q.evidence, "top": top[:10], "pack": packed,
                    "top_items": [{"id": it.get("id"), "kind": it.get("kind"), "text": str(it.get("text", ""))[:300],
                                   "sources": it.get("sources")} for it in items[:10]],
                    "pack_used": pack.get("used"),
                })


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=qc.DEFAULT_DATA, help="folder holding locomo/locomo_dev.json")
    ap.add_argument("--conversations", type=int, default=0, help="only the first N conversations (0 = all)")
    ap.add_argument("--skip", type=int, default=0,
                    help="leave out the first N conversations (with --conversations: a slice, e.g. --skip 4)")
    ap.add_argument("--no-mem", action="store_true", help="baselines only")
    ap.add_argument("--no-baselines", action="store_true", help="mem only")
    ap.add_argument("--no-dense", action="store_true", help="skip the embedding baselines (no model load)")
    ap.add_argument("--out", type=Path, default=None, help="results folder (default benchmarks/results)")
    ap.add_argument("--name", default="locomo", help="results file name (without .json)")
    ap.add_argument("--modes", default="fast", help="comma-separated `mem recall --mode`s to score (fast,semantic,deep)")
    ap.add_argument("--details", type=Path, default=None, help="also write per-question mem results here (JSON)")
    ap.add_argument("--stores", type=Path, default=None,
                    help="keep each conversation's flushed store here and reuse it on later runs")
    ap.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                    help="config override for the mem stores, e.g. context.query_ratio=0.5 (repeatable)")
    args = ap.parse_args(argv)

    path = args.data / "locomo" / "locomo_dev.json"
    if not path.is_file():
        print(f"locomo.py: error: {path} not found; pass --data DIR (the shared data folder)", file=sys.stderr)
        return 1
    convs = load_conversations(path)[args.skip:]
    if args.conversations:
        convs = convs[: args.conversations]
    systems: dict[str, qc.SystemScores] = {}
    extra: dict[str, Any] = {}

    if not args.no_mem:
        details: list[dict[str, Any]] | None = [] if args.details else None
        settings = qc.parse_settings(args.settings)
        extra["mem"] = run_mem_suite(convs, systems, details=details, stores=args.stores, settings=settings,
                                     modes=tuple(m.strip() for m in args.modes.split(",") if m.strip()))
        if settings:
            extra["mem"]["settings"] = settings
        if args.details and details is not None:
            args.details.write_text(json.dumps(details, ensure_ascii=False, indent=1), encoding="utf-8")
    if not args.no_baselines:
        run_baseline_suite(convs, systems, dense=not args.no_dense)

    summaries = [s.summary(list(CATEGORIES)) for s in systems.values()]
    title = f"LoCoMo ({path.name}): {len(convs)} conversations, {sum(len(c.qa) for c in convs)} questions (categories 1-4)"
    return qc.report(title, args.name, summaries, CATEGORIES, {
        "benchmark": "locomo", "data": qc.portable_path(path), "conversations": [c.sample_id for c in convs],
        "questions": sum(len(c.qa) for c in convs), "max_sources_per_item": qc.MAX_SOURCES,
        "categories": CATEGORIES, **extra,
    }, args.out)

if __name__ == "__main__":
    raise SystemExit(main())
