"""Photo and object cues attached to records, and lookups by cue key."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypedDict

if TYPE_CHECKING:
    from memcli.core.record_types import Cue


class CueListing(TypedDict):
    """A registered cue as ``mem cues`` lists it."""

    kind: str
    key: str
    label: str
    records: int
    """How many records link to it."""
    last_at: str | None
    """The time of its newest record."""
    created_at: str


class CueStore(Protocol):
    """Photo and object cues attached to records, and lookups by cue key.

    A cue is ``(id, kind, key, label)``; keys are unique (``photo:sha256:…``, ``place:westlake``).
    """

    def by_key(self, key: str) -> tuple[int, str, str, str] | None:
        """The cue with exactly this key."""
        ...

    def by_prefix(self, prefix: str, limit: int) -> list[tuple[int, str, str, str]]:
        """Up to *limit* cues whose key starts with *prefix*, in key order."""
        ...

    def record_ids(self, cue_id: int, *, since_ts: float | None = None, until_ts: float | None = None,
                   limit: int = -1) -> list[int]:
        """Ids of the records linked to the cue (time in [since, until]), newest first; -1 = no limit."""
        ...

    def of_records(self, record_ids: list[int]) -> dict[int, list[tuple[str, str, str]]]:
        """The cues ``(kind, key, label)`` linked to each of these records (records without cues left out)."""
        ...

    def listing(self, kind: str | None = None) -> list[CueListing]:
        """Every cue (of *kind*) with its record count and latest record time, by kind then key
        (``kind``, ``key``, ``label``, ``records``, ``last_at``, ``created_at``)."""
        ...

    def ensure(self, cue: Cue) -> int:
        """The id of the cue with *cue*'s key, registering it first if new (a missing label is filled in)."""
        ...
