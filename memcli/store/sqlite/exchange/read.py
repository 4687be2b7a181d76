"""Reading a whole SQLite store out, item by item, for the archive and the journal.

Rows come out in a fixed order (by id, or by day for the journal) so that
an export is deterministic. JSON columns are decoded here, with the
archive's fallback for a damaged value (an empty list or object).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from memcli.store.protocols.exchange import (
    ArchivedCue,
    ArchivedEvent,
    ArchivedForgotten,
    ArchivedMemory,
    ArchivedPersona,
    ArchivedRecord,
    ArchivedWatermark,
    JournalEvent,
    JournalMemory,
    JournalRecord,
    JournalSlot,
)

COUNTED = {
    "cues": "cues",
    "records": "records",
    "memories": "memories",
    "events": "events",
    "persona": "persona",
    "watermarks": "watermarks",
    "forgotten_records": "forgotten_records",
}
"""What an export header counts, and the table each count comes from."""
USER_TABLES = ("records", "memories", "events")
"""The tables whose rows carry ``user_id`` (an export of one user keeps only theirs)."""
FILE_WIDE = ("persona", "watermarks", "forgotten_records")
"""Tables without a user column: one user's export holds them only when it is the file's own user."""
_USER_CUE = ("EXISTS (SELECT 1 FROM record_cues rc JOIN records r ON r.id = rc.record_id "
             "WHERE rc.cue_id = cues.id AND r.user_id = ?)")
"""A cue one of the user's records is linked to (cues have no user of their own)."""


class Scope:
    """Whose rows an export reads: everyone's (*user* None), or one user's; *file_wide*: the tables
    without a user column too (see :data:`FILE_WIDE`)."""

    __slots__ = ("file_wide", "user")

    def __init__(self, user: str | None = None, file_wide: bool = True) -> None:
        self.user = user
        self.file_wide = user is None or file_wide

    def where(self, table: str, prefix: str = "WHERE") -> tuple[str, tuple[Any, ...]]:
        """The condition keeping this scope's rows of *table* (``""`` when all are kept), and its parameters."""
        if self.user is None:
            return "", ()
        if table in USER_TABLES:
            return f" {prefix} user_id = ?", (self.user,)
        if table == "cues":
            return f" {prefix} {_USER_CUE}", (self.user,)
        return ("", ()) if self.file_wide else (f" {prefix} 0", ())


EVERYONE = Scope()


def loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


