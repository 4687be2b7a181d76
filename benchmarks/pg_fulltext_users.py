#!/usr/bin/env python3
"""Full-text probes of users with many rows among many users on PostgreSQL: three plans side by side (issue #32).

    python benchmarks/pg_fulltext_users.py --out benchmarks/results/pg_fulltext_users.json
    python benchmarks/pg_fulltext_users.py --users 1x20000,50x1000 --repeat 3     # a quick look

The database: mem's schema (its migrations, as ``mem init`` makes it) in a
throw-away pgserver, and records of users of several sizes (``--users``,
default ``1x200000,2x50000,5x20000,20x5000,200x1000``: 700,000 records),
made by the server itself: 12 words a record drawn from a vocabulary of
20,000 with Zipf's law (P(rank r) ∝ 1/r, like words of a language), so
``w1`` is in most records, ``w100`` in about one in a hundred and ``w5000``
in a few per ten thousand. ``VACUUM ANALYZE`` after the load.

The probe is recall's (``PostgresFullText.matches``): the user's newest
K+1 = 201 records holding a term. Three ways to find them:

* ``scan_user_rows``: ``(body @@ q) IS TRUE`` over the user's rows, as mem's
  ordinary role (row-level security forced, ``app.user`` set). This is what
  every probe cost before migration ``m004_terms``: under forced row-level
  security the planner may not use ``@@`` (not leakproof) as an index
  condition, so the GIN index on ``body`` was never used for mem's role;
* ``postings``: the store's statement since ``m004_terms``, as mem's role:
  the user's postings of the term in ``terms`` (B-tree, newest first),
  joined to the rows, ``body @@ q`` deciding;
* ``gin_superuser``: ``body @@ q`` with a GIN index on ``body``, as a
  superuser (no row-level security): what the benchmarks before issue #32
  measured, and what mem's role could not get.

``--import N`` also times what the postings cost a write: N records of
LoCoMo-like length through mem's own insert (``PostgresStore.records.insert``,
one transaction), with the ``terms`` triggers on and, as the table's owner,
switched off (what the store cost before ``m004_terms``), alternating over
three rounds: the server's CPU and the wall time.

Each probe's server CPU is the backend's on-CPU time (``/proc/PID/schedstat``),
median over the users of a class and ``--repeat`` rounds; the plan the
server chose is kept. Same rows from all three is checked.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from pg_vectors import Backend  # noqa: E402 - the backend-CPU meter the vector benchmark uses

TERMS = {"common": "w1", "frequent": "w10", "medium": "w100", "rare": "w5000"}
LIMIT = 201


def load(url: str, admin_url: str, classes: list[tuple[int, int]]) -> dict[str, Any]:
    from memcli.store.postgres.store import PostgresStore

    PostgresStore(url, Path(tempfile.gettempdir()), user="-").close()
    db = Backend(url)
    users: dict[str, list[str]] = {}
    t0, c0 = time.perf_counter(), db.cpu_ns()
    for n_users, size in classes:
        for u in range(n_users):
            user = f"u{size}_{u}"
            users.setdefault(str(size), []).append(user)
            db.rows("""
                INSERT INTO records(user_id, text, role, occurred_at, occurred_ts, ingested_at, content_hash,
                                    fts_text, body, doclen)
                SELECT %s, x.txt, 'user', '2024-01-01', 1704067200 + g, '2024-01-01', md5(%s || g), x.txt,
                       to_tsvector('simple', x.txt), 12
                FROM generate_series(1, %s) g,
                     LATERAL (SELECT string_agg('w' || floor(exp(random() * ln(20000)))::int, ' ') AS txt
                              FROM generate_series(1, 12 + 0 * g)) x""", (user, user, size))
    loaded = {"wall_s": round(time.perf_counter() - t0, 1), "server_cpu_s": round((db.cpu_ns() - c0) / 1e9, 1)}
    db.rows("VACUUM ANALYZE records")
    db.rows("VACUUM ANALYZE terms")
    admin = Backend(admin_url)
    admin.rows("SET maintenance_work_mem = '256MB'")
    t0 = time.perf_counter()
    admin.rows("CREATE INDEX bench_records_body ON records USING gin (body)")  # for gin_superuser only
    gin_s = round(time.perf_counter() - t0, 1)
    admin.rows("ANALYZE records")
    sizes = {name: int(db.one("SELECT pg_relation_size(%s)", (name,)))
             for name in ("records", "records_pkey", "terms", "terms_pkey", "bench_records_body")}
    db.conn.close()
    admin.conn.close()
    return {"records": sum(n * s for n, s in classes), "insert": loaded, "gin_build_s": gin_s, "bytes": sizes,
            "users": users}


def probes(db: Backend, admin: Backend, user: str, term: str) -> dict[str, tuple[float, list[int], str]]:
    from memcli.store.postgres.fulltext.area import KIND_CODES

    base = "SELECT t.id FROM records t WHERE t.user_id = %s AND {m} ORDER BY t.id DESC LIMIT %s"
    postings = ("SELECT t.id FROM terms p JOIN records t ON t.user_id = p.user_id AND t.id = p.item_id "
                "WHERE p.user_id = %s AND p.kind = %s AND p.term = %s "
                "ORDER BY t.id DESC LIMIT %s")  # PostgresFullText._matching's source for one term, as matches()
    db.rows("SELECT set_config('app.user', %s, false)", (user,))
    ways = {
        "scan_user_rows": (db, base.format(m="(t.body @@ %s::tsquery) IS TRUE"), (user, term, LIMIT)),
        "postings": (db, postings, (user, KIND_CODES["record"], term, LIMIT)),
        "gin_superuser": (admin, base.format(m="t.body @@ %s::tsquery"), (user, term, LIMIT)),
    }
    out = {}
    for name, (conn, sql, params) in ways.items():
        c0 = conn.cpu_ns()
        rows = [int(r[0]) for r in conn.rows(sql, params)]
        cpu = (conn.cpu_ns() - c0) / 1e6
        plan = conn.one("EXPLAIN (FORMAT JSON) " + sql, params)[0]["Plan"]
        names, stack = [], [plan]
        while stack:
            node = stack.pop(0)
            names.append(node.get("Index Name") or node["Node Type"])
            stack += node.get("Plans", [])
        out[name] = (cpu, rows, " > ".join(names))
    return out


def import_cost(url: str, n: int) -> dict[str, Any]:
    from datetime import UTC, datetime, timedelta

    from memcli.core.record_types import NewRecord
    from memcli.recall.stem import porter
    from memcli.store.postgres.store import PostgresStore

    base = datetime(2024, 1, 1, tzinfo=UTC)
    words = ("we", "went", "hiking", "with", "my", "sister", "near", "the", "lake", "and", "talked", "about", "jazz",
             "我们", "周末", "去", "西湖", "散步", "聊", "了", "很多", "工作", "的", "事")
    out: dict[str, list[tuple[float, float]]] = {"with_terms": [], "without_terms": []}
    for rnd in range(3):
        for way in (("with_terms", "without_terms") if rnd % 2 == 0 else ("without_terms", "with_terms")):
            user = f"imp_{way}_{rnd}"
            recs = [NewRecord(text=" ".join(words[(i * 7 + j * 3) % len(words)] for j in range(20)) + f" {i}",
                              user_id=user, occurred_at=base + timedelta(minutes=i)) for i in range(n)]
            store = PostgresStore(url, Path(tempfile.gettempdir()), user=user, stem=porter)
            pid = store.db.execute("SELECT pg_backend_pid()").fetchone()[0]
            toggle = "DISABLE" if way == "without_terms" else "ENABLE"
            store.db.execute(f"ALTER TABLE records {toggle} TRIGGER records_terms_insert")
            c0 = int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
            t0 = time.perf_counter()
            with store.transaction():
                store.records.insert(recs, default_user=user)
            out[way].append(((int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) - c0) / 1e9,
                             time.perf_counter() - t0))
            store.db.execute("ALTER TABLE records ENABLE TRIGGER records_terms_insert")
            store.close()
    return {way: {"server_cpu_s_median": round(statistics.median(c for c, _ in v), 2),
                  "wall_s_median": round(statistics.median(w for _, w in v), 2), "records": n}
            for way, v in out.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--users", default="1x200000,2x50000,5x20000,20x5000,200x1000", help="COUNTxSIZE,…")
    ap.add_argument("--repeat", type=int, default=5, help="rounds over each class's users")
    ap.add_argument("--per-class", type=int, default=5, help="users probed per class")
    ap.add_argument("--import", dest="import_n", type=int, default=0, help="also time N records' insert")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/pg_fulltext_users.json")
    args = ap.parse_args()
    classes = [(int(n), int(s)) for n, s in (p.split("x") for p in args.users.split(","))]
    import pgserver

    handle = pgserver.get_server(tempfile.mkdtemp(prefix="mem-fts-"), cleanup_mode="delete")
    try:
        socket = handle.get_uri().split("host=", 1)[1].split("&", 1)[0]
        admin = Backend(f"postgresql://postgres@/postgres?host={socket}")
        admin.rows("CREATE ROLE mem_bench LOGIN")
        admin.rows("CREATE DATABASE mem_fts OWNER mem_bench")
        Backend(f"postgresql://postgres@/mem_fts?host={socket}").rows("CREATE EXTENSION vector")
        url = f"postgresql://mem_bench@/mem_fts?host={socket}"
        admin_url = f"postgresql://postgres@/mem_fts?host={socket}"
        loaded = load(url, admin_url, classes)
        print(json.dumps({k: v for k, v in loaded.items() if k != "users"}), file=sys.stderr)
        db, admin_db = Backend(url), Backend(admin_url)
        results: dict[str, Any] = {}
        for n_users, size in classes:
            users = loaded["users"][str(size)][: args.per_class]
            for label, term in TERMS.items():
                cpu: dict[str, list[float]] = {}
                plans: dict[str, dict[str, int]] = {}
                agree = True
                matched = 0
                for _ in range(args.repeat):
                    for user in users:
                        got = probes(db, admin_db, user, term)
                        first = next(iter(got.values()))[1]
                        matched = len(first)
                        for name, (ms, rows, plan) in got.items():
                            cpu.setdefault(name, []).append(ms)
                            plans.setdefault(name, {})
                            plans[name][plan] = plans[name].get(plan, 0) + 1
                            agree &= rows == first
                key = f"{size} rows/user, {label} term ({term})"
                results[key] = {"server_cpu_ms_median": {k: round(statistics.median(v), 3) for k, v in cpu.items()},
                                "rows_returned": matched, "same_rows": agree,
                                "plans": {k: max(v, key=v.get) for k, v in plans.items()}}
                print(key, results[key]["server_cpu_ms_median"], file=sys.stderr)
        db.conn.close()
        admin_db.conn.close()
        writes = import_cost(url, args.import_n) if args.import_n else None
    finally:
        handle.cleanup()
    payload = {"benchmark": "pg_fulltext_users", "limit": LIMIT, "load": {k: v for k, v in loaded.items()
                                                                          if k != "users"},
               "results": results, "insert_cost": writes, "load_average": [round(x, 2) for x in os.getloadavg()]}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    warnings.simplefilter("ignore")
    main()
