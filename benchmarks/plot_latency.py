#!/usr/bin/env python3
"""Log-log curves of ``benchmarks/latency.py`` results from 1k to 1M records.

    python benchmarks/plot_latency.py benchmarks/results/latency_1m.json --out docs/latency_scaling.png

Several result files may be given; sizes are merged and a later file wins for a
size both contain. Three panels: in-process operations (CPU median, the cost
of the work itself on a shared machine; wall times are in the JSON and the docs table), whole-process
commands, and store size. The 1M targets of the scale issue are drawn as
crosses, and a dashed line of slope 1 shows what "grows with the store"
would look like, so a flat curve can be told from a linear one at a glance.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent

IN_PROCESS: list[tuple[str, str, float | None]] = [
    # (operation, label, target at 1M in ms)
    ("recall_needle_inproc", "recall: specific word (needle, ~0.1% match)", 5.0),
    ("recall_common_inproc", "recall: common word (1/3 of records match)", 20.0),
    ("recall_english_inproc", "recall: English, 4 words", None),
    ("context_query_inproc", "context --query (specific)", 30.0),
    ("context_query_cold_inproc", "context --query, caches cleared", None),
    ("context_common_query_inproc", "context --query (common word)", None),
    ("semantic_inproc", "recall --mode semantic (no model load)", 60.0),
    ("deep_inproc", "recall --mode deep", None),
]
PROCESS: list[tuple[str, str, float | None]] = [
    ("recall_needle_process", "mem recall (specific), whole process", 200.0),
    ("context_query_process", "mem context --query, whole process", None),
    ("python_startup_process", "python -c pass (floor)", None),
]


def load(paths: list[Path]) -> dict[int, dict[str, Any]]:
    sizes: dict[int, dict[str, Any]] = {}
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        for n, res in data.get("sizes", {}).items():
            sizes[int(n)] = res
    return dict(sorted(sizes.items()))


def series(sizes: dict[int, dict[str, Any]], op: str, key: str) -> tuple[list[int], list[float]]:
    xs, ys = [], []
    for n, res in sizes.items():
        v = res.get("operations", {}).get(op, {}).get(key)
        if v is not None:
            xs.append(n)
            ys.append(float(v))
    return xs, ys


def plot(sizes: dict[int, dict[str, Any]], out: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(18, 6.2))
    colors = plt.rcParams["axes.prop_cycle"].by_key()["color"] * 2
    top = max(sizes)

    def panel(ax: Any, ops: list[tuple[str, str, float | None]], ylabel: str) -> None:
        for i, (op, label, target) in enumerate(ops):
            xs, ys = series(sizes, op, "cpu_median_ms")
            if not xs:
                continue
            c = colors[i]
            ax.plot(xs, ys, "o-", color=c, label=label)
            if target is not None:
                ax.plot([top], [target], "x", color=c, markersize=11, mew=2.5)
        lo = min(sizes)
        first = series(sizes, ops[0][0], "cpu_median_ms")[1]
        if first:  # what the first curve would do if it grew with the store
            ax.plot([lo, top], [first[0], first[0] * top / lo], color="grey", ls="--", lw=0.8,
                    label="slope 1 from the first curve (linear in records)")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("records in the store")
        ax.set_ylabel(ylabel)
        ax.grid(True, which="both", alpha=0.25)
        ax.legend(fontsize=8, loc="upper left")

    panel(axes[0], IN_PROCESS, "ms, CPU median · × = 1M target")
    axes[0].set_title("in process")
    panel(axes[1], PROCESS, "ms, CPU median (user + sys) · × = 1M target")
    axes[1].set_title("whole process")

    ax = axes[2]
    xs = list(sizes)
    ax.plot(xs, [sizes[n]["db_bytes"] / 2**20 for n in xs], "o-", label="mem.db, records + FTS + buffer")
    dx = [n for n in xs if "distilled_store" in sizes[n]]
    if dx:
        ax.plot(dx, [sizes[n]["distilled_store"]["db_bytes"] / 2**20 for n in dx], "s-",
                label="mem.db with distilled memories + events")
        vx = [n for n in dx if sizes[n]["distilled_store"].get("vector_files_bytes")]
        ax.plot(vx, [sizes[n]["distilled_store"]["vector_files_bytes"] / 2**20 for n in vx], "^--",
                label="vector file (every item; float32 before schema 2, int8 after)")
    ax.plot([top], [1.2 * 1000**3 / 2**20], "kx", markersize=11, mew=2.5, label="1.2 GB target")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("records in the store")
    ax.set_ylabel("MiB")
    ax.set_title("store size")
    ax.grid(True, which="both", alpha=0.25)
    ax.legend(fontsize=8, loc="upper left")
    fig.suptitle(title)
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)


def markdown_table(sizes: dict[int, dict[str, Any]]) -> str:
    """The docs table: CPU median (wall median) per operation and size, then store sizes."""
    cols = list(sizes)
    head = "| operation | " + " | ".join(f"{n:,}" for n in cols) + " | 1M target |"
    lines = [head, "|" + "---|" * (len(cols) + 2)]
    for op, label, target in IN_PROCESS + PROCESS:
        cells = []
        for n in cols:
            r = sizes[n].get("operations", {}).get(op)
            cells.append("–" if r is None else f"**{r['cpu_median_ms']:.3g}** ({r['median_ms']:.3g})")
        if any(c != "–" for c in cells):
            lines.append(f"| {label} | " + " | ".join(cells) + f" | {'≤ %g ms' % target if target else ''} |")
    mib = lambda b: f"{b / 2**20:,.0f} MiB" if b >= 2**20 else f"{b / 2**10:,.0f} KiB"
    lines.append("| mem.db (records, FTS, buffer) | " + " | ".join(mib(sizes[n]["db_bytes"]) for n in cols) + " | |")
    lines.append("| mem.db with distilled layer | " + " | ".join(
        mib(sizes[n]["distilled_store"]["db_bytes"]) if "distilled_store" in sizes[n] else "–" for n in cols)
        + " | ≤ 1.2 GB |")
    lines.append("| memories / events in it | " + " | ".join(
        "{memories:,} / {events:,}".format(**sizes[n]["distilled_store"]["rows"]) if "distilled_store" in sizes[n]
        else "–" for n in cols) + " | |")
    lines.append("| vector file (synthetic, every item) | " + " | ".join(
        mib(sizes[n]["distilled_store"]["vector_files_bytes"]) if sizes[n].get("distilled_store", {}).get(
            "vector_files_bytes") else "–" for n in cols) + " | |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("inputs", nargs="*", type=Path, default=[REPO / "benchmarks" / "results" / "latency_1m.json"])
    p.add_argument("--out", type=Path, default=REPO / "docs" / "latency_scaling.png")
    p.add_argument("--title", default="mem latency (CPU medians) and store size, 1k → 1M records, 2 shared CPU cores")
    p.add_argument("--markdown", action="store_true", help="print the docs table instead of plotting")
    args = p.parse_args(argv)
    sizes = load(args.inputs)
    if not sizes:
        raise SystemExit("no sizes in the given result files")
    if args.markdown:
        print(markdown_table(sizes))
        return
    plot(sizes, args.out, args.title)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
