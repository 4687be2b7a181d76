"""The PostgreSQL implementation of :class:`memcli.store.protocols.Store`.

One connection per store (:class:`~memcli.store.postgres.connection.Connection`:
statement timeout, reconnect between transactions; its own in a one-shot
command, leased from :mod:`memcli.store.postgres.pool` in a long-lived process); the areas are small
objects over it, made on first use, under the same property names as
:class:`memcli.store.sqlite.store.SqliteStore`. Many users share one
database: a store opened *for* a user sets ``app.user`` on its connection,
and row-level security (see :mod:`memcli.store.postgres.schema`) keeps every
statement inside that user's rows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from memcli.core.errors import MemError
from memcli.store.location import display_url
from memcli.store.postgres.connection import Connection
from memcli.store.postgres.fulltext.lexemes import Stemmer
from memcli.store.postgres.schema import open_session

if TYPE_CHECKING:
    from memcli.store.postgres.pool import ConnectionPool

T = TypeVar("T")


def _no_stem(word: str) -> str:
    return word


class PostgresMeta:
    """The user's rows of the ``meta`` table (flush marks, settings fingerprints are per person), and a
    change counter kept by triggers (one row per user)."""

    def __init__(self, store: PostgresStore) -> None:
        self._db = store.db
        self._user = store.user

    def get(self, key: str, default: str | None = None) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE user_id = %s AND key = %s", (self._user, key)).fetchone()
        return row[0] if row else default

    def set(self, key: str, value: str) -> None:
        self._db.execute(
            "INSERT INTO meta(user_id, key, value) VALUES (%s, %s, %s) "
            "ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value", (self._user, key, value))

    def change_counter(self) -> int:
        """Statements that changed the user's rows, committed so far: a cache key (another user's writes do not
        move it), not a count to trust."""
        row = self._db.execute("SELECT coalesce(sum(n), 0) FROM changes WHERE user_id = %s", (self._user,)).fetchone()
        return int(row[0])


class PostgresStore:
    """One user's memory in a PostgreSQL database that may hold many users'.

    Every area reads and writes only *user*'s rows: the queries say so, and
    row-level security (``app.user``, set on the connection) enforces it.
    *connection* lets several stores share one connection one after another
    (a benchmark, an app serving users in turn); each store made on it
    switches ``app.user`` to its own user. *pool* (a long-lived process)
    lends the store a connection until :meth:`close` gives it back.
    """

    def __init__(
        self,
        url: str,
        home: Path,
        *,
        user: str,
        read_only: bool = False,
        create: bool = True,
        stem: Stemmer = _no_stem,
        connection: Connection | None = None,
        pool: ConnectionPool | None = None,
    ) -> None:
        if not user:
            # row-level security reads an empty app.user as an operator's session that sees every user
            raise MemError("a PostgreSQL store is opened for one user, and the user id is empty")
        self.url = url
        self.home = home
        self.user = user
        self.read_only = read_only
        self.stem = stem
        self._owns_connection = connection is None
        if connection is not None:
            self.db = connection
        else:
            self.db = pool.lease() if pool is not None else Connection(url)
        try:
            # one round trip: the user for row-level security, and the schema checked (migrated if behind)
            self.identity = open_session(self.db, user, create=create and not read_only)
            self.db.on_connect("SELECT set_config('app.user', %s, false)", (user,), replace=True, run=False)
        except BaseException:
            if self._owns_connection:
                self.db.close()
            raise
        self._areas: dict[str, Any] = {}

    def __repr__(self) -> str:
        return f"PostgresStore(url={display_url(self.url)!r}, user={self.user!r})"

    def _area(self, name: str, make: Callable[[PostgresStore], T]) -> T:
        area = self._areas.get(name)
        if area is None:
            area = self._areas[name] = make(self)
        return area  # type: ignore[no-any-return]

    @property
    def meta(self) -> PostgresMeta:
        return self._area("meta", PostgresMeta)

    @property
    def records(self) -> Any:
        from memcli.store.postgres.records import PostgresRecords

        return self._area("records", PostgresRecords)

    @property
    def fulltext(self) -> Any:
        from memcli.store.postgres.fulltext.area import PostgresFullText

        return self._area("fulltext", PostgresFullText)

    @property
    def flushing(self) -> Any:
        from memcli.store.postgres.flushing import PostgresFlushing

        return self._area("flushing", PostgresFlushing)

    @property
    def cues(self) -> Any:
        from memcli.store.postgres.cues import PostgresCues

        return self._area("cues", PostgresCues)

    @property
    def vectors(self) -> Any:
        from memcli.store.postgres.vectors import PostgresVectors

        return self._area("vectors", PostgresVectors)

    @property
    def memories(self) -> Any:
        from memcli.store.postgres.memories.area import PostgresMemories

        return self._area("memories", PostgresMemories)

    @property
    def people(self) -> Any:
        from memcli.store.postgres.people import PostgresPeople

        return self._area("people", PostgresPeople)

    @property
    def exchange(self) -> Any:
        from memcli.store.postgres.exchange.area import PostgresExchange

        return self._area("exchange", PostgresExchange)

    @property
    def upkeep(self) -> Any:
        from memcli.store.postgres.upkeep.area import PostgresUpkeep

        return self._area("upkeep", PostgresUpkeep)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        with self.db.transaction():
            yield

    def close(self) -> None:
        if self._owns_connection:
            self.db.close()
