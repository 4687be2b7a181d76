"""``mem reindex``: rebuild everything derived from the tables.

Each derived index registers a rebuild step here; the raw records are
never touched. Steps are named by "module:function" and resolved when they
run, so fast commands stay light and the store imports nothing above it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from memcli.store.sqlite.db import transaction
from memcli.store.sqlite.records import rebuild_records_fts
from memcli.store.sqlite.store import SqliteStore

RebuildStep = Callable[[Any, Path, Any], int]
STEPS: list[tuple[str, str]] = [
    ("records_fts", "memcli.store.sqlite.records:rebuild_records_fts_step"),
    ("memories_fts", "memcli.store.sqlite.memories.area:rebuild_memories_fts"),
    ("events_fts", "memcli.store.sqlite.memories.area:rebuild_events_fts"),
    ("people", "memcli.distill.people_index:rebuild_people"),
    ("embeddings", "memcli.embedding.maintenance:reindex_embeddings_step"),
    # keep "vectors" last: the memory-mapped matrix is copied from the embeddings table
    ("vectors", "memcli.embedding.maintenance:reindex_vectors_step"),
]


def _resolve(spec: str) -> RebuildStep:
    import importlib

    module, func = spec.split(":")
    return getattr(importlib.import_module(module), func)  # type: ignore[no-any-return]


SELF_COMMITTING = {"embeddings"}
"""Steps that commit their own work in chunks (long work that must survive an interruption)."""
TAKES_STORE = {"people", "embeddings", "vectors"}
"""Steps of the layers above the store, written against :class:`memcli.store.protocols.Store`; the
store's own steps take its connection."""


def rebuild_step(store: SqliteStore, name: str, cfg: Any) -> int:
    """Run the step called *name* (one of :data:`STEPS`) inside the caller's transaction; what it rebuilt."""
    spec = dict(STEPS)[name]
    target: Any = store if name in TAKES_STORE else store.conn
    return _resolve(spec)(target, store.home, cfg)


def reindex_all(store: SqliteStore, home: Path, cfg: Any) -> dict[str, int]:
    """Run every step in order; {step: what it rebuilt}. *cfg* is the store's Config."""
    conn = store.conn
    report: dict[str, int] = {}
    for name, spec in STEPS:
        step = _resolve(spec)
        target: Any = store if name in TAKES_STORE else conn
        if name in SELF_COMMITTING:
            report[name] = step(target, home, cfg)
            continue
        with transaction(conn):
            report[name] = step(target, home, cfg)
    return report


__all__ = ["rebuild_step", "reindex_all", "STEPS", "rebuild_records_fts"]
