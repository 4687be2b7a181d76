#!/usr/bin/env python3
"""Home-made machinery against the maintained library that could replace it, measured side by side.

    pip install psycopg-pool ijson        # the candidates (not dependencies of mem)
    python benchmarks/library_ab.py pool --out benchmarks/results/library_pool.json
    python benchmarks/library_ab.py json --out benchmarks/results/library_json.json
    python benchmarks/library_ab.py lexemes --data LOCOMO_DEV_JSON --out benchmarks/results/library_lexemes.json

``pool``: mem's pool (``memcli/store/postgres/pool.py``) against psycopg-pool's
``ConnectionPool`` configured with its public options to do the same job (at
most N connections, the same session settings, the same reset on give-back,
``check`` on lease): what a caller sees when the server is down (the error
and how long it took; also with ``open(wait=True, timeout=5)``), and the CPU and wall time of a lease, one statement and
a give-back on a live server (pgserver's PostgreSQL 16 on a Unix socket).

``json``: mem's streamer (``memcli/importers/json_stream.py``) against ijson's
C backend (yajl2_c) on a synthetic ChatGPT-style export (an array of
conversations): CPU time to stream every element, peak Python memory
(``tracemalloc``), and what each says about a truncated file, a syntax error
and one element larger than ``import.max_entry_chars``.

``lexemes``: the PostgreSQL store's copy of FTS5's tokenizer
(``memcli/store/postgres/fulltext/lexemes.py``) against PostgreSQL's own
``to_tsvector('simple', …)`` and ``to_tsvector('english', …)`` on the
full-text bodies of real texts (the shipped sample data, and with ``--data``
the LoCoMo dev conversations): how many bodies get another set of tokens than
the SQLite index gives them (the SQLite store's FTS5 itself is asked, through
its ``fts5vocab`` table), i.e. would be found by other words on the two backends.

Medians over rounds that alternate which side goes first; the load average
is recorded (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def _cpu_wall(fn: Callable[[], Any]) -> tuple[float, float]:
    c0, w0 = time.process_time_ns(), time.perf_counter_ns()
    fn()
    return (time.process_time_ns() - c0) / 1e6, (time.perf_counter_ns() - w0) / 1e6


# --- the pool -------------------------------------------------------------------------------------------------


def _library_pool(url: str, size: int, timeout: float) -> Any:
    from psycopg_pool import ConnectionPool

    from memcli.store.postgres import pool as own

    return ConnectionPool(
        url, min_size=0, max_size=size, open=True, timeout=timeout, name="mem",
        kwargs={"autocommit": True, "connect_timeout": 5, "application_name": "mem",
                "options": "-c statement_timeout=30000"},
        check=ConnectionPool.check_connection,
        reset=lambda conn: conn.execute(own._RESET),
    )


def _down_server(tmp: Path) -> dict[str, Any]:
    """What each pool says when nothing listens, and after how long."""
    from memcli.core.errors import MemError
    from memcli.store.postgres.pool import ConnectionPool as OwnPool

    url = f"postgresql://mem:secret-pw@/mem?host={tmp}"  # an empty folder: no server
    out: dict[str, Any] = {}
    started = time.monotonic()
    try:
        OwnPool(url, size=4, wait_s=30).lease()
    except MemError as exc:
        out["own"] = {"seconds": round(time.monotonic() - started, 3), "error": str(exc).replace(str(tmp), "DIR")}
    import logging

    logging.getLogger("psycopg.pool").setLevel(logging.CRITICAL)  # its reasons go to the log, not the caller
    for wait in (5.0, 30.0):
        pool = _library_pool(url, 4, wait)
        started = time.monotonic()
        try:
            pool.getconn()
        except Exception as exc:  # noqa: BLE001 - what a caller gets is what is measured
            out[f"psycopg_pool_timeout_{wait:g}s"] = {
                "seconds": round(time.monotonic() - started, 3), "error": f"{type(exc).__name__}: {exc}",
                "cause": repr(exc.__cause__)}
        pool.close()
    from psycopg_pool import ConnectionPool

    pool = ConnectionPool(url, min_size=1, max_size=4, open=False, kwargs={"autocommit": True, "connect_timeout": 5})
    started = time.monotonic()
    try:
        pool.open(wait=True, timeout=5)
    except Exception as exc:  # noqa: BLE001 - what a caller gets is what is measured
        out["psycopg_pool_open_wait_5s"] = {"seconds": round(time.monotonic() - started, 3),
                                             "error": f"{type(exc).__name__}: {exc}", "cause": repr(exc.__cause__)}
    pool.close()
    return out


def _lease_cycles(url: str, rounds: int, calls: int) -> dict[str, Any]:
    from memcli.store.postgres.pool import ConnectionPool as OwnPool

    own = OwnPool(url, size=4, wait_s=30)
    lib = _library_pool(url, 4, 30)

    def own_call() -> None:
        conn = own.lease()
        conn.execute("SELECT 1").fetchone()
        conn.close()

    def lib_call() -> None:
        conn = lib.getconn()
        conn.execute("SELECT 1").fetchone()
        lib.putconn(conn)

    variants = {"own": own_call, "psycopg_pool": lib_call}
    for fn in variants.values():
        for _ in range(50):
            fn()
    samples: dict[str, dict[str, list[float]]] = {v: {"cpu_ms": [], "wall_ms": []} for v in variants}
    for r in range(rounds):
        for name in (list(variants) if r % 2 == 0 else list(reversed(variants))):
            cpu, wall = [], []
            for _ in range(calls):
                c, w = _cpu_wall(variants[name])
                cpu.append(c)
                wall.append(w)
            samples[name]["cpu_ms"].append(statistics.median(cpu))
            samples[name]["wall_ms"].append(statistics.median(wall))
    own.close()
    lib.close()
    return {v: {k: round(statistics.median(s), 4) for k, s in d.items()} for v, d in samples.items()}


def pool_main(a: argparse.Namespace) -> dict[str, Any]:
    import pgserver

    folder = tempfile.mkdtemp(prefix="mem-pool-ab-")
    server = pgserver.get_server(folder, cleanup_mode="delete")
    try:
        uri = server.get_uri()
        socket_dir = uri.split("host=", 1)[1].split("&", 1)[0]
        url = f"postgresql://postgres@/postgres?host={socket_dir}"
        empty = Path(tempfile.mkdtemp(prefix="mem-no-server-"))
        return {"unreachable_server": _down_server(empty), "lease_statement_give_back": _lease_cycles(url, a.rounds, a.calls)}
    finally:
        server.cleanup()


# --- the JSON streamer ------------------------------------------------------------------------------------------


def _export(path: Path, conversations: int) -> None:
    """A ChatGPT-style export: an array of conversations, each a mapping of ~20 messages, mixed Chinese/English."""
    rng = random.Random(7)
    words = ["今天", "我们", "去了", "公园", "放风筝", "friend", "coffee", "lake", "蓝色", "下雨", "work", "猫"]
    with path.open("w", encoding="utf-8") as fh:
        fh.write("[")
        for c in range(conversations):
            mapping = {}
            for m in range(20):
                text = " ".join(rng.choice(words) for _ in range(rng.randint(5, 60)))
                mapping[f"n{m}"] = {"id": f"n{m}", "parent": f"n{m - 1}" if m else None, "message": {
                    "author": {"role": "user" if m % 2 else "assistant"}, "create_time": 1.7e9 + c * 100 + m,
                    "content": {"content_type": "text", "parts": [text]}}}
            fh.write(("," if c else "") + json.dumps({"title": f"chat {c}", "create_time": 1.7e9 + c,
                                                       "mapping": mapping}, ensure_ascii=False))
        fh.write("]")


def _own_items(path: Path) -> int:
    from memcli.importers.json_stream import json_events
    from memcli.importers.textio import open_text

    return sum(1 for _ in json_events(open_text(path, str(path))))


def _ijson_items(path: Path) -> int:
    import ijson

    with path.open("rb") as fh:
        return sum(1 for _ in ijson.items(fh, "item"))


def _verdicts(tmp: Path) -> dict[str, Any]:
    """What each side says about a truncated file, a syntax error, and one element over max_entry_chars."""
    from memcli.importers.textio import ImportLimits, import_limits

    good = json.dumps([{"a": "x" * 10}, {"b": "y" * 10}, {"c": "z" * 3_000_000}])  # the third: 3 M characters
    cases = {"truncated": good[:30], "syntax_error": good.replace('"b"', "'b'"), "element_over_limit": good}
    out: dict[str, Any] = {}
    for name, text in cases.items():
        path = tmp / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        out[name] = {}
        for side, fn in (("own", _own_items), ("ijson", _ijson_items)):
            try:
                with import_limits(ImportLimits(max_entry_chars=1 << 20)):
                    out[name][side] = f"read {fn(path)} elements"
            except Exception as exc:  # noqa: BLE001 - the message is what is measured
                out[name][side] = f"{type(exc).__name__}: {exc}".replace(str(tmp), "DIR")
    return out


def json_main(a: argparse.Namespace) -> dict[str, Any]:
    import ijson

    tmp = Path(tempfile.mkdtemp(prefix="mem-json-ab-"))
    path = tmp / "conversations.json"
    _export(path, a.conversations)
    result: dict[str, Any] = {"ijson_backend": ijson.backend, "file_mb": round(path.stat().st_size / 1e6, 1),
                              "elements": a.conversations}
    sides = {"own": _own_items, "ijson": _ijson_items}
    cpu: dict[str, list[float]] = {s: [] for s in sides}
    for r in range(a.rounds):
        for side in (list(sides) if r % 2 == 0 else list(reversed(sides))):
            c, _w = _cpu_wall(lambda: sides[side](path))
            cpu[side].append(c)
    result["cpu_ms_median"] = {s: round(statistics.median(v), 1) for s, v in cpu.items()}
    peaks = {}
    for side, fn in sides.items():
        tracemalloc.start()
        fn(path)
        peaks[side] = round(tracemalloc.get_traced_memory()[1] / 1e6, 1)
        tracemalloc.stop()
    result["peak_python_mb"] = peaks
    result["verdicts"] = _verdicts(tmp)
    path.unlink()
    return result


# --- the tokenizer copy for PostgreSQL -------------------------------------------------------------------------


def _texts(data: Path | None) -> list[tuple[str, str | None]]:
    """(text, speaker) of the shipped sample data and, with *data*, of the LoCoMo dev conversations (0-6)."""
    from datetime import timezone

    from memcli.importers.base import ImportContext, Sample, all_importers
    from memcli.importers.textio import read_head

    out: list[tuple[str, str | None]] = []
    ctx = ImportContext(tz=timezone.utc, user_id="default")
    for path in sorted(p for p in (REPO / "sample_data").iterdir() if p.is_file()):
        importer = next(i for i in all_importers() if i.sniff(Sample(path, read_head(path))))
        out += [(r.text, r.speaker) for r in importer.parse(path, ctx)]
    if data is not None:
        for conv in json.loads(data.read_text(encoding="utf-8"))[:7]:  # the dev copy holds conversations 0-6
            c = conv["conversation"]
            out += [(turn["text"], turn["speaker"]) for key in c if key.startswith("session_") and
                    not key.endswith("date_time") for turn in c[key]]
    return out


def _sqlite_tokens(bodies: list[str]) -> list[set[str]]:
    """What SQLite's FTS5 with mem's tokenizer makes of each body."""
    import sqlite3

    from memcli.store.sqlite.migrations.m006_fts_symbol_tokens import FTS_TOKENIZE

    conn = sqlite3.connect(":memory:")
    conn.execute(f"CREATE VIRTUAL TABLE t USING fts5(body, tokenize = \"{FTS_TOKENIZE}\")")
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")
    conn.executemany("INSERT INTO t(rowid, body) VALUES (?, ?)", list(enumerate(bodies, start=1)))
    found: list[set[str]] = [set() for _ in bodies]
    for term, doc in conn.execute("SELECT term, doc FROM v"):
        found[doc - 1].add(term)
    return found


def lexemes_main(a: argparse.Namespace) -> dict[str, Any]:
    import pgserver
    import psycopg

    from memcli.recall.stem import porter
    from memcli.store.postgres.fulltext.lexemes import tokens
    from memcli.store.text import fts_body

    bodies = [fts_body(text, speaker) for text, speaker in _texts(a.data)]
    want = _sqlite_tokens(bodies)
    folder = tempfile.mkdtemp(prefix="mem-lexemes-ab-")
    server = pgserver.get_server(folder, cleanup_mode="delete")
    result: dict[str, Any] = {"bodies": len(bodies)}
    try:
        with psycopg.connect(server.get_uri(), autocommit=True) as conn:
            sides: dict[str, Callable[[str], set[str]]] = {
                "copy (lexemes.py)": lambda body: set(tokens(body, porter)),
                **{f"to_tsvector('{cfg}')": (lambda body, cfg=cfg: {
                    row[0] for row in conn.execute("SELECT unnest(tsvector_to_array(to_tsvector(%s, %s)))",
                                                   (cfg, body))}) for cfg in ("simple", "english")},
            }
            for side, fn in sides.items():
                differ = [(body, sorted(got ^ w)[:6]) for body, w in zip(bodies, want) if (got := fn(body)) != w]
                result[side] = {"bodies_with_other_tokens": len(differ),
                                "share": round(len(differ) / max(1, len(bodies)), 4),
                                "examples": [{"body": b[:80], "differing_tokens": t} for b, t in differ[:3]]}
    finally:
        server.cleanup()
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=("pool", "json", "lexemes"))
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--calls", type=int, default=200, help="pool: lease cycles per side and round")
    ap.add_argument("--conversations", type=int, default=5000, help="json: elements of the synthetic export")
    ap.add_argument("--data", type=Path, help="lexemes: the LoCoMo dev copy (locomo_dev.json)")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    load_start = os.getloadavg()
    result = {"pool": pool_main, "json": json_main, "lexemes": lexemes_main}[a.what](a)
    result = {"what": a.what, "loadavg_start": load_start, "loadavg_end": os.getloadavg(), **result}
    text = json.dumps(result, ensure_ascii=False, indent=1)
    print(text)
    if a.out:
        a.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
