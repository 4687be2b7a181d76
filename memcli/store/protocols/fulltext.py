"""The full-text index over records, memories and events: search by segmented terms, rebuild, merge."""

from __future__ import annotations

from typing import Protocol


class FullTextIndex(Protocol):
    """The full-text index over records, memories and events: search by segmented terms, rebuild, merge."""
