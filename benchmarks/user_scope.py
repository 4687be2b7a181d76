#!/usr/bin/env python3
"""What ``--user`` costs fast recall on a SQLite file shared by two users, in process.

    python benchmarks/latency.py --sizes 10000 --work ../us --keep --loader bulk --ops recall_fast --runs 1
    python benchmarks/user_scope.py --home ../us/store-10000 --out benchmarks/results/user_scope.json

The store is copied and every second record is given to user ``bob`` (the rest stay config ``user.id``'s),
so a scoped query walks past as many of the other user's matches as it keeps. Rounds alternate the three
ways of asking (no ``--user``; ``--user`` the config user; ``--user bob``); each is 200 calls after 20
warm-ups, CPU time per call, median per round; reported: medians over rounds, and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

QUERIES = ["蓝色风筝", "朋友", "coffee with a friend"]


def _median_ms(state: object, query: str, calls: int) -> float:
    from memcli import api

    for _ in range(20):
        api.recall(state, query, limit=10)  # type: ignore[arg-type]
    times = []
    for _ in range(calls):
        t0 = time.process_time_ns()
        api.recall(state, query, limit=10)  # type: ignore[arg-type]
        times.append((time.process_time_ns() - t0) / 1e6)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home", type=Path, required=True, help="a store built by benchmarks/latency.py (copied)")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()

    from memcli import api

    work = Path(tempfile.mkdtemp(prefix="user-scope-"))
    home = work / "store"
    shutil.copytree(args.home, home)
    conn = sqlite3.connect(home / "mem.db")
    owner = conn.execute("SELECT user_id FROM records LIMIT 1").fetchone()[0]
    with conn:
        conn.execute("UPDATE records SET user_id = 'bob' WHERE id % 2 = 0")
    records = conn.execute("SELECT COUNT(*) FROM records").fetchone()[0]
    conn.close()
    ways = {"whole file": None, f"--user {owner}": owner, "--user bob": "bob"}
    samples: dict[str, dict[str, list[float]]] = {w: {q: [] for q in QUERIES} for w in ways}
    for n in range(args.rounds):
        order = list(ways.items())
        order = order[n % len(order):] + order[: n % len(order)]
        for name, user in order:
            state = api.open_store(str(home))
            state.select_user(user)
            for q in QUERIES:
                samples[name][q].append(_median_ms(state, q, args.calls))
            state.close()
    shutil.rmtree(work)
    result = {
        "records": records,
        "load_avg_end": list(os.getloadavg()),
        "rounds": args.rounds,
        "median_ms": {w: {q: round(statistics.median(v), 3) for q, v in per.items()} for w, per in samples.items()},
        "raw": samples,
    }
    for w, per in result["median_ms"].items():
        print(f"{w:>16}: " + ", ".join(f"{q} {ms} ms" for q, ms in per.items()))
    print(f"load average {result['load_avg_end']}")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
