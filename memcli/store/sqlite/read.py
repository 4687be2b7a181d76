"""``mem read ID``: one item in full, whatever its kind, with its sources.

Every derived item (memory, event) carries the raw records it came from, so
``sources`` lists their ids (as everywhere else) and ``source_records`` gives
their text and time, so a reader never needs a second command to see the
evidence. A memory is shown whatever its status (a superseded one says so
and names its successor).
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from memcli import ids
from memcli.errors import MemError
from memcli.timeutil import from_ts

SOURCE_TEXT_LIMIT = 200
"""``read`` lists at most this many source records with their text (all ids are always listed)."""


def _iso_ts(ts: float | None) -> str | None:
    if ts is None:
        return None
    return from_ts(ts).isoformat(timespec="seconds")


def _json_list(raw: str | None) -> list[Any]:
    try:
        value = json.loads(raw or "[]")
    except ValueError:
        return []
    return value if isinstance(value, list) else []


def _sources(conn: sqlite3.Connection, table: str, col: str, item_id: int) -> tuple[list[str], list[dict[str, Any]]]:
    """Source ids, and up to SOURCE_TEXT_LIMIT of them with time and text (oldest first)."""
    rows = conn.execute(
        f"""SELECT s.record_id, r.occurred_at, r.text, r.speaker FROM {table} s
            LEFT JOIN records r ON r.id = s.record_id
            WHERE s.{col} = ? ORDER BY r.occurred_ts IS NULL, r.occurred_ts, s.record_id""",
        (item_id,),
    ).fetchall()
    id_list = [ids.rid(r[0]) for r in sorted(rows, key=lambda r: r[0])]
    detail = [
        {
            "id": ids.rid(r[0]),
            "occurred_at": r[1],
            "speaker": r[3],
            "text": r[2],
            "forgotten": r[2] is None,
        }
        for r in rows[:SOURCE_TEXT_LIMIT]
    ]
    return id_list, detail


def _read_record(conn: sqlite3.Connection, row_id: int) -> dict[str, Any] | None:
    from memcli.store.sqlite.records import get_record

    return get_record(conn, row_id)


def _read_memory(conn: sqlite3.Connection, row_id: int) -> dict[str, Any] | None:
    row = conn.execute("SELECT * FROM memories WHERE id = ?", (row_id,)).fetchone()
    if row is None:
        return None
    keys = row.keys()
    source_ids, detail = _sources(conn, "memory_sources", "memory_id", row_id)
    return {
        "id": ids.fmt("memory", row_id),
        "kind": "memory",
        "type": row["type"],
        "owner": row["owner"],
        "user": row["user_id"],
        "character": row["character"] or None,
        "topic": row["topic"],
        "sub_topic": row["sub_topic"],
        "text": row["content"],
        "importance": row["importance"],
        "status": row["status"],
        "superseded_by": ids.fmt("memory", row["superseded_by"]) if row["superseded_by"] else None,
        "occurred_at": row["occurred_at"],
        "valid_from": _iso_ts(row["valid_from_ts"]),
        "valid_to": _iso_ts(row["valid_to_ts"]),
        "created_at": row["created_at"],
        "updated_at": row["updated_at"],
        "usage_count": row["usage_count"] if "usage_count" in keys else 0,
        "sources": source_ids,
        "source_records": detail,
    }


def _read_event(conn: sqlite3.Connection, row_id: int) -> dict[str, Any] | None:
    row = conn.execute("SELECT * FROM events WHERE id = ?", (row_id,)).fetchone()
    if row is None:
        return None
    source_ids, detail = _sources(conn, "event_sources", "event_id", row_id)
    return {
        "id": ids.fmt("event", row_id),
        "kind": "event",
        "user": row["user_id"],
        "character": row["character"] or None,
        "session": row["session"],
        "text": row["summary"],
        "summary": row["summary"],
        "gists": _json_list(row["gists"]),
        "tags": _json_list(row["tags"]),
        "importance": row["importance"],
        "occurred_at": row["occurred_at"],
        "ended_at": _iso_ts(row["end_ts"]),
        "created_at": row["created_at"],
        "sources": source_ids,
        "source_records": detail,
    }


_READERS = {"record": _read_record, "memory": _read_memory, "event": _read_event}


def read_item(conn: sqlite3.Connection, public_id: str) -> dict[str, Any]:
    """The item *public_id* (``r17``, ``m3``, ``e5``) as a dict; MemError if there is none."""
    kind, row_id = ids.parse(public_id)
    if conn.row_factory is not sqlite3.Row:
        conn.row_factory = sqlite3.Row
    item = _READERS[kind](conn, row_id)
    if item is None:
        hint = " (it may have been forgotten)" if kind == "record" and _was_forgotten(conn, row_id) else ""
        raise MemError(f"no such item {ids.fmt(kind, row_id)}{hint}; find ids with `mem recall QUERY`")
    return item


def _was_forgotten(conn: sqlite3.Connection, row_id: int) -> bool:
    return conn.execute("SELECT 1 FROM forgotten_records WHERE record_id = ?", (row_id,)).fetchone() is not None
