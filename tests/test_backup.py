"""`mem backup` / `mem restore`: consistent copies, private files, refusals that protect data."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path


from conftest import mem_run
from memcli.core.record_types import NewRecord
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.records import insert_records
from memcli.store.sqlite.expected_schema import SCHEMA_VERSION

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"




def fixture_home(tmp_path: Path, name: str = "home") -> Path:
    home = tmp_path / name
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    return home


def export_of(home: Path) -> str:
    code, out, _ = mem_run(home, "export")
    assert code == 0
    return out


def test_backup_then_restore_into_an_empty_store_is_identical(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    assert mem_run(home, "record", "备份之前的一条日记", "--at", "2024-06-01")[0] == 0
    target = tmp_path / "b.db"
    code, out, _ = mem_run(home, "backup", str(target), "--json")
    assert code == 0
    info = json.loads(out)
    assert info["records"] == 5 and info["path"] == str(target.resolve())
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    conn = sqlite3.connect(target)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one self-contained file
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    assert not list(tmp_path.glob(".b.db.tmp*"))

    new = tmp_path / "new"
    code, out, _ = mem_run(new, "restore", str(target), "--json")
    assert code == 0 and json.loads(out)["records"] == 5
    assert export_of(new) == export_of(home)
    assert stat.S_IMODE(os.stat(new / "mem.db").st_mode) == 0o600
    assert mem_run(new, "doctor")[0] == 0


def test_restore_refuses_a_non_empty_store_without_force(tmp_path: Path) -> None:
    src = fixture_home(tmp_path, "src")
    backup = tmp_path / "b.db"
    assert mem_run(src, "backup", str(backup))[0] == 0
    home = tmp_path / "home"
    assert mem_run(home, "record", "mine, do not lose", "--at", "2024-01-01")[0] == 0
    before = export_of(home)
    code, _out, err = mem_run(home, "restore", str(backup))
    assert code == 1 and err.startswith("mem: error:") and "--force" in err
    assert export_of(home) == before
    assert mem_run(home, "restore", str(backup), "--force")[0] == 0
    assert export_of(home) == export_of(src)


def test_restore_validates_the_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    junk = tmp_path / "junk.db"
    junk.write_bytes(os.urandom(8192))
    code, _o, err = mem_run(home, "restore", str(junk))
    assert code == 1 and "not a SQLite database" in err
    other = tmp_path / "other.db"
    c = sqlite3.connect(other)
    c.execute("CREATE TABLE t(x)")
    c.commit()
    c.close()
    code, _o, err = mem_run(home, "restore", str(other))
    assert code == 1 and "not a mem store" in err
    future = tmp_path / "future.db"
    shutil.copy(FIXTURE, future)
    c = sqlite3.connect(future)
    c.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    c.commit()
    c.close()
    code, _o, err = mem_run(home, "restore", str(future))
    assert code == 1 and "upgrade mem" in err
    code, _o, err = mem_run(home, "restore", str(tmp_path / "missing.db"))
    assert code == 1 and "no such file" in err


def test_restore_of_an_old_schema_upgrades_it_and_drops_derived_files(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    (home / "vectors").mkdir()
    stale = [home / "vectors" / "current.json", home / "vectors" / "3-1-2.f32"]
    for path in stale:
        path.write_bytes(b"stale derived matrix")
    code, out, _ = mem_run(home, "restore", str(FIXTURE), "--json")
    assert code == 0
    info = json.loads(out)
    assert info["schema_version"] == SCHEMA_VERSION and info["records"] == 4
    assert sorted(info["removed_derived"]) == ["vectors/3-1-2.f32", "vectors/current.json"]
    assert not any(p.exists() for p in stale)
    assert sqlite3.connect(home / "mem.db").execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_backup_refuses_to_overwrite_and_accepts_a_directory(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    existing = tmp_path / "exists.db"
    existing.write_bytes(b"keep me")
    code, _o, err = mem_run(home, "backup", str(existing))
    assert code == 1 and "--force" in err and existing.read_bytes() == b"keep me"
    folder = tmp_path / "backups"
    folder.mkdir()
    code, out, _ = mem_run(home, "backup", str(folder), "--json")
    assert code == 0
    made = Path(json.loads(out)["path"])
    assert made.parent == folder and made.name.startswith("mem-backup-")
    code, _o, err = mem_run(home, "backup", str(home / "mem.db"), "--force")
    assert code == 1 and "live store" in err


def test_backup_is_consistent_while_another_process_writes(tmp_path: Path) -> None:
    """A writer commits batches of 20 records; every backup holds whole batches only."""
    home = tmp_path / "home"
    conn = connect(home)
    conn.close()
    stop = threading.Event()
    batches = [0]

    def writer() -> None:
        wconn = connect(home)
        base = datetime(2020, 1, 1, tzinfo=timezone.utc)
        while not stop.is_set():
            n = batches[0]
            recs = [
                NewRecord(text=f"batch {n} line {i}", occurred_at=base + timedelta(minutes=n * 20 + i),
                          external_id=f"{n}:{i}")
                for i in range(20)
            ]
            with transaction(wconn):
                insert_records(wconn, recs, default_user="default")
            batches[0] += 1
        wconn.close()

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        counts = []
        deadline = time.time() + 20
        while len(counts) < 5 and time.time() < deadline:
            time.sleep(0.05)
            target = tmp_path / f"b{len(counts)}.db"
            code, out, _ = mem_run(home, "backup", str(target), "--json")
            assert code == 0
            copy = sqlite3.connect(target)
            assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            n = copy.execute("SELECT COUNT(*) FROM records").fetchone()[0]
            fts = copy.execute("SELECT COUNT(*) FROM records_fts").fetchone()[0]
            buf = copy.execute("SELECT COUNT(*) FROM buffer").fetchone()[0]
            copy.close()
            assert n % 20 == 0 and fts == n and buf == n
            counts.append(n)
    finally:
        stop.set()
        thread.join()
    assert len(counts) == 5 and counts[-1] > 0
