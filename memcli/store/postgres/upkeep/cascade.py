"""The forget cascade's reads and rewrites on PostgreSQL, for the store's user (the SQLite store's rules:
:mod:`memcli.store.sqlite.upkeep.cascade`).

Mixed into :class:`memcli.store.postgres.upkeep.PostgresUpkeep`, which holds
``_store``, ``_db`` and ``_user``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from memcli.store.protocols.flushing import PendingRecord
from memcli.store.protocols.upkeep import DerivedEvent, DerivedMemory, RebuiltEvent, RebuiltMemory, TextHits
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.store import PostgresStore


class PostgresCascade:
    """What the forget cascade asks of the user's rows."""

    _store: PostgresStore
    _db: Connection
    _user: str

    def _sources_of(self, table: str, key: str, ids: list[int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {i: [] for i in ids}
        for item, rec in self._db.execute(
                f"SELECT {key}, record_id FROM {table} WHERE user_id = %s AND {key} = ANY(%s) ORDER BY record_id",
                (self._user, ids)):
            out[int(item)].append(int(rec))
        return out

    def derived_memories(self, memory_ids: list[int]) -> list[DerivedMemory]:
        ids = sorted(set(memory_ids))
        sources = self._sources_of("memory_sources", "memory_id", ids)
        rows = self._db.execute(
            "SELECT id, user_id, character, type, owner, topic, sub_topic, content, status, content_hash, occurred_at, "
            "occurred_ts FROM memories WHERE user_id = %s AND id = ANY(%s) ORDER BY id", (self._user, ids)).fetchall()
        return [DerivedMemory(int(r[0]), r[1], r[2] or "", r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10],
                              float(r[11]), sources[int(r[0])]) for r in rows]

    def derived_events(self, event_ids: list[int]) -> list[DerivedEvent]:
        ids = sorted(set(event_ids))
        sources = self._sources_of("event_sources", "event_id", ids)
        rows = self._db.execute(
            "SELECT id, user_id, character, summary, gists, content_hash FROM events WHERE user_id = %s AND id = ANY(%s) "
            "ORDER BY id", (self._user, ids)).fetchall()
        return [DerivedEvent(int(r[0]), r[1], r[2] or "", r[3], json.loads(r[4] or "[]"), r[5], sources[int(r[0])])
                for r in rows]

    def derivation_records(self, record_ids: list[int]) -> list[PendingRecord]:
        rows = self._db.execute(
            "SELECT id, text, role, speaker, user_id, coalesce(character, ''), session, occurred_at, occurred_ts, 0, "
            "tags, extra FROM records WHERE user_id = %s AND id = ANY(%s) ORDER BY occurred_ts, id",
            (self._user, sorted(set(record_ids)))).fetchall()
        return [PendingRecord._make(r) for r in rows]

    def find_text(self, text: str, *, limit: int) -> TextHits:
        """``strpos`` is an exact substring test (no LIKE wildcards, no text search syntax)."""
        db, user = self._db, self._user
        records = [int(r[0]) for r in db.execute(
            "SELECT id FROM records WHERE user_id = %s AND strpos(text, %s) > 0 ORDER BY id LIMIT %s",
            (user, text, limit))]
        memories = [int(r[0]) for r in db.execute(
            "SELECT id FROM memories WHERE user_id = %s AND strpos(content, %s) > 0 ORDER BY id", (user, text))]
        events = [int(r[0]) for r in db.execute(
            "SELECT id FROM events WHERE user_id = %s AND (strpos(summary, %s) > 0 OR strpos(gists, %s) > 0) ORDER BY id",
            (user, text, json.dumps(text, ensure_ascii=False)[1:-1]))]
        facts = [int(r[0]) for r in db.execute(
            "SELECT id FROM person_facts WHERE user_id = %s AND strpos(value, %s) > 0 ORDER BY id", (user, text))]
        cues = [int(r[0]) for r in db.execute(
            "SELECT id FROM cues WHERE user_id = %s AND strpos(label, %s) > 0 ORDER BY id", (user, text))]
        return TextHits(records, memories, events, facts, cues)

    def count_records_with(self, text: str) -> int:
        return int(self._db.one("SELECT count(*) FROM records WHERE user_id = %s AND strpos(text, %s) > 0",
                                (self._user, text))[0])

    def record_texts(self) -> Iterator[tuple[int, str]]:
        rows = self._db.execute("SELECT id, text FROM records WHERE user_id = %s ORDER BY id", (self._user,)).fetchall()
        yield from ((int(r[0]), str(r[1])) for r in rows)

    def derived_texts(self) -> Iterator[tuple[str, int, str]]:
        db, user = self._db, self._user
        for mid, content in db.execute("SELECT id, content FROM memories WHERE user_id = %s ORDER BY id",
                                       (user,)).fetchall():
            yield "memory", int(mid), str(content)
        for eid, summary, gists in db.execute("SELECT id, summary, gists FROM events WHERE user_id = %s ORDER BY id",
                                              (user,)).fetchall():
            yield "event", int(eid), "\n".join([str(summary), *json.loads(gists or "[]")])
        for fid, value in db.execute("SELECT id, value FROM person_facts WHERE user_id = %s ORDER BY id",
                                     (user,)).fetchall():
            yield "fact", int(fid), str(value)

    # -- rewriting what a forget rebuilt ----------------------------------------------------------------

    def _drop_vectors(self, kind: str, ids: list[int]) -> bool:
        cur = self._db.execute("DELETE FROM embeddings WHERE user_id = %s AND item_kind = %s AND item_id = ANY(%s)",
                               (self._user, kind, ids))
        return bool(cur.rowcount)

    def rewrite_memories(self, rebuilt: dict[int, RebuiltMemory]) -> bool:
        db, user = self._db, self._user
        stamp = to_iso(now())
        for memory_id, new in sorted(rebuilt.items()):
            db.execute("UPDATE memories SET content = %s, content_hash = %s, occurred_at = %s, occurred_ts = %s, "
                       "updated_at = %s WHERE user_id = %s AND id = %s",
                       (new.content, new.content_hash, new.occurred_at, new.occurred_ts, stamp, user, memory_id))
            db.execute("DELETE FROM memory_sources WHERE user_id = %s AND memory_id = %s", (user, memory_id))
            self._store.memories.add_memory_sources(memory_id, new.sources)
        if rebuilt:
            self._store.memories.index_memories(list(rebuilt))
        return bool(rebuilt) and self._drop_vectors("memory", sorted(rebuilt))

    def rewrite_events(self, rebuilt: dict[int, RebuiltEvent]) -> bool:
        from memcli.store.text import event_fts_body

        db, user = self._db, self._user
        index_columns = self._store.memories.index_columns
        for event_id, new in sorted(rebuilt.items()):
            columns = index_columns(event_fts_body(new.summary, new.gists, new.tags))
            db.execute(
                "UPDATE events SET summary = %s, gists = %s, tags = %s, importance = %s, occurred_at = %s, "
                "occurred_ts = %s, end_ts = %s, content_hash = %s, fts_text = %s, body = %s::tsvector, doclen = %s "
                "WHERE user_id = %s AND id = %s",
                (new.summary, json.dumps(new.gists, ensure_ascii=False), json.dumps(new.tags, ensure_ascii=False),
                 int(max(1, min(100, new.importance))), new.occurred_at, new.occurred_ts, new.end_ts, new.content_hash,
                 *columns, user, event_id))
            db.execute("DELETE FROM event_sources WHERE user_id = %s AND event_id = %s", (user, event_id))
            db.execute("INSERT INTO event_sources(event_id, record_id, user_id) SELECT %s, r, %s "
                       "FROM unnest(%s::bigint[]) r ON CONFLICT DO NOTHING", (event_id, user, new.sources))
        return bool(rebuilt) and self._drop_vectors("event", sorted(rebuilt))

    def clear_cue_labels(self, cue_ids: list[int]) -> None:
        if cue_ids:
            self._db.execute("UPDATE cues SET label = '' WHERE user_id = %s AND id = ANY(%s)", (self._user, cue_ids))

    def _cues_after_forget(self, touched: set[int], forgotten_texts: list[str]) -> None:
        """A cue left with no record goes; one that stays loses a label only forgotten records held."""
        db, user = self._db, self._user
        for cue_id in sorted(touched):
            left = [str(r[0]) for r in db.execute(
                "SELECT r.text FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = %s",
                (cue_id,))]
            if not left:
                db.execute("DELETE FROM cues WHERE id = %s AND user_id = %s", (cue_id, user))
                continue
            label = db.execute("SELECT label FROM cues WHERE id = %s AND user_id = %s", (cue_id, user)).fetchone()
            if label and label[0] and any(label[0] in t for t in forgotten_texts) \
                    and not any(label[0] in t for t in left):
                db.execute("UPDATE cues SET label = '' WHERE id = %s AND user_id = %s", (cue_id, user))

    @staticmethod
    def _time_known(extra: Any) -> bool:
        from memcli.store.text import time_known

        try:
            return time_known(json.loads(extra or "{}"))
        except ValueError:
            return True
