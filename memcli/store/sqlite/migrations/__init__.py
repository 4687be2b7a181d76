"""Schema migrations, known by name: the registry and what a migration module looks like.

A store records every migration it has taken, by name, in ``_mem_migrations``
(the runner, :mod:`memcli.store.sqlite.migrations.runner`, keeps it). Names,
not positions: two branches that each add a migration add two different
names, and after the merge a store that took one of them takes just the
other.

Each migration is a module of this package named as the migration, with
``apply(conn)``. A module never imports the rest of memcli (only this
package): what it needs of the codecs or text rules of its time is copied
into it, so a later change of the live code cannot change what an old
migration does to a store. Never edit a released migration; add a module and
append its name to :data:`MIGRATIONS`.

``apply`` runs inside the transaction that records the name, so a migration
is all or nothing. A module that sets ``TRANSACTIONAL = False`` (VACUUM cannot
run in a transaction) runs outside it and is recorded afterwards; it must be
harmless to run twice, since two processes may both start it.

``PRAGMA user_version`` stays the number of migrations a store has taken.
Releases before named migrations read only that number, so they still refuse
a store that took more migrations than they know, and a read-only open can
tell a current store from the file header alone.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

MIGRATIONS: tuple[str, ...] = (
    "m001_initial",
    "m002_embeddings_compact",
    "m003_embeddings_nibble",
    "m004_buffer_prune_done",
    "m005_embeddings_int_key",
    "m006_fts_symbol_tokens",
    "m007_people",
    "m008_vacuum_freed_pages",
    "m009_file_users",
)
"""Every migration, in the order a new store takes them. Append only."""

READABLE_WITHOUT: frozenset[str] = frozenset({"m009_file_users"})
"""Migrations that only make reads cheaper: a store opened read-only (a backup on a read-only mount)
that lacks them is read as it is, the slower way, rather than refused."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The ``user_version`` of a store that took every migration this mem knows."""

MIGRATIONS_TABLE = "_mem_migrations"
"""The table naming the migrations a store has taken (one row each, with when)."""

_NUMBERED = (
    "m001_initial", "m002_embeddings_compact", "m003_embeddings_nibble", "m004_buffer_prune_done",
    "m005_embeddings_int_key", "m006_fts_symbol_tokens", "m007_people",
)
_VACUUM = "m008_vacuum_freed_pages"
NAMES_OF_NUMBERED_VERSION: dict[int, tuple[str, ...]] = {
    version: _NUMBERED[:version] + ((_VACUUM,) if version >= 5 else ()) for version in range(len(_NUMBERED) + 1)
}
"""What a store from before names were recorded has taken, by its ``user_version``. Frozen.

Those releases applied their list (``_NUMBERED``, spelled out here so that
nothing done to :data:`MIGRATIONS` can shift it) by position, so version *n*
means its first *n* entries. The VACUUM that is now ``m008`` ran, in those releases, right
after the upgrade that applied m002–m005; every store at version 5 or later
either had it or was created with nothing to compact.
"""


class Migration:
    """One migration: its name, what it does, and whether it runs inside the transaction that records it.

    A plain class: this package loads on every open, and ``dataclasses`` or ``typing`` would cost more than it.
    """

    __slots__ = ("apply", "name", "transactional")

    def __init__(self, name: str, apply: Callable[[sqlite3.Connection], None], transactional: bool = True) -> None:
        self.name = name
        self.apply = apply
        self.transactional = transactional

    def __repr__(self) -> str:
        return f"Migration({self.name!r}, transactional={self.transactional})"


def load(name: str) -> Migration:
    """The migration called *name* (its module is imported only now: opening a current store loads none)."""
    import importlib

    if name not in MIGRATIONS:
        raise KeyError(f"no migration named {name!r}")
    module = importlib.import_module(f"{__name__}.{name}")
    return Migration(name, module.apply, bool(getattr(module, "TRANSACTIONAL", True)))


def run_script(conn: sqlite3.Connection, script: str) -> None:
    """Execute several statements inside the caller's transaction.

    ``Connection.executescript`` would COMMIT first, breaking the
    all-or-nothing migration, so statements are split and run one by one.
    """
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            if pending.strip().strip(";").strip():
                conn.execute(pending)
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement in migration: {pending[:80]!r}")
