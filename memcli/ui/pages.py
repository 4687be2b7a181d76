"""What each page of ``mem ui`` shows: one function per page, from :mod:`memcli.api` calls to a template's values.

Every function here runs on the server's one store thread with an open
:class:`memcli.api.session.State`; none renders HTML (the templates do, with
autoescaping on, so imported text is always text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memcli import api
from memcli.core.errors import MemError, UsageError

if TYPE_CHECKING:
    from memcli.api.session import State

MAX_SEARCH_CHARS = 500
"""A search longer than this is not a question (the page says so instead of searching)."""
PAGE_EVENTS = 20
SEARCH_HITS = 20
_ITEM_ID = re.compile(r"^[rme][0-9]{1,18}$")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


class NotFound(MemError):
    """An id that names nothing (404)."""


@dataclass
class Page:
    """A template and its values; *status* other than 200 for a page that says why nothing was done."""

    template: str
    values: dict[str, Any] = field(default_factory=dict)
    status: int = 200


@dataclass
class Options:
    """What the server was started with: whose memory, and the activity cache."""

    user: str | None
    activity: tuple[int, list[tuple[str, int, int]]] | None = None


def checked_id(item_id: str) -> str:
    if not _ITEM_ID.match(item_id):
        raise NotFound(f"{item_id[:40]!r} is not an item id (r…, m… or e… followed by digits)")
    return item_id


# --------------------------------------------------------------------------- timeline


def timeline(state: State, opts: Options, before: str | None) -> Page:
    """Newest events first, a page at a time, grouped by year and month; the activity chart above."""
    page = api.timeline_page(state, before=before or None, limit=PAGE_EVENTS, user=opts.user)
    years: list[dict[str, Any]] = []
    for event in page.events:
        if not years or years[-1]["year"] != event["year"]:
            years.append({"year": event["year"], "months": [], "distant": event["tier"] == "distant"})
        months = years[-1]["months"]
        if not months or months[-1]["month"] != event["month"]:
            months.append({"month": event["month"], "name": MONTHS[event["month"] - 1], "events": []})
        months[-1]["events"].append(event)
    chart = _activity(state, opts) if not before else []
    return Page("timeline.html", {"years": years, "next": page.next, "first": not before, "chart": chart,
                                  "today": page.today})


def _activity(state: State, opts: Options) -> list[tuple[str, int, int]]:
    """Records and events per month, computed again only when the store changed since last time."""
    version = api.change_counter(state)
    if opts.activity is None or opts.activity[0] != version:
        opts.activity = (version, api.activity(state, user=opts.user))
    return opts.activity[1]


# --------------------------------------------------------------------------- profile, people


def profile(state: State, opts: Options) -> Page:
    """The slots by topic, each with its sources, when it was last stated, and its history."""
    slots = [s.to_dict() for s in api.profile(state, history=True)]
    topics: list[dict[str, Any]] = []
    by_key: dict[tuple[str, str], dict[str, Any]] = {}
    for s in slots:
        key = (s["topic"], s["sub_topic"])
        if key not in by_key:
            by_key[key] = {"topic": s["topic"], "sub_topic": s["sub_topic"], "slot": f"{key[0]}::{key[1]}",
                           "current": [], "history": []}
            if not topics or topics[-1]["topic"] != s["topic"]:
                topics.append({"topic": s["topic"], "slots": []})
            topics[-1]["slots"].append(by_key[key])
        (by_key[key]["current"] if s["status"] == "active" else by_key[key]["history"]).append(s)
    for topic in topics:
        for slot in topic["slots"]:
            slot["history"].sort(key=lambda s: s["valid_from"] or "", reverse=True)
            slot["shown"] = [(c, _items(c["content"], slot)) for c in slot["current"]]
    return Page("profile.html", {"topics": topics})


_LIST_SPLIT = re.compile(r"\s*[、，,；;]\s*")


def _items(content: str, slot: dict[str, Any]) -> list[str]:
    """The items a reject button is offered for: a list slot's items, or the single value whole."""
    if api.profile_slot_is_single(slot["topic"], slot["sub_topic"]):
        return [content]
    items = [i for i in _LIST_SPLIT.split(content) if i.strip()]
    return items if len(items) > 1 else [content]


def people(state: State, opts: Options) -> Page:
    cards = [p.to_json() for p in api.people(state)]
    for card in cards:
        attrs = card.get("attributes") or {}
        card["facts"] = [(k, v) for k, v in attrs.items() if k not in ("name", "events") and v]
        card["events"] = list(attrs.get("events") or [])
    return Page("people.html", {"people": cards})


# --------------------------------------------------------------------------- search, item


def search(state: State, opts: Options, query: str, mode: str) -> Page:
    """Recall in the configured mode, or semantic when asked; a clear message for what cannot be searched."""
    query = query.strip()
    values: dict[str, Any] = {"q": query, "mode": mode, "hits": [], "warnings": [], "error": None}
    if not query:
        return Page("search.html", values)
    if len(query) > MAX_SEARCH_CHARS:
        values["error"] = f"A search may be at most {MAX_SEARCH_CHARS} characters long."
        return Page("search.html", values, 400)
    if mode not in ("", "semantic"):
        values["error"] = "The search mode is the default or semantic."
        return Page("search.html", values, 400)
    result = api.recall(state, query, mode=mode or None, limit=SEARCH_HITS)
    values["hits"] = [
        {"id": h["id"], "kind": h["kind"], "text": _short(h["text"]), "date": (h.get("occurred_at") or "")[:10],
         "score": h["score"]} for h in result.to_list()]
    values["warnings"] = result.warnings
    return Page("search.html", values)


