"""Precision mechanisms of the tenth stop, tested on sentences written for this file (none is copied from a
development or blind set): what kind of thing a like is when only the question before says it, a name or a
title with nothing saying its kind, people in general, how often as a list item, and a title's own words."""

from __future__ import annotations

import pytest

from dataclasses import replace

from memcli.distill.extract_zh_en import extract_batch
from memcli.distill.people import PeopleContext

from extracted_facts import facts as _facts, rec as _rec, slot as _slot

Turns = list[tuple[str, str]]


def _likes(turns: Turns, speaker: str | None = None) -> list[tuple[str, str]]:
    recs = [replace(_rec(i, text, role), speaker=speaker if role == "user" else None) for i, (role, text) in enumerate(turns)]
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


def test_a_title_that_reads_as_a_verb_is_still_a_title() -> None:
    # 《活着》 is a verb on its own; in 《》 it is a book, which the question before says
    turns = [("user", "你最喜欢哪本书？"), ("assistant", "我喜欢《小王子》！你呢？"), ("user", "我最爱的还是《活着》")]
    assert _likes(turns) == [("books", "活着")]


def test_a_drink_says_its_kind() -> None:
    assert _likes([("user", "下班买了杯 boba tea，我最爱的是芋泥波波")]) == [("food", "芋泥波波")]


def _batch(turns: Turns) -> list[tuple[str, str, str]]:
    return [(c.topic or "", c.sub_topic or "", c.content) for c in extract_batch([_rec(i, t, r) for i, (r, t) in enumerate(turns)])
            if c.type == "profile" and c.op not in ("clear", "remove")]


@pytest.mark.parametrize(("turns", "slot", "value"), [
    ([("user", "I'm 40 and learning to swim, finally"), ("user", "41* ugh. birthday was monday")], "age", "41 (in 2024)"),
    ([("user", "I live in Leeds now"), ("user", "Sheffield* sorry")], "location", "Sheffield"),
])
def test_a_value_with_an_asterisk_corrects_the_message_before(turns: Turns, slot: str, value: str) -> None:
    assert [v for _t, s, v in _batch(turns) if s == slot] == [value]


def test_an_accented_name_is_whole() -> None:
    facts = _facts("my name's Inés but my friends call me Nessa")
    assert _slot(facts, "basic_info", "name") == ["Inés"] and _slot(facts, "basic_info", "nickname") == ["Nessa"]


@pytest.mark.parametrize("text", ["我哥全程都在打游戏，叫都叫不动", "老公明天回去看他妈"])
def test_a_word_of_time_or_manner_after_a_relation_is_no_name(text: str) -> None:
    assert not [v for t, s, v in _facts(text) if s == "name"], _facts(text)


def test_a_name_given_with_jiao_stands_whatever_its_words() -> None:
    facts = _facts("我男朋友是日本人，叫健太")
    assert ("person:健太", "name", "健太") in facts and ("person:健太", "hometown", "日本") in facts, facts


@pytest.mark.parametrize(("text", "industry"), [
    ("我在车企做质量工程师", "车企"),
    ("我在一家3D打印公司做销售", "3D打印公司"),
])
def test_a_sectors_firms_are_an_industry(text: str, industry: str) -> None:
    facts = _facts(text)
    assert _slot(facts, "work", "industry") == [industry] and not _slot(facts, "work", "company"), facts


@pytest.mark.parametrize("text", ["我在人事部做招聘专员", "我在附近的驾校当教练", "入职第一周，每天都很累"])
def test_a_department_a_bare_kind_or_a_week_is_no_employer(text: str) -> None:
    assert not _slot(_facts(text), "work", "company"), _facts(text)


def test_how_long_one_has_been_it_is_no_part_of_a_title() -> None:
    assert _slot(_facts("我做了三年多的销售，挺累的"), "work", "title") == ["销售"]


