"""Fast recall: Chinese and English, ranking, safety of user text, dates, kinds, output.

The store is real SQLite on disk, filled through the real write path
(``insert_records`` — the same function ``mem import``/``mem record`` use),
and the CLI is driven through Typer's runner.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from conftest import mem_run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli.core.record_types import Cue, NewRecord
from memcli.recall.fulltext import Index, rank, score_items, search
from memcli.recall.query import STOPWORDS_EN, fts_string, parse_query, segment_run
from memcli.recall.stem import porter
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.records import insert_records
from memcli.store.text import fts_body
from memcli.store.sqlite.store import SqliteStore

TZ = timezone(timedelta(hours=8))
NEEDLE = "那年春天我和爸爸在河边放了一只蓝色风筝，飞得很高很高。"


def _store(conn: sqlite3.Connection) -> SqliteStore:
    """The store over *conn* that recall takes (its home is the database's folder)."""
    return SqliteStore(conn, Path(conn.execute("PRAGMA database_list").fetchone()[2]).parent)


def _at(day: str) -> datetime:
    return datetime.fromisoformat(day).replace(tzinfo=TZ)


def _records() -> list[NewRecord]:
    rows: list[tuple[str, str]] = [
        (NEEDLE, "2010-04-05"),
        ("今天和朋友去公园散步，看到很多人放风筝。", "2015-05-01"),
        ("我买了一件蓝色的衬衫，很好看。", "2016-03-02"),
        ("We walked along the river and talked about the new job.", "2019-06-01"),
        ("Walking home in the rain with my sister.", "2020-01-02"),
        ("I bought a red kite at the market for the weekend.", "2021-08-03"),
        ("Café au lait with Zoë at the station.", "2021-09-09"),
    ]
    for i in range(60):
        day = (datetime(2011, 1, 1) + timedelta(days=37 * i)).date().isoformat()
        rows.append((f"和朋友一起吃饭，聊了很多工作上的事情，第{i}次。", day))
    return [
        NewRecord(text=t, occurred_at=_at(d), source_path="test", source_format="test", external_id=f"x{i}")
        for i, (t, d) in enumerate(rows)
    ]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("recall") / "home"
    conn = connect(home)
    with transaction(conn):
        insert_records(conn, _records(), default_user="default")
    conn.close()
    return home


@pytest.fixture(scope="module")
def conn(store: Path) -> sqlite3.Connection:
    c = connect(store)
    yield c
    c.close()


def _recall_json(home: Path, *args: str) -> list[dict]:
    result = mem_run(home, "recall", *args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def _rid(conn: sqlite3.Connection, text: str) -> str:
    return "r" + str(conn.execute("SELECT id FROM records WHERE text = ?", (text,)).fetchone()[0])


# --- Chinese and English ---------------------------------------------------


def test_chinese_needle_is_ranked_first(store: Path, conn: sqlite3.Connection) -> None:
    hits = _recall_json(store, "蓝色风筝")
    assert hits[0]["id"] == _rid(conn, NEEDLE)
    assert hits[0]["kind"] == "record"
    assert hits[0]["sources"] == [hits[0]["id"]]
    assert set(hits[0]) == {"id", "kind", "text", "occurred_at", "score", "sources"}
    assert hits[0]["occurred_at"].startswith("2010-04-05T00:00:00+08:00")
    # the partial matches follow, never before the full one
    assert all(0 < h["score"] <= hits[0]["score"] <= 1 for h in hits)
    texts = [h["text"] for h in hits]
    assert any("风筝" in t and "蓝色" not in t for t in texts[1:])


def test_chinese_query_inside_a_sentence(store: Path, conn: sqlite3.Connection) -> None:
    hits = _recall_json(store, "我记得小时候和爸爸放过一只蓝色的风筝吗？")
    assert hits[0]["id"] == _rid(conn, NEEDLE)


def test_english_recall_uses_the_same_stemming_as_the_index(store: Path, conn: sqlite3.Connection) -> None:
    hits = _recall_json(store, "walking")
    english = {_rid(conn, "We walked along the river and talked about the new job."),
               _rid(conn, "Walking home in the rain with my sister.")}
    assert {h["id"] for h in hits[:2]} == english  # typed words first; translations (散步) may follow
    assert [h["id"] for h in _recall_json(store, "KITES")][0] == _rid(
        conn, "I bought a red kite at the market for the weekend.")


def test_a_query_word_also_finds_its_translation_below_the_typed_language(store: Path, conn: sqlite3.Connection) -> None:
    walk_zh = _rid(conn, "今天和朋友去公园散步，看到很多人放风筝。")
    red_kite = _rid(conn, "I bought a red kite at the market for the weekend.")
    # English → Chinese: "stroll" is only in the Chinese record's words (散步)
    assert walk_zh in [h["id"] for h in _recall_json(store, "stroll in the park")]
    # Chinese → English: 风筝 also finds the English kite, after the records that hold 风筝 itself
    ids = [h["id"] for h in _recall_json(store, "风筝")]
    assert red_kite in ids and ids.index(red_kite) > ids.index(_rid(conn, NEEDLE))
    # a typed word outranks the same word reached by translation
    assert _recall_json(store, "kite")[0]["id"] == red_kite


def test_translations_come_only_from_words_the_store_holds(store: Path) -> None:
    from memcli.recall import bilingual

    bilingual.use_lexicon(store)
    conn = connect(store)
    try:
        parsed = Index(_store(conn), ("record",), 50).parse("kite")
    finally:
        conn.close()
    extra = [t for t in parsed.terms if t.weight == bilingual.WEIGHT]
    assert [t.text for t in extra] == ["风筝"]  # the dictionary offers more words for "kite"; the store holds one


def test_diacritics_fold_like_the_index(store: Path, conn: sqlite3.Connection) -> None:
    target = _rid(conn, "Café au lait with Zoë at the station.")
    assert [h["id"] for h in _recall_json(store, "cafe zoe")] == [target]
    assert _recall_json(store, "CAFÉ")[0]["id"] == target


def test_mixed_language_query_finds_both(store: Path, conn: sqlite3.Connection) -> None:
    ids = {h["id"] for h in _recall_json(store, "蓝色风筝 kite")}
    assert {_rid(conn, NEEDLE), _rid(conn, "I bought a red kite at the market for the weekend.")} <= ids


def test_ranking_prefers_rare_words_over_common_ones(store: Path, conn: sqlite3.Connection) -> None:
    # 朋友 is in 61 records, 风筝 in 2: the record with both comes first
    hits = _recall_json(store, "朋友 风筝")
    assert hits[0]["id"] == _rid(conn, "今天和朋友去公园散步，看到很多人放风筝。")
    assert hits[1]["id"] == _rid(conn, NEEDLE)


def test_limit_and_deterministic_order(store: Path) -> None:
    first = mem_run(store, "recall", "朋友", "-n", "7", "--json")
    second = mem_run(store, "recall", "朋友", "-n", "7", "--json")
    assert first.stdout == second.stdout
    hits = json.loads(first.stdout)
    assert len(hits) == 7
    # equal scores are ordered newest first
    for a, b in zip(hits, hits[1:]):
        assert (a["score"], a["occurred_at"]) >= (b["score"], b["occurred_at"])


def test_common_word_candidates_are_bounded(conn: sqlite3.Connection) -> None:
    """A word in 61 records, candidate budget 10: only 10 rows are ever ranked, the newest."""
    index = Index(_store(conn), candidates=10)
    parsed = index.parse("朋友")
    probe = index.probe("record", "朋友")
    assert len(probe.rows) == 10 and not probe.complete
    ranked = rank(index, parsed, limit=100)
    assert len(ranked) == 10
    newest = [r[0] for r in conn.execute(
        "SELECT id FROM records WHERE text LIKE '%朋友%' ORDER BY id DESC LIMIT 10")]
    assert sorted(r[1] for r in ranked) == sorted(newest)
    # the estimated document frequency is in the right range (61 true)
    assert 20 <= index.df("record", "朋友") <= len(_records())


# --- user text is never query syntax ----------------------------------------

NASTY = [
    '"', '""', '"蓝色风筝', "蓝色风筝*", "*", "NEAR(", "NEAR(蓝色 风筝, 2)", "蓝色 AND", "AND OR NOT",
    "a OR b", "kite:red", ":", "body:蓝色", "^风筝", "(", ")", "((蓝色", "[kite", "{kite}", "--", "- -",
    "蓝色 -风筝", "kite -red", "'; DROP TABLE records; --", "1 = 1", "%", "_", "\\", "蓝色风筝 NOT 风筝",
    "😀🪁", "\u200b", "風箏", "ｋｉｔｅ", "x" * 3000, "蓝" * 500,
]


@pytest.mark.parametrize("query", NASTY)
def test_fts_syntax_is_searched_never_parsed(store: Path, query: str) -> None:
    result = mem_run(store, "recall", "--json", "--", query)
    assert result.exit_code == 0, result.stderr
    hits = json.loads(result.stdout)
    assert isinstance(hits, list)
    for hit in hits:
        assert 0 < hit["score"] <= 1


def test_operators_are_plain_words(store: Path, conn: sqlite3.Connection) -> None:
    for query in ("蓝色风筝 AND", "NEAR(蓝色风筝)", '"蓝色风筝"', "蓝色风筝*", "(蓝色风筝", "蓝色风筝 NOT 风筝"):
        result = mem_run(store, "recall", "--json", "--", query)
        assert json.loads(result.stdout)[0]["id"] == _rid(conn, NEEDLE), query
    # the table is still there after the injection attempt
    assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == len(_records())


def test_leading_dash_query_after_double_dash(store: Path, conn: sqlite3.Connection) -> None:
    hits = json.loads(mem_run(store, "recall", "--json", "--", "-kite").stdout)
    assert hits[0]["id"] == _rid(conn, "I bought a red kite at the market for the weekend.")


def test_fts_string_quoting() -> None:
    assert fts_string('a"b') == '"a""b"'
    assert fts_string("NEAR(") == '"NEAR("'


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=60) | st.text(alphabet='"*-()^:{}+ANDORNEAR蓝色风筝朋友 kite\'\\%_', max_size=40))
def test_random_text_never_errors(conn: sqlite3.Connection, query: str) -> None:
    hits = search(_store(conn), query, limit=5)
    assert len(hits) <= 5
    for hit in hits:
        assert 0 < hit.score <= 1
        assert hit.id.startswith("r")


