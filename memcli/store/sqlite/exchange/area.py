"""SQLite's :class:`~memcli.store.protocols.exchange.Exchange`: the whole store out and back in.

Reading is in :mod:`~memcli.store.sqlite.exchange.read`, writing archived
items back in :mod:`~memcli.store.sqlite.exchange.write`, file copies in
:mod:`~memcli.store.sqlite.exchange.backup`; this class binds them to one store.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING

from memcli.store.protocols.exchange import (
    ArchivedCue,
    ArchivedEvent,
    ArchivedForgotten,
    ArchivedMemory,
    ArchivedPersona,
    ArchivedRecord,
    ArchivedWatermark,
    BackupSource,
    JournalEvent,
    JournalMemory,
    JournalRecord,
    JournalSlot,
)
from memcli.store.protocols.records import InsertResult
from memcli.store.sqlite.exchange import read
from memcli.store.sqlite.exchange import write

if TYPE_CHECKING:
    from memcli.core.record_types import NewRecord
    from memcli.store.sqlite.store import SqliteStore


class SqliteExchange:
    """Export, restore, merge and backup over one SQLite store."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self._conn: sqlite3.Connection = store.conn

    # -- reading everything out

    def _scope(self) -> read.Scope:
        """Everyone's rows, or the store's user's (with the file-wide tables only for the file's own user)."""
        user = self._store.user
        if user.every_user:
            return read.EVERYONE
        return read.Scope(user.id, file_wide=user.owns_file)

    def snapshot(self) -> AbstractContextManager[None]:
        return read.snapshot(self._conn)

    def schema_version(self) -> int:
        return read.schema_version(self._conn)

    def counts(self) -> dict[str, int]:
        return read.counts(self._conn, self._scope())

    def cues(self) -> Iterator[ArchivedCue]:
        return read.cues(self._conn, self._scope())

    def records(self) -> Iterator[ArchivedRecord]:
        return read.records(self._conn, self._scope())

    def memories(self) -> Iterator[ArchivedMemory]:
        return read.memories(self._conn, self._scope())

    def events(self) -> Iterator[ArchivedEvent]:
        return read.events(self._conn, self._scope())

    def persona_versions(self) -> Iterator[ArchivedPersona]:
        return read.persona_versions(self._conn, self._scope())

    def watermarks(self) -> Iterator[ArchivedWatermark]:
        return read.watermarks(self._conn, self._scope())

    def forgotten_records(self) -> Iterator[ArchivedForgotten]:
        return read.forgotten_records(self._conn, self._scope())

    def journal_profile(self) -> list[JournalSlot]:
        return read.journal_profile(self._conn, self._scope())

    def journal_memories(self) -> list[JournalMemory]:
        return read.journal_memories(self._conn, self._scope())

    def latest_persona(self) -> ArchivedPersona | None:
        return read.latest_persona(self._conn, self._scope())

    def journal_events(self) -> Iterator[JournalEvent]:
        return read.journal_events(self._conn, self._scope())

    def journal_records(self) -> Iterator[JournalRecord]:
        return read.journal_records(self._conn, self._scope())

    # -- restoring into an empty store

    def is_empty(self) -> bool:
        return read.is_empty(self._conn)

    def keeps_archive_ids(self) -> bool:
        return True

    def clear_user(self) -> int:
        from memcli.core.errors import MemError

        raise MemError("a SQLite store is replaced whole: `mem restore --force` of a `mem backup` file")

    def restore_cue(self, cue: ArchivedCue) -> int | None:
        return write.restore_cue(self._conn, cue)

    def restore_record(self, record: ArchivedRecord, cue_ids: dict[str, int]) -> int:
        return write.restore_record(self._conn, record, cue_ids)

    def restore_memory(self, memory: ArchivedMemory) -> None:
        write.restore_memory(self._conn, memory)

    def link_superseded(self, memory_id: int, successor_id: int) -> bool:
        return write.link_superseded(self._conn, memory_id, successor_id)

    def restore_event(self, event: ArchivedEvent) -> None:
        write.restore_event(self._conn, event)

    def restore_persona(self, persona: ArchivedPersona) -> None:
        write.restore_persona(self._conn, persona)

    def restore_watermark(self, mark: ArchivedWatermark) -> bool:
        return write.restore_watermark(self._conn, mark)

    def restore_forgotten(self, record_id: int, forgotten_ts: float) -> None:
        write.restore_forgotten(self._conn, record_id, forgotten_ts)

    # -- merging into a store with data

    def content_known(self, content_hash: str) -> bool:
        return write.content_known(self._conn, content_hash)

    def merge_records(self, records: Iterable[NewRecord], *, default_user: str) -> InsertResult:
        return self._store.records.insert(records, default_user=default_user)

    # -- whole-store copies

    def is_own_file(self, path: Path) -> bool:
        from memcli.store.sqlite.db import db_path

        live = db_path(self._store.home)
        return live.exists() and path.resolve() == live.resolve()

    def backup_to(self, path: Path) -> dict[str, int]:
        from memcli.store.sqlite.exchange.backup import backup_to

        return backup_to(self._conn, path)

    def restore_backup(self, source: BackupSource, *, force: bool) -> dict[str, int]:
        from memcli.store.sqlite.exchange.backup import SqliteBackup, restore_backup

        if not isinstance(source, SqliteBackup):
            raise TypeError("a SQLite store restores only backups opened by memcli.store.sqlite.exchange.backup")
        return restore_backup(self._conn, self._store.home, source, force=force)
