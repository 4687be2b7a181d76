"""Raw records: append, look up, and their cues and full-text rows.

All SQL touching ``records``, ``buffer``, ``cues`` and ``records_fts`` lives
here. Writers call these inside :func:`memcli.store.sqlite.db.transaction`.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING, Any

from memcli import ids
from memcli.textproc import content_hash, count_tokens, segment
from memcli.timeutil import check_storable, now, to_iso

if TYPE_CHECKING:  # annotations only: readers (`mem read`) must not pay for pydantic
    from memcli.models import Cue, NewRecord


_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """Make text storable: lone surrogates become U+FFFD, NUL becomes nothing.

    SQLite cannot store unpaired surrogates, and a NUL would silently cut
    FTS tokens; both only arise from broken input, so nothing meaningful is lost.
    """
    if _SURROGATE.search(text) is not None:  # a C scan; the common case (no surrogate) stops here
        text = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
        text = "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text.replace("\x00", "") if "\x00" in text else text


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


def record_hash(rec: NewRecord, user_id: str, occurred_iso: str | None = None) -> str:
    """Content hash for dedup: the same message from the same source dedups.

    The time is part of the hash only when the source stated it; the
    external id (message id, or position) keeps repeated identical lines apart.
    *occurred_iso* is ``to_iso(rec.occurred_at)`` when the caller has it already.
    """
    return content_hash(
        "record",
        user_id,
        rec.character or "",
        rec.session or "",
        rec.role,
        rec.speaker or "",
        (occurred_iso or to_iso(rec.occurred_at)) if rec.time_known else "",
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


def new_record_body(
    rec: NewRecord, text: str, cue_labels: Iterable[str] = (), occurred_iso: str | None = None
) -> str:
    """The full-text body of a record being inserted (*text* already cleaned): text, tags, speaker, cues, month.

    *occurred_iso* is ``to_iso(rec.occurred_at)`` when the caller has it already.
    """
    when = date_words(occurred_iso or to_iso(rec.occurred_at)) if rec.time_known else ""
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


PREPARE_BATCH = 512  # records per batch: 20k imported in 3.5–3.8 s of CPU at 256–4096, 4.3 s at 64, 6.1 s at 1


def prepare_batch(jobs: list[tuple[NewRecord, str, str]]) -> list[tuple[str, int]]:
    """The full-text body and the buffer token count of each ``(record, cleaned text, ISO time)``.

    The costly, store-free part of an insert (:func:`new_record_body`, then :func:`count_tokens`).

    Phase by phase (every body, then every count), for the CPU caches' sake:
    record by record, each library evicted the other's tables (jieba's
    dictionary, tiktoken's ranks, SQLite's pages) — a 20k-message import took
    6.1 s of CPU that way against 3.5–3.8 s in batches of 256–4096.
    """
    bodies = [new_record_body(rec, text, [cue.label for cue in rec.cues], iso) for rec, text, iso in jobs]
    return [(body, count_tokens(text)) for body, (_rec, text, _iso) in zip(bodies, jobs)]


_INSERT_RECORD = """INSERT OR IGNORE INTO records(id, text, role, speaker, user_id, character, session,
                   occurred_at, occurred_ts, ingested_at, source_path, source_format,
                   external_id, content_hash, tags, extra)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"""


def insert_records(
    conn: sqlite3.Connection, records: Iterable[NewRecord], *, default_user: str, batch_size: int = PREPARE_BATCH
) -> InsertResult:
    """Append records that are not already stored (or forgotten).

    Fills the full-text index, links cues, and queues each new record in the
    distillation buffer with its token count. Call inside a transaction.

    Records go through three steps, *batch_size* at a time: a dedup check
    against the store (watermarks, existing hashes, records of the batch not
    inserted yet), segmentation and token counting (:func:`prepare_batch`),
    then the inserts, in input order — so ids, bodies and counts are the
    same whatever the batch size. Only records that will be inserted are
    segmented, so a re-import costs only the look-ups.
    """
    result = InsertResult()
    ingested = to_iso(now())
    # never reuse a forgotten record's id (SQLite reuses max(id)+1 after a delete):
    # a flush that started before the forget, or a saved id, must not meet new content
    forgotten_floor = conn.execute("SELECT MAX(record_id) FROM forgotten_records").fetchone()[0]
    # nothing adds watermarks during an insert: with none now, the per-record look-up is skipped
    check_marks = conn.execute("SELECT 1 FROM watermarks LIMIT 1").fetchone() is not None
    in_flight: set[str] = set()  # hashes checked and not yet inserted (a batch is checked before its inserts)

    def candidates() -> Iterator[tuple[NewRecord, str, str, str, str]]:
        for raw in records:
            rec = clean_record(raw)
            user_id = rec.user_id or default_user
            iso = to_iso(rec.occurred_at)
            digest = record_hash(rec, user_id, iso)
            if check_marks and conn.execute(
                "SELECT 1 FROM watermarks WHERE content_hash = ?", (digest,)
            ).fetchone():
                result.forgotten += 1
                result.skipped += 1
                continue
            if digest in in_flight or conn.execute(
                "SELECT 1 FROM records WHERE content_hash = ?", (digest,)
            ).fetchone():
                result.skipped += 1
                continue
            in_flight.add(digest)
            yield rec, user_id, digest, clean_text(rec.text), iso

    pending = candidates()
    while chunk := list(islice(pending, max(1, batch_size))):
        batch = zip(chunk, prepare_batch([(rec, text, iso) for rec, _user, _digest, text, iso in chunk]))
        fts_rows: list[tuple[int, str]] = []
        buffer_rows: list[tuple[int, str, str, int, float, float]] = []
        for (rec, user_id, digest, text, iso), (body, tokens) in batch:
            in_flight.discard(digest)
            explicit_id = None
            if forgotten_floor is not None:
                top = conn.execute("SELECT MAX(id) FROM records").fetchone()[0] or 0
                if top <= forgotten_floor:
                    explicit_id = forgotten_floor + 1
                else:
                    forgotten_floor = None  # ids only grow inside this transaction: no need to look again
            if rec.time_known:
                extra = json.dumps(rec.extra, ensure_ascii=False, default=str) if rec.extra else "{}"
            else:
                extra = json.dumps({**rec.extra, "time_known": False}, ensure_ascii=False, default=str)
            cur = conn.execute(
                _INSERT_RECORD,
                (
                    explicit_id,
                    text,
                    rec.role,
                    clean_text(rec.speaker) if rec.speaker else None,
                    user_id,
                    rec.character,
                    rec.session,
                    iso,
                    check_storable(rec.occurred_at, "a record dated"),
                    ingested,
                    rec.source_path,
                    rec.source_format,
                    rec.external_id,
                    digest,
                    json.dumps(rec.tags, ensure_ascii=False) if rec.tags else "[]",
                    extra,
                ),
            )
            if cur.rowcount == 0:
                result.skipped += 1
                continue
            record_id = int(cur.lastrowid or 0)
            for cue in rec.cues:
                cue_id = ensure_cue(conn, cue)
                conn.execute(
                    "INSERT OR IGNORE INTO record_cues(record_id, cue_id) VALUES (?, ?)", (record_id, cue_id)
                )
            fts_rows.append((record_id, body))
            stamp = time.time()
            buffer_rows.append((record_id, user_id, rec.character or "", tokens, stamp, stamp))
            result.new_ids.append(record_id)
        # the batch's index and buffer rows together: same rows, same order, fewer round trips
        conn.executemany("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", fts_rows)
        conn.executemany(
            """INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at)
               VALUES (?, ?, ?, ?, 'idle', ?, ?)""",
            buffer_rows,
        )
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
