"""`mem import` for real chat-app and journal exports, through the CLI.

Every format has a small realistic sample under ``tests/fixtures/formats``
(or built here: SQLite logs, zips, broken variants). The store's zone is
Asia/Shanghai so every time below is checked with its offset.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import zipfile
from pathlib import Path
from typing import Any

import pytest
from conftest import mem_run

FIX = Path(__file__).parent / "fixtures" / "formats"
ST_FILE = FIX / "sillytavern" / "Seraphina - 2024-06-05@15h12m30s.jsonl"
WA_ANDROID = FIX / "whatsapp" / "WhatsApp Chat with Alice.txt"
WA_IOS = FIX / "whatsapp" / "ios" / "WhatsApp Chat - Hiking Club" / "_chat.txt"


# --------------------------------------------------------------------------- helpers


@pytest.fixture
def shanghai(home: Path) -> Path:
    """A store whose user zone is Asia/Shanghai (so offsets in assertions are fixed)."""
    result = mem_run(home, "config", "set", "user.timezone", '"Asia/Shanghai"')
    assert result.exit_code == 0, result.stderr
    return home


def imp(home: Path, *args: str, input: str | None = None) -> dict[str, Any]:
    result = mem_run(home, "import", *args, "--json", input=input)
    assert result.exit_code == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def records(home: Path, fmt: str | None = None) -> list[dict[str, Any]]:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    try:
        sql = "SELECT * FROM records" + (" WHERE source_format = ?" if fmt else "") + " ORDER BY id"
        out = []
        for row in conn.execute(sql, (fmt,) if fmt else ()):
            rec = dict(row)
            rec["tags"] = json.loads(rec["tags"])
            rec["extra"] = json.loads(rec["extra"])
            out.append(rec)
        return out
    finally:
        conn.close()


def by_id(recs: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r["external_id"]: r for r in recs}


def cues(home: Path) -> dict[str, str]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return {k: label for k, label in conn.execute("SELECT key, label FROM cues")}
    finally:
        conn.close()


def count(home: Path) -> int:
    if not (home / "mem.db").exists():
        return 0
    conn = sqlite3.connect(home / "mem.db")
    try:
        return int(conn.execute("SELECT count(*) FROM records").fetchone()[0])
    finally:
        conn.close()


def dayone_zip(tmp_path: Path) -> Path:
    """The Day One fixture folder packed the way the app exports it (Journal.json + photos/)."""
    target = tmp_path / "Export - Journal.zip"
    with zipfile.ZipFile(target, "w") as zf:
        zf.write(FIX / "dayone" / "Journal.json", "Journal.json")
        for photo in sorted((FIX / "dayone" / "photos").iterdir()):
            zf.write(photo, f"photos/{photo.name}")
    return target


# -- llm logs.db in both layouts (built here: binary fixtures do not belong in git) --

LEGACY_SCHEMA = """
CREATE TABLE conversations (id TEXT PRIMARY KEY, name TEXT, model TEXT);
CREATE TABLE responses (id TEXT PRIMARY KEY, model TEXT, prompt TEXT, system TEXT, prompt_json TEXT,
  options_json TEXT, response TEXT, response_json TEXT, conversation_id TEXT REFERENCES conversations(id),
  duration_ms INTEGER, datetime_utc TEXT, input_tokens INTEGER, output_tokens INTEGER, token_details TEXT,
  schema_id TEXT);
"""
STORE_SCHEMA = """
CREATE TABLE fragments (id INTEGER PRIMARY KEY, hash TEXT, content TEXT, datetime_utc TEXT, source TEXT);
CREATE TABLE messages (hash TEXT PRIMARY KEY, parent_hash TEXT REFERENCES messages(hash), role TEXT,
  provider_metadata TEXT);
CREATE TABLE parts (id INTEGER PRIMARY KEY, message_hash TEXT REFERENCES messages(hash), position INTEGER,
  type TEXT, tool_name TEXT, text TEXT, payload TEXT);
CREATE TABLE threads (id TEXT PRIMARY KEY, name TEXT, tip_message_hash TEXT REFERENCES messages(hash),
  forked_from TEXT REFERENCES threads(id), datetime_utc TEXT);
CREATE TABLE turns (id TEXT PRIMARY KEY, thread_id TEXT REFERENCES threads(id),
  parent_message_hash TEXT REFERENCES messages(hash), tip_message_hash TEXT REFERENCES messages(hash),
  model TEXT, resolved_model TEXT, options_json TEXT, schema_id TEXT, input_tokens INTEGER,
  output_tokens INTEGER, token_details TEXT, duration_ms INTEGER, datetime_utc TEXT);
