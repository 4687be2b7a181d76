"""The rows a store hands out as it stores them or as ``mem read`` shows them: typed dicts, one per shape.

A module of its own, with nothing heavy in it: the read fast path builds
these (``mem read``, a context pack) and must not pay for the Protocols.
"""

from __future__ import annotations

from typing import TypeAlias, TypedDict


class CueLink(TypedDict):
    """A cue as a record names it (by key)."""

    kind: str
    key: str
    label: str


class RecordSource(TypedDict):
    """Where a record was imported from."""

    path: str | None
    format: str | None
    external_id: str | None


class _RecordViewBase(TypedDict):
    id: str
    kind: str
    text: str
    role: str
    speaker: str | None
    user: str
    character: str | None
    session: str | None
    occurred_at: str
    ingested_at: str
    source: RecordSource
    content_hash: str
    tags: list[str]
    sources: list[str]


class RecordView(_RecordViewBase, total=False):
    """A record in the public ``mem read`` shape (SPEC); ``cues`` when it was read with them."""

    cues: list[CueLink]


class MemoryFields(TypedDict):
    """A stored memory, column by column (``mem profile`` reads these)."""

    id: int
    type: str
    owner: str
    user_id: str
    character: str
    topic: str | None
    sub_topic: str | None
    content: str
    importance: int
    content_hash: str
    status: str
    occurred_at: str
    occurred_ts: float
    valid_from_ts: float
    valid_to_ts: float | None
    created_at: str
    updated_at: str
    superseded_by: int | None
    usage_count: int
    last_used_ts: float | None


class EventFields(TypedDict):
    """A stored event, column by column (``mem timeline`` reads these); *gists* and *tags* are JSON lists."""

    id: int
    user_id: str
    character: str
    session: str | None
    occurred_at: str
    occurred_ts: float
    end_ts: float
    summary: str
    gists: str
    tags: str
    importance: int
    content_hash: str
    created_at: str


class PersonaVersion(TypedDict):
    """One version of the persona text."""

    version: int
    text: str
    created_at: str


class SourceRecordView(TypedDict):
    """A derived item's source record as ``mem read`` shows it (no text once forgotten)."""

    id: str
    occurred_at: str | None
    speaker: str | None
    text: str | None
    forgotten: bool


class MemoryView(TypedDict):
    """A memory in the public ``mem read`` shape."""

    id: str
    kind: str
    type: str
    owner: str
    user: str
    character: str | None
    topic: str | None
    sub_topic: str | None
    text: str
    importance: int
    status: str
    superseded_by: str | None
    occurred_at: str
    valid_from: str | None
    valid_to: str | None
    created_at: str
    updated_at: str
    usage_count: int
    sources: list[str]
    source_records: list[SourceRecordView]


class EventView(TypedDict):
    """An event in the public ``mem read`` shape."""

    id: str
    kind: str
    user: str
    character: str | None
    session: str | None
    text: str
    summary: str
    gists: list[str]
    tags: list[str]
    importance: int
    occurred_at: str
    ended_at: str | None
    created_at: str
    sources: list[str]
    source_records: list[SourceRecordView]


ItemView: TypeAlias = "RecordView | MemoryView | EventView"
"""Any item in the public ``mem read`` shape."""
