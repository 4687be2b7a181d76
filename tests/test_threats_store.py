"""Issue 19 (store, backups and forgetting): hostile backups, interrupted scrubs, extreme values,
full disks, odd file names and file modes — each through the real CLI."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
from pathlib import Path

import pytest
from conftest import mem_run

from memcli.store.sqlite.file_users import TRIGGERS

MEM_TRIGGERS = set(TRIGGERS)  # m009's, which keep the file's list of users


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
    # nothing was restored: there is still no store there (reads say so and create none)
    assert "no store yet" in refused(new, "stats", "--json")


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
    assert names == MEM_TRIGGERS  # mem's own (m009 keeps the list of a file's users) stay
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


# ------------------------------------------------------------------ 10. extreme stored values


def _run(home: Path, *args: str | bytes, stdin: bytes | None = None, stdout: object = None,
         umask: int | None = None) -> "subprocess.CompletedProcess[bytes]":
    """``python -m memcli --home HOME ARGS`` as a real process (argv may hold raw bytes)."""
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    preexec = (lambda: os.umask(umask)) if umask is not None else None  # type: ignore[misc]
    return subprocess.run(
        [sys.executable, "-m", "memcli", "--home", str(home), *args], input=stdin,
        stdout=stdout if stdout is not None else subprocess.PIPE, stderr=subprocess.PIPE,
        env=env, timeout=600, preexec_fn=preexec,
    )


def _one_error_line(proc: "subprocess.CompletedProcess[bytes]") -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 1, err
    assert "internal error" not in err and "Traceback" not in err, err
    lines = [ln for ln in err.splitlines() if ln.startswith("mem: error:")]
    assert len(lines) == 1, err
    return lines[0]


def test_one_record_at_the_ends_of_time_never_breaks_a_read_command(tmp_path: Path) -> None:
    """Rows written by an older mem (or by hand) at 9999-12-31T23:59:59-12:00 and 0001-01-01T00:00:00+14:00."""
    home = tmp_path / "home"
    ok(home, "config", "set", "embedding.enabled", "false")
    ok(home, "record", "far future entry", "--at", "2020-01-01")
    ok(home, "record", "far past entry", "--at", "2020-01-02")
    conn = sqlite3.connect(home / "mem.db")
    conn.execute("UPDATE records SET occurred_at = '9999-12-31T23:59:59-12:00', occurred_ts = 253402343999.0 "
                 "WHERE text = 'far future entry'")
    conn.execute("UPDATE records SET occurred_at = '0001-01-01T00:00:00+14:00', occurred_ts = -62135647200.0 "
                 "WHERE text = 'far past entry'")
    conn.commit()
    conn.close()
    ok(home, "flush", "--no-llm")
    assert "far future entry" in ok(home, "context")
    timeline = ok(home, "timeline")
    assert "far past entry" in timeline and "far future entry" in timeline
    assert "2 events" in ok(home, "timeline", "--chart", "--by", "year").splitlines()[-1]
    ok(home, "timeline", "--html", str(tmp_path / "t.html"))
    assert len(json.loads(ok(home, "timeline", "--json"))) == 2
    for query in ("entry",):
        assert len(json.loads(ok(home, "recall", query, "--json"))) >= 2
    ok(home, "read", "e1")
    ok(home, "read", "r1")
    ok(home, "profile")
    ok(home, "export")
    ok(home, "doctor")


def test_dates_outside_the_years_mem_can_show_are_refused_at_import(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ok(home, "record", "an ordinary day", "--at", "2024-05-01")
    before = ok(home, "export")
    for when in ("9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00"):
        line = refused(home, "record", "at the end of time", "--at", when)
        assert "outside the years 0001–9999" in line
        chat = tmp_path / "chat.json"
        chat.write_text(json.dumps([{"role": "user", "content": "hi", "timestamp": when}]), encoding="utf-8")
        assert "outside the years 0001–9999" in refused(home, "import", str(chat))
    huge = tmp_path / "huge.json"
    huge.write_text('[{"role": "user", "content": "hi", "timestamp": ' + "1" * 5000 + "}]", encoding="utf-8")
    assert "digits long" in refused(home, "import", str(huge))
    assert ok(home, "export") == before
    # the far ends themselves stay usable as bounds
    ok(home, "recall", "ordinary", "--until", "9999-12-31")
    ok(home, "recall", "ordinary", "--since", "0001-01-01")
    ok(home, "timeline", "--until", "9999-12-31")
    ok(home, "timeline", "--since", "0001-01-01", "--until", "9999-12-31")


def test_bytes_that_are_not_utf8_in_arguments_and_stdin_give_one_line(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ok(home, "record", "a note", "--at", "2024-05-01")
    ok(home, "config", "set", "user.name", '"Ann"')
    config = (home / "config.toml").read_bytes()
    assert "not valid UTF-8" in _one_error_line(_run(home, "config", "set", "user.name", b"\xff\xfe"))
    assert (home / "config.toml").read_bytes() == config
    assert sorted(p.name for p in home.iterdir() if "tmp" in p.name) == []
    assert "not valid UTF-8" in _one_error_line(_run(home, "persona", "set", "-", stdin=b"I am \xff\xfe here"))
    # a file whose name is not UTF-8: imported, then forgotten by that same name
    odd = os.path.join(os.fsencode(tmp_path), b"chat-\xff.json")
    with open(odd, "wb") as fh:
        fh.write(json.dumps([{"role": "user", "content": "from an oddly named file",
                              "timestamp": "2024-01-01T00:00:00Z"}]).encode())
    assert _run(home, "import", odd).returncode == 0
    proc = _run(home, "forget", "--source", odd)
    assert proc.returncode == 0, proc.stderr
    assert b"from an oddly named file" in proc.stdout
    assert "nothing to forget" in _one_error_line(_run(home, "forget", "--source", odd))


def test_an_llm_logs_db_with_a_non_utf8_table_name_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "logs.db"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE conversations(id TEXT PRIMARY KEY, name TEXT, model TEXT);"
        "CREATE TABLE responses(id TEXT PRIMARY KEY, model TEXT, prompt TEXT, system TEXT, response TEXT,"
        " conversation_id TEXT, datetime_utc TEXT);"
        "CREATE TABLE zqzqzq(a);"
        "INSERT INTO responses VALUES('1', 'm', 'hello', NULL, 'hi there', 'c1', '2024-01-01T00:00:00');"
    )
    conn.commit()
    conn.close()
    path.write_bytes(path.read_bytes().replace(b"zqzqzq", b"\xff\xfeqzqz"))
    home = tmp_path / "home"
    line = refused(home, "import", str(path))
    assert "not valid UTF-8" in line and "store error" not in line and "mem doctor" not in line


def test_a_special_file_as_a_photo_is_one_line(tmp_path: Path) -> None:
    line = refused(tmp_path / "home", "record", "a picture", "--photo", "/proc/self/mem")
    assert "/proc/self/mem" in line


# ------------------------------------------------------------------ 11. full disks


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_output_to_a_full_disk_is_one_line_naming_it(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ok(home, "config", "set", "embedding.enabled", "false")
    for i in range(30):
        ok(home, "record", f"a long note {i} " + "about the lake and the hills " * 40, "--at", f"2024-01-{i % 28 + 1:02d}")
    ok(home, "flush", "--no-llm")
    with open("/dev/full", "w") as full:  # every write fails with ENOSPC
        for args in (("export",), ("recall", "lake"), ("recall", "lake", "--json"), ("context",),
                     ("context", "--json"), ("timeline",), ("read", "r1")):
            line = _one_error_line(_run(home, *args, stdout=full))
            assert "no space left on /dev/full" in line, (args, line)


def _mount_small_disk(path: Path, size: str) -> None:
    import shutil
    import subprocess

    import pytest

    path.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(path)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")


def _umount(path: Path) -> None:
    import subprocess

    subprocess.run(["umount", "-l", str(path)], capture_output=True)


def _fill(disk: Path, leave_kib: int) -> None:
    """Leave about *leave_kib* KiB free on *disk*."""
    st = os.statvfs(disk)
    free = st.f_bavail * st.f_frsize
    want = max(0, free - leave_kib * 1024)
    with open(disk / "filler", "wb") as fh:
        while want > 0:
            chunk = min(want, 1 << 20)
            try:
                fh.write(b"\0" * chunk)
                fh.flush()
            except OSError:
                break
            want -= chunk


def _chat(path: Path, n: int, word: str = "walk") -> Path:
    path.write_text(json.dumps([
        {"role": "user", "content": f"message {i}: a {word} in the hills with friends, number {i * 7}",
         "timestamp": f"2024-01-{i // 1440 % 28 + 1:02d}T{i // 60 % 24:02d}:{i % 60:02d}:00Z"}
        for i in range(n)]), encoding="utf-8")
    return path


def test_writing_exports_backups_and_config_to_a_full_disk(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ok(home, "config", "set", "embedding.enabled", "false")
    ok(home, "import", str(_chat(tmp_path / "chat.json", 1500)))
    disk = tmp_path / "disk"
    _mount_small_disk(disk, "256k")
    try:
        line = refused(home, "export", "-o", str(disk / "out.jsonl"))
        assert f"no space left on {disk}" in line
        line = refused(home, "backup", str(disk / "b.db"))
        assert f"no space left on {disk}" in line and "store error" not in line
        assert sorted(p.name for p in disk.iterdir()) == []  # no partial file, no temporary
        # config on a full disk: the old file stays, no config.toml.tmp
        cfg_home = disk / "cfg"
        ok(cfg_home, "config", "set", "user.name", '"Ann"')
        before = (cfg_home / "config.toml").read_bytes()
        _fill(disk, 0)
        line = refused(cfg_home, "config", "set", "user.name", '"' + "B" * 20000 + '"')
        assert "no space left on" in line
        assert (cfg_home / "config.toml").read_bytes() == before
        assert sorted(p.name for p in cfg_home.iterdir()) == ["config.toml"]
    finally:
        _umount(disk)


def test_a_flush_on_a_full_disk_stops_and_leaves_the_buffer_pending(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    _mount_small_disk(disk, "6m")
    try:
        home = disk / "home"
        ok(home, "config", "set", "embedding.enabled", "false")
        ok(home, "import", str(_chat(tmp_path / "chat.json", 1500)))
        _fill(disk, 1700)  # room for the claim and a batch or two, not for the whole flush
        result = mem_run(home, "flush", "--no-llm")
        assert result.exit_code == 1, result.output
        errors = [ln for ln in result.stderr.splitlines() if ln.startswith("mem: error:")]
        assert len(errors) == 1 and f"no space left on {home}" in errors[0], result.stderr
        assert "warning: batch" not in result.stderr  # stopped at once, not a warning per batch
        conn = sqlite3.connect(f"file:{home / 'mem.db'}?mode=ro", uri=True)
        states = dict(conn.execute("SELECT status, COUNT(*) FROM buffer GROUP BY status").fetchall())
        locks = conn.execute("SELECT COUNT(*) FROM locks").fetchone()[0]
        running = conn.execute("SELECT COUNT(*) FROM flushes WHERE status = 'running'").fetchone()[0]
        conn.close()
        assert set(states) == {"idle"} and states["idle"] > 0, states
        assert locks == 0 and running == 0
        assert not [p.name for p in home.iterdir() if "reserve" in p.name or ".tmp" in p.name]
        assert "store is healthy" in ok(home, "doctor")
        (disk / "filler").unlink()
        ok(home, "flush", "--no-llm")
        assert json.loads(ok(home, "stats", "--json"))["pending"] == 0
    finally:
        _umount(disk)


# ------------------------------------------------------------------ 13. file modes and temporaries


@pytest.mark.slow  # many processes or examples: the full suite runs it, the quick loop does not
def test_everything_mem_writes_is_private_under_a_permissive_umask(tmp_path: Path) -> None:
    home = tmp_path / "home"
    out = tmp_path / "out"
    out.mkdir()
    steps = [
        ("record", "a walk by the lake with Ann", "--at", "2024-05-01"),
        ("record", "dinner with friends", "--at", "2024-05-02"),
        ("flush", "--no-llm"),
        ("recall", "lake", "--mode", "semantic"),  # builds vectors/ and the query model cache
        ("context", "--query", "lake"),
        ("timeline", "--html", str(out / "t.html")),
        ("export", "-o", str(out / "e.jsonl")),
        ("backup", str(out / "b.db")),
        ("config", "set", "user.name", '"Ann"'),
    ]
    for args in steps:
        proc = _run(home, *args, umask=0o022)
        assert proc.returncode == 0, (args, proc.stderr)
    loose = []
    for root in (home, out):
        for path in [*([root] if root == home else []), *root.rglob("*")]:  # out/ itself is the test's
            mode = stat.S_IMODE(path.lstat().st_mode)
            want = 0o700 if path.is_dir() else 0o600
            if mode & ~want:
                loose.append(f"{oct(mode)} {path.relative_to(tmp_path)}")
    assert loose == [], loose
    assert (home / "vectors").is_dir()  # models/ too when onnxruntime is installed (its mode is checked above)


def test_a_killed_or_terminated_export_leaves_no_partial_file(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys
    import time

    home = tmp_path / "home"
    ok(home, "config", "set", "embedding.enabled", "false")
    ok(home, "import", str(_chat(tmp_path / "chat.json", 6000)))
    out = tmp_path / "out"
    out.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    caught = {signal.SIGKILL: 0, signal.SIGTERM: 0}
    for sig in (signal.SIGKILL, signal.SIGTERM) * 4:
        target = out / "e.jsonl"
        proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "export", "-o", str(target)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        try:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and proc.poll() is None:
                try:  # the moment it holds a file in the output folder, it is writing the export
                    fds = [os.readlink(f"/proc/{proc.pid}/fd/{fd}") for fd in os.listdir(f"/proc/{proc.pid}/fd")]
                except OSError:
                    fds = []
                if any(f.startswith(str(out)) for f in fds):
                    proc.send_signal(sig)
                    caught[sig] += 1
                    break
                time.sleep(0.002)  # a poll this fine still lands mid-export; a spinning one takes the child's CPU
        finally:
            proc.communicate(timeout=120)
        if target.exists():
            target.unlink()
        assert [p.name for p in out.iterdir()] == [], (sig, list(out.iterdir()))
    assert caught[signal.SIGKILL] and caught[signal.SIGTERM], caught


def test_a_multi_file_import_on_a_full_disk_says_which_files_stay(tmp_path: Path) -> None:
    """Issue #34: the error said "the command's changes were rolled back", yet the files imported earlier in
    the same run (each commits on its own) stayed. It now names the one rolled back and the ones that stay."""
    disk = tmp_path / "disk"
    _mount_small_disk(disk, "6m")
    try:
        home = disk / "home"
        ok(home, "config", "set", "embedding.enabled", "false")
        ok(home, "import", str(_chat(tmp_path / "warm.json", 3, word="warm-up")))
        small = _chat(tmp_path / "small.json", 3, word="swim")
        big = _chat(tmp_path / "big.json", 20_000, word="climb")
        _fill(disk, 400)  # room for the small file, not for the big one
        result = mem_run(home, "import", str(small), str(big))
        assert result.exit_code == 1, result.output
        errors = [ln for ln in result.stderr.splitlines() if ln.startswith("mem: error:")]
        assert len(errors) == 1, result.stderr
        assert errors[0] == (
            f"mem: error: no space left on {home}; {big} was not imported (its changes were rolled back); the 1 "
            f"file imported before it ({small}) stay imported — free some space and import the rest again "
            "(what is there is skipped)"), errors[0]
        assert "command's changes were rolled back" not in result.stderr
        (disk / "filler").unlink()
        conn = sqlite3.connect(f"file:{home / 'mem.db'}?mode=ro", uri=True)
        sources = dict(conn.execute("SELECT source_path, COUNT(*) FROM records GROUP BY source_path").fetchall())
        conn.close()
        assert sources.get(str(small)) == 3 and str(big) not in sources, sources
    finally:
        _umount(disk)
