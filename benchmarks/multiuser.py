#!/usr/bin/env python3
"""Many users in one store: import rate, recall and context latency and throughput, PostgreSQL beside SQLite.

    python benchmarks/multiuser.py                          # 20 users x 200 records, 4 clients, 10 s
    python benchmarks/multiuser.py --users 200 --records 1000 --clients 16 --seconds 60
    python benchmarks/multiuser.py --full                   # 1,000 x 1,000 (1M records), 16 clients, 60 s
    python benchmarks/multiuser.py --url postgresql://mem@db/bench --postgres-only

The same synthetic per-user data goes into one PostgreSQL database (all
users, one ``PostgresStore`` per user) and into one SQLite store per user
(what a SQLite deployment of many users would be). Import runs with
``--importers`` concurrent writers, each its own connection and its own
users. Then, for each of in-process ``recall`` (fast full-text recall) and
``context`` (a packed context for a query), ``--clients`` closed-loop
clients run for ``--seconds`` per backend, each request for a random user
and a random word of that user's vocabulary: throughput and p50/p95.
Clients are threads (one GIL: the clients' Python shares one core) or,
with ``--processes``, processes (one State or connection each).

Before the load, ``--service`` requests per operation run from one client:
the service time per request (wall, and CPU of the client and, for a
local server, of its backend process). On a machine of C cores a closed
loop of N clients waits ≈ N × service / C per request, so this is the
number that decides whether a latency target can be met there.

Without ``--url`` a throwaway pgserver PostgreSQL is started (the test
extra). Results go to ``--out`` (default ``benchmarks/results/multiuser_<users>x<records>.json``).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import tempfile
import threading
import time
import warnings
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

WORDS_EN = ("kite", "lake", "dinner", "friend", "train", "rain", "music", "garden", "exam", "coffee", "river", "book")
WORDS_ZH = ("风筝", "西湖", "朋友", "火锅", "下雨", "音乐", "花园", "考试", "咖啡", "电影", "饺子", "旅行")
RESULTS = Path(__file__).resolve().parent / "results"


def synthetic_records(user: str, n: int, rng: random.Random) -> list[Any]:
    """*n* diary-like records for *user*: short mixed Chinese/English lines over a small vocabulary."""
    from memcli.core.record_types import NewRecord

    start = datetime(2015, 1, 1, tzinfo=UTC)
    out = []
    for i in range(n):
        zh = " ".join(rng.sample(WORDS_ZH, 3))
        en = " ".join(rng.sample(WORDS_EN, 3))
        out.append(NewRecord(text=f"{zh}，今天和{user}一起。 {en} day {i}", user_id=user,
                             occurred_at=start + timedelta(hours=7 * i + rng.randint(0, 6))))
    return out


def user_data(users: list[str], records: int, seed: int) -> Callable[[str], list[Any]]:
    """Each user's records, made on demand from a seed of its own (1M records never sit in memory at once)."""
    def make(user: str) -> list[Any]:
        return synthetic_records(user, records, random.Random(f"{seed}:{user}"))
    return make


def percentiles(samples: list[float]) -> dict[str, Any]:
    if not samples:
        return {"n": 0}
    ordered = sorted(samples)
    return {"n": len(ordered), "p50_ms": round(1000 * statistics.median(ordered), 3),
            "p95_ms": round(1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 3)}


def load_average() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def start_pgserver() -> tuple[str, Any]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    import psycopg2

    folder = tempfile.mkdtemp(prefix="mem-bench-pg-")
    server = pgserver.get_server(folder, cleanup_mode="delete")
    socket_dir = server.get_uri().split("host=", 1)[1]
    # mem connects as an ordinary role owning its database: a superuser would bypass row-level security
    # and get plans mem's role never gets (docs/benchmarks.md, issue 32)
    for db, statements in (("postgres", ("CREATE ROLE mem_bench LOGIN", "CREATE DATABASE mem_bench OWNER mem_bench")),
                           ("mem_bench", ("CREATE EXTENSION vector",))):
        conn = psycopg2.connect(f"postgresql://postgres@/{db}?host={socket_dir}")
        conn.autocommit = True
        with conn.cursor() as cur:
            for sql in statements:
                cur.execute(sql)
        conn.close()
    return f"postgresql://mem_bench@/mem_bench?host={socket_dir}", server


