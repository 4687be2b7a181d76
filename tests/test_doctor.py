"""`mem doctor`: finds real breakage, repairs what is derived, exit 0 only when clean.

SQLite's own damage (its file, FTS5 tables, the vector file); the checks both backends share run on both in
tests/test_backends_cli.py.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path


from conftest import mem_run
from memcli.embedding.models import DEFAULT_MODEL
from memcli.store.item_keys import item_key

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"




def fixture_home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    return home


def sql(home: Path, statement: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(home / "mem.db", isolation_level=None)
    rows = [tuple(r) for r in conn.execute(statement, params)]
    conn.close()
    return rows


def checks(home: Path, *extra: str) -> tuple[int, dict[str, dict[str, object]]]:
    code, out, _ = mem_run(home, "doctor", "--json", *extra)
    report = json.loads(out)
    return code, {c["name"]: c for c in report["checks"]}


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_healthy_store_passes(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    code, out, _ = mem_run(home, "doctor")
    assert code == 0 and "store is healthy" in out
    code, found = checks(home)
    assert code == 0 and all(c["ok"] for c in found.values())
    assert {"integrity", "records_fts", "memories_fts", "events_fts", "buffer", "sources", "vectors"} <= set(found)


def test_missing_and_stray_fulltext_rows_are_found_and_rebuilt(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    sql(home, "DELETE FROM records_fts WHERE rowid = 3")
    sql(home, "INSERT INTO events_fts(rowid, body) VALUES (99, 'ghost')")
    code, found = checks(home)
    assert code == 1
    assert not found["records_fts"]["ok"] and "1 records not indexed" in found["records_fts"]["detail"]
    assert not found["events_fts"]["ok"]
    code, found = checks(home, "--fix")
    assert code == 0
    assert found["records_fts"]["fixed"] and found["events_fts"]["fixed"]
    assert sql(home, "SELECT rowid FROM records_fts WHERE records_fts MATCH '蓝色 风筝'") == [(3,)]
    assert sql(home, "SELECT COUNT(*) FROM events_fts WHERE rowid = 99") == [(0,)]


def test_buffer_stuck_by_a_dead_flush_is_reset(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    pid = dead_pid()
    sql(home, "INSERT INTO flushes(id, started_at, started_ts, pid, status) VALUES (7, 'x', 0, ?, 'running')", (pid,))
    sql(home, "UPDATE buffer SET status = 'processing', flush_id = 7 WHERE record_id = 4")
    sql(home, "INSERT INTO locks(name, pid, acquired_ts) VALUES ('flush', ?, 0)", (pid,))
    code, found = checks(home)
    assert code == 1 and not found["buffer"]["ok"]
    assert "1 buffer entries stuck" in str(found["buffer"]["detail"])
    code, found = checks(home, "--fix")
    assert code == 0 and found["buffer"]["fixed"]
    assert sql(home, "SELECT status, flush_id FROM buffer WHERE record_id = 4") == [("idle", None)]
    assert sql(home, "SELECT COUNT(*) FROM locks") == [(0,)]
    assert sql(home, "SELECT status FROM flushes WHERE id = 7") == [("aborted",)]


def test_a_live_flush_is_not_reported(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    now = time.time()
    sql(home, "INSERT INTO flushes(id, started_at, started_ts, pid, status) VALUES (7, 'x', ?, ?, 'running')",
        (now, os.getpid()))
    sql(home, "UPDATE buffer SET status = 'processing', flush_id = 7 WHERE record_id = 4")
    sql(home, "INSERT INTO locks(name, pid, acquired_ts) VALUES ('flush', ?, ?)", (os.getpid(), now))
    code, found = checks(home)
    assert code == 0 and found["buffer"]["ok"]


def test_dangling_sources_are_removed_like_a_forget(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    # delete a record behind mem's back: m3's only source and one of nothing else
    sql(home, "PRAGMA foreign_keys = ON")
    conn = sqlite3.connect(home / "mem.db", isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("DELETE FROM records_fts WHERE rowid = 4")
    conn.execute("DELETE FROM records WHERE id = 4")
    conn.close()
    code, found = checks(home)
    assert code == 1 and not found["sources"]["ok"]
    code, found = checks(home, "--fix")
    assert code == 0 and found["sources"]["fixed"]
    assert sql(home, "SELECT id FROM memories WHERE id = 3") == []
    # the profile slot falls back to the older value, as `mem forget` would
    assert sql(home, "SELECT status FROM memories WHERE id = 1") == [("active",)]


def test_orphan_embeddings_are_dropped(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    sql(home, "INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES ('memory', 42, 'm', 1, x'00000000')")
    code, found = checks(home)
    assert code == 1 and not found["embeddings"]["ok"]
    code, found = checks(home, "--fix")
    assert code == 0 and sql(home, "SELECT COUNT(*) FROM embeddings") == [(0,)]
    # schema 5: a live record's vector stays; a gone event's and a key no kind owns are orphans
    for key in (item_key("record", 1), item_key("event", 99), 7 << 40):
        sql(home, "INSERT INTO embeddings(key, model, dim, vector) VALUES (?, 1, 1, x'00000000')", (key,))
    code, found = checks(home)
    assert code == 1 and found["embeddings"]["problems"] == 2
    code, found = checks(home, "--fix")
    assert code == 0 and sql(home, "SELECT key FROM embeddings") == [(item_key("record", 1),)]


def test_a_damaged_file_is_reported_without_a_traceback(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    path = home / "mem.db"
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page * 3, min(len(data), page * 12)):
        data[offset] = (data[offset] * 7 + 13) % 256
    path.write_bytes(bytes(data))
    code, out, err = mem_run(home, "doctor")
    assert code == 1
    assert "PROBLEM  integrity" in out or err.startswith("mem: error:")


def _fake_vectors(home: Path) -> None:
    """Four 4-d vectors under the configured model name, and the derived file built from them."""
    import struct

    from memcli.store.sqlite.vectors.file import build_index
    from memcli.store.sqlite.db import connect
    from memcli.store.sqlite.vectors.keys import model_id
    from memcli.store.item_keys import item_key

    conn = connect(home)
    model = model_id(conn, DEFAULT_MODEL, create=True)
    for kind, item in (("record", 1), ("record", 3), ("memory", 2), ("event", 1)):
        conn.execute(
            "INSERT INTO embeddings(key, model, dim, vector) VALUES (?, ?, 4, ?)",
            (item_key(kind, item), model, struct.pack("4f", 0.5, 0.5, 0.5, 0.5)),
        )
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embeddings_version', '7')")
    assert build_index(conn, home, DEFAULT_MODEL) == 4
    conn.close()


def test_vector_file_must_match_the_embeddings(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    _fake_vectors(home)
    code, found = checks(home)
    assert code == 0 and "matches 4 embeddings" in str(found["vectors"]["detail"])
    # an embedding removed behind mem's back, version not bumped: the file now claims too much
    sql(home, "DELETE FROM embeddings WHERE key = ?", (item_key("record", 3),))
    code, found = checks(home)
    assert code == 1 and not found["vectors"]["ok"] and "1 extra" in str(found["vectors"]["detail"])
    code, found = checks(home, "--fix")
    assert code == 0 and found["vectors"]["fixed"]
    # a damaged matrix file is found too
    for f32 in (home / "vectors").glob("*.i8"):  # the int8 matrix (schema 2)
        f32.write_bytes(b"\0" * 5)
    code, found = checks(home)
    assert code == 1 and "unreadable" in str(found["vectors"]["detail"])
    assert checks(home, "--fix")[0] == 0


def test_a_stale_vector_file_is_not_a_problem(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    _fake_vectors(home)
    sql(home, "UPDATE meta SET value = '8' WHERE key = 'embeddings_version'")
    code, found = checks(home)
    assert code == 0 and "stale" in str(found["vectors"]["detail"])
