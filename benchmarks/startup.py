#!/usr/bin/env python3
"""What everyday commands cost as whole processes on a tiny store: CPU time first, wall time beside it.

    python benchmarks/startup.py --out benchmarks/results/startup.json
    python benchmarks/startup.py --code ../old-checkout --name before   # another checkout, same machine

A command that prints a few lines should cost about what ``mem recall``
costs; most of a small command is Python start-up and imports, so this
measures exactly that. The store is made once per run: the shipped
``sample_data`` imported and flushed offline (a few dozen records, memories
and events). Each command runs ``--runs`` times after two warm-up runs
(page cache, ``.pyc`` files); commands that write (``import``, ``reindex``)
run on a fresh copy of the store each time, copied outside the timed part.
CPU time is user + system of the child (``os.wait4``), which the other
engineers' jobs on a shared machine disturb far less than wall time; the
load average is recorded before and after.
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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

IMPORT_LINES = "\n".join(
    json.dumps({"role": "user" if i % 2 == 0 else "assistant", "content": text,
                "timestamp": f"2024-05-0{1 + i // 4}T0{i % 10}:00:00+08:00"}, ensure_ascii=False)
    for i, text in enumerate([
        "周末和表姐去爬山了", "听起来很棒！", "We had hotpot afterwards", "Sounds fun", "下周想去西湖",
        "好的，记得带伞", "我养了一只猫叫团子", "团子几岁了？", "它两岁了", "真可爱",
    ])
) + "\n"

COMMANDS: dict[str, tuple[list[str], bool]] = {
    # name: (arguments after `mem --home H`, writes to the store)
    "python -c pass": ([], False),
    "--help": (["--help"], False),
    "recall": (["recall", "风筝"], False),
    "context": (["context", "--budget", "2000"], False),
    "config show": (["config", "show"], False),
    "profile": (["profile"], False),
    "timeline": (["timeline"], False),
    "stats": (["stats"], False),
    "doctor": (["doctor"], False),
    "import (10 lines)": (["import", "{chat}"], True),
    "reindex": (["reindex"], True),
}


def run_once(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall ms, CPU ms) of one child process; fails loudly on a non-zero exit.

    *cwd* is a scratch folder: ``python -m`` puts the working directory first
    on ``sys.path``, which would run the checkout you stand in, not ``--code``.
    """
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    err = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"`{' '.join(cmd)}` exited {proc.returncode}: {err.strip()[:300]}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def make_store(home: Path, env: dict[str, str], cwd: Path) -> None:
    mem = [sys.executable, "-m", "memcli", "--home", str(home)]
    samples = sorted(str(p) for p in (ROOT / "sample_data").iterdir() if p.is_file())
    for args in (["import", *samples], ["flush", "--no-llm"]):
        subprocess.run([*mem, *args], env=env, cwd=cwd, check=True, capture_output=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--code", type=Path, default=ROOT, help="the checkout whose memcli runs (default: this one)")
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--only", default="", help="comma-separated command names (default: all)")
    ap.add_argument("--out", type=Path, default=None, help="write (or merge into) this JSON file")
    ap.add_argument("--name", default="current", help="key of this run in the JSON file")
    args = ap.parse_args()

    env = {**os.environ, "PYTHONPATH": str(args.code.resolve()), "OMP_NUM_THREADS": "2"}
    wanted = [n for n in args.only.split(",") if n] or list(COMMANDS)
    load_before = os.getloadavg()
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="mem-startup-") as tmp:
        work = Path(tmp)
        base = work / "store"
        env["MEM_HOME"] = str(base)
        make_store(base, env, work)
        chat = work / "chat.jsonl"
        chat.write_text(IMPORT_LINES, encoding="utf-8")
        for name in wanted:
            argv, writes = COMMANDS[name]
            walls: list[float] = []
            cpus: list[float] = []
            for i in range(args.runs + 2):
                home = base
                if writes:
                    home = work / f"copy{i}"
                    shutil.rmtree(home, ignore_errors=True)
                    shutil.copytree(base, home)
                if name == "python -c pass":
                    cmd = [sys.executable, "-c", "pass"]
                else:
                    cmd = [sys.executable, "-m", "memcli", "--home", str(home),
                           *[a.replace("{chat}", str(chat)) for a in argv]]
                wall, cpu = run_once(cmd, env, work)
                if writes:
                    shutil.rmtree(home, ignore_errors=True)
                if i >= 2:
                    walls.append(wall)
                    cpus.append(cpu)
            results[name] = {
                "cpu_median_ms": round(statistics.median(cpus), 1),
                "cpu_min_ms": round(min(cpus), 1),
                "wall_median_ms": round(statistics.median(walls), 1),
                "runs": len(cpus),
                "command": "python -c pass" if name == "python -c pass" else " ".join(["mem", *argv]),
            }
            print(f"{name:20s} CPU {results[name]['cpu_median_ms']:7.1f} ms (min {results[name]['cpu_min_ms']:6.1f})"
                  f"  wall {results[name]['wall_median_ms']:7.1f} ms", flush=True)
    report = {
        "code": "this checkout" if args.code.resolve() == ROOT else "another checkout",
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "runs": args.runs,
        "commands": results,
    }
    print(f"load {report['load_before']} -> {report['load_after']}")
    if args.out:
        data: dict[str, Any] = {}
        if args.out.exists():
            data = json.loads(args.out.read_text(encoding="utf-8"))
        data[args.name] = report
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