def run_threads(n: int, work: Callable[[int], Any]) -> float:
    threads = [threading.Thread(target=work, args=(k,)) for k in range(n)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


# -- import -------------------------------------------------------------------------------
def import_postgres(url: str, home: Path, users: list[str], data: Callable[[str], list[Any]],
                    importers: int) -> dict[str, Any]:
    from memcli.recall.stem import porter
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.store import PostgresStore

    PostgresStore(url, home, user="-").close()  # create the schema once, before the writers
    counts = [0] * importers
    busy = [0.0] * importers

    def work(k: int) -> None:
        conn = Connection(url)
        try:
            for user in users[k::importers]:
                records = data(user)  # made outside the timed insert
                t0 = time.perf_counter()
                store = PostgresStore(url, home, user=user, stem=porter, connection=conn)
                counts[k] += len(store.records.insert(records, default_user=user).new_ids)
                busy[k] += time.perf_counter() - t0
        finally:
            conn.close()

    seconds = run_threads(importers, work)
    probe = Connection(url)
    probe.execute("VACUUM ANALYZE")  # what an operator runs after a bulk load (autovacuum would, later)
    size = int(probe.execute("SELECT pg_database_size(current_database())").fetchone()[0])
    tables = {name: int(n) for name, n in probe.execute(
        "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c WHERE c.relname IN "
        "('records', 'buffer', 'terms', 'terms_pkey', 'records_user_ts', 'records_user_session', "
        "'records_content_hash_key', 'records_user_id_content_hash_key')")}
    probe.close()
    return _import_result(sum(counts), seconds, busy, size) | {"relation_bytes": tables}


def import_sqlite(root: Path, users: list[str], data: Callable[[str], list[Any]], importers: int) -> dict[str, Any]:
    from memcli.api.session import State

    counts = [0] * importers
    busy = [0.0] * importers

    def work(k: int) -> None:
        for user in users[k::importers]:
            records = data(user)
            t0 = time.perf_counter()
            state = State(home=root / user)
            try:
                store = state.store()
                with store.transaction():
                    counts[k] += len(store.records.insert(records, default_user=user).new_ids)
            finally:
                state.close()
            busy[k] += time.perf_counter() - t0

    seconds = run_threads(importers, work)
    size = sum(p.stat().st_size for p in root.rglob("mem.db*"))
    return _import_result(sum(counts), seconds, busy, size)


def _import_result(total: int, seconds: float, busy: list[float], size: int) -> dict[str, Any]:
    # the rate over the importers' own insert time leaves out making the synthetic records
    inserting = max(busy) if busy else seconds
    return {"records": total, "seconds": round(seconds, 3), "insert_seconds": round(inserting, 3),
            "records_per_s": round(total / inserting, 1), "database_bytes": size, "load_average": load_average()}


# -- clients ------------------------------------------------------------------------------
class Client:
    """One client's stores: a PostgreSQL connection shared by its per-user stores, or SQLite States per user."""

    def __init__(self, backend: str, url: str, work: Path) -> None:
        from memcli.api.session import State

        self.backend = backend
        self.url = url
        self.work = work
        self.home = work / "pg-home"
        self.home.mkdir(parents=True, exist_ok=True)
        self._states: dict[str, Any] = {}
        self.cfg = State(home=self.home).settings()
        self.conn: Any = None
        if backend == "postgres":
            from memcli.store.postgres.connection import Connection

            self.conn = Connection(url)

    def store(self, user: str) -> Any:
        if self.backend == "postgres":
            from memcli.recall.stem import porter
            from memcli.store.postgres.store import PostgresStore

            return PostgresStore(self.url, self.home, user=user, read_only=True, stem=porter, connection=self.conn)
        from memcli.api.session import State

        if user not in self._states:
            if len(self._states) >= 64:  # a file descriptor each
                self._states.pop(next(iter(self._states))).close()
            self._states[user] = State(home=self.work / "sqlite" / user)
        return self._states[user].read_store()

    def home_of(self, user: str) -> Path:
        return self.home if self.backend == "postgres" else self.work / "sqlite" / user

    def request(self, op: str, user: str, query: str) -> None:
        store = self.store(user)
        if op == "recall":
            from memcli.recall.fulltext import search

            assert search(store, query, limit=10), (user, query)
        else:
            from memcli.context.pack import PackRequest, build_pack

            pack = build_pack(store, self.home_of(user), self.cfg,
                              PackRequest(budget=self.cfg.context.budget, query=query, user_id=user))
            assert pack.used > 0, (user, query)

    def server_cpu(self) -> float | None:
        """CPU seconds of this client's PostgreSQL backend process, when the server runs on this machine."""
        if self.conn is None:
            return None
        try:
            pid = int(self.conn.execute("SELECT pg_backend_pid()").fetchone()[0])
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, ValueError):
            return None
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self) -> None:
        for state in self._states.values():
            state.close()
        if self.conn is not None:
            self.conn.close()


