""":class:`memcli.store.protocols.vectors.VectorIndex` on PostgreSQL: pgvector rows, nearest neighbours in SQL.

Vectors are stored as float32 ``vector`` values (no quantisation: the server
has the room, and pgvector's operators work on them directly), one row per
item with the item's user and time copied in, so a search filters by user
and time window in the same statement that orders by cosine distance. The
SQLite store's memory-mapped file has no counterpart: :meth:`searchable`
returns a snapshot of the user's row order (keys and times only) whose
:meth:`~PgNeighbours.top` asks the server. The HNSW index (cosine) covers
vectors of the default models' dimension (384); the planner uses it where a
user's rows are many, and an exact scan of the user's rows where they are few.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from memcli.store.item_keys import item_key, split_key

if TYPE_CHECKING:
    import numpy as np

    from memcli.store.postgres.store import PostgresStore

TABLES = {"record": "records", "memory": "memories", "event": "events"}
LIVE = {"record": "", "memory": " AND t.status = 'active'", "event": ""}
HNSW_DIM = 384
"""The dimension the HNSW index covers (schema m002): the built-in e5 model's and MiniLM's."""
VERSION_KEY = "embeddings_version"
MEANS_CACHED = 256
"""Users' mean vectors one process keeps (1.5 kB each), keyed by the embeddings version they were read at."""
_MEANS: dict[tuple[str, str, str, str], Any] = {}


def _literal(vec: Any) -> str:
    """A vector as pgvector's text form ``[x,y,…]`` (repr of float32 values round-trips exactly)."""
    return "[" + ",".join(repr(float(x)) for x in vec) + "]"


def _parse(text: str) -> np.ndarray:
    import numpy as np

    return np.asarray(json.loads(text), dtype=np.float32)


def _distance(dim: int) -> str:
    """The cosine distance expression the HNSW index serves for *dim* (its indexed expression), else a plain one."""
    return f"e.vector::vector({HNSW_DIM}) <=> %s::vector({HNSW_DIM})" if dim == HNSW_DIM else "e.vector <=> %s::vector"


class PgNeighbours:
    """The user's vectors of one model in time order (keys and times here; vectors stay on the server)."""

    def __init__(self, store: PostgresStore, model: str, version: str = "") -> None:
        import numpy as np

        self._db = store.db
        self._user = store.user
        self._mean_key = (store.url, store.user, model, version)
        self.model = model
        rows = self._db.execute(
            "SELECT item_kind, item_id, occurred_ts, dim FROM embeddings WHERE user_id = %s AND model = %s "
            "ORDER BY occurred_ts, item_kind, item_id", (self._user, model)).fetchall()
        self.count = len(rows)
        self.keys = np.asarray([item_key(r[0], int(r[1])) for r in rows], dtype=np.int64)
        self.ts = np.asarray([float(r[2]) for r in rows], dtype=np.float64)
        self.dim = int(rows[0][3]) if rows else HNSW_DIM
        self._row_of = {int(k): n for n, k in enumerate(self.keys)}

    @property
    def mean(self) -> np.ndarray | None:
        """The mean of the user's vectors of this model: one pass on the server, then kept in this
        process until the embeddings version moves (every write or delete moves it)."""
        if self.count == 0:
            return None
        cached = _MEANS.get(self._mean_key)
        if cached is None:
            row = self._db.execute("SELECT avg(vector)::text FROM embeddings WHERE user_id = %s AND model = %s "
                                   "AND dim = %s", (self._user, self.model, self.dim)).fetchone()
            if row is None or row[0] is None:
                return None
            cached = _parse(row[0])
            if len(_MEANS) >= MEANS_CACHED:
                _MEANS.pop(next(iter(_MEANS)))
            _MEANS[self._mean_key] = cached
        return cached  # type: ignore[no-any-return]

    def row_range(self, since_ts: float | None, until_ts: float | None) -> tuple[int, int]:
        import numpy as np

        lo = 0 if since_ts is None else int(np.searchsorted(self.ts, since_ts, side="left"))
        hi = self.count if until_ts is None else int(np.searchsorted(self.ts, until_ts, side="right"))
        return lo, max(lo, hi)

    def top(self, qvec: np.ndarray, *, lo: int, hi: int, k: int) -> list[tuple[int, float]]:
        """The *k* rows in [lo, hi) nearest to *qvec* by cosine, best first; ties by key."""
        if hi <= lo or k <= 0:
            return []
        q = _literal(qvec)
        dist = _distance(self.dim)
        rows = self._db.execute(
            f"SELECT e.item_kind, e.item_id, 1 - ({dist}) AS sim FROM embeddings e "
            f"WHERE e.user_id = %s AND e.model = %s AND e.dim = %s AND e.occurred_ts >= %s AND e.occurred_ts <= %s "
            f"ORDER BY {dist} LIMIT %s",
            (q, self._user, self.model, self.dim, float(self.ts[lo]), float(self.ts[hi - 1]), q, k + 8)).fetchall()
        found = []
        for kind, item_id, sim in rows:
            row = self._row_of.get(item_key(kind, int(item_id)))
            if row is not None and lo <= row < hi:  # equal times at the window's edges: keep to the rows asked
                found.append((row, float(sim)))
        found.sort(key=lambda rs: (-rs[1], int(self.keys[rs[0]])))
        return found[:k]

    def rows_for(self, keys: list[int]) -> np.ndarray:
        import numpy as np

        return np.asarray([self._row_of.get(int(k), -1) for k in keys], dtype=np.int64)

    def similarity(self, rows: np.ndarray, qvec: np.ndarray) -> np.ndarray:
        import numpy as np

        out = np.full(len(rows), np.nan, dtype=np.float32)
        wanted = {int(self.keys[r]): n for n, r in enumerate(rows) if r >= 0}
        if not wanted:
            return out
        by_kind: dict[str, list[int]] = {}
        for key in wanted:
            kind, item_id = split_key(key)
            by_kind.setdefault(kind, []).append(item_id)
        for kind, ids in by_kind.items():
            for item_id, sim in self._db.execute(
                "SELECT e.item_id, 1 - (e.vector <=> %s::vector) FROM embeddings e WHERE e.user_id = %s "
                "AND e.model = %s AND e.item_kind = %s AND e.item_id = ANY(%s)",
                (_literal(qvec), self._user, self.model, kind, ids)):
                out[wanted[item_key(kind, int(item_id))]] = sim
        return out


