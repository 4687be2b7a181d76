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
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from conftest import SAMPLE_DATA
from memcli.core.errors import MemError
from memcli.core.record_types import Cue, NewRecord
from memcli.recall.query import parse_query
from memcli.recall.stem import porter
from memcli.api.session import State

QUERIES = ["kite", "风筝", "蓝色风筝", "West Lake", "高中", "老师", "浙江大学", "hot pot", "计算机", "儿童节",
           "what did I do with dad", "妈妈是做什么的", "筝", "色风", "花"]
"""Queries over sample_data: English words and phrases, Chinese words, questions, and characters or
strings inside longer words (matched through character parts)."""


class Backend:
    """The store operations a test needs, on either backend."""

    def __init__(self, name: str, home: Path, url: str | None, user: str = "default") -> None:
        self.name = name
        self.home = home
        self.url = url
        self.user = user
        if url is None:
            self.state: State | None = State(home=home)
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

    def insert(self, records: list[NewRecord]) -> Any:
        if self.url is None:
            from memcli.store.sqlite.db import transaction
            from memcli.store.sqlite.records import insert_records

            with transaction(self.store.conn):
                return insert_records(self.store.conn, records, default_user=self.user)
        return self.store.records.insert(records, default_user=self.user)

    def get(self, record_id: int) -> dict[str, Any] | None:
        if self.url is None:
            from memcli.store.sqlite.records import get_record

            return get_record(self.store.conn, record_id)
        return self.store.records.get(record_id)


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

    out: list[NewRecord] = []
    for name in ("diary.md", "chat_openai.json", "chatgpt_conversations.json"):
        path = SAMPLE_DATA / name
        ctx = ImportContext(tz=timezone.utc, user_id="default", source_label=str(path))
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


