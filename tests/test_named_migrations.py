"""Named migrations: every older store upgrades with nothing lost, names are recorded, unknown names are refused.

Stores of versions 1..7 are built the way the releases before named
migrations left them: the first *n* migrations applied, ``user_version = n``
and no ``_mem_migrations`` table; then rows of every table are written with
plain SQL for that version's columns, and the store is opened by today's mem.
"""

from __future__ import annotations

import ast
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from conftest import mem_run
from memcli.store.vector_codec import unpack_vector
from memcli.store.sqlite.db import connect
from memcli.store.item_keys import split_key
from memcli.store.sqlite.expected_schema import schema_differences, schema_objects
from memcli.store.sqlite.migrations import MIGRATIONS, NAMES_OF_NUMBERED_VERSION, SCHEMA_VERSION, load
from memcli.store.sqlite.migrations.m002_embeddings_compact import compact_vector
from memcli.store.sqlite.migrations.m003_embeddings_nibble import pack_rows
from memcli.store.sqlite.migrations.m006_fts_symbol_tokens import space_symbols
from memcli.store.sqlite.migrations.runner import migrate

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"
PACKAGE = Path(__file__).resolve().parent.parent / "memcli" / "store" / "sqlite" / "migrations"
DIM = 32
ITEMS = [("record", 1), ("record", 2), ("memory", 1), ("event", 1)]
TEXTS = {1: "周末一起包饺子🥟 tonight", 2: "I moved to Hangzhou for a new job", 3: "放了一只蓝色风筝"}


def names(conn: sqlite3.Connection) -> list[tuple[str, bool]]:
    """``_mem_migrations`` in the order taken: (name, whether a time was recorded)."""
    return [(r[0], r[1] is not None) for r in conn.execute("SELECT name, applied_at FROM _mem_migrations ORDER BY rowid")]


def numbered_store(home: Path, version: int) -> sqlite3.Connection:
    """An empty store as a release of schema *version* (before names were recorded) created it; raw connection."""
    home.mkdir(parents=True)
    raw = sqlite3.connect(home / "mem.db", isolation_level=None)
    positional = [m for m in NAMES_OF_NUMBERED_VERSION[version] if m != "m008_vacuum_freed_pages"]
    for n, name in enumerate(positional, start=1):  # the list of those releases, applied by position
        raw.execute("BEGIN IMMEDIATE")
        load(name).apply(raw)
        raw.execute(f"PRAGMA user_version = {n}")
        raw.execute("COMMIT")
    return raw


def _insert(conn: sqlite3.Connection, table: str, rows: list[dict[str, object]]) -> None:
    for row in rows:
        cols = ", ".join(row)
        conn.execute(f"INSERT INTO {table}({cols}) VALUES ({', '.join('?' * len(row))})", list(row.values()))


def vectors() -> dict[tuple[str, int], np.ndarray]:
    rng = np.random.default_rng(7)
    mat = rng.standard_normal((len(ITEMS), DIM)).astype(np.float32)
    mat /= np.linalg.norm(mat, axis=1, keepdims=True)
    return {item: mat[n] for n, item in enumerate(ITEMS)}


