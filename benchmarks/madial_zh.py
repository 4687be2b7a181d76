"""MADial-Bench (Chinese) memory recall: `mem` against BM25+jieba / dense / fusion.

Usage (from the repository root)::

    python benchmarks/madial_zh.py --data ../shared/data

Each user's memories are imported as dated diary entries (a Markdown
diary, one ``## YYYY-MM-DD`` entry per memory) through the real diary
importer; records are mapped back to memory ids by import order, checked
against date and text. For each dialogue, the turns before its first ``test-turn`` (the
turn where the companion brings up a memory) become an OpenAI message list,
and the query is built from it the way ``mem context --chats`` does. Scored:
recall@5, recall@10 and 6,000-byte pack recall of ``relevant-id`` (see
:mod:`quality_common`). Baselines run on the same memory texts and the same
query text.
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
    return memories, dialogues


def run_baseline_suite(memories: list[Memory], dialogues: list[Dialogue],
                       systems: dict[str, qc.SystemScores], *, dense: bool) -> None:
    """BM25 (jieba) / dense / fusion over each user's memories.

    Two queries: the whole dialogue before the test turn (the issue's
    baseline definition) and the last messages only, which is what
    ``mem context --chats`` uses (``context.chats_messages``).
    """
    for user in sorted({m.user for m in memories}):
        mems = [m for m in memories if m.user == user]
        dls = [d for d in dialogues if d.user == user]
        qc.progress(f"baselines: user {user} ({len(mems)} memories, {len(dls)} dialogues)")
        texts = [m.body() for m in mems]
        doc_vecs = qc.embed(texts) if dense else None
        for label, last in (("dialogue", 0), ("last msgs", None)):
            queries = [qc.chat_query(d.messages, last=last) for d in dls]
            questions = [(d.did, "all", q, qc.tokens_zh(q), d.relevant) for d, q in zip(dls, queries)]
            qc.run_baselines(label=f"({label})", doc_ids=[m.mid for m in mems], doc_texts=texts,
                             doc_tokens=[qc.tokens_zh(t) for t in texts], questions=questions,
                             systems=systems, dense=dense, doc_vecs=doc_vecs)


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
                  modes: tuple[str, ...] = ("fast",), details: list[dict[str, Any]] | None = None,
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
                for mode in modes:
                    name = "mem" if mode == "fast" else f"mem ({mode})"
                    scores = systems.setdefault(name, qc.SystemScores(name))
                    for d in (d for d in dialogues if d.user == user):
                        query = qc.chat_query(d.messages, last=store.cfg.context.chats_messages)
                        with qc.Timer() as t_rec:
                            items = store.recall(query, 10, mode=mode)
                        with qc.Timer() as t_pack:
                            pack = store.context(chats=d.messages, budget=qc.PACK_BYTES, unit="bytes", mode=mode)
                        top = qc.external_sources(store, items)
                        packed = qc.external_sources(store, qc.pack_items(pack))
                        scores.add(qc.QuestionScore(
                            qid=d.did, category="all", r5=qc.share_found(d.relevant, top[:5]),
                            r10=qc.share_found(d.relevant, top[:10]), pack=qc.share_found(d.relevant, packed),
                            latency_ms=t_rec.ms))
                        scores.pack_latency_ms.append(t_pack.ms)
                        if details is not None:
                            details.append({"system": name, "dialogue": d.did, "query": query,
                                            "relevant": d.relevant, "top": top, "pack": packed})
            finally:
                store.close()
    return info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=qc.DEFAULT_DATA, help="folder holding madial-zh/")
    ap.add_argument("--no-mem", action="store_true", help="baselines only")
    ap.add_argument("--no-baselines", action="store_true", help="mem only")
    ap.add_argument("--no-dense", action="store_true", help="skip the embedding baselines")
    ap.add_argument("--out", type=Path, default=None, help="results folder (default benchmarks/results)")
    ap.add_argument("--name", default="madial_zh", help="results file name (without .json)")
    ap.add_argument("--modes", default="fast", help="comma-separated `mem recall --mode`s to score")
    ap.add_argument("--details", type=Path, default=None, help="also write per-dialogue mem results here (JSON)")
    ap.add_argument("--stores", type=Path, default=None,
                    help="keep each user's flushed store here and reuse it on later runs")
    ap.add_argument("--dialogues", default="", metavar="START:END",
                    help="only these dialogues, a Python slice in file order (e.g. :80 and 80: for the two halves)")
    ap.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                    help="config override for the mem stores, e.g. context.chats_messages=20 (repeatable)")
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
        details: list[dict[str, Any]] | None = [] if args.details else None
        settings = qc.parse_settings(args.settings)
        extra["mem"] = run_mem_suite(memories, dialogues, systems, details=details, settings=settings,
                                     stores=args.stores,
                                     modes=tuple(m.strip() for m in args.modes.split(",") if m.strip()))
        if args.details and details is not None:
            args.details.write_text(json.dumps(details, ensure_ascii=False, indent=1), encoding="utf-8")
    if not args.no_baselines:
        run_baseline_suite(memories, dialogues, systems, dense=not args.no_dense)

    summaries = [s.summary() for s in systems.values()]
    return qc.report(f"MADial-Bench zh: {len(memories)} memories, {len(dialogues)} dialogues", args.name, summaries, {}, {
        "benchmark": "madial-zh", "data": qc.portable_path(args.data / "madial-zh"), "memories": len(memories),
        "dialogues": len(dialogues), "dialogue_slice": args.dialogues or ":", **extra,
    }, args.out)

if __name__ == "__main__":
    raise SystemExit(main())
