"""MADial-Bench (Chinese; all of it is a dev set) memory recall: `mem` beside BM25, MiniLM and their RRF.

Usage (from the repository root)::

    python benchmarks/madial_zh.py --data ../shared/data

Measures, per category (the scene of the memory the companion brings up:
活动类, 其他类, 喜好类, 情绪类, 物品类) and pooled: recall@5, recall@10 and
pack recall (inside a 6,000-byte pack) of the dialogue's relevant memories,
for ``mem recall``'s default mode, ``mem recall --mode semantic`` and ``mem
context --chats``'s default, beside BM25 (rank-bm25 over jieba words),
MiniLM (all-MiniLM-L6-v2) and their reciprocal-rank fusion (k = 60) over the
same memory texts, each packing its ranked memories into the same 6,000
bytes.

Each user's memories are imported as dated diary entries (a Markdown
diary, one ``## YYYY-MM-DD`` entry per memory) through the real diary
importer; records are mapped back to memory ids by import order, checked
against date and text. For each dialogue, the turns before its first ``test-turn`` (the
turn where the companion brings up a memory) become an OpenAI message list,
and the query is built from it the way ``mem context --chats`` does. Scored:
recall@5, recall@10 and 6,000-byte pack recall of ``relevant-id`` (see
:mod:`quality_common`). The baselines run on the same memory texts, each
user's memories apart, with the whole dialogue before the test turn as the
query (the issue's definition; with ``context.chats_messages`` = 12 it is
what ``mem`` reads too).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import quality_common as qc  # noqa: E402

_TURN = re.compile(r'^\s*<([^>]+)>\s*[:：]\s*(.*?)\s*$', re.S)


@dataclass
class Memory:
    mid: str
    user: str
    time: str  # YYYY-MM-DD
    scene: str
    emotion: str
    event: str

    def body(self) -> str:
        """What a diarist would write: the event, and how it felt."""
        text = self.event.strip()
        if self.emotion:
            text += f"（心情：{self.emotion}）"
        return text


@dataclass
class Dialogue:
    did: str
    user: str
    messages: list[dict[str, str]]  # OpenAI roles, turns before the test turn
    relevant: list[str]
    category: str = ""  # the scene of the first relevant memory (the one the test turn brings up)


def parse_turn(line: str) -> tuple[str, str] | None:
    """``<Bart>:"你好"`` → ("Bart", "你好"); None for <BOD>/<EOD> markers."""
    m = _TURN.match(line.strip())
    if not m:
        return None
    speaker, text = m.group(1).strip(), m.group(2).strip()
    if len(text) >= 2 and text[0] in "\"“" and text[-1] in "\"”":
        text = text[1:-1].strip()
    return speaker, text


def load(data: Path) -> tuple[list[Memory], list[Dialogue]]:
    folder = data / "madial-zh"
    memories: list[Memory] = []
    for line in (folder / "MADial-Bench-zh-memory.json").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        for key, v in json.loads(line).items():
            memories.append(Memory(mid=str(v.get("id", key)), user=str(v["user-id"]), time=str(v["time"]),
                                   scene=str(v.get("scene", "")), emotion=str(v.get("emotion", "")),
                                   event=str(v["event"])))
    dialogues: list[Dialogue] = []
    for line in (folder / "MADial-Bench-zh-dialogue.json").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        d = json.loads(line)
        cut = min(int(t) for t in d["test-turn"])
        msgs: list[dict[str, str]] = []
        for raw in d["dialogue"][:cut]:
            turn = parse_turn(raw)
            if turn is None:
                continue
            speaker, text = turn
            msgs.append({"role": "assistant" if speaker.lower() == "assistant" else "user", "content": text})
        dialogues.append(Dialogue(did=str(d["id"]), user=str(d["user-id"]), messages=msgs,
                                  relevant=[str(r) for r in d["relevant-id"]]))
    scenes = {(m.user, m.mid): m.scene for m in memories}
    for d in dialogues:
        d.category = scenes.get((d.user, d.relevant[0]), "") if d.relevant else ""
    return memories, dialogues


SCENES = {"活动类": "activities", "其他类": "other", "喜好类": "likes", "情绪类": "feelings", "物品类": "things"}


def categories(dialogues: list[Dialogue]) -> dict[str, str]:
    """The categories present, most dialogues first (ties by name): {scene: its English name}."""
    counts: dict[str, int] = {}
    for d in dialogues:
        counts[d.category] = counts.get(d.category, 0) + 1
    return {c: SCENES.get(c, "") for c in sorted(counts, key=lambda c: (-counts[c], c))}


def run_baseline_suite(memories: list[Memory], dialogues: list[Dialogue],
                       systems: dict[str, qc.SystemScores], *, dense: bool) -> None:
    """BM25 (jieba) / MiniLM / RRF over each user's memories, the whole dialogue before the test turn as
    the query."""
    for user in sorted({m.user for m in memories}):
        mems = [m for m in memories if m.user == user]
        dls = [d for d in dialogues if d.user == user]
        if not dls:
            continue
        qc.progress(f"baselines: user {user} ({len(mems)} memories, {len(dls)} dialogues)")
        texts = [m.body() for m in mems]
        queries = [qc.chat_query(d.messages, last=0) for d in dls]
        questions = [(d.did, d.category, q, qc.tokens(q), d.relevant) for d, q in zip(dls, queries)]
        qc.run_baselines(label="", doc_ids=[m.mid for m in mems], doc_texts=texts, questions=questions,
                         systems=systems, dense=dense)


def diary_markdown(mems: list[Memory], path: Path) -> None:
    """Write memories as a Markdown diary: one ``## YYYY-MM-DD`` entry per memory, in file order.

    This is the ordinary diary import path (the diary importer keeps the
    heading date as the external id); :func:`memory_ids_by_record` maps the
    records back to memory ids.
    """
    parts: list[str] = []
    for m in mems:
        parts += [f"## {m.time}", "", m.body(), ""]
    path.write_text("\n".join(parts), encoding="utf-8")


def memory_ids_by_record(store: qc.MemStore, mems: list[Memory]) -> dict[str, str]:
    """``{"r3": "<memory id>"}``: records come back in file order, checked by date and text.

    SQL over ``records`` (id order = import order); a mismatch aborts the
    run rather than silently mis-scoring.
    """
    rows = store.conn.execute("SELECT id, text, occurred_at, external_id FROM records ORDER BY id").fetchall()
    if len(rows) != len(mems):
        raise SystemExit(f"madial_zh.py: imported {len(rows)} records for {len(mems)} memories")
    out: dict[str, str] = {}
    for row, m in zip(rows, mems):
        if row[1].strip() != m.body().strip() or not str(row[2]).startswith(m.time):
            raise SystemExit(f"madial_zh.py: record r{row[0]} does not match memory {m.mid}")
        out[f"r{row[0]}"] = m.mid
    return out


def flushed_store(user: str, mems: list[Memory], root: Path, scratch: Path, info: dict[str, Any], *,
                  settings: dict[str, Any] | None = None, reuse: bool = False) -> qc.MemStore:
    """The store ``root/home<user>`` holding *mems* as a diary, imported and flushed offline.

    With *reuse*, a store that already holds every memory with nothing left
    in its buffer is opened as it is (import and flush skipped), so trying
    recall/context settings costs only the questions. What was done is
    appended to ``info["flush"]``. *scratch* takes the diary file handed to
    the importer.
    """
    home = root / f"home{user}"
    home.parent.mkdir(parents=True, exist_ok=True)
    existed = (home / "mem.db").exists()
    store = qc.MemStore(home, timezone="Asia/Shanghai", settings=settings)
    try:
        if reuse and existed \
                and store.conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0] == 0 \
                and store.conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == len(mems):
            store.set_external_ids(memory_ids_by_record(store, mems))
            info["flush"].append({"user": user, "reused_store": True, **qc.store_counts(store)})
        else:
            src = scratch / f"user{user}-diary.md"
            diary_markdown(mems, src)
            store.import_file(src, fmt="diary")
            store.set_external_ids(memory_ids_by_record(store, mems))
            with qc.Timer() as t_flush:
                fl = store.flush()
            info["flush"].append({"user": user, **fl, "ms": round(t_flush.ms, 1)})
        store.set_now_after_last_record()
    except BaseException:
        store.close()
        raise
    return store


def run_mem_suite(memories: list[Memory], dialogues: list[Dialogue], systems: dict[str, qc.SystemScores], *,
                  semantic: bool = True, details: list[dict[str, Any]] | None = None,
                  settings: dict[str, Any] | None = None, stores: Path | None = None) -> dict[str, Any]:
    """Per user: fresh store → diary import → offline flush → recall/context from the dialogue so far.

    With *stores*, each user's store is kept in ``stores/home<user>`` and
    reused on the next run. A user without dialogues is skipped.
    """
    import tempfile

    info: dict[str, Any] = {"flush": []}
    with tempfile.TemporaryDirectory(prefix="mem-madial-") as tmp:
        for user in sorted({m.user for m in memories}):
            if not any(d.user == user for d in dialogues):
                continue
            mems = [m for m in memories if m.user == user]
            store = flushed_store(user, mems, stores or Path(tmp), Path(tmp), info, settings=settings,
                                  reuse=stores is not None)
            try:
                for d in (d for d in dialogues if d.user == user):
                    query = qc.chat_query(d.messages, last=store.cfg.context.chats_messages)
                    got = qc.ask_mem(store, query, chats=d.messages, semantic=semantic)
                    qc.score_mem(systems, store, got, qid=d.did, category=d.category, evidence=d.relevant)
                    if details is not None:
                        for row, hits in got.hits.items():
                            details.append({"system": row, "mode": got.modes[row], "dialogue": d.did,
                                            "category": d.category, "query": query, "relevant": d.relevant,
                                            "top": qc.external_sources(store, hits),
                                            "pack": qc.external_sources(store, qc.pack_items(got.packs[row]))})
            finally:
                store.close()
    return info


def main(argv: list[str] | None = None) -> int:
    clock = qc.RunClock()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=qc.DEFAULT_DATA, help="folder holding madial-zh/")
    ap.add_argument("--stores", type=Path, default=None,
                    help="keep each user's flushed store here and reuse it on later runs")
    ap.add_argument("--dialogues", default="", metavar="START:END",
                    help="only these dialogues, a Python slice in file order (e.g. :80 and 80: for the two halves)")
    qc.add_common_args(ap, "madial_zh")
    args = ap.parse_args(argv)

    if not (args.data / "madial-zh" / "MADial-Bench-zh-memory.json").is_file():
        print(f"madial_zh.py: error: {args.data}/madial-zh not found; pass --data DIR", file=sys.stderr)
        return 1
    memories, dialogues = load(args.data)
    if args.dialogues:
        start, sep, end = args.dialogues.partition(":")
        if not sep:
            print("madial_zh.py: error: --dialogues takes START:END", file=sys.stderr)
            return 1
        dialogues = dialogues[int(start) if start else None:int(end) if end else None]
    systems: dict[str, qc.SystemScores] = {}
    extra: dict[str, Any] = {}
    if not args.no_mem:
        qc.share_model_cache(args.stores / "_models" if args.stores else None)
        details: list[dict[str, Any]] | None = [] if args.details else None
        settings = qc.parse_settings(args.settings)
        extra["mem"] = run_mem_suite(memories, dialogues, systems, details=details, settings=settings,
                                     stores=args.stores, semantic=not args.no_semantic)
        if settings:
            extra["mem"]["settings"] = settings
        if args.details and details is not None:
            args.details.write_text(json.dumps(details, ensure_ascii=False, indent=1), encoding="utf-8")
    if not args.no_baselines:
        run_baseline_suite(memories, dialogues, systems, dense=not args.no_dense)

    cats = categories(dialogues)
    summaries = qc.ordered_summaries(systems, list(cats))
    return qc.report(f"MADial-Bench zh (dev): {len(memories)} memories, {len(dialogues)} dialogues", args.name,
                     summaries, cats, {
                         "benchmark": "madial-zh", "split": "dev (all of MADial-Bench zh)",
                         "data": qc.portable_path(args.data / "madial-zh"), "memories": len(memories),
                         "dialogues": len(dialogues), "questions": len(dialogues), "dialogue_slice": args.dialogues or ":",
                         "categories": cats, **extra,
                     }, args.out, clock)


if __name__ == "__main__":
    raise SystemExit(main())
