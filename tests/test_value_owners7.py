"""Precision by mechanism (issue 29; dev set 7): quoted texts, who a value belongs to, what a value's shape allows.

Every sentence below was written for this file (none is copied from a development or blind set). Each case is
one user's diary in one shared store, distilled by one offline flush and checked by ``distilled_cases.check_case``.
"""

from __future__ import annotations

from typing import Any

import pytest

from distilled_cases import Case, check_case, distil_cases


CASES: dict[str, Case] = {
    # a quotation the words around it call a text (lyrics, a script, someone else's profile) is nobody's statement
    "en_profile_read_out": (["reading my coworker's tinder bio to her: 'I'm 27, a nurse, I love surfing and my cat Mochi' lol"],
                            ["Mochi", "surfing"], [], ["basic_info::age", "work::title"]),
    "zh_lyrics_quoted": (["歌词里唱：“我住在上海 每天都在加班”，我却在西安上班"], ["上海"], [], []),
    "zh_song_sings": (["歌里唱的“我是一名医生 住在上海”，我听了好多遍"], ["医生", "上海"], [], []),
    "en_chorus_goes": (['the chorus goes "I\'m from Detroit and I drive a Chevy"'], ["Detroit", "Chevy"], [], []),
    "en_is_how_dad_starts": (["\u201cI'm 45 and I live in Ohio\u201d is how my uncle opens every phone call"], ["Ohio"], [],
                             ["basic_info::age"]),
    "zh_blogger_says": (["我在抖音上刷到一个主播说她在重庆当护士"], ["重庆", "护士"], [], ["work::title"]),
    # a message that opens by saying it is forwarded is someone else's words
    "zh_forwarded_notice": (["转发：【停水通知】各位住户好，我是物业王经理，电话13800001111，明天停水"], ["13800001111", "经理"], [],
                            ["contact::phone"]),
    "en_forwarded_intro": (["Fwd: Hi team, I'm Priya, your new account manager, based in Leeds"], ["Leeds", "Priya"], [],
                           ["basic_info::location", "basic_info::name"]),
    # the clause rewriting (今年… → 我今年…) shifts offsets: the quotation is still found around the value
    "zh_quote_subjectless_clause": (["“我姓顾，今年三十五岁”——这是我剧本里配角的台词"], [], [], ["basic_info::age"]),
    # a turn back to real life (现实里 / irl) after a clause says that clause was another world
    "zh_real_life_turn": (["崩铁里我是星穹列车的乘务员，现实里我在无锡上班"], ["乘务员", "星穹列车"], [("work::location", "无锡")], []),
    "en_real_life_stays": (["I'm a nurse in real life"], [], [("work::title", "nurse")], []),
    # 家 after a field (作家, 画家) names a person, not a place
    "zh_writer_no_place": (["我最喜欢的作家是迟子建"], [], [("interest::books", "迟子建")], ["places::favourite"]),
    "zh_script_after": (["“我今年二十五岁，在成都当护士”——这是我剧本里主角的台词"], ["成都"], [], ["basic_info::age"]),
    "en_own_profile_counts": (["my hinge profile: 'I'm 27 and I live in Leeds'"], [], [("basic_info::location", "Leeds")], []),
    "en_own_quote_counts": (["I said: 'I'm a nurse and I live in Leeds'"], [], [("basic_info::location", "Leeds")], []),
    "en_own_post_counts": (["I wrote a post: 'I work at Boeing now'"], [], [("work::company", "Boeing")], []),
    "en_her_bio": (["her bio: 'I'm 31 and I live in Austin'"], ["Austin"], [], ["basic_info::age"]),
    # a value inside 我 + verb phrase + 的 + a person describes that person, not the user
    "zh_value_in_relative_clause": (["我在证券公司上班的表哥最近总加班"], [], [], ["work::company"]),
    "zh_title_in_relative_clause": (["我在小学当老师的姑姑退休了"], [], [], ["work::title"]),
    # 我是…的 + a person says what the speaker is: no relative clause
    "zh_copula_is_mine": (["我是福建福州的人，在厦门上班"], [], [("basic_info::hometown", "福建福州")], []),
    "zh_copula_is_hers": (["我妈妈是律师事务所的合伙人。"], [], [("workplace", "律师事务所")], []),
    # an A-not-A question inside a statement (问我是不是…) asks, up to the value's end
    "zh_embedded_a_not_a": (["同桌问我是不是东北人。我是山东人，在济南上班。"], ["东北"], [("basic_info::hometown", "山东")], []),
    "zh_adverb_not_a_question": (["我动不动就对花粉过敏。"], [], [("health::allergies", "花粉")], []),
    # a demonstrative and a classifier with the noun left out points at something, names no job
    "zh_title_pointing": (["不是市中心那个 我是街角那家"], [], [], ["work::title"]),
    # what a rule's 我 leaves of 我们 / 我俩, and 连 (even), are no part of an item
    "zh_even_allergen": (["我连猫毛都过敏"], [], [("health::allergies", "猫毛")], []),
    "zh_plural_even_nothing": (["我对尘螨过敏，表妹也是，我俩连过敏都一样"], ["俩", "连"], [("health::allergies", "尘螨")], []),
    # 一家X / 一所X describes an employer or a school and names none; the field comes from what it says
    "zh_description_no_company": (["我现在在一家外卖平台上班，挺累的"], ["一家"], [("work::industry", "外卖平台")], ["work::company"]),
    # a school or its campus is where one studies, not the city one lives in
    "zh_campus_no_city": (["我大四，在川大望江校区，每天泡图书馆。"], ["望江"], [], ["basic_info::location"]),
    # an English list of likes ends at ", and my X's is …" / ", but my X loves …": a new clause about someone else
    "en_list_ends_at_their_clause": (["My favourite music is jazz, and my brother's is metal."], ["metal"],
                                     [("interest::music", "jazz")], []),
    # a famous person's name (jieba's nrfg as well as nr) liked with nothing of theirs one reads or hears: no hobby
    "zh_famous_name_no_hobby": (["我最喜欢的一直是余秋雨 从来没变过"], ["余秋雨"], [], ["interest::hobbies"]),
    "zh_famous_name_read": (["我最喜欢余秋雨，他的书我都读过"], [], [("interest::books", "余秋雨")], []),
    "en_list_ends_at_mine": (["My sister's favourite band is Blur, mine is Pulp."], ["mine"], [], []),
    # a pet's name may end in a number; "a new one" is the animal the message named before it
    "en_new_one_numbered": (["Our hamster passed away in May. We got a new one called Peanut 2"], [],
                            [("relationship::pets", "Peanut 2 (hamster)")], []),
}


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return distil_cases(tmp_path_factory.mktemp("owners7"), {key: entries for key, (entries, *_rest) in CASES.items()})