def _short(text: str, limit: int = 400) -> str:
    one = " ".join(str(text).split())
    return one if len(one) <= limit else one[: limit - 1] + "…"


def item(state: State, opts: Options, item_id: str) -> Page:
    """One record, memory or event in full: its sources, and for a record what was made from it."""
    checked_id(item_id)
    try:
        found = api.read(state, item_id).to_dict()
    except MemError as exc:
        raise NotFound(str(exc)) from None
    derived = api.derived_from(state, item_id) if found["kind"] == "record" else []
    photos = [c for c in found.get("cues") or [] if c.get("kind") == "photo"]
    others = [c for c in found.get("cues") or [] if c.get("kind") != "photo"]
    return Page("item.html", {"item": found, "derived": derived, "photos": photos, "cues": others})


def photo(state: State, opts: Options, record_id: str, key: str) -> tuple[bytes, str]:
    checked_id(record_id)
    try:
        return api.photo(state, record_id, key)
    except MemError as exc:
        raise NotFound(str(exc)) from None


# --------------------------------------------------------------------------- changes (after the gate's checks)


def forget_preview(state: State, opts: Options, item_id: str) -> Page:
    """What forgetting *item_id* would remove and rebuild (a dry run), with the form that confirms it."""
    checked_id(item_id)
    api.read(state, item_id)  # an unknown id is a 404 here, not a report of nothing
    report = api.forget(state, [item_id], dry_run=True)
    return Page("forget.html", {"id": item_id, "report": report.to_dict(), "lines": report.lines(limit=50)})


def forget(state: State, opts: Options, item_id: str) -> Page:
    """Forget *item_id* with the cascade, exactly as ``mem forget ID --yes`` does."""
    checked_id(item_id)
    api.read(state, item_id)
    report = api.forget(state, [item_id], confirm=True)
    return Page("done.html", {"title": f"Forgot {item_id}", "lines": report.lines(limit=50),
                              "back": ("/", "Back to the timeline")})


def _speaker_of(state: State, record_id: str) -> tuple[str, str]:
    """The speaker of a chat record and the file its chat was imported from: what "that is me" names."""
    checked_id(record_id)
    if not record_id.startswith("r"):
        raise NotFound(f"{record_id} is not a record")
    try:
        found = api.read(state, record_id).to_dict()
    except MemError as exc:
        raise NotFound(str(exc)) from None
    speaker, source = found.get("speaker"), (found.get("source") or {}).get("path")
    if not speaker or not found.get("session") or not source:
        raise UsageError(f"{record_id} is not a turn of a chat with a named speaker")
    return str(speaker), str(source)


def me_preview(state: State, opts: Options, record_id: str) -> Page:
    """What saying "I am this record's speaker in its chats" would change (``mem me NAME --source FILE --dry-run``)."""
    speaker, source = _speaker_of(state, record_id)
    report = api.set_me(state, speaker, source=source, user=opts.user, dry_run=True).to_dict()
    return Page("me.html", {"id": record_id, "speaker": speaker, "source": source, "report": report})


def me(state: State, opts: Options, record_id: str) -> Page:
    """Make this record's speaker the user in the chats of its file, as ``mem me NAME --source FILE`` does."""
    speaker, source = _speaker_of(state, record_id)
    report = api.set_me(state, speaker, source=source, user=opts.user).to_dict()
    lines = [f"{speaker} is you in {report['chats']} chat(s) of {source}",
             f"turns marked: {report['marked']}; distilled records whose owner changed: {report['records']}",
             f"memories created: {report['memories_created']}, updated: {report['memories_updated']}",
             *[f"rebuilt {i['id']} ({i['kind']}): {i['text']}" for i in report["rebuilt"][:30]],
             *[f"removed {i['id']} ({i['kind']}): {i['text']}" for i in report["removed"][:30]],
             *[f"no longer in people: {p}" for p in report["people_removed"]]]
    return Page("done.html", {"title": f"You are {speaker} in that chat", "lines": lines,
                              "back": ("/profile", "See the profile")})


def reject_preview(state: State, opts: Options, slot: str, value: str) -> Page:
    current = [s.to_dict() for s in api.profile(state)
               if f"{s.topic}::{s.sub_topic}" == slot]
    if not current:
        raise NotFound(f"{slot[:80]} has no current value")
    return Page("reject.html", {"slot": slot, "value": value, "current": current})


def reject(state: State, opts: Options, slot: str, value: str) -> Page:
    result = api.profile_reject(state, slot, value=value or None, user=opts.user)
    lines = [f"rejected: {r['value']}" for r in result.rejected]
    lines += [f"now: {c['value']}" for c in result.current] or [f"{slot} is now empty"]
    return Page("done.html", {"title": f"Rejected a value of {slot}", "lines": lines,
                              "back": ("/profile", "Back to the profile")})


__all__ = ["MAX_SEARCH_CHARS", "NotFound", "Options", "Page", "UsageError", "checked_id"]
