"""Raw records: append, look up, and their cues and full-text rows.

All SQL touching ``records``, ``buffer``, ``cues`` and ``records_fts`` lives
here. Writers call these inside :func:`memcli.store.db.transaction`.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memcli import ids
from memcli.textproc import content_hash, count_tokens, segment
from memcli.timeutil import now, to_iso

if TYPE_CHECKING:  # annotations only: readers (`mem read`) must not pay for pydantic
    from memcli.models import Cue, NewRecord


def clean_text(text: str) -> str:
    """Make text storable: lone surrogates become U+FFFD, NUL becomes nothing.

    SQLite cannot store unpaired surrogates, and a NUL would silently cut
    FTS tokens; both only arise from broken input, so nothing meaningful is lost.
    """
    if any("\ud800" <= ch <= "\udfff" for ch in text):
        text = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
        text = "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text.replace("\x00", "")


def _clean_value(value: Any) -> Any:
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [_clean_value(v) for v in value]
    if isinstance(value, dict):
        return {clean_text(str(k)): _clean_value(v) for k, v in value.items()}
    return value


def clean_record(rec: NewRecord) -> NewRecord:
    """Every string of *rec* made storable (see :func:`clean_text`), not just its text.

    Hostile input puts lone surrogates into ids, sessions, tags, cue labels
    and extra fields too; SQLite cannot encode them. Unchanged records are
    returned as they are, so the common path costs one scan.
    """
    fields = ("speaker", "user_id", "character", "session", "source_path", "source_format", "external_id")
    update: dict[str, Any] = {}
    for name in fields:
        value = getattr(rec, name)
        if isinstance(value, str) and clean_text(value) != value:
            update[name] = clean_text(value)
    if any(clean_text(t) != t for t in rec.tags):
        update["tags"] = [clean_text(t) for t in rec.tags]
    if any(clean_text(c.kind) != c.kind or clean_text(c.key) != c.key or clean_text(c.label) != c.label
           for c in rec.cues):
        update["cues"] = [
            c.model_copy(update={"kind": clean_text(c.kind), "key": clean_text(c.key), "label": clean_text(c.label)})
            for c in rec.cues
        ]
    if rec.extra:
        cleaned = _clean_value(rec.extra)
        if cleaned != rec.extra:
            update["extra"] = cleaned
    return rec.model_copy(update=update) if update else rec


def record_hash(rec: NewRecord, user_id: str) -> str:
    """Content hash for dedup: the same message from the same source dedups.

    The time is part of the hash only when the source stated it; the
    external id (message id, or position) keeps repeated identical lines apart.
    """
    return content_hash(
        "record",
        user_id,
        rec.character or "",
        rec.session or "",
        rec.role,
        rec.speaker or "",
        to_iso(rec.occurred_at) if rec.time_known else "",
        rec.external_id or "",
        clean_text(rec.text),
    )


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


def date_words(occurred_at: str) -> str:
    """The month and year of an ISO time as words (``"May 2023"``), from its own (source) offset.

    Why: people ask "what did I do in May 2023?"; with the month and year in
    the index body such a question finds the turns of that month by plain
    full-text search. Empty when *occurred_at* is not an ISO date.
    """
    try:
        year, month = int(occurred_at[0:4]), int(occurred_at[5:7])
    except ValueError:
        return ""
    if not 1 <= month <= 12 or occurred_at[4:5] != "-":
        return ""
    return f"{_MONTHS[month - 1]} {year}"


def fts_body(text: str, speaker: str | None, cue_labels: Iterable[str] = (), when: str = "") -> str:
    """What the full-text index sees for a record: text, speaker, cue labels, month and year (*when*)."""
    parts = [segment(text)]
    if speaker:
        parts.append(segment(speaker))
    for label in cue_labels:
        if label:
            parts.append(segment(label))
    if when:
        parts.append(when)
    return " ".join(parts)


def time_known(extra: Any) -> bool:
    """Whether a stored record's source gave its time (its decoded ``extra`` says ``time_known: false`` if not)."""
    return not (isinstance(extra, dict) and extra.get("time_known") is False)


def new_record_body(rec: NewRecord, text: str, cue_labels: Iterable[str] = ()) -> str:
    """The full-text body of a record being inserted (*text* already cleaned): text, tags, speaker, cues, month."""
    when = date_words(to_iso(rec.occurred_at)) if rec.time_known else ""
    return fts_body(text + (" " + " ".join(rec.tags) if rec.tags else ""), rec.speaker, cue_labels, when)


@dataclass
class InsertResult:
    new_ids: list[int] = field(default_factory=list)
    skipped: int = 0
    forgotten: int = 0


def ensure_cue(conn: sqlite3.Connection, cue: Cue) -> int:
    row = conn.execute("SELECT id, label FROM cues WHERE key = ?", (cue.key,)).fetchone()
    if row:
        if cue.label and not row[1]:
            conn.execute("UPDATE cues SET label = ? WHERE id = ?", (cue.label, row[0]))
        return int(row[0])
    cur = conn.execute(
        "INSERT INTO cues(kind, key, label, created_at) VALUES (?, ?, ?, ?)",
        (cue.kind, cue.key, cue.label, to_iso(now())),
    )
    return int(cur.lastrowid or 0)


