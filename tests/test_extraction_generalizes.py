"""A newcomer's first hour, through the real CLI: the profile and the people cards from data written here.

Issue 29: the offline extractor must find the kinds of facts every companion
needs on sentences nobody tuned it on, keep whose fact it is, and give one
findable card per person. Every chat, diary and group chat below was written
for this file (not taken from the issue or any benchmark).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import mem_run

ENGLISH_CHAT = [
    ("user", "Hey there! I'm Tobias Lindqvist, 34, originally from Uppsala."),
    ("assistant", "Nice to meet you, Tobias! What do you do?"),
    ("user", "I work as a UX designer at Fernhill Labs in Rotterdam."),
    ("user", "My girlfriend Ingrid is a midwife and she is allergic to penicillin."),
    ("user", "My best friend Kofi is a plumber and he has a beagle called Pepper."),
    ("user", "Kofi is allergic to peanuts, so no satay at his place."),
    ("user", "I play the viola in a string quartet."),
    ("user", "I'm vegetarian and I don't drink alcohol."),
    ("user", "My favourite band is Khruangbin."),
    ("user", "I'm 178 cm tall, for the record."),
    ("assistant", "I'm Aria, by the way, and I live in the cloud."),
]

CHINESE_DIARY = """## 2024-09-02
大家好，我叫贺一帆，今年29岁，老家是湖南岳阳的。
我在云杉互动做动效设计师，公司在杭州滨江。

## 2024-09-05
我女朋友叫沈冬（Winter Shen），是一名药剂师。
我表姐许晴在青岛当老师，我们都叫她晴晴。

