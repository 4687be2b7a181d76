"""Claude.ai data export: ``conversations.json``.

The export is a JSON list of conversations::

    [{"uuid": "…", "name": "Trip planning", "created_at": "2024-03-05T01:12:00.123Z",
      "chat_messages": [{"uuid": "…", "sender": "human" | "assistant",
                         "text": "…", "content": [{"type": "text", "text": "…"}, …],
                         "created_at": "…",
                         "attachments": [{"file_name": "notes.txt", "extracted_content": "…"}],
                         "files": [{"file_name": "photo.png"}]}]}]

Newer exports carry the message body in ``content`` blocks (text, thinking,
tool use, …) and may leave ``text`` empty; only ``text`` blocks are what
was said, so those win when present. Text extracted from attachments is
kept as separate records so it can be recalled on its own without
drowning the message that carried it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memcli.importers._extra import fail, label, local, parse_iso, text_head
from memcli.importers.base import ImportContext, Sample
from memcli.importers.json_stream import json_events
from memcli.importers.textio import open_text
from memcli.core.record_types import NewRecord

_ROLES = {"human": "user", "assistant": "assistant"}


class ClaudeImporter:
    """Claude.ai ``conversations.json`` (from Settings → Export data)."""

    name = "claude"
    description = "Claude.ai export conversations.json (chat_messages, content blocks, attachments)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return False
        head = text_head(sample.head).lstrip()
        return head.startswith("[") and '"chat_messages"' in head and '"uuid"' in head

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        # conversations are streamed one at a time: exports of years of chats stay in bounded memory
        for event in json_events(open_text(path, ctx.source_label or str(path)), what="conversation"):
            if event.kind != "item" or event.key is not None:
                fail(name, "", "expected a list of conversations (Claude conversations.json)")
            ci, conv = event.index + 1, event.value
            if not isinstance(conv, dict) or not isinstance(conv.get("chat_messages"), list):
                fail(name, f"conversation {ci} (line {event.line})", "is not an object with a chat_messages list")
            conv_id = str(conv.get("uuid") or f"conversation-{ci}")
            title = str(conv.get("name") or "")
            conv_time = conv.get("created_at")
            for mi, msg in enumerate(conv["chat_messages"], 1):
                where = f"conversation {conv_id} message {mi}"
                yield from self._message(name, ctx, msg, where, conv_id, title, conv_time)

    def _message(
        self,
        name: str,
        ctx: ImportContext,
        msg: Any,
        where: str,
        conv_id: str,
        title: str,
        conv_time: Any,
    ) -> Iterator[NewRecord]:
        if not isinstance(msg, dict):
            fail(name, where, "is not an object")
        msg_id = str(msg.get("uuid") or "") or None
        if msg_id:
            where = f"{where} ({msg_id})"
        sender = msg.get("sender")
        if not isinstance(sender, str) or sender not in _ROLES:
            fail(name, where, f"sender must be 'human' or 'assistant', got {sender!r}")
        role = _ROLES[sender]
        stamp = msg.get("created_at") or conv_time
        if not isinstance(stamp, str):
            fail(name, where, "has no created_at time")
        try:
            when = local(parse_iso(stamp), ctx.tz)
        except ValueError:
            fail(name, where, f"created_at {stamp!r} is not an ISO time")
        text = _message_text(msg)
        if text is None:
            fail(name, where, "has neither text nor content blocks")
        listed = msg.get("files") or []
        if not isinstance(listed, list):
            fail(name, where, "files is not a list")
        files = [str(f.get("file_name")) for f in listed if isinstance(f, dict) and f.get("file_name")]
        if not text.strip() and files:
            text = " ".join(f"[file: {file}]" for file in files)
        common: dict[str, Any] = {
            "role": role,
            "speaker": "Claude" if role == "assistant" else None,
            "character": ctx.character,
            "session": conv_id,
            "occurred_at": when,
            "source_path": ctx.source_label or name,
            "source_format": self.name,
        }
        extra: dict[str, Any] = {"conversation": title} if title else {}
        if text.strip():
            yield NewRecord(text=text.strip(), external_id=msg_id, extra=extra, **common)
        attachments = msg.get("attachments") or []
        if not isinstance(attachments, list):
            fail(name, where, "attachments is not a list")
        for ai, att in enumerate(attachments, 1):
            if not isinstance(att, dict):
                fail(name, f"{where} attachment {ai}", "is not an object")
            content = att.get("extracted_content")
            if not isinstance(content, str) or not content.strip():
                continue
            file_name = str(att.get("file_name") or f"attachment {ai}")
            yield NewRecord(
                text=f"[attachment: {file_name}]\n{content.strip()}",
                external_id=f"{msg_id or where}:attachment:{ai}",
                extra={**extra, "attachment": file_name},
                **common,
            )


def _message_text(msg: dict[str, Any]) -> str | None:
    """The words of a message: ``text`` blocks of ``content`` if any, else ``text``."""
    content = msg.get("content")
    if isinstance(content, list):
        blocks = [
            str(b.get("text") or "")
            for b in content
            if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
        ]
        joined = "\n\n".join(b for b in blocks if b.strip())
        if joined.strip():
            return joined
    text = msg.get("text")
    if isinstance(text, str):
        return text
    if isinstance(content, list):
        return ""
    return None


IMPORTER = ClaudeImporter()