def test_a_day_word_inside_another_word_names_no_day() -> None:
    from datetime import datetime

    from memcli.distill.relative_dates import annotate

    assert annotate("入职以后天天加班", datetime(2024, 5, 1, 10)) == "入职以后天天加班"
    assert annotate("后天去北京", datetime(2024, 5, 1, 10)) == "后天（2024-05-03）去北京"


def test_an_english_list_ends_at_its_and() -> None:
    facts = _facts("Allergic to peanuts AND latex, great combo.")
    assert sorted(_slot(facts, "health", "allergies")) == ["latex", "peanuts"], facts
    facts = _facts("I love going on road trips with friends and family, camping and fishing or playing chess.")
    assert {"camping", "fishing"} <= {v for t, _s, v in facts if t == "interest"}, facts


@pytest.mark.parametrize("text", ["I like the lab and it pays", "喜欢是喜欢，但我花粉过敏", "下班之外我就爱做这个"])
def test_that_one_thing_a_pointing_word_or_the_liking_itself_is_no_taste(text: str) -> None:
    assert not [v for t, _s, v in _facts(text) if t == "interest"], _facts(text)


def test_a_taste_with_the_stays() -> None:
    assert _slot(_facts("I love the violin"), "interest", "music") == ["violin"]


def test_a_correction_after_a_sentence_that_gave_nothing_corrects_the_one_before() -> None:
    turns = [("user", "I'm 47 and finally took up pottery. nice weather today"), ("user", "48* oops, birthday was sunday")]
    assert [v for _t, s, v in _batch(turns) if s == "age"] == ["48 (in 2024)"]


def test_working_for_a_wage_in_a_place_is_where_one_works() -> None:
    facts = _facts("我在深圳打工，一个月回一次家")
    assert _slot(facts, "work", "location") == ["深圳"] and not _slot(facts, "work", "company"), facts


def test_an_echo_takes_its_kind_from_a_message_further_up() -> None:
    turns = [("user", "我孙子最爱吃杨梅"), ("assistant", "好的"), ("user", "收到"), ("user", "我也超爱杨梅")]
    assert ("food", "杨梅") in _likes(turns)


@pytest.mark.parametrize(("text", "who"), [("我闺蜜Amy是做会计的", "person:Amy"), ("我老板 David 人挺好", "person:David")])
def test_a_latin_name_after_a_chinese_relation_word_names_the_person(text: str, who: str) -> None:
    facts = _facts(text)
    assert (who, "name", who.split(":")[1]) in facts, facts


def test_a_name_that_opens_a_clause_takes_the_clauses_after_it() -> None:
    facts = _facts("我们家四口人，我、老公和我们家儿子乐乐，乐乐今年三岁，对花生过敏")
    assert ("person:乐乐", "allergies", "花生") in facts and not _slot(facts, "health", "allergies"), facts


@pytest.mark.parametrize("text", ["我妈妈退休了。他是湖南人，在长沙当老师", "My mom retired last year. He's a teacher in Austin now"])
def test_a_pronoun_refers_to_no_one_of_the_other_sex(text: str) -> None:
    assert not [f for f in _facts(text) if f[1] in ("job", "hometown", "work_location", "residence")], _facts(text)


def test_a_pronoun_of_the_same_sex_still_refers() -> None:
    assert ("person:哥哥", "job", "程序员") in _facts("我哥在深圳。他是程序员")


def test_someone_taken_along_by_name_is_whom_she_refers_to() -> None:
    found = extract_batch([_rec(0, "我老婆 Lisa 是急诊医生。中午带 Emma 去吃了早茶，她最爱虾饺")], people=PeopleContext())
    assert not [c for c in found if c.person == "Lisa" and c.sub_topic == "likes"], found


def test_a_school_year_is_no_employer() -> None:
    facts = _facts("我是初二的数学老师，还兼着班主任")
    assert _slot(facts, "work", "title") == ["数学老师"] and not _slot(facts, "work", "company"), facts


@pytest.mark.parametrize("text", ["我不搬，我喜欢上海", "I like my job at the zoo too much", "I love my students"])
def test_a_place_or_ones_own_is_no_hobby(text: str) -> None:
    assert not [v for t, _s, v in _facts(text) if t == "interest"], _facts(text)


