"""Semantic top-k parity between the SQLite and the PostgreSQL store on the same imports (issue #32).

The same corpus is imported with ``mem import`` into a SQLite home and a
PostgreSQL store (a throwaway pgserver server unless ``--url`` names an
empty database), both are distilled with ``mem flush`` (the cron line: no
``--user``), and every query of ``--queries`` is asked in semantic mode
through :mod:`memcli.api` on both. Reported:

* ``top_texts_agree``: the share of queries whose top-k hits have the same
  texts (set equality: the same k items, in any order);
* ``top_ids_in_order``: the share whose top-k ids are the same, in the same
  order (what issue #32's "done when" asks for, ≥ 90 % of ≥ 50 queries);
* ``top1_agree``: the share whose best hit is the same item;
* per backend, the CPU seconds of the asking process per query (median and
  total, after one warm-up query that loads the embedding model) and, for
  PostgreSQL on this machine, of its server backend process.

The embedder is what the config names (the bundled multilingual-e5-small
unless ``--embedder`` names another, e.g. ``lexical-hash-v1`` for a quick
run). Usage::

    python benchmarks/backend_parity.py --corpus diary.md chat.json --queries queries.jsonl
    # queries.jsonl: one {"query": "..."} per line

Results: ``--out`` (default ``benchmarks/results/backend_parity.json``).
Corpus files are named by their file name only.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
ROLE = "mem_parity"  # not a superuser: row-level security applies, as for an app's role


def load_average() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def start_pgserver() -> tuple[str, Any]:
    """A throwaway PostgreSQL with pgvector, and an empty database owned by an ordinary role."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    import psycopg

    server = pgserver.get_server(tempfile.mkdtemp(prefix="mem-parity-pg-"), cleanup_mode="delete")
    socket_dir = server.get_uri().split("host=", 1)[1].split("&", 1)[0]
    with psycopg.connect(f"postgresql://postgres@/postgres?host={socket_dir}", autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {ROLE} LOGIN")
        conn.execute(f"CREATE DATABASE mem_parity OWNER {ROLE}")
    with psycopg.connect(f"postgresql://postgres@/mem_parity?host={socket_dir}", autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    return f"postgresql://{ROLE}@/mem_parity?host={socket_dir}", server


def mem(home: Path, url: str | None, *args: str) -> str:
    """``mem ARGS`` as a process on the store (*url*, or the SQLite file in *home*); its stdout."""
    env = {k: v for k, v in os.environ.items() if k not in ("MEM_STORE", "MEM_EMBED_MODEL")}
    if url is not None:
        env["MEM_STORE"] = url
    done = subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), *args], capture_output=True,
                          text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"mem {' '.join(args[:2])} failed on {'postgres' if url else 'sqlite'}: {done.stderr}")
    return done.stdout


def read_queries(path: Path) -> list[str]:
    queries = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            item = json.loads(line)
            if not isinstance(item, dict) or not isinstance(item.get("query"), str) or not item["query"].strip():
                raise SystemExit(f"{path.name}:{n}: each line must be {{\"query\": \"...\"}}")
            queries.append(item["query"])
    return queries


def backend_cpu(state: Any) -> float | None:
    """CPU seconds of the PostgreSQL backend process serving *state*'s store, when it runs on this machine."""
    store = state.read_store()
    db = getattr(store, "db", None)
    if db is None:
        return None
    try:
        pid = int(db.one("SELECT pg_backend_pid()")[0])
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, ValueError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def ask(home: Path, url: str | None, queries: list[str], k: int) -> dict[str, Any]:
    """Every query in semantic mode on one store; the top-k hits and the CPU each took."""
    from memcli import api
    from memcli.api.session import State

    state = State(home=home, store_url=url)
    try:
        api.recall(state, queries[0], mode="semantic", limit=k)  # warm-up: the model and the vector snapshot
        answers, cpu, server = [], [], []
        for q in queries:
            s0, c0 = backend_cpu(state), time.process_time()
            hits = api.recall(state, q, mode="semantic", limit=k).to_list()
            c1, s1 = time.process_time(), backend_cpu(state)
            cpu.append(c1 - c0)
            if s0 is not None and s1 is not None:
                server.append(s1 - s0)
            answers.append([{"id": h["id"], "text": h["text"], "score": h["score"]} for h in hits[:k]])
    finally:
        state.close()
    out: dict[str, Any] = {"answers": answers, "client_cpu_s_total": round(sum(cpu), 4),
                           "client_cpu_ms_median": round(1000 * statistics.median(cpu), 3)}
    if server:
        out["server_cpu_s_total"] = round(sum(server), 4)
        out["server_cpu_ms_median"] = round(1000 * statistics.median(server), 3)
    return out


