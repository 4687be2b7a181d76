"""Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from memcli.core.record_types import NewRecord


class InsertOutcome(Protocol):
    """What an insert did: the ids of new records, how many were skipped, how many of those were forgotten."""

    new_ids: list[int]
    skipped: int
    forgotten: int


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
