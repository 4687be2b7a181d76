"""Telegram Desktop "Export chat history" / "Export Telegram data" in JSON (``result.json``).

Two layouts:

* one chat: ``{"name": "Alice", "type": "personal_chat", "id": 123, "messages": [...]}``
* everything: ``{"about": …, "personal_information": {"user_id": 42, …},
  "chats": {"list": [<one chat>, …]}, "left_chats": {"list": [...]}}``

A message is ``{"id": 7, "type": "message" | "service", "date": "2024-03-05T09:12:00",
"date_unixtime": "1709601120", "from": "Alice", "from_id": "user123", "text": …}``
where ``text`` is a string or a list mixing strings and entities
``{"type": "bold", "text": "…"}``. ``date`` is the exporting computer's
local time without a zone, so ``date_unixtime`` (an exact instant) wins
when present. Service messages (joins, pins, calls) are skipped; media
without a caption become a placeholder such as ``[photo]`` so the moment
is still remembered.

Everyone who writes is a person, so every record has role ``user`` and
the sender's name as speaker; your own messages are also marked
``extra.me``. Who is "you": the full export names its owner
(``personal_information``); in a one-chat export of a personal chat the
chat id is the other person's id; otherwise a sender whose name equals
``--user`` is you. In a personal chat the other person is the record's
character.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from memcli.importers._extra import fail, from_epoch, label, local, parse_iso, text_head
from memcli.importers.base import ImportContext, Sample
from memcli.importers.fields import parts_text
from memcli.importers.json_stream import json_events
from memcli.importers.textio import open_text
from memcli.core.record_types import NewRecord

_CHAT_TYPE = re.compile(
    r'"type"\s*:\s*"(personal_chat|private_group|private_supergroup|public_supergroup|'
    r'private_channel|public_channel|bot_chat|saved_messages)"'
)
_MEDIA = {
    "sticker": "sticker",
    "voice_message": "voice message",
    "video_message": "video message",
    "video_file": "video",
    "audio_file": "audio",
    "animation": "GIF",
}


def entity_text(text: Any) -> str:
    """Telegram's ``text``: a plain string, or a list of strings and ``{type, text}`` entities."""
    return parts_text(text, "")


def media_placeholder(msg: dict[str, Any]) -> str:
    """A short bracketed stand-in for what the message carried besides text."""
    if msg.get("photo"):
        return "[photo]"
    media = msg.get("media_type")
    if isinstance(media, str) and media in _MEDIA:
        label = _MEDIA[media]
        if media == "sticker" and msg.get("sticker_emoji"):
            return f"[sticker {msg['sticker_emoji']}]"
        return f"[{label}]"
    if msg.get("file"):
        name = msg.get("file_name") or Path(str(msg["file"])).name
        return f"[file: {name}]"
    poll = msg.get("poll")
    if isinstance(poll, dict):
        return f"[poll: {poll.get('question', '')}]".replace(": ]", "]")
    if msg.get("location_information"):
        return "[location]"
    if msg.get("contact_information"):
        return "[contact]"
    return ""


class _ChatState:
    """Who a chat is with, which decides speakers, "me" and the character."""

    id: str = ""
    name: str = ""
    kind: str = ""
    personal: bool = False
    other_id: str | None = None
    label: str = ""

    def start(self, chat: dict[str, Any], index: int) -> None:
        self.id = str(chat.get("id", index))
        self.name = str(chat.get("name") or "")
        self.kind = str(chat.get("type") or "")
        self.personal = self.kind in {"personal_chat", "bot_chat"}
        # in a personal chat the chat id is the other person's user id
        self.other_id = f"user{self.id}" if self.personal and self.id.lstrip("-").isdigit() else None
        self.label = self.name or self.id


