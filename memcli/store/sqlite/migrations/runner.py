"""Bringing a store up to date: note what it has taken, by name, then take what it lacks.

A store from before names were recorded has no ``_mem_migrations`` table;
its ``user_version`` says how many of the positional list it took, and
:data:`~memcli.store.sqlite.migrations.NAMES_OF_NUMBERED_VERSION` turns that
into names, which are recorded first (in the transaction of the first step).
Every step re-reads the table inside the write lock, so of several processes
opening an old store at once, one migrates and the others find it done.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from memcli.core.errors import MemError
from memcli.store.sqlite.transactions import transaction
from memcli.store.sqlite.migrations import (
    MIGRATIONS,
    MIGRATIONS_TABLE,
    NAMES_OF_NUMBERED_VERSION,
    SCHEMA_VERSION,
    load,
)

CREATE_MIGRATIONS_TABLE = f"CREATE TABLE {MIGRATIONS_TABLE}(name TEXT PRIMARY KEY, applied_at TEXT)"
"""``applied_at`` is UTC ISO 8601; NULL for what a store took before names were recorded (when is unknown)."""

_NOW = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')"
_KNOWN = frozenset(MIGRATIONS)


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def newer_version_message(version: int) -> str:
    return f"this store has schema version {version}, newer than this mem ({SCHEMA_VERSION}); upgrade mem"


def recorded_names(conn: sqlite3.Connection) -> list[str] | None:
    """The names in ``_mem_migrations``, in the order taken; None for a store from before names were recorded."""
    try:
        return [str(r[0]) for r in conn.execute(f"SELECT name FROM {MIGRATIONS_TABLE} ORDER BY rowid")]
    except sqlite3.OperationalError:
        exists = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE name = ?", (MIGRATIONS_TABLE,)).fetchone() is not None
        if exists:
            raise
        return None


def names_at_version(version: int) -> tuple[str, ...]:
    """The migrations a store at *version* has taken, when it has no table to say so."""
    if version > SCHEMA_VERSION:
        raise MemError(newer_version_message(version))
    if version in NAMES_OF_NUMBERED_VERSION:
        return NAMES_OF_NUMBERED_VERSION[version]
    if version < 0:
        raise MemError(f"this store has schema version {version}, which no mem writes; restore a backup")
    return MIGRATIONS[:version]  # a release after names were recorded takes them in registry order


def taken_names(conn: sqlite3.Connection) -> tuple[str, ...]:
    """What the store has taken: its recorded names, or what its ``user_version`` implies. Refuses unknown names."""
    names = recorded_names(conn)
    if names is None:
        return names_at_version(user_version(conn))
    refuse_unknown(names)
    return tuple(names)


def refuse_unknown(names: Sequence[str]) -> None:
    """One clear line when a store took a migration this mem does not have (a newer mem, or another branch)."""
    unknown = [n for n in names if n not in _KNOWN]
    if unknown:
        more = f" and {len(unknown) - 1} more" if len(unknown) > 1 else ""
        raise MemError(f"this store has migration {unknown[0]!r}{more}, newer than this mem; upgrade mem")


def migrate(conn: sqlite3.Connection, targets: Sequence[str] = MIGRATIONS) -> int:
    """Take every migration of *targets* the store lacks, in registry order; returns the new ``user_version``.

    *targets* other than all of them are for building the schema of an older
    store (tests, the reference schemas of :mod:`memcli.store.sqlite.expected_schema`).
    """
    version = user_version(conn)
    if version > SCHEMA_VERSION:
        raise MemError(newer_version_message(version))
    if version == SCHEMA_VERSION:  # the common case, one small read: already current
        names = recorded_names(conn)
        if names is not None and len(names) == SCHEMA_VERSION and _KNOWN.issuperset(names):
            return version
    chosen = set(targets)
    if not chosen <= _KNOWN:
        raise KeyError(f"no migration named {sorted(chosen - _KNOWN)[0]!r}")
    wanted = [n for n in MIGRATIONS if n in chosen]
    while True:
        with transaction(conn):
            taken = _recorded_or_numbered(conn)
            pending = [n for n in wanted if n not in taken]
            if not pending:
                _set_version(conn, len(taken))
                return len(taken)
            step = load(pending[0])
            if step.transactional:
                step.apply(conn)
                _record(conn, step.name)
                continue
        step.apply(conn)  # outside any transaction (VACUUM); harmless if another process ran it too
        with transaction(conn):
            _record(conn, step.name)


def _recorded_or_numbered(conn: sqlite3.Connection) -> set[str]:
    """Inside the write lock: the names taken, after recording those an older store's number implies."""
    names = recorded_names(conn)
    if names is None:
        implied = names_at_version(user_version(conn))
        conn.execute(CREATE_MIGRATIONS_TABLE)
        conn.executemany(f"INSERT INTO {MIGRATIONS_TABLE}(name, applied_at) VALUES (?, NULL)",
                         [(n,) for n in implied])
        names = list(implied)
    refuse_unknown(names)
    return set(names)


def _record(conn: sqlite3.Connection, name: str) -> None:
    conn.execute(f"INSERT OR IGNORE INTO {MIGRATIONS_TABLE}(name, applied_at) VALUES (?, {_NOW})", (name,))
    count = conn.execute(f"SELECT COUNT(*) FROM {MIGRATIONS_TABLE}").fetchone()[0]
    _set_version(conn, int(count))


def _set_version(conn: sqlite3.Connection, version: int) -> None:
    if user_version(conn) != version:
        conn.execute(f"PRAGMA user_version = {int(version)}")
