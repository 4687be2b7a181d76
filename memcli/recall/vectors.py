"""TRANSITIONAL (session 8): the vector file moved into the store (:mod:`memcli.store.sqlite.vector_file`).

Callers in other areas still import these names from here, some passing a
connection; new code asks ``store.vectors`` (:mod:`memcli.store.protocols.vectors`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memcli.store.sqlite.store import as_store
from memcli.store.sqlite.vector_file import VectorFile, open_index, vectors_dir


def ensure_index(handle: Any, home: Path, model_name: str) -> VectorFile:
    """A fresh vector file for *model_name* (see :meth:`memcli.store.sqlite.vectors.SqliteVectors.searchable`)."""
    return as_store(handle, home).vectors.searchable(model_name)


__all__ = ["ensure_index", "open_index", "vectors_dir"]
