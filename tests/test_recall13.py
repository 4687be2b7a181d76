"""Mechanisms of the thirteenth stop, tested on sentences written for this file (none is copied from a development
or blind set): the speaker's pets said in more ways (a name after the kind, a breed after the name, 它叫…, a name
in Latin letters, names listed after a colon, a name in the next sentence, a name with the pet in brackets), and
the precision mends found on the stop's fresh development sets (an age that dates an event, a thing's value cut
at a particle or a duration, kinds of workplace, a star sign, how widely one is allergic, a title's *The*), and a
job said in more ways (I've been a…, as a…, I teach…, a self-introduction as a list). Each mechanism has a
lookalike beside it that must give nothing (or nothing to the user)."""

from __future__ import annotations

import pytest

from extracted_facts import facts as _facts, slot as _slot, user_slot as _user


def _pets(text: str) -> list[str]:
    return sorted(_slot(_facts(text), "relationship", "pets"))


# --- pets: a name and a kind said in more ways ----------------------------------------------------


@pytest.mark.parametrize(("text", "pets"), [
    # two pets in one run: the first name ends where the next clause's 我 begins
    ("我的兔子叫团子我的狗叫花卷，都是捡的", ["团子（兔子）", "花卷（狗）"]),
    # a breed said after the name gives the pet its kind
    ("我家狗子叫饭团，是只柴犬，特别能吃", ["饭团（柴犬）"]),
    # a household's animal by name, and what it is
    ("我家二黄是条土狗，十二岁了", ["二黄（土狗）"]),
    ("我们家 Pudding 是只 beagle，超级吵", ["Pudding（beagle）"]),
    # 已经 between 我 and 有, and 了 after the animal
    ("我已经有一只仓鼠了，叫芝麻", ["芝麻（仓鼠）"]),
    # a name in Latin letters is as long as it is
    ("我自己有只猫叫Clementine", ["Clementine（猫）"]),
    # names listed after the count and a colon
    ("我养了三只猫：花花、球球、点点，都是橘的", ["点点（猫）", "球球（猫）", "花花（猫）"]),
    # a clause of the speaker's that adopted one, with no 我
    ("上周刚领养了一只 corgi，名字叫 Waffle", ["Waffle（corgi）"]),
    # the household's animals by kind, each named
    ("猫叫芒果，狗叫椰子，起名全看水果摊", ["椰子（狗）", "芒果（猫）"]),
    ("家里两只猫，猫叫大胖和二胖", ["二胖（猫）", "大胖（猫）"]),
    # 猫主子 and a name
    ("猫主子奶盖今天又把杯子推下去了", ["奶盖（猫）"]),
    # 它叫… after the animal, with its breed after
    ("今天带狗子去洗澡，它叫肉松，是只比熊", ["肉松（比熊）"]),
    # a name, then what it is
    ("团子是只英短，三岁了，胖得像个球", ["团子（英短）"]),
])
def test_the_speakers_pet_said_in_more_ways_zh(text: str, pets: list[str]) -> None:
    assert _pets(text) == pets, _facts(text)


@pytest.mark.parametrize(("text", "pets"), [
    # the name in the sentence after the one that got it
    ("We finally adopted a beagle! Her name is Toffee and she howls at everything", ["Toffee (beagle)"]),
    ("I got a lab mix last month, she's called Maple", ["Maple (lab mix)"]),
    # a name, and in brackets, the speaker's pet
    ("Took Juniper (my husky) to the lake this morning", ["Juniper (husky)"]),
    ("下午给 Nugget（我的 golden retriever）剪了指甲", ["Nugget (golden retriever)"]),
    # an animal the lists lacked, after "only"
    ("I only have a bearded dragon named Sprout", ["Sprout (bearded dragon)"]),
    # two named after "named"
    ("we share a tiny flat with two rabbits named Fig and Olive", ["Fig (rabbit)", "Olive (rabbit)"]),
    # "my own" is still mine
    ("my own dog Biscuit behaved better than the patients", ["Biscuit (dog)"]),
])
def test_the_speakers_pet_said_in_more_ways_en(text: str, pets: list[str]) -> None:
    assert _pets(text) == pets, _facts(text)


