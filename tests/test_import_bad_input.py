"""Bad input to `mem import`: one clear error line naming the file, exit 1, store unchanged."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import SAMPLE_DATA, mem_run

TABLES = ("records", "buffer", "cues", "record_cues", "watermarks")


def dump(home: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row that an import could touch, including the full-text index."""
    conn = sqlite3.connect(home / "mem.db")
    try:
        out = {t: [tuple(r) for r in conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2")] for t in TABLES}
        out["records_fts"] = [tuple(r) for r in conn.execute("SELECT rowid, body FROM records_fts ORDER BY rowid")]
        return out
    finally:
        conn.close()


@pytest.fixture
def seeded(home: Path) -> Path:
    """A store that already holds the sample diary, so "unchanged" means something."""
    result = mem_run(home, "import", str(SAMPLE_DATA / "diary.md"))
    assert result.exit_code == 0, result.stderr
    return home


def assert_refused(home: Path, args: list[str], name: str, *needles: str, input: bytes | None = None) -> str:
    before = dump(home)
    result = mem_run(home, "import", *args, input=input)
    lines = result.stderr.strip().splitlines()
    assert result.exit_code == 1, (result.stdout, result.stderr)
    assert len(lines) == 1 and lines[0].startswith("mem: error: "), result.stderr
    assert name in lines[0], lines[0]
    for needle in needles:
        assert needle in lines[0], lines[0]
    assert result.stdout == ""
    assert dump(home) == before
    return lines[0]


def _write(path: Path, data: str | bytes) -> Path:
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, encoding="utf-8")
    return path


CASES: dict[str, tuple[Callable[[Path], Path], list[str], tuple[str, ...]]] = {
    # name: (make the input, extra flags, words the error must contain)
    "empty": (lambda d: _write(d / "empty.json", b""), [], ("empty",)),
    "whitespace only": (lambda d: _write(d / "blank.json", "  \n\n"), ["--format", "openai"], ("empty",)),
    "truncated json": (
        lambda d: _write(d / "cut.json", '[{"role": "user", "content": "你好"}, {"role": "assistant", "cont'),
        [], ("truncated", "entry 1"),
    ),
    "invalid json mid-file": (
        lambda d: _write(d / "bad.json", '[\n{"role": "user", "content": "a"},\n{"role": "user" "content": "b"}\n]'),
        [], ("line 3",),
    ),
    "wrong shape, detected": (lambda d: _write(d / "shape.json", '{"foo": [1, 2, 3]}'), [], ("cannot tell the format",)),
    "wrong shape, openai": (
        lambda d: _write(d / "shape2.json", '{"foo": [1, 2, 3]}'), ["--format", "openai"], ("'messages'",),
    ),
    "wrong shape, chatgpt": (lambda d: _write(d / "shape3.json", "[1, 2]"), ["--format", "chatgpt"], ("conversation 0",)),
    "wrong shape, locomo": (
        lambda d: _write(d / "shape4.json", '[{"conversation": {"speaker_a": "A"}}]'), ["--format", "locomo"],
        ("speaker_b",),
    ),
    "scalar json": (lambda d: _write(d / "scalar.json", '"hello"'), ["--format", "openai"], ("JSON array or object",)),
    "binary garbage": (lambda d: _write(d / "garbage.bin", bytes(range(256)) * 40), [], ("binary",)),
    "zip archive": (lambda d: _write(d / "export.zip", b"PK\x03\x04" + b"\x00" * 200), [], ("zip", "unzip")),
    "utf-16": (lambda d: _write(d / "u16.md", "## 2024-01-01\n你好\n".encode("utf-16")), [], ("UTF-16", "iconv")),
    "latin-1": (
        lambda d: _write(d / "latin.md", "## 2024-01-01\nJ'ai mangé une crêpe à Paris, très bon.\n".encode("latin-1")),
        [], ("not UTF-8", "iconv"),
    ),
    "message without text": (
        lambda d: _write(d / "notext.json", json.dumps([{"role": "user", "content": "有内容"}, {"role": "user", "content": ""}])),
        [], ("message 1", "no text"),
    ),
    "message without role": (lambda d: _write(d / "norole.json", '[{"role": "user", "content": "a"}, {"content": "b"}]'),
                             ["--format", "openai"], ("message 1", "role")),
    "unparseable message time": (
        lambda d: _write(d / "when.json", json.dumps([{"role": "user", "content": "a", "timestamp": "next tuesday"}])),
        [], ("message 0", "next tuesday"),
    ),
    "unparseable diary date": (
        lambda d: _write(d / "dates.md", "## 2024-01-01\nok\n\n## 2024-02-30\nnot a day\n"), [], ("line 4", "2024-02-30"),
    ),
    "unparseable chinese diary date": (
        lambda d: _write(d / "cn.md", "# 2024年1月1日\n好\n# 2024年13月5日\n坏\n"), [], ("line 3", "2024年13月5日"),
    ),
    "unparseable locomo session time": (
        lambda d: _write(d / "loco.json", json.dumps([{"sample_id": "s1", "conversation": {
            "speaker_a": "A", "speaker_b": "B", "session_1_date_time": "sometime in May",
            "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi"}]}}])),
        [], ("session_1_date_time", "sometime in May"),
    ),
    "diary without headings": (lambda d: _write(d / "notes.txt", "just some notes\nno dates here\n"),
                               ["--format", "diary"], ("no dated headings",)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bad_file_is_refused_and_store_unchanged(seeded: Path, tmp_path: Path, case: str) -> None:
    make, flags, needles = CASES[case]
    path = make(tmp_path)
    assert_refused(seeded, [str(path), *flags], path.name, *needles)


def test_unknown_format_is_a_usage_error(seeded: Path, tmp_path: Path) -> None:
    before = dump(seeded)
    result = mem_run(seeded, "import", str(_write(tmp_path / "x.json", "[]")), "--format", "nosuch")
    assert result.exit_code == 2 and "'nosuch' is not one of auto, jsonl" in result.stderr
    assert dump(seeded) == before


def test_missing_path(seeded: Path, tmp_path: Path) -> None:
    assert_refused(seeded, [str(tmp_path / "nope.json")], "nope.json", "no such file")


def test_directory(seeded: Path, tmp_path: Path) -> None:
    folder = tmp_path / "chats"
    folder.mkdir()
    (folder / "a.json").write_text("[]", encoding="utf-8")
    assert_refused(seeded, [str(folder)], "chats", "directory")
    assert_refused(seeded, [str(folder), "--format", "openai"], "chats", "directory")


def test_bad_stdin_is_named_stdin(seeded: Path) -> None:
    assert_refused(seeded, ["-"], "stdin", "truncated", input=b'[{"role": "user", "content": "x"')
    assert_refused(seeded, ["-", "-"], "stdin", "once")


def test_no_mojibake_from_latin1_even_with_explicit_format(seeded: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "latin.txt", "2024/01/01\nCafé crème\n".encode("latin-1"))
    assert_refused(seeded, [str(path), "--format", "diary"], "latin.txt", "not UTF-8")
    conn = sqlite3.connect(seeded / "mem.db")
    assert conn.execute("SELECT COUNT(*) FROM records WHERE text LIKE '%Caf%'").fetchone()[0] == 0
    conn.close()


def test_gbk_diary_is_decoded_with_a_warning(seeded: Path, tmp_path: Path) -> None:
    text = "# 2024年3月5日\n今天和妈妈王芳去西湖散步，吃了很好吃的杭帮菜。\n\n2024/03/06\n妹妹林小雪打电话来了。\n"
    path = _write(tmp_path / "gbk.md", text.encode("gbk"))
    result = mem_run(seeded, "import", str(path), "--json")
    assert result.exit_code == 0, result.stderr
    assert "mem: warning:" in result.stderr and "GB18030" in result.stderr
    assert json.loads(result.stdout)["imported"] == 2
    conn = sqlite3.connect(seeded / "mem.db")
    stored = [r[0] for r in conn.execute("SELECT text FROM records WHERE source_path LIKE '%gbk.md' ORDER BY id")]
    conn.close()
    assert stored == ["今天和妈妈王芳去西湖散步，吃了很好吃的杭帮菜。", "妹妹林小雪打电话来了。"]


def test_gbk_error_beyond_the_sample_names_the_line(seeded: Path, tmp_path: Path) -> None:
    # valid UTF-8 for the first 64 KiB, then a GBK line: refused with its line number
    head = "## 2024-01-01\n" + ("hello world\n" * 6000)
    path = _write(tmp_path / "mixed.md", head.encode("utf-8") + "坏的编码\n".encode("gbk"))
    assert_refused(seeded, [str(path)], "mixed.md", "line 6002", "not valid UTF-8")


def test_second_file_bad_keeps_the_first_and_nothing_of_the_second(home: Path, tmp_path: Path) -> None:
    good = SAMPLE_DATA / "chat_openai.json"
    bad = _write(tmp_path / "bad.json", json.dumps([{"role": "user", "content": "从坏文件来的第一条"},
                                                    {"role": "user", "content": "   "}], ensure_ascii=False))
    third = SAMPLE_DATA / "diary.md"
    result = mem_run(home, "import", str(good), str(bad), str(third))
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert "chat_openai.json: openai, 32 records, 32 new" in lines[0]
    assert lines[-1].startswith("mem: error: ") and "bad.json" in lines[-1] and "message 1" in lines[-1]
    conn = sqlite3.connect(home / "mem.db")
    formats = dict(conn.execute("SELECT source_format, COUNT(*) FROM records GROUP BY 1").fetchall())
    assert conn.execute("SELECT COUNT(*) FROM records WHERE text LIKE '%坏文件%'").fetchone()[0] == 0
    assert conn.execute("SELECT COUNT(*) FROM buffer").fetchone()[0] == 32
    conn.close()
    assert formats == {"openai": 32}  # the file after the bad one is not attempted
    # fixing the bad file and re-running imports the rest without duplicates
    bad.write_text(json.dumps([{"role": "user", "content": "从坏文件来的第一条"}], ensure_ascii=False), encoding="utf-8")
    again = mem_run(home, "import", str(good), str(bad), str(third), "--json")
    assert again.exit_code == 0
    assert [(s["new"], s["skipped"]) for s in json.loads(again.stdout)["sources"]] == [(0, 32), (1, 0), (15, 0)]


def test_a_first_import_that_cannot_start_creates_no_store(tmp_path: Path) -> None:
    """Issue #34: a failed first import left an empty mem.db (and the folder), so the next command found "a
    store" with nothing in it. Inputs are now checked before the store is created."""
    home = tmp_path / "fresh" / "mem"
    binary = _write(tmp_path / "photo.json", bytes(range(256)) * 4)
    empty = _write(tmp_path / "empty.json", "")
    folder = tmp_path / "folder"
    folder.mkdir()
    cases = [[str(tmp_path / "missing.json")], [str(empty)], [str(binary)], [str(folder)],
             [str(SAMPLE_DATA / "diary.md"), str(tmp_path / "missing.json")],  # the second is missing: nothing yet
             ["--format", "nope", str(SAMPLE_DATA / "diary.md")], ["--me", " ", str(SAMPLE_DATA / "diary.md")]]
    for args in cases:
        r = mem_run(home, "import", *args)
        assert r.exit_code in (1, 2), (args, r.output)
        assert not (home / "mem.db").exists(), args
    assert not home.exists()
    assert mem_run(home, "import", str(SAMPLE_DATA / "diary.md")).exit_code == 0
    assert (home / "mem.db").exists()
