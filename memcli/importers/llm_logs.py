"""Simon Willison's ``llm`` CLI log database (``llm logs path`` → ``logs.db``).

Two generations of tables may be present, even in one file:

* **legacy** (llm ≤ 0.31): ``responses(id, model, prompt, system, response,
  conversation_id, datetime_utc, …)`` with ``conversations(id, name, model)``.
  Each row becomes a user record (``prompt``) and an assistant record
  (``response``).
* **message store** (llm ≥ 0.32): content-addressed ``messages(hash,
  parent_hash, role)`` chained by parent, ``parts(message_hash, position,
  type, text, payload)``, ``threads(id, name, tip_message_hash)`` and
  ``turns(id, thread_id, parent_message_hash, tip_message_hash, model,
  datetime_utc)``. A turn's new messages are found by walking back from
  its ``tip_message_hash`` until a message an earlier turn already
  produced; each message is imported once, dated by the turn that first
  logged it, with the message hash as its external id. Turns that share
  an id with a legacy response (the dual-write era) are not imported twice.

Only what was said is kept: text parts (fragment references resolve to
their literal text only, since a fragment is usually a pasted document),
no system prompts, reasoning or tool traffic. The file is never
modified: rows are read from a private snapshot of its committed state
(see :func:`memcli.importers._extra.sqlite_snapshot`), and only from
ordinary tables of the expected schema, never from views.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from memcli.importers._extra import Watchdog, ensure_index, fail, label, local, open_sqlite_readonly, parse_iso
from memcli.importers._extra import real_tables
from memcli.importers._extra import sqlite_snapshot, sqlite_tables
from memcli.store import foreign
from memcli.importers.base import ImportContext, Sample
from memcli.core.record_types import NewRecord

_SQLITE_MAGIC = b"SQLite format 3\x00"
_NEW_TABLES = {"messages", "parts", "threads", "turns"}
# the tables and columns read; nothing else in the file is ever queried
_WANTED: dict[str, set[str]] = {
    "responses": {"id", "model", "prompt", "response", "conversation_id", "datetime_utc"},
    "messages": {"hash", "parent_hash", "role"},
    "parts": {"message_hash", "position", "type", "text", "payload"},
    "threads": {"id"},
    "turns": {"id", "thread_id", "tip_message_hash", "model", "datetime_utc"},
}


def _rows(conn: foreign.Connection, watchdog: Watchdog, sql: str, params: tuple[Any, ...] = ()) -> Iterator[foreign.Row]:
    for row in foreign.rows(conn, sql, params):
        watchdog.tick()
        yield row


def _layouts(tables: dict[str, set[str]]) -> tuple[bool, bool]:
    legacy = {"prompt", "response", "datetime_utc"} <= tables.get("responses", set())
    new = _NEW_TABLES <= tables.keys() and {"hash", "parent_hash", "role"} <= tables["messages"]
    return legacy, new


def _utc(text: Any, tz: Any) -> datetime | None:
    """llm's ``datetime_utc``: ISO, naive meaning UTC (older rows) or with ``+00:00``."""
    if not isinstance(text, str) or not text.strip():
        return None
    try:
        dt = parse_iso(text.strip().replace(" ", "T", 1))
    except ValueError:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return local(dt, tz)


