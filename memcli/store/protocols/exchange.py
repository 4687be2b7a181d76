"""Export to and import from the portable archive, backup and restore of a whole store.

The archive's line format (names, versions, validation) belongs to
:mod:`memcli.archive`; this area reads every stored item out as a plain
dict (the ``Archived…`` types: what a store keeps of the item, JSON values
decoded) and writes such dicts back, keeping ids, hashes and times verbatim
so that export → restore → export is byte-identical.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypedDict

from memcli.store.protocols.records import InsertResult
from memcli.store.protocols.views import CueLink, MemoryFields, PersonaVersion

if TYPE_CHECKING:
    from memcli.core.record_types import NewRecord


class RowConflict(Exception):
    """A restored item collides with one already written (same id or content hash); the text says which."""


class ArchivedCue(TypedDict):
    id: int | None
    kind: str
    key: str
    label: str
    created_at: str


ArchivedCueLink = CueLink


class ArchivedBuffer(TypedDict):
    status: str
    """``idle``, ``processing`` or ``failed`` (a distilled record has no buffer entry)."""
    tokens: int


class ArchivedRecord(TypedDict):
    """A raw record as stored: ``tags`` and ``extra`` decoded, with its cues (by key) and buffer entry."""

    id: int | None
    text: str
    role: str
    speaker: str | None
    user_id: str
    character: str | None
    session: str | None
    occurred_at: str
    occurred_ts: float
    ingested_at: str
    source_path: str | None
    source_format: str | None
    external_id: str | None
    content_hash: str
    tags: list[str]
    extra: dict[str, object]
    cues: list[ArchivedCueLink]
    buffer: ArchivedBuffer | None


class ArchivedMemory(MemoryFields):
    """A memory as stored, with its source record ids ascending."""

    sources: list[int]


class ArchivedEvent(TypedDict):
    id: int
    user_id: str
    character: str
    session: str | None
    occurred_at: str
    occurred_ts: float
    end_ts: float
    summary: str
    gists: list[str]
    tags: list[str]
    importance: int
    content_hash: str
    created_at: str
    sources: list[int]


ArchivedPersona = PersonaVersion


class ArchivedWatermark(TypedDict):
    content_hash: str
    kind: str
    item_id: str
    forgotten_at: str
    forgotten_ts: float


class ArchivedForgotten(TypedDict):
    record_id: int
    forgotten_ts: float


class JournalRecord(TypedDict):
    id: int
    occurred_at: str
    role: str
    speaker: str | None
    text: str
    tags: list[str]
    extra: dict[str, object]
    cue_labels: str | None
    """``kind: label`` of each cue, joined with ``; `` (None without cues)."""


class JournalSlot(TypedDict):
    """A current profile memory as the journal lists it."""

    id: int
    topic: str | None
    sub_topic: str | None
    content: str
    occurred_at: str


class JournalMemory(TypedDict):
    """A current memory other than profile, as the journal lists it."""

    id: int
    type: str
    content: str


class JournalEvent(TypedDict):
    """An event as the journal lists it (``gists`` and ``tags`` decoded)."""

    id: int
    occurred_at: str
    summary: str
    gists: list[str]
    tags: list[str]


class BackupSource(Protocol):
    """A backup file opened (and checked) for a restore."""

    path: Path

    def close(self) -> None: ...


class Exchange(Protocol):
    """Export to and import from the portable archive, backup and restore of a whole store."""

    # -- reading everything out (inside :meth:`snapshot` for a consistent view)

    def snapshot(self) -> AbstractContextManager[None]:
        """Everything read inside sees one state of the store, even while others write."""
        ...

    def schema_version(self) -> int: ...

    def counts(self) -> dict[str, int]:
        """How many cues, records, memories, events, persona versions, watermarks and forgotten records."""
        ...

    def cues(self) -> Iterator[ArchivedCue]: ...

    def records(self) -> Iterator[ArchivedRecord]:
        """Every record by id, with its cues sorted by key."""
        ...

    def memories(self) -> Iterator[ArchivedMemory]:
        """Every memory (current and superseded) by id, with its sources ascending."""
        ...

    def events(self) -> Iterator[ArchivedEvent]: ...

    def persona_versions(self) -> Iterator[ArchivedPersona]: ...

    def watermarks(self) -> Iterator[ArchivedWatermark]:
        """Oldest first (ties by hash)."""
        ...

    def forgotten_records(self) -> Iterator[ArchivedForgotten]: ...

    # -- the readable journal

    def journal_profile(self) -> list[JournalSlot]:
        """Current profile memories by topic and sub-topic: ``id, topic, sub_topic, content, occurred_at``."""
        ...

    def journal_memories(self) -> list[JournalMemory]:
        """Current memories other than profile, by type then time: ``id, type, content``."""
        ...

    def latest_persona(self) -> ArchivedPersona | None: ...

    def journal_events(self) -> Iterator[JournalEvent]:
        """Events by day then time: ``id, occurred_at, summary, gists, tags`` (decoded)."""
        ...

    def journal_records(self) -> Iterator[JournalRecord]:
        """Records by day then time."""
        ...

    # -- restoring into an empty store (inside the caller's transaction)

    def is_empty(self) -> bool:
        """Nothing was ever stored (so ids can be kept as exported)."""
        ...

    def keeps_archive_ids(self) -> bool:
        """Whether an empty store takes a whole archive with its own ids (the ``restore_*`` methods); if not
        (ids are shared with other users), the ``restore_*`` methods give each row a new id and map the
        archive's links to them."""
        ...

    def clear_user(self) -> int:
        """Delete every row of the store's user, the rows deleted (``mem restore --force`` on a store of many
        users); a store of one person's file refuses (it is replaced whole by :meth:`restore_backup`)."""
        ...

    def restore_cue(self, cue: ArchivedCue) -> int | None:
        """Add a cue with its id; None when its key is already taken."""
        ...

    def restore_record(self, record: ArchivedRecord, cue_ids: dict[str, int]) -> int:
        """Add a record exactly as given (id may be None: a new one), index it, link its cues, queue its
        buffer entry; *cue_ids* maps keys to known cue ids and gains the cues made here. Returns its id.
        Raises :class:`RowConflict`."""
        ...

    def restore_memory(self, memory: ArchivedMemory) -> None:
        """Add a memory and its sources (``superseded_by`` is linked later). Raises :class:`RowConflict`."""
        ...

    def link_superseded(self, memory_id: int, successor_id: int) -> bool:
        """Point a restored memory at the one that replaced it; False when that one does not exist."""
        ...

    def restore_event(self, event: ArchivedEvent) -> None:
        """Add an event and its sources. Raises :class:`RowConflict`."""
        ...

    def restore_persona(self, persona: ArchivedPersona) -> None: ...

    def restore_watermark(self, mark: ArchivedWatermark) -> bool:
        """Add a watermark; False when it was already there."""
        ...

    def restore_forgotten(self, record_id: int, forgotten_ts: float) -> None: ...

    # -- merging into a store with data

    def content_known(self, content_hash: str) -> bool:
        """A record with this hash is stored, or something with it was forgotten."""
        ...

    def merge_records(self, records: Iterable[NewRecord], *, default_user: str) -> InsertResult:
        """Append :class:`~memcli.core.record_types.NewRecord` values through the normal import path (dedup,
        watermarks); returns its result (``new_ids``, ``skipped``)."""
        ...

    # -- whole-store copies

    def is_own_file(self, path: Path) -> bool:
        """*path* is the live store's own database file (a backup must not overwrite it)."""
        ...

    def backup_to(self, path: Path) -> dict[str, int]:
        """Write a consistent, self-contained copy to *path* (an empty file already there); returns its
        ``schema_version`` and its ``records``/``memories``/``events`` counts."""
        ...

    def restore_backup(self, source: BackupSource, *, force: bool) -> dict[str, int]:
        """Replace everything with *source* in one transaction (refused when the store holds data, unless
        *force*), then bring it to this mem's schema; returns what :meth:`backup_to` returns."""
        ...
