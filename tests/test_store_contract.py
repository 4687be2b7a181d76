"""One contract, two backends: what a store must do, checked on SQLite and on PostgreSQL alike.

The tests that take the ``backend`` fixture (tests/backends.py) run once per
backend (ids ``[sqlite]``, ``[postgres]``) through the Store Protocols only;
a few compare the two backends on the same input; the rest are PostgreSQL's
own (a connection, a server-side lock), and say so.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from backends import Backend
from conftest import SAMPLE_DATA
from memcli.core.errors import MemError
from memcli.core.record_types import Cue, NewRecord
from memcli.recall.query import parse_query
from memcli.store.protocols import Store

QUERIES = ["kite", "风筝", "蓝色风筝", "West Lake", "高中", "老师", "浙江大学", "hot pot", "计算机", "儿童节",
           "what did I do with dad", "妈妈是做什么的", "筝", "色风", "花"]
"""Queries over sample_data: English words and phrases, Chinese words, questions, and characters or
strings inside longer words (matched through character parts)."""


def insert(store: Store, records: list[NewRecord], user: str = "default") -> Any:
    with store.transaction():
        return store.records.insert(records, default_user=user)


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


def _public(record: Any) -> dict[str, Any]:
    return {k: v for k, v in dict(record).items() if k != "ingested_at"}


@pytest.fixture
def both(tmp_path: Path, pg_store_url: str) -> Iterator[tuple[Backend, Backend]]:
    """A store on each backend at once, for the tests that compare them on the same input."""
    lite, pg = Backend("sqlite", tmp_path / "a", None), Backend("postgres", tmp_path / "b", pg_store_url)
    try:
        yield lite, pg
    finally:
        lite.close()
        pg.close()


# --------------------------------------------------------------------------- on each backend


def test_insert_dedups_and_reads_back(backend: Backend) -> None:
    store = backend.open()
    records = [_note("I flew a blue kite", tags=["outdoors"], cues=[Cue(kind="photo", key="photo:kite", label="风筝")]),
               _note("我们去吃饺子了", day=2), _note("I flew a blue kite", day=3)]
    first = insert(store, records)
    assert len(first.new_ids) == 3 and first.skipped == 0
    again = insert(store, records + [records[0]])
    assert again.new_ids == [] and again.skipped == 4
    got = store.records.get(first.new_ids[0])
    assert got is not None
    assert got["text"] == "I flew a blue kite" and got["user"] == "default" and got["tags"] == ["outdoors"]
    assert got.get("cues") == [{"kind": "photo", "key": "photo:kite", "label": "风筝"}]
    assert got["occurred_at"] == "2024-05-01T12:00:00+00:00" and got["sources"] == [got["id"]]
    assert store.records.get(first.new_ids[-1] + 1000) is None
    assert store.records.id_for_hash(got["content_hash"]) == first.new_ids[0]


def test_users_never_see_each_other(backend: Backend) -> None:
    """Two users of one store (a SQLite file, a PostgreSQL database): each store reaches only its own rows."""
    alice, bob = backend.open("alice"), backend.open("bob")
    ids_a = insert(alice, [_note("alice flies a kite"), _note("alice alone")], "alice").new_ids
    ids_b = insert(bob, [_note("bob flies a kite"), _note("bob eats 饺子")], "bob").new_ids
    # the same content for two users is two records (dedup is per user)
    assert len(insert(bob, [_note("alice flies a kite")], "bob").new_ids) == 1
    assert bob.records.get(ids_a[0]) is None and alice.records.get(ids_b[0]) is None
    assert (bob.records.get(ids_b[0]) or {}).get("user") == "bob"

    def texts(store: Store, expr: str) -> list[str]:
        return sorted((store.records.get(i) or {}).get("text", "?") for i in store.fulltext.matches("record", expr, 10))

    assert texts(bob, '"kite"') == ["alice flies a kite", "bob flies a kite"]
    assert texts(bob, '"alone"') == [] and texts(alice, '"饺子"') == []
    assert bob.exchange.counts()["records"] == 3 and alice.exchange.counts()["records"] == 2
    assert {r["user_id"] for r in bob.exchange.records()} == {"bob"}
    assert bob.upkeep.statistics()["records"] == 3
    assert bob.records.id_for_hash((alice.records.get(ids_a[0]) or {}).get("content_hash", "")) is None
    assert not bob.upkeep.item_exists("record", ids_a[0]) and bob.memories.item_in_full("record", ids_a[0]) is None
    # a record of another user is refused before anything is written
    with pytest.raises(MemError, match="cannot go into the store of user 'bob'"):
        insert(bob, [_note("slipped in", user="alice")], "bob")
    assert bob.exchange.counts()["records"] == 3


def test_buffer_and_flush_log(backend: Backend) -> None:
    store = backend.open()
    ids = insert(store, [_note("one", day=2), _note("two", day=1, character="aria")]).new_ids
    fl = store.flushing
    assert [(p.user_id, p.character, p.records) for p in fl.pending_buffers()] == [
        ("default", "", 1), ("default", "aria", 1)]
    assert [r.text for r in fl.pending_records("default", "")] == ["one"]
    flush_id = fl.start_flush("2024-05-01T00:00:00+00:00", 1.0, 42)
    assert fl.claim(flush_id, ids) == 2 and fl.pending_buffers() == []
    assert fl.recover_abandoned() == 2 and len(fl.pending_buffers()) == 2
    fl.claim(flush_id, ids)
    with store.transaction():
        fl.add_batch_counts(flush_id, processed=2, created=1, updated=0, events=1)
        assert fl.finish(ids[:1]) == 1
    fl.mark_failed(ids[1:], flush_id)
    assert [(p.character, p.records) for p in fl.pending_buffers()] == [("aria", 1)]
    fl.end_flush(flush_id, finished_at="later", status="ok", note=None, counts={
        "processed": 2, "memories_created": 1, "memories_updated": 0, "events_created": 1, "llm_calls": 0})
    assert backend.sql(f"SELECT status, processed, events_created FROM flushes WHERE id = {int(flush_id)}") == [
        ("ok", 2, 1)]
    assert store.upkeep.statistics()["last_flush"] == {"finished_at": "later", "processed": 2, "status": "ok"}
    assert fl.is_disk_full(OSError(28, "No space left on device")) and not fl.is_disk_full(ValueError())


def test_change_counter_moves_on_another_connections_commit(backend: Backend) -> None:
    reader, writer = backend.open(), backend.open()
    before = reader.meta.change_counter()
    insert(writer, [_note("new")])
    after = reader.meta.change_counter()
    assert after != before
    with writer.transaction():
        writer.meta.set("k", "v")
    assert reader.meta.get("k") == "v" and reader.meta.get("nope", "d") == "d"


def test_a_failed_insert_leaves_nothing(backend: Backend) -> None:
    store = backend.open()
    bad = _note("fine")
    # year 0 in UTC: refused by the insert, after the first record went in
    object.__setattr__(bad, "occurred_at", datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14))))
    with pytest.raises(MemError, match="outside the years"):
        insert(store, [_note("kept?"), bad])
    assert store.exchange.counts()["records"] == 0 and store.flushing.pending_buffers() == []


def test_batched_import_keeps_input_order_and_dedup(backend: Backend) -> None:
    store = backend.open("ann")
    base = datetime(2024, 1, 1, tzinfo=timezone.utc)
    words = ("kite", "lake", "风筝", "西湖")
    recs = [NewRecord(text=f"{words[i % 4]} {words[(i + 1) % 4]} day {i}", user_id="ann",
                      occurred_at=base + timedelta(hours=i)) for i in range(30)]
    with store.transaction():
        first = store.records.insert(recs[:20] + recs[:5], default_user="ann", batch_size=7)
    assert len(first.new_ids) == 20 and first.skipped == 5
    assert first.new_ids == sorted(first.new_ids)
    assert [r["text"] for r in store.exchange.records()] == [r.text for r in recs[:20]]
    with store.transaction():
        again = store.records.insert(recs, default_user="ann", batch_size=7)
    assert len(again.new_ids) == 10 and again.skipped == 20
    assert [r["text"] for r in store.exchange.records()] == [r.text for r in recs]


def test_rebuilding_the_index_gives_the_same_index(backend: Backend) -> None:
    store = backend.open()
    insert(store, sample_records()[:20])
    ft = store.fulltext
    ids = list(range(1, 21))
    before = (ft.totals("record"), ft.bodies("record", ids))
    assert before[0][0] == 20
    damage = ("DELETE FROM records_fts" if backend.url is None
              else "UPDATE records SET fts_text = '', body = ''::tsvector, doclen = 0")
    backend.sql(damage)
    assert ft.bodies("record", ids) != before[1]
    with store.transaction():
        assert ft.rebuild_records() == 20
    assert (ft.totals("record"), ft.bodies("record", ids)) == before


# --------------------------------------------------------------------------- the two backends alike


def test_both_backends_store_sample_data_alike(both: tuple[Backend, Backend]) -> None:
    records = sample_records()
    lite, pg = (b.open() for b in both)
    a, b = insert(lite, records), insert(pg, records)
    assert len(a.new_ids) == len(b.new_ids) and a.skipped == b.skipped
    for ra, rb in zip(a.new_ids, b.new_ids):
        assert _public(lite.records.get(ra) or {}) == _public(pg.records.get(rb) or {})


def _query_terms() -> list[Any]:
    """Every term the sample queries search for, as the query parser makes them (Chinese split by the index)."""
    out = []
    for query in QUERIES:
        out.extend(parse_query(query, lambda s: True).terms)
    return out


def test_full_text_facts_are_the_same_on_both_backends(both: tuple[Backend, Backend]) -> None:
    """Recall ranks (BM25) from these facts alone, so equal facts mean equal rankings."""
    from memcli.recall.query import fts_string
    from memcli.core.textproc import is_part_token

    records = sample_records()
    lite, pg = (b.open() for b in both)
    insert(lite, records)
    insert(pg, records)
    terms = _query_terms()
    want, got = lite.fulltext, pg.fulltext
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


def test_recall_ranks_alike_on_both_backends(both: tuple[Backend, Backend]) -> None:
    """The shared ranking (memcli.recall over the Store interface) gives the same hits on both."""
    from memcli.recall.fulltext import search

    records = sample_records()
    lite, pg = (b.open() for b in both)
    insert(lite, records)
    insert(pg, records)
    for query in QUERIES:
        want = [(h.text, round(h.score, 6)) for h in search(lite, query, limit=3)]
        assert [(h.text, round(h.score, 6)) for h in search(pg, query, limit=3)] == want, query


# --------------------------------------------------------------------------- PostgreSQL's own


def _pg(pg_store_url: str, tmp_path: Path) -> Backend:
    return Backend("postgres", tmp_path / "memhome", pg_store_url)


@pytest.mark.pg
def test_row_level_security_keeps_a_statement_to_the_sessions_user(pg_store_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: many users share one database, and the server itself keeps each session to its user
    (a SQLite file has no sessions; its store adds the user to each statement, as checked above)."""
    b = _pg(pg_store_url, tmp_path)
    try:
        alice, bob = b.open("alice"), b.open("bob")
        insert(alice, [_note("alice flies a kite")], "alice")
        insert(bob, [_note("bob flies a kite"), _note("bob eats 饺子")], "bob")
        db = bob.db  # type: ignore[attr-defined]  # the PostgreSQL connection itself
        # a statement naming no user still reaches only the session's user's rows
        assert db.execute("SELECT count(*) FROM records").fetchone()[0] == 2
        with pytest.raises(Exception, match="row-level security"):
            db.execute("INSERT INTO persona(user_id, version, text, created_at) VALUES ('alice', 1, 'x', 'now')")
        # totals are the user's too (on a SQLite file they are the file's: see fulltext/area.py)
        assert bob.fulltext.totals("record")[0] == 2 and alice.fulltext.totals("record")[0] == 1
    finally:
        b.close()


