"""Whose words, everywhere, and a readable timeline (issue #29 items 3 and 6), through the real CLI on data
written for these tests: lines of someone other than the user name their speaker in gists, summaries and
packs, two speakers' lines are never one line, summaries are sentences joined as sentences in the episode's
own words, tags fit the context, and a date without a time shows no time."""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import mem_run

GROUP = """14/09/2024, 20:00 - Priya: I just moved to Lisbon and started at a design studio there.
14/09/2024, 20:01 - 赵磊: 我还在成都，上个月刚换了工作，现在做数据分析。
14/09/2024, 20:02 - Marco: Finally got my pilot licence last week, first solo flight on Sunday!
14/09/2024, 20:03 - 赵磊: 周末我们去青城山爬山了，风景特别好。
14/09/2024, 20:04 - Priya: We adopted a puppy called Biscuit, he chews everything.
"""
SENTENCES = {
    "Priya": ["I just moved to Lisbon", "We adopted a puppy called Biscuit"],
    "赵磊": ["我还在成都", "周末我们去青城山爬山了"],
    "Marco": ["Finally got my pilot licence"],
}

DIARY = """# 2024-04-06

今天坐高铁去苏州旅行，逛了拙政园和平江路，园林里的假山和回廊很有意思。顺便记一下：我对青霉素过敏。晚上在平江路吃了苏式面，苏州的园林真美。

# 2024-04-20

我养了一只叫奶茶的小猫，它每天早上六点就跳到床上叫我起床。

## 2024-04-21 21:40

Took my kitten Mocha to the vet, she weighs two kilos now and the vet says she is healthy.
"""

CHAT = [
    {"role": "user", "content": "我下个月要去成都出差三天，有什么建议？", "timestamp": "2024-05-02T09:00:00+08:00"},
    {"role": "assistant", "content": "成都的火锅很有名，宽窄巷子和人民公园都值得一去，记得带把伞。",
     "timestamp": "2024-05-02T09:00:20+08:00"},
    {"role": "user", "content": "I'm flying to Tokyo on Friday for a conference, what should I pack?",
     "timestamp": "2024-05-09T21:00:00+08:00"},
    {"role": "assistant", "content": "Pack light layers, comfortable shoes and a power adapter.",
     "timestamp": "2024-05-09T21:00:30+08:00"},
]


def ok(result) -> str:  # noqa: ANN001
    assert result.exit_code == 0, result.output
    return result.stdout


def _store(home: Path, tmp_path: Path, name: str, text: str, *args: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    ok(mem_run(home, "config", "set", "embedding.enabled", "false"))
    ok(mem_run(home, "import", str(path), *args))
    ok(mem_run(home, "flush", "--no-llm"))


def _events(home: Path) -> list[dict]:
    return json.loads(ok(mem_run(home, "timeline", "--json")))


def _speakers_on(line: str) -> set[str]:
    return {who for who, parts in SENTENCES.items() for part in parts if part in line}


def test_group_chat_lines_name_their_speaker_and_are_never_joined(home: Path, tmp_path: Path) -> None:
    _store(home, tmp_path, "WhatsApp Chat with Old friends.txt", GROUP)  # nothing says which one is the user
    (event,) = _events(home)
    for text in [event["summary"], *event["gists"]]:
        (who,) = _speakers_on(text)  # one speaker per gist, and the summary quotes one speaker only
        assert text.startswith(f"{who}：" if re.search(r"[\u4e00-\u9fff]", text[len(who):]) else f"{who}: "), text
    packs = [ok(mem_run(home, "context", "--budget", "2000", "--now", now)) for now in ("2024-09-20", "2025-02-01")]
    for pack in packs:
        timeline = pack.split("## Timeline", 1)[1].split("\n## ", 1)[0]
        lines = [line for line in timeline.splitlines()[1:] if line.strip()]
        assert len(lines) >= 2, pack
        for line in lines:
            said = _speakers_on(line)
            assert len(said) == 1, line  # never two speakers on one line
            (who,) = said
            assert f"{who}: " in line or f"{who}：" in line, line
    assert "；" not in packs[0] and ".;" not in packs[0]


def test_with_me_the_users_lines_are_unnamed_and_the_others_named(home: Path, tmp_path: Path) -> None:
    _store(home, tmp_path, "WhatsApp Chat with Old friends.txt", GROUP, "--me", "赵磊")
    (event,) = _events(home)
    for gist in event["gists"]:
        (who,) = _speakers_on(gist)
        if who == "赵磊":
            assert not gist.startswith("赵磊"), gist
        else:
            assert gist.startswith(f"{who}: "), gist
    profile = " ".join(s["content"] for s in json.loads(ok(mem_run(home, "profile", "--json"))))
    assert "Lisbon" not in profile and "pilot" not in profile and "Biscuit" not in profile


def test_diary_days_without_a_time_show_none_and_summaries_are_sentences(home: Path, tmp_path: Path) -> None:
    _store(home, tmp_path, "diary.md", DIARY)
    trip, cat, vet = _events(home)
    assert [e["time_known"] for e in (trip, cat, vet)] == [False, False, True]
    text = ok(mem_run(home, "timeline"))
    assert "00:00" not in text and "2024-04-06  e" in text and "2024-04-21 21:40  e" in text
    for event in (trip, cat, vet):
        assert "；" not in event["summary"] and ".;" not in event["summary"] and "; " not in event["summary"]
    # the trip is told by the trip, not by the allergy mentioned in passing
    assert "青霉素" not in trip["summary"] and "苏州" in trip["summary"]
    assert "苏式面" in trip["summary"] or "拙政园" in trip["summary"]
    # a pet named after a drink is a pet
    assert "宠物" in cat["tags"] and "美食" not in cat["tags"], cat["tags"]
    assert "pets" in vet["tags"] and "food" not in vet["tags"], vet["tags"]


def test_a_question_to_the_assistant_is_not_a_summary(home: Path, tmp_path: Path) -> None:
    _store(home, tmp_path, "chat.json", json.dumps(CHAT, ensure_ascii=False))
    events = _events(home)
    assert len(events) == 2
    for event in events:
        assert not event["summary"].rstrip().endswith(("?", "？")), event["summary"]
    chengdu, tokyo = events
    assert "成都出差" in chengdu["summary"] and "建议" not in chengdu["summary"]
    assert "Tokyo" in tokyo["summary"] and "pack" not in tokyo["summary"]
