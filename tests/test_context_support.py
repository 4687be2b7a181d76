"""Helpers shared by the context/persona/hybrid tests (no tests here).

Stores are real SQLite files under tmp_path. Records go in through the real
insert path; distilled rows (profile slots, agreements, events) are written
with plain SQL, as a flush would leave them, so these tests do not depend on
the distiller's heuristics.
"""

from __future__ import annotations

import itertools
import json
import sqlite3
from collections.abc import Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any


from conftest import mem_run, seed_empty_store
from memcli.core.record_types import NewRecord
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.records import insert_records
from memcli.core.textproc import segment

UTC = timezone.utc
T0 = datetime(2015, 1, 1, 9, 0, tzinfo=UTC)
_SERIAL = itertools.count()  # keeps test rows' content hashes unique even for equal content




def new_store(tmp_path: Path, name: str = "home") -> tuple[Path, sqlite3.Connection]:
    home = tmp_path / name
    seed_empty_store(home)
    conn = connect(home)
    return home, conn


def add_records(conn: sqlite3.Connection, rows: Sequence[dict[str, Any]]) -> list[int]:
    """Insert records: each dict has text, at (datetime) and optional speaker/session/role/cues."""
    recs = [
        NewRecord(
            text=r["text"],
            role=r.get("role", "user"),
            speaker=r.get("speaker"),
            session=r.get("session"),
            occurred_at=r["at"],
            external_id=r.get("external_id"),
            cues=r.get("cues", []),
            tags=r.get("tags", []),
        )
        for r in rows
    ]
    with transaction(conn):
        result = insert_records(conn, recs, default_user="default")
    return result.new_ids


def add_memory(
    conn: sqlite3.Connection,
    content: str,
    *,
    type: str = "fact",
    topic: str | None = None,
    sub_topic: str | None = None,
    at: datetime = T0,
    importance: int = 50,
    sources: Sequence[int] = (),
    status: str = "active",
) -> int:
    """One memory row with its sources and full-text row, as a flush writes it."""
    iso = at.isoformat()
    with transaction(conn):
        cur = conn.execute(
            """INSERT INTO memories(type, user_id, topic, sub_topic, content, importance, content_hash,
                   status, occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
               VALUES (?, 'default', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                type, topic, sub_topic, content, importance,
                f"test-memory-{next(_SERIAL)}", status,
                iso, at.timestamp(), at.timestamp(), iso, iso,
            ),
        )
        mid = int(cur.lastrowid or 0)
        for rid in sources:
            conn.execute("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", (mid, rid))
        body = " ".join(x for x in (segment(content), topic or "", sub_topic or "") if x)
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, body))
    return mid


def add_event(
    conn: sqlite3.Connection,
    summary: str,
    gists: Sequence[str],
    *,
    at: datetime,
    importance: int = 50,
    sources: Sequence[int] = (),
    tags: Sequence[str] = (),
) -> int:
    iso = at.isoformat()
    with transaction(conn):
        cur = conn.execute(
            """INSERT INTO events(user_id, occurred_at, occurred_ts, end_ts, summary, gists, tags,
                   importance, content_hash, created_at)
               VALUES ('default', ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                iso, at.timestamp(), at.timestamp(), summary,
                json.dumps(list(gists), ensure_ascii=False), json.dumps(list(tags), ensure_ascii=False),
                importance, f"test-event-{next(_SERIAL)}", iso,
            ),
        )
        eid = int(cur.lastrowid or 0)
        for rid in sources:
            conn.execute("INSERT INTO event_sources(event_id, record_id) VALUES (?, ?)", (eid, rid))
        conn.execute(
            "INSERT INTO events_fts(rowid, body) VALUES (?, ?)",
            (eid, " ".join(segment(x) for x in [summary, *gists])),
        )
    return eid


