"""Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from memcli.store.protocols.views import CueLink, RecordSource, RecordView

if TYPE_CHECKING:
    from memcli.core.record_types import NewRecord

__all__ = ["CueLink", "InsertResult", "RecordSource", "RecordStore", "RecordView"]


class InsertResult:
    """What an insert did: the ids of new records, how many were skipped, how many of those were forgotten.

    A plain class, not a dataclass: this module is on the read fast path, and
    :mod:`dataclasses` pulls in :mod:`inspect`.
    """

    __slots__ = ("new_ids", "skipped", "forgotten")

    def __init__(self) -> None:
        self.new_ids: list[int] = []
        self.skipped = 0
        self.forgotten = 0


class RecordStore(Protocol):
    """Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""

    def insert(self, records: Iterable[NewRecord], *, default_user: str, batch_size: int = ...) -> InsertResult:
        """Store the records that are neither stored already nor forgotten (a watermark holds their hash).

        Each new record is indexed for full-text search, linked to its cues
        and queued for distillation, in input order. Call inside
        :meth:`memcli.store.protocols.Store.transaction`.
        """
        ...

    def get(self, record_id: int) -> RecordView | None:
        """One record of the store's user in the public ``mem read`` shape (with its cues), or None."""
        ...

    def id_for_hash(self, digest: str) -> int | None:
        """The id of the stored record with dedup hash *digest* (:func:`memcli.store.text.record_hash`)."""
        ...
