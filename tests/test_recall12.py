"""Recall mechanisms of the twelfth stop, tested on sentences written for this file (none is copied from a
development or blind set): the speaker as the dropped subject of a Chinese clause, idle words between 我 and its
verb, more occupations and what may follow a title, pets named anywhere in the speaker's sentence, conditions
said plainly, where one lives said in more ways, sports said with how often, ages in a self-introduction,
hometowns, languages, schools read at, instruments. Each mechanism has a lookalike beside it that must give
nothing (or nothing to the user)."""

from __future__ import annotations

import pytest

from extracted_facts import facts as _facts, slot as _slot, user_slot as _user


# --- the speaker as the dropped subject ----------------------------------------------------------


def test_a_clause_after_the_speakers_own_keeps_them_as_subject() -> None:
    text = "本人女，27，单身，在南昌做会计，爱看书"
    assert _user(text, "work", "title") == ["会计"], _facts(text)
    assert _user(text, "basic_info", "location") == ["南昌"], _facts(text)


def test_someone_brought_in_ends_the_carry() -> None:
    # the clause after a classmate is the classmate's, not the speaker's
    assert _user("我大学有个室友，在苏州做律师", "work", "title") == []


def test_a_pet_named_ends_the_carry() -> None:
    # 今年七岁 is the dog's age
    assert _user("我家狗叫团团，是只泰迪，今年七岁了", "basic_info", "age") == []


def test_a_reply_with_no_clause_of_the_speakers_carries_nothing() -> None:
    assert _user("不是阿里，是京东，做供应链的", "work", "title") == []


def test_we_and_our_family_are_more_than_the_speaker() -> None:
    assert _user("我们家老二明年高考，学理科的", "education", "major") == []


def test_idle_words_between_me_and_the_verb_are_read_through() -> None:
    assert _user("我自己是做出纳的，月底最忙", "work", "title") == ["出纳"]
    assert _user("我现在还在成都生活", "basic_info", "location") == ["成都"]


def test_an_english_relation_word_makes_the_clause_theirs() -> None:
    assert _user("我 husband 是 Canadian，住 Calgary", "basic_info", "location") == []


# --- work -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "title"), [
    ("I'm a paralegal in Tulsa", "paralegal"),
    ("I'm a dispatcher, nights mostly", "dispatcher"),
    ("I'm officially a sous chef at Juniper, the bistro on 3rd", "sous chef"),
    ("I'm a stay at home dad of twins", "stay-at-home dad"),
    ("I'm a data scientist at Lumen now.", "data scientist"),
])
def test_more_occupations_and_what_may_follow_them(text: str, title: str) -> None:
    assert _user(text, "work", "title") == [title], _facts(text)


def test_an_occupation_after_a_comma_of_the_speakers_own() -> None:
    text = "i'm 29, live in Leeds, work as a dental nurse at Smile Co"
    assert _user(text, "work", "title") == ["dental nurse"], _facts(text)


def test_a_job_as_and_a_time_of_day_that_is_no_job() -> None:
    assert _user("that makes my job as a welder harder", "work", "title") == ["welder"]
    assert _user("day job is nights at a Kroger", "work", "title") == []


@pytest.mark.parametrize(("text", "title"), [
    ("我在米哈游做美术，天天画图", "美术"),
    ("我在顺丰做调度，忙死了", "调度"),
    ("我在 Shopee 做 product manager，今年第二年", "product manager"),
])
def test_lines_of_work_said_with_zuo(text: str, title: str) -> None:
    assert _user(text, "work", "title") == [title], _facts(text)


def test_a_line_with_an_emoji_at_its_end_still_ends() -> None:
    assert _user("我还在海尔当文员😅", "work", "title") == ["文员"]


def test_a_clause_about_the_job_names_no_employer() -> None:
    assert _user("我是个天天被客户催的保险销售", "work", "company") == []


