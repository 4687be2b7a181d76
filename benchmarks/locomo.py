"""LoCoMo (dev: conversations 0–6) retrieval quality: `mem` beside BM25, MiniLM and their RRF, on the same turns.

Usage (from the repository root)::

    python benchmarks/locomo.py --data ../shared/data

Measures, per question category (1 multi-hop, 2 temporal, 3 open-domain,
4 single-hop) and pooled: recall@5 and recall@10 (the share of a question's
evidence turns among the sources of the top 5/10 items) and pack recall (the
share inside a 6,000-byte pack), for ``mem recall``'s default mode, ``mem
recall --mode semantic`` and ``mem context --query``'s default, beside three
baselines over the same turns: BM25 (rank-bm25, lower-cased words), MiniLM
(all-MiniLM-L6-v2) and their reciprocal-rank fusion (k = 60), each packing
its ranked turns into the same 6,000 bytes.

For each conversation in ``locomo/locomo_dev.json`` (the dev copy: LoCoMo's
conversations 0–6; 7–9 are held out and not in that file) the script imports
it into a fresh store through the real LoCoMo importer (``dia_id`` becomes
each record's external id), runs the offline flush, and asks every QA item
of categories 1–4. Returned items are mapped to the raw turns they came from
(``sources`` → ``records.external_id``) and scored (see
:mod:`quality_common`); the pack's "today" (and recall's) is the day after
the conversation's last session.
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
                       with_date: bool = False, keep: dict[str, Any] | None = None) -> None:
    """BM25 / MiniLM / RRF over each conversation's turns (``speaker: text [image: caption]``, what the
    importer stores); with *with_date* also over the turns with their session date prefixed (rows
    ``BM25 +date`` …)."""
    variants = ((False, ""), (True, "+date")) if with_date else ((False, ""),)
    for conv in convs:
        qc.progress(f"baselines: {conv.sample_id} ({len(conv.turns)} turns, {len(conv.qa)} questions)")
        ids = [t.dia_id for t in conv.turns]
        q_vecs = qc.minilm_encode([q.question for q in conv.qa]) if dense else None
        questions = [(q.qid, q.category, q.question, qc.tokens(q.question), q.evidence) for q in conv.qa]
        for date_prefix, label in variants:
            texts = [t.body(date_prefix) for t in conv.turns]
            rankings = qc.run_baselines(
                label=label, doc_ids=ids, doc_texts=texts, questions=questions, systems=systems, dense=dense,
                query_vecs=q_vecs, answers=checked_answers(conv),
            )
            if keep is not None:
                keep.setdefault(label or "turns", {})[conv.sample_id] = {"ids": ids, "texts": texts,
                                                                         "rankings": rankings}


# ---------------------------------------------------------------- mem


def run_mem_suite(convs: list[Conversation], systems: dict[str, qc.SystemScores], *,
                  details: list[dict[str, Any]] | None = None, semantic: bool = True,
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
                _score_store(store, conv, systems, details, semantic)
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
                 details: list[dict[str, Any]] | None, semantic: bool) -> None:
    answers, texts = checked_answers(conv), turn_texts(conv)
    for q in conv.qa:
        got = qc.ask_mem(store, q.question, semantic=semantic)
        qc.score_mem(systems, store, got, qid=q.qid, category=q.category, evidence=q.evidence, turn_text=texts,
                     gold=answers.get(q.qid))
        if details is not None:
            for row, hits in got.hits.items():
                details.append({
                    "system": row, "mode": got.modes[row], "qid": q.qid, "category": q.category,
                    "question": q.question, "answer": q.answer, "evidence": q.evidence,
                    "top": qc.external_sources(store, hits[:10]),
                    "pack": qc.external_sources(store, qc.pack_items(got.packs[row])),
                    "top_items": [{"id": it.get("id"), "kind": it.get("kind"), "text": str(it.get("text", ""))[:300],
                                   "sources": it.get("sources")} for it in hits[:10]],
                    "pack_used": got.packs[row].get("used"),
                })


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    clock = qc.RunClock()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=qc.DEFAULT_DATA, help="folder holding locomo/locomo_dev.json")
    ap.add_argument("--conversations", type=int, default=0, help="only the first N conversations (0 = all)")
    ap.add_argument("--skip", type=int, default=0,
                    help="leave out the first N conversations (with --conversations: a slice, e.g. --skip 4)")
    ap.add_argument("--with-date", action="store_true",
                    help="also run the baselines over turns with their session date prefixed (rows '… +date')")
    ap.add_argument("--stores", type=Path, default=None,
                    help="keep each conversation's flushed store here and reuse it on later runs")
    qc.add_common_args(ap, "locomo")
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
        qc.share_model_cache(args.stores / "_models" if args.stores else None)
        details: list[dict[str, Any]] | None = [] if args.details else None
        settings = qc.parse_settings(args.settings)
        extra["mem"] = run_mem_suite(convs, systems, details=details, stores=args.stores, settings=settings,
                                     semantic=not args.no_semantic)
        if settings:
            extra["mem"]["settings"] = settings
        if args.details and details is not None:
            args.details.write_text(json.dumps(details, ensure_ascii=False, indent=1), encoding="utf-8")
    if not args.no_baselines:
        run_baseline_suite(convs, systems, dense=not args.no_dense, with_date=args.with_date)

    summaries = qc.ordered_summaries(systems, list(CATEGORIES))
    questions = sum(len(c.qa) for c in convs)
    title = f"LoCoMo dev ({path.name}): {len(convs)} conversations, {questions} questions (categories 1-4)"
    return qc.report(title, args.name, summaries, CATEGORIES, {
        "benchmark": "locomo", "split": "dev (LoCoMo conversations 0-6)", "data": qc.portable_path(path),
        "conversations": [c.sample_id for c in convs], "questions": questions, "categories": CATEGORIES, **extra,
    }, args.out, clock)


if __name__ == "__main__":
    raise SystemExit(main())
