"""The people index: persons, their facts and the records each fact came from."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol


@dataclass
class PersonRow:
    """A person in one (user, character)'s life; *name* or *relation* may be unknown."""

    id: int
    user_id: str
    character: str
    name: str | None
    relation: str | None
    updated_ts: float


@dataclass
class FactRow:
    """One fact about a person (``attr`` = ``value``), active or superseded, with its source records."""

    id: int
    person_id: int
    attr: str
    value: str
    status: str
    occurred_at: str
    occurred_ts: float
    sources: list[int] = field(default_factory=list)


class SourceRecord(NamedTuple):
    """A record as the people index is rebuilt from (*extra* is the stored JSON text)."""

    id: int
    text: str
    role: str
    speaker: str | None
    user_id: str
    character: str
    session: str | None
    occurred_at: str
    occurred_ts: float
    extra: str | None


class PeopleStore(Protocol):
    """The people index: persons, their facts and the records each fact came from.

    A store made before the index existed has none: :meth:`available` says so,
    and the readers then answer empty.
    """

    def available(self) -> bool:
        """Whether this store has a people index."""
        ...

    def people(self, user_id: str | None, character: str | None = None) -> list[PersonRow]:
        """The store's user's persons (of one *user_id* / *character* when given: a flush's buffer), by id."""
        ...

    def names(self, user_id: str) -> list[str]:
        """The known names of the user's people (empty for a store without the index)."""
        ...

    def add_person(self, user_id: str, character: str, name: str | None, relation: str | None, ts: float,
                   now_iso: str) -> int: ...

    def update_person(self, person_id: int, *, name: str | None, relation: str | None, ts: float) -> None:
        """Set name and relation; the person's last-seen time only moves forward."""
        ...

    def facts(self, person_ids: Iterable[int], *, history: bool = False) -> list[FactRow]:
        """Active facts (with *history* the superseded too) of these persons, oldest first, with sources."""
        ...

    def add_fact(self, person_id: int, attr: str, value: str, *, status: str, occurred_at: str,
                 occurred_ts: float, now_iso: str, sources: Iterable[int]) -> int: ...

    def add_fact_sources(self, fact_id: int, sources: Iterable[int]) -> None: ...

    def set_fact_status(self, fact_id: int, status: str) -> None: ...

    def restate_fact(self, fact_id: int, occurred_at: str, occurred_ts: float) -> None:
        """The fact was stated again; its time moves forward only."""
        ...

    def forget_records(self, record_ids: list[int], single: frozenset[str]) -> int:
        """Drop what was derived from *record_ids* (see :func:`memcli.store.sqlite.people.forget_records`)."""
        ...

    def forget_facts(self, fact_ids: list[int], single: frozenset[str]) -> int:
        """Delete the facts *fact_ids* with the rules of :meth:`forget_records`; how many went."""
        ...

    def clear(self) -> None:
        """Empty the store's user's part of the index (``mem reindex`` derives it again from the records)."""
        ...

    def all_records(self) -> Iterator[SourceRecord]:
        """Every record of the store's user(s) as the index is rebuilt from, per (user, character) in time
        order."""
        ...
