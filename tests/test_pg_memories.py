"""The PostgreSQL memories area against the SQLite one: the same calls leave the same answers.

Needs the SQLite ``memories`` area (#21) to compare with; skipped in a tree without it.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from memcli.core.record_types import NewRecord

pytestmark = pytest.mark.pg


def _exercise(store: Any, user: str) -> dict[str, Any]:
    """Write memories, events and persona through the area; everything the readers then answer."""
    rec = [NewRecord(text=t, occurred_at=datetime(2024, 5, d, 12, tzinfo=timezone.utc), speaker="Lin", session="s1",
                     extra={"me": True} if d == 1 else {})
           for d, t in ((1, "I love hot pot"), (2, "We flew a blue kite"), (3, "我喜欢吃饺子"))]
    with store.transaction():
        ids = store.records.insert(rec, default_user=user).new_ids
    mem = store.memories
    with store.transaction():
        m1 = mem.add_memory(type_="profile", owner="user", user_id=user, character="", topic="food", sub_topic="likes",
                            content="hot pot", importance=60, content_hash="h1", occurred_at="2024-05-01T12:00:00+00:00",
                            occurred_ts=1714564800.0, valid_from_ts=1714564800.0, now_iso="now", sources=[ids[0]])
        m2 = mem.add_memory(type_="agreement", owner="user", user_id=user, character="", topic=None, sub_topic=None,
                            content="call mum on Sundays", importance=70, content_hash="h2",
                            occurred_at="2024-05-02T12:00:00+00:00", occurred_ts=1714651200.0,
                            valid_from_ts=1714651200.0, now_iso="now", sources=[ids[1]])
        mem.change_memory(m1, content="hot pot, 饺子", content_hash="h1b", occurred_at="2024-05-03T12:00:00+00:00",
                          occurred_ts=1714737600.0, now_iso="now", topic="food", sub_topic="likes", sources=[ids[2]])
        mem.supersede_memory(m2, by=None, valid_to_ts=1714737600.0, now_iso="later")
        e1 = mem.add_event(user_id=user, character="", session="s1", occurred_at="2024-05-02T12:00:00+00:00",
                           occurred_ts=1714651200.0, end_ts=1714651300.0, summary="flew a kite", gists=["kite", "蓝色"],
                           tags=["outdoors"], importance=50, content_hash="e1", now_iso="now", record_ids=ids[:2])
        mem.add_persona_version(1, "a curious person", "now")
    lines = mem.record_lines(ids)
    return {
        "status": (mem.memory_status(m1), mem.memory_status(m2), mem.memory_by_hash("h1b")[1], mem.is_forgotten("h1")),
        "sources": (sorted(mem.memory_sources(m1)), mem.sources("event", [e1])),
        "active": [(m.type, m.content, sorted(m.sources)) for m in mem.active_memories(user, "", profile=True)],
        "others": [m.content for m in mem.active_memories(user, "")],
        "profile_lines": mem.profile_lines(user, ""),
        "slots": [{k: v for k, v in d.items() if k != "id"} for d in mem.profile_slots(topic=None, history=True)],
        "events": [{k: v for k, v in d.items() if k != "id"} for d in mem.events(since_ts=None, until_ts=None,
                                                                                 last=5)],
        "event_count": mem.event_count(),
        "persona": (mem.persona_latest(), mem.persona_history()),
        "agreements": [tuple(a)[1:] for a in mem.active_agreements()],
        "slot_lines": [tuple(s)[1:] for s in mem.active_slot_lines()],
        "timeline": [tuple(t)[1:] for t in mem.timeline_page(None, 5)],
        "records": [tuple(v)[1:] for _k, v in sorted(lines.items())],
        "recent": [tuple(r)[1:] for r in mem.recent_record_lines(0.0, 2e9, 10)],
        "neighbours": {k: ([tuple(r)[1] for r in a], [tuple(r)[1] for r in b])
                       for k, (a, b) in mem.session_neighbours(list(lines.values()), 1).items()},
        "speakers": mem.session_speakers(["s1"]),
        "live": sorted(mem.live_records(ids)),
        "indexed": (store.fulltext.totals("memory")[0], store.fulltext.totals("event")[0],
                    [b for _i, b, _n in store.fulltext.bodies("memory", [m1, m2])]),
    }


def test_memories_answer_alike_on_both_backends(pg_url: str, tmp_path: Path) -> None:
    pytest.importorskip("memcli.store.sqlite.memories.area", reason="the SQLite memories area (#21) is not in this tree")
    from memcli.recall.stem import porter
    from memcli.api.session import State
    from memcli.store.postgres.store import PostgresStore

    state = State(home=tmp_path / "lite")
    pg = PostgresStore(pg_url, tmp_path, user="default", stem=porter)
    try:
        want = _exercise(state.store(), "default")
        got = _exercise(pg, "default")
        assert got == want
        assert want["status"] == ("active", "superseded", "active", False) and want["indexed"][:2] == (1, 1)
    finally:
        state.close()
        pg.close()
