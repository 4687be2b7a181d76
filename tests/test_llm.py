"""The optional LLM path, against a real OpenAI-compatible HTTP server on 127.0.0.1.

Exactly three chat-completion calls per batch (memo, then profile and events
in parallel); valid requests; results stored; every failure mode (garbage,
HTTP 500, timeout) falls back to offline distillation with a note on
stderr, nothing lost, the buffer never stuck, and the API key nowhere in
output, errors or the store.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest
from conftest import mem_proc, mem_run
from llm_server import FakeLLM

KEY = "sk-test-SECRET-key-0123456789abcdef"

CHAT_ZH = [
    {"role": "user", "content": "你好，我叫林小雨，我住在上海。", "timestamp": "2024-03-01T20:00:00+08:00"},
    {"role": "assistant", "content": "你好小雨！", "timestamp": "2024-03-01T20:00:10+08:00"},
    {"role": "user", "content": "我特别喜欢吃火锅，也喜欢爵士乐。", "timestamp": "2024-03-01T20:01:00+08:00"},
    {"role": "user", "content": "我们说好了周末一起去看电影。", "timestamp": "2024-03-01T20:02:00+08:00"},
]


def _setup(home: Path, base_url: str, tmp_path: Path, chat: list[dict[str, str]] = CHAT_ZH, **llm: str) -> None:
    for key, value in {
        "embedding.enabled": "false",
        "llm.base_url": base_url,
        "llm.model": "test-model",
        "llm.timeout_seconds": "5",
        "llm.max_retries": "0",
        **llm,
    }.items():
        r = mem_run(home, "config", "set", key, value)
        assert r.exit_code == 0, r.output
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(chat, ensure_ascii=False), encoding="utf-8")
    r = mem_run(home, "import", str(path))
    assert r.exit_code == 0, r.output


def _db(home: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    return conn


def _assert_key_absent(home: Path, *texts: str) -> None:
    for text in texts:
        assert KEY not in text
    raw = (home / "mem.db").read_bytes()
    wal = home / "mem.db-wal"
    if wal.exists():
        raw += wal.read_bytes()
    assert KEY.encode() not in raw


def test_three_calls_per_batch_valid_requests_and_results_stored(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM("ok") as srv:
        _setup(home, srv.base_url, tmp_path)
        r = mem_run(home, "flush", "--json")
        assert r.exit_code == 0, r.output
        out = json.loads(r.stdout)
        reqs = list(srv.requests)
    assert out["llm_calls"] == 3 and out["batches"] == 1 and out["llm_fallbacks"] == 0
    assert len(reqs) == 3
    assert [q["stage"] for q in reqs][0] == "memo"
    assert sorted(q["stage"] for q in reqs[1:]) == ["events", "profile"]
    for q in reqs:
        assert q["path"] == "/v1/chat/completions"
        assert q["headers"]["Authorization"] == f"Bearer {KEY}"
        body = q["body"]
        assert body["model"] == "test-model"
        assert [m["role"] for m in body["messages"]] == ["system", "user"]
        # a Chinese batch is asked to answer in Chinese
        assert "中文" in body["messages"][0]["content"]
        assert "林小雨" in body["messages"][1]["content"]
    # the memo is handed to both parallel calls
    assert "LLM memo" in reqs[1]["body"]["messages"][1]["content"]

    prof = json.loads(mem_run(home, "profile", "--json").stdout)
    slots = {(s["topic"], s["sub_topic"]): s for s in prof}
    assert slots[("basic_info", "name")]["content"] == "林小雨"
    assert slots[("basic_info", "name")]["sources"]  # the LLM's record reference became provenance
    assert ("interest", "llm_likes") in slots
    assert not any(s["topic"] == "not_a_topic" for s in prof)  # unknown topics are dropped
    tl = json.loads(mem_run(home, "timeline", "--json").stdout)
    assert [e["summary"] for e in tl] == ["LLM event 0"]
    assert tl[0]["gists"] == ["LLM gist 0.1", "LLM gist 0.2"] and "llm" in tl[0]["tags"]
    assert len(tl[0]["sources"]) == 4
    with _db(home) as conn:
        calls = conn.execute("SELECT stage, model, ok, prompt_tokens, completion_tokens, latency_ms FROM llm_calls").fetchall()
        assert len(calls) == 3 and all(c["ok"] == 1 and c["prompt_tokens"] > 0 and c["model"] == "test-model" for c in calls)
        agreements = conn.execute("SELECT content FROM memories WHERE type = 'agreement'").fetchall()
        assert agreements and agreements[0][0].startswith("LLM agreement")
        assert conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0] == 0
    stats = json.loads(mem_run(home, "stats", "--json").stdout)
    assert stats["llm"]["calls"] == 3 and stats["llm"]["failed_calls"] == 0
    _assert_key_absent(home, r.stdout, r.stderr)


def test_each_batch_costs_three_calls(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    chat = [
        {"role": "user", "content": f"Day {i}: my name is Rain and I love jazz number {i}.", "timestamp": f"2024-03-{i + 1:02d}T20:00:00+08:00"}
        for i in range(4)
    ]
    with FakeLLM("ok") as srv:
        # one record per batch (tiny token threshold), each day its own episode
        _setup(home, srv.base_url, tmp_path, chat, **{"buffer.flush_tokens": "1"})
        out = json.loads(mem_run(home, "flush", "--json").stdout)
        stages = [q["stage"] for q in srv.requests]
    assert out["batches"] == 4 and out["llm_calls"] == 12 and len(stages) == 12
    assert stages.count("memo") == stages.count("profile") == stages.count("events") == 4
    for q in srv.requests:
        assert "Write every content string in English" in q["body"]["messages"][0]["content"]
    tl = json.loads(mem_run(home, "timeline", "--json").stdout)
    assert [e["summary"] for e in tl] == ["LLM event 0"] * 4


@pytest.mark.parametrize("mode", ["garbage", "badshape", "500"])
def test_bad_server_falls_back_offline(mode: str, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM(mode) as srv:
        _setup(home, srv.base_url, tmp_path, **{"llm.max_retries": "1"})
        r = mem_run(home, "flush", "--json")
        n_requests = len(srv.requests)
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["llm_fallbacks"] == 1 and out["processed"] == 4
    assert n_requests == 2  # the memo call and its one retry; then offline
    assert "offline" in r.stderr
    prof = json.loads(mem_run(home, "profile", "--json").stdout)
    slots = {(s["topic"], s["sub_topic"]): s["content"] for s in prof}
    assert slots[("basic_info", "name")] == "林小雨"  # the offline extractor did the work
    assert "火锅" in slots[("interest", "food")]
    with _db(home) as conn:
        assert conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0] == 0
        assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 4
        failed = conn.execute("SELECT ok, error FROM llm_calls").fetchall()
        assert len(failed) == 2 and all(f["ok"] == 0 and f["error"] for f in failed)
    stats = json.loads(mem_run(home, "stats", "--json").stdout)
    assert stats["llm"]["failed_calls"] == 2
    _assert_key_absent(home, r.stdout, r.stderr)


def test_timeout_falls_back_quickly(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM("sleep", delay=3.0) as srv:
        _setup(home, srv.base_url, tmp_path, **{"llm.timeout_seconds": "0.5"})
        t0 = time.monotonic()
        r = mem_run(home, "flush", "--json")
        elapsed = time.monotonic() - t0
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["llm_fallbacks"] == 1 and out["processed"] == 4
    assert elapsed < 3.0
    assert "timed out" in r.stderr
    assert json.loads(mem_run(home, "timeline", "--json").stdout)  # the event exists (offline draft)
    _assert_key_absent(home, r.stdout, r.stderr)


def test_unreachable_endpoint_and_no_llm_flag(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM("ok") as srv:
        _setup(home, srv.base_url, tmp_path)
        r = mem_run(home, "flush", "--no-llm", "--json")
        assert r.exit_code == 0 and json.loads(r.stdout)["llm_calls"] == 0
        assert srv.requests == []
    # a closed port: the connection error falls back too, and the key stays secret
    r = mem_run(home, "config", "set", "llm.base_url", "http://127.0.0.1:9/v1")
    path = tmp_path / "more.json"
    path.write_text(json.dumps([{"role": "user", "content": "I live in Berlin now.", "timestamp": "2024-05-01T10:00:00+00:00"}]), encoding="utf-8")
    assert mem_run(home, "import", str(path)).exit_code == 0
    r = mem_run(home, "flush", "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["llm_fallbacks"] == 1
    assert "cannot reach" in r.stderr
    prof = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(mem_run(home, "profile", "--json").stdout)}
    assert prof[("basic_info", "location")] == "Berlin"
    _assert_key_absent(home, r.stdout, r.stderr)


def test_an_endpoint_trickling_its_answer_is_cut_at_the_deadline(home: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #34: one byte every 0.4 s keeps every socket read short, so a per-read timeout never fires (the
    issue's endpoint held `mem flush` and its lock for 202 s with timeout_seconds = 3). The deadline is whole."""
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM("trickle", delay=0.4) as srv:
        _setup(home, srv.base_url, tmp_path, **{"llm.timeout_seconds": "1.5", "llm.max_retries": "1"})
        t0 = time.monotonic()
        p = mem_proc(home, "flush", "--json", timeout=90)  # the whole answer would take ~3 minutes
        elapsed = time.monotonic() - t0
        requests = len(srv.requests)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["llm_fallbacks"] == 1 and out["processed"] == 4 and out["deferred"] == 0
    assert requests == 2  # the memo call and its retry, each cut at 1.5 s
    assert "timed out: no complete answer within 1.5s (llm.timeout_seconds, the whole request)" in p.stderr
    assert elapsed < 45, elapsed  # 2 × 1.5 s + backoff + start-up, with room for a loaded machine
    stats = json.loads(mem_proc(home, "stats", "--json").stdout)
    assert stats["pending"] == 0 and stats["llm"]["failed_calls"] == 2
    _assert_key_absent(home, p.stdout, p.stderr)


