"""The ``mem`` command leaves a fast-path command without the interpreter's teardown, and loses nothing by it.

:func:`memcli.cli.entry.console` (the console script and ``python -m memcli``)
ends with ``os._exit`` once the output is flushed; :func:`memcli.cli.entry.main`
keeps the ordinary exit. An ``atexit`` handler shows which of the two ran.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import mem_proc

from memcli import api

SCRIPT = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('TEARDOWN'))\n"
    "sys.argv = ['mem', '--home', sys.argv[1], *sys.argv[3:]]\n"
    "from memcli.cli import entry\n"
    "getattr(entry, sys.argv_entry)()\n"
)


def _run(entry: str, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    script = SCRIPT.replace("sys.argv_entry", repr(entry))
    return subprocess.run([sys.executable, "-c", script, str(home), entry, *args], capture_output=True, text=True,
                          timeout=120)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("console") / "h"
    state = api.open_store(home)
    for n in range(300):  # more output than a pipe holds, so nothing may be left in a buffer
        api.record(state, f"kite flying day {n} by the river, a long line of text to fill the output " * 3,
                   at=f"2024-01-{n % 28 + 1:02d}")
    return home


def test_a_fast_command_leaves_at_once_with_all_its_output(home: Path) -> None:
    fast = _run("console", home, "recall", "kite", "--limit", "200")
    plain = _run("main", home, "recall", "kite", "--limit", "200")
    assert fast.returncode == plain.returncode == 0, fast.stderr
    assert fast.stdout == plain.stdout and len(fast.stdout.splitlines()) == 200
    assert "TEARDOWN" not in fast.stderr and plain.stderr.endswith("TEARDOWN")


def test_errors_keep_their_exit_code_and_line(home: Path, tmp_path: Path) -> None:
    missing = _run("console", tmp_path / "nowhere", "recall", "kite")
    assert missing.returncode == 1 and missing.stderr.startswith("mem: error: no store yet")
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), "recall", "kite", "--limit", "300"],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert proc.returncode == 1 and proc.stderr.startswith("mem: error: no space left"), proc.stderr


def test_a_command_typer_runs_exits_as_before(home: Path) -> None:
    """Only the fast path leaves at once: the full CLI's commands end as they always did."""
    proc = mem_proc(home, "export")
    assert proc.returncode == 0 and len(proc.stdout.splitlines()) == 301  # a header, then every record
    typer = _run("console", home, "export")
    assert typer.returncode == 0 and typer.stdout == proc.stdout and typer.stderr.endswith("TEARDOWN")
