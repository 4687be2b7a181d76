#!/usr/bin/env python3
"""A one-shot ``mem recall`` as a whole process, PostgreSQL beside SQLite on the same data (issue #32).

    python benchmarks/pg_oneshot.py --data PATH/locomo_dev.json --out benchmarks/results/pg_oneshot.json
    python benchmarks/pg_oneshot.py --data … --tree before=../main-tree --tree after=.   # two source trees

Both stores hold the shipped ``sample_data/`` and one LoCoMo dev
conversation (``--conversation``, 0 by default; conversations 0–6 are the
dev split), imported and flushed by the tree's own ``mem`` (offline
distiller, e5 embeddings). PostgreSQL is a throw-away ``pgserver`` in the
work folder, reached over its Unix socket as an ordinary role; each tree
gets its own database and SQLite home (a newer tree migrates what it opens).

Rounds alternate the order of every (tree, backend) pair so all see the
same machine load; each round runs every pair on the same query. Measured
per run: the ``mem`` process's CPU time (user + system, from ``wait4``) and
wall time. The server's CPU per run is the growth of the postmaster's
reaped children's CPU (each connection's backend is one), summed over all
rounds of a pair and divided by the rounds: the kernel counts it in 10 ms
ticks, so only that mean is meaningful. One extra run per pair counts the
statements the server executed (its log). ``driver_import_ms`` is the CPU a
bare ``python -c`` spends importing the tree's PostgreSQL driver.

``in_process`` is what a long-lived process (an app, ``mem mcp``) pays per
recall once its connection is open: ``memcli.api.recall`` of every query
50 times on one store, the client's CPU (``process_time``) and the server
backend's (``/proc/PID/schedstat``, on-CPU nanoseconds) per call, medians.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
QUERIES = ["kitten living in my flat", "hiking with my cousin", "爬山", "pottery class with the kids",
           "support group for transgender people", "周末去西湖", "what did Melanie paint"]
ROLE = "mem_bench"


def _env(tree: Path, home: Path, store: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "MEM_STORE")}
    env["PYTHONPATH"] = str(tree)
    env["MEM_HOME"] = str(home)
    if store:
        env["MEM_STORE"] = store
    return env


def mem(tree: Path, home: Path, store: str | None, *args: str, check: bool = True) -> tuple[str, float, float]:
    """Run ``mem ARGS`` from *tree*: (stdout, CPU ms of the process, wall ms)."""
    env = _env(tree, home, store)
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "memcli", *args], env=env, cwd="/", stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    out, err = proc.communicate()
    wall = (time.perf_counter() - t0) * 1000
    # communicate() reaped the child; its rusage is what RUSAGE_CHILDREN grew by: take it from wait4 instead
    if check and proc.returncode != 0:
        raise SystemExit(f"{tree}: mem {' '.join(args)} failed: {err.decode()[-400:]}")
    return out.decode(), _last_child_cpu_ms(), wall


_children_cpu = [0.0]


def _last_child_cpu_ms() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = (usage.ru_utime + usage.ru_stime) * 1000
    delta, _children_cpu[0] = total - _children_cpu[0], total
    return delta


class Server:
    """A throw-away PostgreSQL (pgserver) with pgvector, one database per tree, owned by an ordinary role."""

    def __init__(self, folder: Path) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import pgserver

        self.handle = pgserver.get_server(str(folder), cleanup_mode="delete")
        uri = self.handle.get_uri()
        self.socket = uri.split("host=", 1)[1].split("&", 1)[0]
        self.pgdata = Path(self.handle.pgdata)
        self.admin("postgres", f"CREATE ROLE {ROLE} LOGIN")

    def url(self, db: str, user: str = "postgres") -> str:
        return f"postgresql://{user}@/{db}?host={self.socket}"

    def admin(self, db: str, *statements: str) -> list[Any]:
        import psycopg2

        conn = psycopg2.connect(self.url(db))
        conn.autocommit = True
        out = []
        try:
            with conn.cursor() as cur:
                for sql in statements:
                    cur.execute(sql)
                    out.append(cur.fetchall() if cur.description else None)
        finally:
            conn.close()
        return out

    def database(self, name: str) -> str:
        self.admin("postgres", f'CREATE DATABASE "{name}" OWNER {ROLE}')
        self.admin(name, "CREATE EXTENSION vector")
        return self.url(name, ROLE)

    def children_cpu_ms(self) -> float:
        """CPU of the postmaster's reaped children (the backends of closed connections), in 10 ms ticks."""
        pid = int((self.pgdata / "postmaster.pid").read_text().split()[0])
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        tick = os.sysconf("SC_CLK_TCK")
        return (int(fields[13]) + int(fields[14])) * 1000 / tick  # cutime, cstime

    def log_size(self) -> int:
        return self.log_path().stat().st_size

    def log_path(self) -> Path:
        return Path(self.handle.log)

    def close(self) -> None:
        self.handle.cleanup()


