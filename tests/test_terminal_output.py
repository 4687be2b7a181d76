"""Stored text never drives the terminal: escapes and bidi overrides are shown, not obeyed.

Imported text can hold ESC[2J (clear screen), OSC 52 (write the clipboard),
OSC 8 (hyperlinks), OSC 0 (window title), the one-byte CSI U+009B, bidi
overrides and zero-width characters. Every printing command — in a pipe and
on a real terminal (a pty) — prints them as visible escapes; JSON escapes
them (same values); the store keeps the original; context budgets stay exact.
"""

from __future__ import annotations

import json
import os
import pty
import re
import select
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import mem_run
from hypothesis import given, settings
from hypothesis import strategies as st

import memcli

ROOT = Path(memcli.__file__).resolve().parent.parent  # the memcli under test, for the subprocess

EVIL = (
    "My name is Rain. I love flying kites\x1b[2J on the beach\x1b]52;c;ZWNobyBwd25lZA==\x07 with "
    "\x1b]8;;http://evil.example/\x1b\\my sister\x1b]8;;\x1b\\ and\x1b]0;owned\x07 \x9b31mred\x9b0m "
    "\u202eetirovaf\u202c \u2066iso\u2069 zero\u200bwidth\rCR [link=http://evil.example]kite[/link]"
)
# what may never reach a terminal raw: C0 but tab/newline, DEL, C1, bidi controls, invisible characters
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]")


def _no_raw(text: str, what: str) -> None:
    bad = RAW.findall(text)
    assert not bad, f"{what} printed raw control characters {bad!r}: {text!r}"


@pytest.fixture
def evil_home(home: Path, tmp_path: Path) -> Path:
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    chat = [
        {"role": "user", "content": EVIL, "timestamp": "2024-03-01T20:00:00+08:00"},
        {"role": "assistant", "content": "Kites\x1b[31m are fun\x9b!", "timestamp": "2024-03-01T20:00:10+08:00"},
    ]
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(chat), encoding="utf-8")
    assert mem_run(home, "import", str(path)).exit_code == 0
    r = mem_run(home, "record", "diary \x1b]0;title\x07 kite day", "--at", "2024-03-02",
                "--tag", "t\x1b[5mag", "--cue", "place:lake\x1b]0;x\x07=West\u202eLake")
    assert r.exit_code == 0, r.output
    r = mem_run(home, "record", "我特别喜欢吃火\x1b[2J锅，也喜欢爵士乐。", "--at", "2024-03-03")
    assert r.exit_code == 0, r.output
    assert mem_run(home, "persona", "set", "-", input="You are Kit\x1b]0;pwned\x07, a \u202ekind\u202c friend.").exit_code == 0
    assert mem_run(home, "flush").exit_code == 0
    return home


def test_every_printing_command_shows_escapes_in_a_pipe(evil_home: Path) -> None:
    home = evil_home
    outputs = {}
    for args in (
        ("recall", "kites"), ("recall", "kites", "--mode", "deep"), ("read", "r1"), ("read", "r3"),
        ("context",), ("context", "--query", "kites"), ("profile",), ("timeline",), ("cues",),
        ("stats",), ("persona", "show"), ("export", "--format", "markdown"), ("recall", "--cue", "place:lake"),
    ):
        r = mem_run(home, *args)
        assert r.exit_code == 0, (args, r.output)
        _no_raw(r.stdout, " ".join(args))
        _no_raw(r.stderr, " ".join(args) + " (stderr)")
        outputs[args] = r.stdout
    # shown, not dropped: the reader can see what the text holds
    assert "\\x1b[2J" in outputs[("recall", "kites")] and "<U+202E>" in outputs[("recall", "kites")]
    assert "\\x9b31m" in outputs[("read", "r1")] and "\\x1b]52;c;" in outputs[("read", "r1")]
    assert "\\x1b[2J" in outputs[("context", "--query", "kites")]
    assert "\\x1b[2J" in outputs[("export", "--format", "markdown")]
    assert "\\x1b[2J" in outputs[("profile",)] and "\\x1b]0;" in outputs[("persona", "show")]
    # the store keeps the original text untouched
    with sqlite3.connect(home / "mem.db") as conn:
        assert conn.execute("SELECT text FROM records WHERE text LIKE 'My name%'").fetchone()[0] == EVIL


