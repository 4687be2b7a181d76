""":class:`memcli.store.protocols.cues.CueStore` on PostgreSQL: the user's ``cues`` and ``record_cues``.

Cue keys are unique per user (``UNIQUE(user_id, key)``): two users' photos
of the same file are two cues, each linked only to its owner's records.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.store.protocols.cues import CueListing
    from memcli.core.record_types import Cue
    from memcli.store.postgres.store import PostgresStore


class PostgresCues:
    """Cues of the store's user, and the records linked to each."""

    def __init__(self, store: PostgresStore) -> None:
        self._db = store.db
        self._user = store.user.id

    def by_key(self, key: str) -> tuple[int, str, str, str] | None:
        row = self._db.execute("SELECT id, kind, key, label FROM cues WHERE user_id = %s AND key = %s",
                               (self._user, key)).fetchone()
        return None if row is None else (int(row[0]), row[1], row[2], row[3])

    def by_prefix(self, prefix: str, limit: int) -> list[tuple[int, str, str, str]]:
        # starts_with, not LIKE: a key may hold % or _, and the column's collation must not matter
        rows = self._db.execute(
            "SELECT id, kind, key, label FROM cues WHERE user_id = %s AND starts_with(key, %s) "
            "ORDER BY key COLLATE \"C\" LIMIT %s", (self._user, prefix, limit)).fetchall()
        return [(int(r[0]), r[1], r[2], r[3]) for r in rows]

    def record_ids(self, cue_id: int, *, since_ts: float | None = None, until_ts: float | None = None,
                   limit: int = -1) -> list[int]:
        sql = ("SELECT r.id FROM record_cues rc JOIN records r ON r.user_id = rc.user_id AND r.id = rc.record_id "
               "WHERE rc.user_id = %s AND rc.cue_id = %s")
        params: list[Any] = [self._user, int(cue_id)]
        if since_ts is not None:
            sql += " AND r.occurred_ts >= %s"
            params.append(since_ts)
        if until_ts is not None:
            sql += " AND r.occurred_ts <= %s"
            params.append(until_ts)
        sql += " ORDER BY r.occurred_ts DESC, r.id DESC"
        if limit >= 0:
            sql += " LIMIT %s"
            params.append(limit)
        return [int(r[0]) for r in self._db.execute(sql, params)]

    def of_records(self, record_ids: list[int]) -> dict[int, list[tuple[str, str, str]]]:
        out: dict[int, list[tuple[str, str, str]]] = {}
        for rid, kind, key, label in self._db.execute(
            "SELECT rc.record_id, c.kind, c.key, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id "
            "WHERE rc.user_id = %s AND rc.record_id = ANY(%s) ORDER BY rc.record_id, c.key COLLATE \"C\"",
            (self._user, [int(r) for r in record_ids])):
            out.setdefault(int(rid), []).append((str(kind), str(key), str(label or "")))
        return out

    def listing(self, kind: str | None = None) -> list[CueListing]:
        sql = ("SELECT c.kind, c.key, c.label, c.created_at, "
               "(SELECT count(*) FROM record_cues rc WHERE rc.user_id = c.user_id AND rc.cue_id = c.id), "
               "(SELECT max(r.occurred_at) FROM record_cues rc "
               " JOIN records r ON r.user_id = rc.user_id AND r.id = rc.record_id "
               " WHERE rc.user_id = c.user_id AND rc.cue_id = c.id) FROM cues c WHERE c.user_id = %s")
        params: list[Any] = [self._user]
        if kind:
            sql += " AND c.kind = %s"
            params.append(kind)
        sql += ' ORDER BY c.kind COLLATE "C", c.key COLLATE "C"'
        return [{"kind": r[0], "key": r[1], "label": r[2], "records": int(r[4]), "last_at": r[5], "created_at": r[3]}
                for r in self._db.execute(sql, params)]

    def ensure(self, cue: Cue) -> int:
        """The id of the user's cue with *cue*'s key, made first if new (an empty label is filled in)."""
        row = self._db.one(
            """INSERT INTO cues(user_id, kind, key, label, created_at) VALUES (%s, %s, %s, %s, %s)
               ON CONFLICT (user_id, key) DO UPDATE
                   SET label = CASE WHEN cues.label = '' THEN EXCLUDED.label ELSE cues.label END
               RETURNING id""",
            (self._user, cue.kind, cue.key, cue.label, to_iso(now())))
        return int(row[0])