def test_the_flush_deadline_leaves_the_rest_pending_for_the_next_flush(home: Path, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Past llm.flush_deadline_seconds the batch in flight is distilled offline and the batches not started
    stay pending (the lock is let go); the next flush distills them with the LLM."""
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    days = [{"role": "user", "content": f"第{i}天：我喜欢在公园里跑步，今天跑了{i}公里。",
             "timestamp": f"2024-04-{i:02d}T08:00:00+08:00"} for i in range(1, 7)]
    with FakeLLM("sleep", delay=1.0) as srv:  # every call takes a second: a batch needs two at least
        _setup(home, srv.base_url, tmp_path, chat=days,
               **{"llm.flush_deadline_seconds": "1.5", "buffer.flush_tokens": "1"})
        r = mem_run(home, "flush", "--json")
        assert r.exit_code == 0, r.output
        first = json.loads(r.stdout)
        assert first["batches"] == 1 and first["processed"] == 1 and first["llm_fallbacks"] == 1
        assert first["deferred"] == 5
        assert "ran out; 5 records stay pending for the next flush" in r.stderr
        stats = json.loads(mem_run(home, "stats", "--json").stdout)
        assert stats["pending"] == 5
        srv.mode = "ok"
        assert mem_run(home, "config", "set", "llm.flush_deadline_seconds", "600").exit_code == 0
        r = mem_run(home, "flush", "--json")
    assert r.exit_code == 0, r.output
    second = json.loads(r.stdout)
    assert second["processed"] == 5 and second["deferred"] == 0 and second["llm_fallbacks"] == 0
    assert second["llm_calls"] == 15  # three per batch: the rest was distilled by the LLM, not offline
    assert json.loads(mem_run(home, "stats", "--json").stdout)["pending"] == 0


GROUP = """12/03/2024, 20:01 - 林岚: 我叫林岚，在深圳做设计。
12/03/2024, 20:02 - Tom: My name is Tom and I love sailing.
12/03/2024, 20:03 - 王芳: 我喜欢爬山。
"""


def test_an_uncited_answer_is_the_users_only_in_a_batch_of_the_users_own_words(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reply item that cites no record could come from anyone's line: in a group chat it is not the user's."""
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM("uncited") as srv:
        for key, value in {"embedding.enabled": "false", "llm.base_url": srv.base_url, "llm.model": "test-model",
                           "llm.timeout_seconds": "5", "llm.max_retries": "0"}.items():
            assert mem_run(home, "config", "set", key, value).exit_code == 0
        chat = tmp_path / "WhatsApp Chat with Crew.txt"
        chat.write_text(GROUP, encoding="utf-8")
        assert mem_run(home, "import", str(chat), "--me", "林岚").exit_code == 0
        r = mem_run(home, "flush", "--json")
        assert r.exit_code == 0 and json.loads(r.stdout)["llm_fallbacks"] == 0, r.output
        # the model named Tom (record 1) and filed Tom's and 王芳's likes (records 1, 2) as the user's, citing nothing
        profile = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(mem_run(home, "profile", "--json").stdout)}
        assert "Tom" not in profile.values()
        assert not any(v.startswith("LLM-like") for v in profile.values()), profile
        # a diary entry: the batch holds the user's words alone, so an uncited item can only be theirs
        assert mem_run(home, "record", "My name is Rain and I love jazz.", "--at", "2024-04-01").exit_code == 0
        r = mem_run(home, "flush", "--json")
        assert r.exit_code == 0 and json.loads(r.stdout)["llm_fallbacks"] == 0, r.output
    profile = {(s["topic"], s["sub_topic"]): s for s in json.loads(mem_run(home, "profile", "--json").stdout)}
    assert profile[("basic_info", "name")]["content"] == "Rain" and profile[("basic_info", "name")]["sources"]
    assert profile[("interest", "llm_likes")]["content"] == "LLM-like-0"


