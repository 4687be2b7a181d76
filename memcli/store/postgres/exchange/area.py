"""The reading half of :class:`memcli.store.protocols.exchange.Exchange` on PostgreSQL: the user's store out.

Everything comes out in the SQLite store's order and shapes (by id; the
journal by day), decoded the same way, so ``mem export`` of one user on
PostgreSQL writes the archive a SQLite store with the same content writes,
and that archive imports into SQLite. :meth:`snapshot` is one REPEATABLE
READ transaction: the export sees one state while other app servers write.

The writing half (:mod:`memcli.store.postgres.exchange.write`) restores
one user's whole archive into that user, ids mapped.
``mem backup`` on PostgreSQL is ``pg_dump``'s job.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError
from memcli.store.postgres.exchange.write import PostgresRestore
from memcli.store.postgres.memories.reads import EVENT_COLUMNS, MEMORY_COLUMNS

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore

COUNTED = {"cues": "cues", "records": "records", "memories": "memories", "events": "events", "persona": "persona",
           "watermarks": "watermarks"}
"""What an export header counts, and the table each count comes from (the user's rows)."""

PAGE = 1000
"""Records read per statement when exporting (a million never sit in memory at once)."""
_RECORD_COLUMNS = ("id, text, role, speaker, user_id, character, session, occurred_at, occurred_ts, ingested_at, "
                   "source_path, source_format, external_id, content_hash, tags, extra")


def _loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def _names(columns: str) -> list[str]:
    return [c.strip() for c in columns.split(",")]


class PostgresExchange(PostgresRestore):
    """The user's whole store, read out for the archive and the journal."""

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return self._db.execute(sql, (self._user, *params)).fetchall()

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        if self._db.in_transaction:
            yield
            return
        with self._db.transaction():
            self._db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            yield

    def schema_version(self) -> int:
        """How many named migrations the database has (the archive header's schema number)."""
        return int(self._db.execute("SELECT count(*) FROM mem_migrations").fetchone()[0])

    def counts(self) -> dict[str, int]:
        out = {k: int(self._rows(f"SELECT count(*) FROM {t} WHERE user_id = %s")[0][0]) for k, t in COUNTED.items()}
        out["forgotten_records"] = 0  # ids are never reused here: nothing to remember about forgotten ones
        return out

    def is_empty(self) -> bool:
        return all(not self._rows(f"SELECT 1 FROM {t} WHERE user_id = %s LIMIT 1") for t in COUNTED.values())

    def cues(self) -> Iterator[dict[str, Any]]:
        for r in self._rows("SELECT id, kind, key, label, created_at FROM cues WHERE user_id = %s ORDER BY id"):
            yield {"id": int(r[0]), "kind": r[1], "key": r[2], "label": r[3], "created_at": r[4]}

    def records(self) -> Iterator[dict[str, Any]]:
        """Every record by id with its cues (by key) and buffer entry; keyset pages, never all in memory."""
        names = _names(_RECORD_COLUMNS)
        last = 0
        while True:
            rows = self._rows(f"SELECT {_RECORD_COLUMNS} FROM records WHERE user_id = %s AND id > %s "
                              "ORDER BY id LIMIT %s", (last, PAGE))
            if not rows:
                return
            ids = [int(r[0]) for r in rows]
            cues: dict[int, list[dict[str, str]]] = {}
            for rid, kind, key, label in self._rows(
                'SELECT rc.record_id, c.kind, c.key, c.label FROM record_cues rc '
                'JOIN cues c ON c.user_id = rc.user_id AND c.id = rc.cue_id '
                'WHERE rc.user_id = %s AND rc.record_id = ANY(%s) ORDER BY rc.record_id, c.key COLLATE "C"', (ids,)):
                cues.setdefault(int(rid), []).append({"kind": kind, "key": key, "label": label})
            buffers = {int(r[0]): {"status": r[1], "tokens": int(r[2])} for r in self._rows(
                "SELECT record_id, status, tokens FROM buffer WHERE user_id = %s AND record_id = ANY(%s)", (ids,))}
            for row in rows:
                rec = dict(zip(names, row, strict=True))
                rec["id"] = int(rec["id"])
                rec["tags"] = _loads(rec["tags"], [])
                rec["extra"] = _loads(rec["extra"], {})
                rec["cues"] = cues.get(rec["id"], [])
                rec["buffer"] = buffers.get(rec["id"])
                yield rec
            last = ids[-1]

    def _sources(self, table: str, key: str) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for item, rid in self._rows(f"SELECT {key}, record_id FROM {table} WHERE user_id = %s ORDER BY {key}, record_id"):
            out.setdefault(int(item), []).append(int(rid))
        return out

    def memories(self) -> Iterator[dict[str, Any]]:
        sources = self._sources("memory_sources", "memory_id")
        for row in self._rows(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s ORDER BY id"):
            mem = dict(zip(_names(MEMORY_COLUMNS), row, strict=True))
            mem["sources"] = sources.get(int(mem["id"]), [])
            yield mem

    def events(self) -> Iterator[dict[str, Any]]:
        sources = self._sources("event_sources", "event_id")
        for row in self._rows(f"SELECT {EVENT_COLUMNS} FROM events WHERE user_id = %s ORDER BY id"):
            event = dict(zip(_names(EVENT_COLUMNS), row, strict=True))
            event["gists"] = _loads(event["gists"], [])
            event["tags"] = _loads(event["tags"], [])
            event["sources"] = sources.get(int(event["id"]), [])
            yield event

    def persona_versions(self) -> Iterator[dict[str, Any]]:
        for r in self._rows("SELECT version, text, created_at FROM persona WHERE user_id = %s ORDER BY version"):
            yield {"version": int(r[0]), "text": r[1], "created_at": r[2]}

    def watermarks(self) -> Iterator[dict[str, Any]]:
        for r in self._rows("SELECT content_hash, kind, item_id, forgotten_at, forgotten_ts FROM watermarks "
                            'WHERE user_id = %s ORDER BY forgotten_ts, content_hash COLLATE "C"'):
            yield {"content_hash": r[0], "kind": r[1], "item_id": r[2], "forgotten_at": r[3], "forgotten_ts": r[4]}

    def forgotten_records(self) -> Iterator[dict[str, Any]]:
        return iter(())

    # -- the readable journal ----------------------------------------------
    def journal_profile(self) -> list[dict[str, Any]]:
        return [{"id": r[0], "topic": r[1], "sub_topic": r[2], "content": r[3], "occurred_at": r[4]}
                for r in self._rows(
                    "SELECT id, topic, sub_topic, content, occurred_at FROM memories WHERE user_id = %s "
                    "AND status = 'active' AND type = 'profile' ORDER BY topic COLLATE \"C\", "
                    "sub_topic COLLATE \"C\", id")]

    def journal_memories(self) -> list[dict[str, Any]]:
        return [{"id": r[0], "type": r[1], "content": r[2]} for r in self._rows(
            "SELECT id, type, content FROM memories WHERE user_id = %s AND status = 'active' AND type <> 'profile' "
            'ORDER BY type COLLATE "C", occurred_ts, id')]

    def latest_persona(self) -> dict[str, Any] | None:
        rows = self._rows("SELECT version, text, created_at FROM persona WHERE user_id = %s "
                          "ORDER BY version DESC LIMIT 1")
        return {"version": int(rows[0][0]), "text": rows[0][1], "created_at": rows[0][2]} if rows else None

    def journal_events(self) -> Iterator[dict[str, Any]]:
        for r in self._rows("SELECT id, occurred_at, summary, gists, tags FROM events WHERE user_id = %s "
                            "ORDER BY substr(occurred_at, 1, 10), occurred_ts, id"):
            yield {"id": r[0], "occurred_at": r[1], "summary": r[2], "gists": _loads(r[3], []), "tags": _loads(r[4], [])}

    def journal_records(self) -> Iterator[dict[str, Any]]:
        for r in self._rows(
            """SELECT r.id, r.occurred_at, r.role, r.speaker, r.text, r.tags, r.extra,
                      (SELECT string_agg(c.kind || ': ' || c.label, '; ' ORDER BY rc.cue_id) FROM record_cues rc
                         JOIN cues c ON c.user_id = rc.user_id AND c.id = rc.cue_id
                         WHERE rc.user_id = r.user_id AND rc.record_id = r.id)
               FROM records r WHERE r.user_id = %s ORDER BY substr(r.occurred_at, 1, 10), r.occurred_ts, r.id"""):
            yield {"id": r[0], "occurred_at": r[1], "role": r[2], "speaker": r[3], "text": r[4],
                   "tags": _loads(r[5], []), "extra": _loads(r[6], {}), "cue_labels": r[7]}

    # -- importing into this store -------------------------------------------
    def content_known(self, content_hash: str) -> bool:
        """Whether a record with this hash is stored or was forgotten (an import skips it)."""
        return bool(self._rows("SELECT 1 FROM records WHERE user_id = %s AND content_hash = %s UNION ALL "
                               "SELECT 1 FROM watermarks WHERE user_id = %s AND content_hash = %s LIMIT 1",
                               (content_hash, self._user, content_hash)))

    def merge_records(self, records: Iterable[Any], *, default_user: str) -> Any:
        """An archive's records added to this store like an import of them (dedup, watermarks, buffer)."""
        return self._store.records.insert(records, default_user=default_user)

    def is_own_file(self, path: Path) -> bool:
        return False  # the store is not a file: no input path can be it

    def backup_to(self, path: Path) -> dict[str, int]:
        raise MemError("a PostgreSQL store is backed up by the server's tools: run `pg_dump` on the database "
                       "(or `mem export` for one user's portable archive)")