class PostgresVectors:
    """The user's stored embeddings."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db
        self._user = store.user

    def version(self) -> str:
        return self._store.meta.get(VERSION_KEY, "0") or "0"

    def bump_version(self, model_name: str | None = None) -> None:
        # one statement: two writers bumping at once both move it on
        self._db.execute(
            "INSERT INTO meta(user_id, key, value) VALUES (%s, %s, '1') ON CONFLICT (user_id, key) DO UPDATE "
            "SET value = (CASE WHEN meta.value ~ '^[0-9]+$' THEN meta.value::bigint + 1 ELSE 1 END)::text",
            (self._user, VERSION_KEY))

    def write(self, kind: str, ids: list[int], vectors: np.ndarray, model_name: str, text_version: int) -> int:
        if kind not in TABLES:
            raise ValueError(f"unknown embedding item kind {kind!r}")
        if not ids:
            return 0
        dim = int(vectors.shape[1])
        cur = self._db.execute(
            f"""INSERT INTO embeddings(item_kind, item_id, user_id, model, text_version, occurred_ts, dim, vector)
                SELECT %s, t.id, t.user_id, %s, %s, t.occurred_ts, %s, v.vec::vector
                FROM unnest(%s::bigint[], %s::text[]) AS v(id, vec) JOIN {TABLES[kind]} t ON t.id = v.id
                WHERE t.user_id = %s
                ON CONFLICT (user_id, item_kind, item_id) DO UPDATE SET model = EXCLUDED.model, dim = EXCLUDED.dim,
                    vector = EXCLUDED.vector, text_version = EXCLUDED.text_version,
                    occurred_ts = EXCLUDED.occurred_ts""",
            (kind, model_name, text_version, dim, [int(i) for i in ids], [_literal(v) for v in vectors], self._user))
        self.bump_version(model_name)
        return cur.rowcount

    def delete(self, kind: str, ids: list[int]) -> int:
        cur = self._db.execute("DELETE FROM embeddings WHERE user_id = %s AND item_kind = %s AND item_id = ANY(%s)",
                               (self._user, kind, [int(i) for i in ids]))
        if cur.rowcount:
            self.bump_version()
        return cur.rowcount

    def load(self, kind: str, ids: list[int], model_name: str) -> dict[int, np.ndarray]:
        rows = self._db.execute(
            "SELECT item_id, vector::text FROM embeddings WHERE user_id = %s AND item_kind = %s AND model = %s "
            "AND item_id = ANY(%s)", (self._user, kind, model_name, [int(i) for i in ids]))
        return {int(r[0]): _parse(r[1]) for r in rows}

    def stale(self, model_name: str, text_versions: Mapping[str, int]) -> bool:
        for kind, version in text_versions.items():
            row = self._db.execute(
                "SELECT 1 FROM embeddings WHERE user_id = %s AND item_kind = %s AND (model <> %s OR text_version <> %s) "
                "LIMIT 1", (self._user, kind, model_name, version)).fetchone()
            if row is not None:
                return True
        return False

    def prune_orphans(self) -> int:
        n = 0
        for kind, table in TABLES.items():
            cur = self._db.execute(
                f"DELETE FROM embeddings e WHERE e.user_id = %s AND e.item_kind = %s AND NOT EXISTS ("
                f"SELECT 1 FROM {table} t WHERE t.user_id = e.user_id AND t.id = e.item_id{LIVE[kind]})",
                (self._user, kind))
            n += cur.rowcount
        return n

    def other_models(self, model_name: str) -> int:
        return int(self._db.execute("SELECT count(*) FROM embeddings WHERE user_id = %s AND model <> %s",
                                    (self._user, model_name)).fetchone()[0])

    def drop_other_models(self, model_name: str) -> int:
        cur = self._db.execute("DELETE FROM embeddings WHERE user_id = %s AND model <> %s", (self._user, model_name))
        if cur.rowcount:
            self.bump_version(model_name)
        return cur.rowcount

    def live_ids(self, kind: str, ids: list[int]) -> set[int]:
        rows = self._db.execute(f"SELECT t.id FROM {TABLES[kind]} t WHERE t.user_id = %s AND t.id = ANY(%s)"
                                f"{LIVE[kind]}", (self._user, [int(i) for i in ids]))
        return {int(r[0]) for r in rows}

    def _missing_sql(self, kind: str, distilled_only: bool) -> str:
        done = (" AND NOT EXISTS (SELECT 1 FROM buffer b WHERE b.user_id = t.user_id AND b.record_id = t.id "
                "AND b.status <> 'done')" if kind == "record" and distilled_only else "")
        return (f"FROM {TABLES[kind]} t LEFT JOIN embeddings e ON e.user_id = t.user_id AND e.item_kind = %s "
                f"AND e.item_id = t.id AND e.model = %s AND e.text_version = %s "
                f"WHERE t.user_id = %s AND e.item_id IS NULL{LIVE[kind]}{done}")

    def count_missing(self, kind: str, model_name: str, text_version: int, *, distilled_only: bool) -> int:
        row = self._db.execute("SELECT count(*) " + self._missing_sql(kind, distilled_only),
                               (kind, model_name, text_version, self._user)).fetchone()
        return int(row[0])

    def missing(self, kind: str, model_name: str, text_version: int, limit: int, *, after: int,
                distilled_only: bool) -> list[tuple[int, tuple[Any, ...]]]:
        cols = {"record": "t.text, t.speaker, t.user_id", "memory": "t.content, t.topic, t.sub_topic",
                "event": "t.summary, t.gists, t.tags"}[kind]
        rows = self._db.execute(
            f"SELECT t.id, {cols} " + self._missing_sql(kind, distilled_only) + " AND t.id > %s ORDER BY t.id LIMIT %s",
            (kind, model_name, text_version, self._user, after, limit)).fetchall()
        if kind == "event":
            return [(int(r[0]), (r[1], json.loads(r[2]), json.loads(r[3]))) for r in rows]
        return [(int(r[0]), (r[1], r[2], r[3])) for r in rows]

    def searchable(self, model_name: str) -> PgNeighbours:
        return PgNeighbours(self._store, model_name, self.version())

    def rebuild_file(self, model_name: str) -> int:
        """No file to build on PostgreSQL; the number of the user's vectors of *model_name*."""
        return PgNeighbours(self._store, model_name).count
