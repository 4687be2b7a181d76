"""Values found inside exports: message times, photo cue keys, text split into parts.

Each importer meets the same shapes (an epoch in seconds or milliseconds or
an ISO string; a message as a list of text parts), so the rules for reading
them live here once.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

from memcli.core.errors import MemError
from memcli.core.timeutil import parse_when


def time_from_value(value: Any, tz: Any) -> _dt.datetime:
    """A message time from an export: epoch seconds/milliseconds or a date string.

    Naive strings are read in *tz* (the user's zone). Epochs are absolute
    and kept in UTC, so the stored time (which is part of the content hash)
    does not change when the user later changes their zone. Relative words
    ("now", "today") are refused: they would change on every import and
    break dedup. Raises :class:`ValueError` with the offending value.
    """
    if isinstance(value, bool) or value is None:
        raise ValueError(repr(value))
    if isinstance(value, (int, float)):
        seconds = float(value)
        if seconds > 1e11:  # milliseconds
            seconds /= 1000.0
        try:
            return _dt.datetime.fromtimestamp(seconds, _dt.timezone.utc)
        except (OverflowError, OSError, ValueError):
            raise ValueError(repr(value)) from None
    if isinstance(value, str) and value.strip().replace(".", "", 1).isdigit() and len(value.split(".")[0].strip()) >= 9:
        return time_from_value(float(value), tz)  # an epoch written as a string
    if isinstance(value, str):
        try:  # fast path: ISO 8601, the common case in exports
            parsed = _dt.datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=tz)
        if value.strip().lower() in {"now", "today", "yesterday", "今天", "昨天"}:
            raise ValueError(repr(value))
        try:
            return parse_when(value, tz)
        except MemError:
            raise ValueError(repr(value)) from None
    raise ValueError(repr(value))


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a regular file's bytes, read in chunks (images are never decoded).

    Special files (FIFOs, devices, /proc and /sys) are refused, not read: see
    :mod:`memcli.importers.confine`.
    """
    import hashlib

    from memcli.importers.confine import open_regular

    digest = hashlib.sha256()
    with open_regular(path) as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def photo_cue_key(path: Path) -> str:
    """The cue key of a photo: ``photo:sha256:<hex of the file's bytes>``."""
    return f"photo:sha256:{file_sha256(path)}"


def parts_text(value: Any, sep: str) -> str:
    """Text held as a string or as a list of strings and ``{"text": …}`` parts, joined by *sep*.

    Chat exports (OpenAI content parts, Telegram entities) split one message
    into such parts; anything else in the list (images, files) is left out.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return sep.join(
            p if isinstance(p, str) else p["text"]
            for p in value
            if isinstance(p, str) or (isinstance(p, dict) and isinstance(p.get("text"), str))
        )
    return ""
