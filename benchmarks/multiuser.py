#!/usr/bin/env python3
"""Many users in one store: import rate, recall latency and throughput, PostgreSQL beside SQLite.

    python benchmarks/multiuser.py                          # 20 users x 200 records, 4 clients, 10 s
    python benchmarks/multiuser.py --full                   # 1,000 x 1,000 (1M records), 16 clients, 60 s
    python benchmarks/multiuser.py --url postgresql://mem@db/bench --out benchmarks/results/multiuser.json

The same synthetic per-user data goes into one PostgreSQL database (all
users, one ``PostgresStore`` per user) and into one SQLite store per user
(what a SQLite deployment of many users would be). Import runs with
``--importers`` concurrent writers, each its own connection and its own
users; recall then runs from ``--clients`` threads for ``--seconds``, each
query for a random user and a random word of that user's vocabulary, and
reports throughput and p50/p95 per backend. Without ``--url`` a throwaway
pgserver PostgreSQL is started (the test extra).

Skeleton, issue #17: packing (``mem context``) and process-level clients
(threads share one GIL, which bounds in-process throughput) come next.
Recall goes through :func:`memcli.recall.fulltext.search` on a Store; in a
tree where recall still takes a SQLite connection only the import is timed
on PostgreSQL.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import tempfile
import threading
import time
import warnings
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

WORDS_EN = ("kite", "lake", "dinner", "friend", "train", "rain", "music", "garden", "exam", "coffee", "river", "book")
WORDS_ZH = ("风筝", "西湖", "朋友", "火锅", "下雨", "音乐", "花园", "考试", "咖啡", "电影", "饺子", "旅行")


def synthetic_records(user: str, n: int, rng: random.Random) -> list[Any]:
    """*n* diary-like records for *user*: short mixed Chinese/English lines over a small vocabulary."""
    from memcli.record_types import NewRecord

    start = datetime(2015, 1, 1, tzinfo=timezone.utc)
    out = []
    for i in range(n):
        zh = " ".join(rng.sample(WORDS_ZH, 3))
        en = " ".join(rng.sample(WORDS_EN, 3))
        out.append(NewRecord(text=f"{zh}，今天和{user}一起。 {en} day {i}", user_id=user,
                             occurred_at=start + timedelta(hours=7 * i + rng.randint(0, 6))))
    return out


def percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"n": 0}
    ordered = sorted(samples)
    return {"n": len(ordered), "p50_ms": round(1000 * statistics.median(ordered), 3),
            "p95_ms": round(1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 3)}


def start_pgserver() -> tuple[str, Any]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    import psycopg

    folder = tempfile.mkdtemp(prefix="mem-bench-pg-")
    server = pgserver.get_server(folder, cleanup_mode="delete")
    socket_dir = server.get_uri().split("host=", 1)[1]
    with psycopg.connect(f"postgresql://postgres@/postgres?host={socket_dir}", autocommit=True) as conn:
        conn.execute("CREATE DATABASE mem_bench")
    return f"postgresql://postgres@/mem_bench?host={socket_dir}", server


def run_threads(n: int, work: Callable[[int], None]) -> float:
    threads = [threading.Thread(target=work, args=(k,)) for k in range(n)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


def import_postgres(url: str, home: Path, data: dict[str, list[Any]], importers: int) -> dict[str, Any]:
    from memcli.recall.stem import porter
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.store import PostgresStore

    PostgresStore(url, home, user="-").close()  # create the schema once, before the writers
    users = sorted(data)

    def work(k: int) -> None:
        conn = Connection(url)
        try:
            for user in users[k::importers]:
                store = PostgresStore(url, home, user=user, stem=porter, connection=conn)
                store.records.insert(data[user], default_user=user)
        finally:
            conn.close()

    seconds = run_threads(importers, work)
    total = sum(len(v) for v in data.values())
    probe = Connection(url)
    size = int(probe.execute("SELECT pg_database_size(current_database())").fetchone()[0])
    probe.close()
    return {"records": total, "seconds": round(seconds, 3), "records_per_s": round(total / seconds, 1),
            "database_bytes": size}


def import_sqlite(root: Path, data: dict[str, list[Any]], importers: int) -> dict[str, Any]:
    from memcli.session import State

    users = sorted(data)

    def work(k: int) -> None:
        for user in users[k::importers]:
            state = State(home=root / user)
            try:
                store = state.store()
                with store.transaction():
                    store.records.insert(data[user], default_user=user)
            finally:
                state.close()

    seconds = run_threads(importers, work)
    total = sum(len(v) for v in data.values())
    size = sum(p.stat().st_size for p in root.rglob("mem.db*"))
    return {"records": total, "seconds": round(seconds, 3), "records_per_s": round(total / seconds, 1),
            "database_bytes": size}


def recall_load(open_store: Callable[[int, str], Any], users: list[str], clients: int, seconds: float,
                seed: int) -> dict[str, Any]:
    """Random users and words from *clients* threads for *seconds*: throughput and latency of recall."""
    from memcli.recall.fulltext import search

    samples: list[list[float]] = [[] for _ in range(clients)]
    deadline = time.perf_counter() + seconds

    def work(k: int) -> None:
        rng = random.Random(seed + k)
        while time.perf_counter() < deadline:
            user = rng.choice(users)
            query = rng.choice(WORDS_ZH + WORDS_EN)
            t0 = time.perf_counter()
            store = open_store(k, user)
            hits = search(store, query, limit=10)
            samples[k].append(time.perf_counter() - t0)
            assert hits, (user, query)

    elapsed = run_threads(clients, work)
    flat = [s for part in samples for s in part]
    return {"clients": clients, "queries": len(flat), "queries_per_s": round(len(flat) / elapsed, 1),
            **percentiles(flat)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--records", type=int, default=200, help="records per user")
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--importers", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--full", action="store_true", help="1,000 users x 1,000 records, 16 clients, 60 s")
    ap.add_argument("--url", help="a PostgreSQL database to use (default: a throwaway pgserver)")
    ap.add_argument("--work", help="folder for the SQLite stores (default: a temporary one)")
    ap.add_argument("--out", help="write the results as JSON here")
    ap.add_argument("--seed", type=int, default=17)
    args = ap.parse_args()
    if args.full:
        args.users, args.records, args.clients, args.seconds = 1000, 1000, 16, 60.0

    rng = random.Random(args.seed)
    users = [f"user{n:04d}" for n in range(args.users)]
    data = {u: synthetic_records(u, args.records, rng) for u in users}
    work = Path(args.work or tempfile.mkdtemp(prefix="mem-bench-"))
    server = None
    url = args.url
    if url is None:
        url, server = start_pgserver()
    results: dict[str, Any] = {"users": args.users, "records_per_user": args.records}
    try:
        results["import"] = {"sqlite": import_sqlite(work / "sqlite", data, args.importers),
                             "postgres": import_postgres(url, work, data, args.importers)}
        print(json.dumps(results["import"], indent=2))
        if importlib.util.find_spec("memcli.recall.index") is None:
            results["recall"] = "skipped: recall does not run on the Store interface in this tree"
        else:
            from memcli.recall.stem import porter
            from memcli.session import State
            from memcli.store.postgres.connection import Connection
            from memcli.store.postgres.store import PostgresStore

            conns = [Connection(url) for _ in range(args.clients)]

            def pg_store(k: int, user: str) -> Any:
                return PostgresStore(url, work, user=user, stem=porter, connection=conns[k])

            open_states: list[dict[str, Any]] = [{} for _ in range(args.clients)]

            def lite_store(k: int, user: str) -> Any:
                """The user's SQLite store, kept open per client (at most 64: a file descriptor each)."""
                states = open_states[k]
                if user not in states:
                    if len(states) >= 64:
                        states.pop(next(iter(states))).close()
                    states[user] = State(home=work / "sqlite" / user)
                return states[user].read_store()

            results["recall"] = {
                "sqlite": recall_load(lite_store, users, args.clients, args.seconds, args.seed),
                "postgres": recall_load(pg_store, users, args.clients, args.seconds, args.seed),
            }
            for conn in conns:
                conn.close()
            for states in open_states:
                for state in states.values():
                    state.close()
        print(json.dumps(results.get("recall"), indent=2))
    finally:
        if server is not None:
            server.cleanup()
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
