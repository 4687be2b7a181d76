"""Issue 19 (store, backups and forgetting): hostile backups, interrupted scrubs, extreme values,
full disks, odd file names and file modes — each through the real CLI."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
from pathlib import Path

from conftest import mem_run


def ok(home: Path, *args: str, input: str | bytes | None = None) -> str:
    result = mem_run(home, *args, input=input)
    assert result.exit_code == 0, (args, result.output)
    assert "internal error" not in result.output
    return result.stdout


def refused(home: Path, *args: str, input: str | bytes | None = None) -> str:
    """The command fails with one ``mem: error:`` line (exit 1); returns that line."""
    result = mem_run(home, *args, input=input)
    assert result.exit_code == 1, (args, result.output)
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    lines = [ln for ln in result.stderr.splitlines() if ln.startswith("mem: error:")]
    assert len(lines) == 1, result.stderr
    return lines[0]


def store_with_backup(tmp_path: Path) -> tuple[Path, Path]:
    home = tmp_path / "src"
    ok(home, "config", "set", "embedding.enabled", "false")
    ok(home, "record", "an ordinary day at the lake", "--at", "2024-05-01")
    ok(home, "record", "my bank pin is zebracorn4417", "--at", "2024-05-02")
    backup = tmp_path / "b.db"
    ok(home, "backup", str(backup))
    return home, backup


# ------------------------------------------------------------------ 1. tampered backups


def test_restore_refuses_a_backup_whose_trigger_would_keep_forgotten_text(tmp_path: Path) -> None:
    _src, backup = store_with_backup(tmp_path)
    conn = sqlite3.connect(backup)
    conn.executescript(
        "CREATE TABLE stash(t TEXT);"
        "CREATE TRIGGER k BEFORE DELETE ON records BEGIN INSERT INTO stash VALUES(old.text); END;"
    )
    conn.close()
    new = tmp_path / "new"
    line = refused(new, "restore", str(backup))
    assert "not a backup made by mem" in line and "trigger 'k'" in line and "table 'stash'" in line
    # nothing was restored: the new store holds no record
    assert json.loads(ok(new, "stats", "--json"))["records"] == 0


def test_restore_refuses_a_backup_with_a_renamed_column(tmp_path: Path) -> None:
    _src, backup = store_with_backup(tmp_path)
    conn = sqlite3.connect(backup)
    conn.execute("ALTER TABLE records RENAME COLUMN speaker TO spk")
    conn.commit()
    conn.close()
    line = refused(tmp_path / "new", "restore", str(backup))
    assert "changed table 'records'" in line


def test_restore_still_accepts_untampered_backups_of_every_version(tmp_path: Path) -> None:
    src, backup = store_with_backup(tmp_path)
    new = tmp_path / "new"
    ok(new, "restore", str(backup))
    assert ok(new, "export") == ok(src, "export")
    old = Path(__file__).parent / "fixtures" / "schema_v1.db"  # schema 1, upgraded on restore
    ok(tmp_path / "old", "restore", str(old))


def test_doctor_reports_a_foreign_trigger_and_fix_drops_it(tmp_path: Path) -> None:
    home, _backup = store_with_backup(tmp_path)
    ok(home, "doctor")
    conn = sqlite3.connect(home / "mem.db")
    conn.executescript(
        "CREATE TABLE stash(t TEXT);"
        "CREATE TRIGGER k BEFORE DELETE ON records BEGIN INSERT INTO stash VALUES(old.text); END;"
        "CREATE VIEW peek AS SELECT text FROM records;"
    )
    conn.close()
    result = mem_run(home, "doctor")
    assert result.exit_code == 1
    assert "PROBLEM  schema" in result.stdout and "trigger 'k'" in result.stdout and "view 'peek'" in result.stdout
    assert "store is healthy" not in result.stdout
    fixed = mem_run(home, "doctor", "--fix", "--json")
    report = json.loads(fixed.stdout)
    schema = next(c for c in report["checks"] if c["name"] == "schema")
    assert "table 'stash'" in schema["detail"] and "trigger 'k'" not in schema["detail"]
    conn = sqlite3.connect(home / "mem.db")
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('trigger', 'view')")}
    conn.close()
    assert names == set()
    # with the trigger gone a forget copies nothing into the foreign table
    rid = json.loads(ok(home, "recall", "zebracorn4417", "--json"))[0]["id"]
    ok(home, "forget", rid)
    conn = sqlite3.connect(home / "mem.db")
    assert conn.execute("SELECT COUNT(*) FROM stash").fetchone()[0] == 0
    conn.close()


# ------------------------------------------------------------------ 12. odd backup names


def test_backup_names_with_uri_characters_restore(tmp_path: Path) -> None:
    home = tmp_path / "src"
    ok(home, "record", "a note worth keeping", "--at", "2024-05-01")
    folder = tmp_path / "backups"
    folder.mkdir()
    for name in ("a#b.db", "what?mode=rw.db", "100%25.db", "x%y z.db"):
        target = folder / name
        ok(home, "backup", str(target))
        new = tmp_path / ("new-" + str(abs(hash(name))))
        ok(new, "restore", str(target))
        assert ok(new, "export") == ok(home, "export")
    # nothing stray was created beside the backups (an unquoted URI opens a cut-off path)
    assert sorted(p.name for p in folder.iterdir()) == sorted(["a#b.db", "what?mode=rw.db", "100%25.db", "x%y z.db"])
    for path in folder.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_store_folder_with_uri_characters_works(tmp_path: Path) -> None:
    home = tmp_path / "my#store?x=1%"
    ok(home, "record", "a note in an oddly named folder", "--at", "2024-05-01")
    assert "oddly named" in ok(home, "recall", "oddly", "--json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my#store?x=1%"]


# ------------------------------------------------------------------ 9. a forget killed before its scrub


def _cli(home: Path, *args: str, env_extra: dict[str, str] | None = None, **kw: object) -> "subprocess.Popen[str]":
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    env.update(env_extra or {})
    return subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, **kw)  # type: ignore[call-overload]


def test_a_forget_killed_after_its_commit_leaves_no_text_indexed_and_the_next_command_scrubs(tmp_path: Path) -> None:
    import signal
    import time

    home = tmp_path / "home"
    ok(home, "config", "set", "embedding.enabled", "false")
    for i in range(40):  # many small imports: many full-text segments, as in a real store
        ok(home, "record", f"ordinary note {i} about the weather and the lake", "--at", f"2020-01-{i % 28 + 1:02d}")
    rid = json.loads(ok(home, "record", "my bank pin is zebracorn4417", "--at", "2020-02-01", "--json"))["id"]
    proc = _cli(home, "forget", rid, env_extra={"MEM_TEST_FORGET_SLEEP": "120"})
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # wait for the forget's commit, then kill it before the scrub
            conn = sqlite3.connect(home / "mem.db", timeout=30)
            gone = conn.execute("SELECT COUNT(*) FROM records WHERE id = ?", (int(rid[1:]),)).fetchone()[0] == 0
            conn.close()
            if gone:
                break
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        else:
            raise AssertionError("the forget never committed")
        time.sleep(0.2)
        assert proc.poll() is None, "the forget finished before it could be killed"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(30)
    conn = sqlite3.connect(home / "mem.db")
    blobs = [bytes(r[0]) for r in conn.execute("SELECT block FROM records_fts_data WHERE block IS NOT NULL")]
    pending = conn.execute("SELECT COUNT(*) FROM meta WHERE key = 'scrub_pending'").fetchone()[0]
    conn.close()
    assert not [b for b in blobs if b"zebracorn4417" in b], "the killed forget left the term in the full-text index"
    assert pending == 1
    # the next command (here: doctor) finishes the scrub and says so
    result = mem_run(home, "doctor")
    assert result.exit_code == 0, result.output
    assert "fixed    forget_scrub" in result.stdout and "interrupted `mem forget`" in result.stdout
    for path in home.iterdir():
        if path.is_file():
            assert b"zebracorn4417" not in path.read_bytes(), path.name
    assert "forget_scrub: no forget left its text behind" in ok(home, "doctor")