class _LegacySqliteFullText:
    """The FullTextIndex questions answered from SQLite's FTS5 tables, for a tree where SqliteStore has no
    ``fulltext`` area yet (#21): the same answers the area gives, read through recall's own index."""

    def __init__(self, conn: Any) -> None:
        from memcli.recall.fulltext import Index

        self.conn = conn
        self.index = Index(conn, ("record",))

    def totals(self, kind: str) -> tuple[int, float, int]:
        st = self.index.state(kind)
        return st.n_rows, st.avgdl, st.max_rowid

    def bodies(self, kind: str, row_ids: list[int]) -> list[tuple[int, str, int]]:
        lengths = self.lengths(kind, row_ids)
        return [(int(r[0]), r[1], lengths[int(r[0])])
                for r in self.conn.execute("SELECT rowid, body FROM records_fts ORDER BY rowid")]

    def lengths(self, kind: str, row_ids: list[int]) -> dict[int, int]:
        return self.index.doclens(kind, row_ids)

    def term_counts(self, kind: str, stem: str) -> tuple[int, int] | None:
        row = self.conn.execute("SELECT doc, cnt FROM records_vocab WHERE term = ?", (stem,)).fetchone()
        return (int(row[0]), int(row[1])) if row and row[0] else None

    def matches(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        return self.index._match_rows(kind, expr, limit, newest_first)

    def known_tokens(self, kind: str, strings: list[str]) -> set[str] | None:
        return {s for s in strings if self.index.probe(kind, s).rows}


def _sqlite_fulltext(b: Backend) -> Any:
    try:
        return b.store.fulltext
    except ImportError:
        return _LegacySqliteFullText(b.store.conn)


def _query_terms() -> list[Any]:
    """Every term the sample queries search for, as the query parser makes them (Chinese split by the index)."""
    out = []
    for query in QUERIES:
        out.extend(parse_query(query, lambda s: True).terms)
    return out


@pytest.mark.pg
def test_full_text_facts_are_the_same_on_both_backends(pg_url: str, tmp_path: Path) -> None:
    """Recall ranks (BM25) from these facts alone, so equal facts mean equal rankings."""
    from memcli.recall.query import fts_string
    from memcli.core.textproc import is_part_token

    records = sample_records()
    lite, pg = Backend("sqlite", tmp_path / "a", None), Backend("postgres", tmp_path / "b", pg_url)
    try:
        lite.insert(records)
        pg.insert(records)
        terms = _query_terms()
        want, got = _sqlite_fulltext(lite), pg.store.fulltext
        n_rows, avgdl, top = want.totals("record")
        assert n_rows > 10
        assert got.totals("record") == (n_rows, pytest.approx(avgdl, rel=1e-12), top)
        ids = list(range(1, top + 1))
        assert got.bodies("record", ids) == want.bodies("record", ids)
        assert got.lengths("record", ids) == want.lengths("record", ids)
        for stem in sorted({t.stem for t in terms} | {"flew", "the", "kite"}):
            assert got.term_counts("record", stem) == want.term_counts("record", stem), stem
        found = 0
        for term in terms:
            expected = want.matches("record", fts_string(term.text), 50)
            assert got.matches("record", fts_string(term.text), 50) == expected, term
            assert got.matches("record", fts_string(term.text), 3, False) == want.matches(
                "record", fts_string(term.text), 3, False), term
            found += bool(expected)
        assert found >= 10  # the sample queries do match
        parts = [t for t in terms if " " in t.text or is_part_token(t.text)]
        assert len(parts) >= 2 and all(want.matches("record", fts_string(t.text), 50) for t in parts)
        pieces = ["蓝色", "风筝", "蓝色风筝", "西湖", "不存在的词"]
        assert got.known_tokens("record", pieces) == want.known_tokens("record", pieces)
        # a phrase of two tokens matches only where they follow each other, as in FTS5
        assert got.matches("record", '"blue kite"', 10) == want.matches("record", '"blue kite"', 10)
        assert got.matches("record", '"!!!"', 10) == []  # nothing to search for
    finally:
        lite.close()
        pg.close()


@pytest.mark.pg
def test_recall_ranks_alike_on_both_backends(pg_url: str, tmp_path: Path) -> None:
    """The shared ranking (memcli.recall over the Store interface, #21) gives the same hits on both."""
    pytest.importorskip("memcli.recall.index", reason="recall does not run on the Store interface in this tree")
    from memcli.recall.fulltext import search

    records = sample_records()
    lite, pg = Backend("sqlite", tmp_path / "a", None), Backend("postgres", tmp_path / "b", pg_url)
    try:
        lite.insert(records)
        pg.insert(records)
        for query in QUERIES:
            want = [(h.text, round(h.score, 6)) for h in search(lite.store, query, limit=3)]
            assert [(h.text, round(h.score, 6)) for h in search(pg.store, query, limit=3)] == want, query
    finally:
        lite.close()
        pg.close()


def _texts(b: Backend, expr: str) -> list[str]:
    ids = b.store.fulltext.matches("record", expr, 10)
    return [b.get(i)["text"] for i in ids]


@pytest.mark.pg
def test_users_never_see_each_other(pg_url: str, tmp_path: Path) -> None:
    alice = Backend("postgres", tmp_path, pg_url, user="alice")
    bob = Backend("postgres", tmp_path, pg_url, user="bob")
    try:
        ids_a = alice.insert([_note("alice flies a kite"), _note("alice alone")]).new_ids
        ids_b = bob.insert([_note("bob flies a kite"), _note("bob eats 饺子")]).new_ids
        # the same content for two users is two records (dedup is per user)
        assert len(bob.insert([_note("alice flies a kite")]).new_ids) == 1
        assert bob.get(ids_a[0]) is None and alice.get(ids_b[0]) is None
        assert bob.get(ids_b[0])["user"] == "bob"
        assert sorted(_texts(bob, '"kite"')) == ["alice flies a kite", "bob flies a kite"]
        assert _texts(bob, '"alone"') == [] and _texts(alice, '"饺子"') == []
        assert bob.store.records.count() == 3 and alice.store.records.count() == 2
        assert {r["user"] for r in bob.store.records.iterate()} == {"bob"}
        assert bob.store.fulltext.totals("record")[0] == 3
        assert bob.store.records.id_for_hash(alice.get(ids_a[0])["content_hash"]) is None
        # a record of another user is refused before any SQL runs
        with pytest.raises(MemError, match="cannot go into the store of user 'bob'"):
            bob.insert([_note("slipped in", user="alice")])
        # row-level security: a statement naming no user still reaches only the session's user's rows
        assert bob.store.db.execute("SELECT count(*) FROM records").fetchone()[0] == 3
        with pytest.raises(Exception, match="row-level security"):
            bob.store.db.execute(
                "INSERT INTO persona(user_id, version, text, created_at) VALUES ('alice', 1, 'x', 'now')")
    finally:
        alice.close()
        bob.close()


@pytest.mark.pg
def test_flush_lock_is_per_user_across_connections(pg_url: str, tmp_path: Path) -> None:
    one, two = Backend("postgres", tmp_path, pg_url, "alice"), Backend("postgres", tmp_path, pg_url, "alice")
    bob = Backend("postgres", tmp_path, pg_url, "bob")
    try:
        assert one.store.flushing.try_lock() == (True, None)
        taken, holder = two.store.flushing.try_lock()
        assert not taken and holder == one.store.db.execute("SELECT pg_backend_pid()").fetchone()[0]
        assert bob.store.flushing.try_lock() == (True, None)  # another user: no waiting
        one.store.flushing.unlock()
        assert two.store.flushing.try_lock() == (True, None)
    finally:
        for b in (one, two, bob):
            b.close()


@pytest.mark.pg
def test_a_dead_holder_loses_the_flush_lock(pg_url: str, tmp_path: Path) -> None:
    one, two = Backend("postgres", tmp_path, pg_url), Backend("postgres", tmp_path, pg_url)
    try:
        assert one.store.flushing.try_lock()[0]
        one.close()  # the process died: its connection, and with it the lock, is gone
        deadline = time.monotonic() + 5
        while not two.store.flushing.try_lock()[0]:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    finally:
        two.close()


@pytest.mark.pg
def test_buffer_and_flush_log(pg_url: str, tmp_path: Path) -> None:
    b = Backend("postgres", tmp_path, pg_url)
    try:
        ids = b.insert([_note("one", day=2), _note("two", day=1, character="aria")]).new_ids
        fl = b.store.flushing
        assert [(p.user_id, p.character, p.records) for p in fl.pending_buffers()] == [
            ("default", "", 1), ("default", "aria", 1)]
        assert [r.text for r in fl.pending_records("default", "")] == ["one"]
        flush_id = fl.start_flush("2024-05-01T00:00:00+00:00", 1.0, 42)
        assert fl.claim(flush_id, ids) == 2 and fl.pending_buffers() == []
        assert fl.recover_abandoned() == 2 and len(fl.pending_buffers()) == 2
        fl.claim(flush_id, ids)
        fl.add_batch_counts(flush_id, processed=2, created=1, updated=0, events=1)
        assert fl.finish(ids[:1]) == 1
        fl.mark_failed(ids[1:], flush_id)
        assert [(p.character, p.records) for p in fl.pending_buffers()] == [("aria", 1)]
        fl.end_flush(flush_id, finished_at="later", status="ok", note=None, counts={
            "processed": 2, "memories_created": 1, "memories_updated": 0, "events_created": 1, "llm_calls": 0})
        row = b.store.db.execute("SELECT status, processed, events_created FROM flushes WHERE id = %s",
                                 (flush_id,)).fetchone()
        assert row == ("ok", 2, 1)
        assert fl.is_disk_full(OSError(28, "No space left on device")) and not fl.is_disk_full(ValueError())
    finally:
        b.close()


@pytest.mark.pg
def test_change_counter_moves_on_another_connections_commit(pg_url: str, tmp_path: Path) -> None:
    reader, writer = Backend("postgres", tmp_path, pg_url), Backend("postgres", tmp_path, pg_url)
    other = Backend("postgres", tmp_path, pg_url, user="bob")
    try:
        before = reader.store.meta.change_counter()
        writer.insert([_note("new")])
        after = reader.store.meta.change_counter()
        assert after != before
        other.insert([_note("bob's")])
        assert reader.store.meta.change_counter() == after  # another user's write: the cache stays good
        writer.store.meta.set("k", "v")
        assert reader.store.meta.get("k") == "v" and reader.store.meta.get("nope", "d") == "d"
    finally:
        for b in (reader, writer, other):
            b.close()


@pytest.mark.pg
def test_a_failed_insert_leaves_nothing(pg_url: str, tmp_path: Path) -> None:
    b = Backend("postgres", tmp_path, pg_url)
    try:
        bad = _note("fine")
        # year 0 in UTC: refused by the insert, after the first record went in
        object.__setattr__(bad, "occurred_at", datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14))))
        with pytest.raises(MemError, match="outside the years"):
            b.insert([_note("kept?"), bad])
        assert b.store.records.count() == 0 and b.store.flushing.pending_buffers() == []
    finally:
        b.close()