# --- dates --------------------------------------------------------------------


def test_since_and_until(store: Path, conn: sqlite3.Connection) -> None:
    ids = [h["id"] for h in _recall_json(store, "风筝", "--since", "2014-01-01", "--until", "2016-12-31")]
    assert ids == [_rid(conn, "今天和朋友去公园散步，看到很多人放风筝。")]
    ids = [h["id"] for h in _recall_json(store, "风筝", "--until", "2010-04-05")]  # a bare date covers the day
    assert ids == [_rid(conn, NEEDLE)]
    assert _recall_json(store, "风筝", "--since", "2030-01-01") == []
    hits = _recall_json(store, "朋友", "--since", "2013-01-01", "--until", "2013-12-31", "-n", "50")
    assert hits and all(h["occurred_at"].startswith("2013-") for h in hits)


def test_bad_dates_are_clear_errors(store: Path) -> None:
    result = mem_run(store, "recall", "风筝", "--since", "last tuesday")
    assert result.exit_code == 1
    assert "mem: error:" in result.stderr and "last tuesday" in result.stderr
    result = mem_run(store, "recall", "风筝", "--since", "2020-01-01", "--until", "2019-01-01")
    assert result.exit_code == 2


def test_large_date_window_scan_is_bounded_and_right(tmp_path: Path) -> None:
    """Window bigger than the scan cap (10 × K): the window's newest matches are still found."""
    home = tmp_path / "h"
    conn = connect(home)
    recs = [
        NewRecord(text=f"和朋友散步{i}", occurred_at=_at("2012-01-01") + timedelta(days=i), external_id=str(i))
        for i in range(400)
    ]
    with transaction(conn):
        insert_records(conn, recs, default_user="u")
    lo = _at("2012-01-01").timestamp()
    hi = (_at("2012-01-01") + timedelta(days=299, hours=1)).timestamp()
    hits = search(_store(conn), "朋友", limit=5, since_ts=lo, until_ts=hi, candidates=10)
    assert len(hits) == 5
    assert all(lo <= h.occurred_ts <= hi for h in hits)
    # the newest matches inside the window (equal scores → newest first)
    assert [h.text for h in hits] == [f"和朋友散步{i}" for i in range(299, 294, -1)]
    conn.close()


