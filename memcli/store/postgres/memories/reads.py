"""The reads of the PostgreSQL ``memories`` area: profile, timeline, persona, and what context packs show.

The same answers as :mod:`memcli.store.sqlite.memories.reads`, for the store's
user only. The rows a pack shows are plain tuples in the protocol's column
order (``RecordLine``, ``SlotLine`` …): what the driver returns, unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memcli.store.rows import EVENT_COLUMNS, MEMORY_COLUMNS, event_fields, memory_fields

if TYPE_CHECKING:
    from memcli.store.postgres.connection import Connection
    from memcli.store.postgres.store import PostgresStore
    from memcli.store.protocols.memories import (
        AgreementLine,
        EventFields,
        EventLine,
        ItemView,
        MemoryFields,
        MemoryLine,
        PersonaVersion,
        RecordLine,
        SlotLine,
        TimelineLine,
    )

_REC_COLS = "id, text, speaker, role, session, occurred_at, occurred_ts, user_id"
_SOURCES = {"memory": ("memory_sources", "memory_id"), "event": ("event_sources", "event_id")}


class MemoryReads:
    """Read-only queries of :class:`memcli.store.postgres.memories.area.PostgresMemories`."""

    _db: Connection
    _user: str
    _store: PostgresStore

    def _all(self, sql: str, params: list[Any] | tuple[Any, ...]) -> list[tuple[Any, ...]]:
        return self._db.execute(sql, params).fetchall()

    # -- one item in full (`mem read`) -----------------------------------------
    def item_in_full(self, kind: str, item_id: int) -> ItemView | None:
        if kind == "record":
            return self._store.records.get(item_id)
        from memcli.store.item_shapes import event_shape, memory_shape

        table, columns = ("memories", MEMORY_COLUMNS) if kind == "memory" else ("events", EVENT_COLUMNS)
        rows = self._all(f"SELECT {columns} FROM {table} WHERE user_id = %s AND id = %s", (self._user, item_id))
        if not rows:
            return None
        links, col = _SOURCES[kind]
        sources = [(int(r[0]), r[1], r[2], r[3]) for r in self._all(
            f"""SELECT s.record_id, r.occurred_at, r.text, r.speaker FROM {links} s
                LEFT JOIN records r ON r.id = s.record_id AND r.user_id = s.user_id
                WHERE s.user_id = %s AND s.{col} = %s
                ORDER BY r.occurred_ts IS NULL, r.occurred_ts, s.record_id""", (self._user, item_id))]
        if kind == "memory":
            return memory_shape(memory_fields(rows[0]), sources)
        return event_shape(event_fields(rows[0]), sources)

    # -- profile, timeline ---------------------------------------------------
    def profile_slots(self, *, topic: str | None, history: bool) -> list[MemoryFields]:
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND type = 'profile'"
        params: list[Any] = [self._user]
        if not history:
            sql += " AND status = 'active'"
        if topic:
            sql += " AND topic = %s"
            params.append(topic)
        return [memory_fields(r) for r in self._all(sql + " ORDER BY id", params)]

    def profile_users_and_topics(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._all(
            "SELECT DISTINCT user_id, topic FROM memories WHERE user_id = %s AND type = 'profile' "
            "AND status = 'active'", (self._user,))]

    def sources(self, kind: str, item_ids: list[int], *, ordered: bool = True) -> dict[int, list[int]]:
        table, key = _SOURCES[kind]
        out: dict[int, list[int]] = {i: [] for i in item_ids}
        for item_id, rec_id in self._all(
            f"SELECT {key}, record_id FROM {table} WHERE user_id = %s AND {key} = ANY(%s)"
            + (" ORDER BY record_id" if ordered else ""), (self._user, item_ids)):
            out.setdefault(int(item_id), []).append(int(rec_id))
        return out

    def events(self, *, since_ts: float | None, until_ts: float | None, last: int | None) -> list[EventFields]:
        where = ["user_id = %s"]
        params: list[Any] = [self._user]
        if since_ts is not None:
            where.append("end_ts >= %s")
            params.append(since_ts)
        if until_ts is not None:
            where.append("occurred_ts <= %s")
            params.append(until_ts)
        clause = " WHERE " + " AND ".join(where)
        if last is not None:
            sql = (f"SELECT * FROM (SELECT {EVENT_COLUMNS} FROM events{clause} ORDER BY occurred_ts DESC, id DESC "
                   "LIMIT %s) e ORDER BY occurred_ts, id")
            params.append(int(last))
        else:
            sql = f"SELECT {EVENT_COLUMNS} FROM events{clause} ORDER BY occurred_ts, id"
        return [event_fields(r) for r in self._all(sql, params)]

    def event(self, event_id: int) -> EventFields | None:
        rows = self._all(f"SELECT {EVENT_COLUMNS} FROM events WHERE user_id = %s AND id = %s", (self._user, event_id))
        return event_fields(rows[0]) if rows else None

    def event_count(self) -> int:
        return int(self._all("SELECT count(*) FROM events WHERE user_id = %s", (self._user,))[0][0])

    def activity_by_month(self, user_id: str) -> list[tuple[str, int, int]]:
        counts: dict[str, list[int]] = {}
        for column, table in ((0, "records"), (1, "events")):
            for month, n in self._all(
                f"SELECT left(occurred_at, 7) AS m, count(*) FROM {table} WHERE user_id = %s AND user_id = %s "
                "GROUP BY m", (self._user, user_id)):
                counts.setdefault(str(month), [0, 0])[column] = int(n)
        return [(m, c[0], c[1]) for m, c in sorted(counts.items())]

    # -- persona -------------------------------------------------------------
    def persona_latest(self) -> PersonaVersion | None:
        rows = self._all("SELECT version, text, created_at FROM persona WHERE user_id = %s ORDER BY version DESC "
                         "LIMIT 1", (self._user,))
        return {"version": int(rows[0][0]), "text": rows[0][1], "created_at": rows[0][2]} if rows else None

    def persona_version(self, version: int) -> PersonaVersion | None:
        rows = self._all("SELECT version, text, created_at FROM persona WHERE user_id = %s AND version = %s",
                         (self._user, version))
        return {"version": int(rows[0][0]), "text": rows[0][1], "created_at": rows[0][2]} if rows else None

    def persona_history(self) -> list[PersonaVersion]:
        return [{"version": int(r[0]), "text": r[1], "created_at": r[2]} for r in self._all(
            "SELECT version, text, created_at FROM persona WHERE user_id = %s ORDER BY version", (self._user,))]

    def add_persona_version(self, version: int, text: str, created_at: str) -> None:
        self._db.execute("INSERT INTO persona(user_id, version, text, created_at) VALUES (%s, %s, %s, %s)",
                         (self._user, version, text, created_at))

    # -- context packs ---------------------------------------------------------
    def active_slot_lines(self) -> list[SlotLine]:
        return [tuple(r) for r in self._all(
            "SELECT id, topic, sub_topic, content, occurred_at FROM memories WHERE user_id = %s "
            "AND type = 'profile' AND status = 'active' ORDER BY id", (self._user,))]

    def active_agreements(self) -> list[AgreementLine]:
        return [tuple(r) for r in self._all(
            "SELECT id, content, occurred_at, occurred_ts, importance FROM memories WHERE user_id = %s "
            "AND type = 'agreement' AND status = 'active' ORDER BY id", (self._user,))]

    def timeline_page(self, before: tuple[float, int] | None, limit: int) -> list[TimelineLine]:
        sql = "SELECT id, occurred_at, occurred_ts, summary, gists FROM events WHERE user_id = %s"
        params: list[Any] = [self._user]
        if before is not None:
            sql += " AND (occurred_ts, id) < (%s, %s)"
            params.extend(before)
        rows = self._all(sql + " ORDER BY occurred_ts DESC, id DESC LIMIT %s", [*params, limit])
        return [tuple(r) for r in rows]

    def record_lines(self, record_ids: list[int]) -> dict[int, RecordLine]:
        return {int(r[0]): tuple(r) for r in self._all(
            f"SELECT {_REC_COLS} FROM records WHERE user_id = %s AND id = ANY(%s)", (self._user, record_ids))}

    def session_neighbours(self, records: list[RecordLine], k: int) -> dict[int, tuple[list[RecordLine], list[RecordLine]]]:
        """Up to *k* records before and after each record in its session: two keyset walks each, one statement."""
        records = [r for r in records if r[4]]
        if k <= 0 or not records:
            return {}
        parts: list[str] = []
        params: list[Any] = []
        for n, rec in enumerate(records):
            session, ts, rid = rec[4], float(rec[6]), int(rec[0])
            for side, (op, order) in enumerate((("<", "DESC"), (">", "ASC"))):
                parts.append(
                    f"(SELECT {n}, {side}, {_REC_COLS} FROM records WHERE user_id = %s AND session = %s "
                    f"AND (occurred_ts, id) {op} (%s, %s) ORDER BY occurred_ts {order}, id {order} LIMIT %s)")
                params.extend((self._user, session, ts, rid, k))
        sides: dict[int, tuple[list[RecordLine], list[RecordLine]]] = {int(r[0]): ([], []) for r in records}
        for row in self._all(" UNION ALL ".join(parts), params):
            sides[int(records[row[0]][0])][row[1]].append(tuple(row[2:]))
        return sides

    def recent_record_lines(self, since_ts: float, until_ts: float, limit: int) -> list[RecordLine]:
        return [tuple(r) for r in self._all(
            f"SELECT {_REC_COLS} FROM records WHERE user_id = %s AND occurred_ts >= %s "
            "AND occurred_ts <= %s ORDER BY occurred_ts DESC, id DESC LIMIT %s",
            (self._user, since_ts, until_ts, limit))]

    def memory_lines(self, memory_ids: list[int]) -> dict[int, MemoryLine]:
        return {int(r[0]): tuple(r) for r in self._all(
            "SELECT id, type, topic, sub_topic, content, occurred_at, occurred_ts, status FROM memories "
            "WHERE user_id = %s AND id = ANY(%s)", (self._user, memory_ids))}

    def event_lines(self, event_ids: list[int]) -> dict[int, EventLine]:
        return {int(r[0]): tuple(r) for r in self._all(
            "SELECT id, summary, gists, occurred_at, occurred_ts FROM events WHERE user_id = %s AND id = ANY(%s)",
            (self._user, event_ids))}
