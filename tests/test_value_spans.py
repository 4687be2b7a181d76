"""A value is cut where the value ends, and goes to whom the clause is about (memcli.distill.value_shape).

Every sentence below was written for this file. Each case is one user's diary in one shared store, distilled by
one offline flush. ``not_held``: text no profile slot or people attribute may hold (a clause, a preposition
phrase, a time expression or a second noun run into a value; a fact of someone else's filed for the user).
``exact``: (slot, item) — the slot must hold that item exactly (a profile list slot is split into its items); a
slot without ``::`` is a people attribute, of any person.
"""

from __future__ import annotations

from typing import Any

import pytest

from distilled_cases import distil_cases, stored_values

from memcli.distill.slot_values import split_slot

Case = tuple[list[str], list[str], list[tuple[str, str]]]

CASES: dict[str, Case] = {
    # English: a preposition phrase, a duration or a time run into the value
    "en_company_for_years": (["I've been working at Microsoft for 5 years now."], ["for 5"], [("work::company", "Microsoft")]),
    "en_company_in_city": (["I work at Google in London."], ["Google in"], [("work::company", "Google")]),
    "en_music_with_friends": (["I like playing guitar with my friends on weekends."], ["with my friends"], []),
    "en_books_before_bed": (["I love reading mystery novels before bed."], ["before bed"], []),
    "en_singer_clause": (["My favourite singer is Adele, she's amazing."], ["amazing"], [("interest::music", "Adele")]),
    "en_job_gerund": (["My job is teaching kids math at a local school."], ["teaching kids"], []),
    "en_band_because": (["My favorite band is Coldplay because their songs calm me down."], ["because", "calm"], [("interest::music", "Coldplay")]),
    "en_food_when": (["I love sushi and ramen when I'm tired."], ["tired"], [("interest::food", "sushi")]),
    "en_live_with": (["I live in Berlin with my girlfriend."], ["girlfriend"], [("basic_info::location", "Berlin")]),
    "en_study_at": (["I'm studying medicine at Harvard."], ["medicine at"], [("education::major", "medicine")]),
    "en_nurse_icu": (["I'm a nurse in the ICU at night."], ["at night"], [("work::title", "nurse")]),
    "en_since_march": (["I work at Amazon since last March."], ["March"], [("work::company", "Amazon")]),
    "en_tea_every_morning": (["I love green tea every morning."], ["morning"], []),
    "en_org_of": (["I work at Bank of America."], [], [("work::company", "Bank of America")]),
    "en_movie_title": (["My favorite movie is The Lord of the Rings."], [], []),
    "en_location_now": (["I live in Seattle now but I miss home."], ["miss"], [("basic_info::location", "Seattle")]),
    "en_allergy_though": (["I'm allergic to cats though, sadly."], ["sadly"], [("health::allergies", "cats")]),
    # owners: someone else's fact is not the user's, the user's is not someone else's
    "en_sister_job": (["My sister is a nurse."], [], [("job", "nurse")]),
    "en_she_said": (["She said she's a nurse."], ["nurse"], []),
    "en_both_allergic": (["I'm allergic to peanuts and my brother is allergic to cats."], [], [("health::allergies", "peanuts")]),
    "en_husband_job": (["I'm a teacher, my husband is a lawyer."], [], [("work::title", "teacher")]),
    "en_friend_lives": (["My best friend lives in Denver and I live in Austin."], [], [("basic_info::location", "Austin")]),
    "en_his_job": (["His job is teaching."], ["teaching"], []),
    # Chinese: a verb, a preposition phrase, a clause or a particle in the value; a value cut short
    "zh_job_verb": (["我的工作是在医院做护士。"], ["在医院", "医院做"], [("work::title", "护士")]),
    "zh_near_school": (["我住在学校附近的一个小区里。"], [], []),
    "zh_food_relative": (["我喜欢吃妈妈做的红烧肉。"], [], []),
    "zh_location_clause": (["我住在上海浦东，离公司很近。"], ["离公司"], [("basic_info::location", "上海浦东")]),
    "zh_company_years": (["我在腾讯做产品经理，做了三年了吧。"], ["三年"], [("work::company", "腾讯"), ("work::title", "产品经理")]),
    "zh_food_winter": (["我喜欢吃火锅，尤其是冬天的时候。"], ["冬天"], [("interest::food", "火锅")]),
    "zh_music_daily": (["我最喜欢的歌手是陈奕迅，听了好多年了。"], ["好多年"], [("interest::music", "陈奕迅")]),
    "zh_particle": (["我喜欢喝奶茶呀。"], ["呀"], [("interest::food", "奶茶")]),
    "zh_hometown_de": (["我老家是湖南长沙的。"], [], [("basic_info::hometown", "湖南长沙")]),
    "zh_company_since": (["我从去年开始在京东上班。"], ["去年"], []),
    "zh_pet_clause": (["我养了一只猫叫咪咪，它很可爱。"], ["可爱"], []),
    "zh_book_times": (["我最喜欢的书是三体，看了三遍了。"], ["三遍"], [("interest::books", "三体")]),
    "zh_city_work": (["我在杭州工作，但是住在绍兴。"], [], [("work::location", "杭州")]),
    # Chinese owners
    "zh_sister_doctor": (["我妹妹是医生，我是老师。"], [], [("work::title", "老师"), ("job", "医生")]),
    "zh_she_said": (["她说她是律师。"], ["律师"], []),
    "zh_husband_job": (["我老公的工作是程序员。"], [], [("job", "程序员")]),
    "zh_both_allergic": (["我对花生过敏，我老公对海鲜过敏。"], [], [("health::allergies", "花生"), ("allergies", "海鲜")]),
    "zh_colleague_work": (["我同事在阿里上班，我在网易上班。"], [], [("work::company", "网易")]),
    "zh_his_company": (["他在字节跳动上班。"], ["字节跳动"], []),
    # mixed
    "mixed_company_title": (["我在Google做engineer。"], [], [("work::company", "Google")]),
    "mixed_location_coffee": (["我住在Tokyo，平时喜欢喝coffee。"], [], [("basic_info::location", "Tokyo")]),
    "mixed_en_company_zh": (["I work at 腾讯 in Shenzhen."], ["Shenzhen"], []),
    "mixed_zh_friend_en": (["我朋友Kevin在Apple上班，我在Meta上班。"], [], [("work::company", "Meta")]),
    # added after the check was written (the cases above were written, and 8 of them failed, before it)
    "zh_location_lakeside": (["我住在杭州西湖边上。"], ["边上"], []),
    "zh_hometown_county": (["我老家是四川的一个小县城。"], ["县城"], []),
    "zh_books_at_home": (["我喜欢周末在家看书。"], ["在家"], []),
    "zh_residence_countryside": (["我奶奶住在乡下老家。"], ["乡下老家"], []),
    "en_item_keeps_pp": (["I'm allergic to animals with fur."], [], [("health::allergies", "animals with fur")]),
    # a place where one works is no employer; a number alone is no thing; an allergen follows 对
    "zh_work_in_city": (["我现在在深圳工作，每天挤地铁。"], [], []),
    "en_car_year": (["I drive a 2015 toyota corolla that my uncle gave me."], [], []),
    "zh_allergy_adverb": (["我对啥都不过敏，我表妹倒是对花生过敏。"], ["倒是", "对花生"], [("allergies", "花生")]),
    # a feed is nobody; an adverb after a name ends the name; a singer liked is music, not a hobby
    "zh_moments_not_friend": (["我朋友圈里有个人在卖保险，天天刷屏。"], ["保险"], []),
    "zh_name_then_adverb": (["我同事小雨倒是很会做饭，周末还去学烘焙。"], [], []),
    "zh_singer_music": (["我最爱林俊杰，他的歌我天天听。"], [], [("interest::music", "林俊杰")]),
    "zh_singer_no_music_cue": (["我超爱王菲，她好有气质。"], ["王菲"], []),
}


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return distil_cases(tmp_path_factory.mktemp("spans"), {key: entries for key, (entries, _, _) in CASES.items()})


