"""Recall below the word and items that say what they are, through the real CLI (issue 30, items 1, 2 and 4).

* A character or a string shorter than the word it sits in is found (``虾`` in
  我对虾过敏, where jieba reads 对虾), ranked below a whole-word match, and a
  word keeps its precision (``上海`` does not bring 海边).
* A store made before character parts finds them after ``mem reindex``
  (``tests/fixtures/store_before_char_parts.db`` was written by the release
  before them and is never regenerated).
* A profile slot reads as ``过敏：花生`` in recall and in packs, and the label
  words find it.
* A pack says each sentence once and uses its budget.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import SAMPLE_DATA, mem_run

OLD_STORE = Path(__file__).parent / "fixtures" / "store_before_char_parts.db"
LINES = [
    ("2024-03-01", "我对虾过敏，吃了会起疹子。"),
    ("2024-03-02", "晚饭吃了虾和米饭。"),
    ("2024-03-03", "马拉松跑完了，腿很酸。"),
    ("2024-03-04", "今天去海边散步。"),
    ("2024-03-05", "我住在上海。"),
]


def recall(home: Path, *args: str) -> list[dict[str, Any]]:
    result = mem_run(home, "recall", *args, "--json")
    assert result.exit_code == 0, result.stderr
    hits: list[dict[str, Any]] = json.loads(result.stdout)
    return hits


def texts(hits: list[dict[str, Any]]) -> list[str]:
    return [h["text"] for h in hits]


@pytest.fixture
def diary(home: Path) -> Path:
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    for day, text in LINES:
        assert mem_run(home, "record", text, "--at", day).exit_code == 0
    return home


def test_a_character_is_found_inside_longer_words_below_whole_words(diary: Path) -> None:
    # 虾 is a word of its own in r2 and a part of 对虾 in r1: both, the whole word first
    assert texts(recall(diary, "虾")) == ["晚饭吃了虾和米饭。", "我对虾过敏，吃了会起疹子。"]
    assert texts(recall(diary, "海")) == ["我住在上海。", "今天去海边散步。"]  # inside 上海 and 海边, newest first
    assert texts(recall(diary, "酸")) == ["马拉松跑完了，腿很酸。"]
    # a string that is no word of the index at all: a stretch of characters
    assert texts(recall(diary, "虾过敏")) == ["我对虾过敏，吃了会起疹子。"]
    # a word keeps its precision: 上海 does not bring 海边, nor 米饭 the other meals
    assert texts(recall(diary, "上海")) == ["我住在上海。"]
    assert texts(recall(diary, "米饭")) == ["晚饭吃了虾和米饭。"]


def test_a_question_finds_a_name_typed_short(diary: Path) -> None:
    # a question (not a keyword query) searches stretches of two or more characters the index has no word for
    assert mem_run(diary, "record", "和赵雅琳一起吃了火锅。", "--at", "2024-03-06").exit_code == 0
    hits = recall(diary, "雅琳是谁？")
    assert hits and hits[0]["text"] == "和赵雅琳一起吃了火锅。"


def test_a_store_made_before_character_parts_finds_them_after_reindex(home: Path) -> None:
    home.mkdir(parents=True)
    shutil.copy(OLD_STORE, home / "mem.db")
    (home / "mem.db").chmod(0o600)
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    # the old bodies hold words only: 虾 finds the text where it is a word, and recall still works
    assert texts(recall(home, "虾")) == ["晚饭吃了虾和米饭。"]
    result = mem_run(home, "reindex")
    assert result.exit_code == 0, result.stderr
    assert texts(recall(home, "虾")) == ["晚饭吃了虾和米饭。", "我对虾过敏，吃了会起疹子。"]
    assert texts(recall(home, "住在上海")) == ["我住在上海。"]


@pytest.fixture(scope="module")
def sample_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("labels") / "home"
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    files = [str(SAMPLE_DATA / n) for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]
    assert mem_run(home, "import", *files).exit_code == 0
    assert mem_run(home, "flush").exit_code == 0
    return home


def test_profile_hits_carry_their_label(sample_home: Path) -> None:
    slots = [h for h in recall(sample_home, "过敏") if h["kind"] == "memory"]
    assert [h["text"] for h in slots] == ["过敏：花生、peanuts"]
    # the label words are indexed in both languages: a query naming the slot finds its value
    assert "过敏：花生、peanuts" in texts(recall(sample_home, "allergies"))
    assert "宠物：豆豆（橘猫）" in texts(recall(sample_home, "宠物"))
    # `mem profile` keeps the slot keys (it lists slots, it does not quote them)
    assert "health::allergies: 花生、peanuts" in mem_run(sample_home, "profile").stdout


def test_the_quickstart_pack_says_each_sentence_once_and_fills_its_budget(sample_home: Path) -> None:
    from memcli.context.sections import content_key

    result = mem_run(sample_home, "context", "--budget", "1500", "--query", "周末去哪儿", "--now", "2025-01-10",
                     "--json")
    assert result.exit_code == 0, result.stderr
    pack = json.loads(result.stdout)
    text = pack["text"]
    assert text.count("我们说好周末一起去看电影") == 1  # the agreement is that record's very sentence
    bodies = [line.split(": ", 1)[-1] for line in text.splitlines() if line.startswith(("- ", "  · "))]
    keys = [content_key(b) for b in bodies if len(content_key(b)) >= 12]
    assert len(keys) == len(set(keys)), [b for b in bodies if keys.count(content_key(b)) > 1]
    assert "- 职位：软件工程师" in text and "::" not in text  # slots are shown by their labels
    # the budget is used: the store holds far more than 1,500 tokens of material
    assert 0.95 * 1500 <= pack["used"] <= 1500
    again = mem_run(sample_home, "context", "--budget", "1500", "--query", "周末去哪儿", "--now", "2025-01-10",
                    "--json")
    assert again.stdout == result.stdout  # same input, same bytes


def test_a_slot_embeds_as_its_labels_and_value() -> None:
    from memcli.embedding.texts import TEXT_VERSION, memory_embed_text

    assert memory_embed_text("虾", "health", "allergies") == "过敏 / allergies: 虾"
    assert memory_embed_text("奶茶（猫）", "relationship", "pets") == "宠物 / pet: 奶茶（猫）"
    assert memory_embed_text("we walk on Sundays", None, None) == "we walk on Sundays"  # not a slot: its words
    assert TEXT_VERSION["memory"] == 2  # stores embedded the old way re-embed their slots (flush or reindex)


HUB_DIARY = """## 2024-03-02
我对虾过敏，一吃就起疹子，今天在饭店又差点吃错了。

