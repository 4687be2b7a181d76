"""The vector file of a SQLite store narrowed to one user's items (``--user`` on a shared file).

The memory-mapped file (:mod:`memcli.store.sqlite.vectors.file`) holds every
embedded item of the file, whoever's. Filtering its nearest neighbours
afterwards would starve a user whose items are few among many; instead this
view is the file restricted to the user's rows, renumbered 0…n−1 in the
file's own (time) order, so recall's semantic window ("the newest N
embedded items") and its neighbour search count only the user's rows. It
answers what :mod:`memcli.recall.hybrid` asks of a vector file.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

import numpy as np

from memcli.store.item_keys import kind_base

if TYPE_CHECKING:
    from memcli.store.sqlite.vectors.file import VectorFile


def user_keys(conn: sqlite3.Connection, user: str) -> np.ndarray:
    """Item keys (:func:`memcli.store.item_keys.item_key`) of the user's records, active memories and events."""
    sql = (
        "SELECT id + ? FROM records WHERE user_id = ? "
        "UNION ALL SELECT id + ? FROM memories WHERE user_id = ? AND status = 'active' "
        "UNION ALL SELECT id + ? FROM events WHERE user_id = ?"
    )
    params = (kind_base("record"), user, kind_base("memory"), user, kind_base("event"), user)
    return np.fromiter((r[0] for r in conn.execute(sql, params)), dtype=np.int64)


class UserVectors:
    """One user's rows of a :class:`~memcli.store.sqlite.vectors.file.VectorFile`, numbered from 0."""

    def __init__(self, full: VectorFile, keys: np.ndarray) -> None:
        self._full = full
        rows = full.rows_for(keys.tolist()) if len(keys) else np.empty(0, dtype=np.int64)
        self._rows = np.sort(rows[rows >= 0])  # the file's rows are in time order; so are these
        self.count = len(self._rows)
        self.model = full.model
        self.dim = full.dim
        self.keys = np.asarray(full.keys)[self._rows]
        self.ts = np.asarray(full.ts)[self._rows]

    @property
    def mean(self) -> np.ndarray | None:
        """The whole file's mean vector: what the stored texts share does not depend on whose they are."""
        return self._full.mean if self.count else None

    def row_range(self, since_ts: float | None, until_ts: float | None) -> tuple[int, int]:
        lo = 0 if since_ts is None else int(np.searchsorted(self.ts, since_ts, side="left"))
        hi = self.count if until_ts is None else int(np.searchsorted(self.ts, until_ts, side="right"))
        return lo, max(lo, hi)

    def rows_for(self, keys: list[int]) -> np.ndarray:
        """This view's row of each key, or -1 when it is not the user's or has no vector."""
        if not keys or self.count == 0:
            return np.full(len(keys), -1, dtype=np.int64)
        full_rows = self._full.rows_for(keys)
        pos = np.minimum(np.searchsorted(self._rows, full_rows), self.count - 1)
        return np.where((full_rows >= 0) & (self._rows[pos] == full_rows), pos, -1)

    def similarity(self, rows: np.ndarray, qvec: np.ndarray) -> np.ndarray:
        rows = np.asarray(rows, dtype=np.int64)
        if self.count == 0:
            return np.full(len(rows), np.nan, dtype=np.float32)
        return self._full.similarity(np.where(rows >= 0, self._rows[np.maximum(rows, 0)], -1), qvec)

    def top(self, qvec: np.ndarray, *, lo: int, hi: int, k: int) -> list[tuple[int, float]]:
        """The *k* rows in [lo, hi) most similar to *qvec*, best first; ties by key (as the file's ``top``)."""
        if hi <= lo or k <= 0:
            return []
        sims = self._full.similarity(self._rows[lo:hi], qvec)
        keys = self.keys[lo:hi]
        order = np.lexsort((keys, -sims))[:k]
        return [(lo + int(i), float(sims[i])) for i in order]
