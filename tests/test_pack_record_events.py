"""An event made of one record alone is shown in a pack as that record, with the turns around it."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from test_context_support import UTC, add_event, add_records, new_store, pack_json, section

from memcli.context.record_items import as_records
from memcli.recall.hits import Hit

NOW = "2024-03-01"


def _hit(kind: str, row_id: int, sources: list[str]) -> Hit:
    return Hit(id=f"{kind[0]}{row_id}", kind=kind, text="", occurred_at="", score=0.5, sources=sources,
               row_id=row_id, occurred_ts=0.0)


def _rec(row_id: int) -> tuple[object, ...]:
    return (row_id, "", None, "user", "s", "", 0.0, "default")


def test_as_records_keeps_places_and_says_each_record_once() -> None:
    hits = [_hit("event", 7, ["r2"]), _hit("record", 5, ["r5"]), _hit("event", 8, ["r3", "r4"]),
            _hit("memory", 9, ["r6"]), _hit("record", 2, ["r2"]), _hit("event", 10, ["r99"])]
    records = {2: _rec(2), 5: _rec(5)}
    out = as_records(hits, records)
    # e7 stands for r2 in its place; the later r2 is not repeated; a several-record event, a memory and an
    # event whose record is gone stay as they are
    assert [(h.id, h.kind, h.row_id, h.sources) for h in out] == [
        ("r2", "record", 2, ["r2"]), ("r5", "record", 5, ["r5"]), ("e8", "event", 8, ["r3", "r4"]),
        ("m9", "memory", 9, ["r6"]), ("e10", "event", 10, ["r99"])]
    assert as_records([], {}) == []


def test_a_one_record_event_hit_brings_its_record_and_turns(tmp_path: Path) -> None:
    home, conn = new_store(tmp_path)
    at = datetime(2024, 2, 20, 19, tzinfo=UTC)
    turns = ["Where did you go on Saturday?", "Up the hill by the river with Dad.", "Sounds lovely, was it windy?"]
    ids = add_records(conn, [{"text": t, "at": at + timedelta(minutes=i), "session": "chat-1",
                              "speaker": "Mia" if i % 2 == 0 else "Lin"} for i, t in enumerate(turns)])
    # the event made of the middle turn alone says "kite"; the turns do not, so recall finds the event only
    add_event(conn, "Lin flew the kite up the hill", ["Lin flew the kite up the hill"], at=at + timedelta(minutes=1),
              sources=[ids[1]])
    pack = pack_json(home, "--budget", "600", "--unit", "bytes", "--now", NOW, "--query", "kite")
    rel = section(pack, "relevant")
    assert rel is not None
    first = rel["items"][0]
    assert first["id"] == f"r{ids[1]}" and first["kind"] == "record"
    assert first["sources"] == [f"r{i}" for i in ids]  # the turn with the turns before and after it
    assert "Up the hill by the river with Dad." in first["text"] and "was it windy?" in first["text"]


def test_context_packs_in_semantic_mode_by_default_and_fast_without_embeddings(tmp_path: Path) -> None:
    """`mem context`'s default is context.mode (semantic); `mem recall`'s stays recall.mode (fast)."""
    home, conn = new_store(tmp_path)
    add_records(conn, [{"text": "We flew the red kite at the beach.", "at": datetime(2024, 2, 20, 19, tzinfo=UTC)}])
    assert pack_json(home, "--query", "kite", "--now", NOW)["mode"] == "semantic"
    assert pack_json(home, "--query", "kite", "--now", NOW, "--mode", "fast")["mode"] == "fast"
    (home / "config.toml").write_text("[embedding]\nenabled = false\n", encoding="utf-8")
    assert pack_json(home, "--query", "kite", "--now", NOW)["mode"] == "fast"  # no model to ask for, no warning
    (home / "config.toml").write_text('[context]\nmode = "fast"\n', encoding="utf-8")
    assert pack_json(home, "--query", "kite", "--now", NOW)["mode"] == "fast"