def fill(conn: sqlite3.Connection, version: int) -> None:
    """Rows in every table a store of *version* has, with that version's columns and vector layout."""
    conn.execute("BEGIN")
    _insert(conn, "meta", [{"key": "embeddings_version", "value": "3"}, {"key": "embeddings_model", "value": "mini"},
                           {"key": "user_note", "value": "kept"}])
    for i, text in TEXTS.items():
        _insert(conn, "records", [{
            "id": i, "text": text, "role": "user", "speaker": None, "user_id": "default", "character": None,
            "session": "s1", "occurred_at": f"2024-01-0{i}T10:00:00+08:00", "occurred_ts": 1704074400.0 + i,
            "ingested_at": "2024-05-01T12:00:00+00:00", "source_path": "chat.json", "source_format": "openai",
            "external_id": str(i), "content_hash": f"h{i:031d}", "tags": "[]", "extra": "{}"}])
        # the text writers of that version put in the index: symbols glued to words before schema 6
        body = text if version < 6 else space_symbols(text)
        conn.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (i, body))
    _insert(conn, "buffer", [
        {"record_id": i, "user_id": "default", "character": "", "tokens": 5, "status": status, "flush_id": None,
         "added_at": 1.0, "updated_at": 2.0}
        for i, status in ((1, "done"), (2, "idle"), (3, "failed"))])
    _insert(conn, "cues", [{"id": 1, "kind": "person", "key": "person:xiaoyu", "label": "小雨", "created_at": "t"}])
    _insert(conn, "record_cues", [{"record_id": 1, "cue_id": 1}])
    _insert(conn, "memories", [{
        "id": 1, "type": "profile", "owner": "user", "user_id": "default", "character": "", "topic": "work",
        "sub_topic": "city", "content": "lives in Hangzhou", "importance": 60, "content_hash": "m1",
        "status": "active", "occurred_at": "2024-01-02", "occurred_ts": 1.0, "valid_from_ts": 1.0,
        "valid_to_ts": None, "created_at": "t", "updated_at": "t", "superseded_by": None, "usage_count": 2,
        "last_used_ts": 3.0}])
    conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (1, 'lives in Hangzhou')")
    _insert(conn, "memory_sources", [{"memory_id": 1, "record_id": 2}])
    _insert(conn, "events", [{
        "id": 1, "user_id": "default", "character": "", "session": "s1", "occurred_at": "2024-01-01",
        "occurred_ts": 1.0, "end_ts": 2.0, "summary": "dumplings", "gists": "[]", "tags": "[]", "importance": 50,
        "content_hash": "e1", "created_at": "t"}])
    conn.execute("INSERT INTO events_fts(rowid, body) VALUES (1, 'dumplings')")
    _insert(conn, "event_sources", [{"event_id": 1, "record_id": 1}])
    _insert(conn, "persona", [{"version": 1, "text": "a software engineer", "created_at": "t"}])
    _insert(conn, "watermarks", [{"content_hash": "h9", "kind": "record", "item_id": "r9", "forgotten_at": "t",
                                  "forgotten_ts": 9.0}])
    _insert(conn, "forgotten_records", [{"record_id": 9, "forgotten_ts": 9.0}])
    _insert(conn, "flushes", [{"id": 1, "started_at": "t", "started_ts": 1.0, "finished_at": "t", "pid": 42,
                               "status": "done", "processed": 1, "note": "ok"}])
    _insert(conn, "llm_calls", [{"id": 1, "flush_id": 1, "stage": "extract", "model": "m", "latency_ms": 12.5,
                                 "ok": 1, "created_at": "t"}])
    _insert(conn, "locks", [{"name": "other", "pid": 1, "acquired_ts": 1.0}])
    vecs = vectors()
    for n, ((kind, item), vec) in enumerate(vecs.items()):
        raw = vec.astype("<f4").tobytes()
        if version == 1:
            _insert(conn, "embeddings", [{"item_kind": kind, "item_id": item, "model": "mini", "dim": DIM,
                                          "vector": raw}])
            continue
        # every layout the version's writers (or a hand) could leave: float32, int8 + scale, 4-bit
        layouts = [raw, compact_vector(raw, DIM)] + ([pack_rows(vec.reshape(1, -1))[0]] if version >= 3 else [])
        blob, text_version = layouts[n % len(layouts)], 1 + n % 2
        if version < 5:
            _insert(conn, "embeddings", [{"item_kind": kind, "item_id": item, "model": "mini", "dim": DIM,
                                          "vector": blob, "text_version": text_version}])
        else:
            conn.execute("INSERT OR IGNORE INTO embedding_models(id, name) VALUES (1, 'mini')")
            key = {"record": 0, "memory": 1, "event": 2}[kind] << 40 | item
            _insert(conn, "embeddings", [{"key": key, "model": 1, "dim": DIM, "vector": blob,
                                          "text_version": text_version}])
    if version >= 7:
        _insert(conn, "people", [{"id": 1, "user_id": "default", "character": "", "name": "小雨", "relation": "friend",
                                  "created_at": "t", "updated_ts": 1.0}])
        _insert(conn, "person_facts", [{"id": 1, "person_id": 1, "attr": "city", "value": "Hangzhou",
                                        "occurred_at": "t", "occurred_ts": 1.0, "created_at": "t"}])
        _insert(conn, "person_fact_sources", [{"fact_id": 1, "record_id": 2}])
    conn.execute("COMMIT")


