#!/usr/bin/env python3
"""What schemas 3, 4 and 5 do to the size of a large store, step by step (issue 5: ≤ 1.2 GB at 1M).

    python benchmarks/store_size.py --db ./bench-stores/store-1000000/context-copy/mem.db \
        --work ./size-work --flushed-layer --out benchmarks/results/store_size_1m.json

*--db* is a schema-2 ``mem.db`` (the 1M store that ``benchmarks/latency.py
--sizes 1000000 --layer flush --vectors table --keep`` leaves, with every
record, memory and event embedded as int8 rows). It is never modified: every
step works on a copy under *--work* and reports the file size, page counts and
the dbstat size of each table and index:

1. ``m003_embeddings_nibble`` applied by hand, then VACUUM (4-bit vectors, the
   table keyed by (item_kind, item_id) WITHOUT ROWID);
2. ``m004_buffer_prune_done`` on top, then VACUUM (no buffer row for a
   distilled record); a copy of this store gets 32-character memory and
   event content hashes, as a real flush writes them (the benchmark's layer
   uses short synthetic ones);
3. ``m005_embeddings_int_key`` on both, then VACUUM (``embeddings`` keyed by
   one integer, kind << 40 | id, as its rowid, the model a small integer —
   no kind and model text in every row);
4. the real upgrade path: ``memcli.store.sqlite.db.connect`` on a fresh copy
   (m003, m004 and m005 and the one VACUUM, timed), then the derived vector
   file built from the 4-bit rows (timed).

``--flushed-layer``: latency.py writes its distilled layer with SQL and leaves
every buffer row 'idle'; a real flush would have left them 'done' (before
schema 4) or deleted them. With this flag the copies get 'done' rows first, so
the migration sees what a flushed store holds.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

MODEL = "all-MiniLM-L6-v2"


def dbstat(path: Path, top: int = 16) -> dict[str, Any]:
    """File size, pages and the largest objects (MB = 10^6 bytes) of a closed database."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        objects = conn.execute(
            "SELECT name, COUNT(*), SUM(pgsize) FROM dbstat GROUP BY name ORDER BY 3 DESC").fetchall()
        counts = {t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
                  for t in ("records", "memories", "events", "embeddings", "buffer")}
        lengths = dict(conn.execute("SELECT length(vector), COUNT(*) FROM embeddings GROUP BY 1").fetchall()) \
            if "vector" in {r[1] for r in conn.execute("PRAGMA table_info(embeddings)")} else {}
        return {
            "file_bytes": path.stat().st_size, "page_size": page, "page_count": pages,
            "freelist_count": conn.execute("PRAGMA freelist_count").fetchone()[0],
            "schema_version": conn.execute("PRAGMA user_version").fetchone()[0],
            "rows": counts, "vector_blob_lengths": {str(k): v for k, v in lengths.items()},
            "largest_objects_mb": {r[0]: round(r[2] / 1e6, 1) for r in objects[:top]},
            "largest_objects_pages": {r[0]: r[1] for r in objects[:top]},
        }
    finally:
        conn.close()


