"""Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    from memcli.core.record_types import NewRecord


class InsertOutcome(Protocol):
    """What an insert did: the ids of new records, how many were skipped, how many of those were forgotten."""

    new_ids: list[int]
    skipped: int
    forgotten: int


class ChatTurn(NamedTuple):
    """One record of a chat as "who is the user" sees it: its speaker and whether it is marked the user's."""

    id: int
    user_id: str
    character: str
    session: str
    role: str
    speaker: str | None
    me: bool
    """``extra.me``: the import (the exporting app, or ``--me``) marked it as the user's."""


class RecordStore(Protocol):
    """Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""

    def insert(self, records: Iterable[NewRecord], *, default_user: str, batch_size: int = ...) -> InsertOutcome:
        """Store the records that are neither stored already nor forgotten (a watermark holds their hash).

        Each new record is indexed for full-text search, linked to its cues
        and queued for distillation, in input order. Call inside
        :meth:`memcli.store.protocols.Store.transaction`.
        """
        ...

    def get(self, record_id: int) -> dict[str, Any] | None:
        """One record in the public ``mem read`` shape (with its cues), or None."""
        ...

    def id_for_hash(self, digest: str) -> int | None:
        """The id of the stored record with dedup hash *digest* (:func:`memcli.store.text.record_hash`)."""
        ...

    def speaker_sessions(self, user_id: str | None, record_ids: Iterable[int] | None = None) -> list[tuple[str, str, str]]:
        """Distinct ``(user, session, speaker as written)`` of the turns that have a session and a speaker
        (of *user_id*, every user when None; only among *record_ids* when given), sorted."""
        ...

    def session_turns(self, user_id: str, sessions: Iterable[str]) -> list[ChatTurn]:
        """Every record of the user's *sessions*, in time order (then id)."""
        ...

    def mark_me(self, record_ids: Iterable[int], me: bool) -> int:
        """Mark the records as the user's words (``extra.me`` true) or unmark them; how many changed.

        Nothing else of a record changes: its text, dedup hash and full-text row stay.
        """
        ...