def driver_import_ms(tree: Path) -> float:
    code = ("import time; t = time.process_time(); from memcli.store.postgres.connection import _driver; _driver(); "
            "print((time.process_time() - t) * 1000)")
    env = _env(tree, Path("/nonexistent"), None)
    runs = [float(subprocess.run([sys.executable, "-c", code], env=env, cwd="/", capture_output=True, text=True,
                                 check=True).stdout) for _ in range(7)]
    return round(statistics.median(runs), 1)


IN_PROCESS = r"""
import json, statistics, sys, time
from pathlib import Path
from memcli import api
from memcli.api.session import State
state = State(Path(sys.argv[1]))
queries = json.loads(sys.argv[2])
store = state.read_store()
pid = store.db.execute("SELECT pg_backend_pid()").fetchone()[0]
def backend_ns():
    return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
client, server = [], []
for q in queries:
    query = api.recall_query(state, q, limit=10)
    api.recall(state, query)
    for _ in range(50):
        c0, s0 = time.process_time_ns(), backend_ns()
        api.recall(state, query)
        client.append((time.process_time_ns() - c0) / 1e6)
        server.append((backend_ns() - s0) / 1e6)
print(json.dumps({"client_cpu_ms_median": round(statistics.median(client), 2),
                  "server_cpu_ms_median": round(statistics.median(server), 2)}))
"""


def in_process(tree: Path, home: Path, url: str) -> dict[str, float]:
    env = _env(tree, home, url)
    out = subprocess.run([sys.executable, "-c", IN_PROCESS, str(home), json.dumps(QUERIES)], env=env, cwd="/",
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)  # type: ignore[no-any-return]


