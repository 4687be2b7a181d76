"""TRANSITIONAL (session 8): the old home of sentence embeddings, now :mod:`memcli.embedding`.

Code not yet moved onto the Store interface imports these names from here
and may still pass a connection where a store is meant; both keep working
until its callers move. New code imports :mod:`memcli.embedding.*`,
:mod:`memcli.store.vector_codec` and :mod:`memcli.blas` directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memcli.blas import batch_threads, one_blas_thread
from memcli.embedding import maintenance as _m
from memcli.embedding.encoder import ROW_BLOCK, ModelLayout, QueryEncoder, read_layout
from memcli.embedding.models import (
    DEFAULT_MODEL,
    ITEM_KINDS,
    MINILM,
    MODEL_KEY,
    VERSION_KEY,
    Embedder,
    TextEmbedder,
    configured_model_name,
    is_e5,
    load_e5,
    load_embedder,
    load_query_embedder,
    model_cache_dir,
    resolve_model_path,
)
from memcli.embedding.texts import TEXT_VERSION, event_embed_text, memory_embed_text, record_embed_text
from memcli.store.sqlite.store import as_store
from memcli.store.vector_codec import (
    NIBBLE_LEVELS,
    pack_vectors,
    quantize,
    quantize4,
    unpack_rows,
    unpack_vector,
)

if TYPE_CHECKING:
    from pathlib import Path

    import numpy as np

    from memcli.config import Config


def write_vectors(handle: Any, kind: str, ids: list[int], vectors: np.ndarray, model_name: str) -> int:
    return _m.write_vectors(as_store(handle), kind, ids, vectors, model_name)


def delete_embeddings(handle: Any, kind: str, ids: list[int]) -> int:
    return _m.delete_embeddings(as_store(handle), kind, ids)


def bump_embeddings_version(handle: Any) -> None:
    _m.bump_embeddings_version(as_store(handle))


def embeddings_stale(handle: Any, model_name: str) -> bool:
    return _m.embeddings_stale(as_store(handle), model_name)


def load_vectors(handle: Any, kind: str, ids: list[int], model_name: str) -> dict[int, np.ndarray]:
    return _m.load_vectors(as_store(handle), kind, ids, model_name)


def prune_orphans(handle: Any) -> int:
    return _m.prune_orphans(as_store(handle))


def embed_missing(handle: Any, embedder: TextEmbedder, **kwargs: Any) -> dict[str, int]:
    return _m.embed_missing(as_store(handle), embedder, **kwargs)


def _missing_kind(handle: Any, model_name: str, kind: str, limit: int, *, after: int,
                  done_only: bool) -> list[tuple[int, str]]:
    return _m._missing_kind(as_store(handle), model_name, kind, limit, after=after, done_only=done_only)


def reindex_embeddings_step(handle: Any, home: Path, cfg: Config) -> int:
    return _m.reindex_embeddings_step(as_store(handle, home), home, cfg)


__all__ = [
    "DEFAULT_MODEL", "ITEM_KINDS", "MINILM", "MODEL_KEY", "NIBBLE_LEVELS", "ROW_BLOCK", "TEXT_VERSION",
    "VERSION_KEY", "Embedder", "ModelLayout", "QueryEncoder", "TextEmbedder", "batch_threads",
    "bump_embeddings_version", "configured_model_name", "delete_embeddings", "embed_missing",
    "embeddings_stale", "event_embed_text", "is_e5", "load_e5", "load_embedder", "load_query_embedder",
    "load_vectors", "memory_embed_text", "model_cache_dir", "one_blas_thread", "pack_vectors", "prune_orphans",
    "quantize", "quantize4", "read_layout", "record_embed_text", "reindex_embeddings_step",
    "resolve_model_path", "unpack_rows", "unpack_vector", "write_vectors",
]
