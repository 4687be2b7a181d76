"""The storage interface: what the rest of ``mem`` may ask of a store.

Everything above :mod:`memcli.store` (ingest, distill, recall, context, the
api) talks to a :class:`Store` and never to a database driver. A backend
(:mod:`memcli.store.sqlite`, :mod:`memcli.store.postgres`) implements each area
Protocol; the areas are narrow so that a backend can be written and tested one
at a time. A store is opened for one user (:class:`~memcli.store.protocols.users.StoreUser`)
and keeps that user for its life; :func:`memcli.store.opening.open_store` opens one.

Values crossing this line are domain types (dataclasses, named tuples, the
typed dicts of :mod:`memcli.store.protocols.views`, ints and strings), never
driver rows or cursors.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from memcli.store.protocols.users import StoreUser

if TYPE_CHECKING:
    from memcli.store.protocols.cues import CueStore
    from memcli.store.protocols.exchange import Exchange
    from memcli.store.protocols.flushing import FlushState
    from memcli.store.protocols.fulltext import FullTextIndex
    from memcli.store.protocols.memories import MemoryStore
    from memcli.store.protocols.people import PeopleStore
    from memcli.store.protocols.records import RecordStore
    from memcli.store.protocols.upkeep import Upkeep
    from memcli.store.protocols.vectors import VectorIndex

# The area Protocols load on first use: a backend module that imports one area's value types (on the read
# fast path) should not pay for building every Protocol class.
_AREAS = {
    "CueStore": "cues", "Exchange": "exchange", "FlushState": "flushing", "FullTextIndex": "fulltext",
    "MemoryStore": "memories", "PeopleStore": "people", "RecordStore": "records", "Upkeep": "upkeep",
    "VectorIndex": "vectors",
}


def __getattr__(name: str) -> Any:
    module = _AREAS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


class MetaStore(Protocol):
    """Small named values kept with the store (schema facts, flush marks, settings fingerprints)."""

    def get(self, key: str, default: str | None = None) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def change_counter(self) -> int:
        """A number that changes whenever a write is committed, by this connection or another (cache
        invalidation: an unchanged number means nothing was written since)."""
        ...


class Store(Protocol):
    """One open store, for one user: the area interfaces plus transactions."""

    home: Path
    read_only: bool

    @property
    def user(self) -> StoreUser:
        """Whose memory this store was opened for (fixed for the store's life)."""
        ...

    @property
    def meta(self) -> MetaStore: ...
    @property
    def records(self) -> RecordStore: ...
    @property
    def fulltext(self) -> FullTextIndex: ...
    @property
    def cues(self) -> CueStore: ...
    @property
    def vectors(self) -> VectorIndex: ...
    @property
    def memories(self) -> MemoryStore: ...
    @property
    def people(self) -> PeopleStore: ...
    @property
    def flushing(self) -> FlushState: ...
    @property
    def exchange(self) -> Exchange: ...
    @property
    def upkeep(self) -> Upkeep: ...

    def transaction(self) -> AbstractContextManager[None]:
        """All writes inside commit together or not at all; nested use joins the outer one."""
        ...

    def close(self) -> None: ...


__all__ = [
    "CueStore",
    "Exchange",
    "FlushState",
    "FullTextIndex",
    "Iterator",
    "MemoryStore",
    "MetaStore",
    "PeopleStore",
    "RecordStore",
    "Store",
    "StoreUser",
    "Upkeep",
    "VectorIndex",
]