# --- memories and events are searched too ---------------------------------------


def _add_memory(conn: sqlite3.Connection, content: str, sources: list[int], status: str = "active") -> int:
    with transaction(conn):
        cur = conn.execute(
            """INSERT INTO memories(type, owner, user_id, topic, sub_topic, content, importance, content_hash,
                   status, occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
               VALUES ('fact', 'user', 'default', 'interest', 'hobby', ?, 60, ?, ?, '2012-05-01T00:00:00+08:00',
                   ?, ?, '2024-01-01T00:00:00+00:00', '2024-01-01T00:00:00+00:00')""",
            (content, f"h-{content}-{status}", status, _at("2012-05-01").timestamp(), _at("2012-05-01").timestamp()),
        )
        mid = int(cur.lastrowid)
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, fts_body(content, None)))
        conn.executemany("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", [(mid, s) for s in sources])
    return mid


def _add_event(conn: sqlite3.Connection, summary: str, sources: list[int]) -> int:
    with transaction(conn):
        ts = _at("2013-07-07").timestamp()
        cur = conn.execute(
            """INSERT INTO events(user_id, occurred_at, occurred_ts, end_ts, summary, gists, tags, importance,
                   content_hash, created_at)
               VALUES ('default', '2013-07-07T00:00:00+08:00', ?, ?, ?, '["放风筝"]', '["童年"]', 70, ?, '2024-01-01T00:00:00+00:00')""",
            (ts, ts + 3600, summary, f"e-{summary}"),
        )
        eid = int(cur.lastrowid)
        conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (eid, fts_body(summary, None)))
        conn.executemany("INSERT INTO event_sources(event_id, record_id) VALUES (?, ?)", [(eid, s) for s in sources])
    return eid


