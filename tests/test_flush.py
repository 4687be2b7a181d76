"""Offline distillation end to end: sample data → profile, timeline, governed memories.

Everything runs through the real CLI on a real store; embeddings are off here
(tests/test_flush_embeddings.py covers them) so the lexical resolver is used.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SAMPLE_DATA, mem_run

SAMPLES = [str(SAMPLE_DATA / n) for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]


def _cfg(home: Path, **values: str) -> None:
    for key, value in {"embedding.enabled": "false", **values}.items():
        r = mem_run(home, "config", "set", key, value)
        assert r.exit_code == 0, r.output


def _db(home: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    return conn


def _flush(home: Path, *args: str) -> dict:
    r = mem_run(home, "flush", "--json", *args)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _profile(home: Path) -> dict[tuple[str, str], dict]:
    r = mem_run(home, "profile", "--json")
    assert r.exit_code == 0, r.output
    return {(s["topic"], s["sub_topic"]): s for s in json.loads(r.stdout)}


def _record(home: Path, text: str, at: str, role: str = "user") -> str:
    r = mem_run(home, "record", text, "--at", at, "--role", role, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["id"]


def _snapshot(home: Path) -> dict[str, list]:
    with _db(home) as conn:
        return {
            "memories": [tuple(r) for r in conn.execute(
                "SELECT id, type, owner, topic, sub_topic, content, status, valid_to_ts, superseded_by FROM memories ORDER BY id")],
            "memory_sources": [tuple(r) for r in conn.execute("SELECT * FROM memory_sources ORDER BY 1, 2")],
            "events": [tuple(r) for r in conn.execute("SELECT id, occurred_at, summary, gists, tags FROM events ORDER BY id")],
            "event_sources": [tuple(r) for r in conn.execute("SELECT * FROM event_sources ORDER BY 1, 2")],
            "memories_fts": [tuple(r) for r in conn.execute("SELECT rowid, body FROM memories_fts ORDER BY rowid")],
        }


@pytest.fixture
def sample_home(home: Path) -> Path:
    _cfg(home)
    r = mem_run(home, "import", *SAMPLES)
    assert r.exit_code == 0, r.output
    return home


def test_sample_data_gives_profile_and_dated_events_in_both_languages(sample_home: Path) -> None:
    out = _flush(sample_home)
    assert out["processed"] > 40 and out["memories_created"] > 10 and out["events_created"] > 5
    assert out["llm_calls"] == 0
    prof = _profile(sample_home)
    assert prof[("basic_info", "name")]["content"] == "林小雨"
    assert "小雨" in prof[("basic_info", "nickname")]["content"]
    assert prof[("basic_info", "birthday")]["content"] == "1995-04-12"
    assert prof[("basic_info", "location")]["content"] == "上海"
    assert prof[("work", "title")]["content"] in ("软件工程师", "software engineer")
    assert prof[("work", "company")]["content"] in ("星河科技", "Xinghe Tech")
    likes = [i for (t, _), s in prof.items() if t == "interest" for i in re.split(r"[、,]\s*", s["content"])]
    assert len(likes) >= 3 and {"火锅", "爬山"} <= set(likes) and ({"jazz", "爵士乐"} & set(likes))
    assert "香菜" in prof[("preference", "dislikes")]["content"]
    assert "花生" in prof[("health", "allergies")]["content"]
    assert "王芳" in prof[("relationship", "mother")]["content"]
    assert "林小雪" in prof[("relationship", "sister")]["content"]
    assert "豆豆" in prof[("relationship", "pets")]["content"]
    assert "阿杰" in prof[("relationship", "friends")]["content"]
    goals = prof[("life_event", "goals")]["content"]
    assert "日语" in goals and "马拉松" in goals
    # every slot names the records it came from
    assert all(s["sources"] and all(re.fullmatch(r"r\d+", x) for x in s["sources"]) for s in prof.values())

    tl = json.loads(mem_run(sample_home, "timeline", "--json").stdout)
    assert len(tl) == out["events_created"]
    times = [e["occurred_at"] for e in tl]
    assert times == sorted(times, key=lambda t: __import__("datetime").datetime.fromisoformat(t))
    assert all(e["summary"] and e["gists"] and e["sources"] and e["id"].startswith("e") for e in tl)
    assert any(re.search(r"[\u4e00-\u9fff]", e["summary"]) for e in tl)
    assert any(re.fullmatch(r"[ -~’—]+", e["summary"]) for e in tl) or any(
        re.search(r"\b(the|I|my)\b", g) for e in tl for g in e["gists"])
    # relative dates in gists are resolved against the record's time
    assert any("昨天（2024-06-01）" in g for e in tl for g in e["gists"])

    # agreements are their own type; the assistant's words never became profile facts
    with _db(sample_home) as conn:
        agreements = [r[0] for r in conn.execute("SELECT content FROM memories WHERE type = 'agreement'")]
        assert any("说好" in a for a in agreements)
        assistant_ids = {r[0] for r in conn.execute("SELECT id FROM records WHERE role = 'assistant'")}
        profile_sources = {r[0] for r in conn.execute(
            "SELECT record_id FROM memory_sources s JOIN memories m ON m.id = s.memory_id WHERE m.type = 'profile'")}
        assert assistant_ids and not (assistant_ids & profile_sources)


def test_read_memory_lists_its_source_records(sample_home: Path) -> None:
    _flush(sample_home)
    name = _profile(sample_home)[("basic_info", "name")]
    r = mem_run(sample_home, "read", name["id"], "--json")
    assert r.exit_code == 0, r.output
    item = json.loads(r.stdout)
    assert item["kind"] == "memory" and item["text"] == "林小雨"
    assert item["sources"] == name["sources"]
    for rid in item["sources"]:
        rec = json.loads(mem_run(sample_home, "read", rid, "--json").stdout)
        assert rec["kind"] == "record" and rec["role"] == "user"
    assert any("林小雨" in json.loads(mem_run(sample_home, "read", rid, "--json").stdout)["text"] for rid in item["sources"])
    event = json.loads(mem_run(sample_home, "timeline", "--json", "-n", "1").stdout)[0]
    ev = json.loads(mem_run(sample_home, "read", event["id"], "--json").stdout)
    assert ev["kind"] == "event" and ev["sources"] == event["sources"]


def test_second_flush_changes_nothing_and_reimport_adds_no_duplicates(sample_home: Path, tmp_path: Path) -> None:
    _flush(sample_home)
    before = _snapshot(sample_home)
    again = _flush(sample_home)
    assert again["processed"] == 0 and again["memories_created"] == again["memories_updated"] == again["events_created"] == 0
    assert _snapshot(sample_home) == before
    # re-importing the very same files: nothing new, nothing duplicated
    r = mem_run(sample_home, "import", *SAMPLES, "--json")
    assert json.loads(r.stdout)["imported"] == 0
    _flush(sample_home)
    assert _snapshot(sample_home) == before
    # the same chat exported again under another conversation id: new records, but no duplicate memories
    chat = json.loads((SAMPLE_DATA / "chat_openai.json").read_text(encoding="utf-8"))
    copy = tmp_path / "again.json"
    copy.write_text(json.dumps({"id": "another-export", "messages": chat}, ensure_ascii=False), encoding="utf-8")
    r = mem_run(sample_home, "import", str(copy), "--json")
    assert json.loads(r.stdout)["imported"] > 0
    out = _flush(sample_home)
    assert out["processed"] > 0 and out["memories_created"] == 0
    after = _snapshot(sample_home)
    active = lambda snap: sorted((m[1], m[3], m[4], m[5]) for m in snap["memories"] if m[6] == "active")  # noqa: E731
    assert active(after) == active(before)
    # …and the known memories now also cite the new copy (sources widened, never narrowed)
    assert set(before["memory_sources"]) < set(after["memory_sources"])


def test_newer_statement_updates_slot_older_backfill_does_not(home: Path) -> None:
    _cfg(home)
    _record(home, "我住在杭州。我是一名老师。", "2023-01-10T10:00:00+08:00")
    _flush(home)
    assert _profile(home)[("basic_info", "location")]["content"] == "杭州"
    _record(home, "我搬到了上海，现在住在上海。我在星河科技做软件工程师。", "2024-02-01T10:00:00+08:00")
    out = _flush(home)
    assert out["memories_updated"] >= 2
    prof = _profile(home)
    assert prof[("basic_info", "location")]["content"] == "上海"
    assert prof[("work", "title")]["content"] == "软件工程师"
    # an old diary page imported later: it must not override the newer facts
    _record(home, "我住在北京。I work as a nurse.", "2020-05-01T10:00:00+08:00")
    _flush(home)
    prof = _profile(home)
    assert prof[("basic_info", "location")]["content"] == "上海"
    assert prof[("work", "title")]["content"] == "软件工程师"
    hist = json.loads(mem_run(home, "profile", "--topic", "basic_info", "--history", "--json").stdout)
    locations = [(s["content"], s["status"], s["valid_to"]) for s in hist if s["sub_topic"] == "location"]
    assert ("上海", "active", None) in locations
    assert any(c == "杭州" and st == "superseded" and vt and vt.startswith("2024-02-01") for c, st, vt in locations)
    assert any(c == "北京" and st == "superseded" for c, st, vt in locations)
    # a like that later becomes a dislike leaves the likes; an older like does not come back
    _record(home, "我喜欢香菜和火锅。", "2023-06-01T10:00:00+08:00")
    _flush(home)
    _record(home, "我现在讨厌香菜了。", "2024-06-01T10:00:00+08:00")
    _flush(home)
    _record(home, "我很喜欢香菜。", "2021-01-01T10:00:00+08:00")
    _flush(home)
    prof = _profile(home)
    assert "香菜" in prof[("preference", "dislikes")]["content"]
    assert "香菜" not in prof[("interest", "food")]["content"] and "火锅" in prof[("interest", "food")]["content"]


def test_relative_dates_agreements_emotions_and_owners(home: Path) -> None:
    _cfg(home)
    _record(home, "昨天和阿杰去爬山了，上周五还去听了爵士音乐会。我今天特别开心！", "2024-03-06T21:00:00+08:00")
    _record(home, "Last Friday I went to a jazz concert with my sister. I'm so stressed about work though.", "2024-04-10T21:00:00+00:00")
    _record(home, "我们说好了每周日一起复习日语。你答应过我要提醒我。", "2024-04-20T21:00:00+08:00")
    _record(home, "你好，我叫小暖。我知道你喜欢猫，你住在上海。", "2024-04-20T21:01:00+08:00", role="assistant")
    _flush(home)
    gists = [g for e in json.loads(mem_run(home, "timeline", "--json").stdout) for g in e["gists"]]
    assert any("昨天（2024-03-05）" in g and "上周五（2024-03-01）" in g for g in gists)
    assert any("Last Friday (2024-04-05)" in g for g in gists)
    with _db(home) as conn:
        mems = {(r["type"], r["owner"], r["content"]) for r in conn.execute("SELECT type, owner, content FROM memories WHERE status = 'active'")}
    assert ("agreement", "both", "我们说好了每周日一起复习日语。") in {m for m in mems if m[0] == "agreement"}
    assert any(t == "agreement" and o == "character" and "答应" in c for t, o, c in mems)
    assert any(t == "emotion" and "开心" in c for t, o, c in mems)
    assert any(t == "emotion" and "stressed" in c for t, o, c in mems)
    assert ("identity", "character", "名字：小暖") in mems  # the character's own name
    prof = _profile(home)
    assert ("basic_info", "location") not in prof  # "你住在上海" was the assistant talking
    assert ("interest", "animals") not in prof


def test_if_due_triggers(home: Path) -> None:
    _cfg(home, **{"buffer.flush_tokens": "1000", "buffer.idle_flush_minutes": "60"})
    _record(home, "我叫林小雨。", "2024-03-01T10:00:00+08:00")
    r = mem_run(home, "flush", "--if-due")
    assert r.exit_code == 0 and r.stdout == "" and r.stderr == ""  # quiet: nothing due
    with _db(home) as conn:
        assert [tuple(r) for r in conn.execute("SELECT status FROM buffer")] == [("idle",)]
        assert conn.execute("SELECT COUNT(*) FROM flushes").fetchone()[0] == 0
    _cfg(home, **{"buffer.flush_tokens": "3"})  # past the token threshold now
    out = _flush(home, "--if-due")
    assert out["processed"] == 1
    _record(home, "我住在上海。", "2024-03-02T10:00:00+08:00")
    _cfg(home, **{"buffer.flush_tokens": "1000", "buffer.idle_flush_minutes": "0"})  # idle long enough
    assert _flush(home, "--if-due")["processed"] == 1
    with _db(home) as conn:
        assert conn.execute("SELECT COUNT(*) FROM buffer").fetchone()[0] == 0  # distilled records leave the buffer
        flushes = conn.execute("SELECT status, processed, pid FROM flushes ORDER BY id").fetchall()
        assert [(f[0], f[1]) for f in flushes] == [("done", 1), ("done", 1)]
        assert conn.execute("SELECT COUNT(*) FROM locks").fetchone()[0] == 0  # released


def test_lock_busy_and_dead_holder(home: Path) -> None:
    _cfg(home)
    _record(home, "I live in Lisbon.", "2024-03-01T10:00:00+00:00")
    holder = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with _db(home) as conn:
            conn.execute("INSERT INTO locks(name, pid, acquired_ts) VALUES ('flush', ?, strftime('%s','now'))", (holder.pid,))
        r = mem_run(home, "flush", "--wait", "0.2", "--json")
        assert r.exit_code == 0
        out = json.loads(r.stdout)
        assert out["busy"] is True and out["processed"] == 0
        assert "another flush is running" in r.stderr
    finally:
        holder.kill()
        holder.wait()
    # the holder is gone (kill -9 leaves its row behind): the next flush takes the lock over
    out = _flush(home, "--wait", "0")
    assert out["busy"] is False and out["processed"] == 1
    with _db(home) as conn:
        assert conn.execute("SELECT COUNT(*) FROM locks").fetchone()[0] == 0


def test_source_forgotten_during_flush_is_not_written(home: Path) -> None:
    """A forget that lands between deriving and writing a batch wins: nothing from that record is written."""
    from memcli.config.schema import load_config
    from memcli.distill import buffer as buf
    from memcli.distill.episodes import split_episodes
    from memcli.distill.events import draft_event
    from memcli.distill.extract_zh_en import extract_batch
    from memcli.distill.pipeline import apply_batch
    from memcli.distill.resolver import NeighbourIndex
    from memcli.distill.types import BatchOutput
    from memcli.store.sqlite.db import connect, transaction
    from memcli.store.sqlite.store import SqliteStore

    _cfg(home)
    _record(home, "我叫林小雨。我住在上海。", "2024-03-01T10:00:00+08:00")
    secret = _record(home, "我对花生过敏，我们说好了保密。", "2024-03-01T10:05:00+08:00")
    conn = connect(home)
    cfg = load_config(home)
    store = SqliteStore(conn, home)
    recs = buf.load_pending(store, "default", "")
    out = BatchOutput(candidates=extract_batch(recs), events=[draft_event(ep) for ep in split_episodes(recs, 180, 4096)])
    assert any("花生" in c.content for c in out.candidates)
    # the forget (as the trust helper does it): delete the record, leave a watermark row
    with transaction(conn):
        rid = int(secret[1:])
        conn.execute("DELETE FROM records WHERE id = ?", (rid,))
        conn.execute("INSERT INTO forgotten_records(record_id, forgotten_ts) VALUES (?, 0)", (rid,))
    with transaction(conn):
        counts = apply_batch(store, cfg, "default", "", recs, out, NeighbourIndex("default", "", None), None, {}, {}, "2024-03-02T00:00:00+00:00")
    assert counts.events == 0  # the episode lost a source: no event from it, the rest is redone next flush
    contents = [r[0] for r in conn.execute("SELECT content FROM memories")]
    assert not any("花生" in c or "保密" in c for c in contents)
    assert conn.execute("SELECT COUNT(*) FROM memory_sources WHERE record_id = ?", (int(secret[1:]),)).fetchone()[0] == 0
    assert [tuple(r) for r in conn.execute("SELECT status FROM buffer")] == [("idle",)]  # the survivor goes back to idle
    conn.close()
    out2 = _flush(home)
    assert out2["processed"] == 1 and out2["events_created"] == 1
    prof = _profile(home)
    assert prof[("basic_info", "name")]["content"] == "林小雨" and ("health", "allergies") not in prof
    with _db(home) as conn:
        assert not any("花生" in r[0] for r in conn.execute("SELECT summary || gists FROM events"))


def test_reindex_rebuilds_memory_and_event_text_indexes(sample_home: Path) -> None:
    _flush(sample_home)
    with _db(sample_home) as conn:
        active = conn.execute("SELECT COUNT(*) FROM memories WHERE status = 'active'").fetchone()[0]
        events = conn.execute("SELECT COUNT(*) FROM events").fetchone()[0]
        assert conn.execute("SELECT COUNT(*) FROM memories_fts").fetchone()[0] == active
        conn.execute("DELETE FROM memories_fts")
        conn.execute("DELETE FROM events_fts")
    r = mem_run(sample_home, "reindex")
    assert r.exit_code == 0, r.output
    assert f"memories_fts {active}" in r.stderr and f"events_fts {events}" in r.stderr
    with _db(sample_home) as conn:
        assert conn.execute("SELECT COUNT(*) FROM memories_fts").fetchone()[0] == active
        hit = conn.execute("SELECT rowid FROM memories_fts WHERE memories_fts MATCH '火锅'").fetchall()
        assert hit
        assert conn.execute("SELECT COUNT(*) FROM events_fts WHERE events_fts MATCH '爬山'").fetchone()[0] > 0


def test_failed_batch_is_retried_not_stuck(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch that raises is marked failed, the flush carries on, and the next flush retries it."""
    import memcli.distill.pipeline as pipeline

    _cfg(home, **{"buffer.flush_tokens": "1"})
    _record(home, "我叫林小雨。", "2024-03-01T10:00:00+08:00")
    _record(home, "我住在上海。", "2024-05-01T10:00:00+08:00")
    real = pipeline.apply_batch
    calls = {"n": 0}

    def flaky(*args, **kwargs):  # noqa: ANN002, ANN003
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("disk hiccup")
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline, "apply_batch", flaky)
    r = mem_run(home, "flush", "--json")
    out = json.loads(r.stdout)
    assert out["failed_batches"] == 1 and out["processed"] == 1 and "disk hiccup" in r.stderr
    with _db(home) as conn:
        assert [r[0] for r in conn.execute("SELECT status FROM buffer")] == ["failed"]  # the other one is distilled
    stats = json.loads(mem_run(home, "stats", "--json").stdout)
    assert stats["pending"] == 1
    out = _flush(home)
    assert out["processed"] == 1 and out["failed_batches"] == 0
    assert set(_profile(home)) >= {("basic_info", "name"), ("basic_info", "location")}


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX only")
def test_flush_subprocess_plain_output(sample_home: Path) -> None:
    env = {**os.environ, "MEM_HOME": str(sample_home)}
    proc = subprocess.run(["mem", "flush"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert re.match(r"distilled \d+ records: \d+ memories created, \d+ updated, \d+ events\n$", proc.stdout)
    assert "\x1b[" not in proc.stdout
