"""What ``mem read`` shows of a record, a memory or an event, the same for every backend.

A backend hands over the item's row (column name → value) and, for a derived item, its source
records (id, time, text or None when forgotten, speaker; oldest first); the
public shape, with ``sources`` listing every id and ``source_records`` the
first :data:`SOURCE_TEXT_LIMIT` with their text, is built here once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from memcli.core import ids
from memcli.core.timeutil import from_ts

if TYPE_CHECKING:
    from memcli.store.protocols.memories import EventView, MemoryView, SourceRecordView
    from memcli.store.protocols.records import CueLink, RecordView

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


class ByName(Protocol):
    """A row whose columns are read by name (a dict, or a driver's named row)."""

    def __getitem__(self, key: str, /) -> Any: ...


def record_view(row: ByName, cues: list[CueLink] | None = None) -> RecordView:
    """A record row in the public JSON shape (SPEC: ``mem read``); with its cues when given."""
    out: RecordView = {
        "id": ids.rid(row["id"]),
        "kind": "record",
        "text": row["text"],
        "role": row["role"],
        "speaker": row["speaker"],
        "user": row["user_id"],
        "character": row["character"],
        "session": row["session"],
        "occurred_at": row["occurred_at"],
        "ingested_at": row["ingested_at"],
        "source": {
            "path": row["source_path"],
            "format": row["source_format"],
            "external_id": row["external_id"],
        },
        "content_hash": row["content_hash"],
        "tags": json.loads(row["tags"]),
        "sources": [ids.rid(row["id"])],
    }
    if cues is not None:
        out["cues"] = cues
    return out


def sources_shape(rows: Sequence[SourceRow]) -> tuple[list[str], list[SourceRecordView]]:
    """Source ids (ascending), and up to SOURCE_TEXT_LIMIT of *rows* (in their order) with time and text."""
    id_list = [ids.rid(r[0]) for r in sorted(rows, key=lambda r: r[0])]
    detail: list[SourceRecordView] = [
        {"id": ids.rid(r[0]), "occurred_at": r[1], "speaker": r[3], "text": r[2], "forgotten": r[2] is None}
        for r in rows[:SOURCE_TEXT_LIMIT]
    ]
    return id_list, detail


def memory_shape(row: Mapping[str, Any], sources: Sequence[SourceRow]) -> MemoryView:
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


def event_shape(row: Mapping[str, Any], sources: Sequence[SourceRow]) -> EventView:
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