@contextmanager
def snapshot(conn: sqlite3.Connection) -> Iterator[None]:
    """One read transaction (deferred: a snapshot in WAL mode), unless the caller already has one."""
    own_txn = not conn.in_transaction
    if own_txn:
        conn.execute("BEGIN")
    try:
        yield
    finally:
        if own_txn and conn.in_transaction:
            conn.execute("COMMIT")


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def counts(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> dict[str, int]:
    out: dict[str, int] = {}
    for k, t in COUNTED.items():
        cond, params = scope.where(t)
        out[k] = int(conn.execute(f"SELECT COUNT(*) FROM {t}{cond}", params).fetchone()[0])
    return out


def is_empty(conn: sqlite3.Connection) -> bool:
    for table in ("records", "memories", "events", "persona", "watermarks", "forgotten_records", "cues"):
        if conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone():
            return False
    return True


def _sources(conn: sqlite3.Connection, table: str, key: str, item: int) -> list[int]:
    return [int(r[0]) for r in conn.execute(f"SELECT record_id FROM {table} WHERE {key} = ? ORDER BY record_id", (item,))]


def cues(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedCue]:
    cond, params = scope.where("cues")
    for row in conn.execute(f"SELECT id, kind, key, label, created_at FROM cues{cond} ORDER BY id", params):
        yield {"id": int(row[0]), "kind": row[1], "key": row[2], "label": row[3], "created_at": row[4]}


def records(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedRecord]:
    cue_rows = conn.cursor()
    cond, params = scope.where("records")
    for row in conn.execute(f"SELECT * FROM records{cond} ORDER BY id", params):
        buf = conn.execute("SELECT status, tokens FROM buffer WHERE record_id = ?", (row["id"],)).fetchone()
        yield {
            "id": row["id"],
            "text": row["text"],
            "role": row["role"],
            "speaker": row["speaker"],
            "user_id": row["user_id"],
            "character": row["character"],
            "session": row["session"],
            "occurred_at": row["occurred_at"],
            "occurred_ts": row["occurred_ts"],
            "ingested_at": row["ingested_at"],
            "source_path": row["source_path"],
            "source_format": row["source_format"],
            "external_id": row["external_id"],
            "content_hash": row["content_hash"],
            "tags": loads(row["tags"], []),
            "extra": loads(row["extra"], {}),
            "cues": [
                {"kind": c[0], "key": c[1], "label": c[2]}
                for c in cue_rows.execute(
                    """SELECT c.kind, c.key, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id
                       WHERE rc.record_id = ? ORDER BY c.key""",
                    (row["id"],),
                )
            ],
            "buffer": None if buf is None else {"status": buf[0], "tokens": int(buf[1])},
        }


def memories(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedMemory]:
    cond, params = scope.where("memories")
    for row in conn.execute(f"SELECT * FROM memories{cond} ORDER BY id", params):
        yield {
            "id": row["id"],
            "type": row["type"],
            "owner": row["owner"],
            "user_id": row["user_id"],
            "character": row["character"],
            "topic": row["topic"],
            "sub_topic": row["sub_topic"],
            "content": row["content"],
            "importance": row["importance"],
            "content_hash": row["content_hash"],
            "status": row["status"],
            "occurred_at": row["occurred_at"],
            "occurred_ts": row["occurred_ts"],
            "valid_from_ts": row["valid_from_ts"],
            "valid_to_ts": row["valid_to_ts"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
            "superseded_by": row["superseded_by"],
            "usage_count": row["usage_count"],
            "last_used_ts": row["last_used_ts"],
            "sources": _sources(conn, "memory_sources", "memory_id", row["id"]),
        }


def events(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedEvent]:
    cond, params = scope.where("events")
    for row in conn.execute(f"SELECT * FROM events{cond} ORDER BY id", params):
        yield {
            "id": row["id"],
            "user_id": row["user_id"],
            "character": row["character"],
            "session": row["session"],
            "occurred_at": row["occurred_at"],
            "occurred_ts": row["occurred_ts"],
            "end_ts": row["end_ts"],
            "summary": row["summary"],
            "gists": loads(row["gists"], []),
            "tags": loads(row["tags"], []),
            "importance": row["importance"],
            "content_hash": row["content_hash"],
            "created_at": row["created_at"],
            "sources": _sources(conn, "event_sources", "event_id", row["id"]),
        }


def persona_versions(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedPersona]:
    cond, params = scope.where("persona")
    for row in conn.execute(f"SELECT version, text, created_at FROM persona{cond} ORDER BY version", params):
        yield {"version": int(row[0]), "text": row[1], "created_at": row[2]}


def watermarks(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedWatermark]:
    cond, params = scope.where("watermarks")
    for row in conn.execute(
        f"SELECT content_hash, kind, item_id, forgotten_at, forgotten_ts FROM watermarks{cond} "
        "ORDER BY forgotten_ts, content_hash", params
    ):
        yield {"content_hash": row[0], "kind": row[1], "item_id": row[2], "forgotten_at": row[3],
               "forgotten_ts": row[4]}


def forgotten_records(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[ArchivedForgotten]:
    cond, params = scope.where("forgotten_records")
    for row in conn.execute(f"SELECT record_id, forgotten_ts FROM forgotten_records{cond} ORDER BY record_id",
                            params):
        yield {"record_id": int(row[0]), "forgotten_ts": row[1]}


def journal_profile(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> list[JournalSlot]:
    cond, params = scope.where("memories", "AND")
    rows = conn.execute(
        f"""SELECT id, topic, sub_topic, content, occurred_at FROM memories
           WHERE status = 'active' AND type = 'profile'{cond} ORDER BY topic, sub_topic, id""", params
    ).fetchall()
    return [{"id": r[0], "topic": r[1], "sub_topic": r[2], "content": r[3], "occurred_at": r[4]} for r in rows]


def journal_memories(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> list[JournalMemory]:
    cond, params = scope.where("memories", "AND")
    rows = conn.execute(
        f"""SELECT id, type, content FROM memories WHERE status = 'active' AND type != 'profile'{cond}
           ORDER BY type, occurred_ts, id""", params
    ).fetchall()
    return [{"id": r[0], "type": r[1], "content": r[2]} for r in rows]


def latest_persona(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> ArchivedPersona | None:
    cond, params = scope.where("persona")
    row = conn.execute(f"SELECT version, text, created_at FROM persona{cond} ORDER BY version DESC LIMIT 1",
                       params).fetchone()
    return None if row is None else {"version": int(row[0]), "text": row[1], "created_at": row[2]}


def journal_events(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[JournalEvent]:
    cond, params = scope.where("events")
    for row in conn.execute(
        f"SELECT id, occurred_at, summary, gists, tags FROM events{cond} "
        "ORDER BY substr(occurred_at, 1, 10), occurred_ts, id", params
    ):
        yield {"id": row[0], "occurred_at": row[1], "summary": row[2], "gists": loads(row[3], []),
               "tags": loads(row[4], [])}


def journal_records(conn: sqlite3.Connection, scope: Scope = EVERYONE) -> Iterator[JournalRecord]:
    cond, params = scope.where("records")
    for row in conn.cursor().execute(
        f"""SELECT r.id, r.occurred_at, r.role, r.speaker, r.text, r.tags, r.extra,
                  (SELECT group_concat(c.kind || ': ' || c.label, '; ') FROM record_cues rc
                     JOIN cues c ON c.id = rc.cue_id WHERE rc.record_id = r.id) AS cue_labels
           FROM records r{cond} ORDER BY substr(r.occurred_at, 1, 10), r.occurred_ts, r.id""", params
    ):
        yield {"id": row[0], "occurred_at": row[1], "role": row[2], "speaker": row[3], "text": row[4],
               "tags": loads(row[5], []), "extra": loads(row[6], {}), "cue_labels": row[7]}
