"""One user's whole archive back into a PostgreSQL store of many users, through the real CLI.

``mem import`` of an archive into a user with nothing stored restores it whole (memories and events too, new
ids, links mapped); ``mem restore --user U [--force]`` replaces that user's memory with it. Other users' rows
are never touched, and a bad archive leaves the user's memory as it was.

PostgreSQL only: there ``mem restore`` takes one user's ``mem export`` archive (a database is backed up with
``pg_dump``); on SQLite it takes a ``mem backup`` file, the whole store (tests/test_backup.py). The archive's
way back into a SQLite store is in tests/test_user_option.py and tests/test_backends_cli.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from subprocess import CompletedProcess

import pytest
from conftest import mem_cli
from test_backends_cli import SAMPLES, ok

pytestmark = pytest.mark.pg


def mem(home: Path, url: str, *args: str) -> CompletedProcess[str]:
    return mem_cli(home, *args, env={"MEM_STORE": url})


def _content(export: str) -> dict[str, list[str]]:
    """An archive without what the store assigns itself (ids, import times): each kind's rows, sorted, with the
    sources and successors named by the text they point at, so links survive the renumbering."""
    rows = [json.loads(line) for line in export.splitlines()]
    text_of = {r["id"]: r.get("text") or r.get("content") for r in rows if r["type"] in ("record", "memory")}
    out: dict[str, list[str]] = {}
    for r in rows:
        if r["type"] == "mem-export":
            continue
        row = {k: v for k, v in r.items() if k not in ("id", "ingested_at", "user")}
        if "sources" in row:
            row["sources"] = sorted(str(text_of.get(s)) for s in row["sources"])
        if row.get("superseded_by"):
            row["superseded_by"] = text_of.get(row["superseded_by"])
        out.setdefault(r["type"], []).append(json.dumps(row, ensure_ascii=False, sort_keys=True))
    return {k: sorted(v) for k, v in out.items()}


def test_a_users_archive_restores_whole_and_replaces_only_that_user(pg_store_url: str, tmp_path: Path) -> None:
    pg_url = pg_store_url
    home = tmp_path / "h"
    ok(mem(home, pg_url, "import", "--user", "ann", SAMPLES[2]))
    ok(mem(home, pg_url, "flush", "--user", "ann"))
    ok(mem(home, pg_url, "forget", "--user", "ann", "r2"))
    ok(mem(home, pg_url, "import", "--user", "bob", SAMPLES[0]))
    ok(mem(home, pg_url, "flush", "--user", "bob"))
    ann_export = ok(mem(home, pg_url, "export", "--user", "ann"))
    bob_export = ok(mem(home, pg_url, "export", "--user", "bob"))
    archive = tmp_path / "ann.jsonl"
    archive.write_text(ann_export, encoding="utf-8")
    ann_content = _content(ann_export)
    assert ann_content["memory"] and ann_content["event"] and ann_content["watermark"]

    # into a user with nothing stored: the whole archive, memories and events included, no flush needed
    ok(mem(home, pg_url, "import", "--user", "carol", str(archive)))
    assert _content(ok(mem(home, pg_url, "export", "--user", "carol"))) == ann_content
    ann_profile = ok(mem(home, pg_url, "profile", "--user", "ann"))
    assert "basic_info::location: 上海" in ann_profile
    assert ok(mem(home, pg_url, "profile", "--user", "carol")) == ann_profile

    # over ann's own memory: refused without --force, and nothing changes
    refused = mem(home, pg_url, "restore", "--user", "ann", str(archive))
    assert refused.returncode == 1 and refused.stderr.startswith("mem: error: user 'ann' already has memory")
    assert ok(mem(home, pg_url, "export", "--user", "ann")) == ann_export

    # ann adds something, then restores her archive with --force: back to the archive, bob untouched
    ok(mem(home, pg_url, "record", "--user", "ann", "--at", "2024-07-01", "a note made after the export"))
    done = json.loads(ok(mem(home, pg_url, "restore", "--user", "ann", "--force", "--json", str(archive))))
    assert done["user"] == "ann" and done["replaced_rows"] > 0 and done["records"] == len(ann_content["record"])
    after = ok(mem(home, pg_url, "export", "--user", "ann"))
    assert _content(after) == ann_content and "a note made after the export" not in after
    assert ok(mem(home, pg_url, "export", "--user", "bob")) == bob_export
    hits = json.loads(ok(mem(home, pg_url, "recall", "--user", "ann", "风筝", "--json")))
    assert hits and all("Rain" not in h["text"] for h in hits)
    # what was forgotten stays forgotten: re-importing the diary brings r2 back for nobody
    assert "imported 0" in ok(mem(home, pg_url, "import", "--user", "ann", SAMPLES[2]))

    # a bad archive with --force: one line, ann's memory as it was
    bad = tmp_path / "bad.jsonl"
    lines = ann_export.splitlines()
    bad.write_text("\n".join([*lines[:5], '{"type": "record", "text": 3}', *lines[5:]]) + "\n", encoding="utf-8")
    failed = mem(home, pg_url, "restore", "--user", "ann", "--force", str(bad))
    assert failed.returncode == 1 and failed.stderr.startswith("mem: error: ") and failed.stderr.count("\n") == 1
    assert ok(mem(home, pg_url, "export", "--user", "ann")) == after
    # a SQLite backup is not an archive here
    backup = tmp_path / "b.db"
    backup.write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)
    wrong = mem(home, pg_url, "restore", "--user", "ann", "--force", str(backup))
    assert wrong.returncode == 1 and "is a `mem backup`" in wrong.stderr
    assert ok(mem(home, pg_url, "export", "--user", "bob")) == bob_export
