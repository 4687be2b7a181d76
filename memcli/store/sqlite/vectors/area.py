"""Stored embeddings in SQLite (the ``embeddings`` table) and the derived, memory-mapped vector file.

A row of ``embeddings`` is keyed by :func:`memcli.store.item_keys.item_key`
and names its model by a small id (:mod:`memcli.store.sqlite.vectors.keys`);
SQL restricts on the key itself so SQLite searches the primary key. Every
write or delete moves the ``embeddings_version`` meta key on, which is how a
process holding a mapped vector file (:mod:`memcli.store.sqlite.vectors.file`)
knows it is stale.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING

from memcli.store.item_keys import ID_LIMIT, item_keys, kind_base, kind_range
from memcli.store.sqlite.db import get_meta, set_meta
from memcli.store.sqlite.vectors.keys import ITEM_TABLE, model_id

if TYPE_CHECKING:
    from pathlib import Path

    from memcli.store.protocols.vectors import EmbedParts, VectorFileState
    import numpy as np

    from memcli.store.sqlite.store import SqliteStore
    from memcli.store.sqlite.vectors.file import VectorFile
    from memcli.store.sqlite.vectors.user import UserVectors

VERSION_KEY = "embeddings_version"
MODEL_KEY = "embeddings_model"
CHUNK = 500
"""Ids per ``IN (…)`` list (SQLite's default limit of bound parameters is far above it)."""
_LIVE = {"record": "SELECT id FROM records", "memory": "SELECT id FROM memories WHERE status = 'active'",
         "event": "SELECT id FROM events"}


class SqliteVectors:
    """:class:`memcli.store.protocols.vectors.VectorIndex` over ``embeddings`` and ``<store>/vectors/``."""

    keeps_file = True  # searches read the memory-mapped file in <store>/vectors/

    def __init__(self, store: SqliteStore) -> None:
        self._conn = store.conn
        self._home = store.home
        self._store = store

    def _mine(self, alias: str) -> tuple[str, tuple[str, ...]]:
        """`` AND {alias}.user_id = ?`` for a store opened for one user of the file; nothing for every user."""
        user = self._store.user.only
        return ("", ()) if user is None else (f" AND {alias}.user_id = ?", (user,))

    # -- the change counter -------------------------------------------------
    def version(self) -> str:
        return get_meta(self._conn, VERSION_KEY, "0") or "0"

    def bump_version(self, model_name: str | None = None) -> None:
        """Move ``embeddings_version`` on (and name the model that wrote, when given)."""
        current = self.version()
        try:
            nxt = int(current) + 1
        except ValueError:
            nxt = int(time.time())
        set_meta(self._conn, VERSION_KEY, str(nxt))
        name = model_name if model_name is not None else (get_meta(self._conn, MODEL_KEY, "") or "")
        set_meta(self._conn, MODEL_KEY, name)

    # -- rows ---------------------------------------------------------------
    def write(self, kind: str, ids: list[int], vectors: np.ndarray, model_name: str, text_version: int) -> int:
        import numpy as np

        from memcli.store.vector_codec import pack_vectors

        if kind not in ITEM_TABLE:
            raise ValueError(f"unknown embedding item kind {kind!r}")
        if not ids:
            return 0
        keys = item_keys(kind, ids)  # checks every id before anything is written
        mat = np.ascontiguousarray(vectors, dtype=np.float32)
        dim = int(mat.shape[1])
        mid = model_id(self._conn, model_name, create=True)
        self._conn.executemany(
            """INSERT INTO embeddings(key, model, dim, vector, text_version) VALUES (?, ?, ?, ?, ?)
               ON CONFLICT(key) DO UPDATE SET model = excluded.model, dim = excluded.dim,
                   vector = excluded.vector, text_version = excluded.text_version""",
            [(key, mid, dim, blob, text_version) for key, blob in zip(keys, pack_vectors(mat), strict=True)],
        )
        self.bump_version(model_name)
        return len(ids)

    def delete(self, kind: str, ids: list[int]) -> int:
        ids = [i for i in ids if 0 <= i < ID_LIMIT]  # no key holds another id: nothing stored to delete
        n = 0
        for start in range(0, len(ids), CHUNK):
            chunk = item_keys(kind, ids[start : start + CHUNK])
            n += self._conn.execute(
                f"DELETE FROM embeddings WHERE key IN ({','.join('?' * len(chunk))})", chunk
            ).rowcount
        if n:
            self.bump_version()
        return n

    def load(self, kind: str, ids: list[int], model_name: str) -> dict[int, np.ndarray]:
        from memcli.store.vector_codec import unpack_vector

        out: dict[int, np.ndarray] = {}
        mid = model_id(self._conn, model_name)
        if mid < 0:
            return out
        ids = [i for i in ids if 0 <= i < ID_LIMIT]
        if self._store.user.only is not None:
            ids = sorted(self._owned(kind, ids))
        base = kind_base(kind)
        for start in range(0, len(ids), CHUNK):
            chunk = item_keys(kind, ids[start : start + CHUNK])
            for key, dim, blob in self._conn.execute(
                f"SELECT key, dim, vector FROM embeddings WHERE key IN ({','.join('?' * len(chunk))}) AND model = ?",
                (*chunk, mid),
            ):
                vec = unpack_vector(blob, int(dim))
                if vec is not None:
                    out[int(key) - base] = vec
        return out

    def stale(self, model_name: str, text_versions: Mapping[str, int]) -> bool:
        # one key range per kind (its rows, by the primary key), since each kind has its own text version
        mid = model_id(self._conn, model_name)
        for kind, version in text_versions.items():
            lo, hi = kind_range(kind)
            row = self._conn.execute(
                "SELECT 1 FROM embeddings WHERE key BETWEEN ? AND ? AND (model != ? OR text_version != ?) LIMIT 1",
                (lo, hi, mid, version),
            ).fetchone()
            if row is not None:
                return True
        return False

    def prune_orphans(self) -> int:
        n = 0
        for kind, ids_sql in _LIVE.items():
            lo, hi = kind_range(kind)
            n += self._conn.execute(
                f"DELETE FROM embeddings WHERE key BETWEEN ? AND ? AND key - ? NOT IN ({ids_sql})", (lo, hi, lo)
            ).rowcount
        return n

    def other_models(self, model_name: str) -> int:
        mid = model_id(self._conn, model_name)  # unknown (never stored): every row is another model's
        return int(self._conn.execute("SELECT COUNT(*) FROM embeddings WHERE model != ?", (mid,)).fetchone()[0])

    def drop_other_models(self, model_name: str) -> int:
        mid = model_id(self._conn, model_name)
        n = self._conn.execute("DELETE FROM embeddings WHERE model != ?", (mid,)).rowcount
        if n:
            self.bump_version(model_name)
        return int(n)

    def live_ids(self, kind: str, ids: list[int]) -> set[int]:
        return self._owned(kind, ids, active=True)

    def _owned(self, kind: str, ids: list[int], *, active: bool = False) -> set[int]:
        """Which of these items exist (*active*: memories only when active) and are the store's user's."""
        table = ITEM_TABLE[kind]
        extra = " AND t.status = 'active'" if kind == "memory" and active else ""
        mine, user = self._mine("t")
        out: set[int] = set()
        for start in range(0, len(ids), CHUNK):
            chunk = ids[start : start + CHUNK]
            out.update(
                int(r[0])
                for r in self._conn.execute(
                    f"SELECT t.id FROM {table} t WHERE t.id IN ({','.join('?' * len(chunk))}){extra}{mine}",
                    (*chunk, *user),
                )
            )
        return out

    def count_missing(self, kind: str, model_name: str, text_version: int, *, distilled_only: bool) -> int:
        table = ITEM_TABLE[kind]
        mid, base = model_id(self._conn, model_name), kind_base(kind)
        extra = " AND t.status = 'active'" if kind == "memory" else ""
        if kind == "record" and distilled_only:
            extra += " AND NOT EXISTS (SELECT 1 FROM buffer b WHERE b.record_id = t.id AND b.status != 'done')"
        mine, user = self._mine("t")
        row = self._conn.execute(
            f"""SELECT COUNT(*) FROM {table} t LEFT JOIN embeddings e
                ON e.key = t.id + ? AND e.model = ? AND e.text_version = ? WHERE e.key IS NULL{extra}{mine}""",
            (base, mid, text_version, *user),
        ).fetchone()
        return int(row[0])

    def missing(self, kind: str, model_name: str, text_version: int, limit: int, *, after: int,
                distilled_only: bool) -> list[tuple[int, EmbedParts]]:
        # the item's key is computed from the item table's id, so each probe is a primary-key search
        mid, base = model_id(self._conn, model_name), kind_base(kind)
        user = self._store.user.only
        mine, params = ("", (base, mid, text_version, after, limit)) if user is None else (
            " AND {t}.user_id = ?", (base, mid, text_version, after, user, limit))
        if kind == "record":
            done = (
                " AND NOT EXISTS (SELECT 1 FROM buffer b WHERE b.record_id = r.id AND b.status != 'done')"
                if distilled_only
                else ""
            )
            return [
                (int(r[0]), (r[1], r[2], r[3]))
                for r in self._conn.execute(
                    f"""SELECT r.id, r.text, r.speaker, r.user_id FROM records r
                        LEFT JOIN embeddings e ON e.key = r.id + ? AND e.model = ? AND e.text_version = ?
                        WHERE e.key IS NULL AND r.id > ?{mine.format(t="r")}{done} ORDER BY r.id LIMIT ?""",
                    params,
                )
            ]
        if kind == "memory":
            return [
                (int(r[0]), (r[1], r[2], r[3]))
                for r in self._conn.execute(
                    f"""SELECT m.id, m.content, m.topic, m.sub_topic FROM memories m
                        LEFT JOIN embeddings e ON e.key = m.id + ? AND e.model = ? AND e.text_version = ?
                        WHERE m.status = 'active' AND e.key IS NULL AND m.id > ?{mine.format(t="m")}
                        ORDER BY m.id LIMIT ?""",
                    params,
                )
            ]
        return [
            (int(r[0]), (r[1], json.loads(r[2]), json.loads(r[3])))
            for r in self._conn.execute(
                f"""SELECT v.id, v.summary, v.gists, v.tags FROM events v
                    LEFT JOIN embeddings e ON e.key = v.id + ? AND e.model = ? AND e.text_version = ?
                    WHERE e.key IS NULL AND v.id > ?{mine.format(t="v")} ORDER BY v.id LIMIT ?""",
                params,
            )
        ]

    # -- the vector file ----------------------------------------------------
    def searchable(self, model_name: str) -> VectorFile | UserVectors:
        """The vector file (built or rebuilt when stale); for a store opened for one user, only their rows of it."""
        from memcli.store.sqlite.vectors.file import ensure_index

        full = ensure_index(self._conn, self._home, model_name)
        user = self._store.user.only
        # asked after the file is built: a file that holds nobody else now held nobody else then
        if user is None or self._store.holds_only_its_user():
            return full
        from memcli.store.sqlite.vectors.user import UserVectors, user_keys

        return UserVectors(full, user_keys(self._conn, user))

    def rebuild_file(self, model_name: str) -> int:
        from memcli.store.sqlite.vectors import file as vector_file

        vector_file._OPEN.clear()
        rows = vector_file.build_index(self._conn, self._home, model_name)
        return rows if self._store.user.only is None else self.searchable(model_name).count

    def file_state(self) -> VectorFileState | None:
        from memcli.store.protocols.vectors import VectorFileState
        from memcli.store.sqlite.vectors import file as vector_file

        directory = vector_file.vectors_dir(self._home)
        if not (directory / vector_file.POINTER).exists():
            return None
        index = vector_file.open_index(self._home)
        if index is None:
            return VectorFileState(str(directory), False, "", "", frozenset(), False, False)
        ordered = bool(index.count < 2 or (index.ts[1:] >= index.ts[:-1]).all())
        whole = index.matrix.shape == (index.count, index.dim or index.matrix.shape[1])
        return VectorFileState(str(directory), True, index.model, index.version,
                               frozenset(int(k) for k in index.keys), ordered, whole)

    def drop_file(self) -> list[Path]:
        from memcli.store.sqlite.vectors.file import vectors_dir

        directory = vectors_dir(self._home)
        dropped: list[Path] = []
        if not directory.is_dir():
            return dropped
        for path in directory.iterdir():
            try:
                if path.is_file():
                    path.unlink()
                    dropped.append(path)
            except OSError:
                pass
        return dropped
