"""All SQL that writes memories and events, with their full-text rows.

Callers run these inside the batch's one write transaction. The invariants
kept here, so no caller can forget them:

* ``memories_fts`` holds exactly the *active* memories (rowid = memory id,
  body = segmented content + topic words); superseding removes the row.
* ``events_fts`` holds every event (rowid = event id, body = segmented
  summary + gists + tags).
* ``memory_sources`` / ``event_sources`` only grow for a live item: source
  sets are unioned, never narrowed.
* A content hash that was forgotten (``watermarks``) is never written again.
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field

from memcli.distill.types import EventDraft
from memcli.textproc import content_hash, segment


@dataclass
class MemRow:
    """An active (or just-written) memory as the resolver and profile code see it."""

    id: int
    type: str
    owner: str
    topic: str | None
    sub_topic: str | None
    content: str
    importance: int
    occurred_ts: float
    occurred_at: str
    valid_from_ts: float
    content_hash: str
    sources: set[int] = field(default_factory=set)


def memory_hash(type_: str, owner: str, content: str, user_id: str, character: str, topic: str | None, sub_topic: str | None) -> str:
    """Idempotent identity of a memory: type | owner | content | scope."""
    scope = f"{user_id}|{character}|{topic or ''}|{sub_topic or ''}"
    return content_hash("memory", type_, owner, content.strip(), scope)


def event_hash(draft: EventDraft) -> str:
    return content_hash(
        "event", draft.user_id, draft.character, draft.session or "", draft.record_ids[0], draft.record_ids[-1], draft.summary
    )


def memory_fts_body(content: str, topic: str | None, sub_topic: str | None) -> str:
    words = " ".join(w for w in ((topic or "").replace("_", " "), (sub_topic or "").replace("_", " ")) if w)
    return segment(content + (" " + words if words else ""))


def event_fts_body(summary: str, gists: list[str], tags: list[str]) -> str:
    """Summary (unless it is made of gists, as offline summaries are), gists and tags, segmented."""
    pieces = [p for p in re.split(r"；|; ", summary) if p]
    parts = ([] if pieces and all(p in gists for p in pieces) else [summary]) + list(gists) + [" ".join(tags)]
    return segment(" ".join(p for p in parts if p))


def watermarked(conn: sqlite3.Connection, digest: str) -> bool:
    return conn.execute("SELECT 1 FROM watermarks WHERE content_hash = ?", (digest,)).fetchone() is not None


def hash_taken(conn: sqlite3.Connection, digest: str) -> tuple[int, str] | None:
    row = conn.execute("SELECT id, status FROM memories WHERE content_hash = ?", (digest,)).fetchone()
    return (int(row[0]), str(row[1])) if row else None


def free_hash(conn: sqlite3.Connection, digest: str, occurred_ts: float) -> str:
    """A unique hash: the same content may return after being superseded (A → B → A)."""
    if hash_taken(conn, digest) is None:
        return digest
    n = 0
    while True:
        alt = content_hash(digest, "again", f"{occurred_ts:.3f}", n)
        if hash_taken(conn, alt) is None:
            return alt
        n += 1


def add_memory_sources(conn: sqlite3.Connection, memory_id: int, record_ids: set[int] | list[int]) -> None:
    conn.executemany(
        "INSERT OR IGNORE INTO memory_sources(memory_id, record_id) VALUES (?, ?)",
        [(memory_id, int(r)) for r in record_ids],
    )


def memory_sources(conn: sqlite3.Connection, memory_id: int) -> set[int]:
    return {int(r[0]) for r in conn.execute("SELECT record_id FROM memory_sources WHERE memory_id = ?", (memory_id,))}


def insert_memory(
    conn: sqlite3.Connection,
    *,
    type_: str,
    owner: str,
    user_id: str,
    character: str,
    topic: str | None,
    sub_topic: str | None,
    content: str,
    importance: int,
    digest: str,
    occurred_at: str,
    occurred_ts: float,
    valid_from_ts: float,
    now_iso: str,
    sources: set[int] | list[int],
    status: str = "active",
    valid_to_ts: float | None = None,
    superseded_by: int | None = None,
    defer_fts: set[int] | None = None,
) -> int:
    """Insert a memory with its sources; its full-text row now, or later via *defer_fts*.

    A slot may change several times in one batch; deferring lets the batch
    segment each changed slot once (:func:`write_memories_fts`).
    """
    cur = conn.execute(
        """INSERT INTO memories(type, owner, user_id, character, topic, sub_topic, content, importance,
               content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, created_at,
               updated_at, superseded_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (
            type_, owner, user_id, character, topic, sub_topic, content, int(max(1, min(100, importance))),
            digest, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, now_iso, now_iso, superseded_by,
        ),
    )
    mid = int(cur.lastrowid or 0)
    add_memory_sources(conn, mid, sources)
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))  # a stale row from an unclean delete
    if status == "active" and defer_fts is not None:
        defer_fts.add(mid)
    elif status == "active":
        conn.execute(
            "INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, memory_fts_body(content, topic, sub_topic))
        )
    return mid