def test_json_output_escapes_c1_and_bidi_but_keeps_the_values(evil_home: Path) -> None:
    home = evil_home
    for args in (("recall", "kites", "--json"), ("read", "r1", "--json"), ("context", "--query", "kites", "--json"),
                 ("cues", "--json"), ("export",)):
        r = mem_run(home, *args)
        assert r.exit_code == 0, (args, r.output)
        _no_raw(r.stdout, " ".join(args))
    assert json.loads(mem_run(home, "read", "r1", "--json").stdout)["text"] == EVIL
    hits = json.loads(mem_run(home, "recall", "kites", "--json").stdout)
    assert EVIL in [h["text"] for h in hits]
    lines = [json.loads(line) for line in mem_run(home, "export").stdout.splitlines()]
    assert any(obj.get("text") == EVIL for obj in lines)


@pytest.mark.parametrize("unit,budget", [("bytes", 300), ("bytes", 700), ("tokens", 60), ("tokens", 150)])
def test_context_budget_counts_the_printed_text(evil_home: Path, unit: str, budget: int) -> None:
    """Sanitising happens before budgeting: the printed pack is exactly what was counted."""
    from memcli.core.textproc import count_tokens

    r = mem_run(evil_home, "context", "--query", "kites", "--budget", str(budget), "--unit", unit)
    assert r.exit_code == 0, r.output
    _no_raw(r.stdout, "context")
    doc = json.loads(mem_run(evil_home, "context", "--query", "kites", "--budget", str(budget), "--unit", unit,
                             "--json").stdout)
    assert doc["text"] == r.stdout
    cost = len(r.stdout.encode("utf-8")) if unit == "bytes" else count_tokens(r.stdout)
    assert cost == doc["used"] <= budget


def _on_a_terminal(home: Path, *args: str) -> str:
    """Run mem with stdout on a real pseudo-terminal; what the terminal received."""
    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "200", "TERM": "xterm-256color"}
    env.pop("NO_COLOR", None)
    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), *args],
                            stdout=slave, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            break
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    return b"".join(chunks).decode("utf-8", "replace")


@pytest.mark.parametrize("args", [("recall", "kites"), ("read", "r1"), ("profile",), ("timeline",), ("cues",),
                                  ("context", "--query", "kites")])
def test_a_real_terminal_receives_no_hostile_sequence(evil_home: Path, args: tuple[str, ...]) -> None:
    out = _on_a_terminal(evil_home, *args)
    assert out.strip(), args
    # Rich colours its own output, so look for the hostile sequences themselves
    for seq in ("\x1b[2J", "\x1b]52", "\x1b]0;", "\x1b]8;", "\x9b", "\u202e", "\u2066", "\u200b", "\x1b[5m", "\x07"):
        assert seq not in out, f"{args}: {seq!r} reached the terminal"
    assert "\r" not in out.replace("\r\n", "")  # the pty turns \n into \r\n; no lone CR from the text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=60))
def test_filters_leave_nothing_raw_and_json_keeps_every_value(text: str) -> None:
    from memcli.core.termsafe import json_safe, safe_line, safe_text

    _no_raw(safe_text(text), "safe_text")
    _no_raw(safe_line(text), "safe_line")
    assert "\n" not in safe_line(text) and "\t" not in safe_line(text)
    doc = json_safe(json.dumps({"t": text}, ensure_ascii=False))
    _no_raw(doc, "json_safe")
    assert json.loads(doc)["t"] == text


def test_the_fast_path_in_a_pipe_shows_escapes_too(evil_home: Path) -> None:
    """``python -m memcli`` answers plain recall/read/cues/context without Typer: same filter."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for args in (("recall", "kites"), ("read", "r1"), ("cues",), ("context", "--query", "kites"),
                 ("recall", "kites", "--json")):
        proc = subprocess.run([sys.executable, "-m", "memcli", "--home", str(evil_home), *args],
                              capture_output=True, text=True, timeout=120, env=env)
        assert proc.returncode == 0, (args, proc.stderr)
        assert proc.stdout.strip(), args
        _no_raw(proc.stdout, "fast " + " ".join(args))


@pytest.mark.parametrize("argv", [
    ("recall", "foo"),  # the Typer-free fast path
    ("recall", "foo", "--mode", "FAST"),  # a value to normalise: handed to Typer
    ("context",),
    ("stats",),  # Typer only
])
def test_the_error_line_escapes_a_terminal_escape_on_both_paths(tmp_path: Path, argv: tuple[str, ...]) -> None:
    """One error printer: a home path holding ESC[31m prints as text, never as a colour change."""
    home = str(tmp_path / "x\x1b[31mRED")
    proc = subprocess.run([sys.executable, "-m", "memcli", "--home", home, *argv], capture_output=True, timeout=120)
    err = proc.stderr.decode("utf-8")
    assert proc.returncode == 1 and err.startswith("mem: error: no store yet at "), err
    assert "\x1b" not in err and "x\\x1b[31mRED" in err and err.count("\n") == 1