@pytest.mark.parametrize("key", sorted(CASES))
def test_value_shape_and_owner(stored: dict[str, dict[str, Any]], key: str) -> None:
    _, not_held, exact, absent = CASES[key]
    check_case(key, stored[key], not_held, exact, absent)


def test_a_form_names_the_one_it_is_for(tmp_path_factory: pytest.TempPathFactory) -> None:
    # a form filled for a relative: its 姓名 field (no copula, alone in its clause) names that relative
    found = distil_cases(tmp_path_factory.mktemp("form7"), {"form": ["帮我妈填一下报名表 我妈要报老年大学 姓名周桂芳 住址天津市河西区"]})
    assert "周桂芳" in found["form"]["names"], found["form"]
    assert not found["form"]["slots"].get("basic_info::name"), found["form"]


def test_an_elided_possessive_names_nobody(tmp_path_factory: pytest.TempPathFactory) -> None:
    # my uncle's is Jaws: 's before a verb leaves out what is his (his favourite), it gives him no name
    found = distil_cases(tmp_path_factory.mktemp("poss7"), {"uncle": ["My favourite film is Heat. My uncle's is Jaws."],
                                                           "named": ["My uncle's name is Walter."]})
    assert not any("Jaws" in n for n in found["uncle"]["names"]), found["uncle"]
    assert "Walter" in found["named"]["names"], found["named"]
