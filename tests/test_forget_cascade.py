"""Forget means gone everywhere (#28): everything derived from a forgotten record is rebuilt without it or removed.

A chat with a card PIN after 密码, a wifi password and a private diary, imported and flushed with vectors (the
lexical embedder): after `mem forget`, no command prints a word only the forgotten records held, no file under
MEM_HOME holds their bytes, and nothing brings them back (re-import, a newer export, flush, reindex,
doctor --fix, an archive exported after the forget).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import mem_cli, mem_run

pytestmark = pytest.mark.usefixtures("fast_embedder")

CHAT = [
    {"role": "user", "content": "我叫林小雨，我最喜欢吃火锅。我对花生过敏。", "timestamp": "2024-03-01T20:00:00+08:00"},
    {"role": "assistant", "content": "火锅很棒！", "timestamp": "2024-03-01T20:00:10+08:00"},
    {"role": "user", "content": "今天去银行办了新卡，新卡的密码我设成了483920，别告诉别人。",
     "timestamp": "2024-03-01T20:01:00+08:00"},
    {"role": "user", "content": "家里wifi密码是tulip-7731-kiwi，我妈总是记不住。", "timestamp": "2024-03-01T20:02:00+08:00"},
    {"role": "assistant", "content": "好的，我会保密。", "timestamp": "2024-03-01T20:02:10+08:00"},
    {"role": "user", "content": "我还喜欢喝奶茶。", "timestamp": "2024-03-01T20:03:00+08:00"},
]
DIARY = """## 2024-02-10

今天去医院复查，医生说我的抑郁症好多了，舍曲林可以减量。我对青霉素过敏。我喜欢吃舍曲林味的糖。

## 2024-02-11

