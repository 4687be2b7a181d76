"""Distilled memories, events (the timeline), persona and profile facts, with their source records.

The invariants every backend keeps, so no caller can forget them:

* the memory full-text index holds exactly the *active* memories (superseding
  or changing a memory re-indexes it); the event index holds every event;
* a memory's and an event's source records only grow while it lives (source
  sets are unioned, never narrowed);
* a changed or superseded memory loses its stored vector (it no longer says
  what the vector was made from).

Rows cross this line as the small value types below (a dataclass for what
distillation edits, plain tuples of a documented column order for what a
context pack shows) or as dicts of plain values.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from memcli.store.protocols.views import (
    EventFields,
    EventView,
    ItemView,
    MemoryFields,
    MemoryView,
    PersonaVersion,
    SourceRecordView,
)

__all__ = [
    "AgreementLine", "EventFields", "EventLine", "EventView", "ItemView", "MemoryFields", "MemoryLine", "MemoryRow",
    "MemoryStore", "MemoryView", "PersonaVersion", "RecordLine", "SlotLine", "SourceRecordView", "TimelineLine",
]


@dataclass
class MemoryRow:
    """An active (or just-written) memory as distillation sees it (the resolver, the profile slots)."""

    id: int
    type: str
    owner: str
    topic: str | None
    sub_topic: str | None
    content: str
    importance: int
    occurred_ts: float
    occurred_at: str
    valid_from_ts: float
    content_hash: str
    sources: set[int] = field(default_factory=set)


# The rows a context pack shows are plain tuples, in this column order (a pack reads hundreds of them on the
# read fast path, where even a named tuple per row is measurable):
RecordLine = tuple[int, str, "str | None", str, "str | None", str, float, str]
"""A record: ``(id, text, speaker, role, session, occurred_at, occurred_ts, user_id)``."""
MemoryLine = tuple[int, str, "str | None", "str | None", str, str, float, str]
"""A memory: ``(id, type, topic, sub_topic, content, occurred_at, occurred_ts, status)``."""
EventLine = tuple[int, str, str, str, float]
"""An event: ``(id, summary, gists, occurred_at, occurred_ts)``; *gists* is the stored JSON list."""
TimelineLine = tuple[int, str, float, str, str]
"""An event on the timeline: ``(id, occurred_at, occurred_ts, summary, gists)``."""
SlotLine = tuple[int, "str | None", "str | None", str, str]
"""An active profile slot: ``(id, topic, sub_topic, content, occurred_at)``."""
AgreementLine = tuple[int, str, str, float, int]
"""An active agreement: ``(id, content, occurred_at, occurred_ts, importance)``."""
MonthCount = tuple[str, int, int]
"""Activity in one month: ``("YYYY-MM", records, events)``, the month as each item's own time writes it."""

REJECTED_PREFIX = "rejected:"
"""A value the owner rejected is marked by a watermark row of kind ``rejected`` whose key is this prefix and the
memory's content hash: the mark travels with the memory's identity (an export and a restore keep both), and no
forget watermark (a bare content hash) can ever equal it."""


@dataclass
class RejectedValue:
    """A profile value its owner rejected: what it said and the records it came from."""

    id: int
    topic: str | None
    sub_topic: str | None
    content: str
    sources: set[int] = field(default_factory=set)


