"""Golden outputs of the read commands on ``sample_data/``, byte for byte.

Why: the CLI commands are a thin skin over :mod:`memcli.api`; moving their
bodies there must not change a byte a user or a script sees. Each command
line runs twice: as a whole ``python -m memcli`` process (which takes the
Typer-free fast path for recall, read and context) and in process through
the Typer app, and both must print exactly the stored golden file.

Only two things are masked before comparing: the sample directory (records
keep the absolute path they were imported from) and wall-clock stamps of
this run (a memory's ``updated_at`` is when the flush wrote it).
Regenerate after an intended change with ``MEM_UPDATE_GOLDEN=1``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest
from conftest import SAMPLE_DATA, mem_run

GOLDEN = Path(__file__).resolve().parent / "fixtures" / "golden"
NOW = "2025-01-10"
ROOT = Path(__file__).resolve().parent.parent

# name → command line after `mem --home HOME`
READS: dict[str, list[str]] = {
    "recall_kite.json": ["recall", "风筝", "--now", NOW, "--json"],
    "recall_kite.txt": ["recall", "风筝", "--now", NOW],
    "recall_en_since.json": ["recall", "blue", "kite", "--since", "2008-01-01", "-n", "3", "--json"],
    "recall_fts_syntax.txt": ["recall", 'NEAR("a" OR) * -x', "--now", NOW],
    "context_query.txt": ["context", "--now", NOW, "--budget", "1500", "--query", "周末去哪儿"],
    "context_query.json": ["context", "--now", NOW, "--budget", "1500", "--query", "周末去哪儿", "--json"],
    "context_noquery.txt": ["context", "--now", NOW, "--budget", "800", "--unit", "bytes"],
    "profile.txt": ["profile"],
    "profile.json": ["profile", "--json"],
    "profile_work.txt": ["profile", "--topic", "work"],
    "timeline.txt": ["timeline"],
    "timeline.json": ["timeline", "--json"],
    "timeline_range.txt": ["timeline", "--since", "2013-01-01", "--until", "2020-12-31", "-n", "3"],
    "read_r42.txt": ["read", "r42"],
    "read_r42.json": ["read", "r42", "--json"],
    "read_m1.txt": ["read", "m1"],
    "read_e1.json": ["read", "e1", "--json"],
    "forget_dry.json": ["forget", "r42", "m1", "--dry-run", "--json"],
    "forget_dry.txt": ["forget", "r42", "--dry-run"],
}
# run in this order on a copy of the store, after the reads
WRITES: dict[str, list[str]] = {
    "record.json": ["record", "今天和阿杰去爬山了", "--at", "2024-06-01", "--tag", "hike", "--json"],
    "import_again.json": ["import", str(SAMPLE_DATA / "diary.md"), "--json"],
    "forget.json": ["forget", "r42", "--json"],
    "recall_after_forget.json": ["recall", "风筝", "--json"],
}


def _mask(text: str) -> str:
    text = text.replace(str(SAMPLE_DATA), "$SAMPLES")
    today = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    return re.sub(re.escape(today) + r"T[0-9:.]+\+00:00", "<NOW>", text)


def _build(home: Path) -> None:
    for args in (
        ["config", "set", "embedding.enabled", "false"],
        ["import", *(str(SAMPLE_DATA / n) for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md"))],
        ["flush", "--no-llm"],
    ):
        r = mem_run(home, *args)
        assert r.exit_code == 0, r.output


def _process(home: Path, args: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MEM_HOME": str(home)}
    p = subprocess.run(
        [sys.executable, "-m", "memcli", "--home", str(home), *args], capture_output=True, env=env, timeout=120
    )
    assert p.returncode == 0, p.stderr.decode()
    return p.stdout.decode("utf-8")


def _check(name: str, got: str) -> None:
    path = GOLDEN / name
    if os.environ.get("MEM_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(got.encode("utf-8"))
        return
    assert path.exists(), f"no golden {name}; run with MEM_UPDATE_GOLDEN=1"
    assert got == path.read_bytes().decode("utf-8"), name


@pytest.fixture(scope="module")
def sample_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("golden") / "home"
    _build(home)
    return home


@pytest.mark.parametrize("name", sorted(READS))
def test_read_commands_match_golden(sample_home: Path, name: str) -> None:
    args = READS[name]
    whole = _mask(_process(sample_home, args))
    _check(name, whole)
    r = mem_run(sample_home, *args)
    assert r.exit_code == 0, r.output
    assert _mask(r.stdout) == whole, f"{name}: the Typer path and the whole process differ"


def test_write_commands_match_golden(sample_home: Path, tmp_path: Path) -> None:
    for runner in ("process", "typer"):
        home = tmp_path / runner
        shutil.copytree(sample_home, home)
        for name, args in WRITES.items():
            if runner == "process":
                got = _mask(_process(home, args))
            else:
                r = mem_run(home, *args)
                assert r.exit_code == 0, r.output
                got = _mask(r.stdout)
            _check(name, got)