def test_memories_and_events_are_recalled_with_sources(tmp_path: Path) -> None:
    home = tmp_path / "kinds"
    conn = connect(home)
    with transaction(conn):
        result = insert_records(
            conn,
            [NewRecord(text="周末去海边玩", occurred_at=_at("2013-07-07")),
             NewRecord(text="海边风很大，我们放了风筝", occurred_at=_at("2013-07-07T10:00"))],
            default_user="default",
        )
    r1, r2 = result.new_ids
    mid = _add_memory(conn, "用户喜欢在海边放风筝", [r2, r1])
    old = _add_memory(conn, "用户讨厌海边放风筝", [r1], status="superseded")
    eid = _add_event(conn, "一家人去海边放风筝", [r1, r2])
    conn.close()
    hits = _recall_json(home, "海边放风筝", "-n", "10")
    by_id = {h["id"]: h for h in hits}
    assert f"m{mid}" in by_id and f"e{eid}" in by_id and f"r{r2}" in by_id
    assert f"m{old}" not in by_id  # superseded memories are not recalled
    assert by_id[f"m{mid}"]["kind"] == "memory"
    assert by_id[f"m{mid}"]["sources"] == [f"r{r1}", f"r{r2}"]
    assert by_id[f"e{eid}"]["kind"] == "event"
    assert by_id[f"e{eid}"]["sources"] == [f"r{r1}", f"r{r2}"]
    assert by_id[f"e{eid}"]["text"] == "一家人去海边放风筝"
    assert all(0 < h["score"] <= 1 for h in hits)
    # items carrying every query word outrank the record that has only some of them
    assert hits[-1]["id"] == f"r{r1}" or "风筝" not in hits[-1]["text"]
    # memory dates are filtered like records
    dated = _recall_json(home, "海边放风筝", "--since", "2013-01-01")
    assert f"m{mid}" not in {h["id"] for h in dated}
    # a lexical score for hybrid recall, same scale as search
    conn = connect(home)
    scores = score_items(_store(conn), "海边放风筝", [("memory", mid), ("record", r1)])
    assert 0 < scores[("record", r1)] < scores[("memory", mid)] <= 1
    conn.close()