@pytest.mark.pg
def test_another_users_write_leaves_the_change_counter(pg_store_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: the counter is kept per user by triggers; a SQLite file has one (``data_version``),
    which any writer moves (a pack cache then rebuilds: slower, never stale)."""
    b = _pg(pg_store_url, tmp_path)
    try:
        reader, other = b.open(), b.open("bob")
        before = reader.meta.change_counter()
        insert(other, [_note("bob's")], "bob")
        assert reader.meta.change_counter() == before
    finally:
        b.close()


@pytest.mark.pg
def test_flush_lock_is_per_user_across_connections(pg_store_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: the flush lock is a per-user advisory lock; a SQLite file has one lock row for all."""
    b = _pg(pg_store_url, tmp_path)
    try:
        one, two, bob = b.open("alice"), b.open("alice"), b.open("bob")
        assert one.flushing.try_lock() == (True, None)
        taken, holder = two.flushing.try_lock()
        assert not taken and holder == one.db.execute("SELECT pg_backend_pid()").fetchone()[0]  # type: ignore[attr-defined]
        assert bob.flushing.try_lock() == (True, None)  # another user: no waiting
        one.flushing.unlock()
        assert two.flushing.try_lock() == (True, None)
    finally:
        b.close()


@pytest.mark.pg
def test_a_dead_holder_loses_the_flush_lock(pg_store_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: the server drops a dead connection's advisory lock (a SQLite lock row names a pid,
    taken over when that process is gone: tests/test_flush_concurrency.py)."""
    b = _pg(pg_store_url, tmp_path)
    try:
        one, two = b.open(), b.open()
        assert one.flushing.try_lock()[0]
        one.close()  # the process died: its connection, and with it the lock, is gone
        deadline = time.monotonic() + 5
        while not two.flushing.try_lock()[0]:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    finally:
        b.close()


@pytest.mark.pg
def test_reconnects_after_the_connection_drops(pg_store_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: a server connection that went away between transactions is opened again."""
    import psycopg

    b = _pg(pg_store_url, tmp_path)
    try:
        store = b.open("alice")
        insert(store, [_note("before")], "alice")
        db = store.db  # type: ignore[attr-defined]
        pid = db.execute("SELECT pg_backend_pid()").fetchone()[0]
        with psycopg.connect(pg_store_url, autocommit=True) as other:  # what a server restart does to a session
            other.execute("SELECT pg_terminate_backend(%s)", (pid,))
        assert store.exchange.counts()["records"] == 1  # a new connection, still scoped to alice
        assert db.execute("SELECT current_setting('app.user')").fetchone()[0] == "alice"
    finally:
        b.close()


@pytest.mark.pg
def test_a_statement_over_the_timeout_is_cancelled(pg_store_url: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """PostgreSQL only: every statement runs under ``statement_timeout`` (SQLite waits on its busy timeout)."""
    import psycopg2.errors

    monkeypatch.setenv("MEM_PG_STATEMENT_TIMEOUT_MS", "200")
    b = _pg(pg_store_url, tmp_path)
    try:
        store = b.open()
        with pytest.raises(psycopg2.errors.QueryCanceled):
            store.db.execute("SELECT pg_sleep(2)")  # type: ignore[attr-defined]
        assert store.exchange.counts()["records"] == 0  # the connection is still good
    finally:
        b.close()
