"""Full-text recall on the everyday edges: emoji, split compounds, leftover characters, keyword queries.

Every test drives the real CLI on a real store; each one failed before the
tokenizer learned symbols (schema 6) and queries learned joined words and
keyword semantics (see ``memcli.recall.query.ParsedQuery``).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from conftest import mem_run

from memcli.store.sqlite.file_users import TRIGGERS

FIX = Path(__file__).parent / "fixtures" / "formats"


def record(home: Path, text: str, at: str) -> str:
    result = mem_run(home, "record", text, "--at", at, "--json")
    assert result.exit_code == 0, result.stderr
    rid: str = json.loads(result.stdout)["id"]
    return rid


def recall(home: Path, query: str) -> list[dict[str, Any]]:
    result = mem_run(home, "recall", query, "--json")
    assert result.exit_code == 0, result.stderr
    hits: list[dict[str, Any]] = json.loads(result.stdout)
    return hits


def ids(hits: list[dict[str, Any]]) -> list[str]:
    return [h["id"] for h in hits]


def test_emoji_are_searchable_alone_and_next_to_words(home: Path) -> None:
    zh = record(home, "今天包饺子了🥟，好开心", "2024-01-01")
    en = record(home, "Dumplings🥟🥟 tonight", "2024-01-02")
    thumbs = record(home, "Nice work 👍🏽", "2024-01-03")
    other = record(home, "今天去公园散步", "2024-01-04")
    assert set(ids(recall(home, "🥟"))) == {zh, en}
    # the emoji does not swallow the word it touches
    assert en in ids(recall(home, "dumplings"))
    # skin tones are not part of the word: 👍 finds 👍🏽 and the other way round
    assert ids(recall(home, "👍")) == [thumbs]
    assert ids(recall(home, "👍🏻")) == [thumbs]
    assert other not in ids(recall(home, "🥟"))


def test_two_words_find_their_joined_form(home: Path) -> None:
    hotpot = record(home, "We had hotpot for dinner", "2024-01-01")
    hot = record(home, "It was a hot day", "2024-01-02")
    found = ids(recall(home, "hot pot"))
    assert found[0] == hotpot and hot in found
    assert ids(recall(home, "hot-pot"))[0] == hotpot


def test_a_leftover_single_character_does_not_bring_in_hits(home: Path) -> None:
    """包饺子 is cut 包 + 饺子 against the index; 表情包 holds 包 and nothing else of the query."""
    result = mem_run(home, "import", str(FIX / "wechat" / "mom.csv"), "--json")
    assert result.exit_code == 0, result.stderr
    hits = recall(home, "包饺子")
    assert [h["text"] for h in hits] == ["八点半到，高铁晚点了\n给我留点饺子！"]
    # typed alone, the single character is the whole query and still matches
    assert "[表情包]" in [h["text"] for h in recall(home, "包")]


def test_keyword_hits_hold_a_query_word_but_questions_still_reach_the_answer(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps([
        {"role": "user", "content": "How is the new puppy?", "timestamp": "2024-03-01T10:00:00+08:00"},
        {"role": "assistant", "content": "She's learning commands!", "timestamp": "2024-03-01T10:01:00+08:00"},
        {"role": "user", "content": "周末我们去吃火锅吧", "timestamp": "2024-03-01T10:02:00+08:00"},
        {"role": "assistant", "content": "好呀，我想吃毛肚", "timestamp": "2024-03-01T10:03:00+08:00"},
    ]), encoding="utf-8")
    assert mem_run(home, "import", str(chat)).exit_code == 0
    assert [h["text"] for h in recall(home, "puppy")] == ["How is the new puppy?"]
    assert [h["text"] for h in recall(home, "火锅")] == ["周末我们去吃火锅吧"]
    # a question keeps conversation credit: the reply that answers it shares no word with it
    assert "She's learning commands!" in [h["text"] for h in recall(home, "How is the new puppy doing?")]


def _as_schema_5(db: Path) -> None:
    """Turn a fresh store back into what mem wrote before schema 6: emoji were separators."""
    conn = sqlite3.connect(db)
    old = "porter unicode61 remove_diacritics 2"
    for kind in ("records", "memories", "events"):
        bodies = conn.execute(f"SELECT id, c0 FROM {kind}_fts_content").fetchall()
        conn.executescript(
            f"DROP TABLE {kind}_vocab; DROP TABLE {kind}_fts;"
            f"CREATE VIRTUAL TABLE {kind}_fts USING fts5(body, tokenize = '{old}');"
            f"CREATE VIRTUAL TABLE {kind}_vocab USING fts5vocab({kind}_fts, 'row');"
        )
        # the old writer left non-Chinese text as it was: the emoji glued to the word
        conn.executemany(f"INSERT INTO {kind}_fts(rowid, body) VALUES (?, ?)",
                         [(i, body.replace(" 🥟 ", "🥟").replace(" 🥟", "🥟")) for i, body in bodies])
    # and without what later migrations add (the people index came after schema 6, names for migrations later)
    conn.executescript("DROP TABLE IF EXISTS person_fact_sources; DROP TABLE IF EXISTS person_facts;"
                       "DROP TABLE IF EXISTS people; DROP TABLE IF EXISTS _mem_migrations;"
                       "DROP TABLE IF EXISTS file_users;"
                       + "".join(f"DROP TRIGGER IF EXISTS {name};" for name in TRIGGERS))
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()


def test_an_existing_store_gets_searchable_emoji_on_upgrade(home: Path) -> None:
    zh = record(home, "今天包饺子了🥟，好开心", "2024-01-01")
    en = record(home, "Dumplings🥟 tonight", "2024-01-02")
    _as_schema_5(home / "mem.db")
    conn = sqlite3.connect(home / "mem.db")
    assert conn.execute("SELECT count(*) FROM records_fts WHERE records_fts MATCH '\"🥟\"'").fetchone()[0] == 0
    conn.close()
    # any command that opens the store upgrades it; no reindex (and no jieba) needed
    assert set(ids(recall(home, "🥟"))) == {zh, en}
    assert en in ids(recall(home, "dumplings"))
    conn = sqlite3.connect(home / "mem.db")
    assert conn.execute("PRAGMA user_version").fetchone()[0] >= 6
    conn.close()
