"""Precision mechanisms of the eleventh stop, tested on sentences written for this file (none is copied from a
development or blind set): what 在 does when a verb follows it, a kind of workplace said with common words, he or
she carried to the clauses after them, places in Latin script, the area around a place, a kind of thing liked
with nothing more, and what cannot be done (去不了)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from memcli.distill.attributes import is_place_name_zh

from extracted_facts import facts as _facts, slot as _slot


def _work(text: str) -> dict[str, list[str]]:
    found = _facts(text)
    return {sub: _slot(found, "work", sub) for sub in ("company", "location", "industry", "title")}


@pytest.mark.parametrize("text", [
    "我现在在准备考研，天天泡图书馆",
    "辞职半年了，现在在家接点翻译的活",
    "我现在在找工作，简历投了三十份",
    "毕业回老家了，现在在县城考编",
])
def test_zai_before_a_verb_says_what_one_is_doing_not_where(text: str) -> None:
    assert _work(text)["company"] == [], _facts(text)


def test_a_name_that_starts_like_a_verb_is_still_an_employer() -> None:
    # 学而思 is one word to the segmenter: a name, not 学 + something
    assert _work("我现在在学而思上班")["company"] == ["学而思"]


@pytest.mark.parametrize("text", ["我在一家口腔诊所上班，做前台", "我在一家宠物医院当助理", "我在一家私立幼儿园当老师"])
def test_a_kind_of_workplace_in_common_words_is_no_line_of_work(text: str) -> None:
    work = _work(text)
    assert work["company"] == [] and work["industry"] == [], _facts(text)


def test_a_workplace_whose_name_says_which_one_is_an_employer() -> None:
    assert _work("我在湘雅医院上班")["company"] == ["湘雅医院"]


@pytest.mark.parametrize("text", [
    "同桌说他是做保险的，在国贸上班，周末还兼职",
    "相亲对象说她是学医的，在协和上班",
])
def test_he_or_she_stays_the_subject_of_the_clauses_after(text: str) -> None:
    assert _work(text)["company"] == [], _facts(text)


def test_the_other_party_is_no_verb_that_opens_the_users_line() -> None:
    # 对方 (the other side) is a noun; it does not make the line the user's as 对…过敏 would
    assert _work("对方是做金融的，在陆家嘴上班")["company"] == []


def test_having_a_job_somewhere_is_where_one_works() -> None:
    assert _work("我在苏州有工作，不想搬") == {"company": [], "location": ["苏州"], "industry": [], "title": []}
    assert ("person:哥哥", "work_location", "杭州") in _facts("我哥在杭州有工作，回不来")


def test_a_province_and_a_clause_is_no_place() -> None:
    assert is_place_name_zh("广东佛山")
    assert not is_place_name_zh("上海有工作")
    assert not is_place_name_zh("浙江上班")


def test_an_adverb_before_zai_is_not_part_of_the_place() -> None:
    assert _work("我公司也在浦东，离你不远")["location"] == ["浦东"]
    assert _work("我公司还在中关村")["location"] == ["中关村"]


@pytest.mark.parametrize("text", ["我在NICU干了三年了", "我在ICU上班，夜班多"])
def test_a_ward_is_no_employer(text: str) -> None:
    assert _work(text)["company"] == [], _facts(text)


def test_the_school_one_read_at_is_no_subject() -> None:
    found = _facts("我读的是浙大，后来留校了")
    assert _slot(found, "education", "major") == []
    assert _slot(found, "education", "school") == ["浙大"]


def test_an_imperative_after_a_list_is_no_item() -> None:
    assert _slot(_facts("i hate olives, don't even ask"), "preference", "dislikes") == ["olives"]


@pytest.mark.parametrize(("text", "place"), [
    ("我在Berlin做product manager，三年了", "Berlin"),
    ("现在在 Toronto 上班，冬天冷死", "Toronto"),
])
def test_a_city_in_latin_script_is_where_one_works_not_an_employer(text: str, place: str) -> None:
    work = _work(text)
    assert work["company"] == [] and work["location"] == [place], _facts(text)


def test_a_latin_name_that_is_no_place_stays_an_employer() -> None:
    assert _work("我在Spotify上班")["company"] == ["Spotify"]


def test_the_area_around_a_place_is_where_one_works() -> None:
    assert _work("我在深圳科技园那边上班")["location"] == ["深圳科技园"]
    assert _work("我在公司附近上班") == {"company": [], "location": [], "industry": [], "title": []}


def test_liking_a_kind_of_thing_is_the_pastime_itself() -> None:
    found = _facts("周末我爱看书，一看一下午")
    assert ("interest", "books", "看书") in found and ("interest", "books", "书") not in found


def test_a_title_after_its_author_is_the_title() -> None:
    values = [v for t, _s, v in _facts("我最喜欢莫言的《红高粱》") if t == "interest"]
    assert all("《" not in v and "的" not in v for v in values), values


@pytest.mark.parametrize("text", ["我超喜欢秋天，不冷不热", "honestly I love winter"])
def test_a_season_liked_is_no_hobby(text: str) -> None:
    assert not [f for f in _facts(text) if f[0] == "interest"], _facts(text)


def test_what_one_cannot_go_to_is_no_plan() -> None:
    assert _slot(_facts("我这周末去不了聚会，要加班"), "life_event", "plans") == []
    assert _slot(_facts("我下周三去考驾照"), "life_event", "plans")


def test_the_extraction_scorer_reads_a_pets_name_and_kind_apart() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    scorer = importlib.import_module("extraction")
    assert scorer.value_matches(["whippet"], "Butterscotch (whippet)", "relationship::pets")
    assert scorer.value_matches(["Butterscotch"], "Butterscotch (whippet)", "relationship::pets")
    assert not scorer.value_matches(["poodle"], "Butterscotch (whippet)", "relationship::pets")


def test_the_other_side_takes_no_clause_of_the_person_before() -> None:
    found = _facts("我姑非要我去见个人，对方是个会计，在宁波")
    assert not [f for f in found if f[0] == "person:姑姑" and f[1] in ("job", "residence", "work_location")], found


def test_a_spouses_sibling_is_a_person_of_their_own() -> None:
    found = _facts("晚上大姑子来家里吃饭，她在合肥当护士")
    assert ("person:大姑子", "job", "护士") in found, found


def test_a_northern_daughter_is_a_daughter() -> None:
    found = _facts("我家闺女叫苗苗，今年五岁，对鸡蛋过敏")
    assert _slot(found, "health", "allergies") == [], found
    assert ("person:苗苗", "allergies", "鸡蛋") in found, found


def test_a_relation_and_a_latin_name_inside_a_clause_is_who_she_is() -> None:
    found = _facts("老板今天又开会到八点。晚饭是同事Priya带的咖喱，她是印度人")
    assert ("person:Priya", "hometown", "印度") in found, found
    assert not [f for f in found if f[0] == "person:老板" and f[1] == "hometown"], found


def test_a_place_before_what_one_does_there_is_where_one_is() -> None:
    assert _slot(_facts("你们先吃，我在成都回不去"), "basic_info", "location") == ["成都"]


def test_a_city_of_any_size_is_where_one_works() -> None:
    assert _work("辞职回老家了，现在在岳阳，每天骑电动车上班")["company"] == []
    assert _work("我在绵阳上班")["location"] == ["绵阳"]


def test_not_eating_two_things_is_two_things() -> None:
    diet = _slot(_facts("我吃素，不吃肉不吃鱼"), "health", "diet")
    assert "不吃肉" in diet and "不吃鱼" in diet and not [d for d in diet if "不吃" in d[2:]], diet


def test_giving_something_up_for_a_while_is_no_dislike() -> None:
    assert _slot(_facts("最近在控糖，不吃蛋糕不吃奶茶"), "preference", "dislikes") == []
    assert _slot(_facts("我不吃苦瓜"), "preference", "dislikes") == ["苦瓜"]


def test_where_one_is_for_a_few_days_is_not_where_one_lives() -> None:
    assert _slot(_facts("聚会我来不了，那几天我在云南"), "basic_info", "location") == []


def test_a_verb_and_a_pronoun_is_no_goal() -> None:
    assert _slot(_facts("just got a new road bike and I want to ride it"), "life_event", "goals") == []


def test_how_near_a_workplace_is_names_none() -> None:
    assert _work("想搬到河东去，离我上班的地方近一点")["company"] == []


def test_a_dog_called_doggy_is_a_pet_whose_age_is_its_own() -> None:
    found = _facts("我家狗子叫土豆，是只柯基，今年六岁了")
    assert _slot(found, "basic_info", "age") == [], found


def test_a_shop_owner_is_nobody_in_the_users_life() -> None:
    found = _facts("晚上去吃了家麻辣烫，老板是重庆人，很热情")
    assert not [f for f in found if f[0].startswith("person:")], found


def test_how_old_one_is_is_no_part_of_a_job() -> None:
    assert _work("I'm a 45-year-old electrician in Leeds")["title"] == ["electrician"]


def test_a_person_who_works_in_a_latin_city_works_there() -> None:
    found = _facts("my brother Sam works as a chef in Melbourne")
    assert ("person:Sam", "work_location", "Melbourne") in found, found


def test_my_pet_after_someone_elses_is_mine() -> None:
    found = _facts("my aunt's parrot screams all day, meanwhile my turtle Sheldon sleeps")
    assert ("relationship", "pets", "Sheldon (turtle)") in found, found


def test_a_kind_of_people_is_no_dislike() -> None:
    assert sorted(_slot(_facts("hate olives, hate traffic, hate people who talk in cinemas"), "preference", "dislikes")) == \
        ["olives", "traffic"]


def test_a_drink_or_a_sweet_by_its_own_word_is_food() -> None:
    assert ("interest", "food", "燕麦拿铁") in _facts("我最爱的是燕麦拿铁")


def test_growing_up_somewhere_is_no_hometown_when_the_hometown_is_named() -> None:
    found = _facts("我老家是湛江的，从小在广州长大")
    assert _slot(found, "basic_info", "hometown") == ["湛江"], found


@pytest.mark.parametrize(("text", "where"), [("我在西安读研，放假早", ["西安"]), ("我在昆明开花店", ["昆明"]),
                                             ("我在武汉出生长大", []), ("我在广州读的大学", []), ("我在新加坡有同学", [])])
def test_what_one_goes_on_doing_somewhere_says_where_one_is(text: str, where: list[str]) -> None:
    assert _slot(_facts(text), "basic_info", "location") == where, _facts(text)


def test_a_name_before_what_one_did_with_them_is_their_name() -> None:
    found = _facts("晚上和男朋友阿凯视频，他在东京读研")
    assert ("person:阿凯", "residence", "东京") in found, found


def test_a_school_friend_is_whom_the_next_she_means() -> None:
    found = _facts("我妈催我回家。晚上跟大学同学打电话，她在澳洲读博")
    assert not [f for f in found if f[0] == "person:妈妈" and f[1] == "residence"], found
    assert ("person:大学同学", "residence", "澳洲") in found, found


def test_a_first_item_keeps_a_word_that_looks_like_the_verb() -> None:
    assert "love songs" in [v for t, _s, v in _facts("I love love songs, especially old ones") if t == "interest"]
    assert "love songs" in [v for t, _s, v in _facts("I like jazz and love songs") if t == "interest"]
