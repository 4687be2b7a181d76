"""The store's own JSON Lines format (what ``mem export`` writes).

Line 1 is a header ``{"type": "mem-export", "version": 1}``; every further
line is an object with a ``type``. This importer reads ``record`` lines
into :class:`NewRecord` objects, keeping the original source path, format,
external id, user, session and ``time_known`` so that a record's content
hash is the same after a round trip (re-importing an export into the same
store adds nothing).

Lines are dispatched by ``type`` through :data:`LINE_HANDLERS`; other kinds
of exported items (memories, events, persona, watermarks) are added there by
the export/trust code. An unknown type is an error naming the line, never
silently dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from memcli.core.errors import ImportFormatError
from memcli.importers.base import ImportContext, Sample
from memcli.importers.json_stream import jsonl_objects, looks_like_jsonl
from memcli.importers.textio import open_text, sample_text
from memcli.core.record_types import Cue, NewRecord
from memcli.core.timeutil import attach, from_iso

HEADER_TYPE = "mem-export"
SUPPORTED_VERSION = 1

# (parsed line, context, "file: line N" prefix for errors) → records to insert
LineHandler = Callable[[dict[str, Any], ImportContext, str], Iterable[NewRecord]]


def _str_or_none(obj: dict[str, Any], key: str, where: str) -> str | None:
    value = obj.get(key)
    if value is None or isinstance(value, str):
        return value
    raise ImportFormatError(f"{where}: field {key!r} must be a string, got {type(value).__name__}")


def parse_record_line(obj: dict[str, Any], ctx: ImportContext, where: str) -> Iterable[NewRecord]:
    """A ``{"type": "record", …}`` line → one record, fields checked one by one."""
    text = obj.get("text")
    if not isinstance(text, str) or not text.strip():
        raise ImportFormatError(f"{where}: record has no text")
    stamp = obj.get("occurred_at")
    if not isinstance(stamp, str):
        raise ImportFormatError(f"{where}: record has no occurred_at")
    try:
        occurred = attach(from_iso(stamp), ctx.tz)
    except ValueError:
        raise ImportFormatError(f"{where}: cannot parse occurred_at {stamp!r}; expected ISO 8601") from None
    source = obj.get("source") or {}
    if not isinstance(source, dict):
        raise ImportFormatError(f"{where}: field 'source' must be an object")
    tags = obj.get("tags") or []
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise ImportFormatError(f"{where}: field 'tags' must be a list of strings")
    cues: list[Cue] = []
    for cue in obj.get("cues") or []:
        if not isinstance(cue, dict) or not isinstance(cue.get("key"), str) or not cue.get("key"):
            raise ImportFormatError(f"{where}: each cue needs a 'key' string")
        kind = cue.get("kind") or cue["key"].split(":", 1)[0]
        cues.append(Cue(kind=str(kind), key=cue["key"], label=str(cue.get("label") or "")))
    extra = obj.get("extra") or {}
    if not isinstance(extra, dict):
        raise ImportFormatError(f"{where}: field 'extra' must be an object")
    time_known = obj.get("time_known", True)
    if not isinstance(time_known, bool):
        raise ImportFormatError(f"{where}: field 'time_known' must be true or false")
    extra = {k: v for k, v in extra.items() if k != "time_known"}
    yield NewRecord(
        text=text,
        role=_str_or_none(obj, "role", where) or "user",
        speaker=_str_or_none(obj, "speaker", where),
        user_id=_str_or_none(obj, "user", where),
        character=_str_or_none(obj, "character", where) or ctx.character,
        session=_str_or_none(obj, "session", where),
        occurred_at=occurred,
        time_known=time_known,
        source_path=_str_or_none(source, "path", where),
        source_format=_str_or_none(source, "format", where),
        external_id=_str_or_none(source, "external_id", where),
        tags=list(tags),
        cues=cues,
        extra=extra,
    )


def _restored_whole(obj: dict[str, Any], ctx: ImportContext, where: str) -> Iterable[NewRecord]:
    """Memories, events, cues, persona, watermarks: no records to stream.

    Into an empty store they are restored verbatim by
    :func:`memcli.archive.load.import_archive`; merged into a store that already
    holds data, ``mem flush`` derives memories and events again from the records.
    """
    return ()


LINE_HANDLERS: dict[str, LineHandler] = {
    "record": parse_record_line,
    "cue": _restored_whole,
    "memory": _restored_whole,
    "event": _restored_whole,
    "persona": _restored_whole,
    "watermark": _restored_whole,
    "forgotten_record": _restored_whole,
}


def _is_header(obj: Any) -> bool:
    return isinstance(obj, dict) and obj.get("type") == HEADER_TYPE


class JsonlStoreImporter:
    name = "jsonl"
    whole_store = True  # ingest hands the file to memcli.archive.load.import_archive (an importer never writes)
    description = "mem's own JSON Lines export (header line {\"type\": \"mem-export\"})"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir or not looks_like_jsonl(sample.head):
            return False
        import json

        first = sample_text(sample.head).lstrip("\ufeff \t\r\n").partition("\n")[0]
        try:
            return _is_header(json.loads(first))
        except json.JSONDecodeError:
            return False

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        src = open_text(path, ctx.source_label)
        seen_header = False
        for lineno, obj in jsonl_objects(src):
            where = f"{src.name}: line {lineno}"
            if not isinstance(obj, dict):
                raise ImportFormatError(f"{where}: expected a JSON object, got {type(obj).__name__}")
            if not seen_header:
                if not _is_header(obj):
                    raise ImportFormatError(
                        f"{where}: missing the header line {{\"type\": \"mem-export\", \"version\": 1}}; "
                        "is this a mem export? (pass --format openai for JSONL chat messages)"
                    )
                version = obj.get("version")
                if version != SUPPORTED_VERSION:
                    raise ImportFormatError(
                        f"{where}: export version {version!r} is not supported (this mem reads version "
                        f"{SUPPORTED_VERSION}); upgrade mem"
                    )
                seen_header = True
                continue
            kind = obj.get("type")
            handler = LINE_HANDLERS.get(kind) if isinstance(kind, str) else None
            if handler is None:
                known = ", ".join(sorted(LINE_HANDLERS))
                raise ImportFormatError(f"{where}: unknown line type {kind!r} (known: {known})")
            yield from handler(obj, ctx, where)
        if not seen_header:
            raise ImportFormatError(f"{src.name}: no lines to import")


IMPORTER = JsonlStoreImporter()
