"""Precision mechanisms of the tenth stop, tested on sentences written for this file (none is copied from a
development or blind set): what kind of thing a like is when only the question before says it, a name or a
title with nothing saying its kind, people in general, how often as a list item, and a title's own words."""

from __future__ import annotations

import pytest

from memcli.distill.extract_zh_en import extract_batch
from memcli.distill.types import Rec

from extracted_facts import facts as _facts, slot as _slot

Turns = list[tuple[str, str]]


def _likes(turns: Turns, speaker: str | None = None) -> list[tuple[str, str]]:
    recs = [Rec(id=i, text=text, role=role, speaker=speaker if role == "user" else None, user_id="u", character="",
                session="s", occurred_at="2024-05-01T10:00:00", occurred_ts=1714557600.0 + i, tokens=10)
            for i, (role, text) in enumerate(turns)]
    return [(c.sub_topic or "", c.content) for c in extract_batch(recs)
            if c.type == "profile" and c.topic == "interest"]


@pytest.mark.parametrize(("turns", "kind", "value"), [
    ([("user", "小夏，有什么好看的小说推荐吗"), ("assistant", "你平时喜欢哪种风格？"), ("user", "我最爱金庸，射雕看了好几遍")],
     "books", "金庸"),
    ([("assistant", "周末想吃点什么甜的？"), ("user", "我最爱提拉米苏，一次能吃两块")], "food", "提拉米苏"),
    ([("assistant", "看动漫学日语？你最喜欢哪部？"), ("user", "最喜欢《千与千寻》，小时候就看")], "movies", "千与千寻"),
])
def test_a_like_that_answers_a_question_takes_the_kind_asked_about(turns: Turns, kind: str, value: str) -> None:
    assert _likes(turns) == [(kind, value)]


@pytest.mark.parametrize("text", [
    "I really love Mitski, she's amazing",
    "我最爱《海上钢琴师》，每年都要重温",
    "Retired now. I just like people, that's why I volunteer at the library",
])
def test_a_name_or_a_title_with_no_kind_is_no_hobby(text: str) -> None:
    assert _likes([("user", text)]) == []


def test_someone_elses_named_like_keeps_its_title() -> None:
    # in a group chat the message may be anyone's; a person's likes have no kinds, so the title stays
    assert _likes([("user", "我最爱《海上钢琴师》，每年都要重温")], speaker="阿杰") == [("hobbies", "海上钢琴师")]


def test_a_thing_that_reads_as_a_verb_and_a_place_is_no_activity() -> None:
    # 提拉米苏 segments as 提拉 (a verb) + 米苏 (a place name): a thing, whose kind the sentence gives
    assert _likes([("user", "晚饭后总想来点甜食，我最爱提拉米苏")]) == [("food", "提拉米苏")]


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("I love Pilates, three classes a week", "sports", "Pilates"),
    ("I love hiking, twice a month at least", "sports", "hiking"),
    ("我喜欢游泳，每周三次", "sports", "游泳"),
])
def test_how_often_is_no_item_of_its_own(text: str, kind: str, value: str) -> None:
    facts = _facts(text)
    assert [(s, v) for t, s, v in facts if t == "interest"] == [(kind, value)], facts


def test_a_title_is_one_item_whatever_it_holds() -> None:
    assert sorted(_slot(_facts("我喜欢看《傲慢与偏见》和《简爱》"), "interest", "movies")) == ["傲慢与偏见", "简爱"]


@pytest.mark.parametrize(("text", "kind"), [
    ("我最喜欢看《海上钢琴师》", "movies"),
    ("我最爱《海上钢琴师》，电影里那段斗琴太燃了", "movies"),
])
def test_a_titles_own_words_do_not_say_its_kind(text: str, kind: str) -> None:
    assert _slot(_facts(text), "interest", kind) == ["海上钢琴师"]
    assert not _slot(_facts(text), "interest", "music")
