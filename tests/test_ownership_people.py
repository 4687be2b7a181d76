"""Whose facts, and the people index — through the real CLI (issue: memory that is right)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import mem_run
from llm_server import FakeLLM

GROUP = """12/03/2024, 20:01 - Tom: My name is Tom, I live in London and I am allergic to shellfish.
12/03/2024, 20:02 - 王芳: 我是护士，住在成都，我对猫毛过敏。
12/03/2024, 20:03 - 林岚: 我叫林岚，在深圳做软件工程师。
12/03/2024, 20:04 - 林岚: 我最喜欢吃的是酸菜鱼。
12/03/2024, 20:05 - 王芳: 今天太累了
"""


def _offline(home: Path) -> None:
    r = mem_run(home, "config", "set", "embedding.enabled", "false")
    assert r.exit_code == 0, r.output


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _profile(home: Path) -> dict[tuple[str, str], str]:
    r = mem_run(home, "profile", "--json")
    assert r.exit_code == 0, r.output
    return {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(r.stdout)}


def _text(profile: dict[tuple[str, str], str]) -> str:
    return " | ".join(f"{t}::{s}: {c}" for (t, s), c in profile.items())


def _people(home: Path, *args: str) -> list[dict]:
    r = mem_run(home, "people", *args, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _flush(home: Path) -> None:
    r = mem_run(home, "flush", "--no-llm", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["failed_batches"] == 0


def test_group_chat_without_a_way_to_tell_the_user(home: Path, tmp_path: Path) -> None:
    _offline(home)
    chat = _write(tmp_path, "WhatsApp Chat with Friends.txt", GROUP)
    r = mem_run(home, "import", str(chat))
    assert r.exit_code == 0, r.output
    assert "nothing says which one is you" in r.stderr and "--me" in r.stderr
    _flush(home)
    profile = _profile(home)
    text = _text(profile)
    for other in ("Tom", "London", "shellfish", "护士", "成都", "猫毛", "林岚", "软件工程师"):
        assert other not in text, profile  # nobody's first-person facts are the user's
    with sqlite3.connect(home / "mem.db") as conn:
        assert conn.execute("SELECT COUNT(*) FROM memories WHERE type = 'emotion' AND owner = 'user'").fetchone()[0] == 0
    people = {p["name"]: p for p in _people(home)}
    assert people["Tom"]["attributes"]["residence"] == "London"
    assert people["Tom"]["attributes"]["allergies"] == ["shellfish"]
    assert people["王芳"]["attributes"]["job"] == "护士"
    assert people["王芳"]["attributes"]["residence"] == "成都"
    assert people["林岚"]["attributes"]["job"] == "软件工程师"
    assert all(p["sources"] and p["id"].startswith("p") for p in people.values())


def test_me_names_the_user(home: Path, tmp_path: Path) -> None:
    _offline(home)
    chat = _write(tmp_path, "WhatsApp Chat with Friends.txt", GROUP)
    r = mem_run(home, "import", str(chat), "--me", "林岚")
    assert r.exit_code == 0, r.output
    assert "which one is you" not in r.stderr
    _flush(home)
    profile = _profile(home)
    assert profile[("basic_info", "name")] == "林岚"
    assert profile[("work", "title")] == "软件工程师"
    assert "酸菜鱼" in profile[("interest", "food")]
    text = _text(profile)
    assert "Tom" not in text and "shellfish" not in text and "护士" not in text
    assert "猫毛" not in profile.get(("health", "allergies"), "")


def test_me_that_matches_nobody_warns(home: Path, tmp_path: Path) -> None:
    chat = _write(tmp_path, "WhatsApp Chat with Friends.txt", GROUP)
    r = mem_run(home, "import", str(chat), "--me", "Nobody")
    assert r.exit_code == 0, r.output
    assert "--me 'Nobody' matches no speaker" in r.stderr


def test_user_names_in_config(home: Path, tmp_path: Path) -> None:
    _offline(home)
    r = mem_run(home, "config", "set", "user.names", '["lin lan", "林岚"]')
    assert r.exit_code == 0, r.output
    chat = _write(tmp_path, "WhatsApp Chat with Friends.txt", GROUP.replace("林岚:", "Lin Lan:"))
    r = mem_run(home, "import", str(chat))
    assert r.exit_code == 0, r.output
    assert "which one is you" not in r.stderr  # matched case-insensitively
    _flush(home)
    profile = _profile(home)
    assert profile[("work", "title")] == "软件工程师"
    assert "London" not in _text(profile)


def test_telegram_export_names_its_owner(home: Path, tmp_path: Path) -> None:
    _offline(home)
    doc = {
        "about": "export", "personal_information": {"user_id": 42, "first_name": "Sam"},
        "chats": {"list": [{"name": "Book club", "type": "private_group", "id": 9, "messages": [
            {"id": 1, "type": "message", "date": "2024-03-01T10:00:00", "from": "Sam", "from_id": "user42",
             "text": "I'm a product designer at Figma."},
            {"id": 2, "type": "message", "date": "2024-03-01T10:01:00", "from": "Alex", "from_id": "user7",
             "text": "I live in Dublin and I'm studying law at UCL."},
        ]}]},
    }
    path = _write(tmp_path, "result.json", json.dumps(doc))
    r = mem_run(home, "import", str(path))
    assert r.exit_code == 0, r.output
    assert "which one is you" not in r.stderr
    _flush(home)
    profile = _profile(home)
    assert profile[("work", "title")] == "product designer" and profile[("work", "company")] == "Figma"
    assert "Dublin" not in _text(profile) and "law" not in _text(profile)
    alex = _people(home, "Alex")[0]
    assert alex["attributes"]["residence"] == "Dublin" and alex["attributes"]["school"] == "UCL"


def test_assistant_lines_never_become_user_facts(home: Path, tmp_path: Path) -> None:
    _offline(home)
    chat = [
        {"role": "user", "content": "你好", "timestamp": "2024-03-01T20:00:00+08:00"},
        {"role": "assistant", "content": "你好！我叫小爱，我住在杭州，我是一名护士。", "timestamp": "2024-03-01T20:00:10+08:00"},
        {"role": "assistant", "content": "你住在北京对吧？", "timestamp": "2024-03-01T20:00:20+08:00"},
    ]
    path = _write(tmp_path, "chat.json", json.dumps(chat, ensure_ascii=False))
    assert mem_run(home, "import", str(path), "--character", "小爱").exit_code == 0
    _flush(home)
    assert _profile(home) == {}
    with sqlite3.connect(home / "mem.db") as conn:
        names = [r[0] for r in conn.execute("SELECT content FROM memories WHERE type = 'identity' AND owner = 'character'")]
    assert names == ["名字：小爱"]


def test_job_change_updates_title_and_employer(home: Path) -> None:
    _offline(home)
    assert mem_run(home, "record", "我在腾讯做产品经理，已经三年了。", "--at", "2023-03-01").exit_code == 0
    _flush(home)
    assert mem_run(home, "record", "我换工作了，现在在上海的字节跳动做设计总监。", "--at", "2024-04-10").exit_code == 0
    assert mem_run(home, "record", "I'm a barista at Blue Bottle.", "--at", "2024-05-01", "--tag", "x").exit_code == 0
    _flush(home)
    profile = _profile(home)
    assert profile[("work", "title")] == "barista"  # the newest statement wins
    r = mem_run(home, "profile", "--history", "--json")
    history = [(s["sub_topic"], s["content"], s["status"]) for s in json.loads(r.stdout) if s["topic"] == "work"]
    assert ("title", "产品经理", "superseded") in history and ("company", "腾讯", "superseded") in history
    assert ("title", "设计总监", "superseded") in history  # not 设计: the span ends where the title ends
    assert ("company", "字节跳动", "superseded") in history and ("location", "上海", "active") in history


def test_job_change_without_a_new_title_retires_the_old_one(home: Path) -> None:
    _offline(home)
    assert mem_run(home, "record", "I'm a barista at Blue Bottle.", "--at", "2022-05-01").exit_code == 0
    _flush(home)
    assert mem_run(home, "record", "Big news: I joined Stripe today!", "--at", "2024-01-15").exit_code == 0
    assert mem_run(home, "record", "我跳槽到了蔚来。", "--at", "2024-06-01").exit_code == 0
    _flush(home)
    profile = _profile(home)
    assert profile[("work", "company")] == "蔚来"
    assert ("work", "title") not in profile  # barista is history, not the current job


def test_back_filled_older_facts_do_not_override(home: Path) -> None:
    _offline(home)
    assert mem_run(home, "record", "我现在住在杭州西湖区。我的上司叫赵雅琳，今年45岁。", "--at", "2024-06-01").exit_code == 0
    _flush(home)
    assert mem_run(home, "record", "我住在武汉。赵雅琳今年40岁。", "--at", "2019-03-01").exit_code == 0
    _flush(home)
    assert _profile(home)[("basic_info", "location")] == "杭州西湖区"
    boss = _people(home, "上司", "--history")[0]
    assert boss["attributes"]["age"].startswith("45岁")
    assert any(h["attr"] == "age" and h["value"].startswith("40岁") for h in boss["history"])


DIARY = """## 2024-05-01
我的上司叫赵雅琳，是重庆人。赵雅琳今年四十五岁，只有高中学历。我上司的邮箱是 zhaoyl@xinghe.com。

