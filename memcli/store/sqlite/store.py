"""The SQLite implementation of :class:`memcli.store.protocols.Store`.

One connection per store; each area (records, full text, vectors, …) is a
small object over that connection, made on first use so that a command pays
only for the areas it touches (the read fast path imports little).

A file may hold several people's rows. The store is opened for one
:class:`~memcli.store.protocols.users.StoreUser`: a named user's store adds
``user_id = ?`` to what each area reads (inside the statement, before its
``LIMIT``), and the file's all-users handle reads the file as a whole,
through the plain statements.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from memcli.store.protocols.users import StoreUser, every_user_of_file
from memcli.store.sqlite.db import get_meta, set_meta, transaction

if TYPE_CHECKING:  # each area is imported when first used (the read fast path imports few)
    from memcli.store.sqlite.cues import SqliteCues
    from memcli.store.sqlite.exchange.area import SqliteExchange
    from memcli.store.sqlite.flushing import SqliteFlushing
    from memcli.store.sqlite.fulltext.area import SqliteFullText
    from memcli.store.sqlite.memories.area import SqliteMemories
    from memcli.store.sqlite.people import SqlitePeople
    from memcli.store.sqlite.records import SqliteRecords
    from memcli.store.sqlite.upkeep.area import SqliteUpkeep
    from memcli.store.sqlite.vectors.area import SqliteVectors

T = TypeVar("T")


class SqliteMeta:
    """Rows of the ``meta`` table, and SQLite's own change counter."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def get(self, key: str, default: str | None = None) -> str | None:
        return get_meta(self._conn, key, default)

    def set(self, key: str, value: str) -> None:
        set_meta(self._conn, key, value)

    def change_counter(self) -> int:
        # PRAGMA data_version moves when another connection commits, total_changes with this connection's
        # own writes; both are cheap to read. Packed into one int (own changes in the low 40 bits).
        version = int(self._conn.execute("PRAGMA data_version").fetchone()[0])
        return (version << 40) + self._conn.total_changes


class SqliteStore:
    """A store in one SQLite file under *home*, opened for *user* (default: the file's all-users handle)."""

    def __init__(self, conn: sqlite3.Connection, home: Path, *, read_only: bool = False,
                 user: StoreUser | None = None) -> None:
        self.conn = conn
        self.home = home
        self.read_only = read_only
        self._user = user if user is not None else every_user_of_file()
        self._areas: dict[str, Any] = {}
        self._list_kept: bool | None = None  # whether file_users can be trusted, once asked

    def holds_only_its_user(self) -> bool:
        """Whether the file has held rows of nobody but the store's user (``file_users``), so that reads may
        skip keeping to the user; False for the all-users handle and whenever the list cannot be trusted."""
        from memcli.store.sqlite.file_users import list_kept, nobody_else

        user = self._user.only
        if user is None:
            return False
        if self._list_kept is None:
            self._list_kept = list_kept(self.conn)
        return self._list_kept and nobody_else(self.conn, user)

    @property
    def user(self) -> StoreUser:
        return self._user

    def __repr__(self) -> str:
        return f"SqliteStore(home={self.home!r}, user={self._user.only!r})"

    def _area(self, name: str, make: Callable[[SqliteStore], T]) -> T:
        area = self._areas.get(name)
        if area is None:
            area = self._areas[name] = make(self)
        return area

    @property
    def meta(self) -> SqliteMeta:
        return self._area("meta", lambda s: SqliteMeta(s.conn))

    @property
    def records(self) -> SqliteRecords:
        from memcli.store.sqlite.records import SqliteRecords

        return self._area("records", SqliteRecords)

    @property
    def fulltext(self) -> SqliteFullText:
        from memcli.store.sqlite.fulltext.area import SqliteFullText

        return self._area("fulltext", SqliteFullText)

    @property
    def cues(self) -> SqliteCues:
        from memcli.store.sqlite.cues import SqliteCues

        return self._area("cues", SqliteCues)

    @property
    def vectors(self) -> SqliteVectors:
        from memcli.store.sqlite.vectors.area import SqliteVectors

        return self._area("vectors", SqliteVectors)

    @property
    def memories(self) -> SqliteMemories:
        from memcli.store.sqlite.memories.area import SqliteMemories

        return self._area("memories", SqliteMemories)

    @property
    def people(self) -> SqlitePeople:
        from memcli.store.sqlite.people import SqlitePeople

        return self._area("people", SqlitePeople)

    @property
    def flushing(self) -> SqliteFlushing:
        from memcli.store.sqlite.flushing import SqliteFlushing

        return self._area("flushing", SqliteFlushing)

    @property
    def exchange(self) -> SqliteExchange:
        from memcli.store.sqlite.exchange.area import SqliteExchange

        return self._area("exchange", SqliteExchange)

    @property
    def upkeep(self) -> SqliteUpkeep:
        from memcli.store.sqlite.upkeep.area import SqliteUpkeep

        return self._area("upkeep", SqliteUpkeep)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        with transaction(self.conn):
            yield

    def close(self) -> None:
        self.conn.close()


def open_sqlite_store(home: Path, *, create: bool = True, user: StoreUser | None = None) -> SqliteStore:
    """The store in *home* opened for writing (created and migrated on first use unless ``create=False``)."""
    from memcli.store.sqlite.db import connect

    return SqliteStore(connect(home, create=create), home, user=user)


def open_sqlite_store_for_reading(home: Path, *, user: StoreUser | None = None) -> SqliteStore:
    """The store in *home* for a command that only reads: missing is an error, unwritable opens read-only."""
    from memcli.store.sqlite.db import connect_for_reading, store_writable

    return SqliteStore(connect_for_reading(home), home, read_only=not store_writable(home), user=user)


def open_scratch_store(home: Path, *, user: StoreUser | None = None) -> SqliteStore:
    """An empty store in memory at the current schema (what a dry run counts against); *home* is where its
    caches would go."""
    from memcli.store.sqlite.db import connect_scratch

    return SqliteStore(connect_scratch(), home, user=user)
