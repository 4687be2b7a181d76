"""Conversation-aware ranking: neighbouring turns, speakers, dated turns, month words, duplicates.

Each test builds a small real store through ``insert_records`` (the import
write path) and checks a ranking that the feature changes: with the feature
off (or the data shaped so it cannot apply) the asserted order is different.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from conftest import mem_run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli.core.record_types import NewRecord
from memcli.recall import fulltext
from memcli.recall.fulltext import Index, search
from memcli.recall.query import cjk_candidates, parse_query
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.records import insert_records, rebuild_records_fts
from memcli.store.text import date_words
from memcli.store.sqlite.store import SqliteStore

TZ = timezone(timedelta(hours=8))


def _store_of(conn: sqlite3.Connection) -> SqliteStore:
    """The store over *conn* that recall takes (its home is the database's folder)."""
    return SqliteStore(conn, Path(conn.execute("PRAGMA database_list").fetchone()[2]).parent)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=TZ)


def _turn(text: str, speaker: str, at: str, session: str | None, n: int) -> NewRecord:
    return NewRecord(text=text, speaker=speaker, occurred_at=_at(at), session=session,
                     source_path="chat", source_format="test", external_id=f"t{n}")


def _store(tmp_path: Path, turns: list[NewRecord]) -> tuple[Path, list[int]]:
    home = tmp_path / "home"
    conn = connect(home)
    with transaction(conn):
        ids = insert_records(conn, turns, default_user="default").new_ids
    conn.close()
    return home, ids


FILLER = [
    "We talked about the weather and the traffic on the way home.",
    "Work was busy, lots of meetings and emails today.",
    "Dinner was noodles again, nothing special to report.",
    "The train was late but the book kept me company.",
]


def _chat(session: str, at: str, lines: list[tuple[str, str]], start: int) -> list[NewRecord]:
    base = _at(at)
    return [
        _turn(text, who, (base + timedelta(seconds=10 * i)).isoformat()[:19], session, start + i)
        for i, (who, text) in enumerate(lines)
    ]


def test_the_answer_after_a_question_is_found_through_the_question(tmp_path: Path) -> None:
    """The reply shares no word with the query; the question before it does."""
    turns = _chat("s1", "2024-03-02T10:00:00", [
        ("Ann", "How is your new puppy settling in?"),
        ("Ben", "She is learning commands fast and sleeps all night."),
        ("Ann", "Lovely to hear."),
    ], 0)
    # the answer's words again, 23 hours later in the same session: too far apart to be one exchange
    turns += [_turn("Sleeps all night, learning fast: notes on my new job.", "Ann", "2024-03-03T09:00:00", "s1", 10)]
    for i, text in enumerate(FILLER * 3):
        turns.append(_turn(text, "Ann", f"2024-04-{i + 1:02d}T08:00:00", f"f{i}", 20 + i))
    home, ids = _store(tmp_path, turns)
    conn = connect(home)
    hits = search(_store_of(conn), "how is the puppy", limit=5)
    order = [h.id for h in hits]
    assert order[0] == f"r{ids[0]}"  # the question itself
    assert f"r{ids[1]}" in order[:2]  # its answer, through the question
    # a record 23 hours later in the same session passes and gets no credit (gap > CONTEXT_GAP_S)
    assert f"r{ids[3]}" not in order
    # turned off, the answer is not found at all: the credit is what finds it
    saved = fulltext.CONTEXT_CREDIT
    try:
        fulltext.CONTEXT_CREDIT = 0.0
        assert f"r{ids[1]}" not in [h.id for h in search(_store_of(conn), "how is the puppy", limit=5)]
    finally:
        fulltext.CONTEXT_CREDIT = saved
    conn.close()