def build(tree: Path, home: Path, store: str | None, conversation: Path) -> dict[str, Any]:
    home.mkdir(parents=True)
    mem(tree, home, store, "init")
    samples = sorted(str(p) for p in (ROOT / "sample_data").iterdir() if p.is_file())
    mem(tree, home, store, "import", *samples)
    mem(tree, home, store, "import", "--format", "locomo", str(conversation))
    t0 = time.perf_counter()
    mem(tree, home, store, "flush")
    stats = json.loads(mem(tree, home, store, "stats", "--json")[0])
    return {"flush_s": round(time.perf_counter() - t0, 1),
            **{k: stats.get(k) for k in ("records", "memories", "events")}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="LoCoMo dev file (conversations 0-6)")
    ap.add_argument("--conversation", type=int, default=0, choices=range(7), help="which dev conversation")
    ap.add_argument("--tree", action="append", default=[], metavar="NAME=DIR",
                    help="a source tree to run (repeatable; default: this one)")
    ap.add_argument("--runs", type=int, default=15, help="alternating rounds")
    ap.add_argument("--mode", action="append", default=[], help="recall modes (default: fast)")
    ap.add_argument("--work", type=Path, help="work folder (default: a temporary one, deleted after)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/pg_oneshot.json")
    args = ap.parse_args()
    trees = dict(t.split("=", 1) for t in args.tree) if args.tree else {"this": str(ROOT)}
    trees_p = {name: Path(d).resolve() for name, d in trees.items()}
    modes = args.mode or ["fast"]
    work = args.work or Path(tempfile.mkdtemp(prefix="mem-oneshot-"))
    work.mkdir(parents=True, exist_ok=True)
    conv = json.loads(args.data.read_text(encoding="utf-8"))[args.conversation]  # the dev split: 0-6 only
    conv_file = work / "conversation.json"
    conv_file.write_text(json.dumps([conv], ensure_ascii=False), encoding="utf-8")
    server = Server(work / "pg")
    load = [list(os.getloadavg())]
    try:
        pairs: list[tuple[str, str, Path, Path, str | None]] = []
        built: dict[str, Any] = {}
        for n, (name, tree) in enumerate(trees_p.items()):
            for backend in ("sqlite", "postgres"):
                url = server.database(f"bench_{n}") if backend == "postgres" else None
                home = work / f"{name}-{backend}"
                print(f"building {name}/{backend} …", file=sys.stderr)
                built[f"{name}/{backend}"] = build(tree, home, url, conv_file)
                pairs.append((name, backend, tree, home, url))
        results: dict[str, Any] = {}
        for mode in modes:
            cpu: dict[str, list[float]] = {f"{p[0]}/{p[1]}": [] for p in pairs}
            wall: dict[str, list[float]] = {k: [] for k in cpu}
            server_ms: dict[str, float] = {k: 0.0 for k in cpu}
            answers: dict[str, dict[str, str]] = {k: {} for k in cpu}
            for r in range(args.runs + 2):  # two warm-up rounds (page cache, .pyc files)
                query = QUERIES[r % len(QUERIES)]
                for k in range(len(pairs)):
                    name, backend, tree, home, url = pairs[(r + k) % len(pairs)]
                    key = f"{name}/{backend}"
                    s0 = server.children_cpu_ms()
                    out, c, w = mem(tree, home, url, "recall", "--mode", mode, query)
                    if r >= 2:
                        cpu[key].append(c)
                        wall[key].append(w)
                        if backend == "postgres":
                            server_ms[key] += server.children_cpu_ms() - s0
                    answers[key][query] = out
            statements: dict[str, int] = {}
            for name, backend, tree, home, url in pairs:
                if backend == "postgres":
                    server.admin("postgres", "ALTER SYSTEM SET log_min_duration_statement = 0",
                                 "SELECT pg_reload_conf()")
                    time.sleep(0.5)
                    before = server.log_size()
                    mem(tree, home, url, "recall", "--mode", mode, QUERIES[0])
                    with server.log_path().open("rb") as fh:
                        fh.seek(before)
                        statements[name] = sum(1 for line in fh if b"duration:" in line and b"statement:" in line
                                               or b"duration:" in line and b"execute " in line)
                    server.admin("postgres", "ALTER SYSTEM RESET log_min_duration_statement", "SELECT pg_reload_conf()")
            per: dict[str, Any] = {}
            for key in cpu:
                per[key] = {"cpu_ms_median": round(statistics.median(cpu[key]), 1),
                            "cpu_ms_runs": [round(x, 1) for x in cpu[key]],
                            "wall_ms_median": round(statistics.median(wall[key]), 1)}
                if key.endswith("/postgres"):
                    per[key]["server_cpu_ms_mean"] = round(server_ms[key] / args.runs, 1)
                    per[key]["statements_per_recall"] = statements[key.split("/")[0]]
            for name in trees_p:
                sq, pg = per[f"{name}/sqlite"], per[f"{name}/postgres"]
                per[f"{name}/ratio"] = {
                    "cpu": round(pg["cpu_ms_median"] / sq["cpu_ms_median"], 2),
                    "cpu_with_server": round((pg["cpu_ms_median"] + pg["server_cpu_ms_mean"]) / sq["cpu_ms_median"], 2),
                    "wall": round(pg["wall_ms_median"] / sq["wall_ms_median"], 2),
                    "same_output": sum(answers[f"{name}/sqlite"][q] == answers[f"{name}/postgres"][q]
                                       for q in answers[f"{name}/sqlite"]),
                    "queries": len(answers[f"{name}/sqlite"]),
                }
            results[mode] = per
        load.append(list(os.getloadavg()))
        payload = {
            "benchmark": "pg_oneshot",
            "data": {"locomo_conversation": args.conversation, "sample_data": True},
            "runs": args.runs,
            "trees": {name: subprocess.run(["git", "-C", str(t), "rev-parse", "--short", "HEAD"], capture_output=True,
                                           text=True).stdout.strip() for name, t in trees_p.items()},
            "driver_import_ms": {name: driver_import_ms(t) for name, t in trees_p.items()},
            "in_process": {f"{name}/postgres": in_process(tree, home, url) for name, backend, tree, home, url in pairs
                           if backend == "postgres" and url},
            "stores": built,
            "results": results,
            "load_before_after": [[round(x, 2) for x in lo] for lo in load],
            "machine": {"cpus": os.cpu_count(), "python": platform.python_version()},
        }
    finally:
        server.close()
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps({m: {k: v for k, v in r.items() if "ratio" in k or "median" in str(v)} for m, r in results.items()},
                     indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
