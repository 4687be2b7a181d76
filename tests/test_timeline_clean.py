"""A timeline worth reading and packs that never say the same thing twice (issue: memory that is right).

Everything goes through the real CLI: import a realistic file, flush offline,
read the timeline or a pack back as JSON.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import mem_run

# A family group chat: greetings, stickers, media and a lead-in line around one real conversation,
# each in an episode of its own (hours apart).
GROUP_CHAT = """\
3/2/24, 7:58 AM - 王芳: 大家好！
3/2/24, 7:59 AM - 林岚: 早上好 ☀️
3/2/24, 8:00 AM - 王芳: <Media omitted>
3/2/24, 1:30 PM - 林岚: 周日的分工：
3/2/24, 6:00 PM - 林岚: 今天下午带小表弟去科技馆看了机器人展，他玩了三个小时都不肯走。
3/2/24, 6:02 PM - 王芳: 太好了，下次我也去！
3/2/24, 6:03 PM - 林岚: [图片]
3/2/24, 11:30 PM - 林岚: 好呀，晚安 🌙
3/2/24, 11:31 PM - 王芳: 😘😘
3/3/24, 9:00 AM - Tom: [image: IMG-20240303-WA0001.jpg]
3/3/24, 9:01 AM - Tom: 👍
"""

# A Markdown diary whose entries carry headings, checkboxes, bullets and jrnl-style @tags.
DIARY = """\
# 2023-05-01 Monday

## 今天

- [x] finish roadmap draft
- [ ] call the landlord about the heater
- 下午去旧货市场淘到一台老式唱机，花了三百块。 @旧货 @音乐

# 2023-05-06 Saturday

