"""`mem record`: one entry from an argument or stdin, with time, tags, cues and photos."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

from conftest import mem_run


def one(home: Path, sql: str, params: tuple[Any, ...] = ()) -> Any:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def test_record_with_time_tags_cues_and_photo(home: Path, tmp_path: Path) -> None:
    photo = tmp_path / "kite.jpg"
    payload = b"not an image at all \x00\xff" * 1000  # only hashed, never decoded
    photo.write_bytes(payload)
    mem_run(home, "config", "set", "user.timezone", '"Asia/Shanghai"')
    result = mem_run(
        home, "record", "和爸爸在西湖放蓝色风筝。Flew the blue kite with Dad.",
        "--at", "2008-06-01 15:30", "--tag", "kite", "--tag", "family",
        "--cue", "place:westlake=西湖", "--cue", "person:dad", "--photo", str(photo), "--json",
    )
    assert result.exit_code == 0, result.stderr
    rid = json.loads(result.stdout)["id"]
    assert rid.startswith("r")
    rec = one(home, "SELECT * FROM records WHERE id = ?", (int(rid[1:]),))[0]
    assert rec["text"] == "和爸爸在西湖放蓝色风筝。Flew the blue kite with Dad."
    assert rec["occurred_at"] == "2008-06-01T15:30:00+08:00"
    assert json.loads(rec["tags"]) == ["kite", "family"]
    assert rec["role"] == "user" and rec["source_format"] == "record"
    cues = {tuple(c) for c in one(home, """SELECT c.kind, c.key, c.label FROM cues c JOIN record_cues rc
                                         ON rc.cue_id = c.id WHERE rc.record_id = ?""", (int(rid[1:]),))}
    assert cues == {
        ("place", "place:westlake", "西湖"),
        ("person", "person:dad", ""),
        ("photo", "photo:sha256:" + hashlib.sha256(payload).hexdigest(), "kite.jpg"),
    }
    assert one(home, "SELECT COUNT(*) FROM buffer WHERE record_id = ?", (int(rid[1:]),))[0][0] == 1
    # the cue label and the tags are searchable through the full-text index
    assert one(home, "SELECT rowid FROM records_fts WHERE records_fts MATCH '西湖'")[0][0] == int(rid[1:])


def test_record_reads_stdin_and_prints_plain_id(home: Path) -> None:
    result = mem_run(home, "record", input="今天学了日语。\nLearned some Japanese.\n")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().startswith("r") and "\x1b[" not in result.stdout
    dash = mem_run(home, "record", "-", "--role", "assistant", input="好的，记住了。")
    assert dash.exit_code == 0
    texts = [(r[0], r[1]) for r in one(home, "SELECT text, role FROM records ORDER BY id")]
    assert texts == [("今天学了日语。\nLearned some Japanese.", "user"), ("好的，记住了。", "assistant")]


def test_recording_the_same_entry_twice_returns_the_same_id(home: Path) -> None:
    first = mem_run(home, "record", "same note", "--at", "2024-01-01T10:00:00+08:00", "--json")
    second = mem_run(home, "record", "same note", "--at", "2024-01-01T10:00:00+08:00", "--json")
    assert json.loads(first.stdout) == json.loads(second.stdout)
    assert one(home, "SELECT COUNT(*) FROM records")[0][0] == 1


def test_record_refuses_bad_input_and_writes_nothing(home: Path, tmp_path: Path) -> None:
    assert mem_run(home, "record", "keep me", "--at", "2024-01-01").exit_code == 0
    before = [tuple(r) for r in one(home, "SELECT * FROM records")]
    cases = [
        (["record", "   "], "empty"),
        (["record"], "empty"),  # empty stdin
        (["record", "x", "--cue", "nokind"], "KIND:KEY"),
        (["record", "x", "--photo", str(tmp_path / "missing.png")], "missing.png"),
        (["record", "x", "--photo", str(tmp_path)], "not a file"),
        (["record", "x", "--at", "the day after tomorrow"], "the day after tomorrow"),
    ]
    for args, needle in cases:
        result = mem_run(home, *args, input="")
        lines = result.stderr.strip().splitlines()
        assert result.exit_code == 1, args
        assert len(lines) == 1 and lines[0].startswith("mem: error: ") and needle in lines[0], (args, lines)
    role = mem_run(home, "record", "x", "--role", "narrator", input="")  # not one of the choices: a usage error
    assert role.exit_code == 2 and "'narrator' is not one of user, assistant" in role.stderr
    assert [tuple(r) for r in one(home, "SELECT * FROM records")] == before
    assert one(home, "SELECT COUNT(*) FROM cues")[0][0] == 0
