"""Distilled memories, events (the timeline), persona and profile facts, with their source records."""

from __future__ import annotations

from typing import Protocol


class MemoryStore(Protocol):
    """Distilled memories, events (the timeline), persona and profile facts, with their source records."""