# --- cues -------------------------------------------------------------------------


def test_cue_lookup_by_key_and_prefix(tmp_path: Path) -> None:
    home = tmp_path / "cues"
    photo = tmp_path / "kite.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0 not really a jpeg, only hashed")
    import hashlib

    digest = hashlib.sha256(photo.read_bytes()).hexdigest()
    r1 = mem_run(home, "record", "河边放蓝色风筝", "--at", "2010-04-05", "--photo", str(photo))
    assert r1.exit_code == 0, r1.stderr
    r2 = mem_run(home, "record", "又看到那张风筝照片", "--at", "2020-01-01", "--photo", str(photo))
    mem_run(home, "record", "另一件事", "--at", "2020-02-01")
    key = f"photo:sha256:{digest}"
    hits = _recall_json(home, "--cue", key)
    assert [h["id"] for h in hits] == [r2.stdout.strip(), r1.stdout.strip()]  # newest first
    assert all(h["score"] == 1.0 and h["kind"] == "record" for h in hits)
    assert [h["id"] for h in _recall_json(home, "--cue", key[:20])] == [h["id"] for h in hits]
    assert [h["id"] for h in _recall_json(home, "--cue", key, "-n", "1")] == [r2.stdout.strip()]
    assert [h["id"] for h in _recall_json(home, "--cue", key, "--until", "2015-01-01")] == [r1.stdout.strip()]
    # cue plus query: only the cue's records that match, best first
    assert [h["id"] for h in _recall_json(home, "蓝色", "--cue", key)] == [r1.stdout.strip()]
    unknown = mem_run(home, "recall", "--cue", "photo:sha256:0000", "--json")
    assert unknown.exit_code == 0 and json.loads(unknown.stdout) == []
    assert "no cue" in unknown.stderr


# --- output -----------------------------------------------------------------------


def test_piped_output_is_plain_lines(store: Path, conn: sqlite3.Connection) -> None:
    result = mem_run(store, "recall", "蓝色风筝", "-n", "3")
    assert result.exit_code == 0
    assert "\x1b[" not in result.stdout
    lines = result.stdout.splitlines()
    assert len(lines) == 3
    first = lines[0].split("\t")
    assert first == [_rid(conn, NEEDLE), "2010-04-05", NEEDLE]
    assert all(re.fullmatch(r"r\d+\t\d{4}-\d\d-\d\d\t[^\t]+", line) for line in lines)


def test_empty_results_print_nothing(store: Path) -> None:
    result = mem_run(store, "recall", "完全不存在的词语组合")
    assert result.exit_code == 0 and result.stdout == ""
    result = mem_run(store, "recall", "zzzqqq", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout) == []


def test_usage_errors(store: Path) -> None:
    assert mem_run(store, "recall").exit_code == 2
    bad = mem_run(store, "recall", "x", "--mode", "psychic")
    assert bad.exit_code == 2 and "psychic" in bad.output
    assert mem_run(store, "recall", "x", "-n", "0").exit_code == 2
    not_int = mem_run(store, "recall", "x", "-n", "ten")
    assert not_int.exit_code == 2 and "--limit" in not_int.output  # Typer's own message


