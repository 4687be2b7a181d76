"""m003: vectors become 4-bit codes + a float32 scale: 196 bytes at 384 dims instead of 388.

Why: a 1M-record store with every item embedded (1.59M vectors) was 1.65 GB,
over its 1.2 GB budget, and the vectors were 0.76 GB of it. The layout and
its measured cost in recall quality are described in memcli/store/vector_codec.py (*how a
vector is stored*); the packer of that layout, as this migration first wrote
it, is frozen below. The table is rebuilt rather than updated in place, so
the old rows' pages become free and m008's VACUUM gives them back.
``embeddings_version`` is bumped so the derived vector file is rebuilt from
the new rows.

The new table is keyed by ``(item_kind, item_id)`` WITHOUT ROWID: a ~230-byte
row fits its page easily (m001's 1.5 KB float32 rows did not), and the key
replaces m002's rowid plus its unique index (−31 MB at 1.59M vectors,
measured).
"""

from __future__ import annotations

import sqlite3
import time
from typing import TYPE_CHECKING

from memcli.store.sqlite.migrations import run_script

if TYPE_CHECKING:
    import numpy as np

NIBBLE_LEVELS = (-127, -95, -73, -56, -40, -26, -13, 0, 13, 26, 40, 56, 73, 95, 127, 0)
"""The int8 value of each 4-bit code (15 Lloyd–Max levels for a normal distribution, 2.683 σ = 127); code 15 unused."""
_USED = 15
_SIGMA = 127 / 2.6832  # int8 units per standard deviation
_FIT = (0.8, 0.8625, 0.925, 0.9875, 1.05, 1.1125, 1.175, 1.2375, 1.3)  # σ multiples tried per vector
_K = 2 * 127  # |2z| beyond this maps to the outermost level anyway


def _tables() -> tuple[np.ndarray, np.ndarray]:
    """Lookup tables from k = ceil(2z) (z in int8 units) to the nearest level's code and value.

    Every boundary between two neighbouring levels is a multiple of 0.5, so k
    decides the nearest level exactly (a z on a boundary takes the lower level).
    """
    import numpy as np

    levels = np.asarray(NIBBLE_LEVELS[:_USED], dtype=np.float32)
    bounds2 = levels[1:] + levels[:-1]
    ks = np.arange(-_K, _K + 1)
    codes = (bounds2[None, :] < ks[:, None]).sum(axis=1).astype(np.uint8)
    return codes, levels[codes]


def quantize4(m: np.ndarray, block: int = 4096) -> tuple[np.ndarray, np.ndarray]:
    """float32 rows → (4-bit codes 0..14, float32 scale per row).

    Each row's codes are the nearest levels to the row divided by (its RMS ×
    a fitted multiple); of the multiples tried, the one whose levels point
    most nearly the row's way wins (first on ties). The scale keeps the row's
    length (a zero row decodes to zeros).
    """
    import numpy as np

    n, dim = m.shape
    code_of, level_of = _tables()
    codes = np.zeros((n, dim), dtype=np.uint8)
    scale = np.zeros(n, dtype=np.float32)
    for lo in range(0, n, block):
        x = m[lo : lo + block]
        norm = np.linalg.norm(x, axis=1) if dim else np.zeros(len(x), dtype=np.float32)
        rms = np.maximum(norm / np.float32(np.sqrt(max(dim, 1))), np.float32(1e-12))
        z = x / rms[:, None]
        best_k = np.zeros(x.shape, dtype=np.int16)
        best = np.full(len(x), -np.inf, dtype=np.float32)
        best_len = np.ones(len(x), dtype=np.float32)
        k = np.empty(x.shape, dtype=np.float32)
        for fit in _FIT:
            np.multiply(z, np.float32(2 * _SIGMA / fit), out=k)
            np.ceil(k, out=k)
            np.clip(k, -_K, _K, out=k)
            ki = k.astype(np.int16)
            ki += _K
            t = level_of[ki]
            t_len = np.maximum(np.linalg.norm(t, axis=1), np.float32(1e-12))
            cos = np.einsum("ij,ij->i", t, x) / t_len
            better = cos > best
            best_k[better], best[better], best_len[better] = ki[better], cos[better], t_len[better]
        codes[lo : lo + block] = code_of[best_k]
        scale[lo : lo + block] = norm / best_len
    return codes, scale