def compare(lite: list[list[dict[str, str]]], pg: list[list[dict[str, str]]], queries: list[str]) -> dict[str, Any]:
    n = len(queries)
    texts = [{h["text"] for h in a} == {h["text"] for h in b} for a, b in zip(lite, pg)]
    ordered = [[h["id"] for h in a] == [h["id"] for h in b] for a, b in zip(lite, pg)]
    top1 = [bool(a) and bool(b) and a[0]["id"] == b[0]["id"] for a, b in zip(lite, pg)]
    return {
        "queries": n,
        "top_texts_agree": round(sum(texts) / n, 4),
        "top_ids_in_order": round(sum(ordered) / n, 4),
        "top1_agree": round(sum(top1) / n, 4),
        "empty": {"sqlite": sum(not a for a in lite), "postgres": sum(not b for b in pg)},
        "differing": [{"query": q, "sqlite": [(h["id"], h["score"], h["text"][:60]) for h in a],
                       "postgres": [(h["id"], h["score"], h["text"][:60]) for h in b]}
                      for q, a, b, same in zip(queries, lite, pg, ordered) if not same],
    }


def git_commit() -> str | None:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parent, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", nargs="+", required=True, type=Path, metavar="FILE", help="files for `mem import`")
    ap.add_argument("--queries", required=True, type=Path, help='JSONL, one {"query": "..."} per line')
    ap.add_argument("-k", type=int, default=3, help="how many top hits to compare (default 3)")
    ap.add_argument("--embedder", help="embedding.model for both stores (default: the config's, the bundled e5)")
    ap.add_argument("--url", help="an empty PostgreSQL database (default: a throwaway pgserver server)")
    ap.add_argument("--out", type=Path, default=RESULTS / "backend_parity.json")
    args = ap.parse_args()
    for path in args.corpus:
        if not path.is_file():
            raise SystemExit(f"--corpus {path}: no such file")
    queries = read_queries(args.queries)
    if not queries:
        raise SystemExit(f"--queries {args.queries}: no queries")

    results: dict[str, Any] = {
        "benchmark": "backend_parity", "commit": git_commit(), "load_average_start": load_average(),
        "corpus": [p.name for p in args.corpus], "queries_file": args.queries.name, "k": args.k,
        "embedder": args.embedder or "config default",
    }
    server = None
    url = args.url
    if url is None:
        url, server = start_pgserver()
    try:
        with tempfile.TemporaryDirectory(prefix="mem-parity-") as tmp:
            work = Path(tmp)
            answers: dict[str, dict[str, Any]] = {}
            for name, store_url in (("sqlite", None), ("postgres", url)):
                home = work / name
                if args.embedder:
                    mem(home, store_url, "config", "set", "embedding.model", json.dumps(args.embedder))
                t0 = time.perf_counter()
                mem(home, store_url, "import", *[str(p.resolve()) for p in args.corpus])
                flushed = json.loads(mem(home, store_url, "flush", "--json"))
                prepared = round(time.perf_counter() - t0, 2)
                answers[name] = ask(home, store_url, queries, args.k)
                results[name] = {"import_and_flush_wall_s": prepared, "distilled": flushed["processed"],
                                 **{k: v for k, v in answers[name].items() if k != "answers"}}
                print(name, json.dumps(results[name]), flush=True)
            results["parity"] = compare(answers["sqlite"]["answers"], answers["postgres"]["answers"], queries)
    finally:
        if server is not None:
            server.cleanup()
    results["load_average_end"] = load_average()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    p = results["parity"]
    print(f"{p['queries']} queries: top-{args.k} texts agree {p['top_texts_agree']:.1%}, ids in order "
          f"{p['top_ids_in_order']:.1%}, top-1 {p['top1_agree']:.1%} -> {args.out}")


if __name__ == "__main__":
    main()
