"""A PostgreSQL store made by the schema before issue #32 moves to keys that lead with the user, in place.

The old store is built the way ``main`` built it: its released migrations
(``m001_initial``, ``m002_embeddings_hnsw``, never edited since) and rows of
two users in every table, written as that schema takes them. Opening it with
today's code applies ``m003_keys_by_user``; every row must be as it was,
row-level security must still keep each user to their rows, and the new
references must cascade as the old ones did.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.pg

VECTOR = "[" + ",".join(["0.05"] * 383 + ["0.9"]) + "]"

OLD_ROWS = f"""
INSERT INTO records(id, user_id, text, role, occurred_at, occurred_ts, ingested_at, content_hash, fts_text, body, doclen)
VALUES (1, 'ann', 'we flew the blue kite', 'user', '2024-05-01T10:00:00+00:00', 1714557600, '2024-05-02', 'h1',
        'we flew the blue kite', 'we:1 flew:2 the:3 blue:4 kite:5', 5),
       (2, 'ann', 'lunch with mum', 'user', '2024-05-02T10:00:00+00:00', 1714644000, '2024-05-02', 'h2',
        'lunch with mum', 'lunch:1 with:2 mum:3', 3),
       (3, 'bob', 'a red kite in the park', 'user', '2024-05-03T10:00:00+00:00', 1714730400, '2024-05-03', 'h3',
        'a red kite in the park', 'a:1 red:2 kite:3 in:4 the:5 park:6', 6);
INSERT INTO buffer(record_id, user_id, tokens, status, added_at, updated_at)
VALUES (2, 'ann', 4, 'idle', 1, 1), (3, 'bob', 6, 'failed', 2, 2);
INSERT INTO cues(id, user_id, kind, key, label, created_at) VALUES (1, 'ann', 'photo', 'p1', 'kite', 'x'),
       (2, 'bob', 'photo', 'p1', 'park', 'x');
INSERT INTO record_cues(record_id, cue_id, user_id) VALUES (1, 1, 'ann'), (3, 2, 'bob');
INSERT INTO memories(id, type, user_id, content, content_hash, occurred_at, occurred_ts, valid_from_ts, created_at,
                     updated_at, fts_text, body, doclen)
VALUES (1, 'profile', 'ann', 'likes kites', 'm1', '2024-05-01', 1714557600, 1714557600, 'x', 'x', 'likes kites',
        'like:1 kite:2', 2),
       (2, 'fact', 'bob', 'owns a red kite', 'm2', '2024-05-03', 1714730400, 1714730400, 'x', 'x', 'owns a red kite',
        'own:1 a:2 red:3 kite:4', 4);
INSERT INTO memory_sources(memory_id, record_id, user_id) VALUES (1, 1, 'ann'), (2, 3, 'bob');
INSERT INTO events(id, user_id, occurred_at, occurred_ts, end_ts, summary, content_hash, created_at, fts_text, body,
                   doclen)
VALUES (1, 'ann', '2024-05-01', 1714557600, 1714557600, 'kite day', 'e1', 'x', 'kite day', 'kite:1 day:2', 2);
INSERT INTO event_sources(event_id, record_id, user_id) VALUES (1, 1, 'ann');
INSERT INTO people(id, user_id, name, relation, created_at, updated_ts) VALUES (1, 'ann', 'Mum', 'mother', 'x', 1),
       (2, 'bob', 'Li', 'friend', 'x', 1);
