"""Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""

from __future__ import annotations

from typing import Protocol


class RecordStore(Protocol):
    """Imported records: insert with dedup hashes, read back, iterate, watermarks of what a flush has seen."""