## 2024-05-02
我表弟李浩在武汉大学读计算机，明年毕业。表弟今年二十一岁。
My cousin Amy works at Infosys in Bangalore. My boss Mark is 52 and he lives in Leeds.
我用的手机是苹果iPhone13。我住的那个小区叫绿洲家园。
"""


def test_mem_people_lists_and_shows(home: Path, tmp_path: Path) -> None:
    _offline(home)
    assert mem_run(home, "import", str(_write(tmp_path, "diary.md", DIARY))).exit_code == 0
    _flush(home)
    people = _people(home)
    boss = next(p for p in people if p["name"] == "赵雅琳")
    assert boss["relation"] == "上司"
    assert boss["attributes"]["hometown"] == "重庆" and boss["attributes"]["education"] == "高中"
    assert boss["attributes"]["age"].startswith("45岁") and boss["attributes"]["email"] == "zhaoyl@xinghe.com"
    assert boss["sources"] and set(boss) >= {"id", "name", "relation", "attributes", "sources"}
    cousin = _people(home, "表弟")[0]
    assert cousin["name"] == "李浩" and cousin["attributes"]["school"] == "武汉大学" and cousin["attributes"]["major"] == "计算机"
    amy = _people(home, "Amy")[0]
    assert amy["relation"] == "cousin" and amy["attributes"]["workplace"] == "Infosys"
    mark = _people(home, "boss")[0]
    assert mark["name"] == "Mark" and mark["attributes"]["residence"] == "Leeds" and mark["attributes"]["age"].startswith("52")
    profile = _profile(home)
    assert "赵雅琳" in profile[("relationship", "boss")] and "李浩" in profile[("relationship", "cousins")]
    assert ("basic_info", "age") not in profile  # the boss's age is not the user's
    assert profile[("belongings", "phone")] == "苹果iPhone13" and profile[("places", "home")] == "绿洲家园"
    plain = mem_run(home, "people", "上司")
    assert plain.exit_code == 0 and "赵雅琳 (上司)" in plain.stdout
    missing = mem_run(home, "people", "nobody-like-this")
    assert missing.exit_code == 1 and missing.stderr.startswith("mem: error:")


def test_pack_brings_the_card_of_a_person_the_query_names(home: Path, tmp_path: Path) -> None:
    _offline(home)
    assert mem_run(home, "import", str(_write(tmp_path, "diary.md", DIARY))).exit_code == 0
    _flush(home)
    r = mem_run(home, "context", "--query", "赵雅琳最近怎么样", "--now", "2026-06-01", "--json")
    assert r.exit_code == 0, r.output
    pack = json.loads(r.stdout)
    relevant = next(s for s in pack["sections"] if s["name"] not in ("header", "persona", "profile", "agreements", "timeline", "recent"))
    first = relevant["items"][0]
    assert first["id"].startswith("p") and "赵雅琳" in first["text"]
    assert "47岁（2024年时45岁）" in first["text"]  # the age as of the pack's today
    assert first["sources"]


def test_forget_removes_people_facts(home: Path) -> None:
    _offline(home)
    r = mem_run(home, "record", "我的上司叫赵雅琳，是重庆人。", "--at", "2024-05-01", "--json")
    keep = json.loads(r.stdout)["id"]
    r = mem_run(home, "record", "我上司的邮箱是 zhaoyl@xinghe.com。", "--at", "2024-05-02", "--json")
    gone = json.loads(r.stdout)["id"]
    _flush(home)
    assert "email" in _people(home, "上司")[0]["attributes"]
    assert mem_run(home, "forget", gone).exit_code == 0
    boss = _people(home, "上司")[0]
    assert "email" not in boss["attributes"] and boss["sources"] == [keep]
    assert "zhaoyl" not in _text(_profile(home))
    doctor = mem_run(home, "doctor", "--json")
    assert doctor.exit_code == 0 and json.loads(doctor.stdout)["ok"]


@pytest.mark.parametrize("mode", ["ok", "everyone"])
def test_llm_prompt_says_who_the_user_is(mode: str, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", "sk-test-key-0000")
    with FakeLLM(mode) as srv:
        for key, value in {"embedding.enabled": "false", "llm.base_url": srv.base_url, "llm.model": "m",
                           "llm.timeout_seconds": "5", "llm.max_retries": "0"}.items():
            assert mem_run(home, "config", "set", key, value).exit_code == 0
        chat = _write(tmp_path, "WhatsApp Chat with Friends.txt", GROUP)
        assert mem_run(home, "import", str(chat), "--me", "林岚").exit_code == 0
        r = mem_run(home, "flush", "--json")
        assert r.exit_code == 0, r.output
        reqs = list(srv.requests)
    assert json.loads(r.stdout)["llm_calls"] == 3
    system = reqs[0]["body"]["messages"][0]["content"]
    user = reqs[0]["body"]["messages"][1]["content"]
    assert "the user is called 林岚" in system and "Tom" in system and "never about the user" in system
    assert "user (林岚): 我叫林岚" in user and "Tom (another person, not the user): My name is Tom" in user
    profile = _profile(home)
    assert profile[("basic_info", "name")] == "林岚"  # a careless reply naming Tom as the user is dropped
    assert _people(home, "Tom")[0]["attributes"]["residence"] == "London"  # the people index is filled on the LLM path too


def test_the_same_goal_in_two_languages_is_one_item(home: Path) -> None:
    _offline(home)
    assert mem_run(home, "record", "我想学日语。我会说粤语。", "--at", "2024-01-01").exit_code == 0
    assert mem_run(home, "record", "I want to learn Japanese this year. I speak Cantonese and English.", "--at", "2024-02-01").exit_code == 0
    _flush(home)
    profile = _profile(home)
    assert profile[("life_event", "goals")] == "学日语"
    assert profile[("basic_info", "languages")] == "粤语、English"


def test_liking_a_named_pet_or_person_is_not_a_hobby(home: Path) -> None:
    _offline(home)
    assert mem_run(home, "record", "I have a dog named Biscuit. My friend Carla loves salsa dancing.", "--at", "2024-01-01").exit_code == 0
    _flush(home)
    assert mem_run(home, "record", "I love Biscuit so much. I love Carla. I love jazz.", "--at", "2024-02-01").exit_code == 0
    _flush(home)
    profile = _profile(home)
    interests = " ".join(c for (t, _s), c in profile.items() if t == "interest")
    assert "jazz" in interests and "Biscuit" not in interests and "Carla" not in interests


def test_reindex_derives_the_people_index_again_after_a_restore(home: Path, tmp_path: Path) -> None:
    _offline(home)
    assert mem_run(home, "import", str(_write(tmp_path, "diary.md", DIARY))).exit_code == 0
    _flush(home)
    before = _people(home)
    out = tmp_path / "export.jsonl"
    assert mem_run(home, "export", "-o", str(out)).exit_code == 0
    fresh = tmp_path / "fresh"
    _offline(fresh)
    assert mem_run(fresh, "import", str(out)).exit_code == 0
    r = mem_run(fresh, "reindex")
    assert r.exit_code == 0, r.output
    after = _people(fresh)
    assert [(p["name"], p["relation"], p["attributes"]) for p in after] == [(p["name"], p["relation"], p["attributes"]) for p in before]
