"""What a page that browses one's memory reads (``mem ui``), as typed values: a timeline page, activity per
month, the items derived from a record, a registered photo, and rejecting a profile value.

The CLI reads whole lists (``mem timeline``); a page reads a slice at a time:
the timeline in keyset pages newest first (a 100k-record store costs what
one page holds), each event aged for display as a context pack ages it
(:mod:`memcli.context.ageing`), with the people it names and the photo cues
of its records.
"""

from __future__ import annotations

import re
from typing import Any, TYPE_CHECKING, cast

from memcli.core.errors import MemError, UsageError

if TYPE_CHECKING:
    from memcli.api.session import State

MAX_PAGE = 200
_CURSOR = re.compile(r"^(-?\d{1,12}(?:\.\d{1,6})?)_(\d{1,18})$")


class TimelinePage:
    """One page of the timeline, newest first; ``next`` is the cursor of the page after it (None: the last)."""

    __slots__ = ("events", "next", "today")

    def __init__(self, events: list[dict[str, Any]], next_cursor: str | None, today: str) -> None:
        self.events = events
        self.next = next_cursor
        self.today = today

    def to_dict(self) -> dict[str, Any]:
        return {"events": self.events, "next": self.next, "today": self.today}


def _user(state: State, user: str | None) -> str:
    state.select_user(user)  # the store State opens is then this user's (both backends)
    return state.user_id


def parse_cursor(cursor: str | None) -> tuple[float, int] | None:
    """``"<occurred_ts>_<id>"`` (what :attr:`TimelinePage.next` holds) → the keyset position; a UsageError
    for anything else."""
    if cursor is None or cursor == "":
        return None
    m = _CURSOR.match(cursor)
    if m is None:
        raise UsageError("not a timeline position; follow the page's own 'older' link", "before")
    return float(m.group(1)), int(m.group(2))


def timeline_page(state: State, *, before: str | None = None, limit: int = 30, user: str | None = None,
                  now: str | None = None) -> TimelinePage:
    """Up to *limit* events strictly older than the cursor *before*, newest first, each aged for display.

    Each event: ``id``, ``occurred_at``, ``summary``, ``gists``, ``tags``, ``sources`` (as ``mem timeline
    --json``), and ``tier`` (``detail``, ``gist`` or ``distant``), ``label`` (the date as that tier writes it),
    ``text`` (the event as that tier tells it), ``year``, ``month``, ``people`` (names of the people index the
    event mentions) and ``photos`` (``{record, key, label}`` of its records' photo cues).
    """
    import json

    from memcli.context.ageing import Ageing, event_text
    from memcli.core import ids
    from memcli.core.timeutil import parse_when, user_tz

    if not 1 <= limit <= MAX_PAGE:
        raise UsageError(f"{limit} is not between 1 and {MAX_PAGE}", "limit")
    position = parse_cursor(before)
    user_id = _user(state, user)
    cfg = state.settings()
    tz = user_tz(cfg.user.timezone)
    import time

    now_ts = parse_when(now, tz).timestamp() if now else time.time()
    ageing = Ageing(now_ts, cfg.context.gist_after_days, cfg.context.distant_after_days, tz)
    store = state.read_store()
    lines = store.memories.timeline_page(position, limit + 1)
    more = len(lines) > limit
    lines = lines[:limit]
    if not lines:
        return TimelinePage([], None, ageing.full_date(now_ts))
    wanted = {int(line[0]) for line in lines}
    rows = {int(r["id"]): r for r in store.memories.events(
        since_ts=min(float(line[2]) for line in lines),
        until_ts=max(float(line[2]) for line in lines), last=None) if int(r["id"]) in wanted}
    sources = store.memories.sources("event", sorted(wanted))
    cues = store.cues.of_records(sorted({r for rs in sources.values() for r in rs}))
    names = _people_names(store, user_id)
    events: list[dict[str, Any]] = []
    for line in lines:
        event_id, occurred_ts = int(line[0]), float(line[2])
        row = rows.get(event_id)
        if row is None:  # written or forgotten between the two reads: the next page load shows it as it is
            continue
        gists = json.loads(row["gists"]) if isinstance(row["gists"], str) else list(row["gists"] or [])
        tags = json.loads(row["tags"]) if isinstance(row["tags"], str) else list(row["tags"] or [])
        tier, label = ageing.tier_and_label(occurred_ts)
        local = ageing.local(occurred_ts)
        text = event_text(str(row["summary"]), gists, tier)
        said = " ".join([str(row["summary"]), *gists]).casefold()
        photos = [{"record": ids.rid(r), "key": key, "label": label_}
                  for r in sources.get(event_id, []) for kind, key, label_ in cues.get(r, []) if kind == "photo"]
        events.append({
            "id": ids.fmt("event", event_id), "occurred_at": row["occurred_at"], "summary": row["summary"],
            "gists": gists, "tags": tags, "sources": [ids.rid(r) for r in sources.get(event_id, [])],
            "tier": tier, "label": label, "text": text, "year": local.year, "month": local.month,
            "people": [n for n in names if n.casefold() in said], "photos": photos,
        })
    last = lines[-1]
    cursor = f"{float(last[2]):.6f}_{int(last[0])}" if more else None
    return TimelinePage(events, cursor, ageing.full_date(now_ts))


