#!/usr/bin/env python3
"""What forgetting one record costs in a 100k-record store with a distilled layer (#28: ≤ 1 s of CPU).

    python benchmarks/forget.py --size 100000 --work ./bench-forget --keep \
        --old ../main-tree --out benchmarks/results/forget_100k.json

The store is ``benchmarks/latency.py``'s synthetic life (its bulk loader: the
rows ``mem import`` writes) with its flush-shaped layer (events of up to 98
records, an emotion memory per matching record, 60 profile slots, 15
agreements), plus one profile list slot (``interest::food``) citing
:data:`SLOT_SOURCES` records that each say what they like to eat (我最喜欢吃…), so one case forgets a record behind a slot that
must be folded again from hundreds of sources. Embeddings are off (a rebuilt
event's vector is the mean of stored record vectors: no model either way).

Cases, each forgetting a different record every run:

* ``event``: a record behind one event (rebuilt from its ~97 other records)
  and perhaps an emotion memory (removed);
* ``slot``: a record behind the 500-source slot and an event.

For each tree (``--new``, default this checkout; ``--old`` optional, e.g. a
worktree of main), on its own copy of the store, in rounds that alternate
which tree goes first: in process, ``memcli.api.forget`` CPU time
(``process_time``) and wall time per forget after one warm-up forget; as a
whole process, ``mem forget rN`` CPU time (user + system of the child), with
the tree's byte code written first (an unmeasured ``--dry-run``), as an
installed ``mem`` has it.
Medians are reported, with the load average.

``--postgres N`` measures the same on a throwaway PostgreSQL (pgserver, the
test extra): N synthetic records of one user with events over runs of 20
records, each forget timed in process (client CPU, wall) and, apart, the
``VACUUM FULL`` of the tables that held text which it runs after its commit
(wall time: the server's work).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SLOT_SOURCES = 500
FOODS = ["火锅", "饺子", "寿司", "拉面", "奶茶", "小笼包", "烤鸭", "麻辣烫", "披萨", "沙拉"]
CHILD = r'''
import json, sys, time
from pathlib import Path
from memcli import api
from memcli.api.session import State
home, ids = Path(sys.argv[1]), json.loads(sys.argv[2])
state = State(home=home)
out = []
for rid in ids:
    t0, c0 = time.perf_counter(), time.process_time()
    report = api.forget(state, [rid])
    out.append({"tree": __import__("memcli").__file__, "id": rid, "cpu_s": time.process_time() - c0, "wall_s": time.perf_counter() - t0,
                "rebuilt": len(report.to_dict().get("rebuilt", report.to_dict().get("kept_with_fewer_sources", []))),
                "removed": sum(1 for i in report.forgotten if i["kind"] != "record")})
state.close()
print(json.dumps(out))
'''


def _latency() -> Any:
    spec = importlib.util.spec_from_file_location("mem_latency", ROOT / "benchmarks" / "latency.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def build_base(work: Path, size: int) -> Path:
    """The synthetic store with its distilled layer and the many-source slot (built once, kept with --keep)."""
    base = work / f"base-{size}"
    if (base / "ready.ok").exists():
        return base
    shutil.rmtree(base, ignore_errors=True)
    base.mkdir(parents=True)
    (base / "config.toml").write_text('[embedding]\nenabled = false\n\n[user]\ntimezone = "Asia/Shanghai"\n',
                                      encoding="utf-8")
    lat = _latency()
    lat.load_bulk(base, size, work)
    from memcli.store.sqlite.db import connect, transaction
    from memcli.store.text import memory_fts_body
    from memcli.core.textproc import segment

    conn = connect(base)
    with transaction(conn):
        lat._flush_shaped_layer(conn)
        users = [int(r[0]) for r in conn.execute(
            "SELECT id FROM records WHERE role = 'user' AND id % 7 = 3 ORDER BY id LIMIT ?", (SLOT_SOURCES,))]
        for n, rid in enumerate(users):  # each says what it likes, as the slot's sources would
            text = conn.execute("SELECT text FROM records WHERE id = ?", (rid,)).fetchone()[0]
            text += f"我最喜欢吃{FOODS[n % len(FOODS)]}。"
            conn.execute("UPDATE records SET text = ? WHERE id = ?", (text, rid))
            conn.execute("DELETE FROM records_fts WHERE rowid = ?", (rid,))
            conn.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (rid, segment(text)))
        iso, ts = conn.execute("SELECT occurred_at, occurred_ts FROM records WHERE id = ?", (users[-1],)).fetchone()
        content = "、".join(FOODS)
        cur = conn.execute(
            """INSERT INTO memories(type, owner, user_id, character, topic, sub_topic, content, importance,
                   content_hash, status, occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
               VALUES ('profile', 'user', 'default', '', 'interest', 'food', ?, 60, 'bench-slot', 'active', ?, ?, ?,
                       ?, ?)""", (content, iso, ts, ts, iso, iso))
        mid = int(cur.lastrowid or 0)
        conn.executemany("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", [(mid, r) for r in users])
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)",
                     (mid, memory_fts_body(content, "interest", "food")))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    (base / "ready.ok").write_text("ok\n")
    return base


def pick_records(base: Path, count: int) -> dict[str, list[str]]:
    """Per case, *count* different records to forget, spread over the store."""
    conn = sqlite3.connect(f"file:{base / 'mem.db'}?mode=ro", uri=True)
    slot = {int(r[0]) for r in conn.execute(
        "SELECT record_id FROM memory_sources ms JOIN memories m ON m.id = ms.memory_id WHERE m.content_hash = "
        "'bench-slot'")}
    in_events = [int(r[0]) for r in conn.execute(
        "SELECT record_id FROM event_sources WHERE record_id % 997 = 5 ORDER BY record_id")]
    conn.close()
    event_case = [r for r in in_events if r not in slot][:count]
    slot_case = sorted(slot)[:: max(1, len(slot) // count)][:count]
    if len(event_case) < count or len(slot_case) < count:
        raise SystemExit(f"the store is too small for {count} forgets per case")
    return {"event": [f"r{r}" for r in event_case], "slot": [f"r{r}" for r in slot_case]}


def _env(tree: Path) -> dict[str, str]:
    """The child's environment: *tree* first on the path, and byte code cached as an installed mem's is."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_") and k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(tree)
    return env


