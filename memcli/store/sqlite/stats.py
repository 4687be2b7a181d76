"""``mem stats``: counts and sizes straight from the tables.

The counts are the store's user's: every row of the file for its all-users
handle, the user's records, memories, events, pending buffer and the cues of
their records for a store opened for one user of the file. Forgotten records
are counted from a table with no user column, so only the file's own user
(config ``user.id``) and the whole file see them. ``db_bytes`` and the flush
and LLM history are the file's.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from memcli.store.sqlite.db import db_path

if TYPE_CHECKING:
    from memcli.store.protocols.upkeep import StoreStatistics
    from memcli.store.protocols.users import StoreUser


def _count(conn: sqlite3.Connection, sql: str, params: tuple[str, ...] = ()) -> int:
    row = conn.execute(sql, params).fetchone()
    return int(row[0]) if row and row[0] is not None else 0


def collect_stats(conn: sqlite3.Connection, home: Path, user: StoreUser) -> StoreStatistics:
    path = db_path(home)
    size = path.stat().st_size if path.exists() else 0
    wal = path.with_name(path.name + "-wal")
    last = conn.execute(
        "SELECT finished_at, processed, status FROM flushes WHERE status != 'running' ORDER BY id DESC LIMIT 1"
    ).fetchone()
    llm = conn.execute(
        """SELECT COUNT(*), COALESCE(SUM(prompt_tokens), 0), COALESCE(SUM(completion_tokens), 0),
                  COALESCE(AVG(latency_ms), 0), COALESCE(SUM(ok = 0), 0) FROM llm_calls"""
    ).fetchone()
    only = user.only
    mine, p = ("", ()) if only is None else (" AND user_id = ?", (only,))
    cues = ("SELECT COUNT(*) FROM cues" if only is None else
            "SELECT COUNT(*) FROM cues c WHERE EXISTS (SELECT 1 FROM record_cues rc JOIN records r "
            "ON r.id = rc.record_id WHERE rc.cue_id = c.id AND r.user_id = ?)")
    pending = "status IN ('idle', 'processing', 'failed')"
    return {
        "records": _count(conn, f"SELECT COUNT(*) FROM records WHERE 1{mine}", p),
        "memories": _count(conn, f"SELECT COUNT(*) FROM memories WHERE status = 'active'{mine}", p),
        "memories_superseded": _count(conn, f"SELECT COUNT(*) FROM memories WHERE status = 'superseded'{mine}", p),
        "events": _count(conn, f"SELECT COUNT(*) FROM events WHERE 1{mine}", p),
        "cues": _count(conn, cues, p),
        "pending": _count(conn, f"SELECT COUNT(*) FROM buffer WHERE {pending}{mine}", p),
        "pending_tokens": _count(conn, f"SELECT COALESCE(SUM(tokens), 0) FROM buffer WHERE {pending}{mine}", p),
        "forgotten": (_count(conn, "SELECT COUNT(*) FROM forgotten_records")
                      if user.every_user or user.owns_file else 0),
        "db_bytes": size + (wal.stat().st_size if wal.exists() else 0),
        "schema_version": _count(conn, "PRAGMA user_version"),
        "last_flush": (
            {"finished_at": last[0], "processed": last[1], "status": last[2]} if last else None
        ),
        "llm": {
            "calls": int(llm[0]),
            "prompt_tokens": int(llm[1]),
            "completion_tokens": int(llm[2]),
            "avg_latency_ms": round(float(llm[3]), 1),
            "failed_calls": int(llm[4]),
        },
    }
