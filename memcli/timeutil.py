"""Time: parsing user dates, the user's zone, and ISO output with offsets.

Everything stored carries an explicit UTC offset. Naive input (a diary
heading, a chat export without a zone) is read in the user's configured
zone, falling back to the system's local zone.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from memcli.errors import MemError

_CN_DATE = re.compile(r"^\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?\s*(.*)$")
_SLASH_DATE = re.compile(r"^\s*(\d{4})[/.](\d{1,2})[/.](\d{1,2})(.*)$")


def user_tz(name: str = "") -> tzinfo:
    """The zone named in config, or the system's local zone when empty."""
    if name:
        try:
            return ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            raise MemError(
                f"unknown time zone {name!r}; set user.timezone to an IANA name like Asia/Shanghai"
            ) from None
    local = datetime.now().astimezone().tzinfo
    return local if local is not None else timezone.utc


def now(tz: tzinfo | None = None) -> datetime:
    return datetime.now(tz or timezone.utc)


def to_iso(dt: datetime) -> str:
    """ISO 8601 with offset, seconds precision (microseconds kept if present)."""
    if dt.tzinfo is None:
        raise ValueError("naive datetime")
    return dt.isoformat(timespec="microseconds" if dt.microsecond else "seconds")


def from_iso(text: str) -> datetime:
    return datetime.fromisoformat(text)


def attach(dt: datetime, tz: tzinfo) -> datetime:
    """Give a naive datetime the user's zone; leave an aware one alone."""
    if dt.tzinfo is None:
        return dt.replace(tzinfo=tz)
    return dt


def _time_suffix(rest: str) -> tuple[int, int, int]:
    rest = rest.strip().lstrip("T").strip()
    if not rest:
        return (0, 0, 0)
    m = re.match(r"^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$", rest)
    if not m:
        raise ValueError(rest)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3) or 0))


def parse_when(text: str, tz: tzinfo) -> datetime:
    """Parse a user-given date or time into an aware datetime.

    Accepts ISO dates and times (with or without offset), ``YYYY-MM-DD``,
    ``YYYY/MM/DD``, ``2024年3月5日``, ``today``/``yesterday``/``now``, and
    Unix epoch seconds. Raises :class:`MemError` naming the text otherwise.
    """
    raw = text.strip()
    if not raw:
        raise MemError("empty date; use YYYY-MM-DD or an ISO time")
    low = raw.lower()
    if low in {"now"}:
        return datetime.now(tz)
    if low in {"today", "今天"}:
        return datetime.combine(datetime.now(tz).date(), datetime.min.time(), tz)
    if low in {"yesterday", "昨天"}:
        return datetime.combine(datetime.now(tz).date() - timedelta(days=1), datetime.min.time(), tz)
    try:
        dt = datetime.fromisoformat(raw.replace("Z", "+00:00") if raw.endswith("Z") else raw)
        return attach(dt, tz)
    except ValueError:
        pass
    for pattern in (_CN_DATE, _SLASH_DATE):
        m = pattern.match(raw)
        if m:
            try:
                h, mi, s = _time_suffix(m.group(4))
                return datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)), h, mi, s, tzinfo=tz)
            except ValueError:
                break
    if re.fullmatch(r"\d{9,11}(\.\d+)?", raw):
        return datetime.fromtimestamp(float(raw), timezone.utc).astimezone(tz)
    raise MemError(f"cannot parse date {text!r}; use YYYY-MM-DD or an ISO time like 2024-03-05T14:30")


def parse_bound(text: str | None, tz: tzinfo, *, end: bool = False) -> float | None:
    """A --since/--until bound as a UTC timestamp; a bare date as --until covers the whole day."""
    if text is None:
        return None
    dt = parse_when(text, tz)
    if end and re.fullmatch(r"\s*\d{4}[-/]\d{1,2}[-/]\d{1,2}\s*", text):
        dt = dt + timedelta(days=1) - timedelta(microseconds=1)
    return dt.timestamp()


def day_of(dt: datetime) -> date:
    return dt.date()