@pytest.mark.pg
def test_reconnects_after_the_connection_drops(pg_url: str, tmp_path: Path) -> None:
    import psycopg

    b = Backend("postgres", tmp_path, pg_url, user="alice")
    try:
        b.insert([_note("before")])
        pid = b.store.db.execute("SELECT pg_backend_pid()").fetchone()[0]
        with psycopg.connect(pg_url, autocommit=True) as other:  # what a server restart does to a session
            other.execute("SELECT pg_terminate_backend(%s)", (pid,))
        assert b.store.records.count() == 1  # a new connection, still scoped to alice
        assert b.store.db.execute("SELECT current_setting('app.user')").fetchone()[0] == "alice"
    finally:
        b.close()


@pytest.mark.pg
def test_rebuilding_the_index_gives_the_same_index(pg_url: str, tmp_path: Path) -> None:
    b = Backend("postgres", tmp_path, pg_url)
    try:
        b.insert(sample_records()[:20])
        ft = b.store.fulltext
        ids = list(range(1, 21))
        before = (ft.totals("record"), ft.bodies("record", ids))
        b.store.db.execute("UPDATE records SET fts_text = '', body = ''::tsvector, doclen = 0")
        assert ft.rebuild_records() == 20
        assert (ft.totals("record"), ft.bodies("record", ids)) == before
        assert ft.merge_segments() == {}
    finally:
        b.close()


@pytest.mark.pg
def test_a_statement_over_the_timeout_is_cancelled(pg_url: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import psycopg2.errors

    monkeypatch.setenv("MEM_PG_STATEMENT_TIMEOUT_MS", "200")
    b = Backend("postgres", tmp_path, pg_url)
    try:
        with pytest.raises(psycopg2.errors.QueryCanceled):
            b.store.db.execute("SELECT pg_sleep(2)")
        assert b.store.records.count() == 0  # the connection is still good
    finally:
        b.close()
