"""The ``memories`` area of a SQLite store: memories and events with their full-text rows and sources.

Tables: ``memories`` / ``memory_sources`` / ``memories_fts`` and ``events`` /
``event_sources`` / ``events_fts``. How the invariants of
:mod:`memcli.store.protocols.memories` are kept here:

* ``memories_fts`` holds exactly the *active* memories (rowid = memory id,
  body = segmented content + topic words); superseding removes the row.
* ``events_fts`` holds every event (rowid = event id, body = segmented
  summary + gists + tags).
* ``memory_sources`` / ``event_sources`` rows are only ever inserted for a
  live item (``INSERT OR IGNORE``: source sets are unioned).

The reads (profile, timeline, persona, context packs) are in
:mod:`memcli.store.sqlite.memories.reads`.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from typing import TYPE_CHECKING

from memcli.store.sqlite.memories.reads import MemoryReads

from memcli.store.text import event_fts_body, memory_fts_body

if TYPE_CHECKING:
    from memcli.store.protocols.memories import ItemView, MemoryRow, RejectedValue
    from memcli.store.sqlite.store import SqliteStore


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


class SqliteMemories(MemoryReads):
    """Memories, events, persona and profile of one SQLite store (:class:`MemoryStore`)."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self._conn = store.conn

    def item_in_full(self, kind: str, item_id: int) -> ItemView | None:
        from memcli.store.sqlite.read import item_in_full

        if self._store.user.only is not None and not self._store.upkeep.item_exists(kind, item_id):  # type: ignore[arg-type]
            return None  # another user's item, for a store opened for one user of the file
        return item_in_full(self._conn, kind, item_id)

    # -- memories -----------------------------------------------------------------------
    def is_forgotten(self, content_hash: str) -> bool:
        return self._conn.execute("SELECT 1 FROM watermarks WHERE content_hash = ?", (content_hash,)).fetchone() is not None

    def memory_by_hash(self, content_hash: str) -> tuple[int, str] | None:
        row = self._conn.execute("SELECT id, status FROM memories WHERE content_hash = ?", (content_hash,)).fetchone()
        return (int(row[0]), str(row[1])) if row else None

    def memory_status(self, memory_id: int) -> str | None:
        row = self._conn.execute("SELECT status FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return None if row is None else str(row[0])

    def add_memory_sources(self, memory_id: int, record_ids: Iterable[int]) -> None:
        self._conn.executemany(
            "INSERT OR IGNORE INTO memory_sources(memory_id, record_id) VALUES (?, ?)",
            [(memory_id, int(r)) for r in record_ids],
        )

    def memory_sources(self, memory_id: int) -> set[int]:
        return {int(r[0]) for r in self._conn.execute(
            "SELECT record_id FROM memory_sources WHERE memory_id = ?", (memory_id,))}

    def add_memory(
        self, *, type_: str, owner: str, user_id: str, character: str, topic: str | None, sub_topic: str | None,
        content: str, importance: int, content_hash: str, occurred_at: str, occurred_ts: float,
        valid_from_ts: float, now_iso: str, sources: Iterable[int], status: str = "active",
        valid_to_ts: float | None = None, superseded_by: int | None = None, index_now: bool = True,
    ) -> int:
        conn = self._conn
        cur = conn.execute(
            """INSERT INTO memories(type, owner, user_id, character, topic, sub_topic, content, importance,
                   content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, created_at,
                   updated_at, superseded_by)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                type_, owner, user_id, character, topic, sub_topic, content, int(max(1, min(100, importance))),
                content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, now_iso, now_iso,
                superseded_by,
            ),
        )
        mid = int(cur.lastrowid or 0)
        self.add_memory_sources(mid, sources)
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))  # a stale row from an unclean delete
        if status == "active" and index_now:
            conn.execute(
                "INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, memory_fts_body(content, topic, sub_topic))
            )
        return mid

    def change_memory(
        self, memory_id: int, *, content: str, content_hash: str, occurred_at: str, occurred_ts: float,
        now_iso: str, topic: str | None, sub_topic: str | None, sources: Iterable[int],
        importance: int | None = None, index_now: bool = True,
    ) -> bool:
        conn = self._conn
        conn.execute(
            """UPDATE memories SET content = ?, content_hash = ?, occurred_at = ?, occurred_ts = ?, updated_at = ?,
                   importance = COALESCE(?, importance) WHERE id = ?""",
            (content, content_hash, occurred_at, occurred_ts, now_iso, importance, memory_id),
        )
        self.add_memory_sources(memory_id, sources)
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (memory_id,))
        if index_now:
            conn.execute(
                "INSERT INTO memories_fts(rowid, body) VALUES (?, ?)",
                (memory_id, memory_fts_body(content, topic, sub_topic)),
            )
        return self._drop_vector(memory_id)

    def _drop_vector(self, memory_id: int) -> bool:
        from memcli.store.item_keys import item_key

        return bool(self._conn.execute("DELETE FROM embeddings WHERE key = ?", (item_key("memory", memory_id),)).rowcount)

    def restate_memory(self, memory_id: int, *, occurred_at: str, occurred_ts: float) -> None:
        self._conn.execute("UPDATE memories SET occurred_at = ?, occurred_ts = ? WHERE id = ?",
                           (occurred_at, occurred_ts, memory_id))

    def supersede_memory(self, memory_id: int, *, by: int | None, valid_to_ts: float, now_iso: str) -> bool:
        self._conn.execute(
            """UPDATE memories SET status = 'superseded', valid_to_ts = ?, superseded_by = ?, updated_at = ?
               WHERE id = ?""",
            (valid_to_ts, by, now_iso, memory_id),
        )
        self._conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (memory_id,))
        return self._drop_vector(memory_id)

    def reject_memory(self, memory_id: int, *, by: int | None, now_iso: str, stamp: float) -> bool:
        from memcli.core import ids
        from memcli.store.protocols.memories import REJECTED_PREFIX

        dropped = self.supersede_memory(memory_id, by=by, valid_to_ts=stamp, now_iso=now_iso)
        self._conn.execute(
            """INSERT OR IGNORE INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
               SELECT ? || content_hash, 'rejected', ?, ?, ? FROM memories WHERE id = ?""",
            (REJECTED_PREFIX, ids.fmt("memory", memory_id), now_iso, stamp, memory_id),
        )
        return dropped

    def rejected_values(self, user_id: str, character: str) -> list[RejectedValue]:
        from memcli.store.protocols.memories import REJECTED_PREFIX, RejectedValue

        rows = self._conn.execute(
            """SELECT m.id, m.topic, m.sub_topic, m.content FROM memories m
               JOIN watermarks w ON w.content_hash = ? || m.content_hash
               WHERE m.user_id = ? AND m.character = ? AND m.type = 'profile' ORDER BY m.id""",
            (REJECTED_PREFIX, user_id, character),
        ).fetchall()
        return [RejectedValue(int(r[0]), r[1], r[2], r[3], self.memory_sources(int(r[0]))) for r in rows]

    def rejected_among(self, memory_ids: list[int]) -> set[int]:
        from memcli.store.protocols.memories import REJECTED_PREFIX

        out: set[int] = set()
        for start in range(0, len(memory_ids), 500):
            chunk = memory_ids[start : start + 500]
            out.update(int(r[0]) for r in self._conn.execute(
                f"""SELECT m.id FROM memories m JOIN watermarks w ON w.content_hash = ? || m.content_hash
                    WHERE m.id IN ({','.join('?' * len(chunk))})""", (REJECTED_PREFIX, *chunk)))
        return out

    def index_memories(self, memory_ids: Iterable[int]) -> int:
        conn = self._conn
        n = 0
        for mid in sorted(memory_ids):
            row = conn.execute("SELECT content, topic, sub_topic, status FROM memories WHERE id = ?", (mid,)).fetchone()
            conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))
            if row is not None and row[3] == "active":
                conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)",
                             (mid, memory_fts_body(row[0], row[1], row[2])))
                n += 1
        return n

    def active_memories(
        self, user_id: str, character: str, *, types: tuple[str, ...] | None = None, profile: bool = False
    ) -> list[MemoryRow]:
        from memcli.store.protocols.memories import MemoryRow  # not at import: packs do not need it

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
        return [
            MemoryRow(
                id=int(r[0]), type=r[1], owner=r[2], topic=r[3], sub_topic=r[4], content=r[5], importance=int(r[6]),
                occurred_ts=float(r[7]), occurred_at=r[8], valid_from_ts=float(r[9]), content_hash=r[10],
            )
            for r in self._conn.execute(sql + " ORDER BY id", params)
        ]

    def profile_lines(self, user_id: str, character: str) -> list[tuple[str, str, str]]:
        return [
            (r[0], r[1], r[2])
            for r in self._conn.execute(
                """SELECT topic, sub_topic, content FROM memories WHERE type = 'profile' AND status = 'active'
                   AND user_id = ? AND character = ? ORDER BY topic, sub_topic""",
                (user_id, character),
            )
        ]

    def live_records(self, record_ids: list[int]) -> set[int]:
        live: set[int] = set()
        for start in range(0, len(record_ids), 500):
            chunk = record_ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            live.update(
                int(r[0])
                for r in self._conn.execute(
                    f"""SELECT id FROM records WHERE id IN ({marks})
                        AND id NOT IN (SELECT record_id FROM forgotten_records WHERE record_id IN ({marks}))""",
                    (*chunk, *chunk),
                )
            )
        return live

    def session_speakers(self, sessions: Iterable[str]) -> dict[str, dict[str, bool]]:
        out: dict[str, dict[str, bool]] = {}
        keys = sorted(set(sessions))
        for start in range(0, len(keys), 400):
            chunk = keys[start : start + 400]
            rows = self._conn.execute(
                f"""SELECT session, speaker,
                           MAX(CASE WHEN json_valid(extra) AND json_extract(extra, '$.me') = 1 THEN 1 ELSE 0 END)
                    FROM records WHERE session IN ({','.join('?' * len(chunk))})
                      AND lower(role) NOT IN ('assistant', 'system', 'tool', 'function', 'character', 'bot', 'ai',
                                              'model')
                      AND speaker IS NOT NULL AND speaker != ''
                    GROUP BY session, speaker""",
                chunk,
            ).fetchall()
            for session, speaker, me in rows:
                seen = out.setdefault(str(session), {})
                key = str(speaker).casefold()
                seen[key] = seen.get(key, False) or bool(me)
        return out

    # -- events -------------------------------------------------------------------------
    def event_exists(self, content_hash: str) -> bool:
        return self._conn.execute("SELECT 1 FROM events WHERE content_hash = ?", (content_hash,)).fetchone() is not None

    def add_event(
        self, *, user_id: str, character: str, session: str | None, occurred_at: str, occurred_ts: float,
        end_ts: float, summary: str, gists: list[str], tags: list[str], importance: int, content_hash: str,
        now_iso: str, record_ids: list[int],
    ) -> int:
        conn = self._conn
        cur = conn.execute(
            """INSERT INTO events(user_id, character, session, occurred_at, occurred_ts, end_ts, summary, gists, tags,
                   importance, content_hash, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                user_id, character, session, occurred_at, occurred_ts, end_ts, summary,
                json.dumps(gists, ensure_ascii=False), json.dumps(tags, ensure_ascii=False),
                int(max(1, min(100, importance))), content_hash, now_iso,
            ),
        )
        eid = int(cur.lastrowid or 0)
        conn.executemany(
            "INSERT OR IGNORE INTO event_sources(event_id, record_id) VALUES (?, ?)", [(eid, r) for r in record_ids]
        )
        conn.execute("DELETE FROM events_fts WHERE rowid = ?", (eid,))  # a stale row from an unclean delete
        conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (eid, event_fts_body(summary, gists, tags)))
        return eid