def test_a_clause_after_a_list_is_no_item() -> None:
    assert _slot(_facts("Note to self: I'm allergic to lilies, tell the florist."), "health", "allergies") == ["lilies"]


def test_an_employer_that_is_gone_is_past() -> None:
    assert not _slot(_facts("裁员了，在京东干了四年，说没就没"), "work", "company")
    assert _slot(_facts("我在华为干了三年了，还行"), "work", "company") == ["华为"]


def test_the_favourite_after_is_not_the_title_before() -> None:
    facts = _facts("晚上看了半本《百年孤独》，我最爱的书是《月亮与六便士》")
    assert "百年孤独" not in _slot(facts, "interest", "books"), facts
    assert _slot(_facts("《三体》是我最爱的书"), "interest", "books") == ["三体"]


def test_a_title_set_against_another_takes_its_kind() -> None:
    facts = _facts("我男朋友说他最喜欢的电影是《让子弹飞》，我觉得一般，我最爱的还是《海上钢琴师》")
    assert _slot(facts, "interest", "movies") == ["海上钢琴师"], facts


def test_a_stretch_of_time_after_starting_is_no_employer() -> None:
    assert not _slot(_facts("今天我入职满一年了"), "work", "company")


@pytest.mark.parametrize("text", ["我在一家律所做实习律师", "我在一所中学教语文", "我在成都一家火锅店当服务员"])
def test_a_bare_kind_of_workplace_after_yijia_is_no_line_of_work(text: str) -> None:
    facts = _facts(text)
    assert not _slot(facts, "work", "industry") and not _slot(facts, "work", "company"), facts


def test_someone_elses_bare_kind_of_workplace_is_where_they_work() -> None:
    assert ("person:姐姐", "workplace", "银行") in _facts("我姐在一家银行上班")
    assert _slot(_facts("我在一家游戏公司做策划"), "work", "industry") == ["游戏公司"]


def test_the_extraction_scorer_reads_chinese_numerals_as_numbers() -> None:
    import importlib
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    scorer = importlib.import_module("extraction")
    assert scorer.value_matches(["两岁半"], "2岁半（2024年）", "person::age")
    assert scorer.value_matches(["二十三"], "23", "basic_info::age")
    assert not scorer.value_matches(["三岁"], "2岁半（2024年）", "person::age")


@pytest.mark.parametrize("text", ["我的猫叫Oreo，黑白的，今年五岁，超级粘人", "雪球今年四岁了，越来越懒。"])
def test_a_pets_age_is_not_the_users(text: str) -> None:
    assert not _slot(_facts(text), "basic_info", "age"), _facts(text)


def test_an_age_with_no_subject_is_still_the_users() -> None:
    assert _slot(_facts("今年28了，还没对象"), "basic_info", "age") == ["28岁（2024年）"]


@pytest.mark.parametrize("text", ["在东莞做模具二十多年了，现在是厂里的技术主管", "已经辞职了，现在在家休息",
                                  "公司是做医疗器械的，我负责市场", "我在一家日企做翻译"])
def test_inside_a_place_at_home_what_a_firm_does_or_its_owner_is_no_employer(text: str) -> None:
    facts = _facts(text)
    assert not _slot(facts, "work", "company") and not _slot(facts, "work", "industry"), facts


def test_a_city_and_a_district_are_a_place_of_work() -> None:
    facts = _facts("现在在深圳南山打工，做跨境电商运营")
    assert _slot(facts, "work", "location") == ["深圳南山"] and not _slot(facts, "work", "company"), facts
    assert _slot(_facts("我在阿里上班，杭州滨江那边"), "work", "company") == ["阿里"]


def test_an_amateur_role_is_no_job() -> None:
    assert not _slot(_facts("我是打鼓的，在乐队里当鼓手，业余的哈"), "work", "title")