def test_query_from_stdin_and_several_words(store: Path, conn: sqlite3.Connection) -> None:
    result = mem_run(store, "recall", "-", "--json", input="蓝色风筝\n")
    assert json.loads(result.stdout)[0]["id"] == _rid(conn, NEEDLE)
    assert _recall_json(store, "蓝色", "风筝")[0]["id"] == _rid(conn, NEEDLE)


def test_config_mode_fast_is_read_without_pydantic_and_bad_config_is_reported(tmp_path: Path) -> None:
    home = tmp_path / "cfg"
    mem_run(home, "record", "蓝色风筝", "--at", "2010-01-01")
    (home / "config.toml").write_text('[recall]\nmode = "fast"\ncandidates = 50\n', encoding="utf-8")
    assert len(_recall_json(home, "风筝")) == 1
    (home / "config.toml").write_text('[recall]\nmode = "telepathy"\n', encoding="utf-8")
    result = mem_run(home, "recall", "风筝")
    assert result.exit_code == 1 and "recall.mode" in result.stderr


# --- the query side ------------------------------------------------------------------


def test_segmentation_by_forward_maximum_matching() -> None:
    vocab = {"蓝色", "风筝", "蓝色风筝", "放", "河边"}
    words, stops, missing = segment_run("在河边放蓝色风筝了", vocab.__contains__)
    # 在/了 are stopwords; the long word brings its in-vocabulary parts, like jieba's search mode
    assert words == ["河边", "放", "蓝色风筝", "蓝色", "风筝"]
    assert stops == ["在", "了"] and missing == []
    words, stops, missing = segment_run("蓝绿风筝", vocab.__contains__)
    assert words == ["风筝"] and missing == ["蓝", "绿"]
    # unknown words never fall back to matching stopwords; a stopword-only query does
    assert parse_query("完全不存在的词", {"的", "在"}.__contains__).terms == []
    assert [t.text for t in parse_query("我的", {"的"}.__contains__).terms] == ["的"]


def test_character_parts_join_the_query_where_words_fall_short() -> None:
    from memcli.recall.query import PART_WEIGHT, part_text
    from memcli.core.textproc import han_parts

    # the index holds words and, for each text, its characters as parts (textproc.han_parts)
    bodies = ["我 对虾 过敏 " + han_parts("我对虾过敏"), "吃 虾 " + han_parts("吃虾"), "马拉松 " + han_parts("马拉松")]
    tokens = {t for b in bodies for t in b.split()}

    def exists(s: str) -> bool:
        return all(t in tokens for t in s.split()) and any(f" {s} " in f" {b} " for b in bodies)

    # a keyword: the word, and the same characters anywhere (half weight)
    parsed = parse_query("虾", exists)
    assert [(t.text, t.weight) for t in parsed.terms] == [("虾", 1.0), (part_text("虾"), PART_WEIGHT)]
    assert parsed.keyword
    # what no word holds is searched as a stretch of characters
    assert [t.text for t in parse_query("马拉", exists).terms] == [part_text("马拉")]
    # a character cut out of a longer run cannot bring in an item on its own (包饺子 → 包 + 饺子)
    parsed = parse_query("虾过敏", exists)
    assert part_text("虾") in parsed.weak and part_text("过敏") not in parsed.weak
    # a question: only stretches of two or more characters that no word holds
    question = parse_query("我什么时候跑的马拉？", exists)
    assert not question.keyword and [t.text for t in question.terms] == [part_text("马拉")]
    assert [t.text for t in parse_query("我什么时候吃的虾？", exists).terms] == ["吃", "虾"]
    # parts are private-use characters, one token each: never a word, never query syntax
    assert all(len(p) == 1 and 0xF0000 <= ord(p) <= 0xFFFFD for p in han_parts("我对虾过敏").split())
    assert han_parts("plain English") == "" and han_parts("a虾b🥟") == part_text("虾")