@pytest.mark.parametrize("text", [
    # someone else's animal, named without a possessive after them
    "表哥在乡下养了一条狗，狗叫大黑，见人就叫",
    "邻居家的猫，它叫咪咪，天天来我家阳台",
    # my mother's dog, in English words inside a Chinese line
    "我妈的 dog 叫 Pancake",
    # the animal is gone: what it was called is no pet of now
    "我的仓鼠上周死了，它叫豆丁，难过",
    # a question asks a name, it gives none
    "三花叫啥名",
    # what one did for the animal is no name of it
    "早上给我家乌龟换水，然后去上班",
    # a friend's animal
    "我有一只朋友的猫寄养在这儿",
])
def test_a_pet_that_is_not_the_speakers_or_no_name(text: str) -> None:
    assert not any("大黑" in p or "咪咪" in p or "Pancake" in p or "豆丁" in p or "啥" in p or "换水" in p or "朋友" in p
                   for p in _pets(text)), _facts(text)


def test_someone_elses_pet_before_mine_stays_theirs() -> None:
    assert _pets("我们家 cat 叫 Tofu，my sister's dog 叫 Mochi") == ["Tofu（cat）"]


def test_a_star_sign_or_a_game_role_is_no_job() -> None:
    assert _user("我是射手，所以特别爱自由", "work", "title") == []


# --- precision mends ------------------------------------------------------------------------------


def test_an_age_that_dates_an_event_is_not_ones_age() -> None:
    assert _user("我十九岁就出来打工了，在东莞待了六年", "basic_info", "age") == []
    assert _user("我二十岁离开老家去了广州", "basic_info", "age") == []
    # with 今年 it is how old one is now, whatever follows
    assert _user("我今年四十岁才开始学游泳", "basic_info", "age") == ["40岁（2024年）"]
    # a birthday is the age one turns
    assert _user("今天是我三十岁生日", "basic_info", "age") == ["30岁（2024年）"]


@pytest.mark.parametrize(("text", "topic", "sub", "value"), [
    ("我不吃香菜啊提前说好", "preference", "dislikes", "香菜"),
    ("我吃素，不吃肉已经五年了", "preference", "dislikes", "肉"),
    ("我想学潜水很久了，一直没时间", "life_event", "goals", "学潜水"),
])
def test_a_things_value_ends_at_a_particle_or_how_long(text: str, topic: str, sub: str, value: str) -> None:
    assert _user(text, topic, sub) == [value], _facts(text)


def test_a_bar_keeps_its_last_character() -> None:
    # 吧 ends a value only where it is a particle: 酒吧 is a bar
    assert _user("我最讨厌去酒吧", "preference", "dislikes") == ["去酒吧"]


def test_kinds_of_workplace() -> None:
    # a start-up by its kind names no employer; the words before it are its field
    assert _user("我在一家 fintech startup 做 data analyst", "work", "company") == []
    assert _user("我在一家 fintech startup 做 data analyst", "work", "industry") == ["fintech"]
    assert _user("我在一家startup做PM", "work", "industry") == []
    # a chain's shop by its kind is no line of work; a warehouse is no employer
    assert _user("我在一家连锁面馆当店长", "work", "industry") == []
    assert _user("我现在在仓库当主管", "work", "company") == []
    # the match stopped inside what the firm does (at 教): no field from its half
    assert _user("我在一家做少儿教育的机构做市场", "work", "industry") == []
    # a law firm the writers of every set label as where one works: it stays
    assert _user("我在一家 law firm 做 paralegal", "work", "company") == ["law firm"]
    # a firm by name is still one
    assert _user("我在腾讯上班", "work", "company") == ["腾讯"]


def test_how_widely_one_is_allergic_is_no_allergen() -> None:
    assert _user("I'm allergic to basically every perfume", "health", "allergies") == ["perfume"]


