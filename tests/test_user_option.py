"""``--user`` on a SQLite store, through the real CLI: writes and flushes name the user; commands that see
the whole file refuse another user instead of showing everyone's memory (PostgreSQL: tests/test_pg_cli.py).

Commands with a Typer-free fast path (recall, read) run as ``mem`` processes; the others in process.
"""

from __future__ import annotations

import json
from pathlib import Path

from conftest import SAMPLE_DATA, mem_proc, mem_run


def test_user_on_a_sqlite_store(tmp_path: Path, fast_embedder: str) -> None:
    home = tmp_path / "h"
    env = {"MEM_STORE": None}
    assert mem_run(home, "import", "--user", "ann", str(SAMPLE_DATA / "diary.md"), env=env).exit_code == 0
    rec = mem_run(home, "record", "--user", "bob", "--at", "2024-05-01", "--json", "bob flew a red kite", env=env)
    assert rec.exit_code == 0, rec.stderr
    bob_id = json.loads(rec.stdout)["id"]
    assert json.loads(mem_proc(home, "read", bob_id, "--json", env=env).stdout)["user"] == "bob"
    only_bob = mem_run(home, "flush", "--user", "bob", "--json", env=env)
    assert only_bob.exit_code == 0 and json.loads(only_bob.stdout)["processed"] == 1
    stats = json.loads(mem_run(home, "stats", "--json", env=env).stdout)
    assert stats["pending"] == 15  # ann's diary still waits
    assert json.loads(mem_run(home, "flush", "--user", "ann", "--json", env=env).stdout)["processed"] == 15
    events = json.loads(mem_run(home, "timeline", "--user", "bob", "--json", env=env).stdout)
    assert events and all(bob_id in e["sources"] for e in events)
    for command in (("recall", "kite"), ("read", bob_id)):
        refused = mem_proc(home, *command, "--user", "bob", env=env)
        assert refused.returncode == 1 and "covers the whole file" in refused.stderr, (command, refused.stderr)
    for command in (("forget", bob_id), ("export",)):
        denied = mem_run(home, *command, "--user", "bob", env=env)
        assert denied.exit_code == 1 and "covers the whole file" in denied.stderr, (command, denied.stderr)
    assert mem_proc(home, "read", bob_id, env=env).returncode == 0  # nothing was forgotten
    assert mem_proc(home, "recall", "kite", "--user", "default", env=env).returncode == 0  # config user.id
