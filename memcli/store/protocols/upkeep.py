"""Forgetting (with scrubbing of the files) and the invariant checks behind `mem doctor`.

What to forget and how to report it is decided above the store
(:mod:`memcli.upkeep.forgetting`, :mod:`memcli.upkeep.doctor`); this area answers the
questions those need and carries out a plan in one go, so that a backend can
make the deletion complete (indexes, vectors, chains of superseded values).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

if TYPE_CHECKING:
    from memcli.store.protocols.flushing import PendingRecord

ItemKind = Literal["record", "memory", "event"]
DerivedKind = Literal["memory", "event"]
FullTextIndexName = Literal["records", "memories", "events"]


class RebuiltMemory(NamedTuple):
    """A memory derived again from the records it has left: its new text, identity and sources."""

    content: str
    content_hash: str
    sources: list[int]
    occurred_at: str
    occurred_ts: float


class RebuiltEvent(NamedTuple):
    """An event drafted again from the records of its episode that are left."""

    summary: str
    gists: list[str]
    tags: list[str]
    importance: int
    occurred_at: str
    occurred_ts: float
    end_ts: float
    content_hash: str
    sources: list[int]


class DerivedMemory(NamedTuple):
    """A memory as the forget cascade sees it: what it is about, its text and its sources (ascending)."""

    id: int
    user_id: str
    character: str
    type: str
    owner: str
    topic: str | None
    sub_topic: str | None
    content: str
    status: str
    content_hash: str
    occurred_at: str
    occurred_ts: float
    sources: list[int]


class DerivedEvent(NamedTuple):
    """An event as the forget cascade sees it."""

    id: int
    user_id: str
    character: str
    summary: str
    gists: list[str]
    content_hash: str
    sources: list[int]


class TextHits(NamedTuple):
    """Where an exact text occurs (``mem forget --match``): ids per kind of item, ascending."""

    records: list[int]
    memories: list[int]
    events: list[int]
    facts: list[int]
    """People facts whose value holds it."""
    cues: list[int]
    """Cues whose label holds it."""


class ForgetPlan:
    """Everything one forget will delete or change, computed before writing (ids are numbers, not ``r17``).

    A plain class, not a dataclass: this module is imported wherever the
    store interface is, and :mod:`dataclasses` pulls in :mod:`inspect`.
    """

    def __init__(self) -> None:
        self.records: list[int] = []
        self.memories: list[int] = []
        """Memories deleted, each leaving a watermark of its content."""
        self.events: list[int] = []
        self.memories_rebuilt: dict[int, RebuiltMemory] = {}
        """Memories that stay, rewritten in place from the sources they have left."""
        self.events_rebuilt: dict[int, RebuiltEvent] = {}
        self.facts: list[int] = []
        """People facts deleted although another record supports them (their value holds a matched text)."""
        self.cue_labels: list[int] = []
        """Cues that stay, with their label cleared (it holds a matched text)."""
        self.already_forgotten: list[str] = []
        """Public ids asked for that an earlier forget removed."""
        self.watermark = True
        """Removed memories and events leave a watermark, so nothing derives them again. False when they go
        because their records now read differently (who "me" is changed), not because anything was forgotten:
        the same text may rightly be derived again later."""

    def is_empty(self) -> bool:
        return not (self.records or self.memories or self.events or self.memories_rebuilt or self.events_rebuilt
                    or self.facts or self.cue_labels)


class SchemaState(NamedTuple):
    """The store's schema against the one this mem creates."""

    version: int
    expected: int
    differences: list[tuple[str, str, str]]
    """(``foreign`` | ``missing`` | ``changed``, object kind, name) for each object that is not mem's own."""
    described: str
    """The differences in a few words, for a person."""


class FullTextState(NamedTuple):
    """One full-text index against the rows it should hold."""

    indexed: int
    """Rows that should be indexed."""
    missing: int
    extra: int
    damage: str
    """The index's own consistency check failed with this message ('' when fine)."""
    self_check_skipped: bool
    """The index's own check needs a writable store and was not run."""


