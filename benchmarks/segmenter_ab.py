#!/usr/bin/env python3
"""jieba against rjieba (jieba-rs) on the exact calls ``mem`` makes, and what each costs to start.

    python benchmarks/segmenter_ab.py --data ../shared/data --out benchmarks/results/segmenter_ab.json

``mem`` indexes Chinese text as :func:`memcli.core.textproc.segment` cuts it: the
text is split with jieba's ``re_han_default`` pattern and each block is cut
by ``cut_for_search`` (HMM on, jieba's default dictionary, no user words).
The full-text index stores those words; queries are cut against the index's
own vocabulary (:mod:`memcli.recall.query`), so a segmenter can replace jieba
if it gives the same words. :func:`memcli.core.textproc.segment` (now jieba-rs) is
compared with the same function written with jieba, text by text, as strings
and as the tokens the index sees. Texts are
every string in the sample data, the test fixtures and the benchmark data
(LoCoMo, MADial-Bench zh); reported: the share of blocks and of whole texts
cut identically, examples of differences, and the CPU cost of a fresh process
that loads each segmenter and cuts one sentence.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
START = {
    "jieba_initialize": "import jieba, logging; jieba.setLogLevel(logging.WARNING); jieba.initialize(); "
                    "list(jieba.cut_for_search('我们放了蓝色风筝'))",
    "rjieba": "import rjieba; rjieba.cut_for_search('我们放了蓝色风筝', True)",
    "mem_segment": "from memcli.core.textproc import segment; segment('我们放了蓝色风筝')",
}


def strings(node: Any) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from strings(v)


def texts(paths: list[Path]) -> Iterator[tuple[str, str]]:
    for root in paths:
        for path in sorted(root.rglob("*")) if root.is_dir() else [root]:
            if path.suffix in (".json", ".jsonl"):
                raw = path.read_text(encoding="utf-8")
                try:
                    docs = [json.loads(raw)]
                except ValueError:  # JSON Lines
                    docs = [json.loads(line) for line in raw.splitlines() if line.strip()]
                for s in strings(docs):
                    yield path.name, s
            elif path.suffix in (".md", ".txt"):
                for line in path.read_text(encoding="utf-8").splitlines():
                    yield path.name, line


def fts_tokens(body: str) -> list[str]:
    """The words the full-text index sees: runs of letters, digits, private-use and other symbols (FTS_TOKENIZE)."""
    import unicodedata

    out: list[str] = []
    word: list[str] = []
    for ch in body + " ":
        cat = unicodedata.category(ch)
        if cat[0] in "LN" or cat in ("Co", "So"):
            word.append(ch)
        elif word:
            out.append("".join(word).lower())
            word = []
    return out


def start_cpu_ms(code: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", code], check=True, cwd="/", env={"PYTHONPATH": str(REPO),
                       "PATH": "/usr/bin:/bin"})
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    times.sort()
    return times[len(times) // 2]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="the benchmark data folder (locomo/, madial-zh/)")
    ap.add_argument("--runs", type=int, default=7, help="fresh processes per segmenter for the start-up cost")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()

    import logging
    import os

    import jieba

    from memcli.core.textproc import has_cjk, segment, space_symbols

    jieba.setLogLevel(logging.WARNING)

    def reference(text: str) -> str:
        """``segment`` as it was with jieba: one ``cut_for_search`` per block (HMM on)."""
        text = space_symbols(text)
        if not has_cjk(text):
            return text
        return " ".join(w for w in jieba.cut_for_search(text) if w.strip())

    sources = [REPO / "sample_data", REPO / "tests" / "fixtures", a.data]
    per_source: dict[str, dict[str, int]] = {}
    examples: list[dict[str, Any]] = []
    same_tokens = 0
    for name, raw in texts(sources):
        if not has_cjk(raw):
            continue
        stats = per_source.setdefault(name, {"texts": 0, "identical": 0})
        stats["texts"] += 1
        ours, theirs = reference(raw), segment(raw)
        stats["identical"] += ours == theirs
        same_tokens += fts_tokens(ours) == fts_tokens(theirs)
        if ours != theirs and len(examples) < 20:
            examples.append({"text": raw[:200], "jieba": ours[:300], "rjieba": theirs[:300]})
    total = sum(s["texts"] for s in per_source.values())
    same = sum(s["identical"] for s in per_source.values())
    result: dict[str, Any] = {
        "load_avg": os.getloadavg(),
        "texts_with_chinese": total,
        "texts_identical": same,
        "texts_identical_share": round(same / total, 4) if total else None,
        "texts_same_fts_tokens": same_tokens,
        "per_source": per_source,
        "examples": examples,
        "start_cpu_ms": {k: start_cpu_ms(code, a.runs) for k, code in START.items()},
    }
    print(json.dumps({k: v for k, v in result.items() if k != "examples"}, ensure_ascii=False, indent=1))
    for ex in examples[:8]:
        print(ex["text"][:80], "| jieba:", ex["jieba"][:120], "| rjieba:", ex["rjieba"][:120])
    if a.out:
        a.out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
