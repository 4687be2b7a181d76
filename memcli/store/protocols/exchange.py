"""Export to and import from the portable archive, backup and restore of a whole store."""

from __future__ import annotations

from typing import Protocol


class Exchange(Protocol):
    """Export to and import from the portable archive, backup and restore of a whole store."""
