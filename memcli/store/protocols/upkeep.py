"""Forgetting (with scrubbing of the files) and the invariant checks behind `mem doctor`."""

from __future__ import annotations

from typing import Protocol


class Upkeep(Protocol):
    """Forgetting (with scrubbing of the files) and the invariant checks behind `mem doctor`."""