## 2024-09-07
我闺蜜阿朵对芒果过敏，她养了一只柴犬叫土豆。
我养了两只猫，一只叫麻薯，一只叫可乐。
我会弹古筝，也在学尤克里里。我不吃羊肉。
我用的耳机是索尼WH-1000XM5。我住的那个小区叫枫林湾。
"""

GROUP = """03/11/2024, 19:00 - Mira: Hi all! I'm a dentist and I live in Porto.
03/11/2024, 19:01 - Mira: I'm allergic to kiwi and I have a parrot named Rio.
03/11/2024, 19:02 - Jonas: I work as a baker at Kornblume in Graz.
03/11/2024, 19:03 - Jonas: I'm 41 and I play the trumpet.
03/11/2024, 19:04 - 李想: 我是一名律师，住在厦门，我对海鲜过敏。
03/11/2024, 19:05 - 李想: 我养了一只狗叫豆包。
03/11/2024, 19:06 - Elin: Nice! I'm a librarian in Malmö.
03/11/2024, 19:07 - Elin: I'm vegan and my hometown is Lund.
"""


def _offline(home: Path) -> None:
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _flush(home: Path) -> None:
    r = mem_run(home, "flush", "--no-llm", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["failed_batches"] == 0


def _profile(home: Path) -> dict[tuple[str, str], str]:
    r = mem_run(home, "profile", "--json")
    assert r.exit_code == 0, r.output
    return {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(r.stdout)}


def _people(home: Path, *args: str) -> list[dict]:
    r = mem_run(home, "people", *args, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _chat_file(tmp_path: Path, turns: list[tuple[str, str]]) -> Path:
    doc = [{"role": role, "content": text, "timestamp": f"2024-10-01T20:{i:02d}:00+02:00"} for i, (role, text) in enumerate(turns)]
    return _write(tmp_path, "chat.json", json.dumps(doc, ensure_ascii=False))


def test_english_newcomer_profile_and_people(home: Path, tmp_path: Path) -> None:
    _offline(home)
    assert mem_run(home, "import", str(_chat_file(tmp_path, ENGLISH_CHAT))).exit_code == 0
    _flush(home)
    profile = _profile(home)
    assert profile[("basic_info", "name")] == "Tobias Lindqvist"
    assert profile[("basic_info", "age")].startswith("34")
    assert profile[("basic_info", "hometown")] == "Uppsala"
    # title, employer and city, each in its own slot
    assert profile[("work", "title")] == "UX designer"
    assert profile[("work", "company")] == "Fernhill Labs"
    assert profile[("work", "location")] == "Rotterdam"
    assert "viola" in profile[("interest", "instruments")]
    assert "vegetarian" in profile[("health", "diet")] and "no alcohol" in profile[("health", "diet")]
    assert "Khruangbin" in profile[("interest", "music")]
    assert profile[("basic_info", "height")] == "178cm"
    assert "Ingrid" in profile[("relationship", "partner")]
    # friends' and the assistant's facts are not the user's (the relationship slots other than pets summarise
    # the people index, each person by name)
    everything = " | ".join(c for (t, s), c in profile.items() if t != "relationship" or s == "pets")
    for foreign in ("penicillin", "peanuts", "plumber", "midwife", "Pepper", "Aria", "cloud"):
        assert foreign not in everything, profile
    assert "Kofi (friend): plumber" in profile[("relationship", "friends")]
    # the partner, named once, is found by name in any case
    ingrid = _people(home, "ingrid")
    assert len(ingrid) == 1 and ingrid[0]["relation"] == "girlfriend"
    assert ingrid[0]["attributes"]["job"] == "midwife" and ingrid[0]["attributes"]["allergies"] == ["penicillin"]
    kofi = _people(home, "KOFI")[0]
    assert kofi["attributes"]["job"] == "plumber"
    assert kofi["attributes"]["pets"] == ["Pepper (beagle)"]
    assert kofi["attributes"]["allergies"] == ["peanuts"]
    plain = mem_run(home, "people", "Kofi")
    assert plain.exit_code == 0 and "plumber" in plain.stdout and "Pepper" in plain.stdout


def test_chinese_newcomer_profile_aliases_and_nicknames(home: Path, tmp_path: Path) -> None:
    _offline(home)
    assert mem_run(home, "import", str(_write(tmp_path, "diary.md", CHINESE_DIARY))).exit_code == 0
    _flush(home)
    profile = _profile(home)
    assert profile[("basic_info", "name")] == "贺一帆"
    assert profile[("basic_info", "age")].startswith("29岁")
    assert profile[("basic_info", "hometown")] == "湖南岳阳"
    assert profile[("work", "title")] == "动效设计师" and profile[("work", "company")] == "云杉互动"
    assert profile[("work", "location")] == "杭州滨江"
    assert "麻薯（猫）" in profile[("relationship", "pets")] and "可乐（猫）" in profile[("relationship", "pets")]
    assert "古筝" in profile[("interest", "instruments")] and "尤克里里" in profile[("interest", "instruments")]
    assert "不吃羊肉" in profile[("health", "diet")]
    assert profile[("belongings", "headphones")] == "索尼WH-1000XM5"
    assert profile[("places", "home")] == "枫林湾"
    mine = " | ".join(c for (t, s), c in profile.items() if t != "relationship" or s == "pets")
    assert "芒果" not in mine and "药剂师" not in mine and "土豆" not in mine  # the friend's allergy and dog are hers
    # the partner by her name in the other script, the cousin by her nickname
    winter = _people(home, "winter shen")
    assert len(winter) == 1 and winter[0]["name"] == "沈冬" and winter[0]["attributes"]["job"] == "药剂师"
    assert _people(home, "沈冬")[0]["id"] == winter[0]["id"]
    cousin = _people(home, "晴晴")
    assert len(cousin) == 1 and cousin[0]["name"] == "许晴" and cousin[0]["attributes"]["job"] == "老师"
    friend = _people(home, "阿朵")[0]
    assert friend["attributes"]["allergies"] == ["芒果"] and friend["attributes"]["pets"] == ["土豆（柴犬）"]


def test_one_card_per_person_across_languages(home: Path, tmp_path: Path) -> None:
    _offline(home)
    chat = [("user", "我妈妈周敏是儿科医生，住在南京。My mom Zhou Min has worked at the same hospital for thirty years."),
            ("user", "My dad loves fishing. 我爸爸今年六十岁了。"),
            ("user", "我哥哥在成都工作。My brother Leo is a chef."),
            ("user", "我表哥在重庆上班。"), ("user", "我表妹在西安上班。")]
    assert mem_run(home, "import", str(_chat_file(tmp_path, chat))).exit_code == 0
    _flush(home)
    people = _people(home)
    mothers = [p for p in people if p["relation"] in ("妈妈", "mother")]
    fathers = [p for p in people if p["relation"] in ("爸爸", "father")]
    assert len(mothers) == 1 and len(fathers) == 1, people
    mom = mothers[0]
    assert mom["name"] == "周敏" and "Zhou Min" in mom["aliases"] and mom["attributes"]["residence"] == "南京"
    assert _people(home, "zhou min")[0]["id"] == mom["id"] and _people(home, "mother")[0]["id"] == mom["id"]
    assert "fishing" in fathers[0]["attributes"]["likes"] and fathers[0]["attributes"]["age"].startswith("60岁")
    text = mem_run(home, "people", "周敏").stdout
    assert "周敏 / Zhou Min (妈妈)" in text
    # two cousins in one language are two people, whatever their kind of relation has in common
    assert _people(home, "表哥")[0]["attributes"]["work_location"] == "重庆"
    assert _people(home, "表妹")[0]["attributes"]["work_location"] == "西安"


def test_group_chat_of_four_gives_the_user_no_foreign_fact(home: Path, tmp_path: Path) -> None:
    _offline(home)
    chat = _write(tmp_path, "WhatsApp Chat with Book club.txt",
                  GROUP + "03/11/2024, 19:08 - Saga: I'm a nurse in Bergen and I play the cello.\n")
    r = mem_run(home, "import", str(chat), "--me", "Saga")
    assert r.exit_code == 0, r.output
    _flush(home)
    profile = _profile(home)
    assert profile[("work", "title")] == "nurse" and "cello" in profile[("interest", "instruments")]
    foreign = ("dentist", "Porto", "kiwi", "Rio", "parrot", "baker", "Kornblume", "Graz", "41", "trumpet", "律师", "厦门",
               "海鲜", "豆包", "librarian", "Malmö", "vegan", "Lund")
    found = [(slot, content) for slot, content in profile.items()
             if (slot[0] != "relationship" or slot[1] == "pets") and any(f in content for f in foreign)]
    assert found == [], found  # 0 foreign facts
    people = {p["name"]: p for p in _people(home)}
    assert people["Mira"]["attributes"]["job"] == "dentist" and people["Mira"]["attributes"]["pets"] == ["Rio (parrot)"]
    assert people["Jonas"]["attributes"]["workplace"] == "Kornblume" and "trumpet" in people["Jonas"]["attributes"]["instruments"]
    assert people["李想"]["attributes"]["allergies"] == ["海鲜"] and people["Elin"]["attributes"]["hometown"] == "Lund"


def test_memdaily_benchmark_keeps_the_held_out_half_apart(tmp_path: Path) -> None:
    import importlib
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    md = importlib.import_module("memdaily_profile")
    data = [{"tid": i, "message_list": [], "question_list": []} for i in range(7)]
    path = _write(tmp_path, "01_simple_roles.json", json.dumps(data))
    assert [t["tid"] for t in md.load_split(path)] == [0, 2, 4, 6]
    assert [t["tid"] for t in md.load_split(path, heldout=True)] == [1, 3, 5]
    assert md.matches("161cm", "161厘米") and md.matches("12月10日", "12月10号") and md.matches("01月14日", "1月14日")
    assert md.matches("苹果iPhone 13", "苹果的iPhone13") and md.matches("56岁", "56岁（2024年）")
    assert md.matches("广东深圳", "深圳") and not md.matches("骨科医院", "我参观的那家医院是专门看骨科的")
    assert not md.matches("北京", "") and not md.matches("写作", "读书")


def test_every_slot_and_attribute_has_a_label_in_both_languages() -> None:
    from memcli.distill.people import ATTR_LABELS, ATTR_ORDER
    from memcli.core.slot_labels import SLOT_LABELS, slot_labels
    from memcli.distill.profile import KNOWN_SUB_TOPICS

    missing = [(t, s) for t, subs in KNOWN_SUB_TOPICS.items() for s in subs if (t, s) not in SLOT_LABELS]
    assert missing == []
    assert [a for a in ATTR_ORDER if a not in ATTR_LABELS] == []
    for zh, en in [*SLOT_LABELS.values(), *ATTR_LABELS.values()]:
        assert re.search(r"[\u4e00-\u9fff]", zh) and re.fullmatch(r"[a-z ]+", en), (zh, en)
    assert slot_labels("health", "allergies")[0] == "过敏" and slot_labels("relationship", "pets")[1] == "pet"


@pytest.mark.parametrize("sentence, slot, value", [
    ("我穿的跑鞋是亚瑟士Novablast4。", ("belongings", "shoes"), "亚瑟士Novablast4"),
    ("我家用的冰箱是海尔的。", ("belongings", "appliance"), "海尔冰箱"),
    ("我上周去了南山植物园散步。", ("places", "visited"), "南山植物园"),
    ("我身高一米七二。", ("basic_info", "height"), "一米七二"),
    ("我的学历是硕士。", ("education", "degree"), "硕士"),
    ("我是做外贸的。", ("work", "industry"), "外贸"),  # a sector (lexicon.ZH_TRADES) is an industry
])
def test_frames_read_constructions_not_phrases(home: Path, sentence: str, slot: tuple[str, str], value: str) -> None:
    _offline(home)
    assert mem_run(home, "record", sentence, "--at", "2024-06-01").exit_code == 0
    _flush(home)
    assert value in _profile(home).get(slot, ""), _profile(home)


@pytest.mark.pg
def test_people_cards_findable_on_postgres(pg_url: str, tmp_path: Path) -> None:
    """The same cards and lookups on the PostgreSQL people store: alias, nickname, any case, one card across languages."""
    from conftest import mem_cli

    home = tmp_path / "h"
    env = {"MEM_STORE": pg_url}

    def ok(*args: str) -> str:
        r = mem_cli(home, *args, env=env)
        assert r.returncode == 0, (r.stdout, r.stderr)
        return r.stdout

    ok("config", "set", "embedding.enabled", "false")
    chat = [("user", "我妈妈周敏是儿科医生，住在南京。My mom Zhou Min has worked at the same hospital for thirty years."),
            *ENGLISH_CHAT]
    ok("import", str(_chat_file(tmp_path, chat)))
    ok("import", str(_write(tmp_path, "diary.md", CHINESE_DIARY)))
    ok("flush", "--no-llm")
    mom = json.loads(ok("people", "ZHOU MIN", "--json"))
    assert len(mom) == 1 and mom[0]["name"] == "周敏" and mom[0]["attributes"]["job"] == "儿科医生"
    assert json.loads(ok("people", "ingrid", "--json"))[0]["attributes"]["allergies"] == ["penicillin"]
    assert json.loads(ok("people", "晴晴", "--json"))[0]["name"] == "许晴"
    assert json.loads(ok("people", "Winter Shen", "--json"))[0]["name"] == "沈冬"
    assert not (home / "mem.db").exists()
