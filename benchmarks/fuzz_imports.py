"""Fuzz every import format with ≥ 10,000 generated files: no internal error, no hang, bounded memory.

    python benchmarks/fuzz_imports.py                    # ≈ 15–30 min on 2 busy cores
    python benchmarks/fuzz_imports.py --examples 40      # a quick look

Two generators, each file imported by the real ``mem import`` (the Typer app, in this process, on a real
SQLite store per format), with the property of ``tests/test_fuzz.py`` checked on every case — a clean import
that adds exactly what it reports, or one ``mem: error:`` line and an unchanged store:

1. **type swaps** — every field of every JSON seed (and of every line of the JSON Lines seeds) replaced, one
   at a time, by each of 15 values of other types (numbers, huge numbers, strings, dates, null, booleans,
   empty and non-empty lists and objects). Issue #34 found ChatGPT, Claude and Day One exports with a
   field of the wrong type (a string ``create_time``, an integer ``files``) ending in an internal error;
   this walks all of them, not a sample.
2. **hypothesis** — ``tests/test_fuzz.py``'s strategies (mutated seeds and raw hostility: random bytes,
   deep nesting, 600 KB strings, lone surrogates, NUL, FTS and SQL fragments), ``--examples`` per format.

A case that runs longer than ``--case-seconds`` counts as a hang (SIGALRM). Peak memory is the process's
VmHWM, reset before each format (``/proc/self/clear_refs``), so each format's peak is its own.
Results: ``benchmarks/results/fuzz_imports.json``; docs/reliability.md describes the run.
"""

from __future__ import annotations

import argparse
import copy
import importlib.util
import json
import os
import resource
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # test_fuzz imports its neighbours by name

SWAPS: list[Any] = [0, 1_700_000_000, -1, 1.5, 1e300, 10**30, "x", "2024-01-01", "", None, True, [], [1], {},
                    {"a": 1}]
"""What each field is replaced by: numbers (an epoch, a negative, a float, one too large for a date, one too
large for SQLite), text (plain, a date, empty), null, a boolean, lists and objects."""

JSON_SEEDS = ["chatgpt", "claude", "dayone", "jrnl", "openai", "telegram", "locomo", "sillytavern", "jsonl"]


class Hang(Exception):
    pass


def _load_fuzz_module() -> Any:
    spec = importlib.util.spec_from_file_location("mem_test_fuzz", ROOT / "tests" / "test_fuzz.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _peak_rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _reset_peak() -> None:
    try:
        Path("/proc/self/clear_refs").write_text("5")  # Linux: VmHWM := VmRSS
    except OSError:
        pass


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:4]):
            out += _paths(value, (*prefix, i))
    return out


