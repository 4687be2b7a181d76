"""Stored memories and events as the typed rows of :mod:`memcli.store.protocols.memories`, for every backend.

Both backends select the same columns in the same order (:data:`MEMORY_COLUMNS`,
:data:`EVENT_COLUMNS`, the fields of the row types themselves) and turn each
row into its typed dict here, so the two cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from memcli.store.protocols.views import EventFields, MemoryFields

MEMORY_FIELDS: tuple[str, ...] = tuple(MemoryFields.__annotations__)
EVENT_FIELDS: tuple[str, ...] = tuple(EventFields.__annotations__)
MEMORY_COLUMNS = ", ".join(MEMORY_FIELDS)
"""The columns of a :class:`MemoryFields` row, in its order (for ``SELECT``)."""
EVENT_COLUMNS = ", ".join(EVENT_FIELDS)
"""The columns of an :class:`EventFields` row, in its order (for ``SELECT``)."""


def memory_fields(values: Sequence[Any]) -> MemoryFields:
    """A row selected as :data:`MEMORY_COLUMNS`, by name."""
    return cast(MemoryFields, dict(zip(MEMORY_FIELDS, values, strict=True)))


def event_fields(values: Sequence[Any]) -> EventFields:
    """A row selected as :data:`EVENT_COLUMNS`, by name."""
    return cast(EventFields, dict(zip(EVENT_FIELDS, values, strict=True)))