class TelegramImporter:
    """Telegram Desktop JSON export (single chat or full account)."""

    name = "telegram"
    description = "Telegram Desktop result.json (one chat or the full export's chats.list)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return False
        head = text_head(sample.head).lstrip()
        if not head.startswith("{"):
            return False
        if '"date_unixtime"' in head:
            return True
        if '"personal_information"' in head and '"about"' in head:
            return True
        return '"messages"' in head and bool(_CHAT_TYPE.search(head))

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        owner: str | None = None
        chat: dict[str, Any] = {}  # a one-chat export's own fields, seen before its messages
        single = False
        full = False
        messages = _ChatState()
        events = json_events(open_text(path, ctx.source_label or str(path)), stream_keys=frozenset({"messages"}))
        for event in events:
            if event.kind == "item" and event.key is None:
                fail(name, "", "expected a JSON object (Telegram result.json), not a list")
            if event.kind == "item":  # one message of a one-chat export, streamed
                if not single:
                    single = True
                    messages.start(chat, 1)
                yield from self._message(name, ctx, messages, event.value, event.index + 1, owner)
                continue
            key, value = event.key, event.value
            if key == "personal_information" and isinstance(value, dict) and value.get("user_id") is not None:
                owner = f"user{value['user_id']}"
            elif key in {"chats", "left_chats"}:
                if not isinstance(value, dict) or not isinstance(value.get("list"), list):
                    fail(name, key, "expected an object with a 'list' of chats")
                full = True
                for ci, one in enumerate(value["list"], 1):
                    if not isinstance(one, dict) or not isinstance(one.get("messages"), list):
                        fail(name, f"{key} chat {ci}", "is not an object with a messages list")
                    state = _ChatState()
                    state.start(one, ci)
                    for mi, msg in enumerate(one["messages"], 1):
                        yield from self._message(name, ctx, state, msg, mi, owner)
            elif key == "messages":
                fail(name, "messages", "is not a list")
            else:
                chat[key] = value
        if not single and not full:
            if "type" in chat and "id" in chat:
                return  # a chat whose messages list is empty
            fail(name, "", "neither 'messages' (one chat) nor 'chats.list' (full export) found")

    def _message(
        self,
        name: str,
        ctx: ImportContext,
        chat: _ChatState,
        msg: Any,
        index: int,
        owner: str | None,
    ) -> Iterator[NewRecord]:
        where = f"chat {chat.label} message {index}"
        if not isinstance(msg, dict):
            fail(name, where, "is not an object")
        if "id" in msg:
            where = f"chat {chat.label} message id {msg['id']}"
        if msg.get("type", "message") != "message":
            return  # service messages: joins, pins, calls, title changes
        if "id" not in msg:
            fail(name, where, "has no id")
        when = self._when(name, where, msg, ctx)
        if "text" in msg and not isinstance(msg["text"], (str, list)):
            fail(name, where, "text is neither a string nor a list of entities")
        text = entity_text(msg.get("text"))
        placeholder = media_placeholder(msg)
        if placeholder:
            text = f"{placeholder} {text}".strip()
        if not text.strip():
            return
        sender = msg.get("from")
        sender_name = str(sender).strip() if sender else None
        from_id = str(msg.get("from_id") or "")
        if chat.kind == "saved_messages":
            mine = True
        elif owner is not None:
            mine = from_id == owner
        elif chat.other_id is not None:
            mine = from_id != chat.other_id
        else:
            mine = bool(sender_name) and sender_name.casefold() == ctx.user_id.casefold()
        extra: dict[str, Any] = {"chat": chat.name} if chat.name else {}
        if mine:
            extra["me"] = True
        if msg.get("forwarded_from"):
            extra["forwarded_from"] = msg["forwarded_from"]
        if msg.get("reply_to_message_id") is not None:
            extra["reply_to"] = f"{chat.id}:{msg['reply_to_message_id']}"
        if not sender_name:
            sender_name = ctx.user_id if mine else (chat.name if chat.personal else None)
        yield NewRecord(
            text=text.strip(),
            role="user",
            speaker=sender_name,
            character=ctx.character or (chat.name if chat.personal and chat.name else None),
            session=f"telegram:{chat.id}",
            occurred_at=when,
            source_path=ctx.source_label or name,
            source_format=self.name,
            external_id=f"{chat.id}:{msg['id']}",
            extra=extra,
        )

    @staticmethod
    def _when(name: str, where: str, msg: dict[str, Any], ctx: ImportContext) -> datetime:
        unix = msg.get("date_unixtime")
        if unix not in (None, ""):
            try:
                return from_epoch(unix, millis=False)
            except (TypeError, ValueError, OverflowError):
                fail(name, where, f"date_unixtime {unix!r} is not a Unix time")
        date = msg.get("date")
        if not isinstance(date, str):
            fail(name, where, "has neither date_unixtime nor date")
        try:
            return local(parse_iso(date), ctx.tz)
        except ValueError:
            fail(name, where, f"date {date!r} is not an ISO time")


IMPORTER = TelegramImporter()
