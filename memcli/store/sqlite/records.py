"""Raw records: append, look up, and their cues and full-text rows (SQLite).

All SQL touching ``records``, ``buffer``, ``cues`` and ``records_fts`` lives
here. Writers call these inside :func:`memcli.store.sqlite.db.transaction`. What
is done to a record's text before it is stored is backend-neutral
(:mod:`memcli.store.text`).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any

from memcli.store.item_shapes import record_view
from memcli.store.protocols.records import CueLink, InsertResult, RecordView
from memcli.store.text import (
    PREPARE_BATCH,
    clean_record,
    clean_text,
    date_words,
    extra_marked_me,
    fts_body,
    prepare_batch,
    forgotten_words,
    record_hash,
    record_extra,
    time_known,
)
from memcli.core.errors import MemError
from memcli.core.timeutil import check_storable, now, to_iso

if TYPE_CHECKING:  # annotations only: readers (`mem read`) must not pay for pydantic
    from memcli.core.record_types import Cue, NewRecord
    from memcli.store.protocols.records import ChatTurn
    from memcli.store.sqlite.store import SqliteStore



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


_INSERT_RECORD = """INSERT OR IGNORE INTO records(id, text, role, speaker, user_id, character, session,
                   occurred_at, occurred_ts, ingested_at, source_path, source_format,
                   external_id, content_hash, tags, extra)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"""


def insert_records(
    conn: sqlite3.Connection, records: Iterable[NewRecord], *, default_user: str, batch_size: int = PREPARE_BATCH,
    only: str | None = None,
) -> InsertResult:
    """Append records that are not already stored (or forgotten).

    Fills the full-text index, links cues, and queues each new record in the
    distillation buffer with its token count. Call inside a transaction.

    Records go through three steps, *batch_size* at a time: a dedup check
    against the store (watermarks, existing hashes, records of the batch not
    inserted yet), segmentation and token counting (:func:`prepare_batch`),
    then the inserts, in input order — so ids, bodies and counts are the
    same whatever the batch size. Only records that will be inserted are
    segmented, so a re-import costs only the look-ups. With *only* (a store opened for one user of the
    file), a record of another user is refused before anything is written.
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
            if only is not None and user_id != only:
                raise MemError(f"a record of user {user_id!r} cannot go into the store of user {only!r}: "
                               "a store is opened for one user (--user)")
            iso = to_iso(rec.occurred_at)
            digest = record_hash(rec, user_id, iso)
            if check_marks and conn.execute(
                "SELECT 1 FROM watermarks WHERE content_hash IN (?, ?)", (digest, forgotten_words(rec, user_id))
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


def get_record(conn: sqlite3.Connection, record_id: int) -> RecordView | None:
    row = conn.execute("SELECT * FROM records WHERE id = ?", (record_id,)).fetchone()
    if row is None:
        return None
    cues: list[CueLink] = [
        {"kind": c[0], "key": c[1], "label": c[2]}
        for c in conn.execute(
            """SELECT c.kind, c.key, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id
               WHERE rc.record_id = ? ORDER BY c.key""",
            (record_id,),
        )
    ]
    return record_view(row, cues)


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


def record_id_for_hash(conn: sqlite3.Connection, digest: str) -> int | None:
    """The id of the stored record with content hash *digest*, or None (never stored, or forgotten)."""
    row = conn.execute("SELECT id FROM records WHERE content_hash = ?", (digest,)).fetchone()
    return None if row is None else int(row[0])


class SqliteRecords:
    """:class:`memcli.store.protocols.records.RecordStore` over the ``records`` table and its companions."""

    def __init__(self, store: SqliteStore) -> None:
        self._conn = store.conn
        self._store = store

    def insert(self, records: Iterable[NewRecord], *, default_user: str,
               batch_size: int = PREPARE_BATCH) -> InsertResult:
        return insert_records(self._conn, records, default_user=default_user, batch_size=batch_size,
                              only=self._store.user.only)

    def get(self, record_id: int) -> RecordView | None:
        record = get_record(self._conn, record_id)
        only = self._store.user.only
        return None if record is None or (only is not None and record["user"] != only) else record

    def id_for_hash(self, digest: str) -> int | None:
        found = record_id_for_hash(self._conn, digest)
        only = self._store.user.only
        if found is None or only is None:
            return found
        row = self._conn.execute("SELECT 1 FROM records WHERE id = ? AND user_id = ?", (found, only)).fetchone()
        return found if row else None

    def speaker_sessions(self, user_id: str | None, record_ids: Iterable[int] | None = None) -> list[tuple[str, str, str]]:
        mine = "" if user_id is None else " AND user_id = ?"
        base = [] if user_id is None else [user_id]
        sql = f"""SELECT DISTINCT user_id, session, speaker FROM records
                  WHERE session IS NOT NULL AND session != '' AND speaker IS NOT NULL AND speaker != ''{mine}"""
        if record_ids is None:
            rows = self._conn.execute(sql, base).fetchall()
        else:
            wanted = sorted(set(record_ids))
            rows = [r for start in range(0, len(wanted), 400)
                    for r in self._conn.execute(f"{sql} AND id IN ({','.join('?' * len(wanted[start:start + 400]))})",
                                                [*base, *wanted[start:start + 400]])]
        return sorted({(str(u), str(s), str(p)) for u, s, p in rows})

    def session_turns(self, user_id: str, sessions: Iterable[str]) -> list[ChatTurn]:
        from memcli.store.protocols.records import ChatTurn

        keys = sorted(set(sessions))
        rows: list[tuple[Any, ...]] = []
        for start in range(0, len(keys), 400):
            chunk = keys[start : start + 400]
            rows += self._conn.execute(
                f"""SELECT occurred_ts, id, user_id, COALESCE(character, ''), session, role, speaker, extra FROM records
                    WHERE user_id = ? AND session IN ({','.join('?' * len(chunk))})""", [user_id, *chunk]).fetchall()
        rows.sort(key=lambda r: (float(r[0]), int(r[1])))
        return [ChatTurn(int(r[1]), r[2], r[3], r[4], r[5], r[6], record_extra(r[7]).get("me") is True) for r in rows]

    def mark_me(self, record_ids: Iterable[int], me: bool) -> int:
        changed = 0
        wanted = sorted(set(record_ids))
        for start in range(0, len(wanted), 400):
            chunk = wanted[start : start + 400]
            rows = self._conn.execute(
                f"SELECT id, extra FROM records WHERE id IN ({','.join('?' * len(chunk))})", chunk).fetchall()
            for rid, raw in rows:
                value = extra_marked_me(raw, me)
                if value is not None:
                    self._conn.execute("UPDATE records SET extra = ? WHERE id = ?", (value, rid))
                    changed += 1
        return changed

