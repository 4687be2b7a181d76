"""Stored embeddings per item and model: write, read, nearest neighbours, and the derived vector file.

An item is a (kind, id) with kind ``"record"``, ``"memory"`` or ``"event"``;
vectors are float32 rows, unit length. Each stored vector carries its model's
name and the version of the text it was made from (see
:data:`memcli.embedding.texts.TEXT_VERSION`); a row of another model or
version is *stale*. Writers call inside a transaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import numpy as np


class NearestNeighbours(Protocol):
    """A searchable snapshot of one model's vectors, rows in time order (oldest first).

    Rows are positions in the snapshot; keys are :func:`memcli.store.item_keys.item_key` numbers.
    """

    model: str
    count: int
    keys: Any  # (count,) int64 array: the item key of each row

    @property
    def mean(self) -> np.ndarray | None:
        """The mean of the snapshot's vectors (float32, ``(dim,)``), None when it has none.

        What every stored text shares (the model's common direction, the
        store's language and style) is in it; recall measures similarity
        after taking it out of the query (:func:`memcli.recall.hybrid.fuse`).
        """
        ...

    def row_range(self, since_ts: float | None, until_ts: float | None) -> tuple[int, int]:
        """The rows [lo, hi) whose item time lies in [since, until]."""
        ...

    def top(self, qvec: np.ndarray, *, lo: int, hi: int, k: int) -> list[tuple[int, float]]:
        """The *k* rows in [lo, hi) most similar to *qvec*, best first, as (row, similarity); ties by key.

        Rows are unit vectors; the similarity is their dot product with *qvec* (the cosine for a unit
        *qvec*), or anything that orders rows the same way for one *qvec*."""
        ...

    def rows_for(self, keys: list[int]) -> np.ndarray:
        """The row of each item key, -1 when the item has no vector."""
        ...

    def similarity(self, rows: np.ndarray, qvec: np.ndarray) -> np.ndarray:
        """Similarity of each row with *qvec* as :meth:`top` measures it (nan for row -1)."""
        ...


class VectorIndex(Protocol):
    """Stored embeddings per item and model: write, read, nearest neighbours, and the derived vector file."""

    def version(self) -> str:
        """A value that changes with every write or delete (readers of a snapshot compare it)."""
        ...

    def bump_version(self, model_name: str | None = None) -> None:
        """Mark the vectors changed (rows were removed along with their items elsewhere)."""
        ...

    def write(self, kind: str, ids: list[int], vectors: np.ndarray, model_name: str, text_version: int) -> int:
        """Store (or replace) the vector of each item; rows of *vectors* match *ids*. Returns how many."""
        ...

    def delete(self, kind: str, ids: list[int]) -> int:
        """Drop the vectors of these items; returns how many were stored."""
        ...

    def load(self, kind: str, ids: list[int], model_name: str) -> dict[int, np.ndarray]:
        """The stored vectors of these items made by *model_name* (as stored: quantized, decoded)."""
        ...

    def stale(self, model_name: str, text_versions: Mapping[str, int]) -> bool:
        """Whether any stored vector is of another model, or of another text version than its kind's."""
        ...

    def prune_orphans(self) -> int:
        """Delete vectors whose item is gone or no longer active; returns how many."""
        ...

    def other_models(self, model_name: str) -> int:
        """How many stored vectors another model made."""
        ...

    def drop_other_models(self, model_name: str) -> int:
        """Delete the vectors other models made; returns how many."""
        ...

    def live_ids(self, kind: str, ids: list[int]) -> set[int]:
        """Which of these items still exist (memories: and are active)."""
        ...

    def count_missing(self, kind: str, model_name: str, text_version: int, *, distilled_only: bool) -> int:
        """How many live items of *kind* have no current vector (*distilled_only*: records a flush has seen)."""
        ...

    def missing(self, kind: str, model_name: str, text_version: int, limit: int, *, after: int,
                distilled_only: bool) -> list[tuple[int, tuple[Any, ...]]]:
        """Up to *limit* items after id *after* without a current vector, ascending, with what their text is
        made of: records (text, speaker, user id), memories (content, topic, sub-topic), events
        (summary, gists, tags)."""
        ...

    def searchable(self, model_name: str) -> NearestNeighbours:
        """A current snapshot of *model_name*'s vectors to search (rebuilt when the vectors changed)."""
        ...

    def rebuild_file(self, model_name: str) -> int:
        """Rebuild the searchable snapshot from the stored vectors now; returns its row count."""
        ...
