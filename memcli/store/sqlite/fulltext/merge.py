"""Keeping the full-text indexes in one segment each: the nightly flush merges them.

Why: every import (and every flush, for memories and events) appends FTS5
segments, and FTS5's own automerge only merges four of one size, so a
store of a million imported records had 9 segments in ``records_fts``. A
term look-up visits every segment, so each probe of a recall cost 9 b-tree
descents instead of one. Merging (FTS5's ``optimize``) rewrites an index
whole, which takes seconds at a million records but makes every later
probe one descent (docs/benchmarks.md); a flush is the batch job, so it
pays for the merge.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from memcli.store.sqlite.db import transaction
from memcli.store.sqlite.fulltext.fts5 import STRUCTURE_ID, segment_total

FTS_TABLES = ("records_fts", "memories_fts", "events_fts")


def segment_count(conn: sqlite3.Connection, fts: str) -> int:
    """How many segments the FTS5 table *fts* has (0 when it is empty).

    Read from its structure record: a 4-byte cookie, then varints for the
    number of levels and the number of segments.
    """
    row = conn.execute(f"SELECT block FROM {fts}_data WHERE id = ?", (STRUCTURE_ID,)).fetchone()
    return 0 if row is None else segment_total(row[0])


def merge_fulltext(conn: sqlite3.Connection, status: Callable[[str], None] | None = None) -> dict[str, int]:
    """Merge each full-text index that has more than one segment into one; returns {table: segments before}.

    Each table is merged in its own transaction, so an interrupted merge
    leaves the index as it was (FTS5 ``optimize`` rewrites it whole).
    """
    merged = {fts: n for fts in FTS_TABLES if (n := segment_count(conn, fts)) > 1}
    if merged and status is not None:
        parts = ", ".join(f"{fts} {n}" for fts, n in merged.items())
        status(f"merging the full-text indexes into one segment each (segments: {parts})")
    for fts in merged:
        with transaction(conn):
            conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('optimize')")
    return merged
