#!/usr/bin/env python3
"""Nearest neighbours on pgvector at scale, with real embeddings: HNSW against exact search (issue #32).

    python benchmarks/pg_vectors.py --cache ~/mem-bench/e5_pool.npz \\
        --locomo PATH/locomo_dev.json --madial PATH/madial-zh --memdaily PATH/messages_and_QAs \\
        --out benchmarks/results/pg_vectors.json

Vectors: the bundled multilingual-e5 (``memcli.embedding``, the ONNX passage
embedder a flush uses) over a pool of distinct real texts from the dev
splits only: LoCoMo dev turns (conversations 0-6), MADial-zh memories and
dialogue turns, MemDaily messages of the trajectories at even positions of
each file. Encoding is slow on a shared machine, so the pool's vectors are
kept in ``--cache`` (outside the repository) and reused by later runs.
Queries: LoCoMo dev questions and MemDaily dev questions, encoded as e5
queries.

Users: the pool is dealt to users of three sizes (``--users``, default
``5x12000,12x5000,80x1000``: 200,000 vectors); a user's vectors are
distinct, different users share texts (the pool is smaller than the
total), each vector stamped with a random time of the last two years. They
are loaded into the ``embeddings`` table of a fresh mem schema (a
throw-away pgserver, or ``--url``), the HNSW index is built after the load,
and ``VACUUM ANALYZE`` run.

For each size class, ``--queries`` queries against one user each: the
statement recall runs (``PgNeighbours.top``: the user's rows of the model
in a time window, ordered by cosine distance, as the planner chooses),
that statement with HNSW forced (``hnsw.ef_search`` 40, 200 and 1000), and the exact answer (the same order
without an index). Reported: recall@10 of each against the exact top 10,
which plan the planner chose, and the server's CPU per query (the
backend's on-CPU nanoseconds from ``/proc/PID/schedstat``, so the server
must run on this machine) beside the wall time.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import random
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


# -- the pool of texts (dev splits only) -------------------------------------------------------------------
def locomo_texts(path: Path) -> tuple[list[str], list[str]]:
    data = json.loads(path.read_text(encoding="utf-8"))[:7]  # the dev copy: conversations 0-6
    turns, questions = [], []
    for sample in data:
        for key, session in sample["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                turns += [f"{t.get('speaker', '')}: {t.get('text', '')}" for t in session]
        questions += [str(q["question"]) for q in sample.get("qa", []) if q.get("question")]
    return turns, questions


def madial_texts(folder: Path) -> list[str]:
    out = []
    for line in (folder / "MADial-Bench-zh-memory.json").read_text(encoding="utf-8").splitlines():
        if line.strip():
            for item in json.loads(line).values():
                out.append(str(item.get("event", "")))
    for line in (folder / "MADial-Bench-zh-dialogue.json").read_text(encoding="utf-8").splitlines():
        if line.strip():
            for turn in json.loads(line).get("dialogue", []):
                text = str(turn).strip()
                if text and text not in ("<BOD>", "<EOD>"):
                    out.append(text)
    return out


def memdaily_texts(folder: Path) -> tuple[list[str], list[str]]:
    messages, questions = [], []
    for path in sorted(glob.glob(str(folder / "*.json"))):
        trajectories = json.loads(Path(path).read_text(encoding="utf-8"))
        for trajectory in trajectories[0::2]:  # the dev split: even positions only, chosen before reading
            messages += [str(m["message"]) for m in trajectory.get("message_list", [])]
            questions += [str(q["question"]) for q in trajectory.get("question_list", []) if q.get("question")]
    return messages, questions


def pool(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    turns, l_questions = locomo_texts(args.locomo)
    messages, m_questions = memdaily_texts(args.memdaily)
    texts = list(dict.fromkeys(t for t in [*turns, *madial_texts(args.madial), *messages] if t.strip()))
    rng = random.Random(7)
    queries = rng.sample(list(dict.fromkeys(l_questions)), 150) + rng.sample(list(dict.fromkeys(m_questions)), 150)
    return texts, queries


def encode(texts: list[str], queries: list[str], cache: Path) -> tuple[Any, Any]:
    """The pool's passage vectors and the queries' vectors, from *cache* when it holds them (written as it goes)."""
    import numpy as np

    from memcli.embedding.models import load_e5

    done: dict[str, Any] = {}
    if cache.exists():
        with np.load(cache, allow_pickle=False) as z:
            done = {k: z[k] for k in z.files}
    n_done = int(done["n"][0]) if "n" in done else 0
    vecs = done.get("passages", np.zeros((0, 384), dtype=np.float32))
    if "texts_hash" in done and str(done["texts_hash"][0]) != str(hash_texts(texts)):
        raise SystemExit(f"{cache} holds another pool: delete it or choose another --cache")
    enc = load_e5("multilingual-e5-small", None, max(1, min(2, os.cpu_count() or 1)))
    step = 512
    while n_done < len(texts):
        t0 = time.perf_counter()
        part = enc.encode(texts[n_done:n_done + step])
        vecs = np.concatenate([vecs, np.asarray(part, dtype=np.float32)])
        n_done = len(vecs)
        qv = done.get("queries")
        np.savez(cache, passages=vecs, n=np.array([n_done]), texts_hash=np.array([hash_texts(texts)]),
                 **({"queries": qv} if qv is not None else {}))
        print(f"encoded {n_done}/{len(texts)} ({step / (time.perf_counter() - t0):.0f}/s)", file=sys.stderr)
    qv = done.get("queries")
    if qv is None or len(qv) != len(queries):
        qv = np.stack([np.asarray(enc.encode_query(q), dtype=np.float32) for q in queries])
        np.savez(cache, passages=vecs, n=np.array([n_done]), texts_hash=np.array([hash_texts(texts)]), queries=qv)
    return vecs, qv


def hash_texts(texts: list[str]) -> str:
    import hashlib

    return hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]


# -- the database half ---------------------------------------------------------------------------------------
MODEL = "multilingual-e5-small"
DEPTH = 20
"""What semantic recall asks ``PgNeighbours.top`` for (memcli.recall.hybrid's vector depth)."""
EF_SEARCH = (40, 200, 1000)
"""``hnsw.ef_search`` values tried with HNSW forced (40 is pgvector's default; 1000 its maximum)."""


def _literal(vec: Any) -> str:
    return "[" + ",".join(f"{float(x):.7g}" for x in vec) + "]"


class Backend:
    """One psycopg2 connection and its backend process's CPU (``/proc/PID/schedstat``: on-CPU nanoseconds)."""

    def __init__(self, url: str) -> None:
        import psycopg2

        self.conn = psycopg2.connect(url)
        self.conn.autocommit = True
        self.pid = self.one("SELECT pg_backend_pid()")

    def one(self, sql: str, params: Any = None) -> Any:
        with self.conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchone()[0]

    def rows(self, sql: str, params: Any = None) -> list[tuple[Any, ...]]:
        with self.conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall() if cur.description else []

    def cpu_ns(self) -> int:
        return int(Path(f"/proc/{self.pid}/schedstat").read_text().split()[0])


def _server(args: argparse.Namespace) -> tuple[str, str, Any]:
    """(mem's URL as an ordinary role, the owner's URL for the bulk load, the server handle or None)."""
    if args.url:
        return args.url, args.url, None
    import pgserver

    folder = tempfile.mkdtemp(prefix="mem-vec-")
    handle = pgserver.get_server(folder, cleanup_mode="delete")
    socket = handle.get_uri().split("host=", 1)[1].split("&", 1)[0]
    admin = Backend(f"postgresql://postgres@/postgres?host={socket}")
    admin.rows("CREATE ROLE mem_bench LOGIN")
    admin.rows("CREATE DATABASE mem_vec OWNER mem_bench")
    admin.conn.close()
    Backend(f"postgresql://postgres@/mem_vec?host={socket}").rows("CREATE EXTENSION vector")
    url = f"postgresql://mem_bench@/mem_vec?host={socket}"
    return url, url, handle


def _classes(spec: str) -> list[tuple[int, int]]:
    return [(int(n), int(size)) for n, size in (part.split("x") for part in spec.split(","))]


def load(url: str, vecs: Any, classes: list[tuple[int, int]], rng: random.Random) -> dict[str, Any]:
    """The users' vectors into a fresh mem schema; the HNSW index built after the load (its build time kept)."""
    import io

    from memcli.store.postgres.store import PostgresStore

    PostgresStore(url, Path(tempfile.gettempdir()), user="-").close()  # mem's schema, as `mem init` makes it
    db = Backend(url)
    db.rows("DROP INDEX embeddings_hnsw")
    db.rows("CREATE TEMP TABLE pool(i int PRIMARY KEY, v vector(384))")
    buf = io.StringIO("".join(f"{i}\t{_literal(v)}\n" for i, v in enumerate(vecs)))
    with db.conn.cursor() as cur:
        cur.copy_expert("COPY pool FROM STDIN", buf)
    users: dict[str, list[str]] = {}
    lines = []
    item = 0
    now = 1_735_689_600.0  # 2025-01-01
    for n_users, size in classes:
        for u in range(n_users):
            user = f"u{size}_{u}"
            users.setdefault(str(size), []).append(user)
            for i in rng.sample(range(len(vecs)), size):
                item += 1
                lines.append(f"{user}\t{item}\t{i}\t{now - rng.random() * 2 * 365 * 86400:.0f}\n")
    db.rows("CREATE TEMP TABLE deal(user_id text, item_id bigint, i int, ts float8)")
    with db.conn.cursor() as cur:
        cur.copy_expert("COPY deal FROM STDIN", io.StringIO("".join(lines)))
    t0 = time.perf_counter()
    db.rows(f"""INSERT INTO embeddings(item_kind, item_id, user_id, model, text_version, occurred_ts, dim, vector)
                SELECT 'record', d.item_id, d.user_id, '{MODEL}', 1, d.ts, 384, p.v::vector
                FROM deal d JOIN pool p ON p.i = d.i""")
    loaded = time.perf_counter() - t0
    db.rows("SET maintenance_work_mem = '512MB'")
    c0, t0 = db.cpu_ns(), time.perf_counter()
    db.rows("CREATE INDEX embeddings_hnsw ON embeddings USING hnsw ((vector::vector(384)) vector_cosine_ops) "
            "WHERE dim = 384")  # the index of migration m002, built on the loaded table
    build = {"wall_s": round(time.perf_counter() - t0, 1), "cpu_s": round((db.cpu_ns() - c0) / 1e9, 1)}
    db.rows("VACUUM ANALYZE embeddings")
    sizes = {name: int(db.one("SELECT pg_relation_size(%s)", (name,)))
             for name in ("embeddings", "embeddings_hnsw", "embeddings_pkey", "embeddings_user_ts")}
    db.conn.close()
    return {"vectors": item, "users": users, "insert_s": round(loaded, 1), "hnsw_build": build, "bytes": sizes}


PRODUCTION = ("SELECT e.item_id FROM embeddings e WHERE e.user_id = %s AND e.model = %s AND e.dim = 384 "
              "AND e.occurred_ts >= %s AND e.occurred_ts <= %s "
              "ORDER BY e.vector::vector(384) <=> %s::vector(384) LIMIT %s")
"""The statement of ``PgNeighbours.top`` (memcli/store/postgres/vectors.py) for 384 dimensions."""
EXACT = PRODUCTION.replace("ORDER BY e.vector::vector(384) <=> %s::vector(384)", "ORDER BY e.vector <=> %s::vector")
"""The same rows in the same order by a distance no index serves: the exact answer."""


def _plan(db: Backend, params: tuple[Any, ...]) -> str:
    plan = db.one("EXPLAIN (FORMAT JSON) " + PRODUCTION, params)[0]["Plan"]
    names = []
    stack = [plan]
    while stack:
        node = stack.pop()
        names.append(node.get("Index Name") or node["Node Type"])
        stack += node.get("Plans", [])
    return " > ".join(names)


def query_class(db: Backend, users: list[str], qvecs: Any, n: int, rng: random.Random) -> dict[str, Any]:
    names = ["planner", *(f"hnsw_ef{ef}" for ef in EF_SEARCH)]
    found: dict[str, list[float]] = {k: [] for n in names for k in (n, f"{n}@10")}
    cpu: dict[str, list[float]] = {k: [] for k in [*names, "exact"]}
    wall: dict[str, list[float]] = {k: [] for k in [*names, "exact"]}
    plans: dict[str, int] = {}
    for k in range(n):
        user = rng.choice(users)
        lo, hi = db.rows("SELECT min(occurred_ts), max(occurred_ts) FROM embeddings WHERE user_id = %s", (user,))[0]
        q = _literal(qvecs[k % len(qvecs)])
        params = (user, MODEL, lo, hi, q, DEPTH + 8)
        answers: dict[str, list[int]] = {}
        forced = ("SET LOCAL enable_seqscan = off", "SET LOCAL enable_sort = off", "SET LOCAL enable_bitmapscan = off")
        ways = [("exact", EXACT, ()), ("planner", PRODUCTION, ())]
        ways += [(f"hnsw_ef{ef}", PRODUCTION, (*forced, f"SET LOCAL hnsw.ef_search = {ef}")) for ef in EF_SEARCH]
        for name, sql, setup in ways:
            db.rows("BEGIN")
            for statement in setup:
                db.rows(statement)
            c0, t0 = db.cpu_ns(), time.perf_counter()
            answers[name] = [int(r[0]) for r in db.rows(sql, params)][:DEPTH]
            cpu[name].append((db.cpu_ns() - c0) / 1e6)
            wall[name].append((time.perf_counter() - t0) * 1000)
            db.rows("COMMIT")
        exact = answers["exact"]
        for name in names:
            found[name].append(len(set(answers[name]) & set(exact)) / max(1, len(exact)))
            found[f"{name}@10"].append(len(set(answers[name][:10]) & set(exact[:10])) / max(1, len(exact[:10])))
        plan = _plan(db, params)
        plans[plan] = plans.get(plan, 0) + 1
    return {
        f"recall@{DEPTH}": {k: round(statistics.mean(v), 3) for k, v in found.items() if "@" not in k},
        "recall@10": {k.split("@")[0]: round(statistics.mean(v), 3) for k, v in found.items() if "@" in k},
        "server_cpu_ms_median": {k: round(statistics.median(v), 2) for k, v in cpu.items()},
        "wall_ms_median": {k: round(statistics.median(v), 2) for k, v in wall.items()},
        "planner_chose": plans,
        "queries": n,
    }


def run(args: argparse.Namespace, vecs: Any, qvecs: Any) -> dict[str, Any]:
    rng = random.Random(11)
    classes = _classes(args.users)
    url, _owner, handle = _server(args)
    try:
        loaded = load(url, vecs, classes, rng)
        db = Backend(url)
        version = str(db.one("SELECT extversion FROM pg_extension WHERE extname = 'vector'"))
        out: dict[str, Any] = {}
        for n_users, size in classes:
            out[f"{n_users} users x {size}"] = query_class(db, loaded["users"][str(size)], qvecs, args.queries, rng)
            print(f"{size}: {out[f'{n_users} users x {size}']}", file=sys.stderr)
        db.conn.close()
    finally:
        if handle is not None:
            handle.cleanup()
    return {"benchmark": "pg_vectors", "depth": DEPTH, "load": {k: v for k, v in loaded.items() if k != "users"},
            "classes": out, "load_average": [round(x, 2) for x in os.getloadavg()],
            "hnsw": {"m": 16, "ef_construction": 64, "ef_search": list(EF_SEARCH),
                     "pgvector": version}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cache", type=Path, required=True, help="the pool's vectors (.npz, outside the repository)")
    ap.add_argument("--locomo", type=Path, required=True)
    ap.add_argument("--madial", type=Path, required=True)
    ap.add_argument("--memdaily", type=Path, required=True)
    ap.add_argument("--encode-only", action="store_true", help="fill the cache and stop")
    ap.add_argument("--users", default="5x12000,12x5000,80x1000", help="COUNTxSIZE,… (vectors per user)")
    ap.add_argument("--queries", type=int, default=100, help="queries per size class")
    ap.add_argument("--url", help="an existing empty database (default: a throw-away pgserver)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/pg_vectors.json")
    args = ap.parse_args()
    texts, queries = pool(args)
    print(f"pool: {len(texts)} distinct texts, {len(queries)} queries", file=sys.stderr)
    vecs, qvecs = encode(texts, queries, args.cache)
    if args.encode_only:
        return
    payload = run(args, vecs, qvecs)
    payload["pool"] = {"texts": len(texts), "queries": len(queries)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(payload["classes"], indent=1))


if __name__ == "__main__":
    warnings.simplefilter("ignore")
    main()
