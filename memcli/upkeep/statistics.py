"""``mem stats`` over several users' stores: one set of counts for a database of many users.

A PostgreSQL store is always one user's, so ``mem stats`` without ``--user``
there asks each user's store (:func:`memcli.api.stats`) and adds the answers
up here: what a SQLite file's all-users handle counts in one query.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memcli.store.protocols.upkeep import LastFlush, StoreStatistics

def combine_statistics(parts: list[StoreStatistics]) -> StoreStatistics:
    """The statistics of several users' stores of one database as one: their rows' counts and LLM usage
    added up, the most recent finished flush of any of them, the database's size and schema once."""
    if len(parts) == 1:
        return parts[0]
    flushes: list[LastFlush] = [p["last_flush"] for p in parts if p["last_flush"] is not None]
    calls = sum(p["llm"]["calls"] for p in parts)
    latency = sum(p["llm"]["avg_latency_ms"] * p["llm"]["calls"] for p in parts)
    return {
        "records": sum(p["records"] for p in parts),
        "memories": sum(p["memories"] for p in parts),
        "memories_superseded": sum(p["memories_superseded"] for p in parts),
        "events": sum(p["events"] for p in parts),
        "cues": sum(p["cues"] for p in parts),
        "pending": sum(p["pending"] for p in parts),
        "pending_tokens": sum(p["pending_tokens"] for p in parts),
        "forgotten": sum(p["forgotten"] for p in parts),
        "db_bytes": parts[0]["db_bytes"],  # the database's, as each user's store reports it
        "schema_version": parts[0]["schema_version"],
        "last_flush": max(flushes, key=lambda f: f["finished_at"] or "") if flushes else None,
        "llm": {
            "calls": calls,
            "prompt_tokens": sum(p["llm"]["prompt_tokens"] for p in parts),
            "completion_tokens": sum(p["llm"]["completion_tokens"] for p in parts),
            "avg_latency_ms": round(latency / calls, 1) if calls else 0.0,
            "failed_calls": sum(p["llm"]["failed_calls"] for p in parts),
        },
    }