def _people_names(store: Any, user_id: str) -> list[str]:
    """The names of the user's people, longest first (so 林小雪 is found before a shorter name inside it)."""
    if not store.people.available():
        return []
    names = {n.strip() for n in store.people.names(user_id) if n and len(n.strip()) >= 2}
    return sorted(names, key=lambda n: (-len(n), n))


def activity(state: State, *, user: str | None = None) -> list[tuple[str, int, int]]:
    """``(YYYY-MM, records, events)`` per month with any, oldest first (the month each item's own time says)."""
    user_id = _user(state, user)
    return state.read_store().memories.activity_by_month(user_id)


def derived_from(state: State, item_id: str) -> list[dict[str, Any]]:
    """The memories and events made from record *item_id* (``{id, kind, text, status}``, memories first);
    empty for a memory or an event. MemError for an unknown id."""
    from memcli.core import ids

    kind, row_id = ids.parse(item_id)
    if kind != "record":
        return []
    store = state.read_store()
    if store.memories.item_in_full("record", row_id) is None:
        raise MemError(f"no such item {ids.fmt(kind, row_id)}; find ids with `mem recall QUERY`")
    out: list[dict[str, Any]] = []
    for derived_kind in ("memory", "event"):
        touched = store.upkeep.sources_touched(derived_kind, {row_id})
        lines = (store.memories.memory_lines(sorted(touched)) if derived_kind == "memory"
                 else store.memories.event_lines(sorted(touched)))
        for item, line in sorted(lines.items()):
            text = line[4] if derived_kind == "memory" else line[1]
            status = line[7] if derived_kind == "memory" else "active"
            out.append({"id": ids.fmt(derived_kind, item), "kind": derived_kind, "text": text, "status": status})
    return out


def photo(state: State, record_id: str, key: str) -> tuple[bytes, str]:
    """The bytes and image type of the photo cue *key* of record *record_id*, read from where its import found
    it (:mod:`memcli.importers.photos`); MemError when the record has no such cue or the file is not there as
    it was imported."""
    from memcli.core import ids
    from memcli.importers.photos import registered_photo

    kind, row_id = ids.parse(record_id)
    store = state.read_store()
    # a record's view (the kind is checked here), read as the plain mapping it is
    record = cast("dict[str, Any] | None", store.memories.item_in_full("record", row_id) if kind == "record" else None)
    if record is None or not any(c.get("kind") == "photo" and c.get("key") == key for c in record.get("cues") or []):
        raise MemError(f"no photo {key!r} on {record_id}")
    source = record.get("source") or {}
    found = registered_photo(source.get("path"), source.get("format"), str(record.get("text") or ""), key)
    if found is None:
        raise MemError(f"the photo {key!r} of {record_id} is no longer where it was imported from, as it was")
    return found


def change_counter(state: State) -> int:
    """A number that changes whenever anything is written to the store (by any process): a page's cache key."""
    return int(state.read_store().meta.change_counter())


def profile_slot_is_single(topic: str, sub_topic: str) -> bool:
    """Whether the slot holds one value (a job title) rather than a list (likes)."""
    from memcli.distill.slot_values import SINGLE

    return (topic, sub_topic) in SINGLE