def _replace(node: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copied = copy.deepcopy(node)
    cursor = copied
    for part in path[:-1]:
        cursor = cursor[part]
    cursor[path[-1]] = value
    return copied


def type_swap_files(tf: Any, name: str, work: Path) -> list[bytes]:
    """Every field of *name*'s seed replaced by each value of :data:`SWAPS`, one at a time."""
    seed_path = _seed_path(tf, name, work)
    raw = seed_path.read_text(encoding="utf-8")
    bodies: list[bytes] = []
    if seed_path.suffix == ".jsonl":
        lines = raw.splitlines()[:12]
        for number, line in enumerate(lines):
            try:
                parsed = json.loads(line)
            except ValueError:
                continue
            for path in _paths(parsed):
                for value in SWAPS:
                    changed = list(lines)
                    changed[number] = json.dumps(_replace(parsed, path, value), ensure_ascii=False)
                    bodies.append(("\n".join(changed) + "\n").encode("utf-8"))
        return bodies
    seed = json.loads(raw)
    for path in _paths(seed):
        for value in SWAPS:
            bodies.append(json.dumps(_replace(seed, path, value), ensure_ascii=False).encode("utf-8"))
    return bodies


def _seed_path(tf: Any, name: str, work: Path) -> Path:
    if name == "locomo":
        seed = work / "locomo_seed.json"
        seed.write_text(json.dumps(tf.LOCOMO_SEED), encoding="utf-8")
        return seed
    if name == "jsonl":
        from typer.testing import CliRunner

        from memcli.cli.app import app

        seed = work / "export_seed.jsonl"
        if not seed.exists():
            store = work / "seed_store"
            store.mkdir(parents=True, exist_ok=True)
            (store / "mem.db").write_bytes(tf.FIXTURE.read_bytes())
            result = CliRunner().invoke(app, ["--home", str(store), "export", "-o", str(seed)])
            assert result.exit_code == 0, result.output
        return seed
    return ROOT / tf.SEEDS[name]


class Run:
    """Counts for one format; wraps tests/test_fuzz.py's check so that every case gets a deadline."""

    def __init__(self, tf: Any, case_seconds: float) -> None:
        self.check_import = tf.check_import
        self.case_seconds = case_seconds
        self.hangs: list[str] = []
        self.slowest = 0.0

    def check(self, home: Path, path: Path, fmt: str, tally: Any) -> None:
        def alarm(signum: int, frame: Any) -> None:
            raise Hang()

        previous = signal.signal(signal.SIGALRM, alarm)
        signal.setitimer(signal.ITIMER_REAL, self.case_seconds)
        t0 = time.perf_counter()
        try:
            self.check_import(home, path, fmt, tally)
        except Hang:
            tally.cases += 1
            self.hangs.append(f"{fmt} on {path.name}: still running after {self.case_seconds:g}s")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            self.slowest = max(self.slowest, time.perf_counter() - t0)


def fuzz_format(tf: Any, name: str, work: Path, examples: int, case_seconds: float) -> dict[str, Any]:
    folder = work / name
    folder.mkdir(parents=True, exist_ok=True)
    home = folder / "home"
    run = Run(tf, case_seconds)
    tally = tf.Tally(stop_on_failure=False)
    _reset_peak()
    t0, cpu0 = time.monotonic(), time.process_time()
    swaps = 0
    if name in JSON_SEEDS:
        suffix = _seed_path(tf, name, folder).suffix
        for i, body in enumerate(type_swap_files(tf, name, folder)):
            target = folder / f"swap-{name}{suffix}"
            target.write_bytes(body)
            run.check(home, target, name if i % 3 else "auto", tally)
            swaps += 1
    original = tf.check_import
    tf.check_import = run.check  # the hypothesis cases go through the same deadline
    try:
        tf.make_importer_fuzz(name, home, folder, tally, examples)()
    finally:
        tf.check_import = original
    internal = [f for f in tally.failures if "bug:" in f or "escaped exception" in f]
    return {
        "cases": tally.cases,
        "type_swap_cases": swaps,
        "hypothesis_cases": tally.cases - swaps,
        "imported": tally.imported,
        "refused": tally.refused,
        "internal_errors": len(internal),
        "other_failures": len(tally.failures) - len(internal),
        "hangs": len(run.hangs),
        "slowest_case_seconds": round(run.slowest, 2),
        "peak_rss_mb": _peak_rss_mb(),
        "seconds": round(time.monotonic() - t0, 1),
        "cpu_seconds": round(time.process_time() - cpu0, 1),
        "failures": (tally.failures + run.hangs)[:10],
    }


def _totals(per: dict[str, Any]) -> dict[str, Any]:
    return {
        "cases": sum(p["cases"] for p in per.values()),
        "imported": sum(p["imported"] for p in per.values()),
        "refused": sum(p["refused"] for p in per.values()),
        "internal_errors": sum(p["internal_errors"] for p in per.values()),
        "other_failures": sum(p["other_failures"] for p in per.values()),
        "hangs": sum(p["hangs"] for p in per.values()),
        "peak_rss_mb": max(p["peak_rss_mb"] for p in per.values()),
    }


def merge(parts: list[Path], out: Path) -> int:
    """One result from runs over disjoint sets of formats (a long run split across processes)."""
    runs = [json.loads(path.read_text(encoding="utf-8")) for path in parts]
    per: dict[str, Any] = {}
    for run in runs:
        for name, result in run["per_format"].items():
            if name in per:
                raise SystemExit(f"{name} is in more than one result")
            per[name] = {**result, "examples_per_format": run["examples_per_format"]}
    merged = {"runs": [{"file": path.name, "machine": run["machine"], "examples_per_format": run["examples_per_format"],
                        "seconds": run["seconds"], "cpu_seconds": run["cpu_seconds"]} for path, run in zip(parts, runs)],
              **_totals(per), "per_format": per}
    out.write_text(json.dumps(merged, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in merged.items() if k not in ("per_format", "runs")}))
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--examples", type=int, default=300, help="hypothesis cases per format (default 300)")
    ap.add_argument("--case-seconds", type=float, default=120.0, help="a case running longer is a hang")
    ap.add_argument("--formats", nargs="*", default=None, help="only these formats")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "fuzz_imports.json")
    ap.add_argument("--merge", type=Path, nargs="+", metavar="RESULT",
                    help="instead of fuzzing, sum result files of runs over disjoint formats into --out")
    args = ap.parse_args()
    if args.merge:
        return merge(args.merge, args.out)
    os.environ.setdefault("MEM_EMBED_MODEL", "lexical-hash-v1")  # imports never embed; keep any flush cheap
    tf = _load_fuzz_module()
    started, cpu_started = time.monotonic(), time.process_time()
    load_start = [round(x, 1) for x in os.getloadavg()]
    per: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="mem-fuzz-") as tmp:
        for name in args.formats or tf.IMPORTERS:
            per[name] = fuzz_format(tf, name, Path(tmp), args.examples, args.case_seconds)
            print(json.dumps({name: {k: v for k, v in per[name].items() if k != "failures"}}), file=sys.stderr,
                  flush=True)
    results = {
        "machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0],
                    "load_average_at_start": load_start,
                    "load_average_at_end": [round(x, 1) for x in os.getloadavg()]},
        "examples_per_format": args.examples,
        "case_seconds": args.case_seconds,
        **_totals(per),
        "seconds": round(time.monotonic() - started, 1),
        "cpu_seconds": round(time.process_time() - cpu_started, 1),
        "per_format": per,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in results.items() if k != "per_format"}, ensure_ascii=False))
    return 0 if results["internal_errors"] == 0 and results["hangs"] == 0 and results["other_failures"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
