"""Compact vector storage (schema 2): int8 + scale rows, the migration from float32, the int8 vector file.

No model is loaded here: vectors are seeded random unit vectors written
through the real embeddings API, or float32 blobs written the way schema 1
stored them.
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np
from test_context_support import UTC, add_records, new_store

from memcli.embed import (
    TEXT_VERSION,
    embeddings_stale,
    load_vectors,
    pack_vectors,
    record_embed_text,
    unpack_rows,
    unpack_vector,
    write_vectors,
)
from memcli.recall import vectors
from memcli.store.db import connect, transaction

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"
MODEL = "all-MiniLM-L6-v2"


def units(n: int, dim: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    m = rng.standard_normal((n, dim)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def test_int8_blobs_round_trip_and_float32_blobs_still_read() -> None:
    mat = units(50, 384, 1)
    blobs = pack_vectors(mat)
    assert {len(b) for b in blobs} == {384 + 4}  # int8 components + float32 scale
    for row, blob in zip(mat, blobs, strict=True):
        back = unpack_vector(blob, 384)
        assert back is not None and float(back @ row) > 0.999
    # a float32 blob (schema 1, or written by hand) decodes exactly
    assert np.array_equal(unpack_vector(mat[0].tobytes(), 384), mat[0])
    # a blob of no known length is refused, not misread
    assert unpack_vector(b"\x01\x02\x03", 384) is None
    q, scale, ok = unpack_rows([blobs[0], mat[1].tobytes(), b"xx"], 384)
    assert list(ok) == [True, True, False]
    assert float((q[1].astype(np.float32) * scale[1]) @ mat[1]) > 0.999


def test_a_v1_store_with_float32_vectors_migrates_to_compact_rows(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    raw = sqlite3.connect(home / "mem.db")
    record_ids = [r[0] for r in raw.execute("SELECT id FROM records ORDER BY id")]
    memory_ids = [r[0] for r in raw.execute("SELECT id FROM memories WHERE status = 'active' ORDER BY id")]
    items = [("record", i) for i in record_ids] + [("memory", i) for i in memory_ids]
    mat = units(len(items), 384, 2)
    raw.executemany(
        "INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES (?, ?, ?, 384, ?)",
        [(k, i, MODEL, mat[n].tobytes()) for n, (k, i) in enumerate(items)],
    )
    raw.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embeddings_version', '3')")
    raw.commit()
    raw.close()

    conn = connect(home)  # runs m002
    rows = conn.execute("SELECT item_kind, item_id, model, dim, vector, text_version FROM embeddings").fetchall()
    assert len(rows) == len(items)
    assert {len(r[4]) for r in rows} == {388} and {r[5] for r in rows} == {1}
    by_item = {(r[0], r[1]): r for r in rows}
    for n, key in enumerate(items):
        back = unpack_vector(by_item[key][4], 384)
        assert back is not None and float(back @ mat[n]) > 0.999
    # a plain rowid table with one unique index: upserts keep working, nothing overflows
    info = {r[1]: r[2] for r in conn.execute("PRAGMA index_list(embeddings)")}
    assert info.get("embeddings_item") == 1
    # memories were embedded from the same text as today; records from the bare text, now stale
    assert TEXT_VERSION["memory"] == 1 and TEXT_VERSION["record"] == 2
    assert embeddings_stale(conn, MODEL)
    with transaction(conn):
        conn.execute("DELETE FROM embeddings WHERE item_kind = 'record'")
    assert not embeddings_stale(conn, MODEL)
    # the migrated vectors still serve recall: the file is built from them
    index = vectors.ensure_index(conn, home, MODEL)
    assert index.count == len(memory_ids)
    mem_n = len(record_ids)
    row, sim = index.top(mat[mem_n], lo=0, hi=index.count, k=1)[0]
    assert vectors.unpack_key(index.keys[row]) == ("memory", memory_ids[0]) and sim > 0.99
    assert float(load_vectors(conn, "memory", [memory_ids[0]], MODEL)[memory_ids[0]] @ mat[mem_n]) > 0.999


def test_compact_rows_keep_the_table_small(tmp_path: Path) -> None:
    """Schema 1 spent ~4.7 KB per 384-d vector (an overflow page each); schema 2 keeps them in their rows."""
    home, conn = new_store(tmp_path)
    n = 3000
    before = conn.execute("PRAGMA page_count").fetchone()[0]
    with transaction(conn):
        write_vectors(conn, "record", list(range(1, n + 1)), units(n, 384, 3), MODEL)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    grown = (conn.execute("PRAGMA page_count").fetchone()[0] - before) * page
    assert grown / n < 520, f"{grown / n:.0f} bytes per vector"
    try:
        overflow = conn.execute(
            "SELECT COUNT(*) FROM dbstat WHERE name = 'embeddings' AND pagetype = 'overflow'").fetchone()[0]
    except sqlite3.OperationalError:  # SQLite built without dbstat
        overflow = 0
    assert overflow == 0
    assert [tuple(r) for r in conn.execute("SELECT DISTINCT text_version FROM embeddings")] == [(TEXT_VERSION["record"],)]


def test_the_vector_file_is_int8_and_ranks_like_float32(tmp_path: Path) -> None:
    home, conn = new_store(tmp_path)
    base = datetime(2021, 1, 1, tzinfo=UTC)
    n, dim = 1200, 64
    rids = add_records(conn, [{"text": f"note number {i}", "at": base + timedelta(hours=i)} for i in range(n)])
    mat = units(n, dim, 4)
    with transaction(conn):
        write_vectors(conn, "record", rids, mat, "toy")
    index = vectors.ensure_index(conn, home, "toy")
    files = {p.suffix: p for p in (home / "vectors").iterdir()}
    assert files[".i8"].stat().st_size == n * dim  # one byte per component
    assert index.matrix.dtype == np.int8 and index.scale.dtype == np.float32
    overlap = []
    for q in units(40, dim, 5):  # random queries: the top 10 is a crowd of near-ties, the hardest case
        exact = [rids[i] for i in np.argsort(-(mat @ q), kind="stable")[:10]]
        got = [vectors.unpack_key(index.keys[row])[1] for row, _ in index.top(q, lo=0, hi=index.count, k=10)]
        overlap.append(len(set(exact) & set(got)) / 10)
    assert float(np.mean(overlap)) >= 0.9
    noise = units(40, dim, 6) * 0.3
    for i in range(40):  # a query near one stored item finds that item first
        q = mat[i * 25] + noise[i]
        assert vectors.unpack_key(index.keys[index.top(q / np.linalg.norm(q), lo=0, hi=index.count, k=1)[0][0]])[1] \
            == rids[i * 25]
    # scores are cosines (int8 × scale), for the window slice and for picked rows alike
    row, sim = index.top(mat[7], lo=0, hi=index.count, k=1)[0]
    assert abs(sim - 1.0) < 0.01
    assert abs(float(index.similarity(np.array([row]), mat[7])[0]) - sim) < 1e-5


def test_record_embed_text_names_the_speaker_unless_it_is_the_store_user() -> None:
    assert record_embed_text("I went hiking.", "Caroline", "default") == "Caroline: I went hiking."
    assert record_embed_text("今天去爬山了。", "default", "default") == "今天去爬山了。"  # a diary: speaker = user id
    assert record_embed_text("hello", None, "default") == "hello"
    assert record_embed_text("hello", "  ", "default") == "hello"


def test_upgrading_gives_the_space_of_float32_vectors_back(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    raw = sqlite3.connect(home / "mem.db")
    n = 2000
    mat = units(n, 384, 7)
    raw.executemany("INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES ('event', ?, ?, 384, ?)",
                    [(i + 1, MODEL, mat[i].tobytes()) for i in range(n)])
    raw.commit()
    raw.execute("VACUUM")
    raw.close()
    before = (home / "mem.db").stat().st_size
    assert before > n * 4000  # schema 1: an overflow page per vector
    conn = connect(home)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    after = (home / "mem.db").stat().st_size
    assert after < before / 4, (before, after)  # compacted once, at upgrade
    assert conn.execute("PRAGMA freelist_count").fetchone()[0] * 4 < conn.execute("PRAGMA page_count").fetchone()[0]
    assert conn.execute("SELECT COUNT(*) FROM embeddings WHERE length(vector) = 388").fetchone()[0] == n
