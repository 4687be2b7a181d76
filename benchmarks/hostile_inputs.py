"""Hostile and huge input files: time and peak memory of `mem import` (and `mem flush`).

    python benchmarks/hostile_inputs.py                  # full size (a few minutes on 2 cores)
    python benchmarks/hostile_inputs.py --scale 0.1      # a quick look
    python benchmarks/hostile_inputs.py --only zip-bomb,llm-recursive-view

Each case builds its input in a temporary folder, runs the real CLI in a
fresh process against a fresh store and records wall time, CPU time, peak
RSS (VmHWM of the process) and the first line of its error, if any. With
``--flush`` the cases that import something are followed by `mem flush
--no-llm`. docs/reliability.md ("Hostile and huge input files") quotes the
results; run it with ``PYTHONPATH`` pointing at another checkout to get the
"before" figures of that code.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

_CLI_PEAK = """
import runpy, sys
sys.argv = ["mem", *sys.argv[1:]]
try:
    runpy.run_module("memcli", run_name="__main__")
finally:
    with open("/proc/self/status") as fh:
        peak = next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:"))
    sys.stderr.write(f"\\nPEAK_KB {peak}\\n")
"""

_WORDS = "the quick brown fox jumps over a lazy dog while memory stores recall every budget".split()
_ZH = "今天我们去西湖散步，然后吃了饺子和火锅。天气很好，心情也很愉快！"


def english(chars: int) -> str:
    rng = random.Random(1)
    out: list[str] = []
    size = 0
    while size < chars:
        word = rng.choice(_WORDS) + str(rng.randint(0, 999))
        out.append(word)
        size += len(word) + 1
    return " ".join(out)[:chars]


def chinese(chars: int) -> str:
    return (_ZH * (chars // len(_ZH) + 1))[:chars]


def one_message(path: Path, text: str) -> Path:
    path.write_text(json.dumps([{"role": "user", "content": "hello"}, {"role": "assistant", "content": text}],
                               ensure_ascii=False), encoding="utf-8")
    return path


def dayone_bomb(path: Path, size: int) -> Path:
    """A small zip whose journal expands to *size* bytes (spaces inside the entries list)."""
    head = json.dumps({"metadata": {"version": "1.0"}, "entries": [
        {"uuid": "0" * 32, "creationDate": "2024-03-05T01:12:00Z", "text": "real entry"}]})[:-2]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf, zf.open("Journal.json", "w", force_zip64=True) as fh:
        fh.write(head.encode() + b",")
        block = b" " * (1 << 24)
        for _ in range(size // len(block)):
            fh.write(block)
        fh.write(b"]}")
    return path


def llm_db(path: Path, sql: str) -> Path:
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.commit()
    conn.close()
    return path


_ENDLESS = "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) "
_LLM_TABLES = ("CREATE TABLE messages (hash TEXT PRIMARY KEY, parent_hash TEXT, role TEXT);"
               "CREATE TABLE parts (message_hash TEXT, position INTEGER, type TEXT, text TEXT, payload TEXT);"
               "CREATE TABLE threads (id TEXT PRIMARY KEY);")


def cases(scale: float) -> dict[str, Callable[[Path], tuple[list[str], Path]]]:
    """name → builder of (extra CLI args, input path)."""
    def n(x: float) -> int:
        return max(1, int(x * scale))

    return {
        "message-5M-chars-english": lambda d: ([], one_message(d / "big.json", english(n(5_000_000)))),
        "message-17M-chars-chinese-50MB": lambda d: ([], one_message(d / "zh.json", chinese(n(17_000_000)))),
        "message-at-limit-200k-english": lambda d: ([], one_message(d / "lim.json", english(200_000))),
        "message-at-limit-200k-chinese": lambda d: ([], one_message(d / "limzh.json", chinese(200_000))),
        "zip-bomb-2GiB-journal": lambda d: ([], dayone_bomb(d / "export.zip", n(2 << 30))),
        "llm-recursive-view": lambda d: (["--format", "llm"], llm_db(d / "logs.db",
            "CREATE VIEW responses AS " + _ENDLESS + "SELECT i AS id, 'm' AS model, 'p' AS prompt, 'r' AS response, "
            "NULL AS conversation_id, '2024-01-01' AS datetime_utc FROM r ORDER BY random()")),
        "llm-endless-turns-view": lambda d: (["--format", "llm"], llm_db(d / "logs.db", _LLM_TABLES +
            "CREATE VIEW turns AS " + _ENDLESS + "SELECT i AS id, 't' AS thread_id, NULL AS tip_message_hash, "
            "'m' AS model, '2024-01-01' AS datetime_utc FROM r")),
        "llm-zeroblob-900MB-view": lambda d: (["--format", "llm"], llm_db(d / "logs.db",
            "CREATE VIEW responses AS SELECT 1 AS id, 'm' AS model, zeroblob(900000000) AS prompt, "
            "'r' AS response, NULL AS conversation_id, '2024-01-01' AS datetime_utc")),
    }


def run(home: Path, args: list[str], timeout: float) -> dict[str, Any]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    try:
        proc = subprocess.run([sys.executable, "-c", _CLI_PEAK, "--home", str(home), *args], capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"exit": None, "wall_s": timeout, "error": f"killed after {timeout:.0f} s"}
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    err, _, peak = proc.stderr.rpartition("PEAK_KB ")
    lines = [line for line in err.splitlines() if line.startswith("mem: error")]
    return {"exit": proc.returncode, "wall_s": round(wall, 2),
            "cpu_s": round(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 2),
            "peak_rss_mb": int(peak) // 1024 if peak.strip().isdigit() else None,
            "error": lines[0][:200] if lines else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="input sizes × this (limits stay as configured)")
    parser.add_argument("--only", default="", help="comma-separated case names")
    parser.add_argument("--flush", action="store_true", help="also time `mem flush --no-llm` after a success")
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "hostile_inputs.json")
    opts = parser.parse_args()
    wanted = {c for c in opts.only.split(",") if c}
    results: dict[str, Any] = {"load_before": os.getloadavg()[0], "scale": opts.scale, "cases": {}}
    for name, build in cases(opts.scale).items():
        if wanted and name not in wanted:
            continue
        with tempfile.TemporaryDirectory(prefix="mem-hostile-") as tmp:
            folder = Path(tmp)
            extra, path = build(folder)
            home = folder / "home"
            entry = {"input_mb": round(path.stat().st_size / (1 << 20), 1), "load": os.getloadavg()[0],
                     "import": run(home, ["import", *extra, str(path)], opts.timeout)}
            if opts.flush and entry["import"]["exit"] == 0:
                entry["flush"] = run(home, ["flush", "--no-llm"], opts.timeout)
            for step in ("import", "flush"):  # the temporary folder's name means nothing to a reader
                if entry.get(step, {}).get("error"):
                    entry[step]["error"] = entry[step]["error"].replace(str(folder), "TMP")
            results["cases"][name] = entry
            print(name, json.dumps(entry), flush=True)
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    opts.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