def life_store(tmp_path: Path, name: str = "home") -> tuple[Path, sqlite3.Connection]:
    """A small bilingual life: profile, an agreement, events across years, chats and a diary."""
    home, conn = new_store(tmp_path, name)
    diary = add_records(
        conn,
        [
            {"text": "那次我们一起在海边放了蓝色风筝，风很大。", "at": datetime(2010, 6, 1, 10, tzinfo=UTC)},
            {"text": "Started my new job as a software engineer at Lumen.", "at": datetime(2021, 3, 1, 9, tzinfo=UTC)},
            {"text": "我对花生过敏，吃了一点就不舒服。", "at": datetime(2022, 5, 2, 20, tzinfo=UTC)},
        ],
    )
    chat = add_records(
        conn,
        [
            {"text": "How was your weekend?", "speaker": "Mia", "session": "c1",
             "at": datetime(2023, 9, 2, 18, 0, tzinfo=UTC)},
            {"text": "We went hiking on Mount Tai and watched the sunrise.", "speaker": "Lin", "session": "c1",
             "at": datetime(2023, 9, 2, 18, 1, tzinfo=UTC)},
            {"text": "That sounds wonderful, did you take photos?", "speaker": "Mia", "session": "c1",
             "at": datetime(2023, 9, 2, 18, 2, tzinfo=UTC)},
            {"text": "Yes, dozens. My legs still hurt though.", "speaker": "Lin", "session": "c1",
             "at": datetime(2023, 9, 2, 18, 3, tzinfo=UTC)},
        ],
    )
    add_memory(conn, "林小雨", type="profile", topic="basic_info", sub_topic="name", sources=[diary[0]])
    add_memory(conn, "software engineer at Lumen", type="profile", topic="work", sub_topic="title",
               at=datetime(2021, 3, 1, tzinfo=UTC), sources=[diary[1]])
    add_memory(conn, "花生过敏", type="profile", topic="health", sub_topic="allergy",
               at=datetime(2022, 5, 2, tzinfo=UTC), sources=[diary[2]])
    add_memory(conn, "hiking, kites", type="profile", topic="interest", sub_topic="hobbies",
               at=datetime(2023, 9, 2, tzinfo=UTC), sources=[chat[1]])
    add_memory(conn, "我们说好每周日一起去爬山", type="agreement", at=datetime(2023, 9, 3, tzinfo=UTC),
               importance=70, sources=[chat[1]])
    add_event(conn, "在海边放蓝色风筝，风很大。", ["放了蓝色风筝"], at=datetime(2010, 6, 1, tzinfo=UTC),
              sources=[diary[0]])
    add_event(conn, "Started a new job as a software engineer at Lumen; first week went well.",
              ["new job at Lumen"], at=datetime(2021, 3, 1, tzinfo=UTC), sources=[diary[1]])
    add_event(conn, "Hiked Mount Tai with friends and watched the sunrise from the top.",
              ["hiked Mount Tai", "watched the sunrise"], at=datetime(2023, 9, 2, tzinfo=UTC),
              sources=chat)
    return home, conn


def pack_json(home: Path, *args: str, input: str | None = None) -> dict[str, Any]:
    code, out, err = mem_run(home, "context", *args, "--json", input=input)
    assert code == 0, err
    return json.loads(out)


def section(pack: dict[str, Any], name: str) -> dict[str, Any] | None:
    for sec in pack["sections"]:
        if sec["name"] == name:
            return sec
    return None


def before_section(text: str, *title_prefixes: str) -> str:
    """The printed text up to (not including) the first line starting with any of *title_prefixes*."""
    out = []
    for line in text.splitlines(keepends=True):
        if line.startswith(title_prefixes):
            break
        out.append(line)
    return "".join(out)


__all__ = [
    "T0", "UTC", "add_event", "add_memory", "add_records", "before_section", "life_store", "mem",
    "new_store", "pack_json", "section", "timedelta",
]


def plan_store(tmp: Path, plan: dict[str, Any]) -> tuple[Path, sqlite3.Connection]:
    """A store from a hypothesis *plan*: records (text, day, session), profile slots, agreements, events, persona."""
    base = datetime(2014, 1, 1, tzinfo=UTC)
    home, conn = new_store(tmp)
    recs = [
        {"text": t or "·", "at": base + timedelta(days=d), "session": s, "speaker": "Ann" if d % 2 else None}
        for t, d, s in plan["records"]
    ]
    if recs:
        add_records(conn, recs)
    for n, (topic, content) in enumerate(plan["profile"]):
        add_memory(conn, content or "x", type="profile", topic=topic, sub_topic=f"s{n}", sources=[1])
    for content in plan.get("agreements", []):
        add_memory(conn, content or "y", type="agreement", at=base)
    for n, (summary, gists, d) in enumerate(plan["events"]):
        add_event(conn, summary + f" #{n}", gists, at=base + timedelta(days=d))
    if plan.get("persona") and plan["persona"].strip():
        from memcli.context.persona import set_persona

        from memcli.store.sqlite.store import SqliteStore

        set_persona(SqliteStore(conn, home), plan["persona"])
    return home, conn
