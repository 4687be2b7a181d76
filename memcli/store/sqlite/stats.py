"""``mem stats``: counts and sizes straight from the tables."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from memcli.store.sqlite.db import db_path


def _scalar(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...] = ()) -> Any:
    row = conn.execute(sql, params).fetchone()
    return row[0] if row else None


def collect_stats(conn: sqlite3.Connection, home: Path) -> dict[str, Any]:
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
    return {
        "records": _scalar(conn, "SELECT COUNT(*) FROM records"),
        "memories": _scalar(conn, "SELECT COUNT(*) FROM memories WHERE status = 'active'"),
        "memories_superseded": _scalar(conn, "SELECT COUNT(*) FROM memories WHERE status = 'superseded'"),
        "events": _scalar(conn, "SELECT COUNT(*) FROM events"),
        "cues": _scalar(conn, "SELECT COUNT(*) FROM cues"),
        "pending": _scalar(conn, "SELECT COUNT(*) FROM buffer WHERE status IN ('idle', 'processing', 'failed')"),
        "pending_tokens": _scalar(
            conn, "SELECT COALESCE(SUM(tokens), 0) FROM buffer WHERE status IN ('idle', 'processing', 'failed')"
        ),
        "forgotten": _scalar(conn, "SELECT COUNT(*) FROM forgotten_records"),
        "db_bytes": size + (wal.stat().st_size if wal.exists() else 0),
        "schema_version": _scalar(conn, "PRAGMA user_version"),
        "last_flush": (
            {"finished_at": last[0], "processed": last[1], "status": last[2]} if last else None
        ),
        "llm": {
            "calls": llm[0],
            "prompt_tokens": llm[1],
            "completion_tokens": llm[2],
            "avg_latency_ms": round(float(llm[3]), 1),
            "failed_calls": llm[4],
        },
    }
