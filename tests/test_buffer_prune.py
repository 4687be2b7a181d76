"""Distilled records leave the buffer: a flush deletes their rows, "no row" reads as done everywhere.

Schema 4 (m004) drops the 'done' rows older stores kept forever (one per
record, ~70 MB at 1M records). These tests drive the real CLI on real
stores: a flush leaves no done rows, a second flush distils nothing again,
export → import round trips keep "distilled" and "pending" apart, an older
export's "done" state imports as no row, and the migration prunes.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from conftest import mem_run

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"


def _cfg(home: Path) -> None:
    r = mem_run(home, "config", "set", "embedding.enabled", "false")
    assert r.exit_code == 0, r.output


def _record(home: Path, text: str, at: str) -> int:
    r = mem_run(home, "record", text, "--at", at, "--json")
    assert r.exit_code == 0, r.output
    return int(json.loads(r.stdout)["id"][1:])


def _flush(home: Path) -> dict:
    r = mem_run(home, "flush", "--json", "--no-llm")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _q(home: Path, sql: str) -> list[tuple]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return [tuple(r) for r in conn.execute(sql)]
    finally:
        conn.close()


def _derived(home: Path) -> dict[str, list[tuple]]:
    return {
        "memories": _q(home, "SELECT id, type, content, status FROM memories ORDER BY id"),
        "memory_sources": _q(home, "SELECT * FROM memory_sources ORDER BY 1, 2"),
        "events": _q(home, "SELECT id, summary FROM events ORDER BY id"),
        "event_sources": _q(home, "SELECT * FROM event_sources ORDER BY 1, 2"),
    }


def _stats(home: Path) -> dict:
    r = mem_run(home, "stats", "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_a_flush_leaves_no_done_rows_and_a_second_flush_distils_nothing(home: Path) -> None:
    _cfg(home)
    a = _record(home, "我叫林小雨，住在杭州。", "2024-03-01T10:00:00+08:00")
    b = _record(home, "我们说好周六一起去爬山。", "2024-03-01T10:05:00+08:00")
    assert _q(home, "SELECT record_id, status FROM buffer ORDER BY 1") == [(a, "idle"), (b, "idle")]
    assert _stats(home)["pending"] == 2

    first = _flush(home)
    assert first["processed"] == 2
    assert _q(home, "SELECT COUNT(*) FROM buffer") == [(0,)]  # distilled: no row at all, not a 'done' one
    assert _stats(home)["pending"] == 0
    derived = _derived(home)
    assert derived["events"] and derived["memories"]

    again = _flush(home)
    assert again["processed"] == 0
    assert _derived(home) == derived  # nothing distilled twice
    # a new record is the only thing the next flush takes
    c = _record(home, "今天和阿杰去西湖划船了。", "2024-03-02T09:00:00+08:00")
    assert _q(home, "SELECT record_id, status FROM buffer") == [(c, "idle")]
    third = _flush(home)
    assert third["processed"] == 1 and _q(home, "SELECT COUNT(*) FROM buffer") == [(0,)]
    assert {r for (_, r) in _q(home, "SELECT * FROM event_sources")} == {a, b, c}
    # the flush's own counters still say what it did
    assert [r[0] for r in _q(home, "SELECT processed FROM flushes WHERE processed > 0 ORDER BY id")] == [2, 1]


def test_export_import_round_trip_keeps_distilled_and_pending_apart(home: Path, tmp_path: Path) -> None:
    _cfg(home)
    done = _record(home, "我叫林小雨，住在杭州。", "2024-03-01T10:00:00+08:00")
    _flush(home)
    pending = _record(home, "我喜欢吃杨梅。", "2024-03-05T10:00:00+08:00")
    first = tmp_path / "one.jsonl"
    assert mem_run(home, "export", "-o", str(first)).exit_code == 0
    exported = map(json.loads, first.read_text(encoding="utf-8").splitlines())
    lines = {d["id"]: d for d in exported if d["type"] == "record"}
    assert lines[f"r{done}"]["buffer"] is None
    assert lines[f"r{pending}"]["buffer"]["status"] == "idle" and lines[f"r{pending}"]["buffer"]["tokens"] > 0

    new = tmp_path / "new"
    r = mem_run(new, "import", str(first), "--json")
    assert r.exit_code == 0, r.output
    assert _q(new, "SELECT record_id, status FROM buffer") == [(pending, "idle")]
    second = tmp_path / "two.jsonl"
    assert mem_run(new, "export", "-o", str(second)).exit_code == 0
    assert first.read_bytes() == second.read_bytes()

    _cfg(new)
    before = _derived(new)
    out = _flush(new)
    assert out["processed"] == 1  # only the pending record; the distilled one is not distilled again
    after = _derived(new)
    assert after["memories"][: len(before["memories"])] == before["memories"]
    assert {r for (_, r) in after["event_sources"]} == {done, pending}
    assert _q(new, "SELECT COUNT(*) FROM buffer") == [(0,)]


def test_an_older_export_with_done_states_imports_them_as_no_row(home: Path, tmp_path: Path) -> None:
    _cfg(home)
    rid = _record(home, "我叫林小雨。", "2024-03-01T10:00:00+08:00")
    _flush(home)
    path = tmp_path / "old.jsonl"
    assert mem_run(home, "export", "-o", str(path)).exit_code == 0
    # what a mem before schema 4 wrote for a distilled record
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    for d in lines:
        if d["type"] == "record":
            d["buffer"] = {"status": "done", "tokens": 7}
    path.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in lines), encoding="utf-8")

    new = tmp_path / "new"
    assert mem_run(new, "import", str(path)).exit_code == 0
    assert _q(new, "SELECT COUNT(*) FROM buffer") == [(0,)] and _q(new, "SELECT id FROM records") == [(rid,)]
    _cfg(new)
    assert _flush(new)["processed"] == 0 and _stats(new)["pending"] == 0


def test_upgrading_drops_the_done_rows_and_keeps_pending_ones(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    assert _q(home, "SELECT status, COUNT(*) FROM buffer GROUP BY 1 ORDER BY 1") == [("done", 3), ("idle", 1)]
    idle = _q(home, "SELECT record_id FROM buffer WHERE status = 'idle'")
    derived = _derived(home)
    assert _stats(home)["pending"] == 1  # opening the store runs the migration
    assert _q(home, "SELECT record_id FROM buffer") == idle
    _cfg(home)
    out = _flush(home)
    assert out["processed"] == 1  # the distilled records (rows gone) are not taken again
    after = _derived(home)
    assert after["memories"][: len(derived["memories"])] == derived["memories"]
    assert _q(home, "SELECT COUNT(*) FROM buffer") == [(0,)]
