"""SillyTavern chat files (``data/<user>/chats/<Character>/<Character> - <date>.jsonl``).

Line 1 is a header, every later line one message::

    {"user_name": "Alex", "character_name": "Seraphina", "create_date": "2024-06-05@15h12m30s",
     "chat_metadata": {…}}
    {"name": "Seraphina", "is_user": false, "is_system": false, "send_date": "June 5, 2024 3:12pm",
     "mes": "…", "swipe_id": 1, "swipes": ["…", "…"], "extra": {…}}

``mes`` is the swipe the user settled on (``swipes[swipe_id]``); the other
swipes were rejected alternatives and are not part of what was said.
``is_system`` marks narrator/hidden messages, which are skipped. Over the
years ``send_date`` has been epoch milliseconds, ``"June 5, 2024 3:12pm"``,
``"2024-6-5 @15h 12m 30s 123ms"`` and ISO 8601; all are read.

SillyTavern messages carry no ids, so a message's external id is its line
number: the same file always yields the same ids, and a chat that only
grew since the last import dedups its old messages.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

from memcli.importers._extra import fail, from_epoch, input_path, label, lines, local, parse_iso, text_head
from memcli.importers.base import ImportContext, Sample
from memcli.core.record_types import NewRecord

_MONTHS = {
    name: i
    for i, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        1,
    )
    for name in names
}
# "June 5, 2024 3:12pm" (getMessageTimeStamp)
_HUMAN = re.compile(
    r"^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})(?:,? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$"
)
# "2024-6-5 @15h 12m 30s 123ms" and "2024-06-05@15h12m30s" (humanizedDateTime / create_date)
_HUMANIZED = re.compile(
    r"^(\d{4})-(\d{1,2})-(\d{1,2})\s*@\s*(\d{1,2})h\s*(\d{1,2})m\s*(\d{1,2})s(?:\s*(\d{1,3})ms)?$"
)
# group chats write this placeholder instead of one character's name
_NO_CHARACTER = {"", "unused"}


def parse_send_date(value: Any, tz: tzinfo) -> datetime | None:
    """Any of SillyTavern's ``send_date`` spellings → aware datetime; None if unrecognised."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            return from_epoch(value)
        except ValueError:
            return None
    if not isinstance(value, str):
        return None
    raw = value.strip()
    if not raw:
        return None
    if re.fullmatch(r"\d{9,14}(\.\d+)?", raw):
        return from_epoch(raw)  # at most 14 digits: always representable
    m = _HUMAN.match(raw)
    if m and m.group(1).lower() in _MONTHS:
        hour = int(m.group(4) or 0)
        ampm = (m.group(7) or "").lower()
        if ampm == "pm" and hour < 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        try:
            return datetime(
                int(m.group(3)),
                _MONTHS[m.group(1).lower()],
                int(m.group(2)),
                hour,
                int(m.group(5) or 0),
                int(m.group(6) or 0),
                tzinfo=tz,
            )
        except ValueError:
            return None
    m = _HUMANIZED.match(raw)
    if m:
        try:
            return datetime(
                *(int(m.group(i)) for i in range(1, 7)),
                int(m.group(7) or 0) * 1000,
                tzinfo=tz,
            )
        except ValueError:
            return None
    try:
        return local(parse_iso(raw), tz)
    except ValueError:
        return None


class SillyTavernImporter:
    """SillyTavern ``.jsonl`` chat logs (header line + one message per line)."""

    name = "sillytavern"
    description = "SillyTavern chat .jsonl (header with user_name/character_name, swipes)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return False
        first = text_head(sample.head).lstrip().split("\n", 1)[0]
        if not first.startswith("{"):
            return False
        try:
            obj = json.loads(first)
        except ValueError:
            # a very long first line cut by the sample: fall back to key spotting
            return '"character_name"' in first and '"user_name"' in first
        if not isinstance(obj, dict):
            return False
        return ("character_name" in obj and "user_name" in obj) or ("is_user" in obj and "mes" in obj)

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        user_name: str | None = None
        character: str | None = None
        session: str | None = None
        last_time: datetime | None = None
        name = label(path, ctx)
        source = ctx.source_label or str(path)
        stem = input_path(path, ctx).stem
        for number, line in lines(path, ctx):
            if not line.strip():
                continue
            where = f"line {number}"
            try:
                obj = json.loads(line)
            except ValueError as exc:
                fail(name, where, f"invalid JSON ({exc})")
            if not isinstance(obj, dict):
                fail(name, where, "is not a JSON object")
            if "mes" not in obj and ("character_name" in obj or "user_name" in obj or "chat_metadata" in obj):
                if session is not None:
                    fail(name, where, "a second chat header in the middle of the file")
                user_name = str(obj.get("user_name") or "") or None
                character = str(obj.get("character_name") or "").strip() or None
                if character and character.lower() in _NO_CHARACTER:
                    character = None
                create = str(obj.get("create_date") or "").strip()
                session = f"{character or stem} - {create}" if create else stem
                last_time = parse_send_date(create, ctx.tz) if create else None
                continue
            if session is None:
                session = stem
            if "mes" not in obj and not obj.get("swipes"):
                fail(name, where, "has no 'mes' (message text)")
            if obj.get("is_system"):
                continue  # narrator / hidden message
            text = self._chosen_text(name, where, obj)
            if not text.strip():
                continue
            is_user = bool(obj.get("is_user"))
            speaker = str(obj.get("name") or "").strip() or (user_name if is_user else character)
            raw_date = obj.get("send_date")
            when = parse_send_date(raw_date, ctx.tz)
            time_known = when is not None
            if when is None:
                if raw_date not in (None, ""):
                    fail(name, where, f"send_date {raw_date!r} is not a date SillyTavern writes")
                if last_time is None:
                    fail(name, where, "has no send_date and no earlier message or header date to go by")
                when = last_time
            last_time = when
            record_character = ctx.character or character or (None if is_user else speaker)
            swipes = obj.get("swipes")
            extra: dict[str, Any] = {}
            if isinstance(swipes, list) and len(swipes) > 1:
                extra["swipes"] = len(swipes)
            yield NewRecord(
                text=text.strip(),
                role="user" if is_user else "assistant",
                speaker=speaker,
                character=record_character,
                session=session,
                occurred_at=when,
                time_known=time_known,
                source_path=source,
                source_format=self.name,
                external_id=str(number),
                extra=extra,
            )

    @staticmethod
    def _chosen_text(name: str, where: str, obj: dict[str, Any]) -> str:
        """``mes`` is the chosen swipe; older files may only have ``swipes`` + ``swipe_id``."""
        mes = obj.get("mes")
        if isinstance(mes, str):
            return mes
        swipes = obj.get("swipes")
        swipe_id = obj.get("swipe_id", 0)
        if isinstance(swipes, list) and isinstance(swipe_id, int) and 0 <= swipe_id < len(swipes):
            chosen = swipes[swipe_id]
            if isinstance(chosen, str):
                return chosen
        fail(name, where, "'mes' is not text")


IMPORTER = SillyTavernImporter()