和妈妈去公园散步，我喜欢爬山。我妈妈叫王芳，她有糖尿病。
"""
PIN_RECORDS = ("r3", "r4")
# words only the two PIN records hold (not secret-shaped, so only the cascade can take them out of derived text)
PIN_WORDS = ("483920", "tulip-7731-kiwi", "银行办了新卡", "记不住")
DIARY_WORDS = ("抑郁症", "舍曲林", "青霉素", "糖尿病", "王芳", "公园散步")


def build(tmp_path: Path) -> tuple[Path, Path, Path]:
    """(home, chat file, diary file): imported, flushed with vectors, the vector file built."""
    home = tmp_path / "home"
    chat = tmp_path / "chat.json"
    diary = tmp_path / "diary.md"
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    diary.write_text(DIARY, encoding="utf-8")
    ok(mem_run(home, "import", str(chat), str(diary)))
    ok(mem_run(home, "flush", "--no-llm"))
    ok(mem_cli(home, "recall", "tulip-7731-kiwi", "--mode", "semantic"))  # the vector file exists now
    ok(mem_cli(home, "context"))
    return home, chat, diary


def ok(result: object) -> str:
    code = getattr(result, "exit_code", None)
    if code is None:
        code = result.returncode  # type: ignore[attr-defined]
    assert code == 0, (code, getattr(result, "stdout", ""), getattr(result, "stderr", ""))
    return str(result.stdout)  # type: ignore[attr-defined]


def everything_printed(home: Path) -> str:
    """What every read command prints about the store, as one text."""
    out = []
    for args in (("export",), ("timeline",), ("timeline", "--json"), ("profile", "--json"), ("people", "--json"),
                 ("context", "--budget", "4000"), ("stats", "--json"), ("cues",)):
        out.append(ok(mem_cli(home, *args)))
    for query in ("483920", "密码", "银行", "抑郁症", "舍曲林", "王芳", "tulip-7731-kiwi", "糖尿病"):
        for mode in ("fast", "semantic"):
            out.append(ok(mem_cli(home, "recall", query, "--mode", mode, "--json")))
    return "\n".join(out)


def absent(text: str, words: tuple[str, ...]) -> list[str]:
    return [w for w in words if w in text]


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_forgetting_the_pin_records_rebuilds_the_event_without_them(tmp_path: Path) -> None:
    home, _chat, _diary = build(tmp_path)
    timeline = json.loads(ok(mem_cli(home, "timeline", "--json")))
    chat_event = next(e for e in timeline if "r3" in e["sources"])
    report = json.loads(ok(mem_run(home, "forget", *PIN_RECORDS, "--json")))
    assert [i["id"] for i in report["forgotten"] if i["kind"] == "record"] == list(PIN_RECORDS)
    rebuilt = {i["id"]: i for i in report["rebuilt"]}
    assert chat_event["id"] in rebuilt, report
    assert rebuilt[chat_event["id"]]["sources_removed"] == list(PIN_RECORDS)
    assert absent(rebuilt[chat_event["id"]]["text"], PIN_WORDS) == []
    assert absent(everything_printed(home), PIN_WORDS) == []
    # the event is still there, told from what is left of the chat
    event = json.loads(ok(mem_cli(home, "read", chat_event["id"], "--json")))
    assert "林小雨" in json.dumps(event, ensure_ascii=False)
    assert not set(PIN_RECORDS) & set(event["sources"])
    assert ok(mem_cli(home, "doctor")).count("ok") >= 1


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_forgetting_the_diary_rebuilds_slots_it_shared_with_the_chat(tmp_path: Path) -> None:
    home, _chat, diary = build(tmp_path)
    before = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(ok(mem_cli(home, "profile", "--json")))}
    assert "舍曲林" in before[("interest", "food")] and "花生" in before[("health", "allergies")]
    report = json.loads(ok(mem_run(home, "forget", "--source", str(diary), "--json")))
    assert report["rebuilt"], report
    slots = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(ok(mem_cli(home, "profile", "--json")))}
    assert slots[("interest", "food")] == "火锅、奶茶"
    assert slots[("health", "allergies")] == "花生"
    assert absent(everything_printed(home), DIARY_WORDS) == []


def _files_holding(home: Path, words: tuple[str, ...]) -> list[tuple[str, str]]:
    found = []
    for path in sorted(home.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            found += [(str(path.relative_to(home)), w) for w in words if w.encode() in data]
    return found


def test_no_file_under_the_store_home_keeps_a_forgotten_word(tmp_path: Path) -> None:
    home, _chat, diary = build(tmp_path)
    assert _files_holding(home, PIN_WORDS + DIARY_WORDS), "the words should be on disk before the forget"
    ok(mem_run(home, "forget", *PIN_RECORDS))
    ok(mem_run(home, "forget", "--source", str(diary)))
    assert _files_holding(home, PIN_WORDS + DIARY_WORDS) == []
    # and after the next semantic recall rebuilds the vector file and a pack is cached
    ok(mem_cli(home, "recall", "火锅", "--mode", "semantic"))
    ok(mem_cli(home, "context"))
    assert _files_holding(home, PIN_WORDS + DIARY_WORDS) == []


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_nothing_brings_the_forgotten_words_back(tmp_path: Path) -> None:
    home, chat, diary = build(tmp_path)
    ok(mem_run(home, "forget", *PIN_RECORDS))
    ok(mem_run(home, "forget", "--source", str(diary)))
    # the same files again, and a newer export of the chat: two more messages and another conversation id
    newer = tmp_path / "newer.json"
    messages = [dict(m) for m in CHAT]
    messages[0]["timestamp"] = "2024-03-01T20:00:01+08:00"
    messages += [{"role": "user", "content": "周末想去看电影。", "timestamp": "2024-03-02T10:00:00+08:00"}]
    newer.write_text(json.dumps(messages, ensure_ascii=False), encoding="utf-8")
    ok(mem_run(home, "import", str(chat), str(diary), str(newer)))
    ok(mem_run(home, "flush", "--no-llm"))
    ok(mem_run(home, "reindex"))
    ok(mem_run(home, "doctor", "--fix"))
    assert absent(everything_printed(home), PIN_WORDS + DIARY_WORDS) == []
    assert "周末想去看电影" in ok(mem_cli(home, "export"))  # the new message itself was imported
    # an archive exported after the forget restores without them
    archive = tmp_path / "after.jsonl"
    ok(mem_run(home, "export", "-o", str(archive)))
    fresh = tmp_path / "fresh"
    ok(mem_run(fresh, "import", str(archive)))
    ok(mem_run(fresh, "flush", "--no-llm"))
    ok(mem_run(fresh, "reindex"))
    ok(mem_run(fresh, "import", str(chat), str(diary)))
    ok(mem_run(fresh, "flush", "--no-llm"))
    assert absent(everything_printed(fresh), PIN_WORDS + DIARY_WORDS) == []
    # and a backup made after the forget restores without them
    backup = tmp_path / "after.db"
    ok(mem_run(home, "backup", str(backup)))
    restored = tmp_path / "restored"
    ok(mem_run(restored, "restore", str(backup)))
    ok(mem_run(restored, "import", str(chat), str(diary)))
    ok(mem_run(restored, "flush", "--no-llm"))
    assert absent(everything_printed(restored), PIN_WORDS + DIARY_WORDS) == []


def test_dry_run_lists_what_is_rebuilt_and_what_is_removed_and_changes_nothing(tmp_path: Path) -> None:
    home, _chat, diary = build(tmp_path)
    before = ok(mem_cli(home, "export"))
    dry = json.loads(ok(mem_run(home, "forget", "--source", str(diary), "--dry-run", "--json")))
    assert dry["dry_run"] and dry["rebuilt"] and any(i["kind"] != "record" for i in dry["forgotten"])
    text = ok(mem_run(home, "forget", "--source", str(diary), "--dry-run"))
    assert "would rebuild" in text and "would forget" in text
    assert ok(mem_cli(home, "export")) == before
    real = json.loads(ok(mem_run(home, "forget", "--source", str(diary), "--json")))
    assert [i["id"] for i in real["forgotten"]] == [i["id"] for i in dry["forgotten"]]
    assert [(i["id"], i["text"]) for i in real["rebuilt"]] == [(i["id"], i["text"]) for i in dry["rebuilt"]]


def test_forget_by_matching_text(tmp_path: Path) -> None:
    home, _chat, _diary = build(tmp_path)
    dry = json.loads(ok(mem_run(home, "forget", "--match", "舍曲林", "--dry-run", "--json")))
    assert [i["id"] for i in dry["forgotten"] if i["kind"] == "record"] == ["r7"]
    assert dry["match"]["records"] == 1 and dry["match"]["derived"] >= 2  # the food slot, the event, …
    ok(mem_run(home, "forget", "--match", "舍曲林"))
    assert absent(everything_printed(home), ("舍曲林", "抑郁症")) == []
    # the match is exact text in any script, not a search expression
    code, _out, err = mem_run(home, "forget", "--match", "tulip-7731-kiwi")
    assert code == 0, err
    assert absent(everything_printed(home), ("tulip-7731-kiwi", "记不住")) == []


@pytest.mark.parametrize("text", ["", "   "])
def test_forget_match_refuses_an_empty_text(tmp_path: Path, text: str) -> None:
    home = tmp_path / "home"
    ok(mem_run(home, "record", "一条日记", "--at", "2024-01-01"))
    code, _out, err = mem_run(home, "forget", "--match", text)
    assert code == 2 and "--match" in err
    assert "一条日记" in ok(mem_cli(home, "export"))


@pytest.mark.parametrize("text", ['"密码"', "密码*", 'NEAR(密码 银行)'])
def test_forget_match_takes_search_syntax_literally_and_says_so(tmp_path: Path, text: str) -> None:
    home = tmp_path / "home"
    ok(mem_run(home, "record", "新卡的密码我设成了483920", "--at", "2024-01-01"))
    code, _out, err = mem_run(home, "forget", "--match", text)
    assert code == 1 and err.startswith("mem: error:") and "exact text" in err
    assert "483920" in ok(mem_cli(home, "export"))


def _many_matching(tmp_path: Path, n: int) -> Path:
    home = tmp_path / "home"
    lines = [{"role": "user", "content": f"第{i}天：今天也很开心", "timestamp": "2020-01-01T00:00:00Z"}
             for i in range(n)]
    many = tmp_path / "many.json"
    many.write_text(json.dumps(lines, ensure_ascii=False), encoding="utf-8")
    ok(mem_run(home, "import", str(many)))
    ok(mem_run(home, "record", "一条无关的日记", "--at", "2020-02-01"))
    return home


def _needs_confirmation(home: Path, n: int) -> None:
    code, _out, err = mem_run(home, "forget", "--match", "开心")
    assert code == 1 and f"{n:,} records" in err and "--yes" in err and "nothing was forgotten" in err
    assert json.loads(ok(mem_cli(home, "stats", "--json")))["records"] == n + 1
    dry = json.loads(ok(mem_run(home, "forget", "--match", "开心", "--dry-run", "--json")))
    assert dry["match"]["records"] == n and len(dry["forgotten"]) == n
    text = ok(mem_run(home, "forget", "--match", "开心", "--dry-run"))
    assert f"… and {n - 20:,} more records" in text and len(text.splitlines()) < 30
    assert json.loads(ok(mem_cli(home, "stats", "--json")))["records"] == n + 1
    ok(mem_run(home, "forget", "--match", "开心", "--yes"))
    assert json.loads(ok(mem_cli(home, "stats", "--json")))["records"] == 1


def test_a_match_over_many_records_needs_confirmation(tmp_path: Path) -> None:
    _needs_confirmation(_many_matching(tmp_path, 60), 60)


@pytest.mark.slow
def test_a_match_over_ten_thousand_records_needs_confirmation(tmp_path: Path) -> None:
    _needs_confirmation(_many_matching(tmp_path, 10_000), 10_000)


def test_derived_text_never_carries_a_secret_and_import_says_so(tmp_path: Path) -> None:
    home = tmp_path / "home"
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    result = mem_run(home, "import", str(chat))
    assert result.exit_code == 0
    assert "2 records" in result.stderr and "mem forget --secrets --dry-run" in result.stderr
    ok(mem_run(home, "flush", "--no-llm"))
    derived = ok(mem_cli(home, "timeline", "--json")) + ok(mem_cli(home, "profile", "--json")) \
        + ok(mem_cli(home, "people", "--json")) + ok(mem_cli(home, "context"))
    assert absent(derived, ("483920", "tulip-7731-kiwi")) == []
    assert "483920" in ok(mem_cli(home, "read", "r3"))  # the raw record keeps what the user wrote
    listed = json.loads(ok(mem_run(home, "forget", "--secrets", "--dry-run", "--json")))
    assert [i["id"] for i in listed["forgotten"] if i["kind"] == "record"] == ["r3", "r4"]
    assert "483920" in ok(mem_cli(home, "export"))  # a dry run changed nothing


def test_a_forget_that_rebuilds_leaves_doctor_nothing_to_find(tmp_path: Path) -> None:
    home, _chat, diary = build(tmp_path)
    ok(mem_run(home, "forget", "r3", "--source", str(diary)))
    report = json.loads(ok(mem_cli(home, "doctor", "--json")))
    assert report["ok"] and report["problems"] == 0, report


def test_the_timeline_page_and_mcp_resources_after_a_forget(tmp_path: Path) -> None:
    home, _chat, diary = build(tmp_path)
    ok(mem_run(home, "forget", *PIN_RECORDS, "--source", str(diary)))
    page = tmp_path / "timeline.html"
    ok(mem_run(home, "timeline", "--html", str(page)))
    assert absent(page.read_text(encoding="utf-8"), PIN_WORDS + DIARY_WORDS) == []
    pytest.importorskip("mcp.server", reason="the MCP SDK is not installed")
    import anyio
    from mcp import Client

    from memcli.mcp.server import build_server

    server, store = build_server(home)

    async def main() -> str:
        async with Client(server) as client:
            texts = []
            for uri in ("mem://profile", "mem://context"):
                res = await client.read_resource(uri)
                texts += [getattr(c, "text", "") for c in res.contents]
            return "\n".join(texts)

    try:
        served = anyio.run(main)
    finally:
        store.close()
    assert "林小雨" in served and absent(served, PIN_WORDS + DIARY_WORDS) == []


def test_mcp_forget_by_match(tmp_path: Path) -> None:
    pytest.importorskip("mcp.server", reason="the MCP SDK is not installed")
    import anyio
    from mcp import Client

    from memcli.mcp.server import build_server

    home, _chat, _diary = build(tmp_path)
    server, store = build_server(home)

    async def main() -> None:
        async with Client(server) as client:
            dry = await client.call_tool("forget", {"match": "483920", "dry_run": True})
            assert not dry.is_error, dry.content
            assert [i["id"] for i in dry.structured_content["forgotten"] if i["kind"] == "record"] == ["r3"]
            done = await client.call_tool("forget", {"match": "483920"})
            assert not done.is_error and done.structured_content["counts"]["records"] == 1
            empty = await client.call_tool("forget", {"match": ""})
            assert empty.is_error
            neither = await client.call_tool("forget", {})
            assert neither.is_error

    try:
        anyio.run(main)
    finally:
        store.close()
    assert "483920" not in ok(mem_cli(home, "export"))


def test_backup_made_before_the_forget_still_holds_it(tmp_path: Path) -> None:
    """What README says about backups: a copy made before the forget is the user's own and is not touched."""
    home, _chat, _diary = build(tmp_path)
    backup = tmp_path / "before.db"
    ok(mem_run(home, "backup", str(backup)))
    ok(mem_run(home, "forget", *PIN_RECORDS))
    assert b"483920" in backup.read_bytes()
    shutil.rmtree(home / "vectors", ignore_errors=True)


