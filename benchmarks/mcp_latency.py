#!/usr/bin/env python3
"""``mem mcp`` over stdio: recall round trips and server start-up, on a synthetic 100k store.

    python benchmarks/mcp_latency.py --size 100000 --out benchmarks/results/mcp_latency_100k.json

The store is the synthetic life of ``benchmarks/latency.py`` (its ``--loader``
choices; ``bulk`` writes the same rows as the import path, on every core).
The server is the real ``python -m memcli mcp`` process driven by the SDK's
own client (``stdio_client`` + ``ClientSession``), as an MCP host runs it.

* **start-up**: spawn → ``initialize`` answered, and spawn → the first
  ``recall`` answered, over ``--starts`` fresh processes (the child's CPU
  time too, from ``RUSAGE_CHILDREN``); beside it the floor of a bare
  ``from mcp.server import MCPServer`` process.
* **round trip**: one session, ``--runs`` sequential ``recall`` calls in
  fast mode cycling through four queries (a rare needle, a word in a third
  of the records, a rare word, an English phrase) after a warm-up; the same
  calls straight into :func:`memcli.api.recall` in this process give the
  protocol's own share.

Targets (issue "mem mcp"): p50 ≤ 10 ms per fast recall, initialise ≤ 0.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from latency import COMMON_QUERY, NEEDLE_QUERY, load_bulk, load_import, machine, summarise  # noqa: E402

QUERIES = [NEEDLE_QUERY, COMMON_QUERY, "风筝", "went hiking in the hills"]


def _server_cpu_s() -> float:
    """CPU seconds (user + system) of this process's ``memcli … mcp`` child, from /proc (Linux)."""
    me = os.getpid()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            raw = stat.read_text()
            cmd = (stat.parent / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        fields = raw.rsplit(")", 1)[1].split()
        if int(fields[1]) == me and b"memcli" in cmd and b"mcp" in cmd:
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    raise RuntimeError("the server process was not found")


def _params(home: Path) -> Any:
    from mcp import StdioServerParameters

    env = {"PYTHONPATH": str(REPO), "MEM_HOME": str(home), "PATH": os.environ.get("PATH", "")}
    return StdioServerParameters(command=sys.executable, args=["-m", "memcli", "--home", str(home), "mcp"], env=env)


async def _start_once(home: Path) -> dict[str, float]:
    from mcp import ClientSession, stdio_client

    with open(os.devnull, "w") as errlog:
        t0 = time.perf_counter()
        async with stdio_client(_params(home), errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                t_init = time.perf_counter()
                result = await session.call_tool("recall", {"query": NEEDLE_QUERY, "n": 10})
                t_first = time.perf_counter()
                assert not result.is_error, result
    return {"initialize_s": t_init - t0, "first_recall_s": t_first - t0}


def start_up(home: Path, starts: int) -> dict[str, Any]:
    init: list[float] = []
    first: list[float] = []
    cpu: list[float] = []
    for _ in range(starts):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        got = anyio.run(_start_once, home)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        init.append(got["initialize_s"])
        first.append(got["first_recall_s"])
        cpu.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return {
        "initialize_median_s": round(statistics.median(init), 3),
        "initialize_min_s": round(min(init), 3),
        "first_recall_median_s": round(statistics.median(first), 3),
        "child_cpu_median_s": round(statistics.median(cpu), 3),
        "starts": starts,
        "initialize_all_s": [round(x, 3) for x in init],
    }


def sdk_floor(starts: int) -> dict[str, Any]:
    """A bare ``python -c 'from mcp.server import MCPServer'``: what any server on this SDK pays first."""
    import subprocess

    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(starts):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", "from mcp.server import MCPServer"], check=True)
        wall.append(time.perf_counter() - t0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return {"wall_median_s": round(statistics.median(wall), 3), "cpu_median_s": round(statistics.median(cpu), 3),
            "starts": starts}


async def _round_trips(home: Path, runs: int, warmup: int) -> dict[str, Any]:
    from mcp import ClientSession, stdio_client

    per_query: dict[str, list[float]] = {q: [] for q in QUERIES}
    every: list[float] = []
    with open(os.devnull, "w") as errlog:
        async with stdio_client(_params(home), errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                for i in range(warmup):
                    await session.call_tool("recall", {"query": QUERIES[i % len(QUERIES)], "mode": "fast"})
                server_cpu0 = _server_cpu_s()
                client_cpu0 = time.process_time()
                for i in range(runs):
                    q = QUERIES[i % len(QUERIES)]
                    t0 = time.perf_counter_ns()
                    result = await session.call_tool("recall", {"query": q, "mode": "fast", "n": 10})
                    ms = (time.perf_counter_ns() - t0) / 1e6
                    assert not result.is_error, result
                    every.append(ms)
                    per_query[q].append(ms)
                server_cpu = _server_cpu_s() - server_cpu0
                client_cpu = time.process_time() - client_cpu0
    return {
        "all": summarise(every),
        # CPU per call is what machine load disturbs least: the server's own, and this client's
        "server_cpu_per_call_ms": round(1000 * server_cpu / runs, 3),
        "client_cpu_per_call_ms": round(1000 * client_cpu / runs, 3),
        "per_query": {q: summarise(v) for q, v in per_query.items()},
    }


def in_process(home: Path, runs: int, warmup: int) -> dict[str, Any]:
    from memcli import api

    state = api.open_store(home)
    for i in range(warmup):
        api.recall(state, QUERIES[i % len(QUERIES)], mode="fast")
    out: list[float] = []
    cpu: list[float] = []
    for i in range(runs):
        c0 = time.thread_time_ns()
        t0 = time.perf_counter_ns()
        api.recall(state, QUERIES[i % len(QUERIES)], mode="fast", limit=10)
        out.append((time.perf_counter_ns() - t0) / 1e6)
        cpu.append((time.thread_time_ns() - c0) / 1e6)
    state.close()
    return {**summarise(out), "cpu_median_ms": round(statistics.median(cpu), 3)}


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", type=int, default=100_000)
    p.add_argument("--loader", choices=("import", "bulk"), default="bulk")
    p.add_argument("--runs", type=int, default=400, help="timed recall round trips")
    p.add_argument("--warmup", type=int, default=20)
    p.add_argument("--starts", type=int, default=10, help="fresh server processes for the start-up figures")
    p.add_argument("--work", type=Path, default=None, help="where to build (default: a temporary directory)")
    p.add_argument("--reuse", action="store_true", help="reuse a store already built in --work")
    p.add_argument("--out", type=Path, default=None)
    args = p.parse_args(argv)

    work = args.work or Path(tempfile.mkdtemp(prefix="mem-mcp-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    home = work / f"home-{args.size}"
    report: dict[str, Any] = {"machine": machine(), "size": args.size, "loader": args.loader}
    if not (args.reuse and (home / "mem.db").exists()):
        print(f"building {args.size} records with --loader {args.loader} …", file=sys.stderr, flush=True)
        report["load"] = (load_bulk if args.loader == "bulk" else load_import)(home, args.size, work)
    print("start-up …", file=sys.stderr, flush=True)
    report["start_up"] = start_up(home, args.starts)
    report["sdk_import_floor"] = sdk_floor(args.starts)
    print("round trips …", file=sys.stderr, flush=True)
    report["recall_stdio_ms"] = anyio.run(_round_trips, home, args.runs, args.warmup)
    report["recall_in_process_ms"] = in_process(home, args.runs, args.warmup)
    report["machine"]["loadavg_end"] = list(os.getloadavg())
    report["targets"] = {"recall_p50_ms": 10, "initialize_s": 0.5}
    text = json.dumps(report, ensure_ascii=False, indent=2)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