def update_memory(
    conn: sqlite3.Connection,
    row: MemRow,
    *,
    content: str,
    digest: str,
    occurred_at: str,
    occurred_ts: float,
    now_iso: str,
    sources: set[int] | list[int],
    importance: int | None = None,
    defer_fts: set[int] | None = None,
) -> None:
    """Change an active memory in place (a list slot gained or lost an item)."""
    conn.execute(
        """UPDATE memories SET content = ?, content_hash = ?, occurred_at = ?, occurred_ts = ?, updated_at = ?,
               importance = COALESCE(?, importance) WHERE id = ?""",
        (content, digest, occurred_at, occurred_ts, now_iso, importance, row.id),
    )
    add_memory_sources(conn, row.id, sources)
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (row.id,))
    if defer_fts is not None:
        defer_fts.add(row.id)
    else:
        conn.execute(
            "INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (row.id, memory_fts_body(content, row.topic, row.sub_topic))
        )
    _drop_vector(conn, row.id)


def _drop_vector(conn: sqlite3.Connection, memory_id: int) -> None:
    """A changed or superseded memory loses its (now wrong) vector; readers are told."""
    from memcli.store.sqlite.embedding_keys import item_key

    if conn.execute("DELETE FROM embeddings WHERE key = ?", (item_key("memory", memory_id),)).rowcount:
        from memcli.embed import bump_embeddings_version

        bump_embeddings_version(conn)


def write_memories_fts(conn: sqlite3.Connection, memory_ids: set[int]) -> int:
    """Write the full-text rows deferred by this batch (active memories only)."""
    n = 0
    for mid in sorted(memory_ids):
        row = conn.execute("SELECT content, topic, sub_topic, status FROM memories WHERE id = ?", (mid,)).fetchone()
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))
        if row is not None and row[3] == "active":
            conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, memory_fts_body(row[0], row[1], row[2])))
            n += 1
    memory_ids.clear()
    return n


def touch_memory(conn: sqlite3.Connection, row: MemRow, *, occurred_at: str, occurred_ts: float, sources: set[int] | list[int]) -> None:
    """Same content stated again: widen the sources, remember the latest statement."""
    add_memory_sources(conn, row.id, sources)
    if occurred_ts > row.occurred_ts:
        conn.execute("UPDATE memories SET occurred_at = ?, occurred_ts = ? WHERE id = ?", (occurred_at, occurred_ts, row.id))


def supersede(conn: sqlite3.Connection, memory_id: int, *, by: int | None, valid_to_ts: float, now_iso: str) -> None:
    """Keep the old value as history (with when it stopped being true)."""
    conn.execute(
        """UPDATE memories SET status = 'superseded', valid_to_ts = ?, superseded_by = ?, updated_at = ?
           WHERE id = ?""",
        (valid_to_ts, by, now_iso, memory_id),
    )
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (memory_id,))
    _drop_vector(conn, memory_id)