def test_max_tokens_is_sent_when_set_and_a_reply_cut_at_it_falls_back_offline(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_LLM_API_KEY", KEY)
    with FakeLLM("ok") as srv:
        _setup(home, srv.base_url, tmp_path)
        assert mem_run(home, "flush", "--json").exit_code == 0
        assert all("max_tokens" not in q["body"] for q in srv.requests)  # unset: the endpoint decides
    with FakeLLM("cut") as srv:
        assert mem_run(home, "config", "set", "llm.base_url", srv.base_url).exit_code == 0
        assert mem_run(home, "config", "set", "llm.max_tokens", "64").exit_code == 0
        path = tmp_path / "more.json"
        path.write_text(json.dumps([{"role": "user", "content": "I live in Berlin now.", "timestamp": "2024-05-01T10:00:00+00:00"}]),
                        encoding="utf-8")
        assert mem_run(home, "import", str(path)).exit_code == 0
        r = mem_run(home, "flush", "--json")
        bodies = [q["body"] for q in srv.requests]
    assert r.exit_code == 0, r.output
    assert bodies and all(b["max_tokens"] == 64 for b in bodies)
    assert json.loads(r.stdout)["llm_fallbacks"] == 1
    assert "cut off at its token limit" in r.stderr and "llm.max_tokens is 64" in r.stderr
    prof = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(mem_run(home, "profile", "--json").stdout)}
    assert prof[("basic_info", "location")] == "Berlin"  # distilled offline
    with _db(home) as conn:
        assert conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0] == 0
