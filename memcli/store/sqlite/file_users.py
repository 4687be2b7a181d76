"""Which users a SQLite file holds rows of (migration m009's ``file_users``): the one-user fast paths ask here.

A store opened for one user keeps every read to that user's rows. On a file
that has only ever held that user's rows (the everyday case) the keeping
costs without changing anything: the full-text statements' join to each
match's base row, and the user's keys that narrow the vector file (a
Python pass over every row, ~50 ms at 100k). The triggers of m009 add each
new user to ``file_users`` and nothing removes one, so the list can only
name too many users, never too few, as long as the triggers are there.
"""

from __future__ import annotations

import json
import sqlite3

TRIGGERS = tuple(f"{table}_file_user_{when}" for table in ("records", "memories", "events")
                 for when in ("insert", "update"))
"""The triggers of migration m009 that keep ``file_users`` (its names, spelled out there too)."""

NOBODY_ELSE = " AND NOT EXISTS (SELECT 1 FROM file_users WHERE user_id <> ?)"
"""A statement's guard when it reads without the user condition: the file, at the statement's own
snapshot, still names nobody else. A user another process adds meanwhile gets no row through; that one
statement answers nothing."""


def list_kept(conn: sqlite3.Connection) -> bool:
    """Whether every trigger that keeps ``file_users`` is in place. A store opened read-only before it took
    m009 has none, and a file whose triggers someone dropped (``mem doctor`` reports it) may have a list
    that misses a user: either is read the slower way."""
    row = conn.execute(
        "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN (SELECT value FROM json_each(?))",
        (json.dumps(TRIGGERS),),
    ).fetchone()
    return bool(row[0] == len(TRIGGERS))


def nobody_else(conn: sqlite3.Connection, user: str) -> bool:
    """Whether the file has held rows of nobody but *user* (one look-up; trust it only when :func:`list_kept`)."""
    return not conn.execute("SELECT EXISTS (SELECT 1 FROM file_users WHERE user_id <> ?)", (user,)).fetchone()[0]