Went hiking at Moganshan with Jie, six hours on the trail and a long climbing stretch to the summit.
The hike back down was slow; we stopped twice at the bamboo forest.
I forgot all about the office for a day.
"""

SYNTAX = re.compile(r"^#|^\s*[-*+]\s|\[[ xX]\]|(?<!\S)@\w|<Media omitted>|\[(?:图片|image)")


def _timeline(home: Path) -> list[dict]:
    r = mem_run(home, "timeline", "--json")
    assert r.exit_code == 0, r.stderr
    return json.loads(r.stdout)


def _import_flush(home: Path, path: Path, *extra: str) -> None:
    """Import and flush offline; embeddings are off (these tests read the offline drafts, not vectors)."""
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    r = mem_run(home, "import", str(path), *extra)
    assert r.exit_code == 0, r.stderr
    r = mem_run(home, "flush", "--no-llm")
    assert r.exit_code == 0, r.stderr


def test_group_chat_gives_one_event_per_episode_with_content(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "WhatsApp Chat with 家人群.txt"
    chat.write_text(GROUP_CHAT, encoding="utf-8")
    _import_flush(home, chat)
    events = _timeline(home)
    # greetings, stickers, media, a lead-in and the emoji-only good night are no events; the outing is one
    assert len(events) == 1, [e["summary"] for e in events]
    outing = events[0]
    # nothing says which speaker is the user, so the summary names whose words it quotes (#29 item 3)
    assert outing["summary"].startswith("林岚：今天下午带小表弟去科技馆看了机器人展")
    for text in [outing["summary"], *outing["gists"]]:
        assert not SYNTAX.search(text), text
    # the records themselves are all kept and searchable
    stats = json.loads(mem_run(home, "stats", "--json").stdout)
    assert stats["records"] == 11 and stats["pending"] == 0


def test_diary_gists_are_clean_sentences_and_tags_fit_the_day(home: Path, tmp_path: Path) -> None:
    diary = tmp_path / "diary.md"
    diary.write_text(DIARY, encoding="utf-8")
    _import_flush(home, diary)
    events = _timeline(home)
    assert len(events) == 2
    may1, may6 = events
    for ev in events:
        for text in [ev["summary"], *ev["gists"]]:
            assert not SYNTAX.search(text), text
            assert text.strip() == text and text
    assert "finish roadmap draft" in may1["gists"]
    assert any(g.startswith("下午去旧货市场淘到一台老式唱机") for g in may1["gists"])
    assert not any(g in {"今天", "2023-05-01 Monday"} for g in may1["gists"])
    # the @tags are tags, not words of a gist
    assert {"旧货", "音乐"} <= set(may1["tags"]) or {"@旧货", "@音乐"} <= set(may1["tags"])
    # a hiking day is a sports day; one passing mention of the office does not make it a work day
    assert "sports" in may6["tags"]
    assert "work" not in may6["tags"]
    # the summary is the most telling sentence, not merely the first
    assert "six hours" in may6["summary"] or "summit" in may6["summary"]


def test_summary_prefers_the_informative_sentence(home: Path, tmp_path: Path) -> None:
    diary = tmp_path / "d.md"
    diary.write_text("# 2024-04-02\n\n天气不错。下午和妈妈去西湖边骑车，一共骑了二十公里，晚上吃了片儿川。\n", encoding="utf-8")
    _import_flush(home, diary)
    (ev,) = _timeline(home)
    assert ev["summary"].startswith("下午和妈妈去西湖边骑车")


# --- packs --------------------------------------------------------------------------------


CHAT = [
    {"role": "user", "content": "我们说好每周日晚上给爸妈打电话。", "timestamp": "2024-06-01T20:00:00+00:00"},
    {"role": "assistant", "content": "好的，我会在周日提醒你。", "timestamp": "2024-06-01T20:00:30+00:00"},
    {"role": "user", "content": "Yesterday I finally fixed the old bicycle from my grandfather.",
     "timestamp": "2024-06-02T22:50:00+00:00"},
    {"role": "assistant", "content": "That is wonderful, where will you ride it first?",
     "timestamp": "2024-06-02T22:51:00+00:00"},
    {"role": "user", "content": "Probably along the canal to the old tea house. Grandpa used to take me there.",
     "timestamp": "2024-06-03T08:10:00+00:00"},
    {"role": "assistant", "content": "The canal path sounds lovely in the morning.",
     "timestamp": "2024-06-03T08:11:00+00:00"},
    {"role": "user", "content": "The tea house opens at nine, so I will leave at eight.",
     "timestamp": "2024-06-03T08:12:00+00:00"},
    {"role": "assistant", "content": "Take water with you, it will be hot by noon.",
     "timestamp": "2024-06-03T08:13:00+00:00"},
]


def _pack(home: Path, *args: str) -> dict:
    r = mem_run(home, "context", "--json", *args)
    assert r.exit_code == 0, r.stderr
    return json.loads(r.stdout)


def _key(text: str) -> str:
    body = re.sub(r"^\s*(?:- |· |↑ )+", "", text)
    body = re.sub(r"^\d{4}(?:-\d\d){0,2}(?: · |: )", "", body)
    body = re.sub(r"^[^:：]{1,20}: ", "", body)
    return "".join(ch for ch in body.casefold() if ch.isalnum())


def _content_lines(pack: dict) -> list[str]:
    out = []
    for sec in pack["sections"]:
        if sec["name"] == "header":
            continue
        for item in sec["items"]:
            for line in item["text"].splitlines():
                # an event line lists its gists after " — " and between "; "
                for piece in re.split(r" — |; |；", line):
                    if _key(piece):
                        out.append(_key(piece))
    return out


def test_pack_never_says_the_same_thing_twice(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    _import_flush(home, chat)
    for args in ((), ("--query", "bicycle grandfather"), ("--query", "给爸妈打电话")):
        pack = _pack(home, "--budget", "4000", "--now", "2024-06-05", *args)
        lines = _content_lines(pack)
        repeated = {k for k in lines if lines.count(k) > 1}
        assert not repeated, (args, pack["text"])
        assert "打电话" in pack["text"]  # said once, not dropped


def test_neighbours_come_from_the_hits_day_and_the_hit_leads(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    _import_flush(home, chat)
    pack = _pack(home, "--budget", "4000", "--now", "2024-06-05", "--query", "canal tea house")
    relevant = next(s for s in pack["sections"] if s["name"] == "relevant")
    group = next(i for i in relevant["items"] if "canal" in i["text"] and len(i["sources"]) > 1)
    lines = group["text"].splitlines()
    hit = json.loads(mem_run(home, "read", group["id"], "--json").stdout)
    # the hit leads its group, dated; the turns around it follow as continuations
    assert lines[0] == f"- 2024-06-03 · {hit['text']}" or lines[0].endswith(": " + hit["text"])
    assert lines[0].startswith("- 2024-06-03 · ") and all(line.startswith("  · ") for line in lines[1:])
    # the turn before "Probably along the canal" was said the evening before: never a neighbour
    assert "where will you ride it first" not in group["text"]


def test_recent_records_are_recent_relative_to_the_packs_today(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    _import_flush(home, chat)
    soon = _pack(home, "--budget", "4000", "--now", "2024-06-05")
    assert any(s["name"] == "recent" for s in soon["sections"])
    years_later = _pack(home, "--budget", "4000", "--now", "2027-01-01")
    assert not any(s["name"] == "recent" for s in years_later["sections"])
    before = _pack(home, "--budget", "4000", "--now", "2024-06-02T21:00:00+00:00")
    recent = next(s for s in before["sections"] if s["name"] == "recent")
    # a record dated after the pack's today is not recent yet
    assert all(i["occurred_at"] < "2024-06-02T21" for i in recent["items"])
    r = mem_run(home, "config", "set", "context.recent_days", "5000")
    assert r.exit_code == 0, r.stderr
    wide = _pack(home, "--budget", "4000", "--now", "2027-01-01")
    assert any(s["name"] == "recent" for s in wide["sections"])
