"""The archive's lines: the header, one pydantic model per line type, and a streaming validating reader.

The JSONL format (one JSON object per line, UTF-8):

* line 1, the header ``{"type": "mem-export", "version": 1, "schema_version": N, "counts": {…}}``;
* ``cue`` lines (every registered cue), then ``record`` lines (the raw
  records in the public ``mem read`` shape plus ``time_known``, ``extra``,
  ``cues`` and the distillation ``buffer`` state: null once the record is
  distilled, which is also how a ``"done"`` state of an older export is
  imported), ``memory`` lines (active and superseded, so profile history
  survives, with ``sources``), ``event`` lines (with ``sources``),
  ``persona`` versions, ``watermark`` lines and ``forgotten_record`` lines.

A reader ignores line types it does not know (a newer mem may add some) and
refuses a header whose ``version`` is newer than :data:`EXPORT_VERSION`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from memcli.core import ids
from memcli.core.errors import ImportFormatError, MemError
from memcli.store.text import clean_value
from memcli.core.termsafe import json_safe

EXPORT_TYPE = "mem-export"
EXPORT_VERSION = 1


def dump_line(obj: dict[str, Any]) -> str:
    """One JSONL line. Lone surrogates, C1 controls and bidi/invisible characters become ``\\uXXXX``
    escapes (:func:`memcli.core.termsafe.json_safe`): still valid JSON with the same values, and safe to ``cat``."""
    return json_safe(json.dumps(obj, ensure_ascii=False, separators=(",", ":"))) + "\n"


class ArchiveLine(BaseModel):
    """One line of an archive; unknown fields are ignored (a newer mem may add some)."""

    model_config = ConfigDict(extra="ignore")


class CueLine(ArchiveLine):
    type: Literal["cue"]
    id: int | None = None
    kind: str
    key: str
    label: str = ""
    created_at: str = ""


class SourceRef(ArchiveLine):
    path: str | None = None
    format: str | None = None
    external_id: str | None = None


class BufferState(ArchiveLine):
    status: Literal["idle", "processing", "done", "failed"] = "idle"
    tokens: int | None = None


class CueRef(ArchiveLine):
    kind: str
    key: str
    label: str = ""


class RecordLine(ArchiveLine):
    type: Literal["record"]
    id: str | None = None
    text: str
    role: str = "user"
    speaker: str | None = None
    user: str | None = None
    character: str | None = None
    session: str | None = None
    occurred_at: str
    occurred_ts: float | None = None
    time_known: bool = True
    ingested_at: str | None = None
    source: SourceRef = Field(default_factory=SourceRef)
    content_hash: str | None = None
    tags: list[str] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)
    cues: list[CueRef] = Field(default_factory=list)
    buffer: BufferState | None = None


class MemoryLine(ArchiveLine):
    type: Literal["memory"]
    id: str
    memory_type: str
    owner: str = "user"
    user: str
    character: str = ""
    topic: str | None = None
    sub_topic: str | None = None
    content: str
    importance: int = 50
    content_hash: str
    status: Literal["active", "superseded"] = "active"
    occurred_at: str
    occurred_ts: float
    valid_from_ts: float
    valid_to_ts: float | None = None
    created_at: str
    updated_at: str
    superseded_by: str | None = None
    usage_count: int = 0
    last_used_ts: float | None = None
    sources: list[str] = Field(default_factory=list)


class EventLine(ArchiveLine):
    type: Literal["event"]
    id: str
    user: str
    character: str = ""
    session: str | None = None
    occurred_at: str
    occurred_ts: float
    end_ts: float
    summary: str
    gists: list[Any] = Field(default_factory=list)
    tags: list[Any] = Field(default_factory=list)
    importance: int = 50
    content_hash: str
    created_at: str
    sources: list[str] = Field(default_factory=list)


class PersonaLine(ArchiveLine):
    type: Literal["persona"]
    version: int
    text: str
    created_at: str


class WatermarkLine(ArchiveLine):
    type: Literal["watermark"]
    content_hash: str
    kind: str
    item_id: str
    forgotten_at: str
    forgotten_ts: float


class ForgottenLine(ArchiveLine):
    type: Literal["forgotten_record"]
    id: str
    forgotten_ts: float


LINE_MODELS: dict[str, type[ArchiveLine]] = {
    "cue": CueLine,
    "record": RecordLine,
    "memory": MemoryLine,
    "event": EventLine,
    "persona": PersonaLine,
    "watermark": WatermarkLine,
    "forgotten_record": ForgottenLine,
}


def id_of(value: str, kind: str, where: str) -> int:
    try:
        k, num = ids.parse(value)
    except MemError:
        raise ImportFormatError(f"{where}: {value!r} is not a {kind} id") from None
    if k != kind:
        raise ImportFormatError(f"{where}: {value!r} is not a {kind} id")
    return num


def iter_lines(path: Path) -> Iterator[tuple[int, ArchiveLine]]:
    """Parse and validate an export, line by line (streamed; a bad line names its number)."""
    try:
        fh = path.open("r", encoding="utf-8", errors="strict", newline="")
    except OSError as exc:
        raise ImportFormatError(f"{path}: cannot read ({exc.strerror})") from None
    with fh:
        try:
            first = fh.readline()
            try:
                head = json.loads(first)
            except ValueError:
                raise ImportFormatError(f"{path}: line 1: not a mem export header") from None
            if not isinstance(head, dict) or head.get("type") != EXPORT_TYPE:
                raise ImportFormatError(f"{path}: line 1: not a mem export header")
            if not isinstance(head.get("version"), int) or head["version"] > EXPORT_VERSION:
                raise ImportFormatError(
                    f"{path}: export version {head.get('version')!r} is newer than this mem understands; upgrade mem"
                )
            for number, line in enumerate(fh, start=2):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except ValueError as exc:
                    raise ImportFormatError(f"{path}: line {number}: not valid JSON ({exc.msg})") from None
                if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
                    raise ImportFormatError(f"{path}: line {number}: expected an object with a \"type\"")
                obj = clean_value(obj)  # lone surrogates / NUL from a hand-edited file: storable text
                model = LINE_MODELS.get(obj["type"])
                if model is None:
                    continue  # a newer line type: ignored (forward compatible)
                try:
                    yield number, model.model_validate(obj)
                except ValidationError as exc:
                    err = exc.errors()[0]
                    where = ".".join(str(p) for p in err["loc"])
                    raise ImportFormatError(f"{path}: line {number}: {where}: {err['msg']}") from None
        except UnicodeDecodeError:
            raise ImportFormatError(f"{path}: not UTF-8 text; a mem export is always UTF-8") from None


def is_export_file(path: Path) -> bool:
    """Cheap check: does the first line look like our header?"""
    try:
        with path.open("rb") as fh:
            first = fh.readline(4096)
        head = json.loads(first.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return False
    return isinstance(head, dict) and head.get("type") == EXPORT_TYPE

