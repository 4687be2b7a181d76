"""``--user`` on a SQLite store, through the real CLI: writes and flushes name the user, read and forget reach
only that user's items; recall and export, which see the whole file, refuse another user instead of showing
everyone's memory (PostgreSQL: tests/test_pg_cli.py).

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
    for command in (("recall", "kite"), ("export",)):
        refused = mem_proc(home, *command, "--user", "bob", env=env)
        assert refused.returncode == 1 and "covers the whole file" in refused.stderr, (command, refused.stderr)
    assert mem_proc(home, "recall", "kite", "--user", "default", env=env).returncode == 0  # config user.id


def test_read_and_forget_keep_two_users_of_one_sqlite_file_apart(tmp_path: Path) -> None:
    home = tmp_path / "h"
    env = {"MEM_STORE": None}
    diary = str(SAMPLE_DATA / "diary.md")

    def run(*args: str) -> tuple[int, str, str]:
        done = mem_proc(home, *args, env=env)
        return done.returncode, done.stdout, done.stderr

    assert run("import", "--user", "ann", diary)[0] == 0
    code, out, _ = run("record", "--user", "bob", "--at", "2024-05-01", "--json", "bob flew a red kite")
    bob_id = json.loads(out)["id"]
    assert run("flush", "--user", "ann")[0] == 0 and run("flush", "--user", "bob")[0] == 0
    ann_event = json.loads(run("timeline", "--user", "ann", "--json")[1])[0]["id"]
    ann_record = json.loads(run("timeline", "--user", "ann", "--json")[1])[0]["sources"][0]
    for user, mine, theirs in (("bob", bob_id, ann_event), ("bob", bob_id, ann_record), ("ann", ann_event, bob_id)):
        assert json.loads(run("read", mine, "--user", user, "--json")[1])["id"] == mine
        code, _, err = run("read", theirs, "--user", user)
        assert code == 1 and err.startswith(f"mem: error: no such item {theirs}"), (user, theirs, err)
    export_before = run("export")[1]
    # bob cannot forget ann's items, by id or by her source file; nothing changes
    assert run("forget", ann_record, "--user", "bob")[0] == 1
    assert run("forget", ann_event, "--user", "bob")[0] == 1
    code, _, err = run("forget", "--source", diary, "--user", "bob")
    assert code == 1 and err.startswith("mem: error: "), err
    assert run("export")[1] == export_before
    # bob forgetting his own record leaves every row of ann's as it was
    code, out, _ = run("forget", bob_id, "--user", "bob", "--json")
    assert code == 0 and {f["id"] for f in json.loads(out)["forgotten"]} >= {bob_id}
    after = [json.loads(line) for line in run("export")[1].splitlines()]
    before = [json.loads(line) for line in export_before.splitlines()]

    def anns(rows: list[dict[str, object]]) -> list[dict[str, object]]:
        return [r for r in rows if r["type"] in ("record", "memory", "event") and r.get("user") == "ann"]
    assert anns(after) == anns(before) and len([r for r in anns(after) if r["type"] == "record"]) == 15
    assert not any(r["type"] == "record" and r.get("user") == "bob" for r in after)
