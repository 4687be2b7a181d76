"""The memories area on each backend: the same calls leave the same answers (memories, events, persona, the
lines a pack reads), and one user's never reach another's."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from backends import Backend
from memcli.core.record_types import NewRecord


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


EXPECTED: dict[str, Any] = {
    "status": ("active", "superseded", "active", False),
    "sources": ([1, 3], {1: [1, 2]}),
    "active": [("profile", "hot pot, 饺子", [])],
    "others": [],
    "profile_lines": [("food", "likes", "hot pot, 饺子")],
    "slots": [{"type": "profile", "owner": "user", "user_id": "default", "character": "", "topic": "food",
               "sub_topic": "likes", "content": "hot pot, 饺子", "importance": 60, "content_hash": "h1b",
               "status": "active", "occurred_at": "2024-05-03T12:00:00+00:00", "occurred_ts": 1714737600.0,
               "valid_from_ts": 1714564800.0, "valid_to_ts": None, "created_at": "now", "updated_at": "now",
               "superseded_by": None, "usage_count": 0, "last_used_ts": None}],
    "events": [{"user_id": "default", "character": "", "session": "s1", "occurred_at": "2024-05-02T12:00:00+00:00",
                "occurred_ts": 1714651200.0, "end_ts": 1714651300.0, "summary": "flew a kite",
                "gists": '["kite", "蓝色"]', "tags": '["outdoors"]', "importance": 50, "content_hash": "e1",
                "created_at": "now"}],
    "event_count": 1,
    "persona": ({"version": 1, "text": "a curious person", "created_at": "now"},
                [{"version": 1, "text": "a curious person", "created_at": "now"}]),
    "agreements": [],  # the agreement was superseded
    "slot_lines": [("food", "likes", "hot pot, 饺子", "2024-05-03T12:00:00+00:00")],
    "timeline": [("2024-05-02T12:00:00+00:00", 1714651200.0, "flew a kite", '["kite", "蓝色"]')],
    "records": [("I love hot pot", "Lin", "user", "s1", "2024-05-01T12:00:00+00:00", 1714564800.0, "default"),
                ("We flew a blue kite", "Lin", "user", "s1", "2024-05-02T12:00:00+00:00", 1714651200.0, "default"),
                ("我喜欢吃饺子", "Lin", "user", "s1", "2024-05-03T12:00:00+00:00", 1714737600.0, "default")],
    "recent": [("我喜欢吃饺子", "Lin", "user", "s1", "2024-05-03T12:00:00+00:00", 1714737600.0, "default"),
               ("We flew a blue kite", "Lin", "user", "s1", "2024-05-02T12:00:00+00:00", 1714651200.0, "default"),
               ("I love hot pot", "Lin", "user", "s1", "2024-05-01T12:00:00+00:00", 1714564800.0, "default")],
    "neighbours": {1: ([], ["We flew a blue kite"]), 2: (["I love hot pot"], ["我喜欢吃饺子"]),
                   3: (["We flew a blue kite"], [])},
    "speakers": {"s1": {"lin": True}},
    "live": [1, 2, 3],
    "indexed": (1, 1, ["hot pot , 饺子 food likes food likes food likes \U000f657a \U000f2750"]),
}
"""What the calls of :func:`_exercise` leave, on either backend."""


def test_memories_area_answers(backend: Backend) -> None:
    got = _exercise(backend.open(), "default")
    assert got == EXPECTED


def test_the_memories_of_another_user_stay_theirs(backend: Backend) -> None:
    """Two users of one store: each one's reads (profile, timeline, pack lines, read) see only their own."""
    ann, bob = backend.open("ann"), backend.open("bob")
    _exercise(ann, "ann")
    assert bob.memories.profile_slots(topic=None, history=True) == []
    assert bob.memories.events(since_ts=None, until_ts=None, last=None) == [] and bob.memories.event_count() == 0
    assert bob.memories.active_slot_lines() == [] and bob.memories.timeline_page(None, 5) == []
    assert bob.memories.recent_record_lines(0.0, 2e9, 10) == [] and bob.memories.record_lines([1, 2, 3]) == {}
    assert bob.memories.memory_lines([1, 2]) == {} and bob.memories.event_lines([1]) == {}
    assert bob.memories.item_in_full("memory", 1) is None and bob.memories.item_in_full("event", 1) is None
    assert bob.memories.profile_users_and_topics() == []
    assert ann.memories.profile_users_and_topics() == [("ann", "food")]
    assert [s["content"] for s in ann.memories.profile_slots(topic=None, history=False)] == ["hot pot, 饺子"]
