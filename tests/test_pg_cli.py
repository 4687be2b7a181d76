"""The commands of one person's memory on a PostgreSQL store, through the real CLI (``python -m memcli``).

Each test gets a fresh database on the test server (``pg_url``) and a fresh
``MEM_HOME`` that holds only config and caches: nothing here may create the
SQLite file.
"""

from __future__ import annotations

import json
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from conftest import SAMPLE_DATA, mem_proc

pytestmark = pytest.mark.pg

SAMPLES = [str(SAMPLE_DATA / name) for name in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]


def mem(home: Path, url: str, *args: str) -> CompletedProcess[str]:
    return mem_proc(home, *args, env={"MEM_STORE": url})


def ok(result: CompletedProcess[str]) -> str:
    assert result.returncode == 0, (result.returncode, result.stdout, result.stderr)
    return result.stdout


def test_flush_distils_on_postgres(pg_url: str, tmp_path: Path) -> None:
    home = tmp_path / "h"
    ok(mem(home, pg_url, "import", *SAMPLES))
    done = mem(home, pg_url, "flush")
    ok(done)
    assert "distilled 56 records" in done.stdout, done.stdout
    assert "memories created" in done.stdout
    again = mem(home, pg_url, "flush")
    assert again.returncode == 0 and "nothing to distill" in again.stdout + again.stderr
    profile = ok(mem(home, pg_url, "profile"))
    assert "basic_info::hometown: 杭州" in profile
    assert "e1 " in ok(mem(home, pg_url, "timeline"))
    assert not (home / "mem.db").exists()
