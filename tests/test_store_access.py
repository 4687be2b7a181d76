"""Reads on a missing store and on a read-only store, through the real ``mem`` process.

A read never creates a store (no folder, no ``mem.db``, no ``config.toml``)
and says where the store would be; a store on a read-only mount can still be
read by every read command (derived caches are then built in memory), and
every write says "the store is read-only" and changes nothing.

SQLite only: a missing store and a read-only one are a file and its folder (a database is there or not,
and a server refuses writes itself).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import SAMPLE_DATA, mem_proc, use_fast_embedder

READS = [
    ["stats"],
    ["recall", "风筝"],
    ["recall", "--json", "风筝"],
    ["read", "r1"],
    ["cues"],
    ["profile"],
    ["timeline"],
    ["context"],
    ["context", "--json", "--query", "风筝"],
    ["export"],
    ["doctor"],
    ["persona", "show"],
]


def mem(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """:func:`conftest.mem_proc` with no store chosen by the environment (no ``$MEM_HOME``, ``$XDG_DATA_HOME``)."""
    return mem_proc(None, *args, env={"MEM_HOME": None, "XDG_DATA_HOME": None, **(env or {})})


def tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


@pytest.mark.parametrize("args", READS + [["backup", "BACKUP"]], ids=lambda a: " ".join(a))
def test_a_read_on_a_fresh_machine_creates_nothing(tmp_path: Path, args: list[str]) -> None:
    user_home = tmp_path / "user"
    user_home.mkdir()
    args = [str(tmp_path / "b.db") if a == "BACKUP" else a for a in args]
    proc = mem(*args, env={"HOME": str(user_home)})
    where = user_home / ".local" / "share" / "mem"
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert proc.stderr.startswith("mem: error: no store yet at ") and str(where) in proc.stderr
    assert "XDG_DATA_HOME" in proc.stderr and proc.stderr.count("\n") == 1
    assert tree(user_home) == [] and not (tmp_path / "b.db").exists()


def test_a_dry_run_import_on_a_fresh_machine_creates_nothing(tmp_path: Path) -> None:
    user_home = tmp_path / "user"
    user_home.mkdir()
    proc = mem("import", "--dry-run", "--json", str(SAMPLE_DATA / "diary.md"), env={"HOME": str(user_home)})
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["imported"] > 0 and tree(user_home) == []


def test_xdg_data_home_and_home_option_say_where_the_store_would_be(tmp_path: Path) -> None:
    xdg = tmp_path / "xdg"
    proc = mem("stats", env={"HOME": str(tmp_path), "XDG_DATA_HOME": str(xdg)})
    assert proc.returncode == 1 and f"no store yet at {xdg / 'mem'}" in proc.stderr
    assert not xdg.exists()
    shown = mem("config", "show", env={"HOME": str(tmp_path), "XDG_DATA_HOME": str(xdg)})
    assert shown.returncode == 0 and "context.budget = 8000" in shown.stdout and not xdg.exists()
    other = tmp_path / "elsewhere"
    proc = mem("--home", str(other), "context", "--budget", "500", env={"HOME": str(tmp_path)})
    assert proc.returncode == 1 and f"no store yet at {other}" in proc.stderr and not other.exists()
    # the first write creates it where the read said
    assert mem("--home", str(other), "record", "第一条").returncode == 0
    assert (other / "mem.db").is_file()


@pytest.fixture(scope="module")
def read_only_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A distilled store on a tmpfs that is then remounted read-only (derived vector files removed)."""
    mnt = tmp_path_factory.mktemp("ro") / "mnt"
    mnt.mkdir()
    try:
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(mnt)], check=True,
                       capture_output=True, timeout=30)
    except (OSError, subprocess.CalledProcessError) as exc:
        pytest.skip(f"a read-only mount is needed and `mount` is not permitted here ({exc})")
    try:
        home = mnt / "store"
        use_fast_embedder(home)
        imported = mem("--home", str(home), "import", str(SAMPLE_DATA / "chat_openai.json"),
                       str(SAMPLE_DATA / "diary.md"))
        assert imported.returncode == 0, imported.stderr
        assert mem("--home", str(home), "flush", "--no-llm").returncode == 0
        assert mem("--home", str(home), "config", "set", "recall.usage_weighting", "true").returncode == 0
        # a reader must rebuild these; on a read-only store it can only do so in memory
        shutil.rmtree(home / "vectors", ignore_errors=True)
        shutil.rmtree(home / "models", ignore_errors=True)
        subprocess.run(["mount", "-o", "remount,ro", str(mnt)], check=True, capture_output=True, timeout=30)
        yield home
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True, timeout=30)


def _digest(home: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(home.iterdir()) if p.is_file()}


@pytest.mark.slow  # many processes or examples: the full suite runs it, the quick loop does not
def test_every_read_works_on_a_read_only_store(read_only_store: Path, tmp_path: Path) -> None:
    home = read_only_store
    assert not os.access(home, os.W_OK)
    before = _digest(home)
    names = sorted(p.name for p in home.iterdir())
    assert "vectors" not in names and "models" not in names
    for args in READS + [["recall", "--mode", "semantic", "风筝"]]:
        proc = mem("--home", str(home), *args)
        assert proc.returncode == 0, (args, proc.stderr)
        assert "error" not in proc.stderr, (args, proc.stderr)
        if args[0] not in ("persona",):
            assert proc.stdout.strip(), args
    hits = json.loads(mem("--home", str(home), "recall", "--json", "风筝").stdout)
    assert any("风筝" in h["text"] for h in hits)
    assert "store is healthy" in mem("--home", str(home), "doctor").stdout
    init = mem("--home", str(home), "init")
    assert init.returncode == 0 and "store already exists" in init.stderr and "read-only" in init.stderr
    from memcli import api

    report = api.init(api.open_store(home))
    assert report.read_only and report.existed and not report.wrote_config
    backup = mem("--home", str(home), "backup", str(tmp_path / "copy.db"))
    assert backup.returncode == 0 and (tmp_path / "copy.db").is_file()
    assert _digest(home) == before and sorted(p.name for p in home.iterdir()) == names


WRITES = [
    ["import", str(SAMPLE_DATA / "diary.md")],
    ["record", "今天下雨"],
    ["flush"],
    ["reindex"],
    ["forget", "r1"],
    ["doctor", "--fix"],
    ["config", "set", "context.budget", "300"],
]


def test_every_write_says_the_store_is_read_only(read_only_store: Path) -> None:
    before = _digest(read_only_store)
    for args in WRITES:
        proc = mem("--home", str(read_only_store), *args)
        assert proc.returncode == 1, (args, proc.stdout)
        assert proc.stderr.startswith("mem: error: the store is read-only"), (args, proc.stderr)
        assert proc.stderr.count("\n") == 1
    assert _digest(read_only_store) == before