class BufferClaim(NamedTuple):
    """A buffer entry a flush has claimed, with that flush's log row if it wrote one."""

    record_id: int
    flush_pid: int | None
    flush_status: str | None
    flush_started_ts: float | None


class Holder(NamedTuple):
    """A process that holds a lock or runs a flush, as logged in the store."""

    name: str
    """The lock's name, or the flush's id as text."""
    pid: int
    since_ts: float


class Upkeep(Protocol):
    """Forgetting (with scrubbing of the files) and the invariant checks behind `mem doctor`."""

    # -- what a forget will touch

    def item_exists(self, kind: ItemKind, item_id: int) -> bool: ...

    def record_was_forgotten(self, record_id: int) -> bool:
        """The record existed and a forget removed it (its tombstone is kept)."""
        ...

    def records_from_source(self, spellings: list[str]) -> list[int]:
        """Ids of records imported from a file stored under any of *spellings* of its path, ascending."""
        ...

    def sources_touched(self, kind: DerivedKind, record_ids: set[int]) -> dict[int, tuple[list[int], list[int]]]:
        """Memories (or events) citing any of *record_ids*: id → (those it cites, all it cites), both ascending."""
        ...

    def item_text(self, kind: ItemKind, item_id: int) -> str:
        """A record's text, a memory's content or an event's summary ('' when it does not exist)."""
        ...

    def derived_memories(self, memory_ids: list[int]) -> list[DerivedMemory]:
        """The memories of *memory_ids* that exist, by id, each with its sources."""
        ...

    def derived_events(self, event_ids: list[int]) -> list[DerivedEvent]:
        """The events of *event_ids* that exist, by id, each with its sources."""
        ...

    def derivation_records(self, record_ids: list[int]) -> list[PendingRecord]:
        """The records of *record_ids* that exist, as distillation reads them (``tokens`` 0), in time order."""
        ...

    def find_text(self, text: str, *, limit: int) -> TextHits:
        """Items whose text holds *text* exactly (a substring, case and script as given): records, memories'
        contents, events' summaries or gists, people facts' values, cue labels; at most *limit* records."""
        ...

    def count_records_with(self, text: str) -> int:
        """How many records hold *text* (a match over many needs the user's confirmation)."""
        ...

    def record_texts(self) -> Iterator[tuple[int, str]]:
        """Every record's id and text (``mem forget --secrets`` scans them), ascending by id."""
        ...

    def derived_texts(self) -> Iterator[tuple[str, int, str]]:
        """Every derived text: ``(memory, id, content)``, ``(event, id, summary and gists)``, ``(fact, id, value)``
        of people facts (``mem doctor`` looks for secrets copied before they were masked)."""
        ...

    # -- carrying it out

    def apply_forget(self, plan: ForgetPlan, *, single_valued_attrs: frozenset[str]) -> list[int]:
        """Carry out *plan* inside the caller's transaction; returns memories made current again.

        Each deleted item leaves a watermark of its content hash and a deleted
        record a tombstone and a second watermark of its words
        (:func:`memcli.store.text.record_text_mark`), so neither a re-import,
        a newer export of the same chat, nor a running flush brings it back.
        Its full-text row, vector, buffer entry and cue links go with it (a cue
        left with no record too; a cue that stays loses a label only forgotten
        records held), and so do people facts only it supported
        (*single_valued_attrs* fall back to their newest remaining value; a
        person keeps a name only a live fact states). Rebuilt memories and
        events are rewritten in place: text, identity, sources, full-text row;
        their old vector is dropped. A profile slot (or a chain of superseded
        values) that lost its current value gets the newest older one whose
        sources all still exist, indexed as a fresh memory is.

        *single_valued_attrs* is a domain rule (which facts about a person
        hold one value, :data:`memcli.distill.people.SINGLE_ATTRS`), so the
        caller passes it rather than the store knowing the distiller.
        """
        ...

    def overwriting_deletes(self) -> AbstractContextManager[None]:
        """Inside, deleted content is overwritten in the files rather than only unlinked."""
        ...

    def compact_fulltext(self) -> None:
        """Rewrite every full-text index so no deleted row's terms stay in it (inside a transaction)."""
        ...

    def mark_scrub_pending(self, when_iso: str) -> None:
        """Note, in the forget's own transaction, that the files still hold the old pages."""
        ...

    def scrub_pending(self) -> bool: ...

    def finish_scrub(self) -> bool:
        """After a forget's commit, make the files forget too (SQLite: drop the derived vector file, push the
        scrubbed pages into the main file and empty the log; PostgreSQL: rewrite the tables that held text);
        True when nothing is pending any more."""
        ...

    def complete_pending_scrub(self) -> bool:
        """Redo an interrupted forget's scrub if one is pending; True if one was finished now."""
        ...

    def scrubbed_at_open(self) -> bool:
        """This process finished an interrupted forget's scrub when it opened the store."""
        ...

    def clear_scrubbed_at_open(self) -> None: ...

    # -- invariant checks (`mem doctor`) and their repairs

    def is_store_error(self, exc: BaseException) -> bool:
        """Whether *exc* is the backend failing to read or write (a finding for doctor, not a bug)."""
        ...

    def rebuild_fulltext(self, index: str, cfg: Any) -> int:
        """Index every live item of *index* (``records_fts``, ``memories_fts``, ``events_fts``) again from the
        stored rows (``mem doctor --fix``); how many items it indexed. Call inside a transaction."""
        ...

    def statistics(self) -> dict[str, Any]:
        """What ``mem stats`` shows: counts of records, memories, events, cues, the pending buffer,
        forgotten records, the store's size and schema version, the last flush and LLM usage."""
        ...

    def checks_not_applicable(self) -> dict[str, str]:
        """Doctor's checks with nothing to look at on this backend (check name → why); they are reported as such."""
        ...

    def integrity_problems(self, limit: int) -> list[str]:
        """The storage engine's own integrity check: up to *limit* problems, none when the files are sound."""
        ...

    def schema_state(self) -> SchemaState: ...

    def drop_foreign_triggers_and_views(self) -> None:
        """Remove triggers and views mem did not create (never tables: those are the user's to judge)."""
        ...

    def broken_references(self) -> list[str]:
        """For each row that points at a missing row, the name of its table."""
        ...

    def drop_broken_references(self) -> None: ...

    def fulltext_state(self, index: FullTextIndexName) -> FullTextState: ...

    def buffer_claims(self) -> list[BufferClaim]:
        """Buffer entries marked as being distilled."""
        ...

    def lock_holders(self) -> list[Holder]: ...

    def running_flushes(self) -> list[Holder]:
        """Flushes logged as running (``name`` is the flush id)."""
        ...

    def release_buffer(self, record_ids: list[int]) -> None:
        """Put claimed buffer entries back in the queue."""
        ...

    def drop_lock(self, name: str, pid: int) -> None: ...

    def abort_flush(self, flush_id: int, note: str) -> None: ...

    def dangling_sources(self) -> tuple[set[int], int, int]:
        """(missing record ids, memory source links to them, event source links to them)."""
        ...

    def source_link_count(self) -> int:
        """All memory and event source links."""
        ...

    def drop_dangling_sources(self) -> None: ...

    def people_sources_missing(self) -> list[int] | None:
        """Records people facts cite that are gone (None when the store has no people index)."""
        ...

    def people_fact_count(self) -> int: ...

    def forget_people_sources(self, record_ids: list[int], single_valued_attrs: frozenset[str]) -> None:
        """Drop what the people index derived from *record_ids* (see :meth:`apply_forget`)."""
        ...

    def orphan_embeddings(self) -> int:
        """Stored vectors whose item does not exist."""
        ...

    def drop_orphan_embeddings(self) -> None: ...

    def live_embedding_keys(self, model: str) -> set[int]:
        """Keys of the vectors of live items made by *model*: what the derived vector file should hold."""
        ...
