#!/usr/bin/env python3
"""Whole ``mem recall`` / ``mem context --query`` processes in fast and semantic mode: CPU time, interleaved.

    python benchmarks/recall_modes.py --out benchmarks/results/recall_modes_e5.json
    python benchmarks/recall_modes.py --home STORE --query "When did Caroline go to the support group?"
    python benchmarks/recall_modes.py --base ../old-checkout      # the same runs with another tree beside

Issue 20's cost targets: a semantic recall process ≤ 0.35 s CPU, and the
default mode's process within 1.5× of fast mode's. Without ``--home`` the
store is the README Quickstart's: ``sample_data`` imported and flushed (with
embeddings) into a scratch folder. Every command runs ``--runs`` times after
one warm-up (page cache, ``.pyc`` files), the modes (and trees) round-robin
so all see the same load; the child's CPU time is user + system
(``os.wait4``). ``.pyc`` files are written as an installed ``mem`` writes
them (``PYTHONDONTWRITEBYTECODE`` is dropped for the children).
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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from quality_common import git_rev  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ["chat_openai.json", "chatgpt_conversations.json", "diary.md"]


def _env(tree: Path, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONDONTWRITEBYTECODE", "MEM_EMBED_MODEL", "OPENBLAS_NUM_THREADS", "MEM_HOME")}
    env["PYTHONPATH"] = str(tree)
    env["MEM_HOME"] = str(home)
    return env


def run_once(tree: Path, home: Path, args: list[str], cwd: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one ``python -m memcli ARGS`` child; fails loudly on an error."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "memcli", *args], env=_env(tree, home), cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0 or "warning" in err:
        raise SystemExit(f"`mem {' '.join(args)}` ({tree}): {err.strip()[:300]}")
    return usage.ru_utime + usage.ru_stime, wall


def sample_store(home: Path, tree: Path, cwd: Path) -> None:
    files = [str(ROOT / "sample_data" / n) for n in SAMPLES]
    for args in (["import", *files], ["flush"]):
        subprocess.run([sys.executable, "-m", "memcli", *args], env=_env(tree, home), cwd=cwd, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--home", type=Path, help="a flushed store with vectors (default: the Quickstart's, made here)")
    ap.add_argument("--query", default="周末去哪儿")
    ap.add_argument("--modes", default="fast,semantic")
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--base", type=Path, help="another source tree measured the same way (its own store copy)")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    modes = args.modes.split(",")
    with tempfile.TemporaryDirectory(prefix="mem-modes-") as tmp:
        cwd = Path(tmp)
        trees = {"this": ROOT, **({"base": args.base.resolve()} if args.base else {})}
        homes: dict[str, Path] = {}
        for name, tree in trees.items():
            homes[name] = cwd / f"home-{name}"
            if args.home:
                shutil.copytree(args.home, homes[name])
            else:
                sample_store(homes[name], tree, cwd)
        commands = {f"{cmd} --mode {m}": ([*base, "--mode", m]) for m in modes for cmd, base in (
            ("recall", ["recall", args.query]), ("context", ["context", "--budget", "2000", "--query", args.query]))}
        load_before = [round(x, 2) for x in os.getloadavg()]
        cpu: dict[str, dict[str, list[float]]] = {t: {c: [] for c in commands} for t in trees}
        wall: dict[str, dict[str, list[float]]] = {t: {c: [] for c in commands} for t in trees}
        for r in range(args.runs + 1):
            for name, tree in trees.items():
                for label, argv in commands.items():
                    c, w = run_once(tree, homes[name], argv, cwd)
                    if r:  # the first round warms the page cache and writes .pyc files
                        cpu[name][label].append(c)
                        wall[name][label].append(w)
            print(f"round {r}/{args.runs}", file=sys.stderr)
        load_after = [round(x, 2) for x in os.getloadavg()]
    result: dict[str, Any] = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
        "store": (f"a copy of {args.home.name} (--home)" if args.home
                  else "sample_data (README Quickstart), flushed with embeddings"),
        "query": args.query, "runs": args.runs,
        "load_average_before": load_before, "load_average_after": load_after, "trees": {},
    }
    for name, tree in trees.items():
        rows = {label: {"cpu_s_median": round(statistics.median(v), 4), "cpu_s_min": round(min(v), 4),
                        "cpu_s_max": round(max(v), 4), "wall_s_median": round(statistics.median(wall[name][label]), 4)}
                for label, v in cpu[name].items()}
        ratios = {f"{cmd} semantic / fast": round(rows[f"{cmd} --mode semantic"]["cpu_s_median"]
                                                   / rows[f"{cmd} --mode fast"]["cpu_s_median"], 2)
                  for cmd in ("recall", "context") if "semantic" in modes and "fast" in modes}
        result["trees"][name] = {"tree": git_rev(tree) or name, "commands": rows, "cpu_ratio": ratios}
    text = json.dumps(result, indent=2, ensure_ascii=False)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
