"""One contract, two backends: what a store must do, checked on SQLite and on PostgreSQL alike.

Each test gets a :class:`Backend` for ``sqlite`` (a fresh store file) and
``postgres`` (a fresh database on the test server, as a non-superuser role
so that row-level security applies). The SQLite side calls the SQLite
store's functions as they are today; as the areas of
:mod:`memcli.store.protocols` fill in, the adapter shrinks to plain
``store.<area>.<method>`` calls on both.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from conftest import SAMPLE_DATA
from memcli.errors import MemError
from memcli.models import Cue, NewRecord
from memcli.recall.query import parse_query
from memcli.recall.stem import porter
from memcli.session import State

QUERIES = ["kite", "风筝", "蓝色风筝", "West Lake", "高中", "老师", "浙江大学", "hot pot", "计算机", "儿童节",
           "what did I do with dad", "妈妈是做什么的"]
"""Queries over sample_data: English words and phrases, Chinese words, questions."""


class Backend:
    """The store operations a test needs, on either backend."""

    def __init__(self, name: str, home: Path, url: str | None, user: str | None = None) -> None:
        self.name = name
        self.home = home
        self.url = url
        if url is None:
            self.state = State(home=home)
            self.store: Any = self.state.store()
        else:
            from memcli.store.postgres.store import PostgresStore

            self.state = None
            self.store = PostgresStore(url, home, user=user, stem=porter)

    def close(self) -> None:
        if self.state is not None:
            self.state.close()
        else:
            self.store.close()

    def insert(self, records: list[NewRecord], default_user: str = "default") -> Any:
        if self.url is None:
            from memcli.store.sqlite.db import transaction
            from memcli.store.sqlite.records import insert_records

            with transaction(self.store.conn):
                return insert_records(self.store.conn, records, default_user=default_user)
        return self.store.records.insert(records, default_user=default_user)

    def get(self, record_id: int) -> dict[str, Any] | None:
        if self.url is None:
            from memcli.store.sqlite.records import get_record

            return get_record(self.store.conn, record_id)
        return self.store.records.get(record_id)

    def first_record_hits(self, query: str, user: str = "default", limit: int = 3) -> list[str]:
        """Texts of the best full-text record hits for *query*."""
        if self.url is None:
            from memcli.recall.fulltext import search

            return [h.text for h in search(self.store.conn, query, limit=limit, kinds=("record",))]
        fulltext = self.store.fulltext
        parsed = parse_query(query, lambda s: fulltext.has_token(s, user_id=user, kinds=("record",)))
        ranked = fulltext.search([(t.stem, t.weight) for t in parsed.terms], user_id=user, kinds=("record",),
                                 limit=limit, weak=parsed.weak)
        return [self.store.records.get(row_id)["text"] for _kind, row_id, _score, _ts in ranked]


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.pg)])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    b = Backend(request.param, tmp_path / "memhome", url)
    try:
        yield b
    finally:
        b.close()


def sample_records() -> list[NewRecord]:
    """Every record of sample_data's diary and chat exports, as the importers read them."""
    from memcli.importers.base import ImportContext, detect, read_sample

    ctx = ImportContext(tz=timezone.utc, user_id="default")
    out: list[NewRecord] = []
    for name in ("diary.md", "chat_openai.json", "chatgpt_conversations.json"):
        path = SAMPLE_DATA / name
        out.extend(detect(read_sample(path)).parse(path, ctx))
    assert len(out) > 10
    return out


def _note(text: str, user: str | None = None, day: int = 1, **kw: Any) -> NewRecord:
    return NewRecord(text=text, occurred_at=datetime(2024, 5, day, 12, tzinfo=timezone.utc), user_id=user, **kw)


def _public(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "ingested_at"}


def test_insert_dedups_and_reads_back(backend: Backend) -> None:
    records = [_note("I flew a blue kite", tags=["outdoors"], cues=[Cue(kind="photo", key="photo:kite", label="风筝")]),
               _note("我们去吃饺子了", day=2), _note("I flew a blue kite", day=3)]
    first = backend.insert(records)
    assert len(first.new_ids) == 3 and first.skipped == 0
    again = backend.insert(records + [records[0]])
    assert again.new_ids == [] and again.skipped == 4
    got = backend.get(first.new_ids[0])
    assert got is not None
    assert got["text"] == "I flew a blue kite" and got["user"] == "default" and got["tags"] == ["outdoors"]
    assert got["cues"] == [{"kind": "photo", "key": "photo:kite", "label": "风筝"}]
    assert got["occurred_at"] == "2024-05-01T12:00:00+00:00" and got["sources"] == [got["id"]]
    assert backend.get(first.new_ids[-1] + 1000) is None


def test_both_backends_store_sample_data_alike(pg_url: str, tmp_path: Path) -> None:
    records = sample_records()
    lite, pg = Backend("sqlite", tmp_path / "a", None), Backend("postgres", tmp_path / "b", pg_url)
    try:
        a, b = lite.insert(records), pg.insert(records)
        assert len(a.new_ids) == len(b.new_ids) and a.skipped == b.skipped
        for ra, rb in zip(a.new_ids, b.new_ids):
            assert _public(lite.get(ra) or {}) == _public(pg.get(rb) or {})
    finally:
        lite.close()
        pg.close()