def _open(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA temp_store = MEMORY")  # as memcli.store.sqlite.db sets it
    return conn


def apply_one(path: Path, name: str) -> dict[str, Any]:
    """Run one migration by name on *path* (at the version just before it), then VACUUM; timed."""
    from memcli.store.sqlite.migrations import MIGRATIONS, load

    fn = load(name).apply
    version = MIGRATIONS.index(name)
    conn = _open(path)
    try:
        if conn.execute("PRAGMA user_version").fetchone()[0] != version:
            raise SystemExit(f"{path} is not at schema version {version}")
        t0 = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        fn(conn)
        conn.execute(f"PRAGMA user_version = {version + 1}")
        conn.execute("COMMIT")
        seconds = time.perf_counter() - t0
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        free = conn.execute("PRAGMA freelist_count").fetchone()[0]
        t0 = time.perf_counter()
        conn.execute("VACUUM")
        return {"migration": name, "seconds": round(seconds, 1), "pages_before_vacuum": pages,
                "free_pages_before_vacuum": free, "vacuum_seconds": round(time.perf_counter() - t0, 1)}
    finally:
        conn.close()


def mark_flushed(path: Path) -> int:
    """Every buffer row 'done', as the flush before schema 4 left a distilled record's row."""
    conn = _open(path)
    try:
        return conn.execute("UPDATE buffer SET status = 'done' WHERE status != 'done'").rowcount
    finally:
        conn.close()


def real_hashes(path: Path) -> None:
    """Memory and event content hashes 32 hex characters long, as memcli.core.textproc.content_hash makes them."""
    conn = _open(path)
    try:
        conn.execute("BEGIN")
        conn.execute("UPDATE memories SET content_hash = lower(hex(randomblob(16))) WHERE length(content_hash) != 32")
        conn.execute("UPDATE events SET content_hash = lower(hex(randomblob(16))) WHERE length(content_hash) != 32")
        conn.execute("COMMIT")
        conn.execute("VACUUM")
    finally:
        conn.close()


def embeddings_bytes(path: Path) -> int:
    """dbstat size of the ``embeddings`` table (and of m002's index, if the store still has it)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute(
            "SELECT SUM(pgsize) FROM dbstat WHERE name IN ('embeddings', 'embeddings_item', 'embedding_models')"
        ).fetchone()[0] or 0)
    finally:
        conn.close()


def upgrade(home: Path) -> dict[str, Any]:
    """The path a user takes: open the store (migrations + VACUUM), then the first semantic reader's vector file."""
    import numpy as np

    from memcli.store.sqlite.db import connect

    try:
        from memcli.store.sqlite.vectors import file as vectors
    except ImportError:  # a commit before the storage seam
        from memcli.recall import vectors

    before = (home / "mem.db").stat().st_size
    t0 = time.perf_counter()
    conn = connect(home)
    seconds = time.perf_counter() - t0
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    after = (home / "mem.db").stat().st_size
    t0 = time.perf_counter()
    index = vectors.ensure_index(conn, home, MODEL)
    build = time.perf_counter() - t0
    sample = np.asarray(index.matrix[: min(index.count, 100_000)])
    out = {"db_bytes_before": before, "open_and_migrate_seconds": round(seconds, 1), "db_bytes_after": after,
           "schema_version": conn.execute("PRAGMA user_version").fetchone()[0],
           "vector_file_rows": index.count, "vector_file_build_seconds": round(build, 1),
           "vector_dir_bytes": sum(f.stat().st_size for f in vectors.vectors_dir(home).iterdir()),
           "distinct_int8_values_in_vector_file_sample": int(len(np.unique(sample)))}
    conn.close()
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, required=True, help="a schema-2 mem.db (not modified)")
    ap.add_argument("--work", type=Path, required=True, help="folder for the copies (~6 GB at 1M)")
    ap.add_argument("--flushed-layer", action="store_true", help="give the copies 'done' buffer rows first")
    ap.add_argument("--keep", action="store_true", help="keep the copies")
    ap.add_argument("--out", type=Path, default=None, help="results JSON")
    args = ap.parse_args(argv)
    import quality_common as qc

    work = args.work
    work.mkdir(parents=True, exist_ok=True)

    def say(msg: str) -> None:
        print(f"[store_size] {msg}", file=sys.stderr, flush=True)

    res: dict[str, Any] = {"what": "mem.db size at each schema step (issue 5: <= 1.2 GB at 1M, everything embedded)",
                           "source": args.db.name, "flushed_layer": args.flushed_layer, "machine": qc.machine_info(),
                           "git": qc.git_rev()}
    say("step 0: the source store")
    res["step0_schema2"] = dbstat(args.db)
    step = work / "steps.db"
    shutil.copy(args.db, step)
    if args.flushed_layer:
        res["buffer_rows_marked_done"] = mark_flushed(step)

    def migrate(label: str, db: Path, migration: str, run_key: str, stat_key: str) -> None:
        """One schema step on *db*: its timed run under *run_key*, the file's size after under *stat_key*."""
        say(label)
        res[run_key] = apply_one(db, migration)
        res[stat_key] = dbstat(db)

    migrate("step 1: m003 (4-bit vectors) + VACUUM", step, "m003_embeddings_nibble", "step1_run", "step1_4bit_vectors")
    migrate("step 2: m004 (no buffer rows for distilled records) + VACUUM", step, "m004_buffer_prune_done",
            "step2_run", "step2_buffer_pruned")
    say("step 2 with 32-character memory/event hashes")
    hashed = work / "hashed.db"
    shutil.copy(step, hashed)
    real_hashes(hashed)
    res["step2_with_real_length_hashes"] = dbstat(hashed)
    before = embeddings_bytes(step)
    migrate("step 3: m005 (embeddings keyed by one integer) + VACUUM", step, "m005_embeddings_int_key",
            "step3_run", "step3_integer_keys")
    res["step3_run"]["embeddings_bytes_before"], res["step3_run"]["embeddings_bytes_after"] = before, embeddings_bytes(step)
    migrate("step 3 with 32-character memory/event hashes", hashed, "m005_embeddings_int_key",
            "step3_run_real_length_hashes", "step3_with_real_length_hashes")
    say("the real upgrade path on a fresh copy")
    home = work / "upgrade"
    home.mkdir(exist_ok=True)
    shutil.copy(args.db, home / "mem.db")
    if args.flushed_layer:
        mark_flushed(home / "mem.db")
    res["upgrade"] = upgrade(home)
    res["machine"]["load_avg_1m_end"] = qc.machine_info()["load_avg_1m"]
    if not args.keep:
        for path in (step, hashed):
            path.unlink(missing_ok=True)
        shutil.rmtree(home, ignore_errors=True)
    text = json.dumps(res, indent=1, ensure_ascii=False)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
        say(f"wrote {args.out}")
    else:
        print(text)


if __name__ == "__main__":
    main()
