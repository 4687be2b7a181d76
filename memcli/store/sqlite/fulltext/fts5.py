"""Reading FTS5's own bookkeeping: its varints, the totals record, the per-row size record, the structure record.

Why read them at all: FTS5 keeps the number of rows and the total token
count (for BM25's average length), each row's token count (``docsize``)
and its segment layout in its shadow tables; reading those is a b-tree look-up,
while asking FTS5 through SQL (``fts5vocab``, ``ORDER BY rank``) walks whole
doclists. The formats are FTS5's file format (``fts5_index.c``), stable across
SQLite releases since 3.9.
"""

from __future__ import annotations

TOTALS_ID = 1
"""The rowid of an FTS5 table's totals record in its ``_data`` table: varints (rows, total tokens per column…)."""
STRUCTURE_ID = 10
"""The rowid of an FTS5 table's structure record in its ``_data`` table."""


def varint(blob: bytes, pos: int = 0) -> tuple[int, int]:
    """SQLite/FTS5 varint at *pos* → (value, next position)."""
    value = 0
    for i in range(9):
        byte = blob[pos + i]
        if i == 8:
            return (value << 8) | byte, pos + 9
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, pos + i + 1
    return value, pos + 9  # pragma: no cover


def doclen(sz: bytes | None) -> int:
    """A row's token count from its ``docsize`` record (one column: one varint, usually one byte)."""
    if not sz:
        return 0
    first = sz[0]
    if first < 0x80:
        return first
    return varint(sz)[0]


def totals(block: bytes | None) -> tuple[int, int]:
    """(rows, total tokens) from the totals record; (0, 0) when FTS5 has not written one yet."""
    if not block:
        return 0, 0
    n_rows, pos = varint(block)
    total = varint(block, pos)[0] if pos < len(block) else 0
    return n_rows, total


def segment_total(block: bytes | None) -> int:
    """How many segments a structure record describes: a 4-byte cookie, then varints for levels and segments."""
    if block is None or len(block) < 6:
        return 0
    _levels, pos = varint(block, 4)
    return varint(block, pos)[0]
