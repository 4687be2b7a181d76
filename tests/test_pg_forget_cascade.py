"""Forget means gone everywhere (#28) on PostgreSQL, through the real CLI: the same cascade as on SQLite, and
after the forget (and the VACUUM FULL it runs) the forgotten words are in no table or index file of the database.
"""

from __future__ import annotations

import json
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from conftest import mem_cli
from pg_fixture import PgServer
from test_forget_cascade import CHAT, DIARY, DIARY_WORDS, PIN_RECORDS, PIN_WORDS, absent

pytestmark = [pytest.mark.pg, pytest.mark.usefixtures("fast_embedder")]

READS = (("export",), ("timeline", "--json"), ("profile", "--json"), ("people", "--json"), ("context",),
         ("stats", "--json"))


def mem(home: Path, url: str, *args: str) -> CompletedProcess[str]:
    return mem_cli(home, *args, env={"MEM_STORE": url})


def ok(result: CompletedProcess[str]) -> str:
    assert result.returncode == 0, (result.returncode, result.stdout, result.stderr)
    return result.stdout


def _build(tmp_path: Path, url: str) -> tuple[Path, Path, Path]:
    home = tmp_path / "h"
    chat, diary = tmp_path / "chat.json", tmp_path / "diary.md"
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    diary.write_text(DIARY, encoding="utf-8")
    ok(mem(home, url, "import", str(chat), str(diary)))
    ok(mem(home, url, "flush", "--no-llm"))
    return home, chat, diary


def _printed(home: Path, url: str) -> str:
    out = [ok(mem(home, url, *args)) for args in READS]
    for query in ("483920", "密码", "银行", "舍曲林", "王芳", "tulip-7731-kiwi"):
        out.append(ok(mem(home, url, "recall", query, "--mode", "semantic", "--json")))
    return "\n".join(out)


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_forget_rebuilds_and_removes_on_postgres(pg_url: str, tmp_path: Path) -> None:
    home, chat, diary = _build(tmp_path, pg_url)
    report = json.loads(ok(mem(home, pg_url, "forget", *PIN_RECORDS, "--json")))
    assert [i["id"] for i in report["rebuilt"] if i["kind"] == "event"], report
    diary_report = json.loads(ok(mem(home, pg_url, "forget", "--source", str(diary), "--json")))
    assert diary_report["rebuilt"]
    slots = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(ok(mem(home, pg_url, "profile", "--json")))}
    assert slots[("interest", "food")] == "火锅、奶茶" and slots[("health", "allergies")] == "花生"
    assert absent(_printed(home, pg_url), PIN_WORDS + DIARY_WORDS) == []
    # nothing brings them back: the same files, a newer export of the chat, flush, reindex, doctor --fix
    newer = tmp_path / "newer.json"
    messages = [dict(m) for m in CHAT]
    messages[0]["timestamp"] = "2024-03-01T20:00:01+08:00"
    newer.write_text(json.dumps(messages, ensure_ascii=False), encoding="utf-8")
    ok(mem(home, pg_url, "import", str(chat), str(diary), str(newer)))
    ok(mem(home, pg_url, "flush", "--no-llm"))
    ok(mem(home, pg_url, "reindex"))
    ok(mem(home, pg_url, "doctor", "--fix"))
    assert absent(_printed(home, pg_url), PIN_WORDS + DIARY_WORDS) == []
    doctor = json.loads(ok(mem(home, pg_url, "doctor", "--json")))
    assert doctor["ok"], doctor


def test_forget_by_match_on_postgres(pg_url: str, tmp_path: Path) -> None:
    home, _chat, _diary = _build(tmp_path, pg_url)
    dry = json.loads(ok(mem(home, pg_url, "forget", "--match", "舍曲林", "--dry-run", "--json")))
    assert [i["id"] for i in dry["forgotten"] if i["kind"] == "record"] == ["r7"] and dry["match"]["derived"] >= 2
    assert "舍曲林" in ok(mem(home, pg_url, "export"))
    ok(mem(home, pg_url, "forget", "--match", "舍曲林"))
    assert absent(_printed(home, pg_url), ("舍曲林", "抑郁症")) == []
    secrets = json.loads(ok(mem(home, pg_url, "forget", "--secrets", "--dry-run", "--json")))
    assert [i["id"] for i in secrets["forgotten"] if i["kind"] == "record"] == list(PIN_RECORDS)


def _database_files(server: PgServer, url: str) -> list[Path]:
    """The files of every table, index and TOAST table of the test database (as the server's superuser)."""
    import psycopg

    name = url.split("@/", 1)[1].split("?", 1)[0]
    with psycopg.connect(server.url(name), autocommit=True) as conn:
        conn.execute("CHECKPOINT")
        data = Path(conn.execute("SHOW data_directory").fetchone()[0])
        rels = [r[0] for r in conn.execute(
            "SELECT pg_relation_filepath(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname IN ('public', 'pg_toast') AND c.relkind IN ('r', 'i', 't') "
            "AND pg_relation_filepath(c.oid) IS NOT NULL")]
    files: list[Path] = []
    for rel in rels:
        base = data / rel
        files += [p for p in base.parent.glob(base.name + "*") if p.is_file()]
    return files


def _holding(files: list[Path], words: tuple[str, ...]) -> list[tuple[str, str]]:
    return [(p.name, w) for p in files for w in words if w.encode() in p.read_bytes()]


def test_forgotten_words_leave_the_table_and_index_files(pg_server: PgServer, pg_url: str, tmp_path: Path) -> None:
    home, _chat, diary = _build(tmp_path, pg_url)
    words = ("银行办了新卡", "记不住", "舍曲林", "抑郁症", "483920")
    assert _holding(_database_files(pg_server, pg_url), words), "the words should be in the files before"
    ok(mem(home, pg_url, "forget", *PIN_RECORDS))
    ok(mem(home, pg_url, "forget", "--source", str(diary)))
    assert _holding(_database_files(pg_server, pg_url), words) == []
