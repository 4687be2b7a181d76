"""A first big flush with embeddings: a progress line on stderr, Ctrl-C mid-way, and the next flush resumes.

A real ``mem flush`` process on 2,100 imported messages (past the 2,000 from
which it shows progress) with the default e5 model. It is interrupted
(SIGINT, as Ctrl-C sends) once the progress line shows work done; it must
stop promptly (the encoder thread does not hold it up), keep every
committed batch, and the next ``mem flush`` must distill and embed the
rest: in the end every record is distilled once and has its vector.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import mem_run

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]

N = 2100
PLACES = ["西湖", "the park", "外婆家", "the office", "火锅店", "the library", "江边", "a jazz bar"]
DOINGS = ["散步", "had coffee with Mia", "看书", "talked about the trip", "吃了饺子", "watched a movie", "聊天"]
PROGRESS = re.compile(r"flushing default (\d+)/(\d+) \[")


def _messages(path: Path) -> None:
    lines = []
    for i in range(N):
        day, hour = divmod(i, 12)
        text = (f"第{i}条：今天去了{PLACES[i % len(PLACES)]}，{DOINGS[i % len(DOINGS)]}。"
                if i % 3 else f"Note {i}: went to {PLACES[i % len(PLACES)]} and {DOINGS[(i // 3) % len(DOINGS)]}.")
        lines.append(json.dumps({"role": "user" if i % 2 == 0 else "assistant", "content": text,
                                 "timestamp": f"2024-{1 + day // 28:02d}-{1 + day % 28:02d}T{8 + hour:02d}:00:00+08:00"},
                                ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_an_interrupted_first_flush_shows_progress_and_the_next_flush_resumes(tmp_path: Path) -> None:
    from memcli.store.item_keys import kind_range

    home = tmp_path / "memhome"
    src = tmp_path / "chat.jsonl"
    _messages(src)
    r = mem_run(home, "import", str(src))
    assert r.exit_code == 0, r.output
    env = {k: v for k, v in os.environ.items() if k not in ("MEM_EMBED_MODEL", "MEM_TEST_FLUSH_SLEEP")}
    # Ctrl-C is SIGINT with its default meaning. A suite run as a background job (or under `trap '' INT`) ignores
    # SIGINT, and a child inherits that: the flush would never see the signal. So the child starts with the
    # default disposition, whatever this process has, and Python installs its Ctrl-C handler as in a terminal.
    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "flush"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    seen: list[str] = []
    try:
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            line = proc.stderr.readline() if proc.stderr else ""
            if not line:
                break
            seen.append(line)
            m = PROGRESS.search(line)
            if m and 0 < int(m.group(1)) < int(m.group(2)):
                break
        progress = [PROGRESS.search(s) for s in seen]
        assert any(p and int(p.group(2)) == N and 0 < int(p.group(1)) < N for p in progress), seen
        proc.send_signal(signal.SIGINT)
        t0 = time.monotonic()
        _out, err = proc.communicate(timeout=120)
        stopped_in = time.monotonic() - t0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130 and "interrupted" in err, err
    assert stopped_in < 30  # the batch in flight rolls back; the encoder thread does not hold the exit

    lo, hi = kind_range("record")
    conn = sqlite3.connect(home / "mem.db")
    try:
        done = N - conn.execute("SELECT COUNT(*) FROM buffer").fetchone()[0]  # a distilled record leaves the buffer
        vectors_before = conn.execute("SELECT COUNT(*) FROM embeddings WHERE key BETWEEN ? AND ?", (lo, hi)).fetchone()[0]
    finally:
        conn.close()
    assert 0 < done < N  # committed batches kept, the rest left for the next flush
    assert vectors_before >= done  # every distilled record kept its vector

    again = mem_run(home, "flush", "--json")
    assert again.exit_code == 0, again.output
    out = json.loads(again.stdout)
    assert out["processed"] == N - done and out["failed_batches"] == 0
    conn = sqlite3.connect(home / "mem.db")
    try:
        assert conn.execute("SELECT COUNT(*) FROM buffer").fetchone()[0] == 0
        assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == N
        assert conn.execute("SELECT COUNT(*) FROM embeddings WHERE key BETWEEN ? AND ?", (lo, hi)).fetchone()[0] == N
    finally:
        conn.close()
