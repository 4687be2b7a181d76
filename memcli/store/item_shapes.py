"""What ``mem read`` shows of a memory or an event, the same for every backend.

A backend hands over the item's row (column name → value) and its source
records (id, time, text or None when forgotten, speaker; oldest first); the
public shape, with ``sources`` listing every id and ``source_records`` the
first :data:`SOURCE_TEXT_LIMIT` with their text, is built here once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from memcli.core import ids
from memcli.core.timeutil import from_ts

SOURCE_TEXT_LIMIT = 200
"""``read`` lists at most this many source records with their text (all ids are always listed)."""

SourceRow = tuple[int, "str | None", "str | None", "str | None"]
"""(record id, occurred_at, text — None for a forgotten record —, speaker)."""


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


def sources_shape(rows: Sequence[SourceRow]) -> tuple[list[str], list[dict[str, Any]]]:
    """Source ids (ascending), and up to SOURCE_TEXT_LIMIT of *rows* (in their order) with time and text."""
    id_list = [ids.rid(r[0]) for r in sorted(rows, key=lambda r: r[0])]
    detail = [
        {"id": ids.rid(r[0]), "occurred_at": r[1], "speaker": r[3], "text": r[2], "forgotten": r[2] is None}
        for r in rows[:SOURCE_TEXT_LIMIT]
    ]
    return id_list, detail


def memory_shape(row: Mapping[str, Any], sources: Sequence[SourceRow]) -> dict[str, Any]:
    source_ids, detail = sources_shape(sources)
    return {
        "id": ids.fmt("memory", row["id"]),
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
        "usage_count": row.get("usage_count") or 0,
        "sources": source_ids,
        "source_records": detail,
    }


def event_shape(row: Mapping[str, Any], sources: Sequence[SourceRow]) -> dict[str, Any]:
    source_ids, detail = sources_shape(sources)
    return {
        "id": ids.fmt("event", row["id"]),
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