def service_time(backend: str, op: str, url: str, work: Path, users: list[str], n: int, seed: int) -> dict[str, Any]:
    """*n* requests one after another from one client: wall and CPU per request (after a warm-up)."""
    client = Client(backend, url, work)
    rng = random.Random(seed)
    words = WORDS_ZH + WORDS_EN
    try:
        for _ in range(20):
            client.request(op, rng.choice(users), rng.choice(words))
        s0, c0, w0 = client.server_cpu(), time.process_time(), time.perf_counter()
        samples = []
        for _ in range(n):
            t0 = time.perf_counter()
            client.request(op, rng.choice(users), rng.choice(words))
            samples.append(time.perf_counter() - t0)
        wall, cpu, s1 = time.perf_counter() - w0, time.process_time() - c0, client.server_cpu()
    finally:
        client.close()
    out = {"requests": n, "wall_ms": round(1000 * wall / n, 3), "client_cpu_ms": round(1000 * cpu / n, 3),
           **percentiles(samples)}
    if s0 is not None and s1 is not None:
        out["server_cpu_ms"] = round(1000 * (s1 - s0) / n, 3)
        out["cpu_ms"] = round(out["client_cpu_ms"] + out["server_cpu_ms"], 3)
    else:
        out["cpu_ms"] = out["client_cpu_ms"]
    out["load_average"] = load_average()
    return out


def _client_loop(backend: str, op: str, url: str, work: Path, users: list[str], seconds: float,
                 seed: int, start: float) -> list[float]:
    client = Client(backend, url, work)
    rng = random.Random(seed)
    words = WORDS_ZH + WORDS_EN
    samples: list[float] = []
    try:
        while time.time() < start:
            time.sleep(0.01)
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            user, query = rng.choice(users), rng.choice(words)
            t0 = time.perf_counter()
            client.request(op, user, query)
            samples.append(time.perf_counter() - t0)
    finally:
        client.close()
    return samples


def _process_loop(args: tuple[Any, ...]) -> list[float]:
    return _client_loop(*args)


