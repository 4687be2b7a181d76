"""Compact vector storage: 4-bit rows (schema 3), int8 rows (schema 2), float32 (schema 1), the int8 vector file.

No model is loaded here: vectors are seeded random unit vectors written
through the real embeddings API, or int8 / float32 blobs written the way
schema 2 / schema 1 stored them.
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np
from conftest import mem_run
from test_context_support import UTC, add_records, new_store

from memcli.embedding.maintenance import embeddings_stale, load_vectors, write_vectors
from memcli.embedding.texts import TEXT_VERSION, record_embed_text
from memcli.store.sqlite.vectors import file as vectors
from memcli.store.vector_codec import NIBBLE_LEVELS, pack_vectors, quantize, quantize4, unpack_rows, unpack_vector
from memcli.store.sqlite.db import connect, transaction
from memcli.store.item_keys import item_key, kind_range, split_key
from memcli.store.sqlite.migrations import MIGRATIONS, SCHEMA_VERSION, load
from memcli.store.sqlite.store import SqliteStore

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"
MODEL = "all-MiniLM-L6-v2"


def _store(conn: sqlite3.Connection) -> SqliteStore:
    """The store over *conn* that recall takes (its home is the database's folder)."""
    return SqliteStore(conn, Path(conn.execute("PRAGMA database_list").fetchone()[2]).parent)


def units(n: int, dim: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    m = rng.standard_normal((n, dim)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def fixture_items(raw: sqlite3.Connection) -> tuple[list[int], list[int], list[tuple[str, int]]]:
    """The store's record ids, active memory ids, and both as (kind, id) items in that order."""
    record_ids = [r[0] for r in raw.execute("SELECT id FROM records ORDER BY id")]
    memory_ids = [r[0] for r in raw.execute("SELECT id FROM memories WHERE status = 'active' ORDER BY id")]
    return record_ids, memory_ids, [("record", i) for i in record_ids] + [("memory", i) for i in memory_ids]


def stored_rows(conn: sqlite3.Connection) -> dict[tuple[str, int], tuple[str, int, bytes, int]]:
    """Every ``embeddings`` row of a schema-5 store as (kind, id) → (model name, dim, vector, text version)."""
    return {split_key(r[0]): (r[1], r[2], r[3], r[4]) for r in conn.execute(
        """SELECT e.key, m.name, e.dim, e.vector, e.text_version
           FROM embeddings e JOIN embedding_models m ON m.id = e.model""")}


def legacy_vector_file(raw: sqlite3.Connection, home: Path, model: str) -> int:
    """The vector file a release before schema 5 built from its ``(item_kind, item_id, model TEXT)`` rows.

    The live build_index reads schema 5's integer keys; this is its earlier
    form (same row keys, same decoding) for stores that still have the old
    layout. Returns the row count.
    """
    table = {"record": "records", "memory": "memories", "event": "events"}
    live: list[tuple[int, float, bytes]] = []
    for kind, item_id, blob in raw.execute("SELECT item_kind, item_id, vector FROM embeddings WHERE model = ?",
                                           (model,)).fetchall():
        if kind not in table:  # the old build skipped kinds it did not know
            continue
        active = " AND status = 'active'" if kind == "memory" else ""
        row = raw.execute(f"SELECT occurred_ts FROM {table[kind]} WHERE id = ?{active}", (item_id,)).fetchone()
        if row is not None:
            live.append((item_key(kind, item_id), float(row[0]), blob))
    blob_of = {k: b for k, _, b in live}

    def fill(out: np.ndarray, scale: np.ndarray, sorted_keys: np.ndarray, order: np.ndarray) -> None:
        q, sc, ok = unpack_rows([blob_of[int(k)] for k in sorted_keys], 384)
        assert ok.all()
        out[order] = q
        scale[order] = sc

    return vectors.write_index(home, model, vectors.store_version(raw), np.array([k for k, _, _ in live]),
                               np.array([t for _, t, _ in live]), 384, fill)


def int8_blob(vec: np.ndarray) -> bytes:
    """A vector the way schema 2 stored it: int8 components + float32 scale."""
    q, scale = quantize(vec)
    return q[0].tobytes() + scale.astype("<f4").tobytes()


def test_4bit_blobs_round_trip_and_older_blobs_still_read() -> None:
    mat = units(50, 384, 1)
    blobs = pack_vectors(mat)
    assert {len(b) for b in blobs} == {384 // 2 + 4}  # two 4-bit codes per byte + float32 scale
    for row, blob in zip(mat, blobs, strict=True):
        back = unpack_vector(blob, 384)
        assert back is not None and float(back @ row) > 0.98
        assert abs(float(np.linalg.norm(back)) - 1.0) < 1e-5  # the scale keeps the length: stored scores stay cosines
    # a schema-2 int8 blob and a float32 blob (schema 1, or written by hand) still decode
    old = int8_blob(mat[0])
    assert len(old) == 388 and float(unpack_vector(old, 384) @ mat[0]) > 0.999
    assert np.array_equal(unpack_vector(mat[0].tobytes(), 384), mat[0])
    # a blob of no known length is refused, not misread
    assert unpack_vector(b"\x01\x02\x03", 384) is None
    # the vector file's reader takes all three layouts at once; 4-bit codes become their int8 levels exactly
    q, scale, ok = unpack_rows([blobs[0], old, mat[1].tobytes(), b"xx"], 384)
    assert list(ok) == [True, True, True, False]
    assert set(np.unique(q[0]).tolist()) <= set(NIBBLE_LEVELS)
    assert np.allclose(q[0].astype(np.float32) * scale[0], unpack_vector(blobs[0], 384), atol=1e-7)
    assert float((q[1].astype(np.float32) * scale[1]) @ mat[0]) > 0.999
    assert float((q[2].astype(np.float32) * scale[2]) @ mat[1]) > 0.999
    # the levels include zero, so a sparse vector keeps its shape (a level set without zero gave a one-hot 0.73)
    onehot = np.zeros((1, 384), dtype=np.float32)
    onehot[0, 5] = 1.0
    assert float(unpack_vector(pack_vectors(onehot)[0], 384) @ onehot[0]) > 0.9999
    # a zero vector decodes to zeros; an odd dim cannot pack two codes a byte and is stored as int8
    assert not np.any(unpack_vector(pack_vectors(np.zeros((1, 384), dtype=np.float32))[0], 384))
    odd = units(1, 5, 9)
    assert len(pack_vectors(odd)[0]) == 5 + 4 and float(unpack_vector(pack_vectors(odd)[0], 5) @ odd[0]) > 0.99


def test_the_4bit_levels_beat_a_uniform_max_scale() -> None:
    """Levels placed for normally distributed components, fitted per vector, lose less than max|x|/7 steps."""
    mat = units(2000, 384, 11)
    codes, scale = quantize4(mat)
    mine = np.asarray(NIBBLE_LEVELS, dtype=np.float32)[codes] * scale[:, None]
    cos_mine = np.einsum("ij,ij->i", mine, mat)
    step = np.abs(mat).max(axis=1, keepdims=True) / 7
    plain = np.clip(np.rint(mat / step), -7, 7) * step
    cos_plain = np.einsum("ij,ij->i", plain, mat) / np.linalg.norm(plain, axis=1)
    assert cos_mine.mean() > cos_plain.mean() + 0.001 and cos_mine.min() > 0.985
    # neighbours keep their order: the top 10 of random queries over the decoded rows vs float32
    queries = units(40, 384, 12)
    exact = np.argsort(-(queries @ mat.T), axis=1)[:, :10]
    got = np.argsort(-(queries @ mine.T), axis=1)[:, :10]
    assert np.mean([len(set(a) & set(b)) / 10 for a, b in zip(exact, got, strict=True)]) >= 0.8


def test_a_v1_store_with_float32_vectors_migrates_to_compact_rows(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    raw = sqlite3.connect(home / "mem.db")
    record_ids, memory_ids, items = fixture_items(raw)
    mat = units(len(items), 384, 2)
    raw.executemany(
        "INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES (?, ?, ?, 384, ?)",
        [(k, i, MODEL, mat[n].tobytes()) for n, (k, i) in enumerate(items)],
    )
    raw.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embeddings_version', '3')")
    raw.commit()
    raw.close()

    conn = connect(home)  # runs m002, m003 … m005
    by_item = stored_rows(conn)
    assert len(by_item) == len(items)
    assert {len(r[2]) for r in by_item.values()} == {196} and {r[3] for r in by_item.values()} == {1}
    assert {r[0] for r in by_item.values()} == {MODEL}
    for n, key in enumerate(items):
        back = unpack_vector(by_item[key][2], 384)
        assert back is not None and float(back @ mat[n]) > 0.98
    # keyed by one integer (the rowid) and no second index: one row per item, upserts keep working
    sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'embeddings'").fetchone()[0]
    assert "key INTEGER PRIMARY KEY" in sql and "item_kind" not in sql
    assert list(conn.execute("PRAGMA index_list(embeddings)")) == []
    # records were embedded from the bare text and memories from `topic sub: value`: both stale now
    assert TEXT_VERSION["memory"] == 2 and TEXT_VERSION["record"] == 2
    assert embeddings_stale(_store(conn), MODEL)
    with transaction(conn):
        conn.execute("DELETE FROM embeddings WHERE key BETWEEN ? AND ?", kind_range("record"))
    assert embeddings_stale(_store(conn), MODEL)
    with transaction(conn):
        conn.execute("UPDATE embeddings SET text_version = ? WHERE key BETWEEN ? AND ?",
                     (TEXT_VERSION["memory"], *kind_range("memory")))
    assert not embeddings_stale(_store(conn), MODEL)
    # the migrated vectors still serve recall: the file is built from them
    index = vectors.ensure_index(conn, home, MODEL)
    assert index.count == len(memory_ids)
    mem_n = len(record_ids)
    row, sim = index.top(mat[mem_n], lo=0, hi=index.count, k=1)[0]
    assert split_key(index.keys[row]) == ("memory", memory_ids[0]) and sim > 0.98
    assert float(load_vectors(_store(conn), "memory", [memory_ids[0]], MODEL)[memory_ids[0]] @ mat[mem_n]) > 0.98


def test_compact_rows_keep_the_table_small(tmp_path: Path) -> None:
    """Schema 1 spent ~4.7 KB per 384-d vector (an overflow page each), schema 2 ~477 B; 4-bit rows ~250 B."""
    home, conn = new_store(tmp_path)
    n = 3000
    before = conn.execute("PRAGMA page_count").fetchone()[0]
    with transaction(conn):
        write_vectors(_store(conn), "record", list(range(1, n + 1)), units(n, 384, 3), MODEL)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    grown = (conn.execute("PRAGMA page_count").fetchone()[0] - before) * page
    assert grown / n < 300, f"{grown / n:.0f} bytes per vector"
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
        write_vectors(_store(conn), "record", rids, mat, "toy")
    index = vectors.ensure_index(conn, home, "toy")
    files = {p.suffix: p for p in (home / "vectors").iterdir()}
    assert files[".i8"].stat().st_size == n * dim  # one byte per component
    assert index.matrix.dtype == np.int8 and index.scale.dtype == np.float32
    # the file holds exactly what the table stores (4-bit levels are int8 values): same scores, every row
    stored = load_vectors(_store(conn), "record", rids, "toy")
    rows = index.rows_for([item_key("record", r) for r in rids])
    probe = units(1, dim, 8)[0]
    assert np.allclose(index.similarity(rows, probe), [float(stored[r] @ probe) for r in rids], atol=1e-5)
    overlap = []
    for q in units(40, dim, 5):  # random queries: the top 10 is a crowd of near-ties, the hardest case
        exact = [rids[i] for i in np.argsort(-(mat @ q), kind="stable")[:10]]
        got = [split_key(index.keys[row])[1] for row, _ in index.top(q, lo=0, hi=index.count, k=10)]
        overlap.append(len(set(exact) & set(got)) / 10)
    assert float(np.mean(overlap)) >= 0.85  # 4-bit rows; real 384-d MiniLM vectors: 95.5 % (vector_quant.json)
    noise = units(40, dim, 6) * 0.3
    for i in range(40):  # a query near one stored item finds that item first
        q = mat[i * 25] + noise[i]
        assert split_key(index.keys[index.top(q / np.linalg.norm(q), lo=0, hi=index.count, k=1)[0][0]])[1] \
            == rids[i * 25]
    # scores are cosines (int8 × scale), for the window slice and for picked rows alike
    row, sim = index.top(mat[7], lo=0, hi=index.count, k=1)[0]
    assert abs(sim - 1.0) < 0.02
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
    assert conn.execute("SELECT COUNT(*) FROM embeddings WHERE length(vector) = 196").fetchone()[0] == n


def schema2_store(tmp_path: Path) -> tuple[Path, sqlite3.Connection]:
    """The schema-1 fixture brought to schema 2 by m002 alone (a store the previous release left), raw connection."""
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    raw = sqlite3.connect(home / "mem.db", isolation_level=None)
    raw.execute("BEGIN IMMEDIATE")
    assert MIGRATIONS[1] == "m002_embeddings_compact"
    load(MIGRATIONS[1]).apply(raw)
    raw.execute("PRAGMA user_version = 2")
    raw.execute("COMMIT")
    return home, raw


def test_a_schema_2_store_with_int8_rows_migrates_to_4bit_and_rebuilds_the_vector_file(tmp_path: Path) -> None:
    home, raw = schema2_store(tmp_path)
    record_ids, memory_ids, items = fixture_items(raw)
    mat = units(len(items), 384, 21)
    raw.executemany(
        "INSERT INTO embeddings(item_kind, item_id, model, dim, vector, text_version) VALUES (?, ?, ?, 384, ?, ?)",
        [(k, i, MODEL, int8_blob(mat[n]), TEXT_VERSION[k]) for n, (k, i) in enumerate(items)],
    )
    raw.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embeddings_version', '5')")
    # the vector file as the previous release left it: int8 rows, version 5
    assert legacy_vector_file(raw, home, MODEL) == len(items)
    assert vectors.open_index(home).version == "5"
    raw.close()

    conn = connect(home)  # m003 + m004 + m005
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    rows = {key: row[2] for key, row in stored_rows(conn).items()}
    assert len(rows) == len(items) and {len(b) for b in rows.values()} == {196}
    for n, key in enumerate(items):
        assert float(unpack_vector(rows[key], 384) @ mat[n]) > 0.98
    assert not embeddings_stale(_store(conn), MODEL)  # model and text versions kept
    # the version moved on, so the next reader rebuilds the file from the 4-bit rows
    assert conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()[0] == "6"
    vectors._OPEN.clear()
    index = vectors.ensure_index(conn, home, MODEL)
    assert index.version == "6" and index.count == len(items)
    assert set(np.unique(np.asarray(index.matrix)).tolist()) <= set(NIBBLE_LEVELS)
    for n, key in enumerate(items):
        row, sim = index.top(mat[n], lo=0, hi=index.count, k=1)[0]
        assert split_key(index.keys[row]) == key and sim > 0.98
    # writes after the upgrade are 4-bit too, and replace rows in place
    with transaction(conn):
        write_vectors(_store(conn), "record", [record_ids[0]], mat[:1], MODEL)
    assert tuple(conn.execute("SELECT COUNT(*), MAX(length(vector)) FROM embeddings").fetchone()) == (len(items), 196)


def test_migrating_int8_rows_gives_their_space_back(tmp_path: Path) -> None:
    home, raw = schema2_store(tmp_path)
    n = 4000
    mat = units(n, 384, 22)
    with raw:  # one transaction
        raw.execute("BEGIN")
        raw.executemany("INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES ('event', ?, ?, 384, ?)",
                        [(i + 1, MODEL, int8_blob(mat[i])) for i in range(n)])
    raw.execute("VACUUM")
    raw.close()
    before = (home / "mem.db").stat().st_size
    conn = connect(home)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    after = (home / "mem.db").stat().st_size
    assert (before - after) / n > 150, (before, after)  # ~190 bytes a vector come back (388 → 196 in the row)
    assert conn.execute("PRAGMA freelist_count").fetchone()[0] * 4 < conn.execute("PRAGMA page_count").fetchone()[0]
    assert conn.execute("SELECT COUNT(*) FROM embeddings WHERE length(vector) = 196").fetchone()[0] == n
    got = load_vectors(_store(conn), "event", [1, n], MODEL)
    assert float(got[1] @ mat[0]) > 0.98 and float(got[n] @ mat[n - 1]) > 0.98


def schema4_store(tmp_path: Path) -> tuple[Path, sqlite3.Connection]:
    """The schema-1 fixture brought to schema 4 by m002–m004 (the release before integer keys), raw connection."""
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    raw = sqlite3.connect(home / "mem.db", isolation_level=None)
    for n in (1, 2, 3):
        raw.execute("BEGIN IMMEDIATE")
        load(MIGRATIONS[n]).apply(raw)
        raw.execute(f"PRAGMA user_version = {n + 1}")
        raw.execute("COMMIT")
    assert MIGRATIONS[4:5] == ("m005_embeddings_int_key",)
    return home, raw


def _table_bytes(conn: sqlite3.Connection, table: str) -> int:
    """Bytes of the pages of *table* and its indexes (SQLite's ``dbstat``)."""
    row = conn.execute(
        "SELECT sum(pgsize) FROM dbstat WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name = ?)", (table,)
    ).fetchone()
    return int(row[0])


def test_a_schema_4_store_moves_to_integer_keys_with_every_row_and_recall_intact(tmp_path: Path) -> None:
    """m005: the same rows, byte for byte, under one integer key; the vector file stays valid; recall and forget work."""
    from memcli.config.schema import Config
    from memcli.recall import hybrid
    from memcli.upkeep.doctor.checks import check_vectors
    from memcli.store.sqlite.store import SqliteStore

    home, raw = schema4_store(tmp_path)
    record_ids, memory_ids, items = fixture_items(raw)
    event_ids = [r[0] for r in raw.execute("SELECT id FROM events ORDER BY id")]
    items += [("event", i) for i in event_ids]
    mat = units(len(items), 384, 31)
    # every layout a schema-4 table can hold: 4-bit (schema 3+), int8 + scale (schema 2), float32 (by hand)
    blobs = [(pack_vectors(mat[n : n + 1])[0], int8_blob(mat[n]), mat[n].tobytes())[n % 3] for n in range(len(items))]
    versions = [TEXT_VERSION[k] for k, _ in items]
    versions[0] = 1  # a record vector made from the bare text: stale, and must stay so
    old = {key: (MODEL, 384, blobs[n], versions[n]) for n, key in enumerate(items)}
    filler = units(3000, 384, 32)  # a second model's rows (orphans, never read): most of the file
    old.update({("event", 1000 + i): ("other-model", 384, blob, 1) for i, blob in enumerate(pack_vectors(filler))})
    raw.execute("BEGIN")
    raw.executemany(
        "INSERT INTO embeddings(item_kind, item_id, model, dim, vector, text_version) VALUES (?, ?, ?, ?, ?, ?)",
        [(k, i, *row) for (k, i), row in sorted(old.items(), key=lambda kv: -kv[0][1])],
    )
    # rows no integer key can hold: a short kind spelling nothing writes, an id of 2**40
    raw.execute("INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES ('r', 2, ?, 384, ?)",
                (MODEL, blobs[1]))
    raw.execute("INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES ('record', ?, ?, 384, ?)",
                (1 << 40, MODEL, blobs[1]))
    raw.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embeddings_version', '9')")
    raw.execute("COMMIT")
    # the vector file as the schema-4 release left it
    assert legacy_vector_file(raw, home, MODEL) == len(items)
    generation = vectors.open_index(home).generation
    raw.execute("VACUUM")
    before_bytes = _table_bytes(raw, "embeddings")
    raw.close()

    # semantic recall before the upgrade (on a copy: recall records memory usage), query vectors only
    cfg = Config()
    now = datetime(2024, 6, 1, tzinfo=UTC).timestamp()

    def hits(conn: sqlite3.Connection, index: vectors.VectorFile) -> list[list[tuple[str, float]]]:
        return [[(h.id, round(h.score, 6)) for h in hybrid.fuse(
            _store(conn), cfg, index, mat[n], "zzqxv", mode="semantic", limit=3, since_ts=None, until_ts=None, now_ts=now)]
            for n in range(len(items))]

    shutil.copytree(home, tmp_path / "copy")
    copy = sqlite3.connect(tmp_path / "copy" / "mem.db", isolation_level=None)
    copy.row_factory = sqlite3.Row
    vectors._OPEN.clear()
    old_index = vectors.open_index(tmp_path / "copy")
    hits_before = hits(copy, old_index)
    copy.close()
    for n, item in enumerate(items):  # each vector is its item's nearest (the fusion then weighs time and type too)
        assert split_key(old_index.keys[old_index.top(mat[n], lo=0, hi=old_index.count, k=1)[0][0]]) == item

    conn = connect(home)  # m005, then VACUUM
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION  # m005 and any later one
    assert stored_rows(conn) == old  # every row: same bytes, kind, id, model, dim, text version; the unkeyable dropped
    assert {r[0] for r in conn.execute("SELECT name FROM embedding_models")} == {MODEL, "other-model"}
    sql = " ".join(conn.execute("SELECT sql FROM sqlite_master WHERE name = 'embeddings'").fetchone()[0].split())
    assert "key INTEGER PRIMARY KEY, model INTEGER NOT NULL" in sql
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    # ~20 bytes of kind and model text less per row (the table's own pages: later migrations add tables)
    assert _table_bytes(conn, "embeddings") < before_bytes
    assert conn.execute("PRAGMA freelist_count").fetchone()[0] == 0  # VACUUM ran after the upgrade
    for kind in ("record", "memory", "event"):  # reads by id decode what was stored, whatever its layout
        ids = [i for k, i in items if k == kind]
        got = load_vectors(_store(conn), kind, ids, MODEL)
        for i in ids:
            assert np.array_equal(got[i], unpack_vector(old[(kind, i)][2], 384))
    assert load_vectors(_store(conn), "record", record_ids, "never-stored-model") == {}
    assert embeddings_stale(_store(conn), MODEL)  # the bare-text record vector (and the other model's rows)

    # not bumped: the file built before the upgrade is still current and exactly what a rebuild makes
    assert vectors.store_version(conn) == "9"
    vectors._OPEN.clear()
    index = vectors.ensure_index(conn, home, MODEL)
    assert index.generation == generation
    assert check_vectors(SqliteStore(conn, home), cfg).ok
    assert vectors.build_index(conn, tmp_path / "rebuilt", MODEL) == len(items)
    fresh = vectors.open_index(tmp_path / "rebuilt")
    for name in ("keys", "ts", "scale", "order", "matrix"):
        assert np.array_equal(np.asarray(getattr(fresh, name)), np.asarray(getattr(index, name))), name
    assert hits(conn, index) == hits_before  # semantic recall finds the same items with the same scores
    for n, item in enumerate(items):
        assert split_key(fresh.keys[fresh.top(mat[n], lo=0, hi=fresh.count, k=1)[0][0]]) == item

    # forget deletes the item's vector by its key, and readers are told
    code, _out, err = mem_run(home, "forget", f"r{record_ids[1]}")
    assert code == 0, err
    assert conn.execute("SELECT COUNT(*) FROM embeddings WHERE key = ?",
                        (item_key("record", record_ids[1]),)).fetchone()[0] == 0
    assert vectors.store_version(conn) != "9"
    left = stored_rows(conn)
    assert ("record", record_ids[0]) in left
    # the event that also told the forgotten record's words is drafted again: its old vector goes with the old text
    assert left.get(("event", event_ids[0])) != old[("event", event_ids[0])]
    conn.close()


def test_an_item_id_beyond_40_bits_is_refused_with_a_clear_error(tmp_path: Path) -> None:
    import pytest

    from memcli.core.errors import MemError
    from memcli.store.item_keys import ID_LIMIT

    assert split_key(item_key("event", ID_LIMIT - 1)) == ("event", ID_LIMIT - 1)
    assert kind_range("memory") == (ID_LIMIT, 2 * ID_LIMIT - 1)
    with pytest.raises(MemError, match=r"event id 1099511627776 cannot be embedded.*2\*\*40"):
        item_key("event", ID_LIMIT)
    with pytest.raises(MemError, match="record id -1 cannot be embedded"):
        item_key("record", -1)
    with pytest.raises(ValueError, match="unknown embedding item kind"):
        item_key("photo", 1)
    _home, conn = new_store(tmp_path)
    with pytest.raises(MemError, match="cannot be embedded"), transaction(conn):
        write_vectors(_store(conn), "record", [1, ID_LIMIT], units(2, 8, 1), MODEL)
    assert conn.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0] == 0  # nothing half-written


def test_embedding_statements_search_the_integer_key(tmp_path: Path) -> None:
    """Every statement on ``embeddings`` for some items restricts on the key itself: a primary-key search, no scan."""
    from memcli.embedding.maintenance import _missing_kind, delete_embeddings, prune_orphans
    from memcli.config.schema import Config
    from memcli.upkeep.doctor.checks import check_embeddings, check_vectors
    from memcli.upkeep.forgetting import forget
    from memcli.store.sqlite.store import SqliteStore

    home, conn = new_store(tmp_path)
    base = datetime(2022, 1, 1, tzinfo=UTC)
    rids = add_records(conn, [{"text": f"note {i}", "at": base + timedelta(hours=i)} for i in range(20)])
    with transaction(conn):
        write_vectors(_store(conn), "record", rids, units(20, 8, 2), MODEL)
    seen: list[str] = []
    conn.set_trace_callback(seen.append)  # expanded SQL: parameters are bound into the text
    with transaction(conn):
        write_vectors(_store(conn), "record", rids[:3], units(3, 8, 3), MODEL)
    load_vectors(_store(conn), "record", rids[:5], MODEL)
    embeddings_stale(_store(conn), MODEL)
    for kind in ("record", "memory", "event"):
        _missing_kind(_store(conn), MODEL, kind, 10, after=0, done_only=True)
    with transaction(conn):
        delete_embeddings(_store(conn), "record", rids[:2])
        prune_orphans(_store(conn))
    vectors.build_index(conn, home, MODEL)
    store = SqliteStore(conn, home)
    check_embeddings(store)
    assert check_vectors(store, Config()).ok
    forget(store, [f"r{rids[5]}"])
    conn.set_trace_callback(None)
    assert conn.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0] == 20 - 2 - 1
    statements = [s for s in seen if "embeddings " in s or "embeddings(" in s]
    assert len(statements) >= 12
    # by design whole-table: the vector file's blob pass and doctor's orphan count (each once per build/check)
    whole_table = ("SELECT key, vector FROM embeddings WHERE model = ", "SELECT COUNT(*) FROM embeddings WHERE (")
    checked = 0
    for stmt in statements:
        if stmt.lstrip().startswith("INSERT INTO embeddings(") or stmt.startswith(whole_table):
            continue
        plan = " | ".join(r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + stmt))
        assert "INTEGER PRIMARY KEY" in plan and "SCAN e" not in plan and "SCAN embeddings" not in plan, (stmt, plan)
        checked += 1
    assert any(s.startswith(f"DELETE FROM embeddings WHERE key = {rids[5]}") for s in statements)  # forget's
    assert checked >= 15  # incl. doctor's live-key query, one per kind