@pytest.mark.parametrize(("text", "value"), [("我也投青岛 顺便吃顿好吃的 我爱死蛤蜊了", "蛤蜊")])
def test_loving_to_death_is_loving(text: str, value: str) -> None:
    assert _slot(_facts(text), "interest", "food") == [value]


def test_someones_type_is_no_dish() -> None:
    turns = [("assistant", "你最喜欢哪个歌手呀，是不是周杰伦"), ("user", "不是 我最喜欢陈粒 周杰伦是我老公的菜")]
    assert _likes(turns) == [("music", "陈粒")]


def test_a_demonstrative_inside_a_thing_is_dropped_not_the_thing() -> None:
    from memcli.distill.rules.base import like_items_zh

    assert like_items_zh("LG那个双门冰箱") == [("LG双门冰箱", None)] and like_items_zh("做这个") == []


def test_technically_is_no_age() -> None:
    assert not _slot(_facts("birthday's on feb 29 so technically I'm 9 years old lol"), "basic_info", "age")


def test_not_eaten_for_an_allergy_is_no_diet() -> None:
    assert not _slot(_facts("我不吃海鲜哈 过敏 给我单点个菜就行"), "health", "diet")
    assert _slot(_facts("我不吃牛肉，不是过敏哈，是信佛的原因"), "health", "diet") == ["不吃牛肉"]


def test_an_adverb_is_no_allergen() -> None:
    assert not _slot(_facts("我也过敏性鼻炎，春天简直要命"), "health", "allergies")
    assert _slot(_facts("我也对花生过敏"), "health", "allergies") == ["花生"]


def test_a_weight_is_no_part_of_a_pets_kind() -> None:
    assert _slot(_facts("I have a 90-pound Newfoundland named Moose"), "relationship", "pets") == ["Moose (Newfoundland)"]


def test_a_companys_move_is_not_the_users() -> None:
    assert not _slot(_facts("我们公司上个月搬去滨江了，但我人还是住萧山"), "basic_info", "location")


def test_a_pet_named_in_english_inside_chinese_owns_the_age_after() -> None:
    assert not _slot(_facts("我的cat叫Lucky，是只橘猫，今年已经12岁了"), "basic_info", "age")


def test_professional_is_no_major() -> None:
    assert not _slot(_facts("我家兔子一直在张江那家看，医生很专业"), "education", "major")
    assert _slot(_facts("我是学计算机专业的"), "education", "major")


@pytest.mark.parametrize("text", ["I still love the first run when the city's asleep", "I love the morning prep"])
def test_that_one_moment_is_no_taste(text: str) -> None:
    assert not [v for t, _s, v in _facts(text) if t == "interest"], _facts(text)


def test_a_plant_is_no_pet() -> None:
    assert not _slot(_facts("I have a fern named Gerald"), "relationship", "pets")


def test_a_branch_is_no_line_of_work() -> None:
    facts = _facts("我在农行一个支行做信贷员")
    assert _slot(facts, "work", "title") == ["信贷员"] and not _slot(facts, "work", "industry"), facts


def test_what_someone_made_me_learn_is_not_mine() -> None:
    assert not _slot(_facts("my mom 非要我学钢琴 when I was 6"), "interest", "instruments")


def test_what_a_workplace_has_is_no_employer() -> None:
    assert not _slot(_facts("天冷了 我没事，单位有暖气"), "work", "company")
    assert _slot(_facts("我的公司是腾讯"), "work", "company") == ["腾讯"]


def test_a_description_cut_at_its_zuo_gives_the_job_and_the_line_of_work() -> None:
    facts = _facts("我在杭州一家做跨境电商的公司当运营，天天对着亚马逊后台")
    assert _slot(facts, "work", "title") == ["运营"] and _slot(facts, "work", "industry") == ["跨境电商"], facts
    assert not _slot(facts, "work", "company"), facts


def test_a_clause_with_it_after_a_comma_is_no_item() -> None:
    assert "reread it" not in str(_facts("my favourite book is still Dune, reread it every winter"))
