"""PostgreSQL full text: cached totals follow every write, and both probe plans find the same rows.

The totals a query ranks with are kept per process until the user's change
counter moves (:meth:`PostgresFullText.totals_many`); a write by another
connection must be seen at once. Probes go through the user's postings
(``terms``, kept by triggers): they must answer as a plain scan of the
user's rows does, after every write; and the batched import must keep
input order.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memcli.recall.fulltext import search
from memcli.recall.stem import porter
from memcli.core.record_types import NewRecord

pytestmark = pytest.mark.pg


def _records(user: str, n: int, start: int = 0) -> list[NewRecord]:
    base = datetime(2024, 1, 1, tzinfo=UTC)
    words = ("kite", "lake", "风筝", "西湖")
    return [NewRecord(text=f"{words[i % 4]} {words[(i + 1) % 4]} day {i}", user_id=user,
                      occurred_at=base + timedelta(hours=i)) for i in range(start, start + n)]


def _store(url: str, home: Path, user: str):
    from memcli.store.postgres.store import PostgresStore

    return PostgresStore(url, home, user=user, stem=porter)


def test_cached_totals_see_another_connections_write(pg_url: str, tmp_path: Path) -> None:
    reader, writer = _store(pg_url, tmp_path, "ann"), _store(pg_url, tmp_path, "ann")
    try:
        with writer.transaction():
            writer.records.insert(_records("ann", 5), default_user="ann")
        assert reader.fulltext.totals_many(["record", "memory"])["record"][0] == 5
        before = reader.fulltext.totals("record")  # served from the cache, still right
        assert before[0] == 5
        with writer.transaction():
            writer.records.insert(_records("ann", 3, start=5), default_user="ann")
        n_rows, _avg, top = reader.fulltext.totals("record")
        assert n_rows == 8
        assert top > before[2]
        other = _store(pg_url, tmp_path, "bob")
        try:
            assert other.fulltext.totals("record") == (0, 1.0, 0)  # another user's rows never count
        finally:
            other.close()
    finally:
        reader.close()
        writer.close()


def _scan(store, sql: str, params: tuple) -> list:
    """The answer of a plain scan of the user's rows (``body @@ query`` on each): what the postings must give."""
    return [tuple(r) for r in store.db.execute(sql, params).fetchall()]


def test_probes_through_the_postings_equal_a_scan_of_the_users_rows(pg_url: str, tmp_path: Path) -> None:
    store = _store(pg_url, tmp_path, "ann")
    other = _store(pg_url, tmp_path, "bob")
    try:
        with store.transaction():
            store.records.insert(_records("ann", 40), default_user="ann")
        with other.transaction():
            other.records.insert(_records("bob", 40), default_user="bob")  # the same words: never ann's rows
        ft = store.fulltext
        for expr in ['"kite"', '"风筝"', '"kite" "lake"', '"风筝" "西湖"', '"kite lake"', '"lake kite"', '"nothing"']:
            q = ft.tsquery(expr)
            truth = [r[0] for r in _scan(store, "SELECT id FROM records WHERE user_id = 'ann' "
                                                "AND body @@ %s::tsquery ORDER BY id DESC", (q,))]
            assert ft.matches("record", expr, 7) == truth[:7]
            assert ft.matches("record", expr, 50, newest_first=False) == sorted(truth)[:50]
            window = [i for i in truth if i <= 30][:5]
            assert ft.window_matches("record", expr, 0.0, 2e9, 30, 5, 100)[:len(window)] == window
        for stem in ("kite", "风筝", "nothing"):
            n = _scan(store, "SELECT count(*) FROM records WHERE user_id = 'ann' AND body @@ %s::tsquery",
                      (ft.tsquery(f'"{stem}"'),))[0][0]
            assert (ft.term_counts("record", stem) or (0, 0))[0] == n
        assert ft.known_tokens("record", ["kite", "西湖", "nothing", "kite lake"]) == {"kite", "西湖", "kite lake"}
        # postings follow every write: a changed body, a deleted row
        rid = ft.matches("record", '"kite"', 1)[0]
        store.db.execute("UPDATE records SET body = 'zebra:1'::tsvector WHERE user_id = 'ann' AND id = %s", (rid,))
        assert rid not in ft.matches("record", '"kite"', 50) and ft.matches("record", '"zebra"', 5) == [rid]
        store.db.execute("DELETE FROM records WHERE user_id = 'ann' AND id = %s", (rid,))
        assert ft.matches("record", '"zebra"', 5) == []
        hits = [h.id for h in search(store, "kite", limit=5)]
        assert len(hits) == 5
    finally:
        store.close()
        other.close()


def test_batched_import_keeps_input_order_and_dedup(pg_url: str, tmp_path: Path) -> None:
    store = _store(pg_url, tmp_path, "ann")
    try:
        recs = _records("ann", 30)
        with store.transaction():
            first = store.records.insert(recs[:20] + recs[:5], default_user="ann", batch_size=7)
        assert len(first.new_ids) == 20 and first.skipped == 5
        assert first.new_ids == sorted(first.new_ids)
        texts = [r["text"] for r in store.records.iterate()]
        assert texts == [r.text for r in recs[:20]]
        with store.transaction():
            again = store.records.insert(recs, default_user="ann", batch_size=7)
        assert len(again.new_ids) == 10 and again.skipped == 20
        assert [r["text"] for r in store.records.iterate()] == [r.text for r in recs]
    finally:
        store.close()
