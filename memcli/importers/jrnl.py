"""jrnl (jrnl.sh) journals: the plain-text journal file and ``jrnl --format json`` exports.

The journal file is a sequence of entries, each starting with its time::

    [2024-03-05 09:12:00 AM] Met Lin for coffee. *
    We talked about the move to Hangzhou. @lin @move

    [2024-03-06 21:40:00 PM] ...

(``timeformat`` defaults to ``%F %r``; jrnl 1.x wrote ``2013-04-09 15:39 Title``
without brackets, and both are read.) A title ending in ``*`` marks a
starred entry. ``@tags`` (and ``#tags``) anywhere in the text are the
entry's tags, as in jrnl itself.

The JSON export is ``{"tags": {"@lin": 1}, "entries": [{"title", "body",
"date": "2024-03-05", "time": "09:12", "tags": ["@lin"], "starred": true}]}``.

jrnl has no entry ids (except for Day One backed journals, whose ``uuid``
is kept), so an entry's external id is its minute plus a counter for
entries in the same minute.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from memcli.importers._extra import Ordinal, fail, input_path, label, lines, load_json, text_head
from memcli.importers.base import ImportContext, Sample
from memcli.core.record_types import NewRecord

_CLOCK = r"(?P<time>\d{1,2}:\d{2}(?::\d{2})?)(?:\s?(?P<ampm>[AaPp][Mm]))?"
_BRACKETED = re.compile(rf"^\[(?P<date>\d{{4}}-\d{{2}}-\d{{2}})[ T]{_CLOCK}\]\s?(?P<rest>.*)$")
_PLAIN = re.compile(rf"^(?P<date>\d{{4}}-\d{{2}}-\d{{2}}) {_CLOCK}(?:\s(?P<rest>.*))?$")
_TAG = re.compile(r"(?<!\S)[@#]([-+*#/\w]+)")
_SENTENCE_END = ("。", "！", "？", ".", "!", "?", "…")
_SENTENCE = re.compile(r"[.!?\u2026][\'\u2019\"\u201d]?[\])]*\s+|[\uff01\uff0e\uff1f\uff61\u3002]")


def _tags(text: str) -> list[str]:
    seen: dict[str, None] = {}
    for tag in _TAG.findall(text):
        seen.setdefault(tag.lower(), None)
    return list(seen)


def _first_sentence(line: str) -> str:
    """jrnl's title: the first sentence of the entry's first line."""
    m = _SENTENCE.search(line)
    return line[: m.end()].strip() if m else line.strip()


def _join(title: str, body: str) -> str:
    title, body = title.strip(), body.strip()
    if not body:
        return title
    if not title:
        return body
    return f"{title}{' ' if title.endswith(_SENTENCE_END) else chr(10)}{body}"


class JrnlImporter:
    """jrnl plain-text journals and their JSON export."""

    name = "jrnl"
    description = "jrnl journal file ([2024-03-05 09:12:00 AM] Title…) or its --format json export"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return False
        head = text_head(sample.head).lstrip()
        if head.startswith("{"):
            return (
                '"entries"' in head
                and '"title"' in head
                and '"body"' in head
                and ('"starred"' in head or '"time"' in head)
                and '"creationDate"' not in head
            )
        first = head.split("\n", 1)[0].rstrip("\r")
        if _BRACKETED.match(first):
            return True
        # unbracketed (jrnl 1.x) lines always carry a title; a bare date line is a diary heading
        plain = _PLAIN.match(first)
        return bool(plain and (plain.group("rest") or "").strip())

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        with path.open("rb") as fh:
            start = text_head(fh.read(4096)).lstrip()
        if start.startswith("{"):
            yield from self._parse_json(path, ctx)
        else:
            yield from self._parse_text(path, ctx)

    # -- the journal file ------------------------------------------------------------------

    def _parse_text(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        style: re.Pattern[str] | None = None
        ordinal = Ordinal()
        current: tuple[int, datetime, str, list[str]] | None = None
        for number, line in lines(path, ctx):
            if style is None:
                if not line.strip():
                    continue
                style = _BRACKETED if _BRACKETED.match(line) else _PLAIN if _PLAIN.match(line) else None
                if style is None:
                    fail(name, f"line {number}", "expected an entry like '[2024-03-05 09:12:00 AM] Title'")
            m = style.match(line)
            if m:
                if current is not None:
                    yield self._text_entry(path, ctx, current, ordinal)
                current = (number, self._when(name, number, m, ctx), m.group("rest") or "", [])
            elif current is not None:
                current[3].append(line)
        if current is not None:
            yield self._text_entry(path, ctx, current, ordinal)
        elif style is None:
            fail(name, "line 1", "no jrnl entries found")

    def _text_entry(
        self,
        path: Path,
        ctx: ImportContext,
        current: tuple[int, datetime, str, list[str]],
        ordinal: Ordinal,
    ) -> NewRecord:
        _number, when, title, body_lines = current
        title = title.strip()
        starred = title.endswith("*")
        if starred:
            title = title.rstrip(" *")
        body = "\n".join(body_lines).strip()
        text = _join(title, body)
        return self._record(path, ctx, when, _first_sentence(title), text, _tags(text), starred, ordinal, None)

    @staticmethod
    def _when(name: str, number: int, m: re.Match[str], ctx: ImportContext) -> datetime:
        clock = [int(p) for p in m.group("time").split(":")]
        hour = clock[0]
        ampm = (m.group("ampm") or "").lower()
        # jrnl's %r writes "21:40:00 PM"-style times on some platforms, so only shift 1–11
        if ampm == "pm" and hour < 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        try:
            day = datetime.strptime(m.group("date"), "%Y-%m-%d")
            return datetime(
                day.year, day.month, day.day, hour, clock[1], clock[2] if len(clock) > 2 else 0, tzinfo=ctx.tz
            )
        except ValueError as exc:
            fail(name, f"line {number}", f"bad entry time ({exc})")

    # -- the JSON export -------------------------------------------------------------------

    def _parse_json(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        doc = load_json(path, ctx)
        if not isinstance(doc, dict) or not isinstance(doc.get("entries"), list):
            fail(name, "", "expected an object with an 'entries' list (jrnl --format json)")
        ordinal = Ordinal()
        for index, entry in enumerate(doc["entries"], 1):
            where = f"entry {index}"
            if not isinstance(entry, dict):
                fail(name, where, "is not an object")
            date, clock = entry.get("date"), entry.get("time") or "00:00"
            if not isinstance(date, str) or not isinstance(clock, str):
                fail(name, where, "needs 'date' (YYYY-MM-DD) and 'time' (HH:MM)")
            try:
                naive = datetime.strptime(f"{date} {clock[:5]}", "%Y-%m-%d %H:%M")
            except ValueError:
                fail(name, where, f"date/time {date!r} {clock!r} are not YYYY-MM-DD and HH:MM")
            title = entry.get("title") or ""
            body = entry.get("body") or ""
            if not isinstance(title, str) or not isinstance(body, str):
                fail(name, where, "title and body must be strings")
            text = _join(title, body)
            raw_tags = entry.get("tags")
            if raw_tags is None:
                tags = _tags(text)
            elif isinstance(raw_tags, list):
                tags = [str(t).lstrip("@#").lower() for t in raw_tags if str(t).strip()]
            else:
                fail(name, where, "tags is not a list")
            uuid = entry.get("uuid") if isinstance(entry.get("uuid"), str) else None
            yield self._record(
                path, ctx, naive.replace(tzinfo=ctx.tz), title.strip(), text, tags,
                bool(entry.get("starred")), ordinal, uuid,
            )

    # -- shared ----------------------------------------------------------------------------

    def _record(
        self,
        path: Path,
        ctx: ImportContext,
        when: datetime,
        title: str,
        text: str,
        tags: list[str],
        starred: bool,
        ordinal: Ordinal,
        uuid: str | None,
    ) -> NewRecord:
        external_id = ordinal(when.strftime("%Y-%m-%dT%H:%M"))
        extra: dict[str, Any] = {"title": title} if title else {}
        if starred:
            extra["starred"] = True
        return NewRecord(
            text=text or "(empty entry)",
            role="user",
            speaker=ctx.user_id,
            character=ctx.character,
            session=f"jrnl:{input_path(path, ctx).stem}",
            occurred_at=when,
            source_path=ctx.source_label or label(path, ctx),
            source_format=self.name,
            external_id=uuid or external_id,
            tags=tags,
            extra=extra,
        )


IMPORTER = JrnlImporter()
