"""LoCoMo pack headroom: how far re-ranking `mem`'s own candidates could take pack recall.

Usage (from the repository root)::

    python benchmarks/pack_headroom.py --data ../shared/data [--stores DIR]

Why: pack recall (the share of a question's evidence turns inside a
6,000-byte ``mem context`` pack) stays near 0.80 while the issue asks for
0.86. This script separates the two things that could limit it — whether
the evidence is among the candidates recall finds at all, and the order in
which those candidates are packed — so the gap can be stated with numbers.

For every LoCoMo question (categories 1–4) it asks fast recall for up to
100 items, turns each into the block a pack shows (the hit and its
neighbouring turns, ``context.neighbour_turns`` = 1), and packs blocks
greedily, skipping turns already shown, into the room the real pack gave its
query-dependent sections (``relevant`` + ``recent``, measured per question
from ``mem context --json``). Blocks are packed in three orders:

* ``recall`` — recall's own order (a calibration row: compare it with the
  real pack recall, printed beside it);
* ``dense block`` — reciprocal-rank fusion (k = 60) of recall's order and
  the best cosine, by the configured embedder (multilingual-e5-small by
  default; ``$MEM_EMBED_MODEL`` for another), between the question and any
  turn of the block (the cheapest re-ranker available offline);
* ``oracle`` — blocks holding the most evidence first: what a perfect
  re-ranker of the same candidates would reach.

each over the first 10, 20, 40 and 100 candidates. A turn's cost is its
``speaker: text`` line in UTF-8 bytes plus the pack's bullet and date
prefix. The results go to ``benchmarks/results/pack_headroom.json``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import locomo  # noqa: E402
import quality_common as qc  # noqa: E402

DEPTHS = (10, 20, 40, 100)
ORDERS = ("recall", "dense block", "oracle")
# what a turn costs in a pack besides its own "speaker: text": the "  · " bullet or "- YYYY-MM-DD · " head, newline
LINE_OVERHEAD = 18
QUERY_SECTIONS = ("relevant", "recent")


@dataclass
class Question:
    """One question's candidates as recall returned them, and the room its real pack had."""

    category: str
    evidence: list[str]
    candidates: list[list[str]]  # external ids per recall item, best first (items over 3 sources dropped)
    room: int  # bytes the real pack spent on its query-dependent sections
    real_pack: float  # pack recall of the real pack


def block(sources: Sequence[str], neighbours: int = 1) -> list[str]:
    """The turns a pack shows for a hit: each source ``D<s>:<t>`` and its neighbours in the same session."""
    out: list[str] = []
    for src in sources:
        session, _, turn = src.rpartition(":")
        if not session or not turn.isdigit():
            out.append(src)
            continue
        for d in range(-neighbours, neighbours + 1):
            name = f"{session}:{int(turn) + d}"
            if name not in out:
                out.append(name)
    return out


def pack_blocks(blocks: Sequence[Sequence[str]], cost: dict[str, int], room: int) -> set[str]:
    """Greedy packing: each block's unseen turns go in whole if they fit, else the block is skipped."""
    shown: set[str] = set()
    used = 0
    for turns in blocks:
        new = [t for t in turns if t in cost and t not in shown]
        price = sum(cost[t] for t in new)
        if new and used + price <= room:
            used += price
            shown.update(new)
    return shown


def orders(q: Question, blocks: Sequence[Sequence[str]], sims: Sequence[float]) -> dict[str, list[int]]:
    """The three packing orders of *blocks* (positions into the candidate list); *sims* is each block's
    best cosine to the question. Fusion ties keep recall's order (:func:`quality_common.rrf` breaks
    ties by the smaller position)."""
    base = list(range(len(blocks)))
    dense = sorted(base, key=lambda i: (-sims[i], i))
    evidence = set(q.evidence)
    return {
        "recall": base,
        "dense block": qc.rrf([base, dense]),
        "oracle": sorted(base, key=lambda i: (-len(evidence & set(blocks[i])), i)),
    }


