"""Hostile and huge input files, through the real CLI.

A file `mem import` reads may be crafted or simply enormous: one message of
millions of characters, a zip bomb, an SQLite file whose "tables" are
endless views, a database another program is in the middle of writing, a
pipe that can be read only once. Each must end in one clear error (store
unchanged) or a complete, consistent import, in bounded time and memory.
The limits are lowered through the config so the inputs stay small; the
full-size figures are in docs/reliability.md (benchmarks/hostile_inputs.py).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest
from conftest import SAMPLE_DATA, mem_run
from test_import_extra_formats import legacy_db, store_db

# The real CLI in a fresh process; prints its peak RSS (VmHWM, KB) on stderr at exit.
_CLI_PEAK = """
import runpy, sys
sys.argv = ["mem", *sys.argv[1:]]
try:
    runpy.run_module("memcli", run_name="__main__")
finally:
    with open("/proc/self/status") as fh:
        peak = next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:"))
    sys.stderr.write(f"\\nPEAK_KB {peak}\\n")
"""


def cli(home: Path, *args: str, timeout: float = 60) -> tuple[int, str, str, int]:
    """``(exit code, stdout, stderr without the peak line, peak RSS in MB)`` of ``mem --home HOME ARGS``."""
    proc = subprocess.run([sys.executable, "-c", _CLI_PEAK, "--home", str(home), *args], capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    err, _, peak = proc.stderr.rpartition("PEAK_KB ")
    assert "Traceback" not in err, err
    return proc.returncode, proc.stdout, err.strip(), int(peak) // 1024


def set_config(home: Path, **values: int) -> None:
    for key, value in values.items():
        result = mem_run(home, "config", "set", f"import.{key}", str(value))
        assert result.exit_code == 0, result.stderr


def record_count(home: Path) -> int:
    if not (home / "mem.db").exists():
        return 0
    conn = sqlite3.connect(home / "mem.db")
    try:
        return int(conn.execute("SELECT count(*) FROM records").fetchone()[0])
    finally:
        conn.close()


def texts(home: Path) -> list[str]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return sorted(r[0] for r in conn.execute("SELECT text FROM records"))
    finally:
        conn.close()


# --------------------------------------------------------------------------- one huge message


@pytest.mark.slow  # many processes or examples: the full suite runs it, the quick loop does not
@pytest.mark.parametrize("unit", ["word ", "饺子火锅西湖散步"])
def test_one_huge_message_is_refused_whole_in_bounded_memory(home: Path, tmp_path: Path, unit: str) -> None:
    """A message over ``import.max_message_chars`` refuses the file (naming the message and the
    limit) before any segmentation or indexing: nothing stored, memory flat."""
    set_config(home, max_message_chars=20_000)
    big = (unit * (400_000 // len(unit)))[:400_000]
    path = tmp_path / "chat.json"
    path.write_text(json.dumps([{"role": "user", "content": "a normal first message"},
                                {"role": "assistant", "content": big}], ensure_ascii=False), encoding="utf-8")
    code, _out, err, peak_mb = cli(home, "import", str(path))
    assert code == 1, err
    assert err.startswith("mem: error: ") and len(err.splitlines()) == 1
    assert "message 2" in err and "400,000 characters" in err and "20,000" in err
    assert "import.max_message_chars" in err
    assert record_count(home) == 0  # the first, normal message went too: all or nothing
    assert peak_mb < 250, f"peak RSS {peak_mb} MB"
    # under the limit the same file imports, every word of it
    set_config(home, max_message_chars=400_000)
    assert cli(home, "import", str(path))[0] == 0
    assert big in texts(home)


def test_a_line_longer_than_the_entry_limit_is_refused(home: Path, tmp_path: Path) -> None:
    set_config(home, max_entry_chars=100_000)
    diary = tmp_path / "diary.md"
    diary.write_text("## 2024-01-02\nfine\n\n## 2024-01-03\n" + "x" * 1_500_000 + "\n", encoding="utf-8")
    result = mem_run(home, "import", str(diary))
    assert result.exit_code == 1
    assert "line 5 is longer than the limit of 100,000 characters (import.max_entry_chars)" in result.stderr
    assert record_count(home) == 0


def test_a_json_entry_longer_than_the_entry_limit_is_refused(home: Path, tmp_path: Path) -> None:
    """The streaming JSON reader holds one array element at a time: that element is bounded too."""
    set_config(home, max_entry_chars=100_000)
    path = tmp_path / "chat.json"
    path.write_text(json.dumps([{"role": "user", "content": "hello"},
                                {"role": "user", "content": "y" * 2_000_000}]), encoding="utf-8")
    result = mem_run(home, "import", str(path))
    assert result.exit_code == 1
    assert "entry 1 (from line 1) is longer than the limit of 100,000" in result.stderr
    assert "import.max_entry_chars" in result.stderr
    assert record_count(home) == 0


def test_limits_are_validated_by_config_set(home: Path) -> None:
    result = mem_run(home, "config", "set", "import.max_message_chars", "0")
    assert result.exit_code == 1 and "import.max_message_chars" in result.stderr
    shown = mem_run(home, "config", "get", "import.max_message_chars")
    assert shown.exit_code == 0 and shown.stdout.strip() == "200000"


# --------------------------------------------------------------------------- archives


def _dayone_journal(entries: int, text: str) -> bytes:
    return json.dumps({"metadata": {"version": "1.0"}, "entries": [
        {"uuid": f"{i:032X}", "creationDate": "2024-03-05T01:12:00Z", "timeZone": "Asia/Shanghai", "text": f"{text} {i}"}
        for i in range(entries)]}).encode()


def test_zip_bomb_is_refused_before_reading(home: Path, tmp_path: Path) -> None:
    """A member that expands far more than any export compresses is refused from the zip's own sizes."""
    bomb = tmp_path / "export.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as zf:
        head = _dayone_journal(1, "real entry")[:-2]  # cut the closing "]}"
        zf.writestr("Journal.json", head + b"," + b" " * (60 << 20) + b"]}")
    assert bomb.stat().st_size < 200_000
    code, _out, err, peak_mb = cli(home, "import", str(bomb))
    assert code == 1, err
    assert "Journal.json" in err and "import.max_compression_ratio" in err and "zip bomb" in err
    assert peak_mb < 250  # refused from the sizes in the zip's directory, before reading (a hang times out)
    assert record_count(home) == 0


