"""m002: embeddings move to a rowid table with int8 vectors and a text version.

Why: in the WITHOUT ROWID table of m001 a 1,536-byte float32 vector is
larger than the biggest payload such a row keeps in its 4 KiB page, so every
vector took an overflow page of its own — 4,682 bytes per vector measured.
Here a 384-d vector is 388 bytes (int8 + scale) inside an ordinary row.
``text_version`` says which text the vector was made from (1 = the item's
bare text, as every vector before this migration); the embedder treats other
versions than its own as stale. Columns keep m001's names and order, so every
query on them still works.
"""

from __future__ import annotations

import sqlite3

from memcli.store.sqlite.migrations import run_script


def compact_vector(blob: bytes, dim: int) -> bytes:
    """A float32 vector BLOB as int8 components + a float32 scale (what schema 2 stores).

    The int8 codec of schema 2, frozen here. Blobs that are not float32 of
    *dim* are kept as they are (readers skip what they cannot decode).
    """
    if not isinstance(blob, bytes) or not isinstance(dim, int) or dim <= 0 or len(blob) != 4 * dim:
        return blob
    import numpy as np  # here: only a store holding float32 vectors needs it

    vec = np.frombuffer(blob, dtype="<f4")
    peak = float(np.abs(vec).max())
    scale = np.float32(max(peak, 1e-12) / 127.0)
    q = np.clip(np.rint(vec / scale), -127, 127).astype(np.int8)
    return q.tobytes() + np.asarray([scale], dtype="<f4").tobytes()


def apply(conn: sqlite3.Connection) -> None:
    """Copy every vector into the new table, compacted; drop the old one."""
    conn.create_function("mem_compact_vector", 2, compact_vector, deterministic=True)
    run_script(conn,
        """
        CREATE TABLE embeddings_v2(
            item_kind TEXT NOT NULL,
            item_id INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            text_version INTEGER NOT NULL DEFAULT 1
        );
        INSERT INTO embeddings_v2(item_kind, item_id, model, dim, vector, text_version)
            SELECT item_kind, item_id, model, dim, mem_compact_vector(vector, dim), 1
            FROM embeddings ORDER BY item_kind, item_id;
        DROP TABLE embeddings;
        ALTER TABLE embeddings_v2 RENAME TO embeddings;
        CREATE UNIQUE INDEX embeddings_item ON embeddings(item_kind, item_id);
        """
    )