def in_process(tree: Path, home: Path, ids: list[str]) -> list[dict[str, Any]]:
    proc = subprocess.run([sys.executable, "-c", CHILD, str(home), json.dumps(ids)], capture_output=True, text=True,
                          env=_env(tree), cwd=tree, timeout=3600)  # cwd: `-c` puts it first on sys.path
    if proc.returncode != 0:
        raise SystemExit(f"{tree}: {proc.stderr[-2000:]}")
    runs = json.loads(proc.stdout.strip().splitlines()[-1])
    if not all(Path(r["tree"]).resolve().is_relative_to(tree) for r in runs):
        raise SystemExit(f"the child imported {runs[0]['tree']}, not the tree {tree}")
    return runs


def as_process(tree: Path, home: Path, rid: str, *, dry_run: bool = False) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), "forget", rid,
                           *(["--dry-run"] if dry_run else [])], capture_output=True,
                          text=True, env=_env(tree), cwd=tree, timeout=3600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{tree}: mem forget {rid}: {proc.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def postgres_case(work: Path, size: int, runs: int) -> dict[str, Any]:
    """Forget one record at a time from a PostgreSQL store of *size* records (see the module docstring)."""
    spec = importlib.util.spec_from_file_location("mem_multiuser", ROOT / "benchmarks" / "multiuser.py")
    assert spec and spec.loader
    multiuser = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = multiuser
    spec.loader.exec_module(multiuser)
    url, server = multiuser.start_pgserver()
    try:
        from datetime import datetime

        from memcli.config.schema import Config
        from memcli.upkeep.forgetting import forget
        from memcli.core.record_types import NewRecord
        from memcli.recall.stem import porter
        from memcli.store.postgres.store import PostgresStore

        lat = _latency()
        home = work / "pg-home"
        home.mkdir(parents=True, exist_ok=True)
        store = PostgresStore(url, home, user="default", stem=porter)
        recs = [NewRecord(text=m["content"], role=m["role"], session=f"day-{i // 20}",
                          occurred_at=datetime.fromtimestamp(m["timestamp"], lat.TZ), external_id=str(i))
                for i, m in enumerate(lat.synthetic_messages(size))]
        t0 = time.perf_counter()
        with store.transaction():
            new_ids = store.records.insert(recs, default_user="default").new_ids
        load_s = time.perf_counter() - t0
        now_iso = "2024-01-01T00:00:00+00:00"
        with store.transaction():  # one event per 20 records, as a flush drafts them (summary: the first record)
            for start in range(0, len(new_ids), 20):
                chunk = new_ids[start:start + 20]
                store.memories.add_event(user_id="default", character="", session=f"day-{start // 20}",
                                         occurred_at=now_iso, occurred_ts=1.7e9 + start, end_ts=1.7e9 + start + 19,
                                         summary=recs[start].text, gists=[r.text for r in recs[start:start + 5]],
                                         tags=[], importance=50, content_hash=f"bench-pg-ev-{start}", now_iso=now_iso,
                                         record_ids=chunk)
        for start in range(0, len(new_ids), 2000):  # distilled: out of the buffer (a flush's own step)
            with store.transaction():
                store.flushing.finish(new_ids[start:start + 2000])
        cfg = Config.model_validate({"embedding": {"enabled": False}})
        cpu, wall, vacuum = [], [], []
        for k in range(runs + 1):
            rid = f"r{new_ids[(k * 997 + 13) % len(new_ids)]}"
            c0, t0 = time.process_time(), time.perf_counter()
            forget(store, [rid], cfg=cfg)
            if k:
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - t0)
                t1 = time.perf_counter()
                store.upkeep.finish_scrub()  # the same rewrite again, timed alone
                vacuum.append(time.perf_counter() - t1)
        store.close()
        return {"records": len(new_ids), "load_seconds": round(load_s, 1), "runs": runs,
                "client_cpu_s_median": round(statistics.median(cpu), 3), "wall_s_median": round(statistics.median(wall), 3),
                "vacuum_full_wall_s_median": round(statistics.median(vacuum), 3)}
    finally:
        server.cleanup()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=5, help="measured forgets per case and round")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--new", type=Path, default=ROOT, help="the tree measured (default: this checkout)")
    ap.add_argument("--old", type=Path, default=None, help="a second tree (e.g. a worktree of main), side by side")
    ap.add_argument("--work", type=Path, default=None)
    ap.add_argument("--keep", action="store_true", help="keep the base store in --work for the next run")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "forget_100k.json")
    ap.add_argument("--postgres", type=int, default=0, metavar="N",
                    help="also: forgets on a throwaway PostgreSQL store of N records")
    args = ap.parse_args()
    import tempfile

    work = args.work or Path(tempfile.mkdtemp(prefix="mem-forget-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    base = build_base(work, args.size)
    build_s = time.perf_counter() - t0
    trees = {"new": args.new.resolve()}
    if args.old is not None:
        trees["old"] = args.old.resolve()
    cases = pick_records(base, args.rounds * (args.runs + 1) + args.rounds)  # each round: a warm-up, runs, a spare
    result: dict[str, Any] = {
        "size": args.size, "slot_sources": SLOT_SOURCES, "runs": args.runs, "rounds": args.rounds,
        "trees": {name: subprocess.run(["git", "-C", str(t), "rev-parse", "--short", "HEAD"], capture_output=True,
                                       text=True).stdout.strip() for name, t in trees.items()},
        "base_build_seconds": round(build_s, 1), "load_average_at_start": [round(x, 1) for x in os.getloadavg()],
        "cases": {},
    }
    samples: dict[str, dict[str, dict[str, list[float]]]] = {}
    per_round = args.runs + 1
    for rnd in range(args.rounds):
        order = list(trees.items()) if rnd % 2 == 0 else list(reversed(trees.items()))
        for name, tree in order:
            home = work / f"store-{name}"
            if rnd == 0:
                shutil.rmtree(home, ignore_errors=True)
                home.mkdir()
                for f in ("mem.db", "config.toml"):
                    shutil.copy2(base / f, home / f)
            for case, ids in cases.items():
                mine = ids[rnd * per_round:(rnd + 1) * per_round]
                runs = in_process(tree, home, mine)[1:]  # the first pays the imports
                got = samples.setdefault(case, {}).setdefault(name, {"cpu_s": [], "wall_s": [], "process_cpu_s": []})
                got["cpu_s"] += [r["cpu_s"] for r in runs]
                got["wall_s"] += [r["wall_s"] for r in runs]
                result["cases"].setdefault(case, {}).setdefault(name, {})["touched"] = \
                    {"rebuilt": [r["rebuilt"] for r in runs], "removed": [r["removed"] for r in runs]}
            for case, ids in cases.items():
                spare = ids[args.rounds * per_round + rnd]
                if rnd == 0:
                    as_process(tree, home, spare, dry_run=True)  # writes the tree's byte code, as an install has it
                samples[case][name]["process_cpu_s"].append(as_process(tree, home, spare))
    for case, by_tree in samples.items():
        for name, got in by_tree.items():
            entry = result["cases"][case][name]
            for key, values in got.items():
                entry[f"{key}_median"] = round(statistics.median(values), 3)
                entry[f"{key}_max"] = round(max(values), 3)
                entry[f"{key}_n"] = len(values)
    if args.postgres:
        result["postgres"] = postgres_case(work, args.postgres, args.runs)
    result["load_average_at_end"] = [round(x, 1) for x in os.getloadavg()]
    text = json.dumps(result, ensure_ascii=False, indent=1)
    print(text)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text + "\n", encoding="utf-8")
    if not args.keep and args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
