"""Cues in SQLite: the ``cues`` table and ``record_cues``, the records linked to each."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memcli.store.protocols.cues import CueListing
    from memcli.core.record_types import Cue
    from memcli.store.sqlite.store import SqliteStore


class SqliteCues:
    """:class:`memcli.store.protocols.cues.CueStore` over ``cues`` and ``record_cues``."""

    def __init__(self, store: SqliteStore) -> None:
        self._conn = store.conn
        self._store = store

    def by_key(self, key: str) -> tuple[int, str, str, str] | None:
        row = self._conn.execute("SELECT id, kind, key, label FROM cues WHERE key = ?", (key,)).fetchone()
        return None if row is None else (int(row[0]), row[1], row[2], row[3])

    def by_prefix(self, prefix: str, limit: int) -> list[tuple[int, str, str, str]]:
        # keys are ASCII-ish (kind:scheme:hex); '\uffff' sorts after any continuation
        rows = self._conn.execute(
            "SELECT id, kind, key, label FROM cues WHERE key >= ? AND key < ? ORDER BY key LIMIT ?",
            (prefix, prefix + "\uffff", limit),
        ).fetchall()
        return [(int(r[0]), r[1], r[2], r[3]) for r in rows]

    def record_ids(self, cue_id: int, *, since_ts: float | None = None, until_ts: float | None = None,
                   limit: int = -1) -> list[int]:
        sql = "SELECT r.id FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = ?"
        params: list[Any] = [int(cue_id)]
        user = self._store.user.only
        if user is not None:  # a shared file: only the store's user's records
            sql += " AND r.user_id = ?"
            params.append(user)
        if since_ts is not None:
            sql += " AND r.occurred_ts >= ?"
            params.append(since_ts)
        if until_ts is not None:
            sql += " AND r.occurred_ts <= ?"
            params.append(until_ts)
        sql += " ORDER BY r.occurred_ts DESC, r.id DESC LIMIT ?"
        params.append(limit)
        return [int(r[0]) for r in self._conn.execute(sql, params)]

    def of_records(self, record_ids: list[int]) -> dict[int, list[tuple[str, str, str]]]:
        out: dict[int, list[tuple[str, str, str]]] = {}
        for start in range(0, len(record_ids), 500):
            chunk = record_ids[start : start + 500]
            for rid, kind, key, label in self._conn.execute(
                f"""SELECT rc.record_id, c.kind, c.key, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id
                    WHERE rc.record_id IN ({','.join('?' * len(chunk))}) ORDER BY rc.record_id, c.key""", chunk):
                out.setdefault(int(rid), []).append((str(kind), str(key), str(label or "")))
        return out

    def listing(self, kind: str | None = None) -> list[CueListing]:
        user = self._store.user.only
        if user is None:
            sql = (
                "SELECT c.id, c.kind, c.key, c.label, c.created_at, "
                "(SELECT COUNT(*) FROM record_cues rc WHERE rc.cue_id = c.id) AS n, "
                "(SELECT MAX(r.occurred_at) FROM record_cues rc JOIN records r ON r.id = rc.record_id "
                "  WHERE rc.cue_id = c.id) AS last_at "
                "FROM cues c WHERE 1"
            )
            params: tuple[Any, ...] = ()
        else:  # one user of a shared file: the cues of their records, counted over their records
            mine = "FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = c.id AND r.user_id = ?"
            sql = (
                f"SELECT * FROM (SELECT c.id, c.kind, c.key, c.label, c.created_at, (SELECT COUNT(*) {mine}) AS n, "
                f"(SELECT MAX(r.occurred_at) {mine}) AS last_at FROM cues c) c WHERE n > 0"
            )
            params = (user, user)
        if kind:
            sql += " AND c.kind = ?"
            params = (*params, kind)
        sql += " ORDER BY c.kind, c.key"
        return [
            {"kind": row[1], "key": row[2], "label": row[3], "records": int(row[5]), "last_at": row[6],
             "created_at": row[4]}
            for row in self._conn.execute(sql, params)
        ]

    def ensure(self, cue: Cue) -> int:
        from memcli.store.sqlite.records import ensure_cue

        return ensure_cue(self._conn, cue)
