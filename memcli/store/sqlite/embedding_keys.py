"""How a row of ``embeddings`` is addressed since schema 5: one integer key, one small model id.

Why: until schema 4 every one of the 1.59M vector rows of a 1M-record store
repeated its item kind and its model's name as text (~20 bytes a row) in a
``(item_kind, item_id)`` WITHOUT ROWID key. Schema 5 (``m005`` in
memcli/store/sqlite/migrations/) keys the table by one INTEGER PRIMARY KEY — the
rowid itself, so no separate index — and names the model by a row of the
tiny ``embedding_models`` table:

    key = kind code << 40 | item id      (record 0, memory 1, event 2)

This is the same number the derived vector file has always used for its
rows (memcli/recall/vectors.py), so a file built from a schema-4 table is
still exactly right for the schema-5 one.

Everything that turns a (kind, id) into a key, a key back into a (kind, id),
a kind into its key range, or a model name into its id lives here; SQL that
reads or writes ``embeddings`` takes these numbers and restricts on the key
itself (``key = ?``, ``key IN (…)``, ``key BETWEEN lo AND hi``), never on an
expression of it, so SQLite searches the primary key instead of scanning.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from memcli.errors import MemError

KIND_CODE: dict[str, int] = {"record": 0, "memory": 1, "event": 2}
"""Kind code of each item kind that has vectors. Stored in every key: never renumber, only add."""
CODE_KIND: dict[int, str] = {v: k for k, v in KIND_CODE.items()}
ITEM_TABLE: dict[str, str] = {"record": "records", "memory": "memories", "event": "events"}
"""The table holding the items of each kind with vectors (``<table>.id`` is the item id in the key)."""
ID_BITS = 40
ID_LIMIT = 1 << ID_BITS
"""Item ids must lie in ``0 <= id < ID_LIMIT`` (about 1.1e12) to fit under their kind code."""
ID_MASK = ID_LIMIT - 1
UNKNOWN_MODEL = -1
"""The model id a name that was never stored reads as: ``embedding_models`` ids are positive, so it matches no row."""


def item_key(kind: str, item_id: int) -> int:
    """The ``embeddings.key`` of one item (and its row key in the vector file).

    Raises ValueError for a kind without vectors (a bug in the caller) and
    MemError for an id the key cannot hold, saying what to do.
    """
    code = KIND_CODE.get(kind)
    if code is None:
        raise ValueError(f"unknown embedding item kind {kind!r}")
    i = int(item_id)
    if not 0 <= i < ID_LIMIT:
        raise MemError(
            f"{kind} id {i} cannot be embedded: vector keys hold ids from 0 to 2**{ID_BITS} - 1; "
            "turn embeddings off (embedding.enabled = false) for this store or report it as a bug"
        )
    return (code << ID_BITS) | i


def item_keys(kind: str, ids: Iterable[int]) -> list[int]:
    """:func:`item_key` of each id, in order."""
    return [item_key(kind, i) for i in ids]


def split_key(key: int) -> tuple[str, int]:
    """The (kind, id) a key stands for; KeyError for a key outside every kind's range."""
    k = int(key)
    return CODE_KIND[k >> ID_BITS], k & ID_MASK


def kind_base(kind: str) -> int:
    """The key of id 0 of *kind*: ``key - kind_base(kind)`` is the item id (for joins on the item table)."""
    return KIND_CODE[kind] << ID_BITS


def kind_range(kind: str) -> tuple[int, int]:
    """The inclusive key range of *kind* (``key BETWEEN lo AND hi`` selects its rows by the primary key)."""
    lo = kind_base(kind)
    return lo, lo | ID_MASK


def all_kinds_range() -> tuple[int, int]:
    """The inclusive key range any known kind can use; a key outside it belongs to no item."""
    return 0, (max(CODE_KIND) << ID_BITS) | ID_MASK


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
    return int(conn.execute("INSERT INTO embedding_models(name) VALUES (?)", (name,)).lastrowid)


def model_name(conn: sqlite3.Connection, mid: int) -> str | None:
    """The name of model id *mid*, or None when no such id was ever stored."""
    row = conn.execute("SELECT name FROM embedding_models WHERE id = ?", (int(mid),)).fetchone()
    return None if row is None else str(row[0])