def test_doctor_finds_secrets_an_older_flush_copied_and_fix_derives_them_again(tmp_path: Path) -> None:
    """A store distilled before derived text was masked: the gist quotes the PIN. `mem doctor --fix` derives the
    event again from its records (through the cascade's rederive path) and the PIN is gone from it."""
    import sqlite3

    home, _chat, _diary = build(tmp_path)
    conn = sqlite3.connect(home / "mem.db")
    eid = conn.execute("SELECT event_id FROM event_sources WHERE record_id = 3").fetchone()[0]
    conn.execute("UPDATE events SET gists = ? WHERE id = ?",
                 (json.dumps(["新卡的密码我设成了483920，别告诉别人。"], ensure_ascii=False), eid))
    conn.commit()
    conn.close()
    code, out, _err = mem_run(home, "doctor", "--json")
    checks = {c["name"]: c for c in json.loads(out)["checks"]}
    assert code == 1 and not checks["secrets"]["ok"] and checks["secrets"]["problems"] == 1
    ok(mem_run(home, "doctor", "--fix"))
    report = json.loads(ok(mem_cli(home, "doctor", "--json")))
    assert report["ok"], report
    event = next(e for e in json.loads(ok(mem_cli(home, "timeline", "--json"))) if e["id"] == f"e{eid}")
    told = json.dumps([event["summary"], event["gists"]], ensure_ascii=False)
    assert "483920" not in told and "林小雨" in told and "•••" in told
    assert "483920" in ok(mem_cli(home, "read", "r3"))  # the record itself is the user's, as written