def test_zip_member_over_the_archive_budget_is_refused(home: Path, tmp_path: Path) -> None:
    export = tmp_path / "export.zip"
    with zipfile.ZipFile(export, "w", zipfile.ZIP_STORED) as zf:  # stored: no ratio to trip on
        zf.writestr("Journal.json", _dayone_journal(300, "walked by the lake"))
    set_config(home, max_archive_bytes=10_000)
    result = mem_run(home, "import", str(export))
    assert result.exit_code == 1
    assert "Journal.json: this member is" in result.stderr and "import.max_archive_bytes" in result.stderr
    assert record_count(home) == 0
    set_config(home, max_archive_bytes=1 << 30)
    assert mem_run(home, "import", str(export)).exit_code == 0
    assert record_count(home) == 300


def test_dayone_journal_streams_entry_by_entry(home: Path, tmp_path: Path) -> None:
    """A journal bigger than the entry limit imports: it is read entry by entry, never whole."""
    export = tmp_path / "export.zip"
    journal = _dayone_journal(2000, "a day of walking " * 4)
    with zipfile.ZipFile(export, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("Journal.json", journal)
    set_config(home, max_entry_chars=len(journal) // 10)
    result = mem_run(home, "import", str(export), "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["imported"] == 2000


# --------------------------------------------------------------------------- hostile SQLite


def _llm_db_with(path: Path, sql: str) -> Path:
    """An llm-looking logs.db whose tables (or some of them) are replaced by *sql*."""
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.commit()
    conn.close()
    return path


_ENDLESS = "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) "


@pytest.mark.parametrize("schema", [
    # an endless recursive view in place of the legacy table (hung, filling /var/tmp)
    "CREATE VIEW responses AS " + _ENDLESS + "SELECT i AS id, 'm' AS model, 'p' AS prompt, 'r' AS response, "
    "NULL AS conversation_id, '2024-01-01' AS datetime_utc FROM r ORDER BY random()",
    # endless turns next to real message tables (grew RAM)
    "CREATE TABLE messages (hash TEXT PRIMARY KEY, parent_hash TEXT, role TEXT);"
    "CREATE TABLE parts (message_hash TEXT, position INTEGER, type TEXT, text TEXT, payload TEXT);"
    "CREATE TABLE threads (id TEXT PRIMARY KEY);"
    "CREATE VIEW turns AS " + _ENDLESS + "SELECT i AS id, 't' AS thread_id, NULL AS tip_message_hash, "
    "'m' AS model, '2024-01-01' AS datetime_utc FROM r",
    # a 900 MB blob per row (peaked above 6 GB)
    "CREATE VIEW responses AS SELECT 1 AS id, 'm' AS model, zeroblob(900000000) AS prompt, 'r' AS response, "
    "NULL AS conversation_id, '2024-01-01' AS datetime_utc",
    # the same blob as a computed column of a real table
    "CREATE TABLE responses (id TEXT, model TEXT, response TEXT, conversation_id TEXT, datetime_utc TEXT, "
    "prompt BLOB AS (zeroblob(900000000)));"
    "INSERT INTO responses (id, model, response, datetime_utc) VALUES ('1', 'm', 'r', '2024-01-01')",
], ids=["recursive-view", "endless-turns", "zeroblob-view", "zeroblob-generated-column"])
def test_hostile_llm_database_is_refused_quickly(home: Path, tmp_path: Path, schema: str) -> None:
    db = _llm_db_with(tmp_path / "logs.db", schema)
    code, _out, err, peak_mb = cli(home, "import", "--format", "llm", str(db), timeout=120)
    assert code == 1, err
    assert err.startswith("mem: error: ") and len(err.splitlines()) == 1
    assert "not a stored table" in err or "computed" in err, err
    assert peak_mb < 250  # a hang fails by the timeout
    assert record_count(home) == 0


def test_oversized_stored_value_in_llm_database_is_refused(home: Path, tmp_path: Path) -> None:
    db = legacy_db(tmp_path / "logs.db")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE responses SET response = ? WHERE id = '01h8r2'", ("z" * 3_000_000,))
    conn.commit()
    conn.close()
    set_config(home, max_entry_chars=100_000)
    result = mem_run(home, "import", str(db))
    assert result.exit_code == 1
    assert "too big" in result.stderr and "import.max_entry_chars" in result.stderr
    assert record_count(home) == 0


# --------------------------------------------------------------------------- a database being written


_WRITER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA cache_size = 2")  # spill uncommitted pages into the file itself
conn.execute("BEGIN IMMEDIATE")
conn.execute("INSERT INTO responses (id, model, prompt, response, datetime_utc) "
             "VALUES ('uncommitted', 'm', 'NEVER COMMITTED prompt', 'never committed', '2024-05-05T00:00:00')")
conn.execute("INSERT INTO responses (id, prompt, datetime_utc) "
             "SELECT 'pad' || value, hex(randomblob(2000)), '2024-05-05' FROM json_each(?)",
             (str(list(range(3000))),))
print("holding", flush=True)
time.sleep(120)
"""


@pytest.fixture
def writer(tmp_path: Path):  # type: ignore[no-untyped-def]
    """A legacy logs.db and a process in the middle of an uncommitted write to it."""
    (tmp_path / "live").mkdir()
    db = legacy_db(tmp_path / "live" / "logs.db")
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(db)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "holding"
    yield db, proc
    proc.kill()
    proc.wait()


def test_database_with_a_writer_in_progress_is_refused_as_busy(home: Path, writer) -> None:  # type: ignore[no-untyped-def]
    db, _proc = writer
    code, _out, err, _peak = cli(home, "import", str(db))
    assert code == 1, err
    assert "the database is busy" in err  # after a 2 s wait, not ~10 s and then uncommitted rows
    assert record_count(home) == 0


def test_database_left_with_a_hot_journal_is_refused_not_half_read(home: Path, writer) -> None:  # type: ignore[no-untyped-def]
    db, proc = writer
    proc.send_signal(signal.SIGKILL)  # the writer dies mid-transaction: a hot journal stays behind
    proc.wait()
    assert Path(str(db) + "-journal").exists()
    before = db.read_bytes()
    code, _out, err, _peak = cli(home, "import", str(db))
    assert code == 1, err
    assert "unrecovered journal" in err and "logs.db-journal" in err
    assert db.read_bytes() == before and Path(str(db) + "-journal").exists()  # the file is never touched
    assert record_count(home) == 0
    # once SQLite has recovered it (any writer opening it does), only committed rows import
    sqlite3.connect(db).execute("SELECT count(*) FROM responses").fetchone()
    assert cli(home, "import", str(db))[0] == 0
    assert not any("NEVER COMMITTED" in t for t in texts(home)) and record_count(home) == 6


def test_a_snapshot_is_consistent_while_a_wal_writer_works(home: Path, tmp_path: Path) -> None:
    """In WAL mode a writer and the import run side by side: exactly the committed rows come in."""
    db = store_db(tmp_path / "logs.db")
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO responses (id, prompt, response, datetime_utc) "
                 "VALUES ('x', 'NEVER COMMITTED', 'no', '2025-03-01')")
    try:
        result = mem_run(home, "import", str(db), "--json")
    finally:
        conn.execute("ROLLBACK")
        conn.close()
    assert result.exit_code == 0, result.stderr
    assert not any("NEVER COMMITTED" in t for t in texts(home))
    assert json.loads(result.stdout)["imported"] == 8


def _unshare_ok() -> bool:
    return shutil.which("unshare") is not None and subprocess.run(
        ["unshare", "-rm", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _unshare_ok(), reason="needs unprivileged user+mount namespaces for a read-only mount")
def test_wal_database_on_a_read_only_mount_imports_every_committed_row(home: Path, tmp_path: Path) -> None:
    """A WAL file without its -shm on a read-only mount: rows in the WAL were silently missed."""
    ro = tmp_path / "ro"
    ro.mkdir()
    work = store_db(tmp_path / "logs.db")
    conn = sqlite3.connect(work)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA wal_autocheckpoint=0")
    conn.execute("INSERT INTO responses (id, model, prompt, response, datetime_utc) "
                 "VALUES ('walrow', 'm', 'only in the WAL', 'committed though', '2025-03-01T00:00:00')")
    conn.commit()
    shutil.copyfile(work, ro / "logs.db")
    shutil.copyfile(str(work) + "-wal", ro / "logs.db-wal")  # no -shm, as a copied or synced folder has
    conn.close()
    inner = (f"mount --bind -o ro {ro} {ro} && exec {sys.executable} -c '{_CLI_PEAK}' --home {home} "
             f"import --json {ro / 'logs.db'}")
    proc = subprocess.run(["unshare", "-rm", "sh", "-c", inner], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["imported"] == 10
    assert "only in the WAL" in texts(home)


# --------------------------------------------------------------------------- pipes, FIFOs, links, folders


def test_process_substitution_pipe_is_read_as_a_stream(home: Path) -> None:
    chat = SAMPLE_DATA / "chatgpt_conversations.json"
    proc = subprocess.run(
        ["bash", "-c", f'exec "$0" -c "$1" --home "$2" import --json <(cat "$3")', sys.executable, _CLI_PEAK,
         str(home), str(chat)], capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["sources"][0]["format"] == "chatgpt"
    assert record_count(home) == 9


def test_named_fifo_whose_writer_starts_late(home: Path, tmp_path: Path) -> None:
    """mem waits for the writer (saying so), without a time limit, and reads the FIFO once."""
    fifo = tmp_path / "chat.json"
    os.mkfifo(fifo)
    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "import", "--json", str(fifo)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert proc.stderr is not None
    timer = threading.Timer(60, proc.kill)  # only so that a hang fails the test instead of blocking it
    timer.start()
    try:
        note = proc.stderr.readline()
        assert "waiting for a program to write to" in note and str(fifo) in note
        time.sleep(1)  # the writer starts well after mem began waiting
        with fifo.open("wb") as fh:
            fh.write((SAMPLE_DATA / "chatgpt_conversations.json").read_bytes())
        out, err = proc.communicate(timeout=60)
    finally:
        timer.cancel()
    assert proc.returncode == 0, err
    assert json.loads(out)["imported"] == 9


def test_symlink_loop_and_broken_link_are_named_as_such(home: Path, tmp_path: Path) -> None:
    (tmp_path / "a.json").symlink_to(tmp_path / "b.json")
    (tmp_path / "b.json").symlink_to(tmp_path / "a.json")
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    loop = mem_run(home, "import", str(tmp_path / "a.json"))
    assert loop.exit_code == 1 and "symbolic link loop" in loop.stderr and "no such file" not in loop.stderr
    broken = mem_run(home, "import", str(tmp_path / "gone.json"))
    assert broken.exit_code == 1 and "broken symbolic link" in broken.stderr and "nowhere.json" in broken.stderr


def test_directory_hint_names_the_files_it_holds(home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    for name in ("a.csv", "b.csv", "notes.txt"):
        (folder / name).write_text("x\n", encoding="utf-8")
    result = mem_run(home, "import", str(folder))
    assert result.exit_code == 1
    assert f"{folder}/*.csv" in result.stderr and "*.json" not in result.stderr


def test_snapshot_watchdog_stops_a_runaway_query(tmp_path: Path) -> None:
    """The last line of defence behind "real tables only": any query on a snapshot that runs on
    without producing rows is interrupted (here an endless recursive query, run directly)."""
    from memcli.importers._extra import sqlite_snapshot

    db = legacy_db(tmp_path / "logs.db")
    with sqlite_snapshot(db, "logs.db") as (conn, watchdog):
        with pytest.raises(sqlite3.OperationalError, match="interrupted"):
            conn.execute(_ENDLESS + "SELECT count(*) FROM r").fetchone()
        assert watchdog.tripped
    assert not list(tmp_path.glob("*.db-*"))  # the original got no side files