def snapshot(conn: sqlite3.Connection) -> dict[str, object]:
    """Every row of every ordinary table, each full-text table's bodies, and every vector by item."""
    out: dict[str, object] = {}
    tables = [r[0] for r in conn.execute(
        r"""SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
            AND name NOT LIKE '%\_fts\_%' ESCAPE '\' AND name NOT IN ('embeddings', 'embedding_models', '_mem_migrations')""")]
    for table in tables:
        cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
        out[table] = (cols, sorted(tuple(r) for r in conn.execute(f"SELECT {', '.join(cols)} FROM {table}")))
    for fts in ("records_fts", "memories_fts", "events_fts"):
        out[fts] = [tuple(r) for r in conn.execute(f"SELECT rowid, body FROM {fts} ORDER BY rowid")]
    cols = {r[1] for r in conn.execute("PRAGMA table_info(embeddings)")}
    if "key" in cols:
        rows = [(*split_key(r[0]), *r[1:]) for r in conn.execute(
            "SELECT e.key, m.name, e.dim, e.vector, e.text_version FROM embeddings e JOIN embedding_models m ON m.id = e.model")]
    else:
        version = "text_version" if "text_version" in cols else "1"
        rows = [tuple(r) for r in conn.execute(f"SELECT item_kind, item_id, model, dim, vector, {version} FROM embeddings")]
    out["embeddings"] = {(k, i): (model, dim, unpack_vector(blob, dim), tv) for k, i, model, dim, blob, tv in rows}
    return out


@pytest.mark.parametrize("version", range(1, 8))
def test_a_store_of_every_numbered_version_upgrades_with_nothing_lost(tmp_path: Path, version: int) -> None:
    home = tmp_path / "home"
    raw = numbered_store(home, version)
    fill(raw, version)
    before = snapshot(raw)
    raw.close()

    conn = connect(home)
    after = snapshot(conn)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    # what the number implied is recorded first (no time: it is not known), then what was taken now
    implied = NAMES_OF_NUMBERED_VERSION[version]
    assert names(conn) == [(n, False) for n in implied] + [(n, True) for n in MIGRATIONS if n not in implied]
    assert schema_differences(conn) == []
    assert schema_objects(conn).keys() == schema_objects(connect(tmp_path / "fresh")).keys()

    for table, value in before.items():
        if table == "embeddings":
            continue
        want = value
        if table == "buffer" and version < 4:  # m004: a distilled record's row is gone, the others stay
            cols, rows = value  # type: ignore[misc]
            want = (cols, [r for r in rows if r[cols.index("status")] != "done"])
        elif table == "records_fts" and version < 6:  # m006: symbols stand alone in the index
            want = [(i, space_symbols(body)) for i, body in value]  # type: ignore[union-attr]
        elif table == "meta" and version < 3:  # m003 rewrote the vectors: the vector file must be rebuilt
            cols, rows = value  # type: ignore[misc]
            want = (cols, sorted(("embeddings_version", "4") if k == "embeddings_version" else (k, v) for k, v in rows))
        assert after[table] == want, table
    old, new = before["embeddings"], after["embeddings"]
    assert old.keys() == new.keys() == set(ITEMS)  # type: ignore[attr-defined]
    for item, (model, dim, vec, text_version) in old.items():  # type: ignore[attr-defined]
        model2, dim2, vec2, text_version2 = new[item]  # type: ignore[index]
        assert (model2, dim2, text_version2) == (model, dim, text_version)
        assert float(vec @ vec2) > 0.97, item  # re-encoded (m002, m003) or copied byte for byte (m005)
        if version >= 3:
            assert vec2.tobytes() == vec.tobytes()
    # the upgraded store answers a search, emoji included
    assert [tuple(r) for r in conn.execute("SELECT rowid FROM records_fts WHERE records_fts MATCH '\"🥟\"'")] == [(1,)]
    conn.close()


