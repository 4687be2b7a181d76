"""The writing half of :class:`memcli.store.protocols.exchange.Exchange` on PostgreSQL: one user's archive in.

A shared database's ids belong to every user, so an archive's rows cannot
keep theirs: each row gets a new id and the archive's ids are mapped as the
restore goes (memory and event sources, ``superseded_by``); every row is
the store's user's, whoever the archive named. Full-text columns are written
as an import writes them, so ``mem reindex`` afterwards changes nothing.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError

if TYPE_CHECKING:
    from memcli.store.protocols.exchange import (
        ArchivedCue,
        ArchivedEvent,
        ArchivedMemory,
        ArchivedPersona,
        ArchivedRecord,
        ArchivedWatermark,
        BackupSource,
    )
    from memcli.store.postgres.store import PostgresStore

_CLEAR_ORDER = ("record_cues", "buffer", "memory_sources", "event_sources", "person_fact_sources", "person_facts",
                "people", "embeddings", "memories", "events", "records", "cues", "persona", "watermarks", "meta",
                "llm_calls", "flushes")
"""Every table of a user's rows, referencing rows first (what ``clear_user`` empties)."""


class PostgresRestore:
    """Restoring one user's whole archive into that user, ids mapped."""

    _store: PostgresStore
    _user: str

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db
        self._user = store.user.id
        self._ids: dict[str, dict[int, int]] = {}  # archive id → new id, by kind, for the restore under way

    def keeps_archive_ids(self) -> bool:
        return False  # one id sequence per table for every user: an archive's ids may be taken

    def clear_user(self) -> int:
        """Delete every row of the store's user (``mem restore --force``); other users' rows are untouched."""
        n = 0
        for table in _CLEAR_ORDER:
            n += self._db.execute(f"DELETE FROM {table} WHERE user_id = %s", (self._user,)).rowcount
        return n

    def restore_cue(self, cue: ArchivedCue) -> int | None:
        row = self._db.execute(
            "INSERT INTO cues(user_id, kind, key, label, created_at) VALUES (%s, %s, %s, %s, %s) "
            "ON CONFLICT (user_id, key) DO NOTHING RETURNING id",
            (self._user, cue["kind"], cue["key"], cue["label"], cue["created_at"])).fetchone()
        return int(row[0]) if row else None

    def restore_record(self, record: ArchivedRecord, cue_ids: dict[str, int]) -> int:
        """The record under a new id (remembered for the memories' and events' sources), as the store's user."""
        from memcli.core.record_types import Cue
        from memcli.store.protocols.exchange import RowConflict

        labels = []
        for cue in sorted(record["cues"], key=lambda c: c["key"]):  # the order rebuild_records gives the labels
            if cue["key"] not in cue_ids:
                cue_ids[cue["key"]] = self._store.cues.ensure(Cue(kind=cue["kind"], key=cue["key"], label=cue["label"]))
            labels.append(cue["label"])
        body, lexemes, doclen = self._record_columns(record, labels)
        row = self._db.execute(
            """INSERT INTO records(user_id, text, role, speaker, character, session, occurred_at, occurred_ts,
                   ingested_at, source_path, source_format, external_id, content_hash, tags, extra,
                   fts_text, body, doclen)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::tsvector, %s)
               ON CONFLICT (user_id, content_hash) DO NOTHING RETURNING id""",
            (self._user, record["text"], record["role"], record["speaker"], record["character"], record["session"],
             record["occurred_at"], record["occurred_ts"], record["ingested_at"], record["source_path"], record["source_format"],
             record["external_id"], record["content_hash"], json.dumps(record["tags"], ensure_ascii=False),
             json.dumps(record["extra"], ensure_ascii=False, default=str), body, lexemes, doclen)).fetchone()
        if row is None:
            raise RowConflict(f"a record with content hash {record['content_hash']} is already restored")
        record_id = int(row[0])
        if record["id"] is not None:
            self._ids.setdefault("record", {})[int(record["id"])] = record_id
        for cue in record["cues"]:
            self._db.execute("INSERT INTO record_cues(record_id, cue_id, user_id) VALUES (%s, %s, %s) "
                             "ON CONFLICT DO NOTHING", (record_id, cue_ids[cue["key"]], self._user))
        buf = record["buffer"]
        if buf is not None:
            stamp = time.time()
            self._db.execute(
                "INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (record_id, self._user, record["character"] or "", buf["tokens"], buf["status"], stamp, stamp))
        return record_id

    def _record_columns(self, record: ArchivedRecord, labels: list[str]) -> tuple[str, str, int]:
        """The full-text columns an import of *record* would have written (``fulltext.rebuild_records`` too)."""
        from memcli.store.postgres.fulltext.lexemes import tokens, tsvector_literal
        from memcli.store.text import date_words, fts_body, time_known

        tags = record["tags"]
        when = date_words(record["occurred_at"]) if time_known(record["extra"]) else ""
        body = fts_body(record["text"] + (" " + " ".join(tags) if tags else ""), record["speaker"], labels, when)
        toks = tokens(body, self._store.stem)
        return body, tsvector_literal(toks), len(toks)

    def _new_id(self, kind: str, archive_id: int) -> int | None:
        return self._ids.get(kind, {}).get(int(archive_id))

    def _mapped_sources(self, archived: list[int]) -> list[int]:
        """The new ids of an item's source records; a source the archive did not hold (forgotten) is dropped."""
        return sorted({new for src in archived if (new := self._new_id("record", src)) is not None})

    def restore_memory(self, memory: ArchivedMemory) -> None:
        row = self._db.execute(
            """INSERT INTO memories(type, owner, user_id, character, topic, sub_topic, content, importance,
                   content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, created_at,
                   updated_at, usage_count, last_used_ts)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
               ON CONFLICT (user_id, content_hash) DO NOTHING RETURNING id""",
            (memory["type"], memory["owner"], self._user, memory["character"] or "", memory["topic"], memory["sub_topic"], memory["content"],
             memory["importance"], memory["content_hash"], memory["status"], memory["occurred_at"], memory["occurred_ts"],
             memory["valid_from_ts"], memory["valid_to_ts"], memory["created_at"], memory["updated_at"], memory["usage_count"],
             memory["last_used_ts"])).fetchone()
        self._link_restored("memory", row, memory)

    def _link_restored(self, kind: str, row: Any, item: Any) -> None:
        """After a memory's or event's INSERT: refuse a duplicate, map the archive's id to the new row, attach
        the sources (already mapped to the new record ids)."""
        from memcli.store.protocols.exchange import RowConflict

        if row is None:
            article = "an" if kind == "event" else "a"
            raise RowConflict(f"{article} {kind} with content hash {item['content_hash']} is already restored")
        new_id = int(row[0])
        self._ids.setdefault(kind, {})[int(item["id"])] = new_id
        for src in self._mapped_sources(item["sources"]):
            self._db.execute(f"INSERT INTO {kind}_sources({kind}_id, record_id, user_id) VALUES (%s, %s, %s)",
                             (new_id, src, self._user))

    def link_superseded(self, memory_id: int, successor_id: int) -> bool:
        old, new = self._new_id("memory", memory_id), self._new_id("memory", successor_id)
        if old is None or new is None:
            return False
        self._db.execute("UPDATE memories SET superseded_by = %s WHERE user_id = %s AND id = %s",
                         (new, self._user, old))
        return True

    def restore_event(self, event: ArchivedEvent) -> None:
        row = self._db.execute(
            """INSERT INTO events(user_id, character, session, occurred_at, occurred_ts, end_ts, summary, gists,
                   tags, importance, content_hash, created_at)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
               ON CONFLICT (user_id, content_hash) DO NOTHING RETURNING id""",
            (self._user, event["character"] or "", event["session"], event["occurred_at"], event["occurred_ts"], event["end_ts"],
             event["summary"], json.dumps(event["gists"], ensure_ascii=False), json.dumps(event["tags"], ensure_ascii=False),
             event["importance"], event["content_hash"], event["created_at"])).fetchone()
        self._link_restored("event", row, event)

    def restore_persona(self, persona: ArchivedPersona) -> None:
        self._db.execute(
            "INSERT INTO persona(user_id, version, text, created_at) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (user_id, version) DO UPDATE SET text = EXCLUDED.text, created_at = EXCLUDED.created_at",
            (self._user, persona["version"], persona["text"], persona["created_at"]))

    def restore_watermark(self, mark: ArchivedWatermark) -> bool:
        """What was forgotten stays forgotten (the user's watermark rows; restored and merged archives alike)."""
        cur = self._db.execute(
            "INSERT INTO watermarks(user_id, content_hash, kind, item_id, forgotten_at, forgotten_ts) "
            "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
            (self._user, mark["content_hash"], mark["kind"], mark["item_id"], mark["forgotten_at"],
             mark["forgotten_ts"]))
        return cur.rowcount > 0

    def restore_forgotten(self, record_id: int, forgotten_ts: float) -> None:
        """Nothing to keep: a forgotten record's id is never handed out again here."""

    def restore_backup(self, source: BackupSource, *, force: bool) -> dict[str, int]:
        raise MemError("a `mem backup` file is a SQLite store; on PostgreSQL restore a `mem export` archive "
                       "(`mem restore --user U archive.jsonl`), or the whole database with pg_restore")