def test_a_titles_the_is_part_of_its_name() -> None:
    assert _user("my favorite movie is The Big Lebowski", "interest", "movies") == ["The Big Lebowski"]
    assert _user("fav book: The Name of the Rose. read it twice", "interest", "books") == ["The Name of the Rose"]
    # a lower-case the is no part of a name
    assert _user("my favorite food is the dumplings my grandma makes", "interest", "food") != ["the dumplings"]


# --- work said in more ways -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "title"), [
    ("I've been a dispatch supervisor at UPS for nine years", "dispatch supervisor"),
    ("I freelance as an illustrator, mostly book covers", "illustrator"),
    ("Tuesday I start at the county library as a branch librarian, finally", "branch librarian"),
    ("I teach middle school biology, which is chaos", "biology teacher"),
    ("honestly I just teach 7th grade math lol", "math teacher"),
    # a self-introduction as a list
    ("女，29，药剂师，坐标苏州", "药剂师"),
])
def test_a_job_said_in_more_ways(text: str, title: str) -> None:
    assert _user(text, "work", "title") == [title], _facts(text)


@pytest.mark.parametrize("text", [
    "I started as a dishwasher back in 2009",  # a start that is past may have ended
    "I've been a huge fan of theirs forever",  # no occupation
    "I'm dressed as a nurse for the party",
    "I teach my nephew chess on Sundays",  # not a job
    "“女，30岁，会计，有房有车”这种广告我看多了",  # a quoted advertisement is someone else's
    "我表哥，34，程序员",  # a list about someone else
])
def test_a_lookalike_of_a_job_gives_none(text: str) -> None:
    assert _user(text, "work", "title") == [], _facts(text)


# --- where one lives and works, said in more ways ------------------------------------------------


@pytest.mark.parametrize(("text", "topic", "sub", "value"), [
    ("I'm a pharmacist at a small clinic in Pittsburgh, mostly nights", "work", "location", "Pittsburgh"),
    ("I'm 41, divorced, living in Phoenix with my mom", "basic_info", "location", "Phoenix"),
    ("I am a 26-year-old nurse living in Leeds", "basic_info", "location", "Leeds"),
    ("I've been living in Oakland for six years", "basic_info", "location", "Oakland"),
    # words between 我 and its verb that say nothing of where: 一个人, 就, 本来就
    ("我一个人住在厦门，挺自在的", "basic_info", "location", "厦门"),
    ("我本来就在苏州啊，没搬", "basic_info", "location", "苏州"),
])
def test_where_said_in_more_ways(text: str, topic: str, sub: str, value: str) -> None:
    assert _user(text, topic, sub) == [value], _facts(text)


@pytest.mark.parametrize(("text", "topic", "sub"), [
    ("I'm a big fan of people living in Paris", "basic_info", "location"),  # no description of oneself
    ("I'm a teacher in Year 5", "work", "location"),  # a year of school is no city
    ("我就是给人打工，老板在三亚度假", "work", "title"),  # working for others is no job
    ("我就是个坐办公室的会计", "work", "company"),  # how one works names no employer
])
def test_a_lookalike_of_where_or_work_gives_none(text: str, topic: str, sub: str) -> None:
    assert _user(text, topic, sub) == [], _facts(text)


# --- second round: mends found on development sets 59-62 -------------------------------------------


def test_a_business_district_is_a_place_in_its_city() -> None:
    found = _facts("我在中关村上班，天天加班")
    assert _slot(found, "places", "frequent") == ["中关村"] and _slot(found, "work", "location") == ["北京"], found
    assert _slot(found, "work", "company") == [] and _slot(found, "basic_info", "location") == [], found


@pytest.mark.parametrize(("text", "pets"), [
    ("楼下奶奶家的柴犬又来串门了，它叫阿福", []),  # someone's household's animal
    ("my hamster Nibbles died last week, I still miss him", []),  # a pet of the past
    ("my dog Rex died in May and my other dog Luna is sad", ["Luna (dog)"]),  # the one that is still here
    ("我姐和姐夫在杭州，俩人养了只橘猫叫团子", []),  # the two of them keep it
])
def test_whose_pet_and_whether_it_is_still_here(text: str, pets: list[str]) -> None:
    assert _pets(text) == pets, _facts(text)


