"""OpenAI-style message lists (the shape most companion apps can export).

Accepted shapes, all streamed (a 200 MB file is never loaded whole):

* ``[{"role": …, "content": …}, …]`` — one conversation;
* ``{"messages": [...], "id": …}`` — one conversation with metadata;
* ``[{"messages": [...]}, …]`` — several conversations;
* JSON Lines of either messages or ``{"messages": [...]}`` objects.

``content`` is a string or a list of parts (``{"type": "text", "text": …}``;
image parts are ignored). An optional time is read from the first of
``timestamp``, ``time``, ``created_at``, ``date``, ``create_time`` (epoch
seconds or milliseconds, or a date string; naive times are in the user's
zone). A message without a time gets ``time_known = False`` and the last
known time (else the file's modification time) plus its index in
milliseconds, so order is kept and the content hash stays stable.

``system``/``developer``/``tool``/``function`` messages are skipped, as
are assistant messages that only call tools. Any other message without
text is an error naming its index. The session is the conversation's
``id``/``session``/``session_id``/``conversation_id`` when given, else a
hash of its first three messages (stable across re-imports and file
renames); the external id is the message's ``id`` or ``"{session}:{index}"``.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from memcli.core.errors import ImportFormatError
from memcli.importers.base import ImportContext, Sample
from memcli.importers.fields import time_from_value
from memcli.importers.json_stream import json_events, jsonl_objects, looks_like_jsonl, top_level
from memcli.importers.textio import open_text, read_head, sample_text
from memcli.core.record_types import NewRecord
from memcli.core.textproc import content_hash

TIME_FIELDS = ("timestamp", "time", "created_at", "date", "create_time")
SESSION_FIELDS = ("id", "session", "session_id", "conversation_id")
SKIP_ROLES = {"system", "developer", "tool", "function"}
ROLE_ALIASES = {"human": "user", "ai": "assistant", "bot": "assistant", "model": "assistant", "gpt": "assistant"}
_TEXT_PARTS = {"text", "input_text", "output_text"}
_HASH_HEAD = 3  # messages hashed into a session id when the source gives none


def _text(content: Any) -> str | None:
    """The text of a ``content`` value; None when its shape is not understood."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        pieces: list[str] = []
        for part in content:
            if isinstance(part, str):
                pieces.append(part)
            elif isinstance(part, dict):
                if part.get("type", "text") in _TEXT_PARTS and isinstance(part.get("text"), str):
                    pieces.append(part["text"])
            else:
                return None
        return "\n".join(pieces)
    return None


def _session_from(fields: dict[str, Any]) -> str | None:
    for key in SESSION_FIELDS:
        value = fields.get(key)
        if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value):
            return str(value)
    return None


class _Conversation:
    """Turns one conversation's messages into records, in order."""

    def __init__(self, ctx: ImportContext, name: str, label: str, base: datetime, session: str | None,
                 title: str | None = None) -> None:
        self.ctx = ctx
        self.name = name
        self.label = label  # "conversation 3" or "" for single-conversation files
        self.base = base
        self.session = session
        self.title = title
        self.last: datetime | None = None
        self.pending: list[tuple[int, Any, int]] = []

    def _where(self, index: int, line: int) -> str:
        prefix = f"{self.name}: {self.label + ', ' if self.label else ''}message {index}"
        return f"{prefix} (line {line})" if line else prefix

    def feed(self, index: int, msg: Any, line: int) -> Iterator[NewRecord]:
        if self.session is None:
            self.pending.append((index, msg, line))
            if len(self.pending) < _HASH_HEAD:
                return
            yield from self._release()
            return
        yield from self._one(index, msg, line)

    def finish(self) -> Iterator[NewRecord]:
        if self.session is None:
            yield from self._release()

    def _release(self) -> Iterator[NewRecord]:
        head = [(m.get("role"), m.get("content"), *(m.get(k) for k in TIME_FIELDS)) if isinstance(m, dict) else m
                for _, m, _ in self.pending]
        self.session = "openai-" + content_hash(repr(head))[:16]
        pending, self.pending = self.pending, []
        for index, msg, line in pending:
            yield from self._one(index, msg, line)

    def _one(self, index: int, msg: Any, line: int) -> Iterator[NewRecord]:
        where = self._where(index, line)
        if not isinstance(msg, dict):
            raise ImportFormatError(f"{where}: expected an object with 'role' and 'content'")
        role = msg.get("role")
        if not isinstance(role, str) or not role:
            raise ImportFormatError(f"{where}: has no 'role'")
        role = ROLE_ALIASES.get(role.lower(), role.lower())
        if role in SKIP_ROLES:
            return
        if role not in {"user", "assistant"}:
            raise ImportFormatError(f"{where}: unknown role {msg['role']!r}; expected user or assistant")
        text = _text(msg.get("content", msg.get("text")))
        if text is None:
            raise ImportFormatError(f"{where}: 'content' must be a string or a list of text parts")
        if not text.strip():
            if role == "assistant" and (msg.get("tool_calls") or msg.get("function_call")):
                return  # a tool call, not something said
            raise ImportFormatError(f"{where}: the message has no text")
        stamp = next((msg[k] for k in TIME_FIELDS if msg.get(k) not in (None, "")), None)
        if stamp is not None:
            try:
                occurred = time_from_value(stamp, self.ctx.tz)
            except ValueError:
                field = next(k for k in TIME_FIELDS if msg.get(k) not in (None, ""))
                raise ImportFormatError(f"{where}: cannot parse {field} {stamp!r}") from None
        else:
            occurred = (self.last or self.base) + timedelta(milliseconds=index)
        if stamp is not None:
            self.last = occurred
        ext = msg.get("id")
        external_id = str(ext) if isinstance(ext, (str, int)) and not isinstance(ext, bool) else f"{self.session}:{index}"
        speaker = msg.get("name") if isinstance(msg.get("name"), str) and msg.get("name") else None
        yield NewRecord(
            text=text,
            role=role,
            speaker=speaker,
            character=self.ctx.character,
            session=self.session,
            occurred_at=occurred,
            time_known=stamp is not None,
            source_path=self.ctx.source_label,
            source_format="openai",
            external_id=external_id,
            extra={"title": self.title} if self.title else {},
        )


