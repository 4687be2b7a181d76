"""How a row of ``embeddings`` is addressed since schema 5: one integer key, one small model id.

Why: until schema 4 every one of the 1.59M vector rows of a 1M-record store
repeated its item kind and its model's name as text (~20 bytes a row) in a
``(item_kind, item_id)`` WITHOUT ROWID key. Schema 5 (``m005`` in
memcli/store/sqlite/migrations/) keys the table by one INTEGER PRIMARY KEY — the
rowid itself, so no separate index — and names the model by a row of the
tiny ``embedding_models`` table:

    key = kind code << 40 | item id      (record 0, memory 1, event 2)

This is the same number the derived vector file has always used for its
rows (memcli/store/sqlite/vectors/file.py), so a file built from a schema-4 table is
still exactly right for the schema-5 one.

Everything that turns a (kind, id) into a key, a key back into a (kind, id),
a kind into its key range, or a model name into its id lives here; SQL that
reads or writes ``embeddings`` takes these numbers and restricts on the key
itself (``key = ?``, ``key IN (…)``, ``key BETWEEN lo AND hi``), never on an
expression of it, so SQLite searches the primary key instead of scanning.
"""

from __future__ import annotations

import sqlite3
from memcli.store.item_keys import UNKNOWN_MODEL

ITEM_TABLE: dict[str, str] = {"record": "records", "memory": "memories", "event": "events"}
"""The table holding the items of each kind with vectors (``<table>.id`` is the item id in the key)."""


def model_id(conn: sqlite3.Connection, name: str, *, create: bool = False) -> int:
    """The id of model *name* in ``embedding_models``.

    With *create* (writers, inside their transaction) a new name gets a row;
    without it an unknown name is :data:`UNKNOWN_MODEL`, which matches no
    stored vector, as the name matched none before schema 5.
    """
    row = conn.execute("SELECT id FROM embedding_models WHERE name = ?", (name,)).fetchone()
    if row is not None:
        return int(row[0])
    if not create:
        return UNKNOWN_MODEL
    return int(conn.execute("INSERT INTO embedding_models(name) VALUES (?)", (name,)).lastrowid or 0)


def model_name(conn: sqlite3.Connection, mid: int) -> str | None:
    """The name of model id *mid*, or None when no such id was ever stored."""
    row = conn.execute("SELECT name FROM embedding_models WHERE id = ?", (int(mid),)).fetchone()
    return None if row is None else str(row[0])