def test_i_told_you_is_the_speakers_own_words() -> None:
    # 跟你说了: the one spoken to is no speaker of what follows
    assert _user("跟你说了我在华泰证券做分析师", "work", "company") == ["华泰证券"]


def test_one_who_does_a_thing_is_its_doer() -> None:
    assert _user("我一个送快递的，哪懂这些", "work", "title") == ["送快递"]


# --- pets -----------------------------------------------------------------------------------------


def test_a_pet_named_anywhere_in_the_speakers_sentence() -> None:
    assert _user("现在就我和一只小狗，叫可可，陪我过日子", "relationship", "pets") == ["可可（狗）"]
    assert _user("I share a flat with my brother and a grumpy parrot named Kevin", "relationship", "pets") == \
        ["Kevin (parrot)"]


def test_each_of_two_pets_named_in_one_run() -> None:
    found = _user("我养了两只兔子，一只叫雪球一只叫煤球", "relationship", "pets")
    assert sorted(found) == ["煤球（兔子）", "雪球（兔子）"], found


@pytest.mark.parametrize("text", [
    "My cousin has a dog named Biscuit.",
    "我同事有一只猫叫大黄",
    "Sam is my flatmate and he got a cat named Pixel",
    "we watch a cat named Lulu who isn't mine, she's the neighbour's",
])
def test_someone_elses_pet_is_not_the_users(text: str) -> None:
    assert _user(text, "relationship", "pets") == [], _facts(text)


def test_our_pet_and_a_pet_kept_in_a_clause_of_ones_own() -> None:
    assert _user("we moved with our old retriever, Honey", "relationship", "pets") == ["Honey (retriever)"]
    assert _user("29岁，天蝎座，养了一只布偶叫奶盖", "relationship", "pets") == ["奶盖（布偶）"]


# --- health ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("我痛风，啤酒不敢碰", "痛风"),
    ("我乳糖不耐受，只喝豆浆", "乳糖不耐受"),
    ("my psoriasis is bad this winter", "psoriasis"),
    ("i have celiac so no bread for me", "celiac"),
])
def test_a_condition_said_plainly(text: str, value: str) -> None:
    assert _user(text, "health", "conditions") == [value], _facts(text)


def test_someone_elses_condition_and_an_allergic_condition_are_not_the_users_allergy() -> None:
    assert _user("我爸痛风好多年了", "health", "conditions") == []
    assert _user("我就有过敏性鼻炎", "health", "allergies") == []


# --- where one lives ------------------------------------------------------------------------------


def test_in_a_city_now_and_still_in_a_town_by_its_state() -> None:
    assert _user("I'm in Lisbon now, remote job", "basic_info", "location") == ["Lisbon"]
    assert _user("still in Dayton, OH for now", "basic_info", "location") == ["Dayton, OH"]


@pytest.mark.parametrize("text", [
    "I'm in Osaka till Friday for a conference",
    "I'm in Sales now",
    "I'm in love with this song",
])
def test_a_stay_a_department_or_a_feeling_is_no_city(text: str) -> None:
    assert _user(text, "basic_info", "location") == [], _facts(text)


def test_chinese_ways_of_saying_where_one_lives() -> None:
    assert _user("我住在 Auckland，十年了", "basic_info", "location") == ["Auckland"]
    assert _user("我现在跟女儿住在济南", "basic_info", "location") == ["济南"]
    assert _user("我住厦门哈，不是福州", "basic_info", "location") == ["厦门"]
    assert _user("我住宿舍", "basic_info", "location") == []
    assert _user("我在宁波住惯了", "basic_info", "location") == ["宁波"]


def test_base_names_where_one_works() -> None:
    assert _user("我在比亚迪做工艺，base深圳", "work", "location") == ["深圳"]


# --- sports, instruments --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("我每周二和周四都去打乒乓球", "乒乓球"),
    ("I do pilates twice a week", "pilates"),
    ("hate gyms. i cycle instead, every morning", "cycling"),
    ("我每天都去健身房游泳", "游泳"),
])
def test_a_sport_said_with_how_often(text: str, value: str) -> None:
    assert _user(text, "interest", "sports") == [value], _facts(text)


