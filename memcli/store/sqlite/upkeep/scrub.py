"""Scrubbing a forget out of the files: FTS5 segment merge, WAL checkpoint, and the pending marker.

A forget deletes rows with ``secure_delete`` on (deleted cells and freed
pages are overwritten with zeros), but until the write-ahead log is
checkpointed the main file still holds the pages as they were, and FTS5
keeps a deleted row's terms in old segments until they are merged (SQLite
3.40 has no FTS5 ``secure-delete`` option, so the whole index is merged:
0.2 s at 100k records, docs/benchmarks.md). The forget's transaction merges
the indexes and sets a ``meta`` marker; after the commit the derived vector
file is deleted (its rows are rebuilt from the embeddings table by the next
semantic recall) and the checkpoint truncates the log, then the marker is
cleared. A forget killed in between leaves the marker, and the next open of
the store (:func:`complete_pending_scrub`, called from
:func:`memcli.store.sqlite.db.connect`) or ``mem doctor --fix`` finishes the job.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memcli.store.sqlite.transactions import transaction

SCRUB_PENDING = "scrub_pending"
"""``meta`` key set in a forget's own transaction and cleared once the files are scrubbed."""
FTS_TABLES = ("records_fts", "memories_fts", "events_fts")


def merge_fulltext(conn: sqlite3.Connection) -> None:
    """Merge every full-text index into one segment: FTS5 otherwise keeps deleted rows' terms until a later merge."""
    for fts in FTS_TABLES:
        conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('optimize')")


@contextmanager
def secure_delete(conn: sqlite3.Connection) -> Iterator[None]:
    """Deleted content is overwritten with zeros (SQLite's ``secure_delete``) while inside."""
    conn.execute("PRAGMA secure_delete = ON")
    try:
        yield
    finally:
        conn.execute("PRAGMA secure_delete = OFF")


def mark_pending(conn: sqlite3.Connection, when_iso: str) -> None:
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (SCRUB_PENDING, when_iso))


def _checkpoint(conn: sqlite3.Connection) -> bool:
    """Copy the log into the main file and truncate it; False when a reader kept part of it."""
    try:
        row = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    except sqlite3.OperationalError:
        return False
    return row is None or int(row[0]) == 0


VECTORS_DIR = "vectors"
"""The folder of the derived vector file (:data:`memcli.store.sqlite.vector_file.DIR_NAME`, named here so that a
scrub at open does not import NumPy)."""


def purge_vector_files(home: Path) -> int:
    """Delete the derived vector matrix so that no forgotten item's vector stays on disk; how many files went.

    The next semantic recall (or ``mem reindex``) builds it again from the
    embeddings table; a reader that has it mapped keeps its copy until it closes.
    """
    folder = home / VECTORS_DIR
    n = 0
    if not folder.is_dir():
        return 0
    for path in folder.iterdir():
        try:
            if path.is_file():
                path.unlink()
                n += 1
        except OSError:
            pass
    return n


def finish_scrub(conn: sqlite3.Connection, home: Path | None = None) -> bool:
    """Finish the scrub a forget started: the vector file goes, the main file gets the scrubbed pages, the log is
    emptied.

    The marker stays until the checkpoint succeeds (another process reading
    the log can hold it back). Returns True when nothing is pending any more.
    """
    if home is not None:
        purge_vector_files(home)
    if not _checkpoint(conn):
        return False
    with transaction(conn):
        conn.execute("DELETE FROM meta WHERE key = ?", (SCRUB_PENDING,))
    _checkpoint(conn)  # the marker's own deletion: nothing forgotten is in it
    return True


def scrub_pending(conn: sqlite3.Connection) -> bool:
    try:
        return conn.execute("SELECT 1 FROM meta WHERE key = ?", (SCRUB_PENDING,)).fetchone() is not None
    except sqlite3.OperationalError:  # no meta table yet: nothing was ever forgotten
        return False


def complete_pending_scrub(conn: sqlite3.Connection, home: Path | None = None) -> bool:
    """Redo an interrupted forget's scrub (merge, vector file, checkpoint) if its marker is set; True if one was
    finished."""
    if not scrub_pending(conn):
        return False
    with secure_delete(conn):
        with transaction(conn):
            merge_fulltext(conn)
        return finish_scrub(conn, home)
