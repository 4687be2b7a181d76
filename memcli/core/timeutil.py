"""Time: parsing user dates, the user's zone, and ISO output with offsets.

Everything stored carries an explicit UTC offset. Naive input (a diary
heading, a chat export without a zone) is read in the user's configured
zone, falling back to the system's local zone.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from memcli.core.errors import MemError

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


MIN_TS = datetime(1, 1, 1, tzinfo=timezone.utc).timestamp()
MAX_TS = datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone.utc).timestamp()
"""The instants mem stores: those Python can show in UTC (years 1–9999)."""


def check_storable(dt: datetime, what: str = "date") -> float:
    """*dt* as a UTC timestamp, or a :class:`MemError` when it lies outside years 1–9999 in UTC.

    ``9999-12-31T23:59:59-12:00`` is already year 10000 in UTC, and
    ``0001-01-01T00:00:00+14:00`` year 0: every reader that shows such a time
    in another zone would overflow, so neither is stored.
    """
    try:
        ts = dt.timestamp()
    except (OverflowError, ValueError, OSError):
        ts = float("nan")
    if not MIN_TS <= ts <= MAX_TS:  # NaN fails too
        raise MemError(
            f"{what} {dt.isoformat()} is outside the years 0001–9999 (in UTC) that mem can store; fix the date"
        )
    return ts


PACK_MIN_TS = datetime(2, 1, 1, tzinfo=timezone.utc).timestamp()
PACK_MAX_TS = datetime(9998, 12, 31, 23, 59, 59, tzinfo=timezone.utc).timestamp()


def check_pack_now(dt: datetime, given: str) -> datetime:
    """*dt* (``context --now``) if a pack can be made for that day, else a :class:`MemError`.

    A pack counts days back and forth from its today and shows them in the user's zone; within a year of
    the ends of the calendar (years 1 and 9999) those dates do not exist, so such a today is refused.
    """
    try:
        ts = dt.timestamp()
    except (OverflowError, ValueError, OSError):
        ts = float("nan")
    if not PACK_MIN_TS <= ts <= PACK_MAX_TS:  # NaN fails too
        raise MemError(f"--now {given} is outside the years 0002–9998 (in UTC) that a context pack can be made for; "
                       "give a date in between")
    return dt


def from_ts(ts: float, tz: tzinfo | None = None) -> datetime:
    """A stored UTC timestamp as an aware datetime in *tz*; never raises.

    A stored value outside the years 1–9999 (written by an older mem, or by
    hand) is clamped to that range, and a time that *tz* would push past it
    is shown in UTC instead: one odd row must never break a read command.
    """
    try:
        value = float(ts)
    except (TypeError, ValueError, OverflowError):
        value = MIN_TS
    if value != value:  # NaN
        value = MIN_TS
    value = min(max(value, MIN_TS), MAX_TS)
    utc = datetime.fromtimestamp(value, timezone.utc)
    if tz is None or tz is timezone.utc:
        return utc
    try:
        return utc.astimezone(tz)
    except (OverflowError, ValueError):
        return utc


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
    try:
        ts = dt.timestamp()
    except (OverflowError, ValueError, OSError):
        ts = MIN_TS if dt.year < 2 else MAX_TS
    if end and re.fullmatch(r"\s*\d{4}[-/]\d{1,2}[-/]\d{1,2}\s*", text):
        ts += 86400 - 1e-6  # in seconds, not datetimes: --until 9999-12-31 has no next day
    return ts


def day_of(dt: datetime) -> date:
    return dt.date()
