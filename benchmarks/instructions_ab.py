#!/usr/bin/env python3
"""Instructions executed by whole ``mem`` processes of two or more trees: a figure the machine's load cannot move.

    python benchmarks/instructions_ab.py --tree old=../old:../ab-old/store-10000 \
        --tree new=.:../ab-new/store-10000 --out benchmarks/results/instructions_ab.json
    python benchmarks/instructions_ab.py --tree hook=.:STORE --tree nohook=../variant:STORE --mem stats --mem profile

On a shared machine the CPU time of a 60 ms process swings by ±20 % from run
to run (caches, frequency, neighbours); the number of instructions it
executes does not. Each command runs under valgrind's callgrind (which counts
every instruction, the interpreter's start-up included) with a fixed hash
seed, after one unmeasured run that writes the ``.pyc`` files, from a working
directory outside every tree. ``--repeat`` runs each measurement again and
keeps every figure, so a reader sees that they agree. Needs ``valgrind``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "mem recall 蓝色风筝": ["-m", "memcli", "recall", "蓝色风筝"],
    "mem context --budget 8000 --query 蓝色风筝": ["-m", "memcli", "context", "--budget", "8000", "--query", "蓝色风筝"],
}
_COLLECTED = re.compile(r"Collected : (\d+)")


def instructions(tree: Path, home: Path, args: list[str]) -> int:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(tree), MEM_HOME=str(home), PYTHONHASHSEED="0")
    subprocess.run([sys.executable, *args], env=env, capture_output=True, cwd="/", check=True)  # .pyc files
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, *args],
                       env=env, capture_output=True, text=True, cwd="/", check=True)
    m = _COLLECTED.search(p.stderr)
    if m is None:
        raise SystemExit(f"{tree}: no instruction count in valgrind's output: {p.stderr[-300:]}")
    return int(m.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tree", action="append", required=True, help="NAME=TREE:STORE_HOME (repeat)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated command labels (default: all)")
    ap.add_argument("--mem", action="append", default=[],
                    help="measure this mem command line instead (e.g. 'stats', 'timeline -n 5'; repeat)")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    trees: dict[str, tuple[Path, Path]] = {}
    for spec in a.tree:
        name, _, rest = spec.partition("=")
        tree, _, home = rest.partition(":")
        trees[name] = (Path(tree).resolve(), Path(home))
    commands = {f"mem {line}": ["-m", "memcli", *line.split()] for line in a.mem} or COMMANDS
    wanted = [c for c in commands if not a.only or c in a.only.split(",")]
    result: dict[str, Any] = {"load_avg_start": os.getloadavg(), "instructions": {}}
    for label in wanted:
        row: dict[str, list[int]] = {}
        for name, (tree, home) in trees.items():
            row[name] = [instructions(tree, home, commands[label]) for _ in range(a.repeat)]
        result["instructions"][label] = row
        first = next(iter(row.values()))[0]
        print(label, "  ".join(f"{n} {v[0] / 1e6:.1f} M ({(v[0] / first - 1) * 100:+.1f} %)" for n, v in row.items()))
    result["load_avg_end"] = os.getloadavg()
    if a.out:
        a.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