def test_records_without_a_session_pass_no_credit(tmp_path: Path) -> None:
    turns = [
        _turn("Bought a blue kite at the market.", "me", "2024-05-01T10:00:00", None, 0),
        _turn("Rained all afternoon.", "me", "2024-05-01T10:00:10", None, 1),
    ]
    home, ids = _store(tmp_path, turns)
    conn = connect(home)
    assert [h.id for h in search(_store_of(conn), "kite", limit=5)] == [f"r{ids[0]}"]
    conn.close()


def test_turns_by_the_person_the_query_names_rank_first(tmp_path: Path) -> None:
    # two turns with the same words and the same length; only the speaker differs
    # (in two sessions, so that neither passes context credit to the other)
    turns = _chat("s0", "2024-06-01T20:00:00", [("John", "I really love fantasy movies, epic ones.")], 0)
    turns += _chat("s1", "2024-06-01T20:00:00", [("Tim", "I really love fantasy movies, epic ones!")], 1)
    turns += _chat("s2", "2024-06-09T20:00:00", [("John", t) for t in FILLER], 10)
    turns += _chat("s3", "2024-06-19T20:00:00", [("Tim", t) for t in FILLER], 20)
    home, ids = _store(tmp_path, turns)
    conn = connect(home)
    assert search(_store_of(conn), "Which fantasy movies does Tim love?", limit=2)[0].id == f"r{ids[1]}"
    assert search(_store_of(conn), "Which fantasy movies does John love?", limit=2)[0].id == f"r{ids[0]}"
    conn.close()


def test_when_questions_favour_turns_that_date_something(tmp_path: Path) -> None:
    turns = _chat("s1", "2024-07-01T09:00:00", [("Mia", "The museum trip was wonderful, so many paintings.")], 0)
    turns += _chat("s2", "2024-07-05T09:00:00", [("Mia", "I went to the museum yesterday, great paintings.")], 5)
    turns += _chat("s3", "2024-07-09T09:00:00", [("Mia", t) for t in FILLER], 10)
    home, ids = _store(tmp_path, turns)
    conn = connect(home)
    plain = [h.id for h in search(_store_of(conn), "museum paintings trip", limit=2)]
    when = [h.id for h in search(_store_of(conn), "When did Mia go to the museum for the paintings?", limit=2)]
    assert plain[0] == f"r{ids[0]}"  # without "when", the turn with more query words wins
    assert when[0] == f"r{ids[1]}"  # with it, the turn that says when ("yesterday") wins
    conn.close()


def test_month_and_year_words_are_searchable(tmp_path: Path) -> None:
    turns = [
        _turn("Picked strawberries with grandma.", "me", "2023-05-20T10:00:00", None, 0),
        _turn("Picked apples with grandma.", "me", "2023-09-20T10:00:00", None, 1),
        NewRecord(text="Picked cherries, date unknown.", occurred_at=_at("2023-05-21T10:00:00"), time_known=False,
                  source_path="chat", source_format="test", external_id="u"),
    ]
    home, ids = _store(tmp_path, turns)
    conn = connect(home)
    may = [h.id for h in search(_store_of(conn), "May 2023", limit=5)]
    assert may == [f"r{ids[0]}", f"r{ids[1]}"]  # May 2023 first, then the other 2023 record; not the undated one
    assert [h.id for h in search(_store_of(conn), "September", limit=5)] == [f"r{ids[1]}"]
    # a rebuilt index (mem reindex) holds the same words, and none for the record whose time is unknown
    before = dict(conn.execute("SELECT rowid, body FROM records_fts"))
    with transaction(conn):
        rebuild_records_fts(conn)
    assert dict(conn.execute("SELECT rowid, body FROM records_fts")) == before
    assert "2023" not in before[ids[2]]
    conn.close()
    assert date_words("2023-05-20T10:00:00+08:00") == "May 2023"
    assert date_words("not a date") == "" and date_words("2023-13-01") == ""


