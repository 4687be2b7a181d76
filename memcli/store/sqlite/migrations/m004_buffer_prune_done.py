"""m004: buffer rows of records already distilled are deleted; from then on a flush deletes them itself.

Why: a done row stayed forever (with its ``buffer_status`` index entry, 65 MB
at 1M records) and said only what its absence now says: nothing is pending
for that record. Every reader treats "no row" as done.
"""

from __future__ import annotations

import sqlite3


def apply(conn: sqlite3.Connection) -> None:
    """Delete the rows of distilled records."""
    conn.execute("DELETE FROM buffer WHERE status = 'done'")
