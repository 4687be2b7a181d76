#!/usr/bin/env python3
"""A long-lived process on PostgreSQL: a State per call with its own connection against one leased from the pool.

    MEM_STORE=postgresql://… python benchmarks/pg_pool.py --home HOME --out benchmarks/results/pg_pool.json

HOME holds the config of a store already imported and flushed (e.g. sample_data). Each call is what
the MCP server does per tool call: a fresh ``State``, ``api.recall`` of one query, ``close()``. Rounds
alternate which variant goes first; reported are medians of wall time and of this process's CPU time
per call (the server's work is in the wall time only).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from memcli import api
from memcli.api.session import State
from memcli.store.postgres.pool import close_pools

QUERY = "蓝色风筝"


def one_call(home: Path, pooled: bool) -> tuple[float, float]:
    w0, c0 = time.perf_counter_ns(), time.process_time_ns()
    state = State(home, pooled=pooled)
    try:
        api.recall(state, api.recall_query(state, QUERY, limit=10))
    finally:
        state.close()
    return (time.perf_counter_ns() - w0) / 1e6, (time.process_time_ns() - c0) / 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--calls", type=int, default=30, help="calls per variant and round")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    if not os.environ.get("MEM_STORE", "").startswith("postgresql"):
        raise SystemExit("set MEM_STORE to the PostgreSQL store's URL")
    samples: dict[str, dict[str, list[float]]] = {v: {"wall": [], "cpu": []} for v in ("own", "pooled")}
    for variant in ("own", "pooled"):  # warm-up: imports, jieba, the server's caches
        for _ in range(5):
            one_call(a.home, variant == "pooled")
    for r in range(a.rounds):
        for variant in (["own", "pooled"] if r % 2 == 0 else ["pooled", "own"]):
            walls, cpus = zip(*(one_call(a.home, variant == "pooled") for _ in range(a.calls)))
            samples[variant]["wall"].append(statistics.median(walls))
            samples[variant]["cpu"].append(statistics.median(cpus))
    close_pools()
    result: dict[str, Any] = {"load_avg_end": os.getloadavg(), "rounds": a.rounds, "calls": a.calls}
    for variant, s in samples.items():
        result[variant] = {"wall_ms": round(statistics.median(s["wall"]), 3),
                           "cpu_ms": round(statistics.median(s["cpu"]), 3)}
        print(f"{variant:>6}: {result[variant]['wall_ms']:.2f} ms wall, {result[variant]['cpu_ms']:.2f} ms CPU per call")
    result["raw"] = samples
    if a.out:
        a.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