def test_the_v1_fixture_records_its_names_on_upgrade(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    conn = connect(home)
    assert names(conn) == [("m001_initial", False)] + [(n, True) for n in MIGRATIONS[1:]]
    assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 4
    conn.close()


def test_a_new_store_lists_every_migration_by_name(tmp_path: Path) -> None:
    conn = connect(tmp_path / "home")
    assert names(conn) == [(n, True) for n in MIGRATIONS]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)
    assert len(set(MIGRATIONS)) == len(MIGRATIONS)
    conn.close()


def test_a_store_takes_the_migrations_it_lacks_by_name_not_position(tmp_path: Path) -> None:
    """A store that took m007 but not m006 (as from a branch that added m007 first) takes only m006.

    By position, a store with as many migrations as m001..m007 would count as done and never get m006.
    """
    home = tmp_path / "home"
    home.mkdir()
    conn = sqlite3.connect(home / "mem.db", isolation_level=None)
    migrate(conn, [n for n in MIGRATIONS if n != "m006_fts_symbol_tokens"])
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION - 1
    conn.execute("INSERT INTO records_fts(rowid, body) VALUES (1, 'fun🥟')")
    conn.close()

    conn = connect(home)
    assert [n for n, _ in names(conn)][-1] == "m006_fts_symbol_tokens"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert schema_objects(conn) == schema_objects(connect(tmp_path / "fresh"))
    assert [tuple(r) for r in conn.execute("SELECT body FROM records_fts")] == [("fun 🥟 ",)]
    conn.close()


def _store_with_name(tmp_path: Path, name: str, version: int | None = None) -> Path:
    home = tmp_path / "home"
    conn = connect(home)
    conn.execute("INSERT INTO _mem_migrations(name, applied_at) VALUES (?, '2030-01-01T00:00:00Z')", (name,))
    if version is not None:
        conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    return home


@pytest.mark.parametrize("version", [None, SCHEMA_VERSION + 1])
def test_a_migration_this_mem_does_not_know_is_refused_in_one_line(tmp_path: Path, version: int | None) -> None:
    """From a newer mem (its number is higher too) or from another branch (same count, other names)."""
    home = _store_with_name(tmp_path, "m999_from_a_newer_mem", version)
    if version is None:  # another branch's store: as many migrations as this mem has, one of them unknown
        conn = sqlite3.connect(home / "mem.db")
        conn.execute("DELETE FROM _mem_migrations WHERE name = 'm008_vacuum_freed_pages'")
        conn.commit()
        conn.close()
    before = (home / "mem.db").read_bytes()
    result = mem_run(home, "stats")
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mem: error: this store ")
    assert "newer than this mem" in lines[0] and lines[0].endswith("; upgrade mem")
    if version is None:
        assert "migration 'm999_from_a_newer_mem', newer than this mem; upgrade mem" in lines[0]
    assert (home / "mem.db").read_bytes() == before  # nothing was changed


def test_restore_refuses_a_backup_with_an_unknown_migration(tmp_path: Path) -> None:
    home = _store_with_name(tmp_path, "m999_from_a_newer_mem", SCHEMA_VERSION)
    conn = sqlite3.connect(home / "mem.db")
    conn.execute("DELETE FROM _mem_migrations WHERE name = 'm008_vacuum_freed_pages'")
    conn.commit()
    conn.close()
    result = mem_run(tmp_path / "new", "restore", str(home / "mem.db"))
    assert result.exit_code == 1
    assert "'m999_from_a_newer_mem', newer than this mem; upgrade mem" in result.stderr


