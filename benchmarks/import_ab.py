#!/usr/bin/env python3
"""Two source trees side by side: a whole ``mem import`` of one file, its CPU time and the store it leaves.

    git worktree add --detach ../old OLD_COMMIT
    python benchmarks/import_ab.py --old ../old --new . --messages 20000 --rounds 5 \
        --out benchmarks/results/import_ab.json

The file is ``benchmarks/latency.py``'s synthetic life (mostly Chinese chat
and diary lines, ~10 % English) as OpenAI JSON Lines, written once. Each
round imports it into a fresh store with each tree, alternating which goes
first so both see the same machine load; the child's CPU time (user +
system) and wall time are recorded. After each import the store is
checkpointed and measured: the ``mem.db`` file, and (first round) the bytes
of every table and index by SQLite's ``dbstat``, so a change in what the
full-text index holds shows up where it lives. Reported: medians, and the
size of each tree's store.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _env(tree: Path, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "MEM_HOME")}
    env["PYTHONPATH"] = str(tree)
    env["MEM_HOME"] = str(home)
    return env


def write_input(path: Path, n: int) -> None:
    """latency.py's synthetic JSON Lines, written by a child so this process imports no memcli."""
    code = (f"import sys; sys.path.insert(0, {str(HERE)!r}); import latency; "
            f"latency.write_openai_jsonl(__import__('pathlib').Path({str(path)!r}), {n})")
    subprocess.run([sys.executable, "-c", code], check=True, cwd="/")


def import_once(tree: Path, home: Path, src: Path) -> dict[str, float]:
    """One whole ``mem import`` into a fresh *home*: CPU and wall seconds, then the checkpointed db size."""
    if home.exists():
        shutil.rmtree(home)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "memcli", "import", str(src), "--format", "openai"],
                       env=_env(tree, home), capture_output=True, cwd="/")
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise SystemExit(f"{tree}: mem import failed: {p.stderr.decode()[-400:]}")
    db = home / "mem.db"
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return {"cpu_s": after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, "wall_s": wall,
            "db_bytes": db.stat().st_size}


def table_bytes(db: Path) -> dict[str, int]:
    """Bytes of every table and index (``dbstat``), largest first."""
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC").fetchall()
    except sqlite3.OperationalError:  # an SQLite built without dbstat
        rows = []
    conn.close()
    return {str(name): int(size) for name, size in rows}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", type=Path, required=True)
    ap.add_argument("--new", type=Path, required=True)
    ap.add_argument("--messages", type=int, default=20000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--work", type=Path, help="scratch folder (default: a temporary one)")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    work = a.work or Path(tempfile.mkdtemp(prefix="mem-import-ab-"))
    work.mkdir(parents=True, exist_ok=True)
    src = work / f"synthetic-{a.messages}.jsonl"
    if not src.exists():
        write_input(src, a.messages)
    trees = {"old": a.old.resolve(), "new": a.new.resolve()}
    runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    tables: dict[str, dict[str, int]] = {}
    load_start = os.getloadavg()
    for r in range(a.rounds + 1):
        for name in (["old", "new"] if r % 2 == 0 else ["new", "old"]):
            home = work / f"home-{name}"
            got = import_once(trees[name], home, src)
            if r == 0:  # warm-up: page cache and bytecode; the store's tables are measured once
                tables[name] = table_bytes(home / "mem.db")
                continue
            runs[name].append(got)
    result: dict[str, Any] = {"messages": a.messages, "rounds": a.rounds, "load_avg_start": load_start,
                              "load_avg_end": os.getloadavg(), "trees": {}}
    for name in ("old", "new"):
        cpu = statistics.median(x["cpu_s"] for x in runs[name])
        wall = statistics.median(x["wall_s"] for x in runs[name])
        size = statistics.median(x["db_bytes"] for x in runs[name])
        result["trees"][name] = {"cpu_s": cpu, "wall_s": wall, "records_per_cpu_s": a.messages / cpu,
                                 "db_bytes": size, "tables": tables[name], "runs": runs[name]}
    old, new = result["trees"]["old"], result["trees"]["new"]
    result["cpu_change_pct"] = round((new["cpu_s"] / old["cpu_s"] - 1) * 100, 1)
    result["size_change_pct"] = round((new["db_bytes"] / old["db_bytes"] - 1) * 100, 1)
    print(f"mem import of {a.messages} messages: CPU {old['cpu_s']:.2f} → {new['cpu_s']:.2f} s "
          f"({result['cpu_change_pct']:+.1f} %), wall {old['wall_s']:.2f} → {new['wall_s']:.2f} s")
    print(f"mem.db: {old['db_bytes'] / 1e6:.1f} → {new['db_bytes'] / 1e6:.1f} MB ({result['size_change_pct']:+.1f} %)")
    for table in sorted(set(old["tables"]) | set(new["tables"]), key=lambda t: -new["tables"].get(t, 0))[:8]:
        print(f"  {table}: {old['tables'].get(table, 0) / 1e6:.1f} → {new['tables'].get(table, 0) / 1e6:.1f} MB")
    if a.out:
        a.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