INSERT INTO person_facts(id, person_id, user_id, attr, value, occurred_at, occurred_ts, created_at)
VALUES (1, 1, 'ann', 'likes', 'lunch', '2024-05-02', 1714644000, 'x'), (2, 2, 'bob', 'city', 'Hangzhou', 'x', 1, 'x');
INSERT INTO person_fact_sources(fact_id, record_id, user_id) VALUES (1, 2, 'ann'), (2, 3, 'bob');
INSERT INTO embeddings(item_kind, item_id, user_id, model, occurred_ts, vector)
VALUES ('record', 1, 'ann', 'e5', 1714557600, '{VECTOR}'), ('record', 3, 'bob', 'e5', 1714730400, '{VECTOR}');
INSERT INTO persona(user_id, version, text, created_at) VALUES ('ann', 1, 'Ann flies kites', 'x');
INSERT INTO watermarks(user_id, content_hash, kind, item_id, forgotten_at, forgotten_ts)
VALUES ('bob', 'h9', 'record', 'r9', 'x', 1);
INSERT INTO flushes(id, user_id, started_at, started_ts, pid, status) VALUES (1, 'ann', 'x', 1, 7, 'done');
INSERT INTO llm_calls(id, user_id, flush_id, stage, model, latency_ms, ok, created_at)
VALUES (1, 'ann', 1, 'extract', 'm', 1.5, true, 'x');
INSERT INTO meta(user_id, key, value) VALUES ('ann', 'k', 'v'), ('bob', 'k', 'w')
"""

TABLES = ("records", "buffer", "cues", "record_cues", "memories", "memory_sources", "events", "event_sources",
          "people", "person_facts", "person_fact_sources", "embeddings", "persona", "watermarks", "flushes",
          "llm_calls", "meta", "changes")


def _old_store(url: str) -> None:
    """The database as main's code left it: its two migrations, recorded by name, and rows of two users."""
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.schema import MIGRATIONS

    old = [(name, step) for name, step in MIGRATIONS if name in ("m001_initial", "m002_embeddings_hnsw")]
    assert len(old) == 2
    conn = Connection(url)
    try:
        with conn.transaction():
            conn.execute("CREATE TABLE mem_migrations(name text PRIMARY KEY, "
                         "applied_at timestamptz NOT NULL DEFAULT now())")
            for name, step in old:
                step(conn)
                conn.execute("INSERT INTO mem_migrations(name) VALUES (%s)", (name,))
        with conn.transaction():
            for statement in OLD_ROWS.split(";\n"):
                conn.execute(statement)
    finally:
        conn.close()


def _dump(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table (no app.user: an operator's view), in a stable order."""
    from memcli.store.postgres.connection import Connection

    conn = Connection(url)
    try:
        return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in TABLES}
    finally:
        conn.close()


def test_a_store_of_the_old_schema_migrates_in_place(pg_url: str, tmp_path: Path) -> None:
    from memcli.recall.stem import porter
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.store import PostgresStore

    _old_store(pg_url)
    before = _dump(pg_url)
    assert sum(len(rows) for rows in before.values()) > 30
    ann = PostgresStore(pg_url, tmp_path, user="ann", stem=porter)  # opening migrates
    try:
        applied = {r[0] for r in ann.db.execute("SELECT name FROM mem_migrations")}
        assert "m003_keys_by_user" in applied
        assert _dump(pg_url) == before  # every row as it was
        # row-level security still keeps a connection to its user, for the table owner too
        assert ann.records.count() == 2 and [r[0] for r in ann.db.execute("SELECT id FROM records")] in ([1, 2],
                                                                                                     [2, 1])
        forced = ann.db.execute("SELECT count(*) FROM pg_class WHERE relname = ANY(%s) AND relrowsecurity "
                                "AND relforcerowsecurity", (list(TABLES[:-1]),)).fetchone()[0]
        assert forced == len(TABLES) - 1
        assert ann.fulltext.matches("record", '"kite"', 10) == [1]
        assert ann.records.get(1)["cues"] == [{"kind": "photo", "key": "p1", "label": "kite"}]
        # the new references cascade as the old ones did
        ann.db.execute("DELETE FROM records WHERE user_id = 'ann' AND id = 2")
        assert ann.db.execute("SELECT count(*) FROM buffer").fetchone()[0] == 0
        ann.db.execute("DELETE FROM people WHERE user_id = 'ann' AND id = 1")
        assert ann.db.execute("SELECT count(*) FROM person_fact_sources").fetchone()[0] == 0
        # an embedding written again goes through the new key
        import numpy as np

        assert ann.vectors.write("record", [1], np.full((1, 384), 0.05, dtype=np.float32), "e5", 2) == 1
    finally:
        ann.close()
    bob = Connection(pg_url)
    try:
        bob.execute("SELECT set_config('app.user', 'bob', false)")
        assert [r[0] for r in bob.execute("SELECT id FROM records")] == [3]
        assert bob.execute("SELECT count(*) FROM embeddings").fetchone()[0] == 1
        with pytest.raises(Exception, match="row-level security"):
            bob.execute("INSERT INTO meta(user_id, key, value) VALUES ('ann', 'x', 'y')")
    finally:
        bob.close()


def test_rows_pointing_at_another_users_row_take_its_user(pg_url: str, tmp_path: Path) -> None:
    """Never written by mem, but possible by hand: the migration makes such a row its parent's user's."""
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.store import PostgresStore

    _old_store(pg_url)
    conn = Connection(pg_url)
    conn.execute("UPDATE memory_sources SET user_id = 'bob' WHERE memory_id = 1")
    conn.close()
    PostgresStore(pg_url, tmp_path, user="ann").close()
    conn = Connection(pg_url)
    try:
        assert conn.execute("SELECT user_id FROM memory_sources WHERE memory_id = 1").fetchone()[0] == "ann"
    finally:
        conn.close()
