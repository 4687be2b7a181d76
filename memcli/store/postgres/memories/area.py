""":class:`memcli.store.protocols.memories.MemoryStore` on PostgreSQL: memories and events of the store's user.

The invariants are the protocol's, kept the SQLite store's way: only active
memories are in the full-text index (their ``body`` is NULL otherwise),
every event is; source sets only grow (``ON CONFLICT DO NOTHING``); a
changed or superseded memory loses its vector. What an item's index text is
made of (content and topic words; summary, gists and tags) is shared with the
SQLite store (``memory_fts_body``, ``event_fts_body``), so both index the same
words. Reads are in :mod:`memcli.store.postgres.memories.reads`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from memcli.store.postgres.fulltext.lexemes import tokens, tsvector_literal
from memcli.store.postgres.memories.reads import MemoryReads

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore

_NOT_USER_ROLES = ("assistant", "system", "tool", "function", "character", "bot", "ai", "model")


class PostgresMemories(MemoryReads):
    """Memories, events, persona and profile of the store's user."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db
        self._user = store.user.id

    def index_columns(self, body: str) -> tuple[str, str, int]:
        toks = tokens(body, self._store.stem)
        return body, tsvector_literal(toks), len(toks)

    # -- memories ------------------------------------------------------------
    def is_forgotten(self, content_hash: str) -> bool:
        return self._db.execute("SELECT 1 FROM watermarks WHERE user_id = %s AND content_hash = %s",
                                (self._user, content_hash)).fetchone() is not None

    def memory_by_hash(self, content_hash: str) -> tuple[int, str] | None:
        row = self._db.execute("SELECT id, status FROM memories WHERE user_id = %s AND content_hash = %s",
                               (self._user, content_hash)).fetchone()
        return (int(row[0]), str(row[1])) if row else None

    def memory_status(self, memory_id: int) -> str | None:
        row = self._db.execute("SELECT status FROM memories WHERE user_id = %s AND id = %s",
                               (self._user, memory_id)).fetchone()
        return None if row is None else str(row[0])

    def add_memory_sources(self, memory_id: int, record_ids: Iterable[int]) -> None:
        self._db.execute(
            "INSERT INTO memory_sources(memory_id, record_id, user_id) SELECT %s, r, %s FROM unnest(%s::bigint[]) r "
            "ON CONFLICT DO NOTHING", (memory_id, self._user, [int(r) for r in record_ids]))

    def memory_sources(self, memory_id: int) -> set[int]:
        return {int(r[0]) for r in self._db.execute(
            "SELECT record_id FROM memory_sources WHERE user_id = %s AND memory_id = %s", (self._user, memory_id))}

    def add_memory(
        self, *, type_: str, owner: str, user_id: str, character: str, topic: str | None, sub_topic: str | None,
        content: str, importance: int, content_hash: str, occurred_at: str, occurred_ts: float,
        valid_from_ts: float, now_iso: str, sources: Iterable[int], status: str = "active",
        valid_to_ts: float | None = None, superseded_by: int | None = None, index_now: bool = True,
    ) -> int:
        row = self._db.one(
            """INSERT INTO memories(type, owner, user_id, character, topic, sub_topic, content, importance,
                   content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, created_at,
                   updated_at, superseded_by)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING id""",
            (type_, owner, user_id, character, topic, sub_topic, content, int(max(1, min(100, importance))),
             content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, now_iso, now_iso,
             superseded_by))
        memory_id = int(row[0])
        self.add_memory_sources(memory_id, sources)
        if status == "active" and index_now:
            self.index_memories([memory_id])
        return memory_id

    def change_memory(
        self, memory_id: int, *, content: str, content_hash: str, occurred_at: str, occurred_ts: float,
        now_iso: str, topic: str | None, sub_topic: str | None, sources: Iterable[int],
        importance: int | None = None, index_now: bool = True,
    ) -> bool:
        self._db.execute(
            """UPDATE memories SET content = %s, content_hash = %s, occurred_at = %s, occurred_ts = %s,
                   updated_at = %s, importance = coalesce(%s, importance), fts_text = NULL, body = NULL, doclen = 0
               WHERE user_id = %s AND id = %s""",
            (content, content_hash, occurred_at, occurred_ts, now_iso, importance, self._user, memory_id))
        self.add_memory_sources(memory_id, sources)
        if index_now:
            self.index_memories([memory_id])
        return self._drop_vector(memory_id)

    def _drop_vector(self, memory_id: int) -> bool:
        cur = self._db.execute("DELETE FROM embeddings WHERE user_id = %s AND item_kind = 'memory' AND item_id = %s",
                               (self._user, memory_id))
        return bool(cur.rowcount)

    def restate_memory(self, memory_id: int, *, occurred_at: str, occurred_ts: float) -> None:
        self._db.execute("UPDATE memories SET occurred_at = %s, occurred_ts = %s WHERE user_id = %s AND id = %s",
                         (occurred_at, occurred_ts, self._user, memory_id))

    def supersede_memory(self, memory_id: int, *, by: int | None, valid_to_ts: float, now_iso: str) -> bool:
        self._db.execute(
            """UPDATE memories SET status = 'superseded', valid_to_ts = %s, superseded_by = %s, updated_at = %s,
                   fts_text = NULL, body = NULL, doclen = 0 WHERE user_id = %s AND id = %s""",
            (valid_to_ts, by, now_iso, self._user, memory_id))
        return self._drop_vector(memory_id)

    def reject_memory(self, memory_id: int, *, by: int | None, now_iso: str, stamp: float) -> bool:
        from memcli.core import ids
        from memcli.store.protocols.memories import REJECTED_PREFIX

        dropped = self.supersede_memory(memory_id, by=by, valid_to_ts=stamp, now_iso=now_iso)
        self._db.execute(
            "INSERT INTO watermarks(user_id, content_hash, kind, item_id, forgotten_at, forgotten_ts) "
            "SELECT user_id, %s || content_hash, 'rejected', %s, %s, %s FROM memories WHERE user_id = %s AND id = %s "
            "ON CONFLICT DO NOTHING",
            (REJECTED_PREFIX, ids.fmt("memory", memory_id), now_iso, stamp, self._user, memory_id))
        return dropped

    def rejected_values(self, user_id: str, character: str) -> list[Any]:
        from memcli.store.protocols.memories import REJECTED_PREFIX, RejectedValue

        rows = self._db.execute(
            "SELECT m.id, m.topic, m.sub_topic, m.content FROM memories m JOIN watermarks w "
            "ON w.user_id = m.user_id AND w.content_hash = %s || m.content_hash "
            "WHERE m.user_id = %s AND m.user_id = %s AND m.character = %s AND m.type = 'profile' ORDER BY m.id",
            (REJECTED_PREFIX, self._user, user_id, character)).fetchall()
        return [RejectedValue(int(r[0]), r[1], r[2], r[3], self.memory_sources(int(r[0]))) for r in rows]

    def rejected_among(self, memory_ids: list[int]) -> set[int]:
        from memcli.store.protocols.memories import REJECTED_PREFIX

        return {int(r[0]) for r in self._db.execute(
            "SELECT m.id FROM memories m JOIN watermarks w ON w.user_id = m.user_id "
            "AND w.content_hash = %s || m.content_hash WHERE m.user_id = %s AND m.id = ANY(%s)",
            (REJECTED_PREFIX, self._user, [int(i) for i in memory_ids]))}

    def index_memories(self, memory_ids: Iterable[int]) -> int:
        from memcli.store.text import memory_fts_body

        n = 0
        columns: tuple[str | None, str | None, int]
        for memory_id, content, topic, sub_topic, status in self._db.execute(
            "SELECT id, content, topic, sub_topic, status FROM memories WHERE user_id = %s AND id = ANY(%s) "
            "ORDER BY id", (self._user, sorted({int(i) for i in memory_ids}))).fetchall():
            if status == "active":
                columns = self.index_columns(memory_fts_body(content, topic, sub_topic))
                n += 1
            else:
                columns = (None, None, 0)
            self._db.execute("UPDATE memories SET fts_text = %s, body = %s::tsvector, doclen = %s "
                             "WHERE user_id = %s AND id = %s", (*columns, self._user, memory_id))
        return n

    def active_memories(self, user_id: str, character: str, *, types: tuple[str, ...] | None = None,
                        profile: bool = False) -> list[Any]:
        from memcli.store.protocols.memories import MemoryRow

        sql = ("SELECT id, type, owner, topic, sub_topic, content, importance, occurred_ts, occurred_at, "
               "valid_from_ts, content_hash FROM memories WHERE user_id = %s AND user_id = %s AND character = %s "
               "AND status = 'active'")
        params: list[Any] = [self._user, user_id, character]
        if profile:
            sql += " AND type = 'profile'"
        elif types:
            sql += " AND type = ANY(%s)"
            params.append(list(types))
        else:
            sql += " AND type <> 'profile'"
        return [MemoryRow(id=int(r[0]), type=r[1], owner=r[2], topic=r[3], sub_topic=r[4], content=r[5],
                          importance=int(r[6]), occurred_ts=float(r[7]), occurred_at=r[8], valid_from_ts=float(r[9]),
                          content_hash=r[10])
                for r in self._all(sql + " ORDER BY id", params)]

    def profile_lines(self, user_id: str, character: str) -> list[tuple[str, str, str]]:
        return [(r[0], r[1], r[2]) for r in self._all(
            'SELECT topic, sub_topic, content FROM memories WHERE user_id = %s AND user_id = %s AND character = %s '
            'AND type = \'profile\' AND status = \'active\' ORDER BY topic COLLATE "C", sub_topic COLLATE "C"',
            (self._user, user_id, character))]

    def live_records(self, record_ids: list[int]) -> set[int]:
        """Records that still exist (a forgotten record is deleted; PostgreSQL never reuses its id)."""
        return {int(r[0]) for r in self._all("SELECT id FROM records WHERE user_id = %s AND id = ANY(%s)",
                                             (self._user, [int(i) for i in record_ids]))}

    def session_speakers(self, sessions: Iterable[str]) -> dict[str, dict[str, bool]]:
        out: dict[str, dict[str, bool]] = {}
        rows = self._all(
            # extra is always JSON written by the store (json.dumps); "me" true or 1 as SQLite's json_extract = 1
            """SELECT session, speaker, bool_or(coalesce((extra::jsonb -> 'me') IN ('true'::jsonb, '1'::jsonb), false))
               FROM records WHERE user_id = %s AND session = ANY(%s) AND NOT (lower(role) = ANY(%s))
                 AND speaker IS NOT NULL AND speaker <> '' GROUP BY session, speaker""",
            (self._user, sorted(set(sessions)), list(_NOT_USER_ROLES)))
        for session, speaker, me in rows:
            seen = out.setdefault(str(session), {})
            key = str(speaker).casefold()
            seen[key] = seen.get(key, False) or bool(me)
        return out

    # -- events --------------------------------------------------------------
    def event_exists(self, content_hash: str) -> bool:
        return self._db.execute("SELECT 1 FROM events WHERE user_id = %s AND content_hash = %s",
                                (self._user, content_hash)).fetchone() is not None

    def add_event(
        self, *, user_id: str, character: str, session: str | None, occurred_at: str, occurred_ts: float,
        end_ts: float, summary: str, gists: list[str], tags: list[str], importance: int, content_hash: str,
        now_iso: str, record_ids: list[int],
    ) -> int:
        from memcli.store.text import event_fts_body

        fts_text, body, doclen = self.index_columns(event_fts_body(summary, gists, tags))
        row = self._db.one(
            """INSERT INTO events(user_id, character, session, occurred_at, occurred_ts, end_ts, summary, gists, tags,
                   importance, content_hash, created_at, fts_text, body, doclen)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::tsvector, %s) RETURNING id""",
            (user_id, character, session, occurred_at, occurred_ts, end_ts, summary,
             json.dumps(gists, ensure_ascii=False), json.dumps(tags, ensure_ascii=False),
             int(max(1, min(100, importance))), content_hash, now_iso, fts_text, body, doclen))
        event_id = int(row[0])
        self._db.execute(
            "INSERT INTO event_sources(event_id, record_id, user_id) SELECT %s, r, %s FROM unnest(%s::bigint[]) r "
            "ON CONFLICT DO NOTHING", (event_id, self._user, [int(r) for r in record_ids]))
        return event_id
