"""The API key goes to llm.base_url and nowhere else; nothing an endpoint says can put it in the store.

Real HTTP servers on 127.0.0.1 (tests/llm_server.py), the real CLI in a
subprocess (so ``MEM_DEBUG=1`` tracebacks are the real ones):

* a redirect (301/302/303/307/308) to another port is not followed, the
  second server never sees a request, the error says why, and the batch is
  distilled offline;
* a key with a trailing CR (``$(cat key)`` of a CRLF file) works; one with a
  control character inside falls back offline with a clear message;
* an endpoint quoting the key back (as is, base64, URL-quoted, reversed)
  gets it stored nowhere: not in mem.db, exports, backups, the HTML
  timeline, ``mem profile``; a reason phrase quoting it is not kept either.
"""

from __future__ import annotations

import base64
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest
from conftest import mem_run
from llm_server import FakeLLM, Redirector

import memcli

# real HTTP servers and timed-out LLM calls: part of the full suite, not the quick loop
pytestmark = pytest.mark.slow

ROOT = Path(memcli.__file__).resolve().parent.parent  # the memcli under test, for the subprocess
# not shaped like "sk-…" (only real redaction can hide it), and URL-quoting changes it
KEY = "zq9T/q+UNIQUE=llm.key_7d2c4b1e0f"
FORMS = {
    "exact": KEY,
    "base64": base64.b64encode(KEY.encode()).decode(),
    "urlsafe-base64": base64.urlsafe_b64encode(KEY.encode()).decode(),
    "url-quoted": quote(KEY, safe=""),
    "plus-quoted": quote_plus(KEY, safe=""),
    "reversed": KEY[::-1],
}
CHAT = [
    {"role": "user", "content": "My name is Rain and I love jazz.", "timestamp": "2024-03-01T20:00:00+08:00"},
    {"role": "assistant", "content": "Nice to meet you, Rain!", "timestamp": "2024-03-01T20:00:10+08:00"},
    {"role": "user", "content": "We agreed to watch a film on Sunday.", "timestamp": "2024-03-01T20:01:00+08:00"},
    {"role": "user", "content": "I work as a nurse in Hangzhou.", "timestamp": "2024-03-01T20:02:00+08:00"},
]


def _setup(home: Path, base_url: str, tmp_path: Path) -> None:
    for key, value in {"embedding.enabled": "false", "llm.base_url": base_url, "llm.model": "test-model",
                       "llm.timeout_seconds": "5", "llm.max_retries": "1"}.items():
        r = mem_run(home, "config", "set", key, value)
        assert r.exit_code == 0, r.output
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(CHAT), encoding="utf-8")
    assert mem_run(home, "import", str(path)).exit_code == 0


def _mem(home: Path, *args: str, key: str = KEY, debug: bool = True) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    env["PYTHONPATH"] = str(ROOT)
    env["MEM_LLM_API_KEY"] = key
    if debug:
        env["MEM_DEBUG"] = "1"
    return subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), *args],
                          capture_output=True, text=True, timeout=300, env=env)


def _leaks(text: str | bytes) -> list[str]:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return [name for name, form in FORMS.items() if form.encode() in data]


@pytest.mark.parametrize("code", [301, 302, 303, 307, 308])
def test_a_redirect_is_not_followed_and_the_key_stays_at_the_configured_origin(
    code: int, home: Path, tmp_path: Path
) -> None:
    with FakeLLM("ok") as other, Redirector(other.base_url + "/chat/completions", code) as red:
        _setup(home, red.base_url, tmp_path)
        proc = _mem(home, "flush", "--json")
        reached_other = list(other.requests)
        asked = list(red.requests)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert reached_other == []  # the other port never saw a request, let alone the key
    assert len(asked) == 1 and asked[0]["headers"]["Authorization"] == f"Bearer {KEY}"  # no retry of a redirect
    out = json.loads(proc.stdout)
    assert out["llm_fallbacks"] == 1 and out["processed"] == 4  # distilled offline instead
    assert "does not follow redirects" in proc.stderr and f"127.0.0.1:{other.base_url.split(':')[2].split('/')[0]}" in proc.stderr
    assert not _leaks(proc.stdout + proc.stderr)
    with sqlite3.connect(home / "mem.db") as conn:
        (error,) = conn.execute("SELECT error FROM llm_calls").fetchone()
    assert f"HTTP {code}" in error and "redirect" in error


