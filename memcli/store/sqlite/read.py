"""``mem read ID`` on SQLite: one item in full, whatever its kind, with its sources.

Every derived item (memory, event) carries the raw records it came from, so
``sources`` lists their ids (as everywhere else) and ``source_records`` gives
their text and time, so a reader never needs a second command to see the
evidence. A memory is shown whatever its status (a superseded one says so
and names its successor). The shapes are :mod:`memcli.store.item_shapes`'.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from memcli.store.item_shapes import SOURCE_TEXT_LIMIT, SourceRow, event_shape, memory_shape

if TYPE_CHECKING:
    from memcli.store.protocols.memories import ItemView

__all__ = ["SOURCE_TEXT_LIMIT", "item_in_full"]


def _sources(conn: sqlite3.Connection, table: str, col: str, item_id: int) -> list[SourceRow]:
    """The item's source records, oldest first (a forgotten one with no text)."""
    rows = conn.execute(
        f"""SELECT s.record_id, r.occurred_at, r.text, r.speaker FROM {table} s
            LEFT JOIN records r ON r.id = s.record_id
            WHERE s.{col} = ? ORDER BY r.occurred_ts IS NULL, r.occurred_ts, s.record_id""",
        (item_id,),
    ).fetchall()
    return [(int(r[0]), r[1], r[2], r[3]) for r in rows]


def _row(conn: sqlite3.Connection, table: str, row_id: int) -> dict[str, Any] | None:
    cur = conn.execute(f"SELECT * FROM {table} WHERE id = ?", (row_id,))
    row = cur.fetchone()
    if row is None:
        return None
    return dict(zip([d[0] for d in cur.description], tuple(row), strict=True))


def item_in_full(conn: sqlite3.Connection, kind: str, row_id: int) -> ItemView | None:
    """The item (``record``, ``memory``, ``event``) in its public read shape; None when there is none."""
    if kind == "record":
        from memcli.store.sqlite.records import get_record

        return get_record(conn, row_id)
    table, sources, col = ("memories", "memory_sources", "memory_id") if kind == "memory" else (
        "events", "event_sources", "event_id")
    row = _row(conn, table, row_id)
    if row is None:
        return None
    shape = memory_shape if kind == "memory" else event_shape
    return shape(row, _sources(conn, sources, col, row_id))