def test_a_diary_entry_and_what_was_distilled_from_it_alone_fill_one_place(tmp_path: Path) -> None:
    home = tmp_path / "home"
    conn = connect(home)
    with transaction(conn):
        ids = insert_records(conn, [
            NewRecord(text="今天和妈妈去海边放风筝", occurred_at=_at("2020-05-01T10:00:00")),
            NewRecord(text="海边的风筝节很热闹", occurred_at=_at("2020-06-01T10:00:00")),
        ], default_user="default").new_ids
        now = "2020-06-02T00:00:00+08:00"
        mid = conn.execute(
            """INSERT INTO memories(type, user_id, content, content_hash, occurred_at, occurred_ts, valid_from_ts,
                   created_at, updated_at) VALUES ('fact', 'default', '用户和妈妈在海边放风筝', 'h1', ?, 0, 0, ?, ?)""",
            (now, now, now),
        ).lastrowid
        conn.execute("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", (mid, ids[0]))
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, "用户 和 妈妈 在 海边 放 风筝"))
    result = mem_run(home, "recall", "海边放风筝", "--json", "-n", "2")
    assert result.exit_code == 0, result.stderr
    hits = json.loads(result.stdout)
    # both records come back; the memory restating the first one alone does not take a place
    assert sorted(h["sources"][0] for h in hits) == sorted(f"r{i}" for i in ids)
    assert len({tuple(h["sources"]) for h in hits}) == 2
    conn.close()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet="我今天和妈妈去海边放风筝蓝色朋友公园散步的了是 ,。abc", min_size=0, max_size=40))
def test_batched_vocabulary_lookup_parses_like_probing_each_string(tmp_path: Path, query: str) -> None:
    """Index.parse asks about all Chinese pieces at once; the terms must equal one probe per piece."""
    home = tmp_path / "vocab"
    if not (home / "mem.db").exists():
        conn = connect(home)
        with transaction(conn):
            insert_records(conn, [
                NewRecord(text="今天和妈妈去海边放风筝", occurred_at=_at("2020-05-01T10:00:00")),
                NewRecord(text="和朋友在公园散步，看到蓝色的风筝", occurred_at=_at("2020-05-02T10:00:00")),
            ], default_user="default")
        conn.close()
    conn = sqlite3.connect(home / "mem.db")
    try:
        batched = Index(_store_of(conn)).parse(query)
        probing = Index(_store_of(conn))
        one_by_one = parse_query(query, probing.exists)
        assert [t.text for t in batched.terms] == [t.text for t in one_by_one.terms]
        assert batched.dropped == one_by_one.dropped
        assert all(len(c) <= 6 for c in cjk_candidates(query))
    finally:
        conn.close()


@pytest.mark.parametrize("hostile", ['"', '风筝"', '"风筝', "风筝*", "风\"\"筝"])
def test_batched_lookup_is_safe_with_quotes(tmp_path: Path, hostile: str) -> None:
    home, _ = _store(tmp_path, [_turn("放风筝", "me", "2020-01-01T00:00:00", None, 0)])
    result = mem_run(home, "recall", hostile, "--json")
    assert result.exit_code == 0, result.stderr
    if "风筝" in hostile:
        assert json.loads(result.stdout), "the Chinese word inside the hostile text is still found"


def test_boosted_scores_stay_between_0_and_1_in_json(tmp_path: Path) -> None:
    """Credit and boosts can lift a turn past BM25's bound; the JSON score is still 0..1."""
    turns = _chat("s1", "2024-03-02T10:00:00", [
        ("Tim", "kite kite kite"),
        ("Tim", "kite kite kite kite"),
        ("Tim", "kite"),
    ], 0)
    home, _ = _store(tmp_path, turns)
    conn = connect(home)
    assert max(h.score for h in search(_store_of(conn), "When did Tim fly the kite?", limit=3)) > 1.0
    conn.close()
    result = mem_run(home, "recall", "When did Tim fly the kite?", "--json")
    assert result.exit_code == 0, result.stderr
    scores = [h["score"] for h in json.loads(result.stdout)]
    assert scores and all(0.0 <= s <= 1.0 for s in scores)