def load(backend: str, op: str, url: str, work: Path, users: list[str], clients: int, seconds: float, seed: int,
         processes: bool) -> dict[str, Any]:
    """*clients* closed-loop clients for *seconds*, random users and words: throughput and latency."""
    start = time.time() + (3.0 if processes else 0.5)  # every client connected before the clock starts
    jobs = [(backend, op, url, work, users, seconds, seed + k, start) for k in range(clients)]
    before = load_average()
    if processes:
        with multiprocessing.get_context("fork").Pool(clients) as pool:
            parts = pool.map(_process_loop, jobs)
    else:
        parts = [[] for _ in range(clients)]

        def work_(k: int) -> None:
            parts[k] = _client_loop(*jobs[k])

        run_threads(clients, work_)
    flat = [s for part in parts for s in part]
    return {"clients": clients, "clients_are": "processes" if processes else "threads", "seconds": seconds,
            "requests": len(flat), "requests_per_s": round(len(flat) / seconds, 1), **percentiles(flat),
            "load_average_before": before, "load_average_after": load_average()}


# -- main ---------------------------------------------------------------------------------
def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--records", type=int, default=200, help="records per user")
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--importers", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=10.0, help="per backend and operation")
    ap.add_argument("--service", type=int, default=200, help="requests from one client for the service time")
    ap.add_argument("--processes", action="store_true", help="clients are processes, not threads")
    ap.add_argument("--ops", default="recall,context", help="which loads to run (comma-separated)")
    ap.add_argument("--postgres-only", action="store_true", help="skip SQLite")
    ap.add_argument("--no-import", action="store_true",
                    help="the stores in --url and --work already hold this data (an A/B of two trees on one copy)")
    ap.add_argument("--full", action="store_true", help="1,000 users x 1,000 records, 16 clients, 60 s")
    ap.add_argument("--url", help="an empty PostgreSQL database to use (default: a throwaway pgserver)")
    ap.add_argument("--work", help="folder for the SQLite stores (default: a temporary one)")
    ap.add_argument("--out", help="JSON results (default: benchmarks/results/multiuser_<users>x<records>.json)")
    ap.add_argument("--seed", type=int, default=17)
    args = ap.parse_args()
    if args.full:
        args.users, args.records, args.clients, args.seconds = 1000, 1000, 16, 60.0

    users = [f"user{n:04d}" for n in range(args.users)]
    data = user_data(users, args.records, args.seed)
    work = Path(args.work or tempfile.mkdtemp(prefix="mem-bench-"))
    backends = ["postgres"] if args.postgres_only else ["sqlite", "postgres"]
    ops = [op for op in args.ops.split(",") if op]
    out = Path(args.out) if args.out else RESULTS / f"multiuser_{args.users}x{args.records}.json"
    server = None
    url = args.url
    if url is None:
        url, server = start_pgserver()
    results: dict[str, Any] = {
        "users": args.users, "records_per_user": args.records, "clients": args.clients,
        "importers": args.importers, "seconds": args.seconds, "cpus": os.cpu_count(),
        "load_average_start": load_average(), "import": {}, "service": {}, "load": {},
    }

    def save() -> None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")

    if args.no_import and not (args.url and args.work):
        ap.error("--no-import needs --url and --work")
    try:
        if args.no_import:
            pass
        elif "sqlite" in backends:
            results["import"]["sqlite"] = import_sqlite(work / "sqlite", users, data, args.importers)
            print("import sqlite", json.dumps(results["import"]["sqlite"]), flush=True)
        if not args.no_import:
            results["import"]["postgres"] = import_postgres(url, work, users, data, args.importers)
            print("import postgres", json.dumps(results["import"]["postgres"]), flush=True)
        save()
        for op in ops if args.service > 0 else ():
            for backend in backends:
                key = f"{op} {backend}"
                results["service"][key] = service_time(backend, op, url, work, users, args.service, args.seed)
                print("service", key, json.dumps(results["service"][key]), flush=True)
        for op in ops if args.seconds > 0 else ():
            for backend in backends:  # one operation on both backends back to back: the same load around them
                key = f"{op} {backend}"
                results["load"][key] = load(backend, op, url, work, users, args.clients, args.seconds, args.seed,
                                            args.processes)
                print("load", key, json.dumps(results["load"][key]), flush=True)
                save()
    finally:
        if server is not None:
            server.cleanup()
    results["load_average_end"] = load_average()
    save()
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
