"""Writing archived items back into a SQLite store, ids, hashes and times verbatim.

Called inside the caller's transaction; a collision is a
:class:`~memcli.store.protocols.exchange.RowConflict` and the caller's
rollback leaves the store untouched.
"""

from __future__ import annotations

import json
import sqlite3
import time

from memcli.core.record_types import Cue
from memcli.store.protocols.exchange import (
    ArchivedCue,
    ArchivedEvent,
    ArchivedMemory,
    ArchivedPersona,
    ArchivedRecord,
    ArchivedWatermark,
    RowConflict,
)


def restore_cue(conn: sqlite3.Connection, cue: ArchivedCue) -> int | None:
    cur = conn.execute(
        "INSERT OR IGNORE INTO cues(id, kind, key, label, created_at) VALUES (?, ?, ?, ?, ?)",
        (cue["id"], cue["kind"], cue["key"], cue["label"], cue["created_at"]),
    )
    return None if cur.rowcount == 0 else int(cur.lastrowid or 0)


def restore_record(conn: sqlite3.Connection, rec: ArchivedRecord, cue_ids: dict[str, int]) -> int:
    from memcli.store.sqlite.records import ensure_cue
    from memcli.store.text import fts_body

    try:
        cur = conn.execute(
            """INSERT INTO records(id, text, role, speaker, user_id, character, session, occurred_at,
                   occurred_ts, ingested_at, source_path, source_format, external_id, content_hash, tags, extra)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (rec["id"], rec["text"], rec["role"], rec["speaker"], rec["user_id"], rec["character"], rec["session"],
             rec["occurred_at"], rec["occurred_ts"], rec["ingested_at"], rec["source_path"], rec["source_format"],
             rec["external_id"], rec["content_hash"], json.dumps(rec["tags"], ensure_ascii=False),
             json.dumps(rec["extra"], ensure_ascii=False, default=str)),
        )
    except sqlite3.IntegrityError as exc:
        raise _conflict(exc) from None
    record_id = int(cur.lastrowid or 0)
    for cue in rec["cues"]:
        cue_id = cue_ids.get(cue["key"])
        if cue_id is None:
            cue_id = ensure_cue(conn, Cue(kind=cue["kind"], key=cue["key"], label=cue["label"]))
            cue_ids[cue["key"]] = cue_id
        conn.execute("INSERT OR IGNORE INTO record_cues(record_id, cue_id) VALUES (?, ?)", (record_id, cue_id))
    # labels as rebuild_records_fts orders them (by cue key) so reindex is a no-op
    labels = [
        r[0] for r in conn.execute(
            "SELECT c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id WHERE rc.record_id = ? ORDER BY c.key",
            (record_id,),
        )
    ]
    tags = rec["tags"]
    body_text = rec["text"] + (" " + " ".join(tags) if tags else "")
    conn.execute(
        "INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (record_id, fts_body(body_text, rec["speaker"], labels))
    )
    buf = rec["buffer"]
    if buf is not None:
        stamp = time.time()
        conn.execute(
            """INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?)""",
            (record_id, rec["user_id"], rec["character"] or "", buf["tokens"], buf["status"], stamp, stamp),
        )
    return record_id


def _conflict(exc: sqlite3.IntegrityError) -> RowConflict:
    return RowConflict(str(exc))


def restore_memory(conn: sqlite3.Connection, m: ArchivedMemory) -> None:
    try:
        conn.execute(
            """INSERT INTO memories(id, type, owner, user_id, character, topic, sub_topic, content,
                   importance, content_hash, status, occurred_at, occurred_ts, valid_from_ts,
                   valid_to_ts, created_at, updated_at, superseded_by, usage_count, last_used_ts)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)""",
            (m["id"], m["type"], m["owner"], m["user_id"], m["character"], m["topic"], m["sub_topic"],
             m["content"], m["importance"], m["content_hash"], m["status"], m["occurred_at"],
             m["occurred_ts"], m["valid_from_ts"], m["valid_to_ts"], m["created_at"], m["updated_at"],
             m["usage_count"], m["last_used_ts"]),
        )
    except sqlite3.IntegrityError as exc:
        raise _conflict(exc) from None
    for src in m["sources"]:
        conn.execute("INSERT OR IGNORE INTO memory_sources(memory_id, record_id) VALUES (?, ?)", (m["id"], src))


def link_superseded(conn: sqlite3.Connection, memory_id: int, successor_id: int) -> bool:
    if not conn.execute("SELECT 1 FROM memories WHERE id = ?", (successor_id,)).fetchone():
        return False
    conn.execute("UPDATE memories SET superseded_by = ? WHERE id = ?", (successor_id, memory_id))
    return True


def restore_event(conn: sqlite3.Connection, e: ArchivedEvent) -> None:
    try:
        conn.execute(
            """INSERT INTO events(id, user_id, character, session, occurred_at, occurred_ts, end_ts,
                   summary, gists, tags, importance, content_hash, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (e["id"], e["user_id"], e["character"], e["session"], e["occurred_at"], e["occurred_ts"],
             e["end_ts"], e["summary"], json.dumps(e["gists"], ensure_ascii=False),
             json.dumps(e["tags"], ensure_ascii=False), e["importance"], e["content_hash"], e["created_at"]),
        )
    except sqlite3.IntegrityError as exc:
        raise _conflict(exc) from None
    for src in e["sources"]:
        conn.execute("INSERT OR IGNORE INTO event_sources(event_id, record_id) VALUES (?, ?)", (e["id"], src))


def restore_persona(conn: sqlite3.Connection, p: ArchivedPersona) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO persona(version, text, created_at) VALUES (?, ?, ?)",
        (p["version"], p["text"], p["created_at"]),
    )


def restore_watermark(conn: sqlite3.Connection, w: ArchivedWatermark) -> bool:
    cur = conn.execute(
        """INSERT OR IGNORE INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
           VALUES (?, ?, ?, ?, ?)""",
        (w["content_hash"], w["kind"], w["item_id"], w["forgotten_at"], w["forgotten_ts"]),
    )
    return cur.rowcount > 0


def restore_forgotten(conn: sqlite3.Connection, record_id: int, forgotten_ts: float) -> None:
    conn.execute(
        "INSERT OR IGNORE INTO forgotten_records(record_id, forgotten_ts) VALUES (?, ?)", (record_id, forgotten_ts)
    )


def content_known(conn: sqlite3.Connection, content_hash: str) -> bool:
    return bool(
        conn.execute("SELECT 1 FROM records WHERE content_hash = ?", (content_hash,)).fetchone()
        or conn.execute("SELECT 1 FROM watermarks WHERE content_hash = ?", (content_hash,)).fetchone()
    )