def load_active(
    conn: sqlite3.Connection, user_id: str, character: str, *, types: tuple[str, ...] | None = None, profile: bool = False
) -> list[MemRow]:
    """Active memories of one (user, character); profile slots or the other types."""
    sql = """SELECT id, type, owner, topic, sub_topic, content, importance, occurred_ts, occurred_at,
                    valid_from_ts, content_hash
             FROM memories WHERE user_id = ? AND character = ? AND status = 'active'"""
    params: list[object] = [user_id, character]
    if profile:
        sql += " AND type = 'profile'"
    elif types:
        sql += f" AND type IN ({','.join('?' * len(types))})"
        params.extend(types)
    else:
        sql += " AND type != 'profile'"
    rows = [
        MemRow(
            id=int(r[0]), type=r[1], owner=r[2], topic=r[3], sub_topic=r[4], content=r[5], importance=int(r[6]),
            occurred_ts=float(r[7]), occurred_at=r[8], valid_from_ts=float(r[9]), content_hash=r[10],
        )
        for r in conn.execute(sql + " ORDER BY id", params)
    ]
    return rows


def insert_event(conn: sqlite3.Connection, draft: EventDraft, now_iso: str) -> int | None:
    """Write one event (idempotent by hash; never a forgotten one). Returns its id or None."""
    digest = event_hash(draft)
    if watermarked(conn, digest):
        return None
    if conn.execute("SELECT 1 FROM events WHERE content_hash = ?", (digest,)).fetchone():
        return None
    cur = conn.execute(
        """INSERT INTO events(user_id, character, session, occurred_at, occurred_ts, end_ts, summary, gists, tags,
               importance, content_hash, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (
            draft.user_id, draft.character, draft.session, draft.occurred_at, draft.occurred_ts, draft.end_ts,
            draft.summary, json.dumps(draft.gists, ensure_ascii=False), json.dumps(draft.tags, ensure_ascii=False),
            int(max(1, min(100, draft.importance))), digest, now_iso,
        ),
    )
    eid = int(cur.lastrowid or 0)
    conn.executemany(
        "INSERT OR IGNORE INTO event_sources(event_id, record_id) VALUES (?, ?)", [(eid, r) for r in draft.record_ids]
    )
    conn.execute("DELETE FROM events_fts WHERE rowid = ?", (eid,))  # a stale row from an unclean delete
    conn.execute(
        "INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (eid, event_fts_body(draft.summary, draft.gists, draft.tags))
    )
    return eid


def live_records(conn: sqlite3.Connection, record_ids: list[int]) -> set[int]:
    """The records that still exist and were not forgotten (checked inside the write transaction)."""
    live: set[int] = set()
    for start in range(0, len(record_ids), 500):
        chunk = record_ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        live.update(
            int(r[0])
            for r in conn.execute(
                f"""SELECT id FROM records WHERE id IN ({marks})
                    AND id NOT IN (SELECT record_id FROM forgotten_records WHERE record_id IN ({marks}))""",
                (*chunk, *chunk),
            )
        )
    return live


# --- reindex steps ------------------------------------------------------------------


def rebuild_memories_fts(conn: sqlite3.Connection, home: object = None, cfg: object = None) -> int:
    """``mem reindex``: re-segment every active memory into ``memories_fts``."""
    conn.execute("DELETE FROM memories_fts")
    n = 0
    for mid, content, topic, sub in conn.execute(
        "SELECT id, content, topic, sub_topic FROM memories WHERE status = 'active' ORDER BY id"
    ).fetchall():
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, memory_fts_body(content, topic, sub)))
        n += 1
    return n


def rebuild_events_fts(conn: sqlite3.Connection, home: object = None, cfg: object = None) -> int:
    """``mem reindex``: re-segment every event into ``events_fts``."""
    conn.execute("DELETE FROM events_fts")
    n = 0
    for eid, summary, gists, tags in conn.execute("SELECT id, summary, gists, tags FROM events ORDER BY id").fetchall():
        conn.execute(
            "INSERT INTO events_fts(rowid, body) VALUES (?, ?)",
            (eid, event_fts_body(summary, json.loads(gists), json.loads(tags))),
        )
        n += 1
    return n
