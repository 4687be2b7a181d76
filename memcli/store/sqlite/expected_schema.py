"""The schema mem creates, and how a store's schema differs from it.

``mem doctor`` (its ``schema`` check) and ``mem restore`` (vetting a backup)
compare a store, object by object, with a fresh store that took the same
migrations: a trigger or view mem never makes could copy every forgotten
text elsewhere or shadow a table, and a changed table would break recall.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from memcli.store.sqlite.migrations import MIGRATIONS_TABLE, NAMES_OF_NUMBERED_VERSION, SCHEMA_VERSION
from memcli.store.sqlite.migrations.runner import migrate, names_at_version, recorded_names, refuse_unknown

__all__ = [
    "SCHEMA_VERSION", "SQLITE_OWN_TABLES", "describe_differences", "reference_schema", "reference_schema_of",
    "schema_differences", "schema_objects",
]

SQLITE_OWN_TABLES = frozenset({"sqlite_stat1", "sqlite_stat4", "sqlite_sequence"})
"""Tables SQLite itself makes (ANALYZE, AUTOINCREMENT); their SQL is SQLite's, not a file's choice."""


def schema_objects(conn: sqlite3.Connection) -> dict[tuple[str, str], str]:
    """Every object in ``sqlite_master`` as ``(type, name) → SQL`` (whitespace runs collapsed; "" for none)."""
    return {
        (str(kind), str(name)): " ".join(str(sql).split()) if sql is not None else ""
        for kind, name, sql in conn.execute("SELECT type, name, sql FROM sqlite_master")
    }


_REFERENCE: dict[tuple[frozenset[str], bool], dict[tuple[str, str], str]] = {}


def reference_schema_of(names: Iterable[str], *, numbered: bool = False) -> dict[tuple[str, str], str]:
    """The objects of a fresh store that took the migrations *names*: they run on an empty in-memory database.

    *numbered*: as a release from before names were recorded made it, without the migrations table.
    """
    key = (frozenset(names), numbered)
    if key not in _REFERENCE:
        refuse_unknown(sorted(key[0]))
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            migrate(conn, sorted(key[0]))
            if numbered:
                conn.execute(f"DROP TABLE {MIGRATIONS_TABLE}")
            _REFERENCE[key] = schema_objects(conn)
        finally:
            conn.close()
    return _REFERENCE[key]


def reference_schema(version: int) -> dict[tuple[str, str], str]:
    """The objects a fresh store of schema *version* has (for 1..7, as the releases before names made it)."""
    if not 1 <= version <= SCHEMA_VERSION:
        raise ValueError(f"no schema version {version}")
    return reference_schema_of(names_at_version(version), numbered=version in NAMES_OF_NUMBERED_VERSION)


def schema_differences(conn: sqlite3.Connection, version: int | None = None) -> list[tuple[str, str, str]]:
    """How *conn*'s schema differs from the one mem creates: ``(what, type, name)`` sorted.

    *what* is ``foreign`` (an object mem never makes), ``changed`` (one of
    mem's objects with other SQL, e.g. a renamed column) or ``missing``.
    Compared by name and SQL with a fresh store that took the migrations
    *conn* records; a store from before names were recorded is compared
    with :func:`reference_schema` of its own ``user_version`` (or *version*),
    and has no migrations table to compare.
    """
    names = recorded_names(conn)
    if names is None:
        if version is None:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if not 1 <= version <= SCHEMA_VERSION:
            raise ValueError(f"no schema version {version}")
        want = reference_schema_of(names_at_version(version), numbered=True)
    else:
        want = reference_schema_of(names)
    have = schema_objects(conn)
    out: list[tuple[str, str, str]] = []
    for key, sql in have.items():
        if key[0] == "table" and key[1] in SQLITE_OWN_TABLES:
            continue
        if key not in want:
            out.append(("foreign", *key))
        elif want[key] != sql:
            out.append(("changed", *key))
    out.extend(("missing", *key) for key in want if key not in have)
    return sorted(out)


def describe_differences(diffs: list[tuple[str, str, str]], limit: int = 4) -> str:
    """``foreign trigger k, changed table records, …`` for an error or doctor line."""
    parts = [f"{what} {kind} {name!r}" for what, kind, name in diffs[:limit]]
    if len(diffs) > limit:
        parts.append(f"{len(diffs) - limit} more")
    return ", ".join(parts)
