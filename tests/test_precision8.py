"""Precision mechanisms found on development set 8 (benchmarks/dev_sets/extraction8), tested on sentences
written for this file (none is copied from a development or blind set): whose favourite a title is, a
cut that is only grammar, a kind of employer, what happened to a pet, a possessive after a name, and
corrections that come after a reply or say "actually"."""

from __future__ import annotations

import pytest

from memcli.distill.extract_zh_en import extract_batch

from extracted_facts import facts as _facts, rec as _rec, slot as _slot


@pytest.mark.parametrize(("text", "topic", "sub"), [
    ("周末陪我爸看了《长津湖》，他说这是他最喜欢的电影", "interest", "movies"),
    ("《挪威的森林》是我室友最喜欢的书", "interest", "books"),
    ("《晴天》是你最喜欢的歌吧", "interest", "music"),
    ("我在央企上班，朝九晚五", "work", "company"),
    ("我家仓鼠跑了，找了一晚上", "relationship", "pets"),
])
def test_lookalikes_give_no_fact(text: str, topic: str, sub: str) -> None:
    assert not _slot(_facts(text), topic, sub), _facts(text)


@pytest.mark.parametrize(("text", "topic", "sub", "value"), [
    ("《长津湖》是我最喜欢的电影", "interest", "movies", "长津湖"),
    ("《围城》一直是我心目中最喜欢的书", "interest", "books", "围城"),
    ("我家仓鼠豆包很能吃", "relationship", "pets", "豆包"),
])
def test_the_fact_still_stands(text: str, topic: str, sub: str, value: str) -> None:
    assert value in " ".join(_slot(_facts(text), topic, sub)), _facts(text)


def test_a_major_is_never_grammar() -> None:
    """学的是 before a Latin word: 的是 is the copula, not the subject studied."""
    facts = _facts("这学期在 NUS 交换，学的是 finance")
    assert all(not v.startswith("的") for v in _slot(facts, "education", "major")), facts


@pytest.mark.parametrize("text", ["my nephew Theo's team won the cup and he is allergic to dogs",
                                  "my daughter Maya's school is closed today"])
def test_a_possessive_is_not_part_of_a_name(text: str) -> None:
    facts = _facts(text)
    said = " ".join(f"{t} {v}" for t, s, v in facts if s != "events")  # an event quotes the sentence as written
    assert ("Theo" in said or "Maya" in said) and "'s" not in said, facts


def _batch(turns: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(c.sub_topic or "", c.content) for c in extract_batch([_rec(i, t, r) for i, (r, t) in enumerate(turns)])]


def test_a_correction_after_the_companions_reply() -> None:
    facts = _batch([("user", "我今年31"), ("assistant", "31岁，正当年！"), ("user", "等一下，说错了，是32，上个月刚过生日")])
    ages = [v for s, v in facts if s == "age"]
    assert ages and all("32" in v for v in ages), facts


def test_a_correction_with_nothing_before_it_keeps_what_follows_actually() -> None:
    facts = _batch([("user", "correction: I told you I live in Dallas, but I actually live in Austin")])
    assert not any("Dallas" in v for _s, v in facts), facts
