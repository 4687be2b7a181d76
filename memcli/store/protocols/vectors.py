"""Stored embeddings per item and model: write, read, nearest neighbours, and the derived vector file."""

from __future__ import annotations

from typing import Protocol


class VectorIndex(Protocol):
    """Stored embeddings per item and model: write, read, nearest neighbours, and the derived vector file."""
