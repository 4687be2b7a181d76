"""ChatGPT data export: ``conversations.json``.

The file is a list of conversations. Each holds a ``mapping`` of nodes
(``{id, message, parent, children}``) forming a tree: editing a message or
regenerating an answer adds a sibling branch. What the user last saw is the
path from ``current_node`` back to the root through ``parent`` links, so
only that path is imported; abandoned branches are not.

Kept: visible ``user`` and ``assistant`` text messages. Skipped: system and
tool messages, messages hidden from the conversation
(``metadata.is_visually_hidden_from_conversation``, e.g. custom
instructions), assistant messages addressed to a tool (``recipient`` other
than ``all``), non-text content (code, browsing, reasoning) and empty text.
The node id is the external id and the conversation id the session, so a
re-import of a later export adds only new messages.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from memcli.core.errors import ImportFormatError
from memcli.importers.base import ImportContext, Sample
from memcli.importers.fields import time_from_value
from memcli.importers.json_stream import json_events, top_level
from memcli.importers.textio import open_text, read_head
from memcli.core.record_types import NewRecord
from memcli.core.textproc import content_hash

_TEXT_TYPES = {None, "text", "multimodal_text"}
_ROLES = {"user", "assistant"}


def _text_of(message: dict[str, Any]) -> str:
    content = message.get("content")
    kind = content.get("content_type") if isinstance(content, dict) else None
    if not isinstance(kind, str) or kind not in _TEXT_TYPES:  # a list or an object here is not text either
        return ""
    parts = content.get("parts")
    pieces: list[str] = []
    if isinstance(parts, list):
        for part in parts:
            if isinstance(part, str):
                pieces.append(part)
            elif isinstance(part, dict) and isinstance(part.get("text"), str):
                pieces.append(part["text"])  # e.g. audio transcriptions
    elif isinstance(content.get("text"), str):
        pieces.append(content["text"])
    return "\n".join(p for p in pieces if p.strip()).strip()


def _current_path(mapping: dict[str, Any], current: Any, where: str) -> list[str]:
    """Node ids from the root to the current node (the branch the user kept)."""
    if not isinstance(current, str) or current not in mapping:
        # no usable current_node: take the most recent leaf, the branch shown last
        leaves = [
            (float((n.get("message") or {}).get("create_time") or 0), nid)
            for nid, n in mapping.items()
            if isinstance(n, dict) and not n.get("children")
        ]
        if not leaves:
            raise ImportFormatError(f"{where}: no current_node and no leaf message to start from")
        current = max(leaves)[1]
    path: list[str] = []
    seen: set[str] = set()
    node_id: Any = current
    while node_id is not None:
        if not isinstance(node_id, str):
            raise ImportFormatError(f"{where}: a parent link is not a node id ({type(node_id).__name__})")
        if node_id in seen:
            raise ImportFormatError(f"{where}: the parent links loop at node {node_id}")
        seen.add(node_id)
        node = mapping.get(node_id)
        if not isinstance(node, dict):
            raise ImportFormatError(f"{where}: node {node_id} is referenced but missing from mapping")
        path.append(node_id)
        node_id = node.get("parent")
    path.reverse()
    return path


def conversation_records(conv: Any, index: int, ctx: ImportContext, name: str, line: int) -> Iterator[NewRecord]:
    """The records of one conversation, oldest first, following ``current_node``."""
    where = f"{name}: conversation {index} (line {line})"
    if not isinstance(conv, dict) or not isinstance(conv.get("mapping"), dict):
        raise ImportFormatError(f"{where}: expected an object with a 'mapping' of messages")
    mapping: dict[str, Any] = conv["mapping"]
    title = conv.get("title") if isinstance(conv.get("title"), str) else ""
    session = conv.get("conversation_id") or conv.get("id")
    if not isinstance(session, str) or not session:
        session = "chatgpt-" + content_hash(title, conv.get("create_time"), len(mapping))[:16]
    where = f"{name}: conversation {session!r}"
    try:
        base = time_from_value(conv.get("create_time"), ctx.tz) if conv.get("create_time") is not None else None
    except ValueError:
        raise ImportFormatError(f"{where}: cannot parse create_time {conv.get('create_time')!r}") from None
    last: datetime | None = base
    for pos, node_id in enumerate(_current_path(mapping, conv.get("current_node"), where)):
        message = mapping[node_id].get("message")
        if not isinstance(message, dict):
            continue
        author = message.get("author") or {}
        role = author.get("role") if isinstance(author, dict) else None
        if not isinstance(role, str) or role not in _ROLES:
            continue  # system, tool (or a role that is not even text: not a message of the chat either)
        metadata = message.get("metadata") or {}
        if isinstance(metadata, dict) and metadata.get("is_visually_hidden_from_conversation"):
            continue
        if message.get("recipient") not in (None, "all"):
            continue  # the assistant calling a tool
        text = _text_of(message)
        if not text:
            continue
        stamp = message.get("create_time")
        time_known = stamp is not None
        if time_known:
            try:
                occurred = time_from_value(stamp, ctx.tz)
            except ValueError:
                raise ImportFormatError(f"{where}: message {node_id}: cannot parse create_time {stamp!r}") from None
        else:
            anchor = last or datetime.fromtimestamp(0, timezone.utc).astimezone(ctx.tz)
            occurred = anchor + timedelta(milliseconds=pos)
        last = occurred
        speaker = None
        if role == "assistant":
            speaker = author.get("name") if isinstance(author.get("name"), str) and author.get("name") else "ChatGPT"
        yield NewRecord(
            text=text,
            role=role,
            speaker=speaker,
            character=ctx.character,
            session=session,
            occurred_at=occurred,
            time_known=time_known,
            source_path=ctx.source_label,
            source_format="chatgpt",
            external_id=node_id,
            extra={"title": title} if title else {},
        )


class ChatGPTImporter:
    name = "chatgpt"
    description = "ChatGPT data export conversations.json (follows current_node; edited branches skipped)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir or top_level(sample.head) not in {"[", "{"}:
            return False
        head = sample.head
        return b'"mapping"' in head and (b'"current_node"' in head or re.search(rb'"children"\s*:', head) is not None)

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        src = open_text(path, ctx.source_label)
        if top_level(read_head(path, 4096)) == "{":
            # a single conversation object: small by nature, assemble its fields
            conv: dict[str, Any] = {}
            for event in json_events(src):
                conv[event.key or ""] = event.value
            yield from conversation_records(conv, 0, ctx, src.name, 1)
            return
        for event in json_events(src, what="conversation"):
            yield from conversation_records(event.value, event.index, ctx, src.name, event.line)


IMPORTER = ChatGPTImporter()