class MemoryStore(Protocol):
    """Distilled memories, events (the timeline), persona and profile facts, with their source records.

    Writes are made inside the caller's :meth:`Store.transaction`. Reads are the store's user's
    (:attr:`Store.user`); the methods that take a ``user_id`` are distillation's, keyed by the buffer being
    distilled (on a file's all-users handle a flush works through every user's buffers).
    """

    # -- distillation: memories ---------------------------------------------------------
    def is_forgotten(self, content_hash: str) -> bool:
        """Whether an item with this identity was forgotten (``mem forget``): it is never written again."""
        ...

    def memory_by_hash(self, content_hash: str) -> tuple[int, str] | None:
        """``(id, status)`` of the memory with this identity, active or history."""
        ...

    def memory_status(self, memory_id: int) -> str | None:
        """``active`` / ``superseded`` / …, or None when the memory is gone."""
        ...

    def add_memory(
        self, *, type_: str, owner: str, user_id: str, character: str, topic: str | None, sub_topic: str | None,
        content: str, importance: int, content_hash: str, occurred_at: str, occurred_ts: float,
        valid_from_ts: float, now_iso: str, sources: Iterable[int], status: str = "active",
        valid_to_ts: float | None = None, superseded_by: int | None = None, index_now: bool = True,
    ) -> int:
        """A new memory with its sources; its id. An active one is full-text indexed now, or with
        ``index_now=False`` when the caller calls :meth:`index_memories` later (a batch that changes one
        slot several times segments it once)."""
        ...

    def change_memory(
        self, memory_id: int, *, content: str, content_hash: str, occurred_at: str, occurred_ts: float,
        now_iso: str, topic: str | None, sub_topic: str | None, sources: Iterable[int],
        importance: int | None = None, index_now: bool = True,
    ) -> bool:
        """Change an active memory in place (a list slot gained or lost an item); sources are unioned.

        Drops the memory's stored vector; True when there was one (the caller tells vector readers).
        """
        ...

    def restate_memory(self, memory_id: int, *, occurred_at: str, occurred_ts: float) -> None:
        """The memory was stated again at this (later) time."""
        ...

    def supersede_memory(self, memory_id: int, *, by: int | None, valid_to_ts: float, now_iso: str) -> bool:
        """Keep the memory as history (what replaced it, when it stopped being true); out of the full-text
        index, its vector dropped (True when there was one)."""
        ...

    def reject_memory(self, memory_id: int, *, by: int | None, now_iso: str, stamp: float) -> bool:
        """The owner says this value is wrong: superseded as of now (by *by*, the value the slot falls back to,
        if any) and marked rejected (:data:`REJECTED_PREFIX`), so that no forget's reactivation makes it current
        again; it stays in history with its sources. True when a stored vector was dropped."""
        ...

    def rejected_values(self, user_id: str, character: str) -> list[RejectedValue]:
        """The rejected profile values of one (user, character), with their sources, oldest first."""
        ...

    def rejected_among(self, memory_ids: list[int]) -> set[int]:
        """Which of these memories are rejected values."""
        ...

    def add_memory_sources(self, memory_id: int, record_ids: Iterable[int]) -> None: ...

    def memory_sources(self, memory_id: int) -> set[int]: ...

    def index_memories(self, memory_ids: Iterable[int]) -> int:
        """(Re)write the full-text entries of these memories (active ones only); how many were written."""
        ...

    def active_memories(
        self, user_id: str, character: str, *, types: tuple[str, ...] | None = None, profile: bool = False
    ) -> list[MemoryRow]:
        """Active memories of one (user, character): the profile slots, or the other (governed) types."""
        ...

    def profile_lines(self, user_id: str, character: str) -> list[tuple[str, str, str]]:
        """``(topic, sub_topic, content)`` of every active slot, by topic and sub-topic (the LLM prompt)."""
        ...

    def live_records(self, record_ids: list[int]) -> set[int]:
        """The records that still exist and were not forgotten (checked inside the write transaction)."""
        ...

    def session_speakers(self, sessions: Iterable[str]) -> dict[str, dict[str, bool]]:
        """For each session: its human speakers (case-folded) → whether one of their records is marked as
        the user's own (``extra.me``)."""
        ...

    # -- distillation: events ---------------------------------------------------------
    def event_exists(self, content_hash: str) -> bool: ...

    def add_event(
        self, *, user_id: str, character: str, session: str | None, occurred_at: str, occurred_ts: float,
        end_ts: float, summary: str, gists: list[str], tags: list[str], importance: int, content_hash: str,
        now_iso: str, record_ids: list[int],
    ) -> int:
        """A new event with its sources, full-text indexed; its id."""
        ...

    # -- reading: profile, timeline, persona --------------------------------------------
    def profile_slots(self, *, topic: str | None, history: bool) -> list[MemoryFields]:
        """The store's user's profile memories (active, or with history the superseded too), by id."""
        ...

    def profile_users_and_topics(self) -> list[tuple[str, str]]:
        """Distinct ``(user_id, topic)`` of the store's user's active profile slots (what an empty answer can
        point to: on a file's all-users handle, every user's)."""
        ...

    def sources(self, kind: str, item_ids: list[int], *, ordered: bool = True) -> dict[int, list[int]]:
        """Source record ids of each ``memory`` or ``event`` in *item_ids* (every id a key): ascending, or
        with ``ordered=False`` in no particular order (cheaper, for a caller that sorts them anyway)."""
        ...

    def events(self, *, since_ts: float | None, until_ts: float | None, last: int | None) -> list[EventFields]:
        """The store's user's events oldest → newest overlapping the time range; *last* keeps the newest N."""
        ...

    def event(self, event_id: int) -> EventFields | None: ...

    def item_in_full(self, kind: str, item_id: int) -> ItemView | None:
        """A record, memory or event in the public ``mem read`` shape (a derived item with its source
        records, :mod:`memcli.store.item_shapes`); None when the store has no such item."""
        ...

    def event_count(self) -> int: ...

    def activity_by_month(self, user_id: str) -> list[MonthCount]:
        """Records and events of *user_id* per month, oldest month first (months with neither left out)."""
        ...

    def persona_latest(self) -> PersonaVersion | None:
        """``{"version", "text", "created_at"}`` of the newest persona version."""
        ...

    def persona_version(self, version: int) -> PersonaVersion | None: ...

    def persona_history(self) -> list[PersonaVersion]:
        """Every persona version, oldest first."""
        ...

    def add_persona_version(self, version: int, text: str, created_at: str) -> None: ...

    # -- reading: what the context pack's sections show ------------------------------------
    def active_slot_lines(self) -> list[SlotLine]:
        """The profile slots of the store's user (``store.user.id``: a pack's sections are one person's, also on
        a file's all-users handle)."""
        ...

    def active_agreements(self) -> list[AgreementLine]:
        """The agreements of the store's user (``store.user.id``)."""
        ...

    def timeline_page(self, before: tuple[float, int] | None, limit: int) -> list[TimelineLine]:
        """Up to *limit* of the store's user's events (``store.user.id``) newest first, strictly before ``(occurred_ts, id)`` *before* when given
        (keyset pages: a large timeline costs only what a pack takes)."""
        ...

    def record_lines(self, record_ids: list[int]) -> dict[int, RecordLine]: ...

    def session_neighbours(
        self, records: list[RecordLine], k: int
    ) -> dict[int, tuple[list[RecordLine], list[RecordLine]]]:
        """Up to *k* records before and after each of *records* in its session (by time, then id);
        each side in no particular order. Every record with a session is a key."""
        ...

    def recent_record_lines(self, since_ts: float, until_ts: float, limit: int) -> list[RecordLine]:
        """The store's user's records (``store.user.id``) in the time range, newest first."""
        ...

    def memory_lines(self, memory_ids: list[int]) -> dict[int, MemoryLine]: ...

    def event_lines(self, event_ids: list[int]) -> dict[int, EventLine]: ...
