"""The flush buffer, the per-store flush lock and the state of the last flush."""

from __future__ import annotations

from typing import Protocol


class FlushState(Protocol):
    """The flush buffer, the per-store flush lock and the state of the last flush."""
