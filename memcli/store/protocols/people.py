"""The people index: persons, their facts and the records each fact came from."""

from __future__ import annotations

from typing import Protocol


class PeopleStore(Protocol):
    """The people index: persons, their facts and the records each fact came from."""
