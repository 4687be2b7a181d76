#!/usr/bin/env python3
"""Whole-process start-up of two source trees side by side: ``mem recall`` / ``read`` / ``context``.

    git archive OLD_COMMIT | tar -x -C ../old-tree
    python benchmarks/startup_ab.py --old ../old-tree --new . --home STORE --out benchmarks/results/startup_ab.json

Each round runs every command line once per tree, alternating which tree
goes first, so both see the same machine load; the figures are medians of
wall time and of the child's CPU time (user + system, from
``RUSAGE_CHILDREN``), which load disturbs less. Bytecode is cached (in a
``PYTHONPYCACHEPREFIX`` directory) as it is in an installed package.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

COMMANDS = {
    "recall": ["recall", "风筝"],
    "recall_json": ["recall", "风筝", "--json"],
    "read": ["read", "r1"],
    "context": ["context", "--budget", "2000", "--query", "风筝", "--now", "2025-01-10"],
}


def run_once(tree: Path, home: Path, args: list[str], cache: Path) -> tuple[float, float]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update({"PYTHONPATH": str(tree), "PYTHONPYCACHEPREFIX": str(cache), "MEM_HOME": str(home)})
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), *args], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise SystemExit(f"{tree}: {' '.join(args)} failed: {p.stderr.decode()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--old", type=Path, required=True)
    ap.add_argument("--new", type=Path, required=True)
    ap.add_argument("--home", type=Path, required=True, help="an existing store")
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    cache = Path(tempfile.mkdtemp(prefix="mem-ab-pycache-"))
    trees = {"old": args.old.resolve(), "new": args.new.resolve()}
    samples: dict[str, dict[str, dict[str, list[float]]]] = {
        name: {t: {"wall": [], "cpu": []} for t in trees} for name in COMMANDS
    }
    for tree in trees.values():  # compile and warm the page cache once, untimed
        for cmd in COMMANDS.values():
            run_once(tree, args.home, cmd, cache)
    load_start = os.getloadavg()
    for r in range(args.rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))
        for name, cmd in COMMANDS.items():
            for t in order:
                wall, cpu = run_once(trees[t], args.home, cmd, cache)
                samples[name][t]["wall"].append(wall)
                samples[name][t]["cpu"].append(cpu)
    out: dict[str, Any] = {"rounds": args.rounds, "loadavg_start": load_start, "loadavg_end": os.getloadavg(),
                           "python": sys.version.split()[0], "commands": {}}
    for name in COMMANDS:
        row: dict[str, Any] = {}
        for t in trees:
            row[t] = {"wall_median_ms": round(statistics.median(samples[name][t]["wall"]), 1),
                      "cpu_median_ms": round(statistics.median(samples[name][t]["cpu"]), 1)}
        row["cpu_change_pct"] = round(100 * (row["new"]["cpu_median_ms"] / row["old"]["cpu_median_ms"] - 1), 1)
        row["wall_change_pct"] = round(100 * (row["new"]["wall_median_ms"] / row["old"]["wall_median_ms"] - 1), 1)
        out["commands"][name] = row
    text = json.dumps(out, indent=2)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