def study(convs: list[locomo.Conversation], root: Path, scratch: Path,
          settings: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Per order and depth, the mean simulated pack recall (all questions and by category)."""
    sums: dict[tuple[str, int], list[tuple[str, float]]] = {}
    real: list[tuple[str, float]] = []
    info: dict[str, Any] = {}
    for conv in convs:
        store = locomo.flushed_store(conv, root, scratch, info, settings=settings)
        try:
            qc.progress(f"headroom: {conv.sample_id} ({len(conv.qa)} questions)")
            cost = {t.dia_id: len(t.body().encode()) + LINE_OVERHEAD for t in conv.turns}
            index = {t.dia_id: i for i, t in enumerate(conv.turns)}
            turn_vecs = qc.embed([t.body() for t in conv.turns])
            q_vecs = qc.embed([q.question for q in conv.qa], query=True)
            for qa, q_vec in zip(conv.qa, q_vecs):
                items = store.recall(qa.question, 100, mode="fast")
                pack = store.context(query=qa.question, budget=qc.PACK_BYTES, unit="bytes")
                room = sum(len(str(it.get("text", "")).encode()) + 1
                           for sec in pack.get("sections", []) if sec.get("name") in QUERY_SECTIONS
                           for it in sec.get("items", []))
                cands = [s for s in qc.external_sources(store, items) if 0 < len(s) <= qc.MAX_SOURCES]
                q = Question(qa.category, qa.evidence, cands, room,
                             qc.share_found(qa.evidence, qc.external_sources(store, qc.pack_items(pack))))

                # every depth is a prefix of the deepest: blocks and their cosines are worked out once
                blocks = [block(c) for c in q.candidates[: max(DEPTHS)]]
                sims = [_best_cosine(b, index, turn_vecs, q_vec) for b in blocks]
                for depth in DEPTHS:
                    for name, order in orders(q, blocks[:depth], sims[:depth]).items():
                        shown = pack_blocks([blocks[i] for i in order], cost, q.room)
                        share = len(set(q.evidence) & shown) / len(q.evidence)
                        sums.setdefault((name, depth), []).append((q.category, share))
                real.append((q.category, q.real_pack))
        finally:
            store.close()
    table: dict[str, Any] = {}
    for (name, depth), rows in sums.items():
        table.setdefault(name, {})[str(depth)] = _means(rows)
    return {"real_pack": _means(real), "simulated": table}, info


def _best_cosine(turns: Sequence[str], index: dict[str, int], turn_vecs: Any, q_vec: Any) -> float:
    """The best cosine between the question and any turn of a block (-1 when none has a vector)."""
    import numpy as np

    rows = [index[t] for t in turns if t in index]
    return float(np.max(turn_vecs[rows] @ q_vec)) if rows else -1.0


def _means(rows: Sequence[tuple[str, float]]) -> dict[str, Any]:
    out: dict[str, Any] = {"all": round(sum(v for _, v in rows) / len(rows), 4), "n": len(rows)}
    for cat in locomo.CATEGORIES:
        vals = [v for c, v in rows if c == cat]
        if vals:
            out[cat] = round(sum(vals) / len(vals), 4)
    return out


def render(result: dict[str, Any]) -> str:
    """A plain table: order × depth → simulated pack recall (multi-hop in brackets)."""
    def cell(means: dict[str, Any]) -> str:
        return f"{means['all']:.3f}" + (f" ({means['1']:.3f})" if "1" in means else "")

    headers = ["order", *(f"top {d}" for d in DEPTHS)]
    rows = [[name, *(cell(result["simulated"][name][str(d)]) for d in DEPTHS)] for name in ORDERS]
    real = result["real_pack"]
    return qc.format_table(headers, rows) + f"\nreal `mem context` pack recall: {cell(real)}, n = {real['n']}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=qc.DEFAULT_DATA, help="folder holding locomo/locomo_dev.json")
    ap.add_argument("--conversations", type=int, default=0, help="only the first N conversations (0 = all)")
    ap.add_argument("--stores", type=Path, default=None,
                    help="flushed stores from `locomo.py --stores DIR` to reuse (built there when missing)")
    ap.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                    help="config override for the mem stores, as in locomo.py (repeatable)")
    ap.add_argument("--out", type=Path, default=None, help="results folder (default benchmarks/results)")
    ap.add_argument("--name", default="pack_headroom", help="results file name (without .json)")
    args = ap.parse_args(argv)

    path = args.data / "locomo" / "locomo_dev.json"
    if not path.is_file():
        print(f"pack_headroom.py: error: {path} not found; pass --data DIR (the shared data folder)", file=sys.stderr)
        return 1
    convs = locomo.load_conversations(path)
    if args.conversations:
        convs = convs[: args.conversations]
    with tempfile.TemporaryDirectory(prefix="mem-headroom-") as tmp:
        result, info = study(convs, args.stores or Path(tmp), Path(tmp), qc.parse_settings(args.settings))
    print(f"LoCoMo pack headroom: simulated pack recall, mean over {result['real_pack']['n']} questions "
          "(multi-hop in brackets)")
    print(render(result))
    out = qc.write_results(args.name, {
        "benchmark": "locomo pack headroom", "data": qc.portable_path(path), "conversations": [c.sample_id for c in convs],
        "pack_bytes": qc.PACK_BYTES, "line_overhead_bytes": LINE_OVERHEAD, "depths": list(DEPTHS),
        "orders": list(ORDERS), "rrf_k": qc.RRF_K, "machine": qc.machine_info(), "git": qc.git_rev(),
        "stores": info, **result,
    }, args.out)
    qc.progress(f"results written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