def pack_rows(mat: np.ndarray) -> list[bytes]:
    """float32 rows of an even dim → 4-bit blobs: component 2k in the low nibble, 2k+1 in the high one, then the scale."""
    codes, scale = quantize4(mat)
    packed = codes[:, 0::2] | (codes[:, 1::2] << 4)
    tail = scale.astype("<f4")
    return [packed[i].tobytes() + tail[i : i + 1].tobytes() for i in range(len(packed))]


def nibble_rows(rows: list[tuple[object, ...]]) -> list[tuple[object, ...]]:
    """Rows of ``embeddings`` with int8 (+ scale) or float32 vectors re-encoded as 4-bit blobs.

    Rows of an odd dim, or whose blob fits no layout, are kept as they are.
    """
    import numpy as np

    out = list(rows)
    by_dim: dict[int, list[int]] = {}
    for n, row in enumerate(rows):
        dim, blob = row[3], row[4]
        if (isinstance(dim, int) and dim > 0 and dim % 2 == 0 and isinstance(blob, bytes)
                and len(blob) in (dim + 4, 4 * dim)):
            by_dim.setdefault(dim, []).append(n)
    for dim, picked in by_dim.items():
        blobs: list[bytes] = [rows[n][4] for n in picked]  # type: ignore[misc]
        mat = np.empty((len(picked), dim), dtype=np.float32)
        narrow = [k for k, b in enumerate(blobs) if len(b) == dim + 4]
        wide = [k for k, b in enumerate(blobs) if len(b) == 4 * dim]
        if narrow:  # int8 × scale, decoded exactly
            raw = np.frombuffer(b"".join(blobs[k] for k in narrow), dtype=np.uint8).reshape(len(narrow), dim + 4)
            scale = raw[:, dim:].copy().view("<f4").reshape(-1).astype(np.float32)
            mat[narrow] = raw[:, :dim].view(np.int8).astype(np.float32) * scale[:, None]
        if wide:
            mat[wide] = np.frombuffer(b"".join(blobs[k] for k in wide), dtype="<f4").reshape(len(wide), dim)
        for n, packed in zip(picked, pack_rows(mat), strict=True):
            out[n] = (*rows[n][:4], packed, *rows[n][5:])
    return out


def bump_embeddings_version(conn: sqlite3.Connection) -> None:
    """Tell readers of the derived vector file that the table changed: meta ``embeddings_version`` + 1."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()
    current = row[0] if row else "0"
    try:
        nxt = int(current) + 1
    except ValueError:
        nxt = int(time.time())
    model = conn.execute("SELECT value FROM meta WHERE key = 'embeddings_model'").fetchone()
    for key, value in (("embeddings_version", str(nxt)), ("embeddings_model", (model[0] if model else "") or "")):
        conn.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )


def apply(conn: sqlite3.Connection) -> None:
    """Copy the rows into the new table in batches, re-encoded; drop the old one."""
    run_script(conn,
        """
        CREATE TABLE embeddings_v3(
            item_kind TEXT NOT NULL,
            item_id INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            text_version INTEGER NOT NULL DEFAULT 1,
            PRIMARY KEY(item_kind, item_id)
        ) WITHOUT ROWID;
        """
    )
    cur = conn.execute(
        "SELECT item_kind, item_id, model, dim, vector, text_version FROM embeddings ORDER BY item_kind, item_id")
    moved = 0
    while True:
        rows = cur.fetchmany(4096)
        if not rows:
            break
        conn.executemany(
            "INSERT INTO embeddings_v3(item_kind, item_id, model, dim, vector, text_version) VALUES (?, ?, ?, ?, ?, ?)",
            nibble_rows([tuple(r) for r in rows]),
        )
        moved += len(rows)
    run_script(conn,
        """
        DROP TABLE embeddings;
        ALTER TABLE embeddings_v3 RENAME TO embeddings;
        """
    )
    if moved:
        bump_embeddings_version(conn)
