"""``mem stats`` on PostgreSQL: the same counts as the SQLite store, for the store's user.

``db_bytes`` is the whole database's size (every user's rows and indexes
share its pages, so a per-user share would be a guess), and
``schema_version`` the number of mem's migrations applied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memcli.store.postgres.connection import Connection
    from memcli.store.protocols.upkeep import StoreStatistics

_PENDING = "status IN ('idle', 'processing', 'failed')"


def collect_stats(db: Connection, user: str) -> StoreStatistics:
    def scalar(sql: str) -> int:
        return int(db.one(sql, (user,))[0])

    last = db.execute(
        "SELECT finished_at, processed, status FROM flushes WHERE user_id = %s AND status <> 'running' "
        "ORDER BY id DESC LIMIT 1", (user,)).fetchone()
    llm = db.one(
        """SELECT count(*), coalesce(sum(prompt_tokens), 0), coalesce(sum(completion_tokens), 0),
                  coalesce(avg(latency_ms), 0), count(*) FILTER (WHERE NOT ok) FROM llm_calls WHERE user_id = %s""",
        (user,))
    return {
        "records": scalar("SELECT count(*) FROM records WHERE user_id = %s"),
        "memories": scalar("SELECT count(*) FROM memories WHERE user_id = %s AND status = 'active'"),
        "memories_superseded": scalar("SELECT count(*) FROM memories WHERE user_id = %s AND status = 'superseded'"),
        "events": scalar("SELECT count(*) FROM events WHERE user_id = %s"),
        "cues": scalar("SELECT count(*) FROM cues WHERE user_id = %s"),
        "pending": scalar(f"SELECT count(*) FROM buffer WHERE user_id = %s AND {_PENDING}"),
        "pending_tokens": scalar(f"SELECT coalesce(sum(tokens), 0) FROM buffer WHERE user_id = %s AND {_PENDING}"),
        "forgotten": scalar("SELECT count(DISTINCT item_id) FROM watermarks WHERE user_id = %s AND kind = 'record'"),
        "db_bytes": int(db.one("SELECT pg_database_size(current_database())")[0]),
        "schema_version": int(db.one("SELECT count(*) FROM mem_migrations")[0]),
        "last_flush": {"finished_at": last[0], "processed": last[1], "status": last[2]} if last else None,
        "llm": {
            "calls": int(llm[0]),
            "prompt_tokens": int(llm[1]),
            "completion_tokens": int(llm[2]),
            "avg_latency_ms": round(float(llm[3]), 1),
            "failed_calls": int(llm[4]),
        },
    }
