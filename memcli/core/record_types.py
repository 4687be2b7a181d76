"""The normalised record every importer yields (`NewRecord`) and its cues: the one input type of ingest."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Cue(BaseModel):
    """A registered key (e.g. ``photo:sha256:…``) with a human label."""

    model_config = ConfigDict(frozen=True)

    kind: str
    key: str
    label: str = ""


class NewRecord(BaseModel):
    """One raw record as produced by an importer or ``mem record``.

    ``occurred_at`` is always aware (importers attach the user's zone to
    naive times). ``time_known`` says whether the source gave the time; when
    it did not, the time is not part of the content hash, so re-importing
    the same file later still dedups.
    """

    text: str
    role: str = "user"
    speaker: str | None = None
    user_id: str | None = None
    character: str | None = None
    session: str | None = None
    occurred_at: datetime
    time_known: bool = True
    source_path: str | None = None
    source_format: str | None = None
    external_id: str | None = None
    tags: list[str] = Field(default_factory=list)
    cues: list[Cue] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)
