"""Turning a conversation into a pack query (``mem context --chats FILE``).

A chat front end already holds the conversation as an OpenAI-style message
list; the last few messages (``context.chats_messages``) are what the next
reply is about, so their text, joined, is the query.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memcli.core.errors import MemError
from memcli.importers.fields import parts_text


def _content_text(content: Any) -> str:
    """Message content: a string, or a list of parts (``{"type": "text", "text": …}``)."""
    return parts_text(content, " ")


def messages_from_json(data: Any, where: str) -> list[dict[str, Any]]:
    """Accept ``[{role, content}, …]`` or ``{"messages": [...]}``."""
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        data = data["messages"]
    if not isinstance(data, list):
        raise MemError(f"{where}: expected a JSON list of messages like [{{\"role\": \"user\", \"content\": \"…\"}}]")
    out = []
    for n, msg in enumerate(data):
        if not isinstance(msg, dict) or "content" not in msg:
            raise MemError(f"{where}: message {n} is not an object with 'role' and 'content'")
        out.append(msg)
    return out


def query_from_messages(messages: list[dict[str, Any]], last: int) -> str:
    """The last *last* messages' texts (system messages skipped), one per line."""
    texts = []
    for msg in messages:
        if msg.get("role") == "system":
            continue
        text = _content_text(msg.get("content")).strip()
        if text:
            texts.append(text)
    return "\n".join(texts[-last:]) if last > 0 else ""


def read_user_text(path: str, hint: str) -> str:
    """A user-named UTF-8 text file, or one clear MemError ending with *hint*."""
    p = Path(path).expanduser()
    if not p.is_file():
        raise MemError(f"{path}: no such file; {hint}")
    try:
        return p.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise MemError(f"{path}: not UTF-8 text; {hint}") from None
    except OSError as exc:
        raise MemError(f"{path}: cannot read ({exc.strerror})") from None


def query_from_chats_file(path: str, last: int, stdin_text: str | None = None) -> str:
    """Read a message list from *path* (``-`` = stdin) and build the query."""
    where = "stdin" if path == "-" else path
    raw = (stdin_text or "") if path == "-" else read_user_text(path, "--chats takes a JSON message list")
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise MemError(f"{where}: not valid JSON ({exc})") from None
    return query_from_messages(messages_from_json(data, where), last)
