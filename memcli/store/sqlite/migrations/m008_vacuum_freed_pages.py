"""m008: VACUUM once when at least a quarter of the file is free pages (what m002–m005 leave behind).

SQLite keeps freed pages inside the file, so a store whose float32 vectors
m002 rewrote (4.6 KB → 0.48 KB each) would not get any smaller on disk.
VACUUM rewrites the file compactly: 110,000 float32 vectors, 507 MB → 52 MB;
m003 + m004 + m005 on a 1M-record store with 1.59M int8 vectors, 1.65 GB →
1.14 GB (measured, docs/benchmarks.md). Releases before named migrations ran
it right after the upgrade that applied m002–m005, so stores they left at
version 5 or later count it as taken; a new store takes it with nothing to
free, and so does nothing.

VACUUM cannot run inside a transaction, so this migration is not
transactional; running it twice is harmless (the second finds nothing free).
If it cannot run now (another process is reading, the disk is full), the
free pages are simply reused later.
"""

from __future__ import annotations

import sqlite3
import sys

TRANSACTIONAL = False


def apply(conn: sqlite3.Connection) -> None:
    """VACUUM if a quarter or more of the pages are free; a failure is a note, not an error."""
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    free = conn.execute("PRAGMA freelist_count").fetchone()[0]
    if not pages or free * 4 < pages:
        return
    try:
        conn.execute("VACUUM")
    except sqlite3.Error as exc:
        sys.stderr.write(f"mem: note: could not compact the upgraded store now ({exc}); its free space is reused\n")