class LlmLogsImporter:
    """``llm`` logs.db (legacy responses table and the newer message store)."""

    name = "llm"
    description = "llm CLI logs.db (responses table, or threads/turns/messages/parts)"
    accepts_binary = True  # an SQLite file, opened read-only

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir or not sample.head.startswith(_SQLITE_MAGIC):
            return False
        try:
            conn = open_sqlite_readonly(sample.path, str(sample.path))
        except Exception:
            return False
        try:
            return any(_layouts(sqlite_tables(conn)))
        finally:
            conn.close()

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        with path.open("rb") as fh:
            if fh.read(16) != _SQLITE_MAGIC:
                fail(name, "", "not a SQLite database (expected llm's logs.db)")
        with sqlite_snapshot(path, name) as (conn, watchdog):
            try:
                legacy, new = _layouts(real_tables(conn, name, _WANTED))
                if not legacy and not new:
                    fail(name, "", "no llm log tables (responses, or threads/turns/messages/parts)")
                if new:
                    ensure_index(conn, "messages", ("hash",))
                    ensure_index(conn, "parts", ("message_hash",))
                turn_ids: set[str] = set()
                if new:
                    # every turn shadows the legacy row with its id (the dual-write era)
                    turn_ids = {str(r[0]) for r in _rows(conn, watchdog, "SELECT id FROM turns")}
                    yield from self._message_store(name, conn, watchdog, ctx)
                if legacy:
                    yield from self._legacy(name, conn, watchdog, ctx, turn_ids)
            except foreign.DataError as exc:
                fail(name, "", f"a value is too big to import ({exc}; the limit is import.max_entry_chars)")
            except foreign.DatabaseError as exc:
                if watchdog.tripped:
                    fail(name, "", "stopped reading: a query of the llm log tables ran away (the file looks "
                         "crafted or damaged; `sqlite3 FILE 'PRAGMA integrity_check'` may tell)")
                if "too big" in str(exc):
                    fail(name, "", f"a value is too big to import ({exc}; the limit is import.max_entry_chars)")
                fail(name, "", f"cannot read the llm log tables ({exc})")

    # -- legacy: one row per prompt/response --------------------------------------------

    def _legacy(
        self, name: str, conn: foreign.Connection, watchdog: Watchdog, ctx: ImportContext, skip: set[str]
    ) -> Iterator[NewRecord]:
        source = ctx.source_label or name
        rows = _rows(
            conn, watchdog,
            "SELECT id, model, prompt, response, conversation_id, datetime_utc FROM responses ORDER BY datetime_utc, id",
        )
        for row in rows:
            rid = str(row["id"])
            if rid in skip:
                continue
            where = f"responses row {rid}"
            when = _utc(row["datetime_utc"], ctx.tz)
            if when is None:
                fail(name, where, f"datetime_utc {row['datetime_utc']!r} is not an ISO time")
            session = str(row["conversation_id"] or rid)
            model = str(row["model"] or "") or None
            for role, column in (("user", "prompt"), ("assistant", "response")):
                text = row[column]
                if text is None or not str(text).strip():
                    continue
                yield NewRecord(
                    text=str(text).strip(),
                    role=role,
                    speaker=model if role == "assistant" else None,
                    character=ctx.character,
                    session=session,
                    occurred_at=when,
                    source_path=source,
                    source_format=self.name,
                    external_id=f"{rid}:{column}",
                    extra={"model": model} if model else {},
                )

    # -- message store: walk each turn's new messages ------------------------------------

    def _message_store(
        self, name: str, conn: foreign.Connection, watchdog: Watchdog, ctx: ImportContext
    ) -> Iterator[NewRecord]:
        source = ctx.source_label or name
        seen: set[str] = set()
        turns = _rows(
            conn, watchdog,
            "SELECT id, thread_id, tip_message_hash, model, datetime_utc FROM turns ORDER BY datetime_utc, id",
        )
        for turn in turns:
            turn_id = str(turn["id"])
            where = f"turn {turn_id}"
            when = _utc(turn["datetime_utc"], ctx.tz)
            if when is None:
                fail(name, where, f"datetime_utc {turn['datetime_utc']!r} is not an ISO time")
            chain: list[foreign.Row] = []
            current = turn["tip_message_hash"]
            steps = 0
            while current is not None and current not in seen:
                msg = next(_rows(conn, watchdog, "SELECT hash, parent_hash, role FROM messages WHERE hash = ?",
                                 (current,)), None)
                if msg is None:
                    fail(name, where, f"refers to message {current} which is not in the messages table")
                chain.append(msg)
                seen.add(str(current))
                current = msg["parent_hash"]
                steps += 1
                if steps > 1_000_000:
                    fail(name, where, "message chain does not end (a parent loop?)")
            model = str(turn["model"] or "") or None
            session = str(turn["thread_id"] or turn_id)
            for msg in reversed(chain):
                role = str(msg["role"] or "")
                if role not in {"user", "assistant"}:
                    continue  # system prompts and tool messages are not what was said
                text = self._message_text(name, conn, watchdog, str(msg["hash"]))
                if not text.strip():
                    continue
                yield NewRecord(
                    text=text.strip(),
                    role=role,
                    speaker=model if role == "assistant" else None,
                    character=ctx.character,
                    session=session,
                    occurred_at=when,
                    source_path=source,
                    source_format=self.name,
                    external_id=str(msg["hash"]),
                    extra={"model": model, "turn": turn_id} if model else {"turn": turn_id},
                )

    @staticmethod
    def _message_text(name: str, conn: foreign.Connection, watchdog: Watchdog, message_hash: str) -> str:
        pieces: list[str] = []
        for part in _rows(
            conn, watchdog,
            "SELECT position, type, text, payload FROM parts WHERE message_hash = ? ORDER BY position",
            (message_hash,),
        ):
            if (part["type"] or "text") != "text":
                continue
            if part["text"] is not None:
                pieces.append(str(part["text"]))
                continue
            payload = part["payload"]
            if not payload:
                continue
            try:
                data = json.loads(payload)
            except ValueError:
                fail(name, f"message {message_hash} part {part['position']}", "payload is not JSON")
            refs = data.get("text_ref") if isinstance(data, dict) else None
            if isinstance(refs, list):
                pieces.append("".join(str(r.get("literal", "")) for r in refs if isinstance(r, dict)))
            elif isinstance(data, dict) and isinstance(data.get("text"), str):
                pieces.append(data["text"])
        return "\n\n".join(p for p in pieces if p.strip())


IMPORTER = LlmLogsImporter()
