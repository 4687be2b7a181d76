"""m005: ``embeddings`` is keyed by one integer, its model named by a small id: no kind or model text per row.

Why: the 1.59M rows of a 1M-record store each repeated the item kind and
the model name as text in their ``(item_kind, item_id)`` key (~20 bytes
a row); the store was 1,200.6 MB against a 1.2 GB budget. Now
``key = kind code << 40 | item id`` (record 0, memory 1, event 2) is the
table's INTEGER PRIMARY KEY — the rowid, so there is no index beside it
— and ``model`` points into ``embedding_models``.
memcli.store.sqlite.vectors.keys owns the arithmetic for the live code;
the kind codes of that time are frozen here.

Rows are copied kind by kind in key order (ascending inserts fill each
page), every column as it is: blobs byte for byte (4-bit, int8 or
float32 rows stay readable by their length), dim and text version
unchanged. ``INSERT … SELECT`` streams inside SQLite, so memory stays
bounded without batches in Python. Rows that no key can hold — an item
kind the code never wrote, an id outside 0 ≤ id < 2**40 — are dropped;
they were never read (recall and the vector file skip unknown kinds),
and ``mem reindex`` embeds whatever has no vector.

``embeddings_version`` is not bumped: the vector file already keys its
rows by the same numbers and holds the same vectors, so a file built
before the upgrade is still exactly right and need not be rebuilt.
"""

from __future__ import annotations

import sqlite3

from memcli.store.sqlite.migrations import run_script

KIND_CODES = (("record", 0), ("memory", 1), ("event", 2))
"""The kind codes of that time: ``key = code << 40 | item id``."""


def apply(conn: sqlite3.Connection) -> None:
    """Name the models, copy every keyable row under its integer key, drop the old table."""
    run_script(conn,
        """
        CREATE TABLE embedding_models(
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE
        );
        INSERT INTO embedding_models(name) SELECT DISTINCT model FROM embeddings ORDER BY model;
        CREATE TABLE embeddings_v5(
            key INTEGER PRIMARY KEY,
            model INTEGER NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            text_version INTEGER NOT NULL DEFAULT 1
        );
        """
    )
    for kind, code in KIND_CODES:
        conn.execute(
            """INSERT INTO embeddings_v5(key, model, dim, vector, text_version)
               SELECT ? + e.item_id, (SELECT m.id FROM embedding_models m WHERE m.name = e.model),
                      e.dim, e.vector, e.text_version
               FROM embeddings e
               WHERE e.item_kind = ? AND e.item_id BETWEEN 0 AND ? AND typeof(e.item_id) = 'integer'
               ORDER BY e.item_id""",
            (code << 40, kind, (1 << 40) - 1),
        )
    run_script(conn,
        """
        DROP TABLE embeddings;
        ALTER TABLE embeddings_v5 RENAME TO embeddings;
        """
    )
