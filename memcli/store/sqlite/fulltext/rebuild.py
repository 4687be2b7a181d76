"""The full-text rebuilds of ``mem reindex`` on SQLite: each FTS5 index written again from its table.

Only the store's own derived indexes are rebuilt here, each inside the
caller's transaction. ``mem reindex`` as a whole (these, then the people
index, the embeddings and the vector file) is run above the store, one path
for both backends (:mod:`memcli.upkeep.reindex`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from memcli.core.errors import MemError
from memcli.store.sqlite.memories.area import rebuild_events_fts, rebuild_memories_fts
from memcli.store.sqlite.records import rebuild_records_fts

REBUILDS: dict[str, Callable[[sqlite3.Connection], int]] = {
    "records_fts": rebuild_records_fts,
    "memories_fts": rebuild_memories_fts,
    "events_fts": rebuild_events_fts,
}


def rebuild_fulltext(conn: sqlite3.Connection, index: str) -> int:
    """Write full-text index *index* (one of :data:`REBUILDS`) again from its table; how many rows."""
    rebuild = REBUILDS.get(index)
    if rebuild is None:
        raise MemError(f"no full-text index {index!r} on a SQLite store")
    return rebuild(conn)