def insert_records(
    conn: sqlite3.Connection, records: Iterable[NewRecord], *, default_user: str
) -> InsertResult:
    """Append records that are not already stored (or forgotten).

    Fills the full-text index, links cues, and queues each new record in the
    distillation buffer with its token count. Call inside a transaction.
    """
    result = InsertResult()
    ingested = to_iso(now())
    # never reuse a forgotten record's id (SQLite reuses max(id)+1 after a delete):
    # a flush that started before the forget, or a saved id, must not meet new content
    forgotten_floor = conn.execute("SELECT MAX(record_id) FROM forgotten_records").fetchone()[0]
    for rec in records:
        rec = clean_record(rec)
        user_id = rec.user_id or default_user
        digest = record_hash(rec, user_id)
        if conn.execute("SELECT 1 FROM watermarks WHERE content_hash = ?", (digest,)).fetchone():
            result.forgotten += 1
            result.skipped += 1
            continue
        text = clean_text(rec.text)
        explicit_id = None
        if forgotten_floor is not None:
            top = conn.execute("SELECT MAX(id) FROM records").fetchone()[0] or 0
            explicit_id = forgotten_floor + 1 if top <= forgotten_floor else None
        cur = conn.execute(
            """INSERT OR IGNORE INTO records(id, text, role, speaker, user_id, character, session,
                   occurred_at, occurred_ts, ingested_at, source_path, source_format,
                   external_id, content_hash, tags, extra)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                explicit_id,
                text,
                rec.role,
                clean_text(rec.speaker) if rec.speaker else None,
                user_id,
                rec.character,
                rec.session,
                to_iso(rec.occurred_at),
                rec.occurred_at.timestamp(),
                ingested,
                rec.source_path,
                rec.source_format,
                rec.external_id,
                digest,
                json.dumps(rec.tags, ensure_ascii=False),
                json.dumps(
                    rec.extra if rec.time_known else {**rec.extra, "time_known": False},
                    ensure_ascii=False,
                    default=str,
                ),
            ),
        )
        if cur.rowcount == 0:
            result.skipped += 1
            continue
        record_id = int(cur.lastrowid or 0)
        labels: list[str] = []
        for cue in rec.cues:
            cue_id = ensure_cue(conn, cue)
            conn.execute(
                "INSERT OR IGNORE INTO record_cues(record_id, cue_id) VALUES (?, ?)", (record_id, cue_id)
            )
            labels.append(cue.label)
        conn.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (record_id, new_record_body(rec, text, labels)))
        stamp = time.time()
        conn.execute(
            """INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at)
               VALUES (?, ?, ?, ?, 'idle', ?, ?)""",
            (record_id, user_id, rec.character or "", count_tokens(text), stamp, stamp),
        )
        result.new_ids.append(record_id)
    return result


def record_dict(row: sqlite3.Row, cues: list[dict[str, str]] | None = None) -> dict[str, Any]:
    """A record row in the public JSON shape (SPEC: ``mem read``)."""
    out: dict[str, Any] = {
        "id": ids.rid(row["id"]),
        "kind": "record",
        "text": row["text"],
        "role": row["role"],
        "speaker": row["speaker"],
        "user": row["user_id"],
        "character": row["character"],
        "session": row["session"],
        "occurred_at": row["occurred_at"],
        "ingested_at": row["ingested_at"],
        "source": {
            "path": row["source_path"],
            "format": row["source_format"],
            "external_id": row["external_id"],
        },
        "content_hash": row["content_hash"],
        "tags": json.loads(row["tags"]),
        "sources": [ids.rid(row["id"])],
    }
    if cues is not None:
        out["cues"] = cues
    return out


def get_record(conn: sqlite3.Connection, record_id: int) -> dict[str, Any] | None:
    row = conn.execute("SELECT * FROM records WHERE id = ?", (record_id,)).fetchone()
    if row is None:
        return None
    cues = [
        {"kind": c[0], "key": c[1], "label": c[2]}
        for c in conn.execute(
            """SELECT c.kind, c.key, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id
               WHERE rc.record_id = ? ORDER BY c.key""",
            (record_id,),
        )
    ]
    return record_dict(row, cues)


def rebuild_records_fts(conn: sqlite3.Connection) -> int:
    """Re-segment every record into ``records_fts`` (for ``mem reindex``)."""
    conn.execute("DELETE FROM records_fts")
    labels: dict[int, list[str]] = {}
    for rid_, label in conn.execute(
        "SELECT rc.record_id, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id ORDER BY c.key"
    ):
        labels.setdefault(int(rid_), []).append(label)
    n = 0
    for row in conn.execute("SELECT id, text, speaker, tags, occurred_at, extra FROM records ORDER BY id").fetchall():
        tags = json.loads(row[3])
        text = row[1] + (" " + " ".join(tags) if tags else "")
        when = date_words(row[4]) if time_known(json.loads(row[5])) else ""
        conn.execute(
            "INSERT INTO records_fts(rowid, body) VALUES (?, ?)",
            (row[0], fts_body(text, row[2], labels.get(int(row[0]), []), when)),
        )
        n += 1
    return n


def rebuild_records_fts_step(conn: sqlite3.Connection, home: object, cfg: object) -> int:
    """Reindex step signature wrapper."""
    return rebuild_records_fts(conn)
