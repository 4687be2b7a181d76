"""A SQLite file knows which users it holds rows of (m009 ``file_users``), and recall uses that safely.

On a file of one user the full-text statements skip the per-match join to
the base row that keeps another user's rows out; they carry instead a guard
that the file still names nobody else. These tests check that the list is
kept by every way rows arrive, that the join comes back as soon as a second
user is there, and that a decision gone stale (another process adds a user
between the check and the statement) lets nothing of the other user through.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from memcli import api
from memcli.store.sqlite.file_users import TRIGGERS
from memcli.store.sqlite.fulltext.area import SqliteFullText
from memcli.store.sqlite.store import SqliteStore

JOIN = "CROSS JOIN records b ON b.id = f.rowid"


def _users(home: Path) -> set[str]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return {r[0] for r in conn.execute("SELECT user_id FROM file_users")}
    finally:
        conn.close()


def _recall_sql(state: api.State, query: str) -> tuple[list[str], list[str]]:
    """(hit texts, every statement the recall ran) for *query*."""
    store = state.store()
    assert isinstance(store, SqliteStore)
    seen: list[str] = []
    store.conn.set_trace_callback(seen.append)
    try:
        hits = [h.text for h in api.recall(state, query, limit=10).hits]
    finally:
        store.conn.set_trace_callback(None)
    return hits, seen


def test_one_users_file_skips_the_join_and_a_second_user_brings_it_back(tmp_path: Path) -> None:
    home = tmp_path / "h"
    ann = api.open_store(home, user="ann")
    api.record(ann, "放了一只蓝色风筝 with my dad", at="2024-05-01")
    assert _users(home) == {"ann"}
    hits, sql = _recall_sql(ann, "蓝色风筝")
    assert hits and not any(JOIN in s for s in sql)
    assert any("NOT EXISTS (SELECT 1 FROM file_users" in s for s in sql)

    bob = api.open_store(home, user="bob")
    api.record(bob, "bob also flew a 蓝色风筝 on the beach", at="2024-05-02")
    assert _users(home) == {"ann", "bob"}
    hits, sql = _recall_sql(ann, "蓝色风筝")  # the same open store: the next statement sees bob
    assert hits == ["放了一只蓝色风筝 with my dad"]
    assert any(JOIN in s for s in sql)
    assert [h.text for h in api.recall(bob, "蓝色风筝").hits] == ["bob also flew a 蓝色风筝 on the beach"]


def test_a_stale_decision_lets_nothing_of_another_user_through(tmp_path: Path) -> None:
    """The check said "ann alone"; bob's rows arrive before the statement: the statement's guard answers nothing."""
    home = tmp_path / "h"
    ann = api.open_store(home, user="ann")
    mine = api.record(ann, "kitesurfing lesson at noon", at="2024-05-01").id
    bob = api.open_store(home, user="bob")
    theirs = api.record(bob, "kitesurfing with the club", at="2024-05-02").id
    store = ann.store()
    assert isinstance(store, SqliteStore)
    index = SqliteFullText(store)
    assert index.matches("record", "kitesurfing", 10) == [int(mine[1:])]  # two users: the join
    index._alone = lambda: True  # type: ignore[method-assign]  # the decision before bob's commit
    assert index.matches("record", "kitesurfing", 10) == []
    assert index.known_tokens("record", ["kitesurfing"]) == set()
    assert index.bodies("record", [int(mine[1:]), int(theirs[1:])]) == []
    assert index.sources("event", [1, 2]) == {}


def test_the_list_is_filled_for_a_store_made_before_it_and_kept_by_an_archive_import(tmp_path: Path) -> None:
    home = tmp_path / "h"
    for user, text in (("ann", "ann's first entry"), ("bob", "bob's first entry")):
        api.record(api.open_store(home, user=user), text, at="2024-05-01")
    conn = sqlite3.connect(home / "mem.db")  # as the release before m009 left it
    conn.executescript(
        "DROP TABLE file_users;"
        + "".join(f"DROP TRIGGER {name};" for name in TRIGGERS)
        + "DELETE FROM _mem_migrations WHERE name = 'm009_file_users'; PRAGMA user_version = 8;"
    )
    conn.close()
    state = api.open_store(home, user="ann")
    assert [h.text for h in api.recall(state, "entry").hits] == ["ann's first entry"]  # opening migrates
    assert _users(home) == {"ann", "bob"}

    exported = tmp_path / "bob.jsonl"
    with exported.open("w", encoding="utf-8") as out:
        api.export(api.open_store(home, user="bob"), "jsonl", out)
    fresh = tmp_path / "fresh"
    api.import_paths(api.open_store(fresh, user="cy"), [str(exported)])
    assert _users(fresh) == {"cy"}  # the archive's rows arrived through the triggers


def test_a_file_without_the_list_is_read_the_slower_way(tmp_path: Path) -> None:
    """A store opened read-only before it could take m009 has no list: every statement joins, as before."""
    home = tmp_path / "h"
    ann = api.open_store(home, user="ann")
    mine = int(api.record(ann, "kitesurfing lesson at noon", at="2024-05-01").id[1:])
    api.record(api.open_store(home, user="bob"), "kitesurfing with the club", at="2024-05-02")
    store = ann.store()
    assert isinstance(store, SqliteStore)
    conn = sqlite3.connect(home / "mem.db")
    conn.executescript(
        "".join(f"DROP TRIGGER {name};" for name in TRIGGERS)
        + "DROP TABLE file_users;"
    )
    conn.close()
    assert SqliteFullText(store).matches("record", "kitesurfing", 10) == [mine]


def test_a_file_whose_triggers_were_dropped_is_read_the_slower_way(tmp_path: Path) -> None:
    """Without a trigger the list may miss a user: it is not trusted, whatever it says."""
    home = tmp_path / "h"
    ann = api.open_store(home, user="ann")
    api.record(ann, "kitesurfing lesson at noon", at="2024-05-01")
    conn = sqlite3.connect(home / "mem.db")
    conn.execute("DROP TRIGGER records_file_user_insert")
    conn.commit()
    conn.close()
    api.record(api.open_store(home, user="bob"), "kitesurfing with the club", at="2024-05-02")
    assert _users(home) == {"ann"}  # bob's record came in unlisted
    fresh = api.open_store(home, user="ann")
    hits, sql = _recall_sql(fresh, "kitesurfing")
    assert hits == ["kitesurfing lesson at noon"] and any(JOIN in s for s in sql)


def test_semantic_recall_on_a_one_user_file_reads_the_whole_vector_file(tmp_path: Path, fast_embedder: str) -> None:
    """No per-user narrowing of the vector file while the file holds one user; a second user brings it back."""
    from memcli.store.sqlite.vectors.user import UserVectors

    home = tmp_path / "h"
    ann = api.open_store(home, user="ann")
    api.record(ann, "kitesurfing lesson at noon", at="2024-05-01")
    api.flush(ann)
    store = ann.store()
    assert isinstance(store, SqliteStore)
    assert not isinstance(store.vectors.searchable(fast_embedder), UserVectors)
    assert [h.text for h in api.recall(ann, "kitesurfing", mode="semantic").hits] == ["kitesurfing lesson at noon"]

    bob = api.open_store(home, user="bob")
    api.record(bob, "kitesurfing with the club", at="2024-05-02")
    api.flush(bob)
    assert isinstance(store.vectors.searchable(fast_embedder), UserVectors)
    assert [h.text for h in api.recall(ann, "kitesurfing", mode="semantic").hits] == ["kitesurfing lesson at noon"]
