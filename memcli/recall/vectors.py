"""TRANSITIONAL (session 8): the vector file moved into the store (:mod:`memcli.store.sqlite.vector_file`).

Callers in other areas still import these names from here, some passing a
connection; new code asks ``store.vectors`` (:mod:`memcli.store.protocols.vectors`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memcli.store.sqlite import vector_file
from memcli.store.sqlite.store import as_store
from memcli.store.sqlite.vector_file import (
    _OPEN,
    DIR_NAME,
    FORMAT,
    MATRIX_EXT,
    POINTER,
    VectorFile,
    VectorIndex,
    open_index,
    vectors_dir,
    write_index,
)


def ensure_index(handle: Any, home: Path, model_name: str) -> VectorFile:
    """A fresh vector file for *model_name* in *home* (:func:`memcli.store.sqlite.vector_file.ensure_index`)."""
    return vector_file.ensure_index(as_store(handle, home).conn, home, model_name)


def build_index(handle: Any, home: Path, model_name: str) -> int:
    """Write a new vector file for *model_name* into *home* (:func:`memcli.store.sqlite.vector_file.build_index`)."""
    return vector_file.build_index(as_store(handle, home).conn, home, model_name)


def store_version(handle: Any) -> str:
    """The store's ``embeddings_version``."""
    return vector_file.store_version(as_store(handle).conn)


__all__ = [
    "DIR_NAME", "FORMAT", "MATRIX_EXT", "POINTER", "VectorFile", "VectorIndex", "_OPEN", "build_index",
    "ensure_index", "open_index", "store_version", "vectors_dir", "write_index",
]
