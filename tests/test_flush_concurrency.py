"""Real processes: two flushes at once, and a flush killed with SIGKILL mid-batch.

The test-only hook ``MEM_TEST_FLUSH_SLEEP=SECONDS[:BATCH]`` makes a flush
sleep inside the write transaction of one batch (after its writes, before
its commit) and say so on stderr, so the kill lands exactly mid-batch.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import SAMPLE_DATA, mem_run

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
SAMPLES = [str(SAMPLE_DATA / n) for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]


def _prepare(home: Path, flush_tokens: str = "200") -> None:
    for key, value in (("embedding.enabled", "false"), ("buffer.flush_tokens", flush_tokens)):
        assert mem_run(home, "config", "set", key, value).exit_code == 0
    r = mem_run(home, "import", *SAMPLES)
    assert r.exit_code == 0, r.output


def _spawn(home: Path, *args: str, hook: str | None = None) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k != "MEM_TEST_FLUSH_SLEEP"}
    if hook:
        env["MEM_TEST_FLUSH_SLEEP"] = hook
    return subprocess.Popen(
        ["mem", "--home", str(home), "flush", "--json", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )


def _state(home: Path) -> dict[str, list[tuple]]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return {
            "memories": conn.execute(
                """SELECT id, type, owner, topic, sub_topic, content, importance, status, occurred_ts, valid_from_ts,
                          valid_to_ts, superseded_by, content_hash FROM memories ORDER BY id""").fetchall(),
            "memory_sources": conn.execute("SELECT * FROM memory_sources ORDER BY 1, 2").fetchall(),
            "events": conn.execute(
                "SELECT id, occurred_at, end_ts, summary, gists, tags, importance, content_hash FROM events ORDER BY id").fetchall(),
            "event_sources": conn.execute("SELECT * FROM event_sources ORDER BY 1, 2").fetchall(),
            "memories_fts": conn.execute("SELECT rowid, body FROM memories_fts ORDER BY rowid").fetchall(),
            "events_fts": conn.execute("SELECT rowid, body FROM events_fts ORDER BY rowid").fetchall(),
            "buffer": conn.execute("SELECT record_id, status FROM buffer ORDER BY record_id").fetchall(),
        }
    finally:
        conn.close()


def test_two_flushes_at_once_distill_every_record_exactly_once(home: Path) -> None:
    _prepare(home)
    first = _spawn(home, "--wait", "60", hook="1:0")
    second = _spawn(home, "--wait", "60", hook="1:0")
    outs = []
    for proc in (first, second):
        stdout, stderr = proc.communicate(timeout=180)
        assert proc.returncode == 0, stderr
        outs.append(json.loads(stdout))
    conn = sqlite3.connect(home / "mem.db")
    try:
        n_records = conn.execute("SELECT COUNT(*) FROM records").fetchone()[0]
        assert sum(o["processed"] for o in outs) == n_records
        assert sorted(o["processed"] for o in outs)[0] == 0  # the later one found nothing left
        per_record = conn.execute(
            "SELECT r.id, COUNT(s.event_id) FROM records r LEFT JOIN event_sources s ON s.record_id = r.id GROUP BY r.id"
        ).fetchall()
        assert all(count == 1 for _, count in per_record), per_record
        assert conn.execute("SELECT COUNT(*) FROM buffer").fetchone()[0] == 0  # every record distilled, none pending
        assert conn.execute("SELECT COUNT(*) FROM flushes WHERE processed > 0").fetchone()[0] == 1
        dup = conn.execute("SELECT content_hash, COUNT(*) FROM memories GROUP BY content_hash HAVING COUNT(*) > 1").fetchall()
        assert dup == []
    finally:
        conn.close()


def test_second_flush_gives_up_quietly_when_told_not_to_wait(home: Path) -> None:
    _prepare(home)
    first = _spawn(home, hook="3:0")
    try:
        line = first.stderr.readline()
        while line and "test hook" not in line:
            line = first.stderr.readline()
        second = _spawn(home, "--wait", "0")
        stdout, stderr = second.communicate(timeout=60)
        assert second.returncode == 0
        assert json.loads(stdout)["busy"] is True and "another flush is running" in stderr
    finally:
        stdout, _ = first.communicate(timeout=180)
    assert first.returncode == 0 and json.loads(stdout)["processed"] > 0


def test_sigkill_mid_batch_then_rerun_equals_uninterrupted(tmp_path: Path) -> None:
    reference, crashed = tmp_path / "reference", tmp_path / "crashed"
    _prepare(reference)
    _prepare(crashed)
    ref = mem_run(reference, "flush", "--json")
    assert ref.exit_code == 0 and json.loads(ref.stdout)["batches"] >= 3
    expected = _state(reference)

    proc = _spawn(crashed, hook="60:1")  # sleep inside batch 1, batch 0 already committed
    deadline = time.monotonic() + 120
    line = ""
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if "test hook" in line or not line:
            break
    assert "inside batch 1" in line, line
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)

    half = _state(crashed)
    statuses = {s for _, s in half["buffer"]}
    assert statuses == {"processing"}  # batch 1 and later never committed; batch 0's records left the buffer
    conn = sqlite3.connect(crashed / "mem.db")
    done = {r[0] for r in conn.execute("SELECT id FROM records")} - {rid for rid, _ in half["buffer"]}
    conn.close()
    assert done
    assert half["event_sources"] and all(rid in done for _, rid in half["event_sources"])
    assert all(rid in done for _, rid in half["memory_sources"])
    conn = sqlite3.connect(crashed / "mem.db")
    assert conn.execute("SELECT pid FROM locks").fetchone()[0] == proc.pid  # the dead holder's lock is still there
    conn.close()

    again = mem_run(crashed, "flush", "--json")
    assert again.exit_code == 0, again.output
    out = json.loads(again.stdout)
    assert out["processed"] == len(half["buffer"]) and out["failed_batches"] == 0
    assert "picked up again" in " ".join(out["notes"])
    assert _state(crashed) == expected
    conn = sqlite3.connect(crashed / "mem.db")
    assert [r[0] for r in conn.execute("SELECT status FROM flushes ORDER BY id")] == ["aborted", "done"]
    conn.close()
