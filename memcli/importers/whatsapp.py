"""WhatsApp "Export chat" text files (``WhatsApp Chat with Alice.txt``, iOS ``_chat.txt``).

Two line styles, both localised::

    Android  12/31/23, 9:15 PM - Alice: Happy new year!
             31/12/2023, 21:15 - Alice: Happy new year!
    iOS      [31/12/2023, 21:15:03] Alice: Happy new year!
             [12/31/23, 9:15:03 PM] Alice: ‎image omitted

Lines that do not start with a timestamp continue the previous message
(multi-line messages). Lines without ``Name:`` are system notices
(encryption banner, "Alice added Bob") and are skipped, as are iOS
notices whose text starts with U+200E. Media become placeholders
(``<Media omitted>`` → ``[media]``, ``image omitted`` → ``[image]``).
Invisible direction marks (U+200E/U+200F, U+202A–U+202E) are removed and
the narrow no-break space before AM/PM (U+202F) is read as a space.

The day/month order is a locale choice the file does not state. It is
inferred from the whole file: a first number above 12 means day first, a
second number above 12 means month first. When no date settles it,
12-hour clocks suggest month first (US) and 24-hour clocks day first, and
a warning says which was assumed. Finding that out needs a first pass over
the file; both passes stream, so a chat of any length is read in constant
memory.

Everyone in the chat is a person: records have role ``user`` and the
sender's name as speaker. The export does not say which participant is
you; a sender named like ``--user`` is (``extra.me``), and in a one-to-one
chat the other person becomes the record's character.

WhatsApp writes no message ids, so a message's external id is its
timestamp plus a counter for messages in the same minute: the same
export, or a later and longer export of the same chat, dedups.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from memcli.importers._extra import Ordinal, fail, input_path, label, lines, text_head, warn
from memcli.importers.base import ImportContext, Sample
from memcli.core.record_types import NewRecord

_MARKS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
_SPACES = re.compile("[\u202f\u00a0\u2009]")
_DATE = r"(?P<date>\d{1,4}[./-]\d{1,2}[./-]\d{1,4})"
_TIME = r"(?P<time>\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)"
_AMPM = r"(?:\s*(?P<ampm>[AaPp]\.?\s?[Mm]\.?))?"
_ANDROID = re.compile(rf"^{_DATE},?\s{_TIME}{_AMPM}\s[-–]\s(?P<rest>.*)$")
_IOS = re.compile(rf"^\[{_DATE},?\s{_TIME}{_AMPM}\]\s(?P<rest>.*)$")
_SENDER = re.compile(r"^(?P<name>[^:]{1,80}?):\s(?P<text>.*)$", re.S)
_OMITTED = re.compile(
    r"^(?P<kind>image|video|audio|sticker|GIF|document|Contact card|photo) omitted$", re.I
)
_ATTACHED = re.compile(r"^<attached: (?P<file>[^>]+)>$")
_FILE_ATTACHED = re.compile(r"^(?P<file>\S.*?\.\w{2,5}) \(file attached\)$")
_DELETED = {
    "This message was deleted",
    "You deleted this message",
    "This message was deleted.",
    "You deleted this message.",
    "null",
}
_EDITED = re.compile(r"\s*<This message was edited>$")


@dataclass
class _Header:
    date: str
    time: str
    ampm: str
    rest: str


@dataclass
class _Pending:
    """A message being collected: its header line plus any continuation lines."""

    speaker: str | None  # None: a system notice, collected only to be skipped
    when: datetime
    lines: list[str]


@dataclass
class _Scan:
    """What the first pass learns about the file."""

    day_first: bool = False
    month_first: bool = False
    twelve_hour: bool = False
    headers: int = 0
    speakers: set[str] = field(default_factory=set)


def _header(line: str) -> _Header | None:
    clean = _SPACES.sub(" ", line.lstrip("\u200e\u200f\ufeff"))
    m = _IOS.match(clean) or _ANDROID.match(clean)
    if not m:
        return None
    return _Header(m.group("date"), m.group("time"), (m.group("ampm") or ""), m.group("rest"))


def _speaker_and_text(rest: str) -> tuple[str, str] | None:
    m = _SENDER.match(rest)
    if not m:
        return None
    name = _MARKS.sub("", m.group("name")).strip()
    if not name or '"' in name:
        return None
    return name, m.group("text")


class WhatsAppImporter:
    """WhatsApp chat export (.txt), Android and iOS styles."""

    name = "whatsapp"
    description = "WhatsApp exported chat .txt / _chat.txt (Android and iOS styles)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return False
        first = [ln for ln in text_head(sample.head).splitlines()[:40] if ln.strip()][:12]
        if not first:
            return False
        hits = sum(1 for ln in first if _header(ln) is not None)
        return _header(first[0]) is not None and hits >= max(1, len(first) // 3)

    def _scan(self, path: Path, ctx: ImportContext) -> _Scan:
        scan = _Scan()
        for _number, line in lines(path, ctx):
            head = _header(line)
            if head is None:
                continue
            scan.headers += 1
            parts = re.split(r"[./-]", head.date)
            if len(parts[0]) != 4:
                first, second = int(parts[0]), int(parts[1])
                scan.day_first |= first > 12
                scan.month_first |= second > 12
            scan.twelve_hour |= bool(head.ampm)
            if len(scan.speakers) <= 50:
                found = _speaker_and_text(head.rest)
                # an iOS notice ("Group: \u200eMessages … encrypted") names the chat, not a person
                if found and not (found[1].startswith("\u200e") and _placeholder(_MARKS.sub("", found[1]).strip()) is None):
                    scan.speakers.add(found[0])
        return scan

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        scan = self._scan(path, ctx)
        if scan.headers == 0:
            fail(name, "line 1", "no WhatsApp message lines (like '12/31/23, 9:15 PM - Name: text') found")
        if scan.day_first and scan.month_first:
            fail(name, "", "dates mix day/month and month/day orders; is this one chat export?")
        if scan.day_first or scan.month_first:
            day_first = scan.day_first
        else:
            day_first = not scan.twelve_hour
            order = "day/month" if day_first else "month/day"
            warn(f"{name}: no date in this chat shows its day/month order; read as {order}")
        me = ctx.user_id.casefold()
        has_me = any(s.casefold() == me for s in scan.speakers)
        named = input_path(path, ctx)
        chat = self._chat_name(named)
        others = [s for s in scan.speakers if s.casefold() != me]
        character = ctx.character
        if character is None and len(scan.speakers) <= 2:
            # a one-to-one chat: the other person is who the chat is with
            if has_me and len(others) == 1:
                character = others[0]
            elif chat and chat in scan.speakers:
                character = chat
        session = f"whatsapp:{chat or named.stem}"
        source = ctx.source_label or str(path)
        ordinal = Ordinal()

        pending: _Pending | None = None
        for number, line in lines(path, ctx):
            head = _header(line)
            if head is None:
                if pending is not None:
                    pending.lines.append(line)
                elif line.strip():
                    fail(name, f"line {number}", "text before the first dated message")
                continue
            if pending is not None and pending.speaker is not None:
                rec = self._record(pending, me, character, session, source, ordinal)
                if rec is not None:
                    yield rec
            when = self._when(name, number, head, day_first, ctx)
            found = _speaker_and_text(head.rest)
            if found is None:
                pending = _Pending(None, when, [])  # a system notice; its continuation lines go with it
            else:
                pending = _Pending(found[0], when, [found[1]])
        if pending is not None and pending.speaker is not None:
            rec = self._record(pending, me, character, session, source, ordinal)
            if rec is not None:
                yield rec

    @staticmethod
    def _chat_name(path: Path) -> str | None:
        m = re.match(r"^WhatsApp Chat (?:with|-) (.+)$", path.stem)
        if m:
            return m.group(1).strip()
        if path.stem == "_chat":
            parent = re.sub(r"^WhatsApp Chat (?:with|-) ", "", path.parent.name).strip()
            return parent or None
        return None

    def _record(
        self,
        pending: _Pending,
        me: str,
        character: str | None,
        session: str,
        source: str,
        ordinal: Ordinal,
    ) -> NewRecord | None:
        speaker = str(pending.speaker)
        # the id counts every message at this minute, kept or not, so skipping stays stable
        external_id = ordinal(pending.when.strftime("%Y-%m-%dT%H:%M:%S"))
        first = pending.lines[0].lstrip()
        placeholder = _placeholder(_MARKS.sub("", first).strip())
        if placeholder is not None:
            rest = _MARKS.sub("", "\n".join(pending.lines[1:]))
            body = f"{placeholder} {rest}"
        elif first.startswith("\u200e"):
            return None  # iOS system notice ("‎Messages and calls are end-to-end encrypted")
        else:
            body = _MARKS.sub("", "\n".join(pending.lines))
        body = _EDITED.sub("", _SPACES.sub(" ", body).strip()).strip()
        if not body or body in _DELETED:
            return None
        return NewRecord(
            text=body,
            role="user",
            speaker=speaker,
            character=character,
            session=session,
            occurred_at=pending.when,
            source_path=source,
            source_format=self.name,
            external_id=external_id,
            extra={"me": True} if speaker.casefold() == me else {},
        )

    @staticmethod
    def _when(name: str, number: int, head: _Header, day_first: bool, ctx: ImportContext) -> datetime:
        parts = [int(p) for p in re.split(r"[./-]", head.date)]
        if len(str(re.split(r"[./-]", head.date)[0])) == 4:
            year, month, day = parts
        elif day_first:
            day, month, year = parts
        else:
            month, day, year = parts
        if year < 100:
            year += 2000
        clock = [int(p) for p in re.split(r"[:.]", head.time)]
        hour, minute = clock[0], clock[1]
        second = clock[2] if len(clock) > 2 else 0
        ampm = re.sub(r"[^ap]", "", head.ampm.lower())
        if ampm:
            if not 1 <= hour <= 12:
                fail(name, f"line {number}", f"hour {hour} with {head.ampm.strip()}")
            if ampm == "p" and hour < 12:
                hour += 12
            elif ampm == "a" and hour == 12:
                hour = 0
        try:
            return datetime(year, month, day, hour, minute, second, tzinfo=ctx.tz)
        except ValueError as exc:
            fail(name, f"line {number}", f"bad date {head.date} {head.time} ({exc})")


def _media_kind(name: str) -> str:
    upper = name.upper()
    if "PHOTO" in upper or upper.startswith("IMG") or upper.endswith((".JPG", ".JPEG", ".PNG", ".WEBP", ".HEIC")):
        return "image"
    if "VIDEO" in upper or upper.startswith("VID") or upper.endswith((".MP4", ".MOV", ".3GP")):
        return "video"
    if "AUDIO" in upper or upper.startswith("PTT") or upper.endswith((".OPUS", ".M4A", ".MP3", ".AAC")):
        return "audio"
    return "attachment"


def _placeholder(first: str) -> str | None:
    """Bracketed stand-in when a message's first line is a media notice; None otherwise."""
    if first.lower() == "<media omitted>":
        return "[media]"
    m = _OMITTED.match(first)
    if m:
        kind = m.group("kind").lower()
        return {"contact card": "[contact]", "gif": "[GIF]", "photo": "[image]"}.get(kind, f"[{kind}]")
    m = _ATTACHED.match(first) or _FILE_ATTACHED.match(first)
    if m:
        name = m.group("file").strip()
        return f"[{_media_kind(name)}: {name}]"
    return None


IMPORTER = WhatsAppImporter()