def test_parse_query_drops_stopwords_but_keeps_something() -> None:
    parsed = parse_query("What did I do with the kite?", lambda s: False)
    assert [t.text for t in parsed.terms] == ["kite"]
    assert {"what", "did", "the"} <= set(parsed.dropped)
    assert [t.text for t in parse_query("the who", lambda s: False).terms] == ["the", "who"]
    assert parse_query("什么时候去的海边", {"海边"}.__contains__).temporal
    assert "when" not in STOPWORDS_EN or parse_query("when", lambda s: False).terms


def test_porter_matches_fts5_exactly() -> None:
    """Our stemmer is what FTS5's porter tokenizer does, on thousands of real and random words."""
    words: set[str] = set()
    lib = Path(sqlite3.__file__).parent.parent  # the standard library: real English words
    for path in sorted(lib.glob("*.py"))[:80]:
        words.update(w.lower() for w in re.findall(r"[A-Za-z]+", path.read_text(encoding="utf-8", errors="ignore")))
    rng = random.Random(7)
    alphabet = "aeiouybcdlnstrgmpzwx"
    words.update("".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12))) for _ in range(10000))
    ordered = sorted(words)
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")
    db.executemany("INSERT INTO t(rowid, body) VALUES (?, ?)", list(enumerate(ordered)))
    mismatches = [(ordered[doc], term, porter(ordered[doc])) for term, doc in db.execute("SELECT term, doc FROM v")
                  if porter(ordered[doc]) != term]
    assert len(ordered) > 8000
    assert mismatches == []


def test_term_frequency_counts_repeats_and_works_inside_a_transaction() -> None:
    """tf comes from the stored body: back-to-back repeats count; uncommitted rows are scored too."""
    from memcli.recall.fulltext import Index
    from memcli.recall.query import Term

    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE records_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2')")
    db.execute("CREATE TABLE records(id INTEGER PRIMARY KEY, occurred_ts REAL)")
    for i, body in enumerate(["风筝 风筝 风筝 蓝色", "风筝 蓝色 的 天", "蓝色 x 风筝 y", "别的 东西"], 1):
        db.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (i, body))
        db.execute("INSERT INTO records VALUES (?, 0)", (i,))
    assert db.in_transaction
    scores = Index(_store(db), kinds=["record"]).fetch_scores("record", [Term("风筝", "风筝", True)], [1, 2, 3, 4])
    assert scores[1] > scores[2] == scores[3] > 0 and scores[4] == 0


def test_early_stopping_never_changes_the_top(tmp_path: Path) -> None:
    """MaxScore stopping and length-only pruning give exactly the brute-force top N of the candidates."""
    home = tmp_path / "prune"
    conn = connect(home)
    rng = random.Random(3)
    words = ["蓝色的外套", "放风筝", "朋友", "河边", "火锅", "公园", "下雨", "蓝色风筝"]
    recs = []
    for i in range(600):
        picked = rng.sample(words, rng.randint(1, 3)) + ["还有"] * rng.randint(0, 6)
        recs.append(NewRecord(text="，".join(picked) + "。", occurred_at=_at("2015-01-01") + timedelta(hours=i),
                              external_id=str(i)))
    with transaction(conn):
        insert_records(conn, recs, default_user="u")
    for query in ("蓝色风筝", "朋友 风筝", "蓝色 河边 火锅", "朋友", "公园 下雨"):
        for k, limit in ((20, 5), (50, 10), (200, 10)):
            index = Index(_store(conn), candidates=k)
            parsed = index.parse(query)
            got = rank(index, parsed, limit=limit)
            # brute force over the same candidate model: every probe's rows, plus the all-terms rows
            pool: set[int] = set()
            for term in parsed.terms:
                pool.update(index.probe("record", term.text).rows)
            pool.update(index._match_rows("record", " ".join(t.match for t in parsed.terms), k))
            ref = Index(_store(conn), candidates=k)
            ref.parse(query)
            scores = ref.fetch_scores("record", parsed.terms, pool)
            times = ref.times("record", scores)
            best = sorted(((s, times[r], r) for r, s in scores.items() if s > 0), key=lambda x: (-x[0], -x[1], x[2]))
            assert [r for _, _, r in best[:limit]] == [r for _, r, _, _ in got], (query, k, limit)
    conn.close()