@pytest.mark.parametrize("text", ["I don't play squash.", "I used to play squash every week.", "I bike to the office every day"])
def test_a_sport_denied_left_or_a_ride_to_work_is_none(text: str) -> None:
    assert _user(text, "interest", "sports") == [], _facts(text)


def test_instruments_said_more_ways() -> None:
    assert _user("I play a little mandolin", "interest", "instruments") == ["mandolin"]
    assert _user("我只会弹古筝", "interest", "instruments") == ["古筝"]
    assert _user("我弹了八年琵琶", "interest", "instruments") == ["琵琶"]
    assert _user("Practiced the Bach cello suites on my guitar", "interest", "instruments") == []


# --- age, hometown, languages, schools ------------------------------------------------------------


def test_an_age_among_the_words_of_a_self_introduction() -> None:
    assert _user("hi all, I'm Priya, she/her, 31, nurse in Leeds", "basic_info", "age") == ["31 (in 2024)"]
    assert _user("本人男 33 坐标青岛", "basic_info", "age") == ["33 (in 2024)"]
    assert _user("Final score was 3, 21, 18.", "basic_info", "age") == []
    # a table pasted in: many bare numbers, and a word of an introduction among its columns
    assert _user("Name,Age,Status Ann,34,Single Bob,61,Married", "basic_info", "age") == []
    assert _user("3,Elm Road,Ann,Lee,34,Head,Single,Female,Nurse,None", "basic_info", "age") == []


def test_an_age_said_with_le() -> None:
    assert _user("哈哈我四十二了，还在追星", "basic_info", "age") == ["42岁（2024年）"]
    assert _user("我们俩了", "basic_info", "age") == []


def test_hometown_said_without_shi_and_by_going_home() -> None:
    assert _user("我江西人，吃辣没问题", "basic_info", "hometown") == ["江西"]
    assert _user("我是河南洛阳的，在上海读书", "basic_info", "hometown") == ["河南洛阳"]
    assert _user("我也是北大的", "basic_info", "hometown") == []
    assert _user("我一个人住", "basic_info", "hometown") == []


def test_languages_in_latin_letters_and_by_their_level() -> None:
    assert sorted(_user("我会讲 Tagalog、English", "basic_info", "languages")) == ["English", "Tagalog"]
    assert sorted(_user("我韩语N2，法语B1", "basic_info", "languages")) == ["法语", "韩语"]
    assert _user("我妈日语N1", "basic_info", "languages") == []


def test_a_school_read_at_by_a_short_or_latin_name() -> None:
    found = _facts("我在川大读研，学新闻的")
    assert _slot(found, "education", "school") == ["川大"] and _slot(found, "education", "degree") == ["研究生"], found
    found = _facts("我在 McGill 读 neuroscience")
    assert _slot(found, "education", "school") == ["McGill"] and _slot(found, "education", "major") == ["neuroscience"]
    assert _user("我在 Costco 读 paper", "education", "school") == []
    found = _facts("我在 UCLA 读 drama")  # drama is no MA, and dra no subject
    assert _slot(found, "education", "degree") == [] and "dra" not in _slot(found, "education", "major"), found


def test_a_city_read_in_is_where_one_lives() -> None:
    assert _user("我在 Melbourne 读 accounting", "basic_info", "location") == ["Melbourne"]


def test_english_ways_of_saying_what_one_studies() -> None:
    found = _facts("I'm Ana, she/her, 22, phd student in geology at Rice")
    assert _slot(found, "education", "major") == ["geology"] and _slot(found, "education", "school") == ["Rice"], found
    assert _user("i'm a junior at Tulane, history major", "education", "school") == ["Tulane"]
    assert _user("my sister is a junior at Tulane", "education", "school") == []