def test_a_key_ending_in_a_carriage_return_still_works(home: Path, tmp_path: Path) -> None:
    with FakeLLM("ok") as srv:
        _setup(home, srv.base_url, tmp_path)
        proc = _mem(home, "flush", "--json", key=KEY + "\r")
        reqs = list(srv.requests)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr and not _leaks(proc.stderr)
    out = json.loads(proc.stdout)
    assert out["llm_calls"] == 3 and out["llm_fallbacks"] == 0
    assert {q["headers"]["Authorization"] for q in reqs} == {f"Bearer {KEY}"}


def test_a_key_with_a_control_character_inside_falls_back_offline(home: Path, tmp_path: Path) -> None:
    bad = KEY[:10] + "\n" + KEY[10:]
    with FakeLLM("ok") as srv:
        _setup(home, srv.base_url, tmp_path)
        proc = _mem(home, "flush", "--json", key=bad)
        reqs = list(srv.requests)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert reqs == []  # never sent
    out = json.loads(proc.stdout)
    assert out["llm_fallbacks"] == 1 and out["processed"] == 4 and out.get("failed_batches", 0) == 0
    assert "HTTP header cannot carry" in proc.stderr
    assert KEY[:10] not in proc.stderr and KEY[11:] not in proc.stderr


@pytest.mark.slow  # many processes or examples: the full suite runs it, the quick loop does not
def test_an_endpoint_quoting_the_key_gets_it_stored_and_shown_nowhere(home: Path, tmp_path: Path) -> None:
    with FakeLLM("quote_key") as srv:
        _setup(home, srv.base_url, tmp_path)
        proc = _mem(home, "flush", "--json")
        assert {q["headers"]["Authorization"] for q in srv.requests} == {f"Bearer {KEY}"}
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["llm_calls"] == 3 and out["llm_fallbacks"] == 0  # the answers were used, with the key masked
    shown = [proc.stdout, proc.stderr]
    for args in (("profile",), ("profile", "--json"), ("timeline",), ("timeline", "--json"), ("stats",),
                 ("recall", "key"), ("context",), ("export",), ("export", "--format", "markdown")):
        r = _mem(home, *args, debug=False)
        assert r.returncode == 0, (args, r.stderr)
        shown += [r.stdout, r.stderr]
    assert _mem(home, "export", "-o", str(tmp_path / "out.jsonl")).returncode == 0
    assert _mem(home, "backup", str(tmp_path / "backup.db")).returncode == 0
    assert _mem(home, "timeline", "--html", str(tmp_path / "t.html")).returncode == 0
    for text in shown:
        assert not _leaks(text), (_leaks(text), text)
    for path in [*home.rglob("*"), tmp_path / "out.jsonl", tmp_path / "backup.db", tmp_path / "t.html"]:
        if path.is_file():
            assert not _leaks(path.read_bytes()), f"{_leaks(path.read_bytes())} of the key in {path.name}"
    prof = json.loads(_mem(home, "profile", "--json").stdout)
    slot = next(s for s in prof if s["sub_topic"] == "api_token")
    assert "********" in slot["content"]  # masked where it was, the rest of the answer kept


def test_the_reason_phrase_of_an_error_is_neither_stored_nor_shown(home: Path, tmp_path: Path) -> None:
    with FakeLLM("reason") as srv:
        _setup(home, srv.base_url, tmp_path)
        proc = _mem(home, "flush", "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["llm_fallbacks"] == 1
    stats = _mem(home, "stats", debug=False)
    for text in (proc.stderr, stats.stdout, stats.stderr):
        assert "Denied" not in text and "pwned" not in text and not _leaks(text)
    raw = (home / "mem.db").read_bytes() + ((home / "mem.db-wal").read_bytes() if (home / "mem.db-wal").exists() else b"")
    assert b"Denied" not in raw and b"pwned" not in raw
    with sqlite3.connect(home / "mem.db") as conn:
        errors = {e for (e,) in conn.execute("SELECT error FROM llm_calls")}
    assert errors == {"HTTP 500 Internal Server Error"}