def _fts_only_store(bodies: list[str]) -> sqlite3.Connection:
    """An in-memory records_fts + records pair holding *bodies* as rows 1…n (no store around it)."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE records_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2')")
    db.execute("CREATE TABLE records(id INTEGER PRIMARY KEY, occurred_ts REAL)")
    for i, body in enumerate(bodies, 1):
        db.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (i, body))
        db.execute("INSERT INTO records VALUES (?, ?)", (i, float(i)))
    db.commit()
    return db


def test_scores_of_a_batch_are_the_scores_of_each_body_alone() -> None:
    """Bodies are lower-cased and accent-tested as one batch; each must score as if scored by itself.

    Covers upper case inside Chinese text, accents that fold (Café → cafe), a Greek final sigma
    (lower-casing depends on the neighbouring letters), and a body holding the batch separator.
    """
    from memcli.recall.fulltext import Index
    from memcli.recall.query import Term

    bodies = ["Café au lait with a FRIEND", "CAFÉ cafe Cafés", "今天 和 朋友 在 CAFE 喝 咖啡", "friendly friends",
              "ΟΔΟΣ friend ΣΟΦΙΑ", "a\x00b friend cafe", "朋友 朋友 没有 别的", "nothing here", "ÉCLAIR and éclairs",
              "an eclair"]
    db = _fts_only_store(bodies)
    words = ["cafe", "friend", "朋友", "eclair"]
    terms = [Term(w, w, True) if not w.isascii() else Term(w, porter(w), False) for w in words]
    every = range(1, len(bodies) + 1)
    batch = Index(_store(db), kinds=["record"]).fetch_scores("record", terms, every)
    alone = {i: Index(_store(db), kinds=["record"]).fetch_scores("record", terms, [i])[i] for i in every}
    assert batch == alone
    # the oracle for which bodies hold a word is FTS5 itself (its own case folding and diacritics removal)
    for w, term in zip(words, terms, strict=True):
        holds = {r for (r,) in db.execute("SELECT rowid FROM records_fts WHERE records_fts MATCH ?", (f'"{w}"',))}
        scored = Index(_store(db), kinds=["record"]).fetch_scores("record", [term], every)
        assert {r for r, v in scored.items() if v > 0} == holds, w
    assert batch[2] > batch[1] > 0  # three cafés (two folded from upper case and an accent) beat one
    assert batch[9] > 0 and batch[8] == 0
    # without any accented body in the batch the fold test is skipped, with the same scores
    plain = [i for i in every if "É" not in bodies[i - 1] and "é" not in bodies[i - 1]]
    assert Index(_store(db), kinds=["record"]).fetch_scores("record", terms, plain) == {i: alone[i] for i in plain}


def test_all_terms_rows_asked_oldest_first_are_still_the_newest() -> None:
    """Index.newest_matches may ask FTS5 oldest first when few matches are expected: same rows, same order."""
    from memcli.recall.fulltext import Index

    bodies = [("kite river" if i % 10 == 0 else "kite") + (" river" if i % 3 == 0 else "") for i in range(1, 301)]
    db = _fts_only_store(bodies)
    for k in (5, 10, 11, 40, 200):
        index = Index(_store(db), kinds=["record"], candidates=k)
        for expr in ('"kite" "river"', '"kite"', '"nothing"'):
            want = index._match_rows("record", expr, k)
            for expected in (0.0, 1.0, float(k), 1e9):  # right, wrong or unknown estimates
                assert index.newest_matches("record", expr, k, expected) == want, (k, expr, expected)