def test_vacuum_is_a_non_transactional_migration_taken_once(tmp_path: Path) -> None:
    """m008 VACUUMs a store whose upgrade freed much of it; a store from version 5 on counts it as taken."""
    step = load("m008_vacuum_freed_pages")
    assert not step.transactional and all(load(n).transactional for n in MIGRATIONS if n != step.name)
    for version, vacuumed in ((4, True), (5, False)):
        home = tmp_path / f"v{version}"
        raw = numbered_store(home, version)
        raw.execute("CREATE TABLE filler(b BLOB)")
        raw.executemany("INSERT INTO filler VALUES (?)", [(b"x" * 3000,) for _ in range(400)])
        raw.execute("DROP TABLE filler")  # more than a quarter of the file is free pages now
        free = raw.execute("PRAGMA freelist_count").fetchone()[0]
        assert free * 4 >= raw.execute("PRAGMA page_count").fetchone()[0]
        raw.close()
        conn = connect(home)
        assert (conn.execute("PRAGMA freelist_count").fetchone()[0] == 0) is vacuumed
        assert ("m008_vacuum_freed_pages", vacuumed) in names(conn)  # taken now, or implied by version 5
        conn.close()


_OPENER = """
import sys, time
from pathlib import Path
from memcli.store.sqlite.db import connect
go = Path(sys.argv[2])
while not go.exists():
    time.sleep(0.005)
connect(Path(sys.argv[1])).close()
"""


def test_concurrent_openers_of_an_old_store_migrate_it_once(tmp_path: Path) -> None:
    home = tmp_path / "home"
    raw = numbered_store(home, 2)
    fill(raw, 2)
    before = snapshot(raw)
    raw.close()
    go = tmp_path / "go"
    env = {"PYTHONPATH": str(Path(__file__).resolve().parent.parent), "PATH": "/usr/bin:/bin"}
    procs = [subprocess.Popen([sys.executable, "-c", _OPENER, str(home), str(go)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(6)]
    time.sleep(1.0)  # every interpreter started and waiting
    go.touch()
    for p in procs:
        _out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        assert "error" not in err.lower(), err
    conn = connect(home)
    assert names(conn) == [(n, False) for n in MIGRATIONS[:2]] + [(n, True) for n in MIGRATIONS[2:]]
    # m003 rewrote the vectors once: the version moved by exactly one
    assert conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()[0] == "4"
    assert snapshot(conn)["records"] == before["records"]
    assert schema_differences(conn) == []
    conn.close()


def test_every_module_is_registered_and_imports_no_live_code() -> None:
    """A migration imports only the standard library, numpy and its own package, so later code cannot change it."""
    modules = sorted(p.stem for p in PACKAGE.glob("m[0-9]*.py"))
    assert modules == sorted(MIGRATIONS)
    for name in MIGRATIONS:
        tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
        imported = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        own = {m for m in imported if m.split(".")[0] == "memcli"}
        assert own <= {"memcli.store.sqlite.migrations"}, (name, own)
        assert callable(load(name).apply)


def test_a_read_only_opening_takes_a_store_that_needs_nothing_and_refuses_one_that_needs_an_upgrade(
        tmp_path: Path) -> None:
    """A store a release of schema 7 left (VACUUM counted as taken) reads as it is on a read-only mount;
    one at schema 6 needs m007, which only a writable store can take."""
    from memcli.core.errors import MemError
    from memcli.store.sqlite.db import _connect_read_only

    numbered_store(tmp_path / "v7", 7).close()
    conn = _connect_read_only(tmp_path / "v7")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 7
    conn.close()
    numbered_store(tmp_path / "v6", 6).close()
    with pytest.raises(MemError, match="read-only .* upgrade that only a writable store can take"):
        _connect_read_only(tmp_path / "v6")
