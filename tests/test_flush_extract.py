"""The offline extractor and relative dates, called directly (no store needed).

Positive cases in both languages, and the negatives that matter as much:
the assistant's words, questions, other people's facts, and 我爱你.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from memcli.distill.extract_zh_en import carry_subject, extract_record
from memcli.distill.relative_dates import annotate
from memcli.distill.types import Rec

WHEN = "2024-03-06T20:00:00+08:00"  # a Wednesday


def _rec(text: str, role: str = "user") -> Rec:
    return Rec(1, text, role, None, "u", "", None, WHEN, datetime.fromisoformat(WHEN).timestamp(), 10)


def _slots(text: str, role: str = "user") -> set[tuple[str, str, str]]:
    return {(c.topic or "", c.sub_topic or "", c.content) for c in extract_record(_rec(text, role)) if c.type == "profile"}


def _mems(text: str, role: str = "user") -> set[tuple[str, str, str]]:
    return {(c.type, c.owner, c.content) for c in extract_record(_rec(text, role)) if c.type != "profile"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我叫林小雨，大家都叫我小雨。", {("basic_info", "name", "林小雨"), ("basic_info", "nickname", "小雨")}),
        ("我今年29岁，1995年4月12日出生在杭州。", {("basic_info", "age", "29岁（2024年）"), ("basic_info", "birthday", "1995-04-12"), ("basic_info", "hometown", "杭州")}),
        ("我住在上海。", {("basic_info", "location", "上海")}),
        ("我是杭州人。", {("basic_info", "hometown", "杭州")}),
        ("我是一名软件工程师，在星河科技工作。", {("work", "title", "软件工程师"), ("work", "company", "星河科技")}),
        ("我在腾讯上班。", {("work", "company", "腾讯")}),
        ("我在上海工作。", {("work", "location", "上海")}),
        ("我毕业于浙江大学，学的是计算机科学。", {("education", "school", "浙江大学"), ("education", "major", "计算机科学")}),
        ("我妈妈叫王芳，是一名老师。", {("relationship", "mother", "王芳"), ("relationship", "mother", "老师")}),
        ("我有一个妹妹叫林小雪。", {("relationship", "sister", "林小雪（妹妹）")}),
        ("我的好朋友阿杰约我去爬山。", {("relationship", "friends", "阿杰")}),
        ("我养了一只猫，叫豆豆，已经五岁了。", {("relationship", "pets", "豆豆（猫）")}),
        ("我特别喜欢吃火锅，也喜欢爵士乐。", {("interest", "food", "火锅"), ("interest", "music", "爵士乐")}),
        ("我的爱好是看书、弹吉他和打篮球。", {("interest", "books", "看书"), ("interest", "music", "吉他"), ("interest", "sports", "篮球")}),
        ("我不喜欢香菜。", {("preference", "dislikes", "香菜")}),
        ("我对花生过敏。", {("health", "allergies", "花生")}),
        ("我会说中文、英语。", {("basic_info", "languages", "中文"), ("basic_info", "languages", "英语")}),
        ("我的目标是今年跑完一次全程马拉松。", {("life_event", "goals", "今年跑完一次全程马拉松")}),
        ("我想学日语。", {("life_event", "goals", "学日语")}),
        ("My name is Rain Lin, but my friends call me Rainy.", {("basic_info", "name", "Rain Lin"), ("basic_info", "nickname", "Rainy")}),
        ("I'm 29 years old and I live in Shanghai.", {("basic_info", "age", "29 (in 2024)"), ("basic_info", "location", "Shanghai")}),
        ("I was born on April 12, 1995 in Hangzhou.", {("basic_info", "birthday", "1995-04-12"), ("basic_info", "hometown", "Hangzhou")}),
        ("I work as a software engineer at Xinghe Tech.", {("work", "title", "software engineer"), ("work", "company", "Xinghe Tech")}),
        ("I studied Computer Science at Zhejiang University.", {("education", "major", "Computer Science"), ("education", "school", "Zhejiang University")}),
        ("My mom is a teacher.", {("relationship", "mother", "teacher")}),
        ("I have a younger sister named Lily.", {("relationship", "sister", "Lily (sister)")}),
        ("My cat is called Doudou.", {("relationship", "pets", "Doudou (cat)")}),
        ("I love hotpot, jazz and hiking.", {("interest", "food", "hotpot"), ("interest", "music", "jazz"), ("interest", "sports", "hiking")}),
        ("I've always loved cats.", {("interest", "animals", "cats")}),
        ("I can't stand cilantro.", {("preference", "dislikes", "cilantro")}),
        ("I'm allergic to peanuts.", {("health", "allergies", "peanuts")}),
        ("I speak English and Mandarin.", {("basic_info", "languages", "English"), ("basic_info", "languages", "Mandarin")}),
        ("I want to learn Japanese.", {("life_event", "goals", "learn Japanese")}),
        ("I'm vegetarian and I have asthma.", {("health", "diet", "vegetarian"), ("health", "conditions", "asthma")}),
    ],
)
def test_first_person_facts(text: str, expected: set[tuple[str, str, str]]) -> None:
    assert expected <= _slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我喜欢你。我爱你。",  # about the companion, not a taste
        "你叫什么名字？",  # a question
        "Do you like jazz?",
        "我妈妈今天很开心，她住在北京。",  # someone else's facts
        "我叫了外卖。",  # 叫 = ordered
        "我是一个很内向的人。",
        "I'm a proud cat owner.",
        "I like it when you talk to me.",
        "I'd like to eat pizza.",
    ],
)
def test_not_facts_about_the_user(text: str) -> None:
    assert _slots(text) == set()


def test_assistant_words_are_not_user_facts_but_its_own_name_is_identity() -> None:
    assert _slots("我知道你喜欢火锅，你住在上海。", role="assistant") == set()
    assert _slots("You mentioned you love jazz and live in Shanghai.", role="assistant") == set()
    assert _mems("你好，我叫小暖，很高兴认识你。", role="assistant") == {("identity", "character", "名字：小暖")}
    assert _mems("Hi! My name is Aria.", role="assistant") == {("identity", "character", "name: Aria")}


def test_agreements_emotions_bonds_and_owners() -> None:
    assert _mems("我们说好了周末一起去看海。") == {("agreement", "both", "我们说好了周末一起去看海。")}
    assert ("agreement", "character", "你答应过我要陪我去看电影的，还记得吗？") in _mems("你答应过我要陪我去看电影的，还记得吗？")
    assert {m[1] for m in _mems("我和阿杰约好了这周六去爬山。") if m[0] == "agreement"} == {"user"}
    assert ("agreement", "user", "I promise I'll call mom tomorrow (2024-03-07).") in _mems("I promise I'll call mom tomorrow.")
    assert any(t == "emotion" for t, _, _ in _mems("我今天特别焦虑，因为项目要上线了。"))
    assert any(t == "emotion" for t, _, _ in _mems("I'm so stressed about the launch."))
    assert not any(t == "emotion" for t, _, _ in _mems("我妈妈今天很开心。"))
    assert ("relationship", "both", "你是我最好的朋友。") in _mems("你是我最好的朋友。")
    assert ("identity", "character", "名字：小爱") in _mems("以后你就叫小爱吧。")


def test_subject_carries_over_but_not_across_a_new_entity() -> None:
    assert carry_subject("我妈妈叫王芳，是一名老师") == "我妈妈叫王芳，我妈妈是一名老师"
    assert carry_subject("我养了一只猫，叫豆豆，已经五岁了") == "我养了一只猫，叫豆豆，已经五岁了"
    assert carry_subject("她住在北京，在读研究生") == "她住在北京，在读研究生"
    assert ("basic_info", "age", "5岁（2024年）") not in _slots("我养了一只猫，叫豆豆，已经五岁了。")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("昨天和妈妈吃了火锅", "昨天（2024-03-05）和妈妈吃了火锅"),
        ("前天下雨了", "前天（2024-03-04）下雨了"),
        ("上周五我们去爬山", "上周五（2024-03-01）我们去爬山"),
        ("上周很忙", "上周（2024-02-26至03-03）很忙"),
        ("上个月去了北京", "上个月（2024-02）去了北京"),
        ("去年夏天去了日本", "去年夏天（2023年夏天）去了日本"),
        ("三天前买了书", "三天前（2024-03-03）买了书"),
        ("Last Friday we went hiking", "Last Friday (2024-03-01) we went hiking"),
        ("yesterday I met Jay", "yesterday (2024-03-05) I met Jay"),
        ("last week was busy", "last week (week of 2024-02-26) was busy"),
        ("last year I moved", "last year (2023) I moved"),
        ("last summer in Japan", "last summer (summer 2023) in Japan"),
        ("2 days ago", "2 days ago (2024-03-04)"),
        ("今天很开心", "今天很开心"),  # the record's own day needs no note
        ("昨天（2024-03-05）已经写过", "昨天（2024-03-05）已经写过"),  # idempotent
    ],
)
def test_relative_dates_resolved_against_the_record_time(text: str, expected: str) -> None:
    assert annotate(text, datetime.fromisoformat(WHEN)) == expected
