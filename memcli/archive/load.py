"""Importing an archive: a whole-store restore into an empty store, or a merge of its raw records.

Into an *empty* store every item comes back with the same id, so export →
import → export is byte-identical (on PostgreSQL, where ids are shared by
all users, with new ids: the same archive but for them). Into a store that already holds data only
the raw records (and watermarks) are merged, with new ids, through the
normal import path; ``mem flush`` then derives the memories again.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memcli.core import ids
from memcli.archive.lines import (
    LINE_MODELS,
    CueLine,
    EventLine,
    ForgottenLine,
    MemoryLine,
    PersonaLine,
    RecordLine,
    WatermarkLine,
    id_of,
    iter_lines,
)
from memcli.core.errors import ImportFormatError, MemError
from memcli.store.protocols import Store
from memcli.store.protocols.exchange import ArchivedBuffer, ArchivedRecord, ArchivedWatermark, RowConflict


def store_is_empty(store: Store) -> bool:
    """True when nothing was ever stored (ids can then be kept as exported)."""
    return store.exchange.is_empty()


def rebuild_derived_fulltext(store: Store) -> None:
    """Index memories and events the way the distiller does (its reindex steps)."""
    store.upkeep.rebuild_fulltext("memories_fts")
    store.upkeep.rebuild_fulltext("events_fts")


def _archived_record(line: RecordLine, rid_: int | None, where: str) -> ArchivedRecord:
    """One raw record exactly as exported (hash, times and extra kept verbatim), checked for storability."""
    from memcli.store.text import clean_text
    from memcli.core.textproc import count_tokens
    from memcli.core.timeutil import MAX_TS, MIN_TS, check_storable, from_iso, now, to_iso

    try:
        occurred = from_iso(line.occurred_at)
    except ValueError:
        raise ImportFormatError(f"{where}: occurred_at {line.occurred_at!r} is not an ISO time") from None
    if occurred.tzinfo is None:
        raise ImportFormatError(f"{where}: occurred_at {line.occurred_at!r} has no UTC offset")
    occurred_ts = check_storable(occurred, f"{where}: a record dated")
    if line.occurred_ts is not None and not MIN_TS <= float(line.occurred_ts) <= MAX_TS:
        raise ImportFormatError(f"{where}: occurred_ts {line.occurred_ts!r} is outside the years 0001–9999")
    text = clean_text(line.text)
    extra = dict(line.extra)
    if not line.time_known:
        extra["time_known"] = False
    if not line.content_hash:
        raise ImportFormatError(f"{where}: record has no content_hash")
    buffer: ArchivedBuffer | None = None
    if line.buffer is not None and line.buffer.status != "done":  # distilled records keep no buffer row
        buffer = {
            "status": "idle" if line.buffer.status == "processing" else line.buffer.status,
            "tokens": line.buffer.tokens if line.buffer.tokens is not None else count_tokens(text),
        }
    return {
        "id": rid_, "text": text, "role": line.role, "speaker": line.speaker, "user_id": line.user or "default",
        "character": line.character, "session": line.session, "occurred_at": line.occurred_at,
        "occurred_ts": line.occurred_ts if line.occurred_ts is not None else occurred_ts,
        "ingested_at": line.ingested_at or to_iso(now()), "source_path": line.source.path,
        "source_format": line.source.format, "external_id": line.source.external_id,
        "content_hash": line.content_hash, "tags": list(line.tags), "extra": extra,
        "cues": [{"kind": c.kind, "key": c.key, "label": c.label} for c in line.cues], "buffer": buffer,
    }


def _archived_watermark(line: WatermarkLine) -> ArchivedWatermark:
    return {"content_hash": line.content_hash, "kind": line.kind, "item_id": line.item_id,
            "forgotten_at": line.forgotten_at, "forgotten_ts": line.forgotten_ts}


def restore_export(store: Store, path: Path, *, cfg: Any = None) -> dict[str, Any]:
    """Load a whole export into an EMPTY store, keeping every id (a store whose ids are shared by every user,
    PostgreSQL, gives each row a new id and maps the archive's). Call inside a transaction.

    Raises :class:`ImportFormatError` naming the line on bad input; the
    caller's transaction then leaves the store untouched.
    """
    ex = store.exchange
    if not ex.is_empty():
        raise MemError("a whole-store restore needs an empty store")
    counts: dict[str, int] = {k: 0 for k in LINE_MODELS}
    cue_ids: dict[str, int] = {}
    record_ids: set[int] = set()
    memory_links: list[tuple[int, int, str]] = []
    for number, line in iter_lines(path):
        where = f"{path}: line {number}"
        if isinstance(line, CueLine):
            cue_id = ex.restore_cue({"id": line.id, "kind": line.kind, "key": line.key, "label": line.label,
                                     "created_at": line.created_at})
            if cue_id is None:
                raise ImportFormatError(f"{where}: duplicate cue {line.key!r}")
            cue_ids[line.key] = cue_id
        elif isinstance(line, RecordLine):
            rid_ = id_of(line.id, "record", where) if line.id else None
            try:
                record_ids.add(ex.restore_record(_archived_record(line, rid_, where), cue_ids))
            except RowConflict as exc:
                raise ImportFormatError(f"{where}: record {line.id} conflicts with an earlier line ({exc})") from None
        elif isinstance(line, MemoryLine):
            mid = id_of(line.id, "memory", where)
            try:
                ex.restore_memory({
                    "id": mid, "type": line.memory_type, "owner": line.owner, "user_id": line.user,
                    "character": line.character, "topic": line.topic, "sub_topic": line.sub_topic,
                    "content": line.content, "importance": line.importance, "content_hash": line.content_hash,
                    "status": line.status, "occurred_at": line.occurred_at, "occurred_ts": line.occurred_ts,
                    "valid_from_ts": line.valid_from_ts, "valid_to_ts": line.valid_to_ts,
                    "created_at": line.created_at, "updated_at": line.updated_at, "superseded_by": None,
                    "usage_count": line.usage_count, "last_used_ts": line.last_used_ts,
                    "sources": [id_of(src, "record", where) for src in line.sources],
                })
            except RowConflict as exc:
                raise ImportFormatError(f"{where}: memory {line.id} conflicts ({exc})") from None
            if line.superseded_by:
                memory_links.append((mid, id_of(line.superseded_by, "memory", where), where))
        elif isinstance(line, EventLine):
            eid = id_of(line.id, "event", where)
            try:
                ex.restore_event({
                    "id": eid, "user_id": line.user, "character": line.character, "session": line.session,
                    "occurred_at": line.occurred_at, "occurred_ts": line.occurred_ts, "end_ts": line.end_ts,
                    "summary": line.summary, "gists": line.gists, "tags": line.tags, "importance": line.importance,
                    "content_hash": line.content_hash, "created_at": line.created_at,
                    "sources": [id_of(src, "record", where) for src in line.sources],
                })
            except RowConflict as exc:
                raise ImportFormatError(f"{where}: event {line.id} conflicts ({exc})") from None
        elif isinstance(line, PersonaLine):
            ex.restore_persona({"version": line.version, "text": line.text, "created_at": line.created_at})
        elif isinstance(line, WatermarkLine):
            ex.restore_watermark(_archived_watermark(line))
        elif isinstance(line, ForgottenLine):
            ex.restore_forgotten(id_of(line.id, "record", where), line.forgotten_ts)
        counts[line.type] += 1  # type: ignore[attr-defined]
    for mid, target, where in memory_links:
        if not ex.link_superseded(mid, target):
            raise ImportFormatError(f"{where}: superseded_by {ids.fmt('memory', target)} is not in the export")
    rebuild_derived_fulltext(store)
    return {
        "imported": counts["record"],
        "skipped": 0,
        "restored": {
            "cues": counts["cue"], "records": counts["record"], "memories": counts["memory"],
            "events": counts["event"], "persona": counts["persona"], "watermarks": counts["watermark"],
            "forgotten_records": counts["forgotten_record"],
        },
        "new_ids": sorted(record_ids),
    }


def record_line_as_new(line: RecordLine, where: str) -> Any:
    """An export's raw record as a :class:`~memcli.core.record_types.NewRecord` (merge into a non-empty store).

    The original source (path, format, external id) and ``time_known`` are
    kept, so the content hash, and therefore de-duplication, is the same as
    in the exporting store.
    """
    from memcli.core.record_types import Cue, NewRecord
    from memcli.core.timeutil import from_iso

    try:
        occurred = from_iso(line.occurred_at)
    except ValueError:
        raise ImportFormatError(f"{where}: occurred_at is not an ISO time") from None
    if occurred.tzinfo is None:
        raise ImportFormatError(f"{where}: occurred_at has no UTC offset")
    extra = {k: v for k, v in line.extra.items() if k != "time_known"}
    return NewRecord(
        text=line.text, role=line.role, speaker=line.speaker, user_id=line.user, character=line.character,
        session=line.session, occurred_at=occurred, time_known=line.time_known,
        source_path=line.source.path, source_format=line.source.format, external_id=line.source.external_id,
        tags=list(line.tags), cues=[Cue(kind=c.kind, key=c.key, label=c.label) for c in line.cues], extra=extra,
    )


def merge_export(store: Store, path: Path, *, default_user: str) -> dict[str, Any]:
    """Merge an export's raw records and watermarks into a store that already holds data.

    A record is skipped when its exported content hash (or the hash this
    version computes) is already stored or watermarked, so re-importing an
    export never duplicates, even one written by a mem whose hash differed.
    Memories and events are not merged: the new records wait in the buffer
    and ``mem flush`` derives them. Call inside a transaction.
    """
    ex = store.exchange
    merge_watermarks(store, path)
    seen = [0, 0]  # records read, skipped by exported hash

    def fresh() -> Iterator[Any]:
        for number, line in iter_lines(path):
            if not isinstance(line, RecordLine):
                continue
            seen[0] += 1
            if ex.content_known(line.content_hash or ""):
                seen[1] += 1
                continue
            yield record_line_as_new(line, f"{path}: line {number}")

    result = ex.merge_records(fresh(), default_user=default_user)
    return {"imported": len(result.new_ids), "skipped": result.skipped + seen[1], "records": seen[0],
            "new_ids": result.new_ids}


def merge_watermarks(store: Store, path: Path) -> int:
    """Copy an export's watermarks into a non-empty store (so forgotten things stay forgotten)."""
    n = 0
    for _number, line in iter_lines(path):
        if isinstance(line, WatermarkLine):
            n += int(store.exchange.restore_watermark(_archived_watermark(line)))
    return n


def restore_user_archive(store: Store, path: Path, *, force: bool, cfg: Any = None) -> dict[str, Any]:
    """``mem restore`` on a store of many users (PostgreSQL): the store's user's memory becomes the archive's.

    Refused when the user already has memory unless *force*, which deletes
    their rows first, in the same transaction as the restore: a bad archive
    leaves their memory as it was, and no other user's row is read or changed.
    """
    src = path.expanduser()
    if not src.is_file():
        raise MemError(f"{path} is not a file")
    with src.open("rb") as fh:
        if fh.read(16) == b"SQLite format 3\x00":
            raise MemError(f"{path} is a `mem backup` (a SQLite store); on PostgreSQL `mem restore` takes one user's "
                           "`mem export` archive (a whole database comes back with pg_restore)")
    ex = store.exchange
    with store.transaction():
        replaced = 0
        if not ex.is_empty():
            if not force:
                raise MemError(f"user {store.user.id!r} already has memory in this store; `mem restore --force` replaces "
                               "it (that user's only), or `mem import` merges the archive's records")
            replaced = ex.clear_user()
        summary = restore_export(store, src, cfg=cfg)
    restored = summary["restored"]
    return {"restored_from": str(src.resolve()), "user": store.user.id, "replaced_rows": replaced,
            "removed_derived": [], **restored}


__all__ = ["merge_export", "merge_watermarks", "record_line_as_new", "restore_export", "restore_user_archive",
           "store_is_empty"]


def import_archive(store: Store, path: Path, *, default_user: str) -> dict[str, Any]:
    """``mem import`` of a ``mem export`` file, inside the caller's transaction.

    Into an empty store (on PostgreSQL: a user with nothing stored) the
    export is restored with every table, memories and events included, and
    every id (PostgreSQL: new ids, the links between rows mapped), so export →
    import → export is identical but for those ids; into a store with data
    the records and watermarks are merged (deduplicated by the exported
    content hash too; forgotten things stay forgotten). Returns the summary
    (``imported``, ``skipped``, ``records``).
    """
    if store.exchange.is_empty():
        return restore_export(store, path)
    return merge_export(store, path, default_user=default_user)
