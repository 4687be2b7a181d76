"""Only what a sentence asserts becomes a fact: hedges, wishes, denials, questions, plans, past states, someone
else's words and jokes do not (memcli.distill.modality), through the library API on a real store.

Every sentence below was written for this file. Each case is one user's diary in one shared store, distilled
by one offline flush; a non-fact must leave no profile slot and no people attribute holding its value, and the
facts beside them must still be found.
"""

from __future__ import annotations

from typing import Any

import pytest

from distilled_cases import distil_cases, stored_values


# (entries of one user, values that must NOT be stored as a fact, (slot or person attribute, value) that must be)
Case = tuple[list[str], list[str], list[tuple[str, str]]]

CASES: dict[str, Case] = {
    # hedges and uncertainty: the cue stands before the value, or inside what a rule would take as the value
    "zh_hedge_allergy": (["我可能对芒果过敏，还没去医院查。"], ["芒果"], []),
    "zh_hedge_should": (["我应该对酒精过敏。"], ["酒精"], []),
    "zh_hedge_guess": (["我估计对青霉素过敏。"], ["青霉素"], []),
    "zh_hedge_about": (["我大概是对海鲜过敏吧。"], ["海鲜"], []),
    "zh_hedge_person": (["我姐姐好像对猫过敏。"], ["猫"], []),
    "zh_hedge_friend": (["我朋友阿杰好像对花粉过敏。"], ["花粉"], [("name", "阿杰")]),
    "en_hedge_allergy": (["Maybe I'm allergic to shellfish, not sure yet."], ["shellfish", "not sure"], []),
    "en_hedge_band": (["My favourite band is probably Radiohead."], ["Radiohead"], []),
    "en_hedge_love": (["Perhaps I love jazz more than rock."], ["jazz"], []),
    "en_kind_of": (["I'm kind of a vegetarian, I guess."], ["vegetarian"], []),
    "en_that_kind_of": (["That kind of grit is why I love basketball."], [], [("interest::sports", "basketball")]),
    "mixed_hedge": (["I think 我可能对青霉素过敏。"], ["青霉素"], []),
    # conditions, counterfactuals and wishes
    "zh_if_job": (["如果我是一名医生，我会更有耐心。"], ["医生"], []),
    "zh_if_pet": (["假如我养了一只猫，我会叫它年糕。"], ["猫", "年糕"], []),
    "en_wish_pet": (["I wish I had a golden retriever."], ["golden retriever"], []),
    "en_if_city": (["If I lived in Lisbon, I'd surf every morning."], ["Lisbon"], []),
    # questions, with and without their question mark
    "zh_question_anota": (["我是不是对花生过敏啊"], ["花生"], []),
    "zh_question_move": (["我是不是应该搬到深圳"], ["深圳"], []),
    "en_question": (["Am I allergic to cats or is it just dust"], ["cats"], []),
    "zh_question_alternative": (["我喜欢猫还是狗呢"], ["猫"], []),
    "zh_mistaken_belief": (["我以为我对花生过敏，后来发现不是。"], ["花生"], []),
    # plans and desires are goals, not states
    "zh_plan_move": (["我打算下个月搬到杭州。"], [], [("life_event::goals", "搬到杭州")]),
    "zh_plan_next_year": (["我明年会搬到厦门。"], ["厦门"], []),
    "zh_plan_person": (["我妈想搬到海南住。"], ["海南"], []),
    # someone else's words
    "zh_reported_likes": (["我妈觉得我喜欢吃甜食。"], ["甜食"], []),
    "en_reported_hometown": (["My boss Karen said she grew up in Texas."], ["Texas"], [("name", "Karen")]),
    "en_reported_everyone": (["Everyone thinks I'm a doctor but I'm actually a nurse."], ["doctor"], []),
    "en_apparently": (["Apparently I'm allergic to birch pollen."], ["birch pollen"], []),
    "en_heard": (["I heard I was born in Ohio."], ["Ohio"], []),
    "zh_hearsay": (["听说我小时候对牛奶过敏。"], ["牛奶"], []),
    "zh_boss_thinks": (["我老板以为我是实习生。"], ["实习生"], []),
    "en_reported_person": (["My sister says she's a vegetarian now."], ["vegetarian"], []),
    "zh_considering": (["我在考虑去华为上班。"], ["华为"], []),
    "zh_next_monday": (["我下周一入职阿里。"], ["阿里"], []),
    "zh_name_sarcasm": (["我叫小明，才怪，我叫小红。"], ["小明", "小红"], []),
    "en_name_kidding": (["My name is Batman, obviously kidding."], ["Batman"], []),
    "zh_not_allergic": (["我对狗不过敏。"], ["狗"], []),
    "zh_unless": (["除非我搬到上海，不然我不会换工作。"], ["上海"], []),
    "en_whether": (["I don't know whether I'm allergic to nuts."], ["nuts"], []),
    "zh_when_worked": (["我在腾讯上班的时候认识了她。"], ["腾讯"], []),
    "zh_those_years": (["我住在北京那几年特别开心。"], ["北京"], []),
    "zh_fact_years": (["我在字节跳动工作，已经三年了。"], [], [("work::company", "字节跳动")]),
    # past states
    "en_former": (["I'm a former banker."], ["banker"], []),
    "zh_past_name": (["我舅舅曾经在部队当兵。"], ["曾经"], []),
    # jokes and sarcasm, in the sentence or in the next message
    "zh_joke_company": (["我在故宫上班，开玩笑的哈哈。"], ["故宫"], []),
    "zh_sarcasm": (["我最喜欢加班了，才怪。"], ["加班"], []),
    "zh_sarcasm_early": (["我超级喜欢早起，才怪。"], ["早起"], []),
    "zh_lie": (["我最爱吃火锅了，骗你的。"], ["火锅"], []),
    "en_jk_inline": (["I'm allergic to cats lol jk."], ["cats"], []),
    "en_yeah_right": (["I love Mondays, yeah right."], ["Mondays"], []),
    "en_said_no_one": (["I work at Tesla, said no one ever."], ["Tesla"], []),
    "en_jk_next_message": (["I'm a sushi chef.", "Just kidding!"], ["sushi chef"], []),
    # corrections: the earlier value is said by mistake; the sentence is read again with the new one
    "en_correction_age": (["I'm 28. wait no, 29, had my birthday last week."], ["28"], [("basic_info::age", "29")]),
    "zh_correction_age": (["我今年27岁，哦不对，28了。"], ["27"], [("basic_info::age", "28")]),
    "en_correction_next_message": (["I live in Boston.", "Sorry, I meant Cambridge."], ["Boston"],
                                   [("basic_info::location", "Cambridge")]),
    "zh_correction_next_message": (["我在华为上班。", "纠正一下，是荣耀，去年拆出来的。"], ["华为"], [("work::company", "荣耀")]),
    "zh_correction_repeats_verb": (["我住在杭州。", "说错了，是住在苏州。"], ["杭州"], [("basic_info::location", "苏州")]),
    "zh_not_right_is_no_correction": (["我在宁波上班。", "不对劲，最近老失眠。"], [], [("work::location", "宁波")]),
    # negation inside the value
    "zh_no_allergy": (["我不对任何东西过敏。"], ["任何东西"], []),
    # facts stand: a negation that is the fact, a clause beside a denial, an aside that conditions nothing
    "zh_fact_nurse": (["我在长沙的一家医院当护士。"], [], [("work::title", "护士")]),
    "zh_not_but": (["我不是程序员，我是产品经理。"], ["程序员"], [("work::title", "产品经理")]),
    "zh_past_now": (["我以前住在武汉，现在住在长沙。"], ["武汉"], [("basic_info::location", "长沙")]),
    "zh_allergy_cant": (["我对猫毛过敏，不能养猫。"], [], [("health::allergies", "猫毛")]),
    "zh_dislike": (["我不喜欢香菜。"], [], [("preference::dislikes", "香菜")]),
    "zh_diet_now": (["我现在不吃肉了。"], [], [("health::diet", "不吃肉")]),
    "en_diet": (["I don't eat pork."], [], [("health::diet", "pork")]),
    "en_aside_if": (["I'm allergic to peanuts, if you must know."], [], [("health::allergies", "peanuts")]),
    "en_not_but": (["I'm not a nurse, I'm a paramedic."], ["nurse"], [("work::title", "paramedic")]),
    "en_and_not_bad": (["I play the cello and I'm not bad at it."], [], [("interest::instruments", "cello")]),
    "en_person_negated": (["My neighbour Tom is not a dentist anymore."], ["dentist"], [("name", "Tom")]),
    "en_person_fact": (["My brother Tomas works at Spotify in Stockholm."], [], [("workplace", "Spotify")]),
    "zh_person_fact": (["我妈妈是一名中学老师。"], [], [("job", "中学老师")]),
    "en_ex_job": (["My ex-girlfriend Lena is a pilot."], [], [("job", "pilot")]),
    "zh_after_work": (["下班以后我喜欢打游戏。"], [], [("interest::games", "游戏")]),
    "zh_before_sleep": (["睡觉之前我喜欢看书。"], [], [("interest::books", "看书")]),
    "mixed_past_now": (["我以前在Amazon上班，现在在Shopee上班。"], ["Amazon"], [("work::company", "Shopee")]),
}


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return distil_cases(tmp_path_factory.mktemp("modality"), {key: entries for key, (entries, _, _) in CASES.items()})


def _values(found: dict[str, Any]) -> list[str]:
    return stored_values(found, names=True)


@pytest.mark.parametrize("key", sorted(CASES))
def test_only_asserted_facts_are_stored(stored: dict[str, dict[str, Any]], key: str) -> None:
    _, not_facts, facts = CASES[key]
    found = stored[key]
    for value in not_facts:
        held = [v for v in _values(found) if value.casefold() in v.casefold()]
        assert not held, f"{key}: {value!r} stored as a fact: {found}"
    for slot, value in facts:
        if "::" in slot:
            assert value.casefold() in found["slots"].get(slot, "").casefold(), f"{key}: {slot} lacks {value!r}: {found}"
        else:
            assert any(value.casefold() in v.casefold() for v in found["attrs"].get(slot, [])), \
                f"{key}: person {slot} lacks {value!r}: {found}"
