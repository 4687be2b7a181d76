"""The reads of the ``memories`` area: profile, timeline, persona, and what context packs show.

The pack reads use the indexes of the initial schema (``memories_slot``,
``events_ts``, ``records_ts``, ``records_session``) and never scan a whole
table; they run on the read fast path, so this module imports nothing heavy.

Whose rows: the store's user's (:class:`~memcli.store.protocols.users.StoreUser`).
A pack's sections are one person's, the store's user's, even on the all-users
handle of a file (config ``user.id`` when no user is named); the listings
(profile, timeline) and the rows read by id keep the user's rows of a store
opened for one user of the file, and every row for the all-users handle.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from memcli.store.rows import EVENT_COLUMNS, MEMORY_COLUMNS, event_fields, memory_fields

if TYPE_CHECKING:
    from memcli.store.sqlite.store import SqliteStore
    from memcli.store.protocols.memories import (
        AgreementLine,
        EventFields,
        EventLine,
        MemoryFields,
        MemoryLine,
        MonthCount,
        PersonaVersion,
        RecordLine,
        SlotLine,
        TimelineLine,
    )

_REC_COLS = "id, text, speaker, role, session, occurred_at, occurred_ts, user_id"
_SOURCES = {"memory": ("memory_sources", "memory_id"), "event": ("event_sources", "event_id")}


def _marks(n: int) -> str:
    return ",".join("?" * n)


class MemoryReads:
    """Read-only queries of :class:`memcli.store.sqlite.memories.area.SqliteMemories`."""

    _conn: sqlite3.Connection
    _store: SqliteStore

    def _only(self, column: str = "user_id") -> tuple[str, tuple[str, ...]]:
        """`` AND {column} = ?`` and its parameter for a store opened for one user of the file; nothing for
        the all-users handle."""
        user = self._store.user.only
        return ("", ()) if user is None else (f" AND {column} = ?", (user,))

    # -- profile, timeline -------------------------------------------------------------------
    def profile_slots(self, *, topic: str | None, history: bool) -> list[MemoryFields]:
        mine, user = self._only()
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type = 'profile'{mine}"
        params: list[Any] = [*user]
        if not history:
            sql += " AND status = 'active'"
        if topic:
            sql += " AND topic = ?"
            params.append(topic)
        return [memory_fields(row) for row in self._tuples(sql + " ORDER BY id", params)]

    def profile_users_and_topics(self) -> list[tuple[str, str]]:
        mine, user = self._only()
        return [
            (r[0], r[1]) for r in self._conn.execute(
                f"SELECT DISTINCT user_id, topic FROM memories WHERE type = 'profile' AND status = 'active'{mine}",
                user)
        ]

    def sources(self, kind: str, item_ids: list[int], *, ordered: bool = True) -> dict[int, list[int]]:
        table, key = _SOURCES[kind]
        out: dict[int, list[int]] = {i: [] for i in item_ids}
        order = " ORDER BY record_id" if ordered else ""
        for start in range(0, len(item_ids), 500):
            chunk = item_ids[start : start + 500]
            for item_id, rec_id in self._tuples(
                f"SELECT {key}, record_id FROM {table} WHERE {key} IN ({_marks(len(chunk))}){order}", chunk
            ):
                out.setdefault(int(item_id), []).append(int(rec_id))
        return out

    def events(self, *, since_ts: float | None, until_ts: float | None, last: int | None) -> list[EventFields]:
        where: list[str] = []
        params: list[Any] = []
        user = self._store.user.only
        if user is not None:
            where.append("user_id = ?")
            params.append(user)
        if since_ts is not None:
            where.append("end_ts >= ?")
            params.append(since_ts)
        if until_ts is not None:
            where.append("occurred_ts <= ?")
            params.append(until_ts)
        clause = (" WHERE " + " AND ".join(where)) if where else ""
        if last is not None:
            sql = (f"SELECT * FROM (SELECT {EVENT_COLUMNS} FROM events{clause} ORDER BY occurred_ts DESC, id DESC "
                   "LIMIT ?) ORDER BY occurred_ts, id")
            params.append(int(last))
        else:
            sql = f"SELECT {EVENT_COLUMNS} FROM events{clause} ORDER BY occurred_ts, id"
        return [event_fields(row) for row in self._tuples(sql, params)]

    def event(self, event_id: int) -> EventFields | None:
        mine, user = self._only()
        rows = self._tuples(f"SELECT {EVENT_COLUMNS} FROM events WHERE id = ?{mine}", [event_id, *user])
        return event_fields(rows[0]) if rows else None

    def event_count(self) -> int:
        mine, user = self._only()
        return int(self._conn.execute(f"SELECT COUNT(*) FROM events WHERE 1{mine}", user).fetchone()[0])

    def activity_by_month(self, user_id: str) -> list[MonthCount]:
        # the month as the item's own time writes it (its first seven characters: YYYY-MM), like the timeline
        counts: dict[str, list[int]] = {}
        for column, table in ((0, "records"), (1, "events")):
            for month, n in self._tuples(
                f"SELECT substr(occurred_at, 1, 7) AS m, COUNT(*) FROM {table} WHERE user_id = ? GROUP BY m",
                [user_id],
            ):
                counts.setdefault(str(month), [0, 0])[column] = int(n)
        return [(m, c[0], c[1]) for m, c in sorted(counts.items())]

    def _tuples(self, sql: str, params: Sequence[Any]) -> list[Any]:
        """Rows as plain tuples, whatever the connection's row factory (cheaper than its ``sqlite3.Row``)."""
        cur = self._conn.cursor()
        cur.row_factory = None
        return cur.execute(sql, params).fetchall()

    # -- persona ---------------------------------------------------------------------------
    def persona_latest(self) -> PersonaVersion | None:
        row = self._conn.execute("SELECT version, text, created_at FROM persona ORDER BY version DESC LIMIT 1").fetchone()
        return None if row is None else {"version": int(row[0]), "text": row[1], "created_at": row[2]}

    def persona_version(self, version: int) -> PersonaVersion | None:
        row = self._conn.execute("SELECT version, text, created_at FROM persona WHERE version = ?", (version,)).fetchone()
        return None if row is None else {"version": int(row[0]), "text": row[1], "created_at": row[2]}

    def persona_history(self) -> list[PersonaVersion]:
        return [
            {"version": int(r[0]), "text": r[1], "created_at": r[2]}
            for r in self._conn.execute("SELECT version, text, created_at FROM persona ORDER BY version")
        ]

    def add_persona_version(self, version: int, text: str, created_at: str) -> None:
        self._conn.execute("INSERT INTO persona(version, text, created_at) VALUES (?, ?, ?)", (version, text, created_at))

    # -- context packs ------------------------------------------------------------------------
    def active_slot_lines(self) -> list[SlotLine]:
        return self._tuples(
            """SELECT id, topic, sub_topic, content, occurred_at FROM memories
               WHERE user_id = ? AND type = 'profile' AND status = 'active'""",
            (self._store.user.id,),
        )

    def active_agreements(self) -> list[AgreementLine]:
        return self._tuples(
            """SELECT id, content, occurred_at, occurred_ts, importance FROM memories
               WHERE user_id = ? AND type = 'agreement' AND status = 'active'""",
            (self._store.user.id,),
        )

    def timeline_page(self, before: tuple[float, int] | None, limit: int) -> list[TimelineLine]:
        user_id = self._store.user.id
        if before is None:
            rows = self._tuples(
                """SELECT id, occurred_at, occurred_ts, summary, gists FROM events
                   WHERE user_id = ? ORDER BY occurred_ts DESC, id DESC LIMIT ?""",
                (user_id, limit),
            )
        else:
            rows = self._tuples(
                """SELECT id, occurred_at, occurred_ts, summary, gists FROM events
                   WHERE user_id = ? AND (occurred_ts < ? OR (occurred_ts = ? AND id < ?))
                   ORDER BY occurred_ts DESC, id DESC LIMIT ?""",
                (user_id, before[0], before[0], before[1], limit),
            )
        return rows

    def record_lines(self, record_ids: list[int]) -> dict[int, RecordLine]:
        out: dict[int, RecordLine] = {}
        mine, user = self._only()
        for start in range(0, len(record_ids), 500):
            chunk = record_ids[start : start + 500]
            for row in self._tuples(
                f"SELECT {_REC_COLS} FROM records WHERE id IN ({_marks(len(chunk))}){mine}", [*chunk, *user]
            ):
                out[int(row[0])] = row
        return out

    def session_neighbours(
        self, records: list[RecordLine], k: int
    ) -> dict[int, tuple[list[RecordLine], list[RecordLine]]]:
        # Each side is a bounded walk of records_session(session, occurred_ts[, id]) outwards from the
        # record: the row-value bounds let SQLite seek there (``occurred_ts < ? OR (occurred_ts = ? AND
        # id < ?)`` made it read the whole session). All records share one statement (UNION ALL).
        records = [r for r in records if r[4]]
        if k <= 0 or not records:
            return {}
        parts: list[str] = []
        params: list[Any] = []
        mine, user = self._only()
        for n, rec in enumerate(records):
            session, ts, rid = rec[4], float(rec[6]), int(rec[0])
            parts.append(
                f"SELECT {n}, 0, * FROM (SELECT {_REC_COLS} FROM records WHERE session = ?{mine} "
                "AND (occurred_ts, id) < (?, ?) ORDER BY occurred_ts DESC, id DESC LIMIT ?)"
            )
            parts.append(
                f"SELECT {n}, 1, * FROM (SELECT {_REC_COLS} FROM records WHERE session = ?{mine} "
                "AND (occurred_ts, id) > (?, ?) ORDER BY occurred_ts, id LIMIT ?)"
            )
            params.extend((session, *user, ts, rid, k, session, *user, ts, rid, k))
        sides: dict[int, tuple[list[RecordLine], list[RecordLine]]] = {int(r[0]): ([], []) for r in records}
        for row in self._tuples(" UNION ALL ".join(parts), params):
            sides[int(records[row[0]][0])][row[1]].append(row[2:])
        return sides

    def recent_record_lines(self, since_ts: float, until_ts: float, limit: int) -> list[RecordLine]:
        return self._tuples(
            f"""SELECT {_REC_COLS} FROM records WHERE user_id = ? AND occurred_ts >= ? AND occurred_ts <= ?
                ORDER BY occurred_ts DESC, id DESC LIMIT ?""",
            (self._store.user.id, since_ts, until_ts, limit),
        )

    def memory_lines(self, memory_ids: list[int]) -> dict[int, MemoryLine]:
        out: dict[int, MemoryLine] = {}
        mine, user = self._only()
        for start in range(0, len(memory_ids), 500):
            chunk = memory_ids[start : start + 500]
            for row in self._tuples(
                f"""SELECT id, type, topic, sub_topic, content, occurred_at, occurred_ts, status FROM memories
                    WHERE id IN ({_marks(len(chunk))}){mine}""",
                [*chunk, *user],
            ):
                out[int(row[0])] = row
        return out

    def event_lines(self, event_ids: list[int]) -> dict[int, EventLine]:
        out: dict[int, EventLine] = {}
        mine, user = self._only()
        for start in range(0, len(event_ids), 500):
            chunk = event_ids[start : start + 500]
            for row in self._tuples(
                f"SELECT id, summary, gists, occurred_at, occurred_ts FROM events WHERE id IN ({_marks(len(chunk))})"
                f"{mine}",
                [*chunk, *user],
            ):
                out[int(row[0])] = row
        return out
