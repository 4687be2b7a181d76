"""`mem import`: every format on real files, detection, idempotence, stdin, streaming."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

from conftest import SAMPLE_DATA, mem_run

from memcli.config.schema import Config
from memcli.importers.fields import file_sha256
from memcli.ingest.files import import_paths
from memcli.store.sqlite.db import connect
from memcli.store.sqlite.store import SqliteStore

ANSI = re.compile(r"\x1b\[")


def _store(conn: sqlite3.Connection) -> SqliteStore:
    """The store over *conn* that recall takes (its home is the database's folder)."""
    return SqliteStore(conn, Path(conn.execute("PRAGMA database_list").fetchone()[2]).parent)


def rows(home: Path, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def import_json(home: Path, *args: str, input: str | bytes | None = None) -> dict[str, Any]:
    result = mem_run(home, "import", *args, "--json", input=input)
    assert result.exit_code == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def write_json(path: Path, obj: Any) -> Path:
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- sample data


def test_sample_data_detects_formats_keeps_text_and_reimport_adds_nothing(home: Path) -> None:
    files = [SAMPLE_DATA / "chat_openai.json", SAMPLE_DATA / "chatgpt_conversations.json", SAMPLE_DATA / "diary.md"]
    first = import_json(home, *map(str, files))
    assert [(s["format"], s["new"]) for s in first["sources"]] == [("openai", 32), ("chatgpt", 9), ("diary", 15)]
    assert first["imported"] == 56 and first["skipped"] == 0

    # texts are stored exactly, Chinese and English alike
    chat = json.loads(files[0].read_text(encoding="utf-8"))
    expected = [m["content"] for m in chat if m["role"] != "system"]
    stored = [r["text"] for r in rows(home, "SELECT text FROM records WHERE source_format = 'openai' ORDER BY occurred_ts")]
    assert stored == expected
    assert "我叫林小雨" in stored[0] and "Rain Lin" in stored[0]

    # the diary's kite entry carries the photo cue keyed by the PNG's sha256
    kite = rows(home, "SELECT id, text, occurred_at, external_id FROM records WHERE text LIKE '%蓝色风筝%' AND source_format='diary'")
    assert len(kite) == 1 and kite[0]["external_id"] == "2008-06-01"
    assert kite[0]["occurred_at"].startswith("2008-06-01T00:00:00")
    cue = rows(home, "SELECT c.kind, c.key, c.label FROM cues c JOIN record_cues rc ON rc.cue_id = c.id WHERE rc.record_id = ?",
               (kite[0]["id"],))
    assert [tuple(c) for c in cue] == [("photo", "photo:sha256:" + file_sha256(SAMPLE_DATA / "photos" / "kite.png"), "蓝色风筝")]

    # every new record waits in the distillation buffer with a token count
    assert rows(home, "SELECT COUNT(*), MIN(tokens) FROM buffer")[0][0] == 56
    assert rows(home, "SELECT MIN(tokens) FROM buffer")[0][0] > 0

    again = import_json(home, *map(str, files))
    assert again["imported"] == 0 and again["skipped"] == 56
    assert [s["skipped"] for s in again["sources"]] == [32, 9, 15]
    assert rows(home, "SELECT COUNT(*) FROM records")[0][0] == 56


def test_plain_output_is_one_summary_line_without_ansi(home: Path) -> None:
    result = mem_run(home, "import", str(SAMPLE_DATA / "diary.md"))
    assert result.exit_code == 0
    assert result.stdout == "imported 15, skipped 0 (1 file)\n"
    assert "diary, 15 records, 15 new, 0 skipped" in result.stderr
    assert not ANSI.search(result.stdout) and not ANSI.search(result.stderr)


def test_dry_run_counts_without_writing(home: Path) -> None:
    data = import_json(home, str(SAMPLE_DATA / "chat_openai.json"), "--dry-run")
    assert data["imported"] == 32 and data["dry_run"] is True
    assert not home.exists()  # without a store, a dry run creates none
    assert mem_run(home, "init").exit_code == 0
    assert import_json(home, str(SAMPLE_DATA / "chat_openai.json"), "--dry-run")["imported"] == 32
    assert rows(home, "SELECT COUNT(*) FROM records")[0][0] == 0
    assert rows(home, "SELECT COUNT(*) FROM buffer")[0][0] == 0


def test_stdin_import_detects_format_and_dedups_against_the_file(home: Path) -> None:
    text = (SAMPLE_DATA / "chat_openai.json").read_text(encoding="utf-8")
    data = import_json(home, "-", input=text.encode("utf-8"))
    assert data["sources"] == [{"path": "-", "format": "openai", "records": 32, "new": 32, "skipped": 0}]
    assert {r[0] for r in rows(home, "SELECT DISTINCT source_path FROM records")} == {"-"}
    # the same content from a file is recognised as already imported
    again = import_json(home, str(SAMPLE_DATA / "chat_openai.json"))
    assert again["imported"] == 0 and again["skipped"] == 32


def test_user_and_character_flags_apply_to_every_record(home: Path) -> None:
    import_json(home, str(SAMPLE_DATA / "chatgpt_conversations.json"), "--user", "rain", "--character", "小暖")
    got = {tuple(r) for r in rows(home, "SELECT user_id, character FROM records")}
    assert got == {("rain", "小暖")}
    assert {tuple(r) for r in rows(home, "SELECT user_id, character FROM buffer")} == {("rain", "小暖")}


# --------------------------------------------------------------------------- ChatGPT


def _node(nid: str, parent: str | None, children: list[str], role: str | None = None, text: str = "",
          when: float | None = None, hidden: bool = False) -> dict[str, Any]:
    message = None
    if role:
        message = {
            "id": nid, "author": {"role": role}, "create_time": when,
            "content": {"content_type": "text", "parts": [text]},
            "metadata": {"is_visually_hidden_from_conversation": True} if hidden else {}, "recipient": "all",
        }
    return {"id": nid, "message": message, "parent": parent, "children": children}


def _branching_conversation(current: str) -> dict[str, Any]:
    mapping = {
        "root": _node("root", None, ["sys"]),
        "sys": _node("sys", "root", ["u1"], "system", "custom instructions", 1.0, hidden=True),
        "u1": _node("u1", "sys", ["a1"], "user", "My cat is called 豆豆.", 1700000000.0),
        "a1": _node("a1", "u1", ["u2-old", "u2-new"], "assistant", "What a cute name!", 1700000010.0),
        "u2-old": _node("u2-old", "a1", ["a2-old"], "user", "OLD BRANCH: 我们去西湖划船", 1700000020.0),
        "a2-old": _node("a2-old", "u2-old", [], "assistant", "OLD BRANCH reply", 1700000030.0),
        "u2-new": _node("u2-new", "a1", ["a2-new"], "user", "NEW BRANCH: 我们去莫干山爬山", 1700000040.0),
        "a2-new": _node("a2-new", "u2-new", ["empty"], "assistant", "NEW BRANCH reply", 1700000050.0),
        "empty": _node("empty", "a2-new", [], "assistant", "   ", 1700000060.0),
    }
    return {"title": "Cats", "create_time": 1700000000.0, "mapping": mapping, "current_node": current,
            "conversation_id": "conv-1", "id": "conv-1"}


def test_chatgpt_follows_current_node_and_skips_hidden_and_abandoned(home: Path, tmp_path: Path) -> None:
    path = write_json(tmp_path / "conversations.json", [_branching_conversation("empty")])
    data = import_json(home, str(path))
    assert data["sources"][0]["format"] == "chatgpt"
    got = rows(home, "SELECT text, role, external_id, session, occurred_at FROM records ORDER BY occurred_ts")
    assert [r["external_id"] for r in got] == ["u1", "a1", "u2-new", "a2-new"]
    texts = " ".join(r["text"] for r in got)
    assert "OLD BRANCH" not in texts and "custom instructions" not in texts
    assert {r["session"] for r in got} == {"conv-1"}
    from datetime import datetime

    assert datetime.fromisoformat(got[0]["occurred_at"]).timestamp() == 1700000000.0
    # epoch times are absolute: changing the configured zone does not make them new
    assert mem_run(home, "config", "set", "user.timezone", '"America/New_York"').exit_code == 0
    assert import_json(home, str(path))["imported"] == 0


def test_chatgpt_current_node_on_the_old_branch_imports_that_branch(home: Path, tmp_path: Path) -> None:
    path = write_json(tmp_path / "conversations.json", [_branching_conversation("a2-old")])
    import_json(home, str(path))
    ids = [r[0] for r in rows(home, "SELECT external_id FROM records ORDER BY occurred_ts")]
    assert ids == ["u1", "a1", "u2-old", "a2-old"]


# --------------------------------------------------------------------------- LoCoMo


def _locomo() -> list[dict[str, Any]]:
    conv = {
        "speaker_a": "Caroline",
        "speaker_b": "Melanie",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Caroline", "dia_id": "D1:1", "text": "Hey Mel! I went to a support group yesterday."},
            {"speaker": "Melanie", "dia_id": "D1:2", "text": "Look at my painting!", "img_url": ["http://x/y.jpg"],
             "blip_caption": "a photo of a sunset painting"},
        ],
        "session_2_date_time": "10:37 am on 27 June, 2023",
        "session_2": [{"speaker": "Caroline", "dia_id": "D2:1", "text": "我最近在学画画。"}],
    }
    return [{"qa": [{"question": "q", "answer": "a", "evidence": ["D1:1"], "category": 4}],
             "conversation": conv, "sample_id": "conv-26"}]


def test_locomo_keeps_dia_ids_sessions_speakers_and_times(home: Path, tmp_path: Path) -> None:
    path = write_json(tmp_path / "locomo.json", _locomo())
    assert mem_run(home, "config", "set", "user.timezone", '"Asia/Shanghai"').exit_code == 0
    data = import_json(home, str(path))
    assert data["sources"][0]["format"] == "locomo"
    got = rows(home, "SELECT text, role, speaker, session, external_id, occurred_at FROM records ORDER BY id")
    assert [r["external_id"] for r in got] == ["D1:1", "D1:2", "D2:1"]
    assert [r["session"] for r in got] == ["conv-26:session_1", "conv-26:session_1", "conv-26:session_2"]
    assert [r["speaker"] for r in got] == ["Caroline", "Melanie", "Caroline"]
    assert {r["role"] for r in got} == {"user"}
    assert got[1]["text"] == "Look at my painting! [image: a photo of a sunset painting]"
    assert got[2]["text"] == "我最近在学画画。"
    # naive session times are read in the configured zone; turns step forward in order
    times = [r["occurred_at"] for r in got]
    assert times == ["2023-05-08T13:56:00+08:00", "2023-05-08T13:56:10+08:00", "2023-06-27T10:37:00+08:00"]


# --------------------------------------------------------------------------- OpenAI-style


def test_openai_shapes_parts_times_and_stable_reimport(home: Path, tmp_path: Path) -> None:
    mem_run(home, "config", "set", "user.timezone", '"Asia/Shanghai"')
    flat = write_json(tmp_path / "flat.json", [
        {"role": "system", "content": "ignored"},
        {"role": "user", "content": "I love jazz 我喜欢爵士乐", "timestamp": "2024-02-03 22:40:00"},
        {"role": "assistant", "content": [{"type": "text", "text": "Chet Baker?"}, {"type": "image_url", "image_url": {}}],
         "created_at": 1706971230},
        {"role": "user", "content": "没有时间的消息"},
    ])
    wrapped = write_json(tmp_path / "wrapped.json", {"id": "s-42", "messages": [{"role": "user", "content": "hello"}]})
    many = write_json(tmp_path / "many.json", [{"id": "c1", "messages": [{"role": "user", "content": "one"}]},
                                                {"id": "c2", "messages": [{"role": "user", "content": "two"}]}])
    lines = tmp_path / "chat.jsonl"
    lines.write_text("\n".join(json.dumps(m, ensure_ascii=False) for m in [
        {"role": "user", "content": "第一行", "time": "2024-05-01T08:00:00+08:00"},
        {"role": "assistant", "content": "second line", "time": "2024-05-01T08:00:05+08:00"},
    ]) + "\n", encoding="utf-8")
    data = import_json(home, str(flat), str(wrapped), str(many), str(lines))
    assert [s["format"] for s in data["sources"]] == ["openai"] * 4
    assert [s["new"] for s in data["sources"]] == [3, 1, 2, 2]

    got = {r["text"]: r for r in rows(home, "SELECT text, role, occurred_at, session, external_id, extra FROM records")}
    assert got["I love jazz 我喜欢爵士乐"]["occurred_at"] == "2024-02-03T22:40:00+08:00"
    assert got["Chet Baker?"]["occurred_at"] == "2024-02-03T14:40:30+00:00"  # an epoch: absolute, kept in UTC
    assert got["Chet Baker?"]["role"] == "assistant"
    untimed = got["没有时间的消息"]
    assert json.loads(untimed["extra"]) == {"time_known": False}
    assert untimed["occurred_at"] > got["Chet Baker?"]["occurred_at"]  # keeps its place after the last known time
    assert got["hello"]["session"] == "s-42" and got["hello"]["external_id"] == "s-42:0"
    assert {got["one"]["session"], got["two"]["session"]} == {"c1", "c2"}
    assert got["second line"]["occurred_at"] == "2024-05-01T08:00:05+08:00"
    assert "ignored" not in got

    # a later mtime changes the fallback time but not the hash: still a duplicate
    os.utime(flat, (time.time() + 86400, time.time() + 86400))
    again = import_json(home, str(flat), str(wrapped), str(many), str(lines))
    assert again["imported"] == 0 and again["skipped"] == 8


def test_jsonl_export_round_trip_is_detected_and_idempotent(home: Path, tmp_path: Path) -> None:
    import_json(home, str(SAMPLE_DATA / "diary.md"))
    out = tmp_path / "export.jsonl"
    assert mem_run(home, "export", "-o", str(out)).exit_code == 0
    data = import_json(home, str(out))
    assert data["sources"][0]["format"] == "jsonl"
    assert data["imported"] == 0


# --------------------------------------------------------------------------- diary


def test_diary_heading_styles_times_titles_and_photos(home: Path, tmp_path: Path) -> None:
    (tmp_path / "img").mkdir()
    photo = tmp_path / "img" / "a b.jpg"
    photo.write_bytes(b"\xff\xd8\xff not really a jpeg, only hashed")
    diary = tmp_path / "diary.txt"
    diary.write_text(
        "## 2010-06-01 Kite day\n\nWe flew the blue kite. ![](img/a%20b.jpg)\n\n"
        "# 2024年3月5日 星期二\n第一行\n\n## Notes\n小标题也属于这一天。\n"
        "2024/03/05 21:30\nsecond entry the same day\n"
        "2024/03/05\nthird, no time\n"
        "2024/03/05\nfourth, same heading again\n",
        encoding="utf-8",
    )
    data = import_json(home, str(diary))
    assert data["sources"][0]["format"] == "diary" and data["imported"] == 5
    got = rows(home, "SELECT id, text, occurred_at, external_id, speaker, tags FROM records ORDER BY id")
    assert got[0]["text"] == "Kite day\n\nWe flew the blue kite. ![](img/a%20b.jpg)"
    assert got[1]["text"] == "第一行\n\n## Notes\n小标题也属于这一天。"
    assert [r["external_id"] for r in got] == ["2010-06-01", "2024-03-05", "2024-03-05T21:30:00", "2024-03-05#2", "2024-03-05#3"]
    assert got[2]["occurred_at"].startswith("2024-03-05T21:30:00")
    assert json.loads(got[0]["tags"]) == ["diary"] and got[0]["speaker"] == "default"
    cue = rows(home, "SELECT c.key, c.label FROM cues c JOIN record_cues rc ON rc.cue_id = c.id WHERE rc.record_id = ?",
               (got[0]["id"],))
    assert [tuple(c) for c in cue] == [("photo:sha256:" + file_sha256(photo), "a b.jpg")]


def test_diary_text_before_first_heading_is_skipped_with_a_warning(home: Path, tmp_path: Path) -> None:
    diary = tmp_path / "d.md"
    diary.write_text("# My diary\nsome intro\n\n## 2020-01-01\nhello\n", encoding="utf-8")
    result = mem_run(home, "import", str(diary))
    assert result.exit_code == 0
    assert "mem: warning:" in result.stderr and "lines 1-2" in result.stderr
    assert [r[0] for r in rows(home, "SELECT text FROM records")] == ["hello"]


# --------------------------------------------------------------------------- big inputs stream


_RSS_PROBE = """
import sys
from pathlib import Path
from memcli.importers.base import ImportContext
from memcli.importers.openai import IMPORTER
from memcli.core.timeutil import user_tz

def status_kb(key):
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith(key + ":"))

ctx = ImportContext(tz=user_tz(""), user_id="u", source_label="x")
list(IMPORTER.parse(Path(sys.argv[2]), ctx))  # warm up: imports, caches
with open("/proc/self/clear_refs", "w") as fh:
    fh.write("5")  # reset the peak (VmHWM) to the current RSS
base = status_kb("VmRSS")
count = sum(1 for _ in IMPORTER.parse(Path(sys.argv[1]), ctx))
print(count, status_kb("VmHWM") - base)
"""


def test_large_json_array_streams_in_bounded_memory(tmp_path: Path) -> None:
    """A ~20 MB message list is parsed with a small, constant working set.

    Measured in a fresh process (peak RSS minus the RSS before parsing):
    ``json.load`` of this file alone would add ~50 MB; the streaming reader
    adds a few MB, whatever the file size.
    """
    import subprocess
    import sys

    path = tmp_path / "big.json"
    message = json.dumps({"role": "user", "content": "今天和朋友去公园散步，天气很好。" * 8,
                          "timestamp": "2024-01-01T00:00:00+08:00"}, ensure_ascii=False)
    lines = 20 * 1024 * 1024 // (len(message.encode("utf-8")) + 2) + 1
    path.write_text("[\n" + ",\n".join([message] * lines) + "\n]\n", encoding="utf-8")
    assert path.stat().st_size >= 20 * 1024 * 1024
    tiny = write_json(tmp_path / "tiny.json", [{"role": "user", "content": "hi", "timestamp": "2024-01-01"}])
    if not Path("/proc/self/clear_refs").exists():
        import pytest

        pytest.skip("needs Linux /proc to measure the peak resident set size")
    out = subprocess.run([sys.executable, "-c", _RSS_PROBE, str(path), str(tiny)], capture_output=True,
                         text=True, timeout=120, check=True).stdout.split()
    count, grew_kb = int(out[0]), int(out[1])
    assert count == lines
    assert grew_kb < 12 * 1024, f"parsing a {path.stat().st_size >> 20} MB file grew RSS by {grew_kb} KB"


def test_import_paths_library_call_returns_spec_shape(tmp_path: Path) -> None:
    conn = connect(tmp_path / "h")
    try:
        report = import_paths(_store(conn), [str(SAMPLE_DATA / "chatgpt_conversations.json")], cfg=Config(), progress=False)
    finally:
        conn.close()
    assert set(report) >= {"imported", "skipped", "sources"}
    assert set(report["sources"][0]) == {"path", "format", "records", "new", "skipped"}
    assert report["sources"][0]["records"] == 9


def test_utf8_bom_and_crlf_are_handled(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "bom.json"
    chat.write_bytes("\ufeff".encode() + json.dumps([{"role": "user", "content": "带BOM的文件"}], ensure_ascii=False).encode())
    diary = tmp_path / "crlf.md"
    diary.write_bytes("\ufeff## 2024-01-02\r\n第一行\r\nsecond line\r\n".encode())
    data = import_json(home, str(chat), str(diary))
    assert [s["format"] for s in data["sources"]] == ["openai", "diary"]
    texts = sorted(r[0] for r in rows(home, "SELECT text FROM records"))
    assert texts == ["带BOM的文件", "第一行\nsecond line"]