@pytest.mark.parametrize(("text", "topic", "sub", "value"), [
    ("I'm allergic to sulfa drugs, the pharmacist told me twice", "health", "allergies", "sulfa drugs"),
    ("I want to learn Italian so bad", "life_event", "goals", "learn Italian"),
    ("在京东干仓储调度，天天加班", "work", "company", "京东"),
])
def test_values_end_where_their_clause_ends(text: str, topic: str, sub: str, value: str) -> None:
    assert _user(text, topic, sub) == [value], _facts(text)


@pytest.mark.parametrize(("text", "topic", "sub"), [
    ("I love the commute 😂", "interest", "hobbies"),  # the one of one's own, which is no taste
    ("我是翻译，做日语的", "work", "title"),  # what the job works on is no second job: only 翻译
    ("我在SMT车间当技术员", "work", "company"),  # a spot inside a workplace
    ("我在小区门口开了家干洗店", "work", "company"),  # 干洗 is no verb of working
])
def test_a_lookalike_gives_no_second_value(text: str, topic: str, sub: str) -> None:
    assert _user(text, topic, sub) in ([], ["翻译"]), _facts(text)


# --- health conditions and languages said in more ways ----------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("I got diagnosed with PTSD last year", "PTSD"),  # the condition word in capitals
    ("finally got the diagnosis: celiac, which explains a lot", "celiac"),
    ("I'm gluten free now, celiac", "celiac"),
    ("我是乳糖不耐受，喝不了牛奶", "乳糖不耐受"),
    ("我被查出来痛风了，海鲜全戒", "痛风"),
    ("我自己血糖有点高，甜的少吃", "血糖有点高"),
    ("体检查出脂肪肝，得少喝酒了", "脂肪肝"),
])
def test_a_condition_said_in_more_ways(text: str, value: str) -> None:
    assert _user(text, "health", "conditions") == [value], _facts(text)


@pytest.mark.parametrize("text", [
    "我爸血压有点高",  # someone else's level
    "我妈体检查出高血压",  # someone else's check-up
    "My brother has PTSD from the army",
])
def test_someone_elses_condition_is_not_the_users(text: str) -> None:
    assert _user(text, "health", "conditions") == [], _facts(text)


def test_each_language_of_a_list_with_where_it_is_spoken() -> None:
    text = "I speak Tagalog at home and English at work, and I'm trying to learn Spanish"
    assert sorted(_user(text, "basic_info", "languages")) == ["English", "Tagalog"], _facts(text)
    assert sorted(_user("I grew up speaking Cantonese at home and English everywhere else", "basic_info", "languages")) \
        == ["Cantonese", "English"]


# --- schools said in more ways ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "slots"), [
    ("我在南大读物理博士第二年了", {("education", "school"): ["南大"], ("education", "degree"): ["博士"], ("education", "major"): ["物理"]}),
    ("我是华南理工的，在广州上班", {("education", "school"): ["华南理工"]}),
    ("大学是在厦门大学读的，学的会计", {("education", "school"): ["厦门大学"], ("education", "major"): ["会计"]}),
    ("I did my BA in history at Bowdoin and now I sell insurance", {("education", "school"): ["Bowdoin"], ("education", "major"): ["history"]}),
    ("I'm studying architecture at Cornell", {("education", "school"): ["Cornell"], ("education", "major"): ["architecture"]}),
])
def test_a_school_said_in_more_ways(text: str, slots: dict[tuple[str, str], list[str]]) -> None:
    found = _facts(text)
    for (topic, sub), values in slots.items():
        assert _slot(found, topic, sub) == values, found


def test_studying_for_something_is_no_major() -> None:
    assert _user("I'm studying for my finals at Olin Library", "education", "major") == []
