"""A derived, memory-mapped vector matrix for semantic and deep recall.

Loadable SQLite extensions are not available in every Python build, so
vector search is NumPy brute force. Reading 100k BLOBs out of
``embeddings`` in every process would be slow; instead the vectors are
copied once into a raw file that each process maps with :class:`numpy.memmap`
and touches only where it searches.

Layout, inside ``<store>/vectors/``::

    current.json        pointer: format, model, dim, count, embeddings_version, generation
    <gen>.i8            count × dim int8, rows sorted by (occurred_ts, kind, id)
    <gen>.scale.npy     float32 per row: component = int8 × scale
    <gen>.keys.npy      int64 per row: kind code << 40 | item id (the ``embeddings.key`` of schema 5)
    <gen>.ts.npy        float64 per row: occurred_ts (ascending)
    <gen>.order.npy     int64 row numbers sorting the keys (key → row by binary search)
    <gen>.mean.npy      float32 (dim,): the mean of the rows' vectors (what recall takes out of a query)

int8 with a scale per row holds every layout the ``embeddings`` table stores
(see memcli.store.vector_codec): schema 3's 4-bit codes are int8 levels, copied exactly;
schema 2's int8 rows as they are; float32 rows quantized. A quarter of
float32's bytes, so a 50,000-row semantic window
is 19 MB of pages instead of 77 MB, and the scan costs about what float32's
does (converting int8 blocks to float32 is cheap; float16 is far slower in NumPy).

Rows are in time order, so "the most recent N items" (semantic mode) is the
tail of the matrix and a ``--since/--until`` window is a contiguous slice.
Each build writes a new generation and then atomically replaces
``current.json``; a reader never sees half a build. The index is stale when
the model differs or the store's ``embeddings_version`` meta key (bumped by
every embeddings write) moved on; it is then rebuilt lazily by the first
reader, or by ``mem reindex``. Everything here can be deleted at any time.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from memcli.core.blas import one_blas_thread
from memcli.store.item_keys import kind_base, kind_range

# the file's row keys are the table's keys: memcli.store.sqlite.vectors.keys owns the kind codes
from memcli.store.sqlite.vectors.keys import ITEM_TABLE, model_id

FORMAT = 3  # 1 was float32 (<gen>.f32), 2 had no mean; such a pointer reads as missing and is rebuilt
DIR_NAME = "vectors"
POINTER = "current.json"
MATRIX_EXT = "i8"
SCAN_BLOCK = 2048  # rows converted to float32 at a time: 3 MB at 384 dims, cache-sized (8192 was 2x slower)


def vectors_dir(home: Path) -> Path:
    return home / DIR_NAME


def store_version(conn: sqlite3.Connection) -> str:
    row = conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()
    return str(row[0]) if row else "0"


@dataclass
class VectorFile:
    """One mapped generation of the matrix and its row metadata."""

    model: str
    dim: int
    count: int
    version: str
    generation: str
    matrix: np.ndarray  # (count, dim) int8, memory-mapped
    scale: np.ndarray  # (count,) float32: row i ≈ matrix[i] × scale[i]
    keys: np.ndarray  # (count,) int64
    ts: np.ndarray  # (count,) float64, ascending
    order: np.ndarray  # (count,) int64: keys[order] is sorted
    mean: np.ndarray | None = None  # (dim,) float32: the mean row vector; None when there are no rows

    def __post_init__(self) -> None:
        # plain ndarray views: slicing np.memmap goes through a Python-level __getitem__
        self._mat = np.asarray(self.matrix)
        self._scale = np.asarray(self.scale, dtype=np.float32)
        self._sorted_keys: np.ndarray | None = None  # keys[order], made on first lookup (12 MB at 1.6M rows)

    def scores(self, qvec: np.ndarray, lo: int, hi: int) -> np.ndarray:
        """Cosine similarity of rows [lo, hi) with *qvec*, float32.

        Converted to float32 a block at a time (bounded memory, cache-sized)
        and multiplied on one BLAS thread (see memcli.core.blas.one_blas_thread).
        """
        q = np.ascontiguousarray(qvec, dtype=np.float32)
        out = np.empty(max(0, hi - lo), dtype=np.float32)
        with one_blas_thread():
            for start in range(lo, hi, SCAN_BLOCK):
                stop = min(hi, start + SCAN_BLOCK)
                np.matmul(self._mat[start:stop].astype(np.float32), q, out=out[start - lo : stop - lo])
        out *= self._scale[lo:hi]
        return out

    def rows_for(self, keys: list[int]) -> np.ndarray:
        """Row number of each key, or -1 when the item has no vector."""
        if not keys or self.count == 0:
            return np.full(len(keys), -1, dtype=np.int64)
        if self._sorted_keys is None:
            self._sorted_keys = np.asarray(self.keys)[np.asarray(self.order)]
        sorted_keys = self._sorted_keys
        want = np.asarray(keys, dtype=np.int64)
        pos = np.searchsorted(sorted_keys, want)
        pos = np.minimum(pos, self.count - 1)
        found = sorted_keys[pos] == want
        return np.where(found, self.order[pos], -1)

    def row_range(self, since_ts: float | None, until_ts: float | None) -> tuple[int, int]:
        """The contiguous rows whose time lies in [since, until]."""
        lo = 0 if since_ts is None else int(np.searchsorted(self.ts, since_ts, side="left"))
        hi = self.count if until_ts is None else int(np.searchsorted(self.ts, until_ts, side="right"))
        return lo, max(lo, hi)

    def top(
        self, qvec: np.ndarray, *, lo: int, hi: int, k: int
    ) -> list[tuple[int, float]]:
        """The *k* rows in [lo, hi) most similar to *qvec* (cosine = dot), best first.

        Ties are broken by key, so the order never depends on the partition.
        """
        if hi <= lo or k <= 0:
            return []
        sims = self.scores(qvec, lo, hi)
        n = sims.shape[0]
        if k < n:
            part = np.argpartition(-sims, k - 1)[:k]
            # include every row tied with the k-th score so the tie-break is complete
            kth = sims[part].min()
            part = np.nonzero(sims >= kth)[0]
        else:
            part = np.arange(n)
        keys = self.keys[lo:hi][part]
        order = np.lexsort((keys, -sims[part]))[:k]
        return [(lo + int(part[i]), float(sims[part[i]])) for i in order]

    def similarity(self, rows: np.ndarray, qvec: np.ndarray) -> np.ndarray:
        """Cosine similarity of *rows* (−1 = no vector → nan)."""
        out = np.full(len(rows), np.nan, dtype=np.float32)
        ok = rows >= 0
        if ok.any():
            picked = rows[ok]
            with one_blas_thread():
                sims = self._mat[picked].astype(np.float32) @ np.asarray(qvec, dtype=np.float32)
            out[ok] = sims * self._scale[picked]
        return out


def _read_pointer(directory: Path) -> dict[str, Any] | None:
    try:
        data = json.loads((directory / POINTER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    return data


def _open_generation(directory: Path, meta: dict[str, Any]) -> VectorFile | None:
    gen = str(meta["generation"])
    count, dim = int(meta["count"]), int(meta["dim"])
    try:
        if count == 0:
            matrix = np.zeros((0, max(dim, 1)), dtype=np.int8)
            empty64 = np.zeros(0, dtype=np.int64)
            return VectorFile(
                str(meta["model"]), dim, 0, str(meta["embeddings_version"]), gen,
                matrix, np.zeros(0, dtype=np.float32), empty64, np.zeros(0, dtype=np.float64), empty64,
            )
        path = directory / f"{gen}.{MATRIX_EXT}"
        if path.stat().st_size != count * dim:
            return None
        matrix = np.memmap(path, dtype=np.int8, mode="r", shape=(count, dim))
        scale = np.load(directory / f"{gen}.scale.npy", mmap_mode="r")
        keys = np.load(directory / f"{gen}.keys.npy", mmap_mode="r")
        ts = np.load(directory / f"{gen}.ts.npy", mmap_mode="r")
        order = np.load(directory / f"{gen}.order.npy", mmap_mode="r")
        mean = np.load(directory / f"{gen}.mean.npy")
    except (OSError, ValueError):
        return None
    if not (len(scale) == len(keys) == len(ts) == len(order) == count) or mean.shape != (dim,):
        return None
    return VectorFile(str(meta["model"]), dim, count, str(meta["embeddings_version"]), gen,
                       matrix, scale, keys, ts, order, np.asarray(mean, dtype=np.float32))


def open_index(home: Path) -> VectorFile | None:
    """The current generation as it is on disk (no staleness check)."""
    directory = vectors_dir(home)
    for _ in range(2):  # a concurrent build may delete the generation we just read about
        meta = _read_pointer(directory)
        if meta is None:
            return None
        index = _open_generation(directory, meta)
        if index is not None:
            return index
    return None


_OPEN: dict[str, VectorFile] = {}


def ensure_index(conn: sqlite3.Connection, home: Path, model_name: str) -> VectorFile:
    """A fresh index for *model_name*: reuse the mapped one, else open, else rebuild.

    Fresh means same model and same ``embeddings_version`` as the store.
    """
    version = store_version(conn)
    key = str(vectors_dir(home).resolve()) if vectors_dir(home).exists() else str(vectors_dir(home))
    cached = _OPEN.get(key)
    if cached is not None and cached.model == model_name and cached.version == version:
        return cached
    index = open_index(home)
    if index is None or index.model != model_name or index.version != version:
        if not _can_write(home):  # a read-only store: the same rows, kept in memory for this process
            index = _build(conn, model_name, _index_in_memory)
            _OPEN[key] = index
            return index
        build_index(conn, home, model_name)
        index = open_index(home)
        if index is None:  # pragma: no cover - a build that cannot be read back is a bug
            raise RuntimeError("vector index build did not produce a readable index")
    _OPEN[key] = index
    return index


def _private(path: Path) -> Path:
    """Create *path* empty with mode 0600 (vectors are derived from private text), whatever the umask."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
    return path


