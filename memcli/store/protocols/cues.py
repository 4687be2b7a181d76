"""Photo and object cues attached to records, and lookups by cue label."""

from __future__ import annotations

from typing import Protocol


class CueStore(Protocol):
    """Photo and object cues attached to records, and lookups by cue label."""