"""


def legacy_db(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.executescript(LEGACY_SCHEMA)
    conn.execute("INSERT INTO conversations VALUES ('01h8conv', 'pelican names', 'gpt-4o-mini')")
    rows = [
        ("01h8r1", "gpt-4o-mini", "Suggest a name for my pet pelican", "You are terse.",
         "How about Percy?", "01h8conv", "2023-06-15T10:00:00.123456"),
        ("01h8r2", "gpt-4o-mini", "My pelican is called Percy now. What does he eat?", None,
         "Mostly fish, about 1.8 kg a day.", "01h8conv", "2023-06-15T10:05:00+00:00"),
        ("01h8r3", "claude-3-haiku", "Translate 你好 to English", None, "Hello", None, "2024-01-02T03:04:05+00:00"),
    ]
    for rid, model, prompt, system, response, conv, when in rows:
        conn.execute(
            "INSERT INTO responses (id, model, prompt, system, response, conversation_id, datetime_utc) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (rid, model, prompt, system, response, conv, when),
        )
    conn.commit()
    conn.close()
    return path


def store_db(path: Path) -> Path:
    """A 0.32-style message store: system prompt, two turns, a fork sharing history, a fragment,
    a tool part, plus one legacy row from the dual-write era (same id as a turn) and one older row."""
    conn = sqlite3.connect(path)
    conn.executescript(LEGACY_SCHEMA + STORE_SCHEMA)
    conn.execute("INSERT INTO fragments VALUES (1, 'fh1', 'A VERY LONG PASTED DOCUMENT', '2025-01-01', 'notes.md')")
    msgs = [
        ("b2:sys", None, "system"),
        ("b2:u1", "b2:sys", "user"),
        ("b2:a1", "b2:u1", "assistant"),
        ("b2:u2", "b2:a1", "user"),
        ("b2:a2", "b2:u2", "assistant"),
        ("b2:u3", "b2:a1", "user"),  # the fork continues from a1
        ("b2:a3", "b2:u3", "assistant"),
    ]
    conn.executemany("INSERT INTO messages (hash, parent_hash, role) VALUES (?, ?, ?)", msgs)
    parts = [
        ("b2:sys", 0, "text", None, "You are a helpful pet expert.", None),
        ("b2:u1", 0, "text", None, "Suggest a name for a pet pelican", None),
        ("b2:a1", 0, "reasoning", None, "thinking about pelicans", None),
        ("b2:a1", 1, "text", None, "How about Percy? Pelicans suit a dignified name.", None),
        ("b2:u2", 0, "text", None, None,
         json.dumps({"text_ref": [{"fragment": 1}, {"literal": "\nIs this diet right for Percy?"}]})),
        ("b2:a2", 0, "tool_call", "lookup", None, json.dumps({"arguments": {"q": "pelican diet"}})),
        ("b2:a2", 1, "text", None, "Yes: about 1.8 kg of fish a day.", None),
        ("b2:u3", 0, "text", None, "Now one for a pet walrus", None),
        ("b2:a3", 0, "text", None, "Wallace. It pairs nicely with Percy.", None),
    ]
    conn.executemany(
        "INSERT INTO parts (message_hash, position, type, tool_name, text, payload) VALUES (?, ?, ?, ?, ?, ?)", parts
    )
    conn.executemany(
        "INSERT INTO threads (id, name, tip_message_hash, forked_from, datetime_utc) VALUES (?, ?, ?, ?, ?)",
        [("01jthread1", "pelican", "b2:a2", None, "2025-02-16T22:34:30+00:00"),
         ("01jthread2", "walrus", "b2:a3", "01jthread1", "2025-02-17T08:00:00+00:00")],
    )
    conn.executemany(
        "INSERT INTO turns (id, thread_id, parent_message_hash, tip_message_hash, model, datetime_utc) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [("01jturn1", "01jthread1", "b2:u1", "b2:a1", "gpt-4o-mini", "2025-02-16T22:34:30.374882+00:00"),
         ("01jturn2", "01jthread1", "b2:u2", "b2:a2", "gpt-4o-mini", "2025-02-16T22:40:00+00:00"),
         ("01jturn3", "01jthread2", "b2:u3", "b2:a3", "gpt-4o-mini", "2025-02-17T08:00:00+00:00")],
    )
    conn.executemany(
        "INSERT INTO responses (id, model, prompt, response, conversation_id, datetime_utc) VALUES (?, ?, ?, ?, ?, ?)",
        [("01jturn1", "gpt-4o-mini", "Suggest a name for a pet pelican", "How about Percy?", "01jthread1",
          "2025-02-16T22:34:30+00:00"),
         ("01h0old", "gpt-3.5-turbo", "What is a group of pelicans called?", "A pod or a squadron.", None,
          "2023-05-01T08:00:00")],
    )
    conn.commit()
    conn.close()
    return path


# --------------------------------------------------------------------------- one test per format


def test_claude_content_blocks_attachments_and_times(shanghai: Path) -> None:
    data = imp(shanghai, str(FIX / "claude" / "conversations.json"))
    assert data["sources"][0]["format"] == "claude"
    recs = by_id(records(shanghai, "claude"))
    assert set(recs) == {
        "msg-0001-human", "msg-0001-human:attachment:1", "msg-0002-assistant",
        "msg-0003-human", "msg-0004-human", "msg-0005-assistant",
    }
    human = recs["msg-0001-human"]
    assert human["role"] == "user" and human["text"].startswith("I'm moving to Hangzhou next month")
    assert human["occurred_at"] == "2024-03-05T01:12:00+00:00"  # an absolute time is kept as given
    assert human["session"] == "5b1c2d3e-0001-4a5b-8c9d-aaaaaaaaaaaa"
    # the two text blocks are joined; the thinking block is not what was said
    reply = recs["msg-0002-assistant"]
    assert reply["role"] == "assistant" and reply["speaker"] == "Claude"
    assert "one-bedroom flats in Binjiang" in reply["text"] and "Ziroom" in reply["text"]
    assert "housing advice" not in reply["text"]
    # attachment text is its own record, same time and session as the message that carried it
    att = recs["msg-0001-human:attachment:1"]
    assert att["text"].startswith("[attachment: budget.txt]") and "6000 CNY" in att["text"]
    assert att["occurred_at"] == human["occurred_at"] and att["session"] == human["session"]
    # older text-only messages, and a message that was only a picture
    assert recs["msg-0003-human"]["text"] == "This is Mochi, my cat. She is three years old today!"
    assert recs["msg-0004-human"]["text"] == "[file: mochi-cake.jpg]"
    assert recs["msg-0005-assistant"]["occurred_at"] == "2023-11-20T12:02:10+00:00"


def test_sillytavern_swipes_system_and_send_date_formats(shanghai: Path) -> None:
    data = imp(shanghai, str(ST_FILE))
    assert data["sources"][0] == {**data["sources"][0], "format": "sillytavern", "records": 4, "new": 4}
    recs = records(shanghai, "sillytavern")
    assert [r["speaker"] for r in recs] == ["Seraphina", "Alex", "Seraphina", "Alex"]
    assert [r["role"] for r in recs] == ["assistant", "user", "assistant", "user"]
    assert {r["character"] for r in recs} == {"Seraphina"}
    assert {r["session"] for r in recs} == {"Seraphina - 2024-06-05@15h12m30s"}
    # four spellings of send_date: "June 5, 2024 3:12pm" and humanized (naive: the user's zone),
    # ISO with Z and epoch ms (absolute: kept in UTC)
    assert [r["occurred_at"] for r in recs] == [
        "2024-06-05T15:12:00+08:00",
        "2024-06-05T07:13:05+00:00",
        "2024-06-05T07:15:00+00:00",
        "2024-06-05T15:16:02.417000+08:00",
    ]
    texts = [r["text"] for r in recs]
    assert "A wedding! Tell me everything about Mei's big day." in texts  # the chosen swipe (swipe_id 1)
    assert not any("Was it raining" in t or "beautiful in June" in t for t in texts)  # rejected swipes
    assert not any("scene shifts" in t for t in texts)  # is_system narrator line
    assert recs[3]["text"].endswith("Then we danced until midnight.")  # multi-line message kept whole
    assert [r["external_id"] for r in recs] == ["2", "3", "5", "6"]  # line numbers: stable ids


def test_telegram_single_chat_and_full_export(shanghai: Path) -> None:
    single = imp(shanghai, str(FIX / "telegram" / "single" / "result.json"))
    assert single["sources"][0]["format"] == "telegram" and single["sources"][0]["new"] == 5
    recs = by_id(records(shanghai, "telegram"))
    assert "123456789:1001" not in recs  # the service message (a phone call)
    assert recs["123456789:1002"]["text"] == "Did you book the train to Suzhou for Mei's wedding?"
    assert recs["123456789:1002"]["speaker"] == "Alice Chen"
    assert recs["123456789:1002"]["occurred_at"] == "2024-03-05T01:12:00+00:00"  # from date_unixtime
    mine = recs["123456789:1003"]
    assert mine["text"] == "Yes! G7021 at 8:05, see https://www.12306.cn"  # entity list flattened
    assert mine["speaker"] == "Alex Wang" and mine["extra"]["me"] is True
    assert "me" not in recs["123456789:1002"]["extra"]
    assert recs["123456789:1004"]["text"] == "[photo] the dress I'll wear"
    assert recs["123456789:1005"]["text"] == "[sticker 😍]"
    assert recs["123456789:1006"]["occurred_at"] == "2024-03-06T22:05:00+08:00"  # naive `date` only
    assert {r["character"] for r in recs.values()} == {"Alice Chen"}

    full = imp(shanghai, str(FIX / "telegram" / "full" / "result.json"))
    assert full["sources"][0]["format"] == "telegram" and full["sources"][0]["new"] == 4
    recs = by_id(records(shanghai, "telegram"))
    assert recs["555:12"]["extra"].get("me") is True and "me" not in recs["555:11"]["extra"]  # owner by user_id
    assert recs["555:11"]["occurred_at"] == "2023-12-31T15:59:00+00:00"
    assert recs["555:11"]["character"] == "Bob Li"
    group = [r for r in recs.values() if r["session"] == "telegram:4242"]
    assert [r["speaker"] for r in group] == ["Carol", "Alex Wang"]  # the create_group service line skipped
    assert {r["character"] for r in group} == {None}


def test_wechat_csv_placeholders_system_rows_and_groups(shanghai: Path) -> None:
    data = imp(shanghai, str(FIX / "wechat" / "mom.csv"), str(FIX / "wechat" / "family_group.csv"))
    assert [(s["format"], s["new"]) for s in data["sources"]] == [("wechat", 6), ("wechat", 3)]
    recs = by_id(records(shanghai, "wechat"))
    assert "wxid_mom123:101" not in recs and "wxid_mom123:108" not in recs  # system + recall notices
    assert recs["wxid_mom123:102"]["text"] == "年夜饭做好了，你几点到家？"
    assert recs["wxid_mom123:102"]["speaker"] == "妈妈"  # Remark wins over NickName
    assert recs["wxid_mom123:102"]["occurred_at"] == "2024-02-10T12:00:00+00:00"  # CreateTime (epoch)
    assert recs["wxid_mom123:103"]["text"] == "八点半到，高铁晚点了\n给我留点饺子！"  # quoted multi-line cell
    assert recs["wxid_mom123:103"]["extra"]["me"] is True
    assert [recs[f"wxid_mom123:{i}"]["text"] for i in (104, 105, 106, 107)] == ["[图片]", "[语音]", "[表情包]", "[链接]"]
    assert recs["wxid_mom123:102"]["character"] == "妈妈"
    group = [recs[f"20394857@chatroom:{i}"] for i in (201, 202, 203)]
    assert [g["speaker"] for g in group[::2]] == ["舅舅", "小姨"]  # group members from Sender
    assert group[1]["extra"]["me"] is True and group[2]["text"] == "[图片]"
    assert {g["character"] for g in group} == {None} and group[0]["extra"]["chat"] == "家庭群"


def test_wechat_csv_saved_as_gb18030_is_read_with_a_warning(shanghai: Path, tmp_path: Path) -> None:
    legacy = tmp_path / "mom_gbk.csv"
    legacy.write_bytes((FIX / "wechat" / "mom.csv").read_text(encoding="utf-8-sig").encode("gb18030"))
    result = mem_run(shanghai, "import", str(legacy), "--json")
    assert result.exit_code == 0, result.stderr
    assert "GB18030" in result.stderr and json.loads(result.stdout)["sources"][0]["format"] == "wechat"
    texts = [r["text"] for r in records(shanghai, "wechat")]
    assert "年夜饭做好了，你几点到家？" in texts and "八点半到，高铁晚点了\n给我留点饺子！" in texts


def test_whatsapp_android_and_ios_styles(shanghai: Path) -> None:
    data = imp(shanghai, str(WA_ANDROID), str(WA_IOS))
    assert [(s["format"], s["new"]) for s in data["sources"]] == [("whatsapp", 5), ("whatsapp", 4)]
    recs = records(shanghai, "whatsapp")
    android = [r for r in recs if r["session"] == "whatsapp:Alice"]
    # month/day order (12/31/23), 12-hour clock with U+202F before PM
    assert [(r["speaker"], r["occurred_at"]) for r in android] == [
        ("Alice", "2023-12-31T21:15:00+08:00"),
        ("Alex", "2023-12-31T21:16:00+08:00"),
        ("Alice", "2023-12-31T21:17:00+08:00"),
        ("Alex", "2024-01-02T08:05:00+08:00"),
        ("Alice", "2024-01-02T12:06:00+08:00"),
    ]
    texts = [r["text"] for r in android]
    assert texts[1] == "Happy new year!\nCan't believe 2023 is over.\nWe should plan the Yunnan trip."
    assert texts[2] == "[media]"  # <Media omitted>
    assert texts[3] == "[image: IMG-20240102-WA0003.jpg] the lake this morning"
    assert texts[4] == "So pretty"  # "<This message was edited>" dropped
    assert not any("deleted" in t or "end-to-end" in t or "security code" in t for t in texts)
    assert {r["character"] for r in android} == {"Alice"}

    ios = [r for r in recs if r["session"] == "whatsapp:Hiking Club"]
    # day/month order (31/12/2023, 13/01/2024), 24-hour clock with seconds, U+200E marks
    assert [(r["speaker"], r["occurred_at"], r["text"]) for r in ios] == [
        ("Carol", "2024-01-01T09:30:12+08:00", "Trail plan for Saturday:\n1. Longjing village\n2. Nine Creeks"),
        ("Alex", "2024-01-01T09:31:40+08:00", "[image]"),
        ("Alex", "2024-01-01T09:31:45+08:00", "[image: 00000012-PHOTO-2024-01-01-09-31-45.jpg]"),
        ("+86 139 1234 5678", "2024-01-13T18:02:00+08:00", "Count me in"),  # U+202A/U+202C removed
    ]
    assert {r["character"] for r in ios} == {None}  # a group: no single other party


def test_whatsapp_ambiguous_dates_warn_and_user_marks_own_messages(shanghai: Path, tmp_path: Path) -> None:
    chat = tmp_path / "WhatsApp Chat with Sam.txt"
    chat.write_text(
        "03/04/2024, 18:30 - Sam: Dinner at 8?\n03/04/2024, 18:31 - Jo: Yes!\n", encoding="utf-8"
    )
    result = mem_run(shanghai, "import", str(chat), "--user", "Jo", "--json")
    assert result.exit_code == 0, result.stderr
    assert "day/month order" in result.stderr and "read as day/month" in result.stderr
    recs = records(shanghai, "whatsapp")
    assert [r["occurred_at"] for r in recs] == ["2024-04-03T18:30:00+08:00", "2024-04-03T18:31:00+08:00"]
    assert [r["extra"].get("me", False) for r in recs] == [False, True]
    assert {r["user_id"] for r in recs} == {"Jo"} and {r["character"] for r in recs} == {"Sam"}


def test_dayone_folder_and_zip_with_photo_cues(shanghai: Path, tmp_path: Path) -> None:
    data = imp(shanghai, str(FIX / "dayone"))
    assert data["sources"][0]["format"] == "dayone" and data["sources"][0]["new"] == 2
    recs = by_id(records(shanghai, "dayone"))
    lake = recs["9F3C6A1E2B7D4C8E9A0B1C2D3E4F5A6B"]
    assert lake["occurred_at"] == "2024-03-06T07:40:00+08:00"  # creationDate read in the entry's zone
    assert lake["text"].startswith("First morning in Hangzhou! Walked around West Lake at sunrise.")
    assert "dayone-moment" not in lake["text"] and lake["text"].count("[photo]") == 2
    assert "Broken Bridge was quiet - only joggers" in lake["text"]  # Markdown escapes removed
    assert lake["tags"] == ["travel", "hangzhou"]
    assert lake["extra"]["place"] == "West Lake, Hangzhou" and lake["extra"]["starred"] is True
    ny = recs["1B2C3D4E5F60718293A4B5C6D7E8F901"]
    assert ny["occurred_at"] == "2023-07-03T21:30:00-04:00"  # America/New_York in July
    photos = sorted((FIX / "dayone" / "photos").iterdir())
    keys = {f"photo:md5:{hashlib.md5(p.read_bytes()).hexdigest()}" for p in photos}
    found = cues(shanghai)
    assert keys <= set(found)
    assert all(found[k] == "photo 2024-03-06 West Lake, Hangzhou" for k in keys)
    listed = mem_run(shanghai, "cues", "--json")
    assert listed.exit_code == 0, listed.stderr
    assert keys <= {c["key"] for c in json.loads(listed.stdout)}
    # a photo finds its entry again
    hit = mem_run(shanghai, "recall", "lake", "--cue", sorted(keys)[0], "--json")
    assert hit.exit_code == 0, hit.stderr
    assert [r["text"][:25] for r in json.loads(hit.stdout)] == ["First morning in Hangzhou"]

    # the exported .zip is the same journal: nothing new in this store, the same records in a fresh one
    archive = dayone_zip(tmp_path)
    again = imp(shanghai, str(archive))
    assert again["sources"][0]["format"] == "dayone" and again["imported"] == 0 and again["skipped"] == 2
    fresh = tmp_path / "fresh"
    mem_run(fresh, "config", "set", "user.timezone", '"Asia/Shanghai"')
    assert imp(fresh, str(archive))["imported"] == 2
    zipped = by_id(records(fresh, "dayone"))
    assert {k: (r["text"], r["occurred_at"]) for k, r in zipped.items()} == {
        k: (r["text"], r["occurred_at"]) for k, r in recs.items()
    }
    assert keys <= set(cues(fresh))
    # a bare Journal.json (no photos folder next to it) is recognised too
    bare = tmp_path / "bare"
    data = imp(bare, str(FIX / "dayone" / "Journal.json"))
    assert data["sources"][0]["format"] == "dayone" and data["imported"] == 2
    assert keys <= set(cues(bare))


def test_jrnl_text_and_json_export(shanghai: Path, tmp_path: Path) -> None:
    data = imp(shanghai, str(FIX / "jrnl" / "journal.txt"))
    assert data["sources"][0]["format"] == "jrnl" and data["sources"][0]["new"] == 3
    recs = records(shanghai, "jrnl")
    first, second, third = recs
    assert first["occurred_at"] == "2024-03-05T09:12:00+08:00"
    assert first["text"] == (
        "Coffee with Lin at the corner café. She is moving to Hangzhou in April. @lin @move\n"
        "We promised to keep our Sunday calls."
    )
    assert first["tags"] == ["lin", "move"] and first["extra"]["starred"] is True
    assert first["extra"]["title"] == "Coffee with Lin at the corner café."
    assert (first["external_id"], second["external_id"]) == ("2024-03-05T09:12#1", "2024-03-05T09:12#2")
    assert third["occurred_at"] == "2024-03-06T21:40:00+08:00" and third["tags"] == ["books"]

    exported = imp(shanghai, str(FIX / "jrnl" / "export.json"))
    assert exported["sources"][0]["format"] == "jrnl" and exported["sources"][0]["new"] == 2
    from_json = [r for r in records(shanghai, "jrnl") if r["session"] == "jrnl:export"]
    assert [r["occurred_at"] for r in from_json] == ["2024-03-05T09:12:00+08:00", "2024-03-06T21:40:00+08:00"]
    assert from_json[0]["tags"] == ["lin", "move"] and from_json[0]["extra"]["starred"] is True
    assert from_json[1]["text"].startswith('Finished reading "The Three-Body Problem". @books')

    # jrnl 1.x wrote entries without brackets
    old = tmp_path / "old_journal.txt"
    old.write_text("2013-04-09 15:39 Started using jrnl.\nIt is @simple.\n\n2013-04-10 08:00 Second day.\n",
                   encoding="utf-8")
    assert imp(shanghai, str(old))["sources"][0]["new"] == 2
    olds = [r for r in records(shanghai, "jrnl") if r["session"] == "jrnl:old_journal"]
    assert [r["occurred_at"] for r in olds] == ["2013-04-09T15:39:00+08:00", "2013-04-10T08:00:00+08:00"]
    assert olds[0]["tags"] == ["simple"]


def test_obsidian_nested_daily_notes_and_front_matter_tags(shanghai: Path) -> None:
    data = imp(shanghai, str(FIX / "obsidian" / "vault"))
    assert data["sources"][0]["format"] == "obsidian" and data["sources"][0]["new"] == 2
    recs = by_id(records(shanghai, "obsidian"))
    assert set(recs) == {"Daily/2024/03/2024-03-05.md", "Daily/2024-03-06.md"}  # nesting; no .trash, no Ideas.md
    nested = recs["Daily/2024/03/2024-03-05.md"]
    assert nested["occurred_at"] == "2024-03-05T00:00:00+08:00"
    assert nested["tags"] == ["daily", "moving"]  # dash list, quoted "#moving"
    assert nested["text"].startswith("# Tuesday\n\nSigned the lease") and "mood: tired" not in nested["text"]
    flat = recs["Daily/2024-03-06.md"]
    assert flat["tags"] == ["daily", "work", "onboarding"]  # inline list + inline #tag
    assert flat["occurred_at"] == "2024-03-06T00:00:00+08:00"


def test_llm_logs_legacy_layout(shanghai: Path, tmp_path: Path) -> None:
    db = legacy_db(tmp_path / "logs.db")
    before = (db.read_bytes(), sorted(p.name for p in tmp_path.iterdir()))
    data = imp(shanghai, str(db))
    assert data["sources"][0]["format"] == "llm" and data["sources"][0]["new"] == 6
    recs = by_id(records(shanghai, "llm"))
    assert recs["01h8r1:prompt"]["text"] == "Suggest a name for my pet pelican"
    assert recs["01h8r1:prompt"]["role"] == "user"
    assert recs["01h8r1:response"]["role"] == "assistant" and recs["01h8r1:response"]["speaker"] == "gpt-4o-mini"
    assert recs["01h8r1:prompt"]["occurred_at"] == "2023-06-15T10:00:00.123456+00:00"  # naive = UTC
    assert recs["01h8r2:response"]["occurred_at"] == "2023-06-15T10:05:00+00:00"
    assert recs["01h8r1:prompt"]["session"] == "01h8conv" and recs["01h8r3:prompt"]["session"] == "01h8r3"
    assert not any("You are terse" in r["text"] for r in recs.values())  # system prompts are not memories
    # opened read-only: not a byte changed, no journal/WAL files left behind
    assert (db.read_bytes(), sorted(p.name for p in tmp_path.iterdir())) == before


def test_llm_logs_message_store_layout(shanghai: Path, tmp_path: Path) -> None:
    db = store_db(tmp_path / "logs.db")
    before = db.read_bytes()
    data = imp(shanghai, str(db))
    assert data["sources"][0]["format"] == "llm"
    recs = records(shanghai, "llm")
    # a1 is shared by both threads but imported once; the system prompt is skipped
    assert [(r["role"], r["text"]) for r in recs] == [
        ("user", "Suggest a name for a pet pelican"),
        ("assistant", "How about Percy? Pelicans suit a dignified name."),
        ("user", "Is this diet right for Percy?"),  # fragment left out, the typed literal kept
        ("assistant", "Yes: about 1.8 kg of fish a day."),  # tool call part skipped
        ("user", "Now one for a pet walrus"),
        ("assistant", "Wallace. It pairs nicely with Percy."),
        ("user", "What is a group of pelicans called?"),  # legacy-only row
        ("assistant", "A pod or a squadron."),
    ]
    assert [r["external_id"] for r in recs[:6]] == ["b2:u1", "b2:a1", "b2:u2", "b2:a2", "b2:u3", "b2:a3"]
    assert [r["session"] for r in recs[:6]] == ["01jthread1"] * 4 + ["01jthread2"] * 2
    assert recs[0]["occurred_at"] == "2025-02-16T22:34:30.374882+00:00"
    assert recs[4]["occurred_at"] == "2025-02-17T08:00:00+00:00"
    assert recs[1]["speaker"] == "gpt-4o-mini" and recs[0]["speaker"] is None
    assert not any("helpful pet expert" in r["text"] or "PASTED DOCUMENT" in r["text"] for r in recs)
    assert db.read_bytes() == before


# --------------------------------------------------------------------------- across formats

INPUTS = {
    "claude": lambda tmp: FIX / "claude" / "conversations.json",
    "sillytavern": lambda tmp: ST_FILE,
    "telegram": lambda tmp: FIX / "telegram" / "full" / "result.json",
    "wechat": lambda tmp: FIX / "wechat" / "mom.csv",
    "whatsapp": lambda tmp: WA_IOS,
    "dayone": lambda tmp: dayone_zip(tmp),
    "jrnl": lambda tmp: FIX / "jrnl" / "journal.txt",
    "obsidian": lambda tmp: FIX / "obsidian" / "vault",
    "llm": lambda tmp: store_db(tmp / "logs.db"),
}


@pytest.mark.parametrize("fmt", sorted(INPUTS))
def test_auto_detects_format_and_reimport_adds_nothing(fmt: str, home: Path, tmp_path: Path) -> None:
    path = INPUTS[fmt](tmp_path)
    first = imp(home, str(path), "--format", "auto")
    assert first["sources"][0]["format"] == fmt
    assert first["imported"] > 0
    n = count(home)
    second = imp(home, str(path))
    assert second["imported"] == 0 and second["skipped"] == first["imported"]
    assert count(home) == n
    # naming the format explicitly reads the same records
    third = imp(home, str(path), "--format", fmt)
    assert third["imported"] == 0 and third["sources"][0]["records"] == first["sources"][0]["records"]


def test_absolute_times_do_not_move_when_the_user_zone_changes(shanghai: Path, tmp_path: Path) -> None:
    """Epoch and offset times are stored as given, so a later zone change cannot create duplicates."""
    inputs = [FIX / "telegram" / "single" / "result.json", FIX / "claude" / "conversations.json",
              FIX / "wechat" / "mom.csv", legacy_db(tmp_path / "logs.db"), FIX / "dayone"]
    first = imp(shanghai, *map(str, inputs))
    assert first["imported"] > 0
    assert mem_run(shanghai, "config", "set", "user.timezone", '"Europe/Berlin"').exit_code == 0
    again = imp(shanghai, *map(str, inputs))
    # only Telegram's one message without date_unixtime is naive (read in the new zone)
    assert again["imported"] == 1 and again["skipped"] == first["imported"] - 1


def test_stdin_chat_dedups_like_a_file(shanghai: Path) -> None:
    text = WA_ANDROID.read_text(encoding="utf-8")
    first = imp(shanghai, "-", input=text)
    assert first["sources"][0]["format"] == "whatsapp" and first["imported"] == 5
    assert imp(shanghai, "-", input=text)["imported"] == 0


def _broken(fmt: str, tmp: Path) -> tuple[Path, str]:
    """A file of the format whose good first entries are followed by a bad one; and the entry named."""
    if fmt == "claude":
        data = json.loads((FIX / "claude" / "conversations.json").read_text(encoding="utf-8"))
        data[1]["chat_messages"][1]["sender"] = "robot"
        path = tmp / "conversations.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return path, "msg-0004-human"
    if fmt == "sillytavern":
        lines = ST_FILE.read_text(encoding="utf-8").splitlines()
        lines[4] = lines[4][:40]
        path = tmp / "chat.jsonl"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path, "line 5"
    if fmt == "telegram":
        data = json.loads((FIX / "telegram" / "single" / "result.json").read_text(encoding="utf-8"))
        data["messages"][4]["date_unixtime"] = "yesterday"
        path = tmp / "result.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return path, "message id 1005"
    if fmt == "wechat":
        text = (FIX / "wechat" / "mom.csv").read_text(encoding="utf-8-sig")
        path = tmp / "chat.csv"
        path.write_text("\ufeff" + text.replace(',1,0,1,1707566460,', ',1,0,x,1707566460,'), encoding="utf-8")
        return path, "localId 103"
    if fmt == "whatsapp":
        path = tmp / "WhatsApp Chat with Alice.txt"
        path.write_text(WA_ANDROID.read_text(encoding="utf-8") + "2/30/24, 9:00\u202fPM - Alice: bad day\n",
                        encoding="utf-8")
        return path, "line 12"
    if fmt == "dayone":
        data = json.loads((FIX / "dayone" / "Journal.json").read_text(encoding="utf-8"))
        data["entries"][1]["photos"] = [{"identifier": "X", "md5": "not-an-md5"}]
        path = tmp / "Journal.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return path, "1B2C3D4E5F60718293A4B5C6D7E8F901"
    if fmt == "jrnl":
        data = json.loads((FIX / "jrnl" / "export.json").read_text(encoding="utf-8"))
        data["entries"][1]["date"] = "06/03/2024"
        path = tmp / "export.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return path, "entry 2"
    if fmt == "obsidian":
        vault = tmp / "vault"
        shutil.copytree(FIX / "obsidian" / "vault", vault)
        (vault / "Daily" / "2024-03-08.md").write_bytes(b"caf\xe9 au lait \xff\xfe")
        return vault, "2024-03-08.md"
    if fmt == "llm":
        path = store_db(tmp / "logs.db")
        conn = sqlite3.connect(path)
        conn.execute("UPDATE turns SET tip_message_hash = 'b2:gone' WHERE id = '01jturn3'")
        conn.commit()
        conn.close()
        return path, "01jturn3"
    raise AssertionError(fmt)


@pytest.mark.parametrize("fmt", sorted(INPUTS))
def test_malformed_file_fails_whole_and_names_file_and_entry(fmt: str, home: Path, tmp_path: Path) -> None:
    imp(home, str(FIX / "jrnl" / "journal.txt"))  # something already in the store
    before = count(home)
    path, entry = _broken(fmt, tmp_path)
    result = mem_run(home, "import", str(path), "--format", fmt, "--json")
    assert result.exit_code == 1
    assert result.stderr.startswith("mem: error:"), result.stderr
    assert path.name in result.stderr and entry in result.stderr, result.stderr
    assert result.stdout == ""
    assert count(home) == before  # all-or-nothing: the good entries before the bad one are not kept


def test_user_sqlite_that_is_not_llm_is_refused(home: Path, tmp_path: Path) -> None:
    other = tmp_path / "photos.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE albums (id INTEGER, name TEXT)")
    conn.commit()
    conn.close()
    result = mem_run(home, "import", str(other))
    assert result.exit_code == 1 and result.stderr.startswith("mem: error:") and "photos.db" in result.stderr
    result = mem_run(home, "import", str(other), "--format", "llm")
    assert result.exit_code == 1 and "no llm log tables" in result.stderr


def test_every_new_format_is_listed_and_documented() -> None:
    from memcli.importers.base import all_importers

    names = [imp.name for imp in all_importers()]
    for fmt in INPUTS:
        assert fmt in names
    # specific sniffers come before the broad openai/diary ones
    assert max(names.index(f) for f in INPUTS) < names.index("openai") < names.index("diary")
    formats = (Path(__file__).resolve().parent.parent / "docs" / "formats.md").read_text(encoding="utf-8")
    for fmt in [*INPUTS, "jsonl", "chatgpt", "locomo", "openai", "diary"]:
        assert f"--format {fmt}" in formats or f"| `{fmt}` |" in formats, fmt


def _peak_parse_memory(importer: Any, path: Path, expected: int) -> int:
    import tracemalloc
    from zoneinfo import ZoneInfo

    from memcli.importers.base import ImportContext

    ctx = ImportContext(tz=ZoneInfo("Asia/Shanghai"), user_id="default")
    tracemalloc.start()
    try:
        seen = sum(1 for _ in importer.parse(path, ctx))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert seen == expected
    return peak


def test_large_chat_exports_stream_in_bounded_memory(tmp_path: Path) -> None:
    """WhatsApp text and WeChat CSV are parsed line by line: memory does not grow with the file."""
    from memcli.importers.wechat import IMPORTER as WECHAT
    from memcli.importers.whatsapp import IMPORTER as WHATSAPP

    def whatsapp(n: int) -> Path:
        path = tmp_path / f"WhatsApp Chat with Sam {n}.txt"
        with path.open("w", encoding="utf-8") as fh:
            for i in range(n):
                day, minute = 1 + (i // 1440) % 28, i % 1440
                fh.write(f"[{day:02d}/03/2024, {minute // 60:02d}:{minute % 60:02d}:00] Sam: {i} " + "x" * 4000 + "\n")
        return path

    def wechat(n: int) -> Path:
        path = tmp_path / f"chat{n}.csv"
        with path.open("w", encoding="utf-8-sig", newline="") as fh:
            fh.write("localId,TalkerId,Type,SubType,IsSender,CreateTime,Status,StrContent,StrTime,Remark,NickName,Sender\r\n")
            for i in range(n):
                fh.write(f'{i},wxid_sam,1,0,{i % 2},{1707566400 + i},2,"消息 {i} {"好" * 1300}",,,Sam,\r\n')
        return path

    for importer, make in ((WHATSAPP, whatsapp), (WECHAT, wechat)):
        small, big = make(800), make(3200)
        assert big.stat().st_size > 3 * small.stat().st_size > 9_000_000
        low = _peak_parse_memory(importer, small, 800)
        high = _peak_parse_memory(importer, big, 3200)
        # four times the file, about the same memory (a whole-file read would need 4x)
        assert high < 1.5 * low + 500_000, (importer.name, low, high)