def _write_npy(path: Path, arr: np.ndarray) -> None:
    with open(_private(path), "wb") as fh:
        np.save(fh, arr, allow_pickle=False)


def mean_row(matrix: np.ndarray, scale: np.ndarray) -> np.ndarray:
    """The mean of the rows' vectors (row i is ``matrix[i] × scale[i]``), a block at a time."""
    total = np.zeros(matrix.shape[1], dtype=np.float64)
    for start in range(0, len(matrix), SCAN_BLOCK):
        stop = min(len(matrix), start + SCAN_BLOCK)
        total += np.asarray(scale[start:stop], dtype=np.float64) @ np.asarray(matrix[start:stop], dtype=np.float64)
    return (total / max(1, len(matrix))).astype(np.float32)


def _can_write(home: Path) -> bool:
    directory = vectors_dir(home)
    return os.access(directory if directory.exists() else home, os.W_OK)


def _row_order(keys: np.ndarray, ts: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Keys and times in (time, key) order, and the row of each sorted key."""
    keys = np.asarray(keys, dtype=np.int64)
    ts = np.asarray(ts, dtype=np.float64)
    perm = np.lexsort((keys, ts))  # time, then key: deterministic
    keys, ts = keys[perm], ts[perm]
    return keys, ts, np.argsort(keys, kind="stable").astype(np.int64)


def _index_in_memory(
    model_name: str, version: str, keys: np.ndarray, ts: np.ndarray, dim: int,
    fill: Callable[[np.ndarray, np.ndarray, np.ndarray, np.ndarray], None],
) -> VectorFile:
    """What :func:`write_index` would write, as arrays in memory (a store whose folder cannot be written)."""
    keys, ts, order = _row_order(keys, ts)
    count = len(keys)
    matrix = np.zeros((count, dim if count else 1), dtype=np.int8)
    scale = np.zeros(count, dtype=np.float32)
    if count:
        fill(matrix, scale, keys[order], order)
    return VectorFile(model_name, dim if count else 0, count, version, "in-memory", matrix, scale, keys, ts, order,
                      mean_row(matrix, scale) if count else None)


def write_index(
    home: Path,
    model_name: str,
    version: str,
    keys: np.ndarray,
    ts: np.ndarray,
    dim: int,
    fill: Callable[[np.ndarray, np.ndarray, np.ndarray, np.ndarray], None],
) -> int:
    """Write one generation and point ``current.json`` at it; returns its row count.

    *keys*/*ts* (same length) are put in (time, key) order here; *fill* gets
    the writable mapped int8 matrix, the float32 scale per row, the sorted
    keys and the row of each sorted key (``order``), and writes each vector
    into its row (:func:`memcli.store.vector_codec.quantize` turns float vectors into
    int8 + scale). Used by :func:`build_index` and by the benchmarks
    (synthetic vectors).
    """
    directory = vectors_dir(home)
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    keys, ts, order = _row_order(keys, ts)
    gen = f"{version}-{os.getpid()}-{time.time_ns()}"
    count = len(keys)
    if count:
        out = np.memmap(_private(directory / f"{gen}.{MATRIX_EXT}"), dtype=np.int8, mode="w+", shape=(count, dim))
        scale = np.zeros(count, dtype=np.float32)
        fill(out, scale, keys[order], order)
        out.flush()
        mean = mean_row(out, scale)
        del out
        _write_npy(directory / f"{gen}.mean.npy", mean)
        _write_npy(directory / f"{gen}.scale.npy", scale)
        _write_npy(directory / f"{gen}.keys.npy", keys)
        _write_npy(directory / f"{gen}.ts.npy", ts)
        _write_npy(directory / f"{gen}.order.npy", order)
    meta = {
        "format": FORMAT,
        "model": model_name,
        "dim": dim if count else 0,
        "count": count,
        "embeddings_version": version,
        "generation": gen,
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    tmp = directory / f"{POINTER}.{os.getpid()}.tmp"
    _private(tmp).write_text(json.dumps(meta, indent=1), encoding="utf-8")
    os.replace(tmp, directory / POINTER)
    _prune(directory, keep=gen)
    return count


def build_index(conn: sqlite3.Connection, home: Path, model_name: str) -> int:
    """Copy every current vector of *model_name* into a new generation; returns its row count.

    Two passes over one read snapshot: first the key, dim and time of each
    live item (one primary-key range per kind, its item table searched by
    id) to fix the row order, then the BLOBs, written straight into a
    memory-mapped output file (memory stays bounded for a million rows).
    Items that are gone, or memories no longer active, are left out; so are
    keys outside every kind's range (no item has them).
    """
    return _build(conn, model_name, lambda *rows: write_index(home, *rows))


_T = TypeVar("_T")


def _build(conn: sqlite3.Connection, model_name: str, emit: Callable[..., _T]) -> _T:
    """Read the live vectors of *model_name* and hand them to *emit* (a file writer or an in-memory index)."""
    own_txn = not conn.in_transaction
    if own_txn:
        conn.execute("BEGIN")  # one snapshot for both passes
    try:
        version = store_version(conn)
        mid = model_id(conn, model_name)
        live: list[tuple[int, int, float]] = []
        for kind, table in ITEM_TABLE.items():
            lo, hi = kind_range(kind)
            active = " AND t.status = 'active'" if kind == "memory" else ""
            live.extend(
                (int(r[0]), int(r[1]), float(r[2]))
                for r in conn.execute(
                    f"""SELECT e.key, e.dim, t.occurred_ts FROM embeddings e JOIN {table} t ON t.id = e.key - ?{active}
                        WHERE e.key BETWEEN ? AND ? AND e.model = ?""",
                    (kind_base(kind), lo, hi, mid),
                )
            )
        dims = {d for _, d, _ in live}
        if len(dims) > 1:
            # mixed dimensions under one model name: keep the most common (a model swap mid-write)
            common = max(sorted(dims), key=lambda d: sum(1 for x in live if x[1] == d))
            live = [x for x in live if x[1] == common]
        dim = live[0][1] if live else 0
        keys = np.fromiter((k for k, _, _ in live), dtype=np.int64, count=len(live))
        ts = np.fromiter((t for _, _, t in live), dtype=np.float64, count=len(live))

        def fill(out: np.ndarray, scale: np.ndarray, sorted_keys: np.ndarray, order: np.ndarray) -> None:
            from memcli.store.vector_codec import unpack_rows

            count = len(sorted_keys)
            cur = conn.execute("SELECT key, vector FROM embeddings WHERE model = ?", (mid,))
            while True:
                batch = cur.fetchmany(4096)
                if not batch:
                    break
                q, sc, ok = unpack_rows([b[1] for b in batch], dim)
                want = np.fromiter((int(b[0]) for b in batch), dtype=np.int64, count=len(batch))
                pos = np.minimum(np.searchsorted(sorted_keys, want), count - 1)
                hit = (sorted_keys[pos] == want) & ok
                if hit.any():
                    rows = order[pos[hit]]
                    out[rows] = q[hit]
                    scale[rows] = sc[hit]

        return emit(model_name, version, keys, ts, dim, fill)
    finally:
        if own_txn:
            conn.execute("COMMIT")


def _prune(directory: Path, keep: str) -> None:
    """Delete older generations (readers holding a mapping keep their pages)."""
    for path in directory.iterdir():
        name = path.name
        if name == POINTER or name.startswith(keep + "."):
            continue
        if name.endswith((".f32", f".{MATRIX_EXT}", ".npy", ".tmp")):
            try:
                # a concurrent build may be writing a newer generation right now: leave recent files
                if time.time() - path.stat().st_mtime > 60:
                    path.unlink()
            except OSError:
                pass

