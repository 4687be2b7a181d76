"""Opening a store, and what its driver's failure means: the one place outside the backends that knows them.

Everything above :mod:`memcli.store` asks here for a :class:`~memcli.store.protocols.Store`
opened for one :class:`~memcli.store.protocols.users.StoreUser` and then
speaks only the Protocols; which backend answers is decided by the URL
(:mod:`memcli.store.location`): none is the SQLite file in the home folder,
``postgresql://…`` a database of many users. Backends are imported on
first use, so a command pays only for the one it opens.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memcli.store.protocols import Store
    from memcli.store.protocols.exchange import BackupSource
    from memcli.store.protocols.users import StoreUser


def open_store(
    url: str | None,
    home: Path,
    user: StoreUser,
    *,
    read_only: bool = False,
    create: bool = True,
    pooled: bool = False,
    stem: Callable[[str], str] | None = None,
) -> Store:
    """The store at *url* (None: the SQLite file in *home*) opened for *user*.

    *read_only*: a command that only reads (a missing SQLite store is an
    error, an unwritable one opens read-only; a database gets no schema
    changes). *create*: a missing SQLite store is created and migrated;
    without it that is an error. *pooled*: a long-lived process leases the
    PostgreSQL connection from its bounded pool for *url* (:meth:`Store.close`
    gives it back). *stem* is how the PostgreSQL index stems English words
    (the SQLite index's porter tokenizer, so both rank alike).
    """
    if url is None:
        from memcli.store.sqlite.store import open_sqlite_store, open_sqlite_store_for_reading

        if read_only:
            return open_sqlite_store_for_reading(home, user=user)
        return open_sqlite_store(home, create=create, user=user)
    if user.every_user:
        raise ValueError("a PostgreSQL store is opened for one user; it has no all-users handle")
    from memcli.store.postgres.store import PostgresStore

    pool = None
    if pooled:
        from memcli.store.postgres.pool import pool_for

        pool = pool_for(url)
    if stem is None:
        return PostgresStore(url, home, user=user.id, read_only=read_only, create=create, pool=pool)
    return PostgresStore(url, home, user=user.id, read_only=read_only, create=create, pool=pool, stem=stem)


def store_users(url: str | None, home: Path) -> list[str] | None:
    """The users an upkeep command without ``--user`` works through one by one: every user with rows in the
    database at *url*; None for the SQLite file in *home*, whose all-users handle covers them in one store."""
    if url is None:
        return None
    from memcli.store.postgres.store import database_users

    return database_users(url)


def open_scratch_store(home: Path, user: StoreUser) -> Store:
    """An empty store in memory at the current schema, for *user*: what a dry run counts against, writing
    nothing anywhere (*home* is where caches would go)."""
    from memcli.store.sqlite.store import open_scratch_store as scratch

    return scratch(home, user=user)


def open_backup(path: Path) -> BackupSource:
    """A ``mem backup`` file opened and checked for :meth:`~memcli.store.protocols.exchange.Exchange.restore_backup`
    (a MemError when it is not one); backups are SQLite files."""
    from memcli.store.sqlite.exchange.backup import open_backup as open_sqlite_backup

    return open_sqlite_backup(path)


def store_exists(url: str | None, home: Path) -> bool:
    """Whether there is a store to open without creating one: the SQLite file in *home* (a database named
    by *url* always counts: the server, not a file, is what must exist)."""
    if url is not None:
        return True
    from memcli.store.sqlite.db import db_path

    return db_path(home).exists()


def store_writable(url: str | None, home: Path) -> bool:
    """Whether this process may change the store (a database: the server decides, statement by statement)."""
    if url is not None:
        return True
    from memcli.store.sqlite.db import store_writable as writable

    return writable(home)


def prepare_home(home: Path) -> None:
    """Create the home folder (the SQLite store, ``config.toml``, caches), private to the user (0700)."""
    from memcli.store.sqlite.db import ensure_home

    ensure_home(home)


def read_only_message(home: Path) -> str:
    """What a change to a read-only home or store says (one line)."""
    from memcli.store.sqlite.db import read_only_message as message

    return message(home)


def store_failure_message(exc: BaseException, home: Path | None) -> str | None:
    """What a SQLite or PostgreSQL driver error that reached a front end means, in one line a user can act on
    (a full disk, a locked or broken store, a server error), or None if *exc* is not one. Each backend names
    its own driver's failures, so neither front end knows a driver."""
    from memcli.store.postgres.failures import store_failure_message as postgres_failure
    from memcli.store.sqlite.failures import store_failure_message as sqlite_failure

    return sqlite_failure(exc, home) or postgres_failure(exc, home)


def close_shared_connections() -> None:
    """Close the connections a long-lived process keeps for its stores (the PostgreSQL pools), if any."""
    import sys

    if sys.modules.get("memcli.store.postgres.pool") is not None:
        from memcli.store.postgres.pool import close_pools

        close_pools()