def _is_message(obj: Any) -> bool:
    return isinstance(obj, dict) and "role" in obj


def _is_conversation(obj: Any) -> bool:
    return isinstance(obj, dict) and isinstance(obj.get("messages"), list)


class OpenAIImporter:
    name = "openai"
    description = "OpenAI-style message lists [{role, content, timestamp?}] as JSON, {messages: [...]} or JSONL"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir or top_level(sample.head) not in {"[", "{"}:
            return False
        text = sample_text(sample.head)
        return '"role"' in text and ('"content"' in text or '"messages"' in text)

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        src = open_text(path, ctx.source_label)
        try:
            base = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).astimezone(ctx.tz)
        except OSError:
            base = datetime.now(ctx.tz)
        head = read_head(path)
        name = src.name

        if looks_like_jsonl(head):
            flat: _Conversation | None = None
            mode = ""
            for lineno, obj in jsonl_objects(src):
                if _is_conversation(obj):
                    if mode == "messages":
                        raise ImportFormatError(f"{name}: line {lineno}: a conversation object among message lines")
                    mode = "conversations"
                    yield from self._conversation(obj, lineno, ctx, name, base, f"line {lineno}")
                else:
                    if not _is_message(obj):
                        raise ImportFormatError(
                            f"{name}: line {lineno}: expected a message with 'role' and 'content' "
                            "or a conversation with a 'messages' list"
                        )
                    if mode == "conversations":
                        raise ImportFormatError(f"{name}: line {lineno}: a message line among conversation lines")
                    mode = "messages"
                    flat = flat or _Conversation(ctx, name, "", base, None)
                    yield from flat.feed(lineno - 1, obj, lineno)
            if flat is not None:
                yield from flat.finish()
            return

        if top_level(head) == "{":
            fields: dict[str, Any] = {}
            conv: _Conversation | None = None
            for event in json_events(src, stream_keys=frozenset({"messages"}), what="message"):
                if event.kind == "field":
                    fields[event.key or ""] = event.value
                    continue
                if conv is None:
                    title = fields.get("title") if isinstance(fields.get("title"), str) else None
                    conv = _Conversation(ctx, name, "", base, _session_from(fields), title)
                yield from conv.feed(event.index, event.value, event.line)
            if conv is None:
                raise ImportFormatError(
                    f"{name}: expected a list of messages or an object with a 'messages' list "
                    f"(found keys: {', '.join(sorted(fields)) or 'none'})"
                )
            yield from conv.finish()
            return

        flat = None
        mode = ""
        for event in json_events(src, what="entry"):
            if _is_conversation(event.value):
                if mode == "messages":
                    raise ImportFormatError(f"{name}: entry {event.index} (line {event.line}): a conversation among messages")
                mode = "conversations"
                yield from self._conversation(event.value, event.line, ctx, name, base, f"conversation {event.index}")
            else:
                if mode == "conversations":
                    raise ImportFormatError(
                        f"{name}: entry {event.index} (line {event.line}): expected a conversation with 'messages'"
                    )
                mode = "messages"
                flat = flat or _Conversation(ctx, name, "", base, None)
                yield from flat.feed(event.index, event.value, event.line)
        if flat is not None:
            yield from flat.finish()

    def _conversation(self, obj: dict[str, Any], line: int, ctx: ImportContext, name: str, base: datetime,
                      label: str) -> Iterator[NewRecord]:
        title = obj.get("title") if isinstance(obj.get("title"), str) else None
        conv = _Conversation(ctx, name, label, base, _session_from(obj), title)
        for index, msg in enumerate(obj["messages"]):
            yield from conv.feed(index, msg, 0)
        yield from conv.finish()


IMPORTER = OpenAIImporter()