@pytest.mark.pg
def test_full_text_first_hit_is_the_same_on_both_backends(pg_url: str, tmp_path: Path) -> None:
    records = sample_records()
    lite, pg = Backend("sqlite", tmp_path / "a", None), Backend("postgres", tmp_path / "b", pg_url)
    try:
        lite.insert(records)
        pg.insert(records)
        compared = 0
        for query in QUERIES:
            want = lite.first_record_hits(query, limit=1)
            got = pg.first_record_hits(query, limit=1)
            assert got == want, query
            compared += bool(want)
        assert compared >= len(QUERIES) - 2  # the queries do find something
    finally:
        lite.close()
        pg.close()


@pytest.mark.pg
def test_users_never_see_each_other(pg_url: str, tmp_path: Path) -> None:
    admin = Backend("postgres", tmp_path, pg_url)
    try:
        ids_a = admin.insert([_note("alice flies a kite", user="alice")]).new_ids
        ids_b = admin.insert([_note("bob flies a kite", user="bob"), _note("bob eats 饺子", user="bob")]).new_ids
        # the same content for two users is two records (dedup is per user)
        assert len(admin.insert([_note("alice flies a kite", user="bob")]).new_ids) == 1
    finally:
        admin.close()
    bob = Backend("postgres", tmp_path, pg_url, user="bob")
    try:
        assert bob.get(ids_a[0]) is None
        assert bob.get(ids_b[0])["user"] == "bob"
        assert sorted(bob.first_record_hits("kite", user="bob", limit=5)) == ["alice flies a kite", "bob flies a kite"]
        assert bob.first_record_hits("alice", user="bob", limit=5) == ["alice flies a kite"]  # bob's own copy
        # row-level security: even a query naming no user reaches only bob's rows
        assert bob.store.records.count() == 3
        assert {r["user"] for r in bob.store.records.iterate()} == {"bob"}
        with pytest.raises(Exception, match="row-level security"):
            bob.insert([_note("slipped in", user="alice")])
    finally:
        bob.close()
    alice = Backend("postgres", tmp_path, pg_url, user="alice")
    try:
        assert [r["text"] for r in alice.store.records.iterate()] == ["alice flies a kite"]
        assert alice.first_record_hits("饺子", user="alice") == []
    finally:
        alice.close()


@pytest.mark.pg
def test_flush_lock_is_per_user_across_connections(pg_url: str, tmp_path: Path) -> None:
    one, two = Backend("postgres", tmp_path, pg_url), Backend("postgres", tmp_path, pg_url)
    try:
        assert one.store.flushing.try_acquire("alice") == (True, None)
        taken, holder = two.store.flushing.try_acquire("alice")
        assert not taken and isinstance(holder, int)  # the holder's server process
        assert two.store.flushing.acquire("alice", wait_seconds=0.2)[0] is False  # waits, then gives up
        assert two.store.flushing.try_acquire("bob") == (True, None)  # another user: no waiting
        one.store.flushing.release("alice")
        assert two.store.flushing.try_acquire("alice") == (True, None)
    finally:
        one.close()
        two.close()


@pytest.mark.pg
def test_a_dead_holder_loses_the_flush_lock(pg_url: str, tmp_path: Path) -> None:
    one, two = Backend("postgres", tmp_path, pg_url), Backend("postgres", tmp_path, pg_url)
    try:
        assert one.store.flushing.try_acquire("alice")[0]
        one.close()  # the process died: its connection, and with it the lock, is gone
        assert two.store.flushing.acquire("alice", wait_seconds=2.0)[0]
    finally:
        two.close()


@pytest.mark.pg
def test_change_counter_moves_on_another_connections_commit(pg_url: str, tmp_path: Path) -> None:
    reader, writer = Backend("postgres", tmp_path, pg_url), Backend("postgres", tmp_path, pg_url)
    try:
        before = reader.store.meta.change_counter()
        writer.insert([_note("new")])
        assert reader.store.meta.change_counter() != before
        writer.store.meta.set("k", "v")
        assert reader.store.meta.get("k") == "v" and reader.store.meta.get("nope", "d") == "d"
    finally:
        reader.close()
        writer.close()


@pytest.mark.pg
def test_a_failed_insert_leaves_nothing(pg_url: str, tmp_path: Path) -> None:
    b = Backend("postgres", tmp_path, pg_url)
    try:
        bad = _note("fine")
        # year 0 in UTC: refused by the insert, after the first record went in
        object.__setattr__(bad, "occurred_at", datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14))))
        with pytest.raises(MemError, match="outside the years"):
            b.insert([_note("kept?"), bad])
        assert b.store.records.count() == 0 and b.store.flushing.pending() == []
    finally:
        b.close()


@pytest.mark.pg
def test_reconnects_after_the_connection_drops(pg_url: str, tmp_path: Path) -> None:
    import psycopg

    b = Backend("postgres", tmp_path, pg_url, user="alice")
    try:
        b.insert([_note("before", user="alice")])
        pid = b.store.db.execute("SELECT pg_backend_pid()").fetchone()[0]
        with psycopg.connect(pg_url, autocommit=True) as other:  # what a server restart does to a session
            other.execute("SELECT pg_terminate_backend(%s)", (pid,))
        assert b.store.records.count() == 1  # a new connection, still scoped to alice
        assert b.store.db.execute("SELECT current_setting('app.user')").fetchone()[0] == "alice"
    finally:
        b.close()