def _values(found: dict[str, Any]) -> list[str]:
    return stored_values(found, names=False)


def _items(found: dict[str, Any], slot: str) -> list[str]:
    if "::" in slot:
        return [i.strip() for i in split_slot(found["slots"].get(slot, ""), False)]
    return [v.strip() for v in found["attrs"].get(slot, [])]


@pytest.mark.parametrize("key", sorted(CASES))
def test_values_end_where_the_value_ends(stored: dict[str, dict[str, Any]], key: str) -> None:
    _, not_held, exact = CASES[key]
    found = stored[key]
    for text in not_held:
        held = [v for v in _values(found) if text.casefold() in v.casefold()]
        assert not held, f"{key}: {text!r} stored: {found}"
    for slot, value in exact:
        items = [i.casefold() for i in _items(found, slot)]
        assert value.casefold() in items, f"{key}: {slot} lacks exactly {value!r}: {found}"


def test_a_place_worked_in_is_no_employer_and_a_year_no_car(stored: dict[str, dict[str, Any]]) -> None:
    assert "深圳" not in stored["zh_work_in_city"]["slots"].get("work::company", "")
    assert not any(v.strip() == "2015" for v in stored["en_car_year"]["slots"].values())


def test_a_name_ends_before_an_adverb_and_a_feed_names_nobody(stored: dict[str, dict[str, Any]]) -> None:
    assert "小雨" in stored["zh_name_then_adverb"]["names"]
    assert not stored["zh_moments_not_friend"]["attrs"].get("job")
