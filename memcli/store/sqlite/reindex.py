"""``mem reindex``: rebuild everything derived from the tables.

Each derived index registers a rebuild step here; the raw records are
never touched.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from memcli.config import Config
from memcli.store.sqlite.db import transaction
from memcli.store.sqlite.records import rebuild_records_fts

RebuildStep = Callable[[sqlite3.Connection, Path, Config], int]
STEPS: list[tuple[str, str]] = [
    # (name, "module:function") resolved lazily so fast commands stay light
    ("records_fts", "memcli.store.sqlite.records:rebuild_records_fts_step"),
    ("memories_fts", "memcli.store.sqlite.memories:rebuild_memories_fts"),
    ("events_fts", "memcli.store.sqlite.memories:rebuild_events_fts"),
    ("people", "memcli.distill.people_index:rebuild_people"),
    ("embeddings", "memcli.embed:reindex_embeddings_step"),
    # keep "vectors" last: the memory-mapped matrix is copied from the embeddings table
    ("vectors", "memcli.recall.vectors:reindex_vectors_step"),
]


def _resolve(spec: str) -> RebuildStep:
    import importlib

    module, func = spec.split(":")
    return getattr(importlib.import_module(module), func)  # type: ignore[no-any-return]


SELF_COMMITTING = {"embeddings"}
"""Steps that commit their own work in chunks (long work that must survive an interruption)."""
ON_STORE = {"people"}
"""Steps of the layers above the store, which take the :class:`memcli.store.protocols.Store` (not a connection)."""


def reindex_all(conn: sqlite3.Connection, home: Path, cfg: Config) -> dict[str, int]:
    from memcli.store.sqlite.store import SqliteStore

    report: dict[str, int] = {}
    store = SqliteStore(conn, home)
    for name, spec in STEPS:
        step = _resolve(spec)
        if name in ON_STORE:
            with transaction(conn):
                report[name] = step(store, home, cfg)  # type: ignore[arg-type]
            continue
        if name in SELF_COMMITTING:
            report[name] = step(conn, home, cfg)
            continue
        with transaction(conn):
            report[name] = step(conn, home, cfg)
    return report


__all__ = ["reindex_all", "STEPS", "rebuild_records_fts"]
