#!/usr/bin/env python3
"""Two source trees side by side on their own copies of one store: recall in process and whole processes.

    git worktree add --detach ../old OLD_COMMIT
    python benchmarks/latency.py --sizes 10000 --work ../ab-old --keep       # builds a store (run with each tree)
    python benchmarks/tree_ab.py --old ../old --new . --old-home ../ab-old/store-10000 \
        --new-home ../ab-new/store-10000 --out benchmarks/results/tree_ab.json

Each tree needs its own copy of the store: a newer tree migrates the store it
opens, and an older one then refuses it. Rounds alternate which tree goes
first so both see the same machine load. In process: ``memcli.api.recall`` of
three queries (a rare needle, a word in a third of the records, an English
phrase), 300 calls each after 20 warm-ups, CPU time (``process_time``) per
call, median per round. Whole process: ``mem recall`` and ``mem context``
(with ``--semantic`` also both with ``--mode semantic``), the child's CPU
time (user + system). Reported: medians over rounds. ``--typer`` adds the
same ``mem recall`` run through the Typer app (what the command would cost
without the light path of ``memcli/cli/fastpath.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

QUERIES = ["蓝色风筝", "朋友", "coffee with a friend"]
COMMANDS = {"recall": ["recall", "蓝色风筝"], "context": ["context", "--budget", "8000", "--query", "蓝色风筝"]}
TYPER = {"recall_typer": ["recall", "蓝色风筝"]}  # run through memcli.cli.app, not the console script's light path
TYPER_LAUNCH = "from memcli.cli.app import main; main()"
SEMANTIC_COMMANDS = {  # --semantic: the same commands with the vectors (a store with a vector file)
    "recall_semantic": ["recall", "蓝色风筝", "--mode", "semantic"],
    "context_semantic": ["context", "--budget", "8000", "--query", "蓝色风筝", "--mode", "semantic"],
}
CHILD = r'''
import json, statistics, sys, time
from memcli import api
state = api.open_store(sys.argv[1])
out = {}
for q in json.loads(sys.argv[2]):
    for _ in range(20):
        api.recall(state, q, limit=10)
    times = []
    for _ in range(300):
        t0 = time.process_time_ns()
        api.recall(state, q, limit=10)
        times.append((time.process_time_ns() - t0) / 1e6)
    out[q] = statistics.median(times)
print(json.dumps(out))
'''


def _env(tree: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(tree)
    return env


def in_process(tree: Path, home: Path) -> dict[str, float]:
    # cwd outside both trees: `python -m`/`-c` put the working directory first on sys.path
    p = subprocess.run([sys.executable, "-c", CHILD, str(home), json.dumps(QUERIES)], env=_env(tree),
                       capture_output=True, text=True, cwd="/")
    if p.returncode != 0:
        raise SystemExit(f"{tree}: {p.stderr[-500:]}")
    return json.loads(p.stdout)  # type: ignore[no-any-return]


def process_cpu_ms(tree: Path, home: Path, args: list[str], typer: bool = False) -> float:
    env = _env(tree)
    env["MEM_HOME"] = str(home)
    launch = ["-c", TYPER_LAUNCH] if typer else ["-m", "memcli"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([sys.executable, *launch, *args], env=env, capture_output=True, cwd="/")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise SystemExit(f"{tree}: `mem {' '.join(args)}` failed: {p.stderr.decode()[-300:]}")
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", type=Path, required=True)
    ap.add_argument("--new", type=Path, required=True)
    ap.add_argument("--old-home", type=Path, required=True)
    ap.add_argument("--new-home", type=Path, required=True)
    ap.add_argument("--rounds", type=int, default=12, help="in-process rounds (whole processes: 2.5× as many)")
    ap.add_argument("--typer", action="store_true", help="also `mem recall` through the Typer app")
    ap.add_argument("--semantic", action="store_true", help="also time `mem recall`/`mem context --mode semantic`")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    commands = {**COMMANDS, **(TYPER if a.typer else {}), **(SEMANTIC_COMMANDS if a.semantic else {})}
    trees = {"old": (a.old, a.old_home), "new": (a.new, a.new_home)}
    inproc: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    procs: dict[str, dict[str, list[float]]] = {c: {"old": [], "new": []} for c in commands}
    for r in range(a.rounds):
        for name in (["old", "new"] if r % 2 == 0 else ["new", "old"]):
            inproc[name].append(in_process(*trees[name]))
    for r in range(int(a.rounds * 2.5) + 2):
        for cmd, args in commands.items():
            for name in (["old", "new"] if r % 2 == 0 else ["new", "old"]):
                ms = process_cpu_ms(*trees[name], args, typer=cmd in TYPER)
                if r >= 2:  # warm-ups: page cache and bytecode
                    procs[cmd][name].append(ms)
    result: dict[str, Any] = {"load_avg_end": os.getloadavg(), "rounds": a.rounds, "in_process_ms": {}, "process_cpu_ms": {}}
    for q in QUERIES:
        old = statistics.median(x[q] for x in inproc["old"])
        new = statistics.median(x[q] for x in inproc["new"])
        result["in_process_ms"][q] = {"old": old, "new": new, "change_pct": round((new / old - 1) * 100, 1)}
        print(f"recall {q!r} in process: {old:.3f} → {new:.3f} ms CPU ({(new / old - 1) * 100:+.1f} %)")
    for cmd in commands:
        old, new = statistics.median(procs[cmd]["old"]), statistics.median(procs[cmd]["new"])
        result["process_cpu_ms"][cmd] = {"old": old, "new": new, "change_pct": round((new / old - 1) * 100, 1)}
        print(f"mem {cmd} whole process: {old:.1f} → {new:.1f} ms CPU ({(new / old - 1) * 100:+.1f} %)")
    result["raw"] = {"in_process": inproc, "process": procs}
    if a.out:
        a.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
