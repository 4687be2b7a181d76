"""m009: which users a file holds rows of, kept by the database itself.

A store opened for one user narrows every full-text statement to that
user's rows by joining each match to its base row; on a file that holds one
user only (the everyday case) that join is a b-tree look-up per match that
changes nothing, and a quarter of a recall's time. ``file_users`` names
every user who ever had a record, memory or event in the file, so a reader
can tell in one look-up whether anyone else's rows could be there.

Triggers keep it, so every way rows arrive (import, flush, archive import,
restore of an older backup that then migrates) is covered without the
writers knowing. Rows are never removed from it: after a forget it may name
a user with no rows left, which only costs that file the fast path, never
lets another user's row through.
"""

from __future__ import annotations

import sqlite3

from memcli.store.sqlite.migrations import run_script

_TABLES = ("records", "memories", "events")


def apply(conn: sqlite3.Connection) -> None:
    """Create ``file_users``, fill it from the rows there are, and the triggers that keep it."""
    run_script(conn, "CREATE TABLE file_users(user_id TEXT PRIMARY KEY) WITHOUT ROWID;")
    for table in _TABLES:
        run_script(conn, f"""
            INSERT OR IGNORE INTO file_users(user_id) SELECT DISTINCT user_id FROM {table};
            CREATE TRIGGER {table}_file_user_insert AFTER INSERT ON {table}
            BEGIN INSERT OR IGNORE INTO file_users(user_id) VALUES (NEW.user_id); END;
            CREATE TRIGGER {table}_file_user_update AFTER UPDATE OF user_id ON {table}
            BEGIN INSERT OR IGNORE INTO file_users(user_id) VALUES (NEW.user_id); END;
        """)
