"""Packs prefer a stretch of conversation about the question over an isolated line ranked just above it."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from conftest import mem_run
from test_context_support import UTC, add_records, new_store, pack_json, section

from memcli.context.record_items import STRETCH_K, stretch_order
from memcli.recall.fulltext import Hit

NOW = "2024-03-01"


def _hit(kind: str, row_id: int) -> Hit:
    return Hit(id=f"{kind[0]}{row_id}", kind=kind, text="", occurred_at="", score=0.5, sources=[], row_id=row_id,
               occurred_ts=0.0)


def _rec(row_id: int, session: str | None) -> tuple[object, ...]:
    return (row_id, "", None, "user", session, "", 0.0, "default")


def test_stretch_order_lifts_a_hit_whose_neighbouring_turns_are_hits() -> None:
    hits = [_hit("record", 1), _hit("record", 10), _hit("memory", 7), _hit("record", 11), _hit("record", 12)]
    records = {1: _rec(1, "a"), 10: _rec(10, "b"), 11: _rec(11, "b"), 12: _rec(12, "b")}
    order = [h.id for h in stretch_order(hits, records)]
    # r11 sits between two other hits of its session: its worth is 1/(3+K) + 1/(1+K) + 1/(4+K)
    assert order[0] == "r11"
    assert order.index("r10") < order.index("r1")  # r10 has one neighbour among the hits, r1 none
    assert sorted(order) == sorted(h.id for h in hits)  # nothing dropped or doubled


def test_stretch_order_needs_the_same_session_and_keeps_ties_in_recall_order() -> None:
    hits = [_hit("record", 1), _hit("record", 2), _hit("event", 3), _hit("record", 4)]
    # consecutive ids in different sessions (two imports) are not neighbours; no session: no neighbours
    records = {1: _rec(1, "a"), 2: _rec(2, "b"), 4: _rec(4, None)}
    assert [h.id for h in stretch_order(hits, records)] == ["r1", "r2", "e3", "r4"]
    assert stretch_order([], {}) == []
    assert STRETCH_K > 0


def test_pack_shows_the_stretch_before_the_isolated_line(tmp_path: Path) -> None:
    home, conn = new_store(tmp_path)
    base = datetime(2024, 2, 1, 20, tzinfo=UTC)
    # an isolated diary line that names the kite twice ranks first in recall …
    lone = add_records(conn, [{"text": "Kite, kite, kite: the red kite I lost.", "at": base,
                               "session": "diary-2024-02-01"}])[0]
    filler = add_records(conn, [{"text": f"Unrelated note number {i} about groceries.", "at": base + timedelta(days=1, minutes=i),
                                 "session": "notes"} for i in range(12)])
    # … while a conversation three weeks later talks about the kite for three turns in a row
    turns = ["Did you fly the kite on Saturday?", "Yes, the kite went up over the river near the old bridge.",
             "The kite string snapped and Dad ran after it.", "Anyway, what's for dinner?"]
    chat = add_records(conn, [{"text": t, "at": base + timedelta(days=20, minutes=i), "session": "chat-1",
                               "speaker": "Mia" if i % 2 == 0 else "Lin"} for i, t in enumerate(turns)])
    assert filler and len(chat) == 4
    code, out, err = mem_run(home, "recall", "kite", "-n", "4")
    assert code == 0, err
    assert out.split("\t", 1)[0] == f"r{lone}"  # the isolated line leads recall
    pack = pack_json(home, "--budget", "600", "--unit", "bytes", "--now", NOW, "--query", "kite")
    rel = section(pack, "relevant")
    assert rel is not None
    ids = [i["sources"] for i in rel["items"]]
    # the pack opens with the stretch: the middle turn with the turns around it; the isolated line follows
    assert ids[0] == [f"r{chat[0]}", f"r{chat[1]}", f"r{chat[2]}"]
    assert "kite went up over the river" in rel["items"][0]["text"]
    assert [f"r{lone}"] in ids[1:]
