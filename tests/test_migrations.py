"""A store made by the first schema (tests/fixtures/schema_v1.db) opens, upgrades, and loses nothing."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path


from conftest import mem_run
from memcli.store.sqlite.db import connect
from memcli.store.item_keys import split_key
from memcli.store.sqlite.expected_schema import SCHEMA_VERSION

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"
V1_TABLES = {
    "meta", "records", "buffer", "cues", "record_cues", "memories", "memory_sources", "events", "event_sources",
    "persona", "watermarks", "forgotten_records", "flushes", "llm_calls", "locks", "embeddings",
}




def snapshot(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every v1 table's rows, reading only the columns version 1 had."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    out = {}
    for table in sorted(V1_TABLES):
        cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
        if table == "embeddings" and "key" in cols:  # schema 5: read the integer key back as (kind, id), the model id as its name
            cols = ["item_kind", "item_id", "model", "dim", "vector", "text_version"]
            out[table] = sorted((*split_key(r[0]), *r[1:]) for r in conn.execute(
                """SELECT e.key, m.name, e.dim, e.vector, e.text_version
                   FROM embeddings e JOIN embedding_models m ON m.id = e.model"""))
        else:
            out[table] = [tuple(r) for r in conn.execute(f"SELECT {', '.join(cols)} FROM {table} ORDER BY 1, 2")]
        out[table + ".columns"] = [tuple(cols)]
    conn.close()
    return out


def schema_sql(conn: sqlite3.Connection) -> list[tuple[str, str]]:
    return sorted(
        (r[0], " ".join(str(r[1]).split()))
        for r in conn.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'")
    )


def test_fixture_really_is_schema_1() -> None:
    conn = sqlite3.connect(f"file:{FIXTURE}?mode=ro", uri=True)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert V1_TABLES <= tables
    assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 4
    conn.close()


def test_v1_store_upgrades_with_nothing_lost(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    before = snapshot(home / "mem.db")
    conn = connect(home)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    after = snapshot(home / "mem.db")
    for table in sorted(V1_TABLES):
        old_cols = before[table + ".columns"][0]
        new_cols = after[table + ".columns"][0]
        assert tuple(new_cols[: len(old_cols)]) == old_cols, f"{table}: columns changed"
        width = len(old_cols)
        want = before[table]
        if table == "buffer":  # schema 4 drops the rows of distilled records ('done'); the others stay
            status = old_cols.index("status")
            want = [r for r in want if r[status] != "done"]
            assert len(want) < len(before[table])
        assert [r[:width] for r in after[table]] == want, f"{table}: rows changed"


def test_upgraded_store_has_the_same_schema_as_a_new_one(tmp_path: Path) -> None:
    old = tmp_path / "old"
    old.mkdir()
    shutil.copy(FIXTURE, old / "mem.db")
    upgraded = connect(old)
    fresh = connect(tmp_path / "new")
    assert schema_sql(upgraded) == schema_sql(fresh)
    upgraded.close()
    fresh.close()


def test_upgraded_store_works_through_the_cli(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    assert mem_run(home, "doctor")[0] == 0
    code, out, _ = mem_run(home, "export")
    assert code == 0
    head = json.loads(out.splitlines()[0])
    assert head["schema_version"] == SCHEMA_VERSION
    assert head["counts"]["records"] == 4 and head["counts"]["memories"] == 4 and head["counts"]["events"] == 1
    # a new record after the upgrade does not take the forgotten record's id (r5)
    code, out, _ = mem_run(home, "record", "升级之后的第一条", "--at", "2024-06-01", "--json")
    assert code == 0 and json.loads(out)["id"] == "r6"
    # forgetting in an upgraded store still restores profile history
    code, out, _ = mem_run(home, "forget", "r4", "--json")
    assert code == 0 and json.loads(out)["reactivated"] == ["m1"]


def test_a_store_from_a_newer_mem_is_refused(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    conn = sqlite3.connect(home / "mem.db")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    code, _out, err = mem_run(home, "export")
    assert code == 1 and err.startswith("mem: error:") and "upgrade mem" in err
