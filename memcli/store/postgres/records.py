"""Raw records on PostgreSQL: insert with dedup hashes and watermarks, read back, iterate.

The record-level rules are the SQLite store's, shared from
:mod:`memcli.store.sqlite.records` (cleaning, the dedup hash, the full-text
body, the public JSON shape), so the two backends store the same record the
same way; only the SQL differs. Dedup is per user: the hash already names
the user, and ``UNIQUE(user_id, content_hash)`` makes a race between two
importers of the same file end in one row, not two.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError
from memcli.store.postgres.fulltext.lexemes import tokens, tsvector_literal
from memcli.store.item_shapes import record_view
from memcli.store.protocols.records import CueLink, InsertResult, RecordView
from memcli.store.text import (PREPARE_BATCH, clean_record, clean_text, extra_marked_me, forgotten_words,
                               prepare_batch, record_extra, record_hash)
from memcli.core.timeutil import check_storable, now, to_iso

if TYPE_CHECKING:
    from memcli.core.record_types import NewRecord
    from memcli.store.protocols.records import ChatTurn
    from memcli.store.postgres.store import PostgresStore

RECORD_COLUMNS = ("id, text, role, speaker, user_id, character, session, occurred_at, occurred_ts, ingested_at, "
                  "source_path, source_format, external_id, content_hash, tags, extra")

_INSERT = """INSERT INTO records(user_id, text, role, speaker, character, session, occurred_at, occurred_ts,
                 ingested_at, source_path, source_format, external_id, content_hash, tags, extra, fts_text, body,
                 doclen)
             SELECT u, tx, ro, sp, ch, se, oa, ots, %s, spath, sfmt, ext, h, tg, ex, ft, bd::tsvector, dl
             FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[], %s::text[], %s::text[],
                         %s::float8[], %s::text[], %s::text[], %s::text[], %s::text[], %s::text[], %s::text[],
                         %s::text[], %s::text[], %s::int4[])
                  WITH ORDINALITY AS v(u, tx, ro, sp, ch, se, oa, ots, spath, sfmt, ext, h, tg, ex, ft, bd, dl, n)
             ORDER BY n
             ON CONFLICT (user_id, content_hash) DO NOTHING
             RETURNING id, content_hash"""
"""A batch of records in one statement, ids given in input order (``ORDER BY n``): one round trip and
one firing of the change-counter trigger per batch instead of per record."""

_INSERT_BUFFER = """INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at)
                    SELECT r, %s, c, t, 'idle', %s, %s FROM unnest(%s::int8[], %s::text[], %s::int4[]) AS v(r, c, t)"""

_INSERT_CUE_LINKS = """INSERT INTO record_cues(record_id, cue_id, user_id)
                       SELECT r, c, %s FROM unnest(%s::int8[], %s::int8[]) AS v(r, c) ON CONFLICT DO NOTHING"""


class PostgresRecords:
    """:class:`memcli.store.protocols.records.RecordStore`: the user's ``records`` (with buffer rows, cue
    links and full-text columns)."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db
        self._user = store.user.id

    def _known(self, pairs: list[tuple[str, str]], table: str) -> set[tuple[str, str]]:
        """Which ``(user, content hash)`` pairs *table* already holds: one statement for a batch."""
        if not pairs:
            return set()
        users, hashes = [p[0] for p in pairs], [p[1] for p in pairs]
        rows = self._db.execute(
            f"SELECT t.user_id, t.content_hash FROM {table} t "
            "JOIN unnest(%s::text[], %s::text[]) AS q(u, h) ON t.user_id = q.u AND t.content_hash = q.h",
            (users, hashes))
        return {(r[0], r[1]) for r in rows}

    def insert(
        self, records: Iterable[NewRecord], *, default_user: str, batch_size: int = PREPARE_BATCH
    ) -> InsertResult:
        """Append records not already stored (or forgotten); queue each new one for distillation.

        The same steps as the SQLite store, batch by batch: the dedup check
        (watermarks, stored hashes, hashes earlier in the input), the full-text
        body and token count (:func:`prepare_batch`), then the inserts in input
        order. Call inside a transaction to make the whole input one change.
        """
        result = InsertResult()
        ingested = to_iso(now())
        seen: set[tuple[str, str]] = set()
        source = iter(records)
        with self._db.transaction():
            while raw_chunk := list(islice(source, max(1, batch_size))):
                prepared = []
                for raw in raw_chunk:
                    rec = clean_record(raw)
                    user_id = rec.user_id or default_user
                    if user_id != self._user:
                        raise MemError(f"a record of user {user_id!r} cannot go into the store of user "
                                       f"{self._user!r}: a PostgreSQL store is opened for one user at a time "
                                       "(config user.id)")
                    iso = to_iso(rec.occurred_at)
                    prepared.append((rec, user_id, record_hash(rec, user_id, iso), iso))
                pairs = [(u, h) for _r, u, h, _i in prepared]
                words = [(u, forgotten_words(r, u)) for r, u, _h, _i in prepared]
                forgotten = self._known(pairs + words, "watermarks")
                stored = self._known(pairs, "records")
                chunk = []
                for rec, user_id, digest, iso in prepared:
                    key = (user_id, digest)
                    if key in forgotten or (user_id, forgotten_words(rec, user_id)) in forgotten:
                        result.forgotten += 1
                        result.skipped += 1
                    elif key in stored or key in seen:
                        result.skipped += 1
                    else:
                        seen.add(key)
                        chunk.append((rec, user_id, digest, clean_text(rec.text), iso))
                if chunk:
                    self._insert_batch(chunk, ingested, result)
        return result

    def _insert_batch(
        self, chunk: list[tuple[NewRecord, str, str, str, str]], ingested: str, result: InsertResult
    ) -> None:
        """Insert checked records (``(record, user, hash, cleaned text, ISO time)``), in input order."""
        bodies = prepare_batch([(rec, text, iso) for rec, _u, _d, text, iso in chunk])
        stem = self._store.stem
        columns: list[list[Any]] = [[] for _ in range(17)]
        for (rec, user_id, digest, text, iso), (body, _n) in zip(chunk, bodies):
            if rec.time_known:
                extra = json.dumps(rec.extra, ensure_ascii=False, default=str) if rec.extra else "{}"
            else:
                extra = json.dumps({**rec.extra, "time_known": False}, ensure_ascii=False, default=str)
            toks = tokens(body, stem)
            for column, value in zip(columns, (
                user_id, text, rec.role, clean_text(rec.speaker) if rec.speaker else None, rec.character,
                rec.session, iso, check_storable(rec.occurred_at, "a record dated"), rec.source_path,
                rec.source_format, rec.external_id, digest,
                json.dumps(rec.tags, ensure_ascii=False) if rec.tags else "[]", extra, body, tsvector_literal(toks),
                len(toks),
            )):
                column.append(value)
        ids = {h: int(i) for i, h in self._db.execute(_INSERT, (ingested, *columns)).fetchall()}
        buffer_ids: list[int] = []
        characters: list[str] = []
        counts: list[int] = []
        links: tuple[list[int], list[int]] = ([], [])
        for (rec, _user, digest, _text, _iso), (_body, tokens_n) in zip(chunk, bodies):
            record_id = ids.get(digest)
            if record_id is None:  # another writer stored the same record meanwhile
                result.skipped += 1
                continue
            for cue in rec.cues:
                links[0].append(record_id)
                links[1].append(self._store.cues.ensure(cue))
            buffer_ids.append(record_id)
            characters.append(rec.character or "")
            counts.append(tokens_n)
            result.new_ids.append(record_id)
        if links[0]:
            self._db.execute(_INSERT_CUE_LINKS, (self._user, *links))
        if buffer_ids:
            stamp = time.time()
            self._db.execute(_INSERT_BUFFER, (self._user, stamp, stamp, buffer_ids, characters, counts))

    def _row(self, values: tuple[Any, ...]) -> dict[str, Any]:
        names = [c.strip() for c in RECORD_COLUMNS.split(",")]
        return dict(zip(names, values, strict=True))

    def get(self, record_id: int) -> RecordView | None:
        """One record in the public JSON shape (``mem read``), with its cues; None if absent (or another user's)."""
        values = self._db.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE id = %s AND user_id = %s",
                                  (record_id, self._user)).fetchone()
        if values is None:
            return None
        cues: list[CueLink] = [
            {"kind": c[0], "key": c[1], "label": c[2]}
            for c in self._db.execute(
                """SELECT c.kind, c.key, c.label FROM record_cues rc
                   JOIN cues c ON c.user_id = rc.user_id AND c.id = rc.cue_id
                   WHERE rc.user_id = %s AND rc.record_id = %s ORDER BY c.key COLLATE "C\"""", (self._user, record_id))
        ]
        return record_view(self._row(values), cues)

    def id_for_hash(self, digest: str) -> int | None:
        """The id of the user's record with dedup hash *digest*."""
        row = self._db.execute("SELECT id FROM records WHERE user_id = %s AND content_hash = %s",
                               (self._user, digest)).fetchone()
        return int(row[0]) if row else None

    def iterate(self, *, batch: int = 1000) -> Iterator[RecordView]:
        """Every record of the user in id order, in the public shape (keyset pages: never all in memory)."""
        last = 0
        while True:
            rows = self._db.execute(
                f"SELECT {RECORD_COLUMNS} FROM records WHERE user_id = %s AND id > %s ORDER BY id LIMIT %s",
                (self._user, last, batch)).fetchall()
            if not rows:
                return
            for values in rows:
                yield record_view(self._row(values))
            last = int(rows[-1][0])

    def count(self) -> int:
        return int(self._db.one("SELECT count(*) FROM records WHERE user_id = %s", (self._user,))[0])

    def speaker_sessions(self, user_id: str | None, record_ids: Iterable[int] | None = None) -> list[tuple[str, str, str]]:
        """The store is one user's: *user_id* names no one else (another user's answers nothing)."""
        if user_id is not None and user_id != self._user:
            return []
        sql = """SELECT DISTINCT user_id, session, speaker FROM records
                 WHERE user_id = %s AND session IS NOT NULL AND session <> '' AND speaker IS NOT NULL
                   AND speaker <> ''"""
        if record_ids is None:
            rows = self._db.execute(sql, (self._user,)).fetchall()
        else:
            rows = self._db.execute(sql + " AND id = ANY(%s)", (self._user, sorted(set(record_ids)))).fetchall()
        return sorted({(str(u), str(s), str(p)) for u, s, p in rows})

    def session_turns(self, user_id: str, sessions: Iterable[str]) -> list[ChatTurn]:
        from memcli.store.protocols.records import ChatTurn

        if user_id != self._user:
            return []
        rows = self._db.execute(
            """SELECT id, user_id, coalesce(character, ''), session, role, speaker, extra FROM records
               WHERE user_id = %s AND session = ANY(%s) ORDER BY occurred_ts, id""",
            (self._user, sorted(set(sessions)))).fetchall()
        return [ChatTurn(int(r[0]), r[1], r[2], r[3], r[4], r[5], record_extra(r[6]).get("me") is True) for r in rows]

    def mark_me(self, record_ids: Iterable[int], me: bool) -> int:
        rows = self._db.execute("SELECT id, extra FROM records WHERE user_id = %s AND id = ANY(%s)",
                                (self._user, sorted(set(record_ids)))).fetchall()
        changed = [(value, int(rid)) for rid, raw in rows if (value := extra_marked_me(raw, me)) is not None]
        for value, rid in changed:
            self._db.execute("UPDATE records SET extra = %s WHERE user_id = %s AND id = %s", (value, self._user, rid))
        return len(changed)