## 2024-03-05
我养了一只猫，叫奶茶，每天早上都来咬我的脚。

## 2024-03-09
My sister Amy defended her PhD thesis in Boston today. The committee loved her chapter on coral reefs.

## 2024-03-12
The landlord's cat Mochi sleeps in our hallway every afternoon; I left some water out for her.

## 2024-03-15
今天加班到很晚，回家的路上买了一杯柠檬茶。

## 2024-03-22
I started learning to play the violin; my teacher says my posture is terrible.

## 2024-03-25
我最喜欢吃的水果是芒果，夏天每天都要吃。
"""


@pytest.mark.slow
def test_short_slots_no_longer_answer_every_question(tmp_path: Path) -> None:
    """The issue's examples, on a diary written for this test: a slot's bare value (虾, 奶茶) was near every
    query and, with its high importance, came first. Labelled, centred on the store's mean and with importance a
    tie-breaker, semantic recall answers with the entry that says it."""
    home = tmp_path / "home"
    diary = tmp_path / "diary.md"
    diary.write_text(HUB_DIARY, encoding="utf-8")
    assert mem_run(home, "import", str(diary)).exit_code == 0
    assert mem_run(home, "flush").exit_code == 0
    slots = mem_run(home, "profile").stdout
    assert "health::allergies: 虾" in slots and "relationship::pets" in slots
    expect = {
        "kitten living in my flat": "Mochi",
        "what fruit do I like": "芒果",
        "allergic reaction to seafood": "虾",
        "我的宠物叫什么": "奶茶",
    }
    for query, word in expect.items():
        hits = recall(home, query, "--mode", "semantic", "-n", "3")
        assert word in hits[0]["text"], (query, texts(hits))
        # a memory hit always says what it is: no bare value
        assert all("：" in h["text"] or ": " in h["text"] for h in hits if h["kind"] == "memory"), texts(hits)
