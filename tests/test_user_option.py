"""``--user`` on a SQLite store, through the real CLI: writes and flushes name the user; read, forget, recall
(fast and semantic), context and export reach only that user's items (both backends: tests/test_backends_cli.py).

Commands with a Typer-free fast path (recall, read) run as ``mem`` processes; the others in process.
"""

# SQLite's own: several users in one file share its full-text statistics, its vector file and the rows it
# keeps without a user (persona, watermarks); the same commands on both backends: tests/test_backends_cli.py.

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import SAMPLE_DATA, mem_proc, mem_run


def test_user_on_a_sqlite_store(tmp_path: Path, fast_embedder: str) -> None:
    home = tmp_path / "h"
    env = {"MEM_STORE": None}
    assert mem_run(home, "import", "--user", "ann", str(SAMPLE_DATA / "diary.md"), env=env).exit_code == 0
    rec = mem_run(home, "record", "--user", "bob", "--at", "2024-05-01", "--json", "bob flew a red kite", env=env)
    assert rec.exit_code == 0, rec.stderr
    bob_id = json.loads(rec.stdout)["id"]
    assert json.loads(mem_proc(home, "read", bob_id, "--user", "bob", "--json", env=env).stdout)["user"] == "bob"
    # without --user a read is config user.id's (default), who has no rows in this file
    assert "no such item" in mem_proc(home, "read", bob_id, env=env).stderr
    only_bob = mem_run(home, "flush", "--user", "bob", "--json", env=env)
    assert only_bob.exit_code == 0 and json.loads(only_bob.stdout)["processed"] == 1
    stats = json.loads(mem_run(home, "stats", "--json", env=env).stdout)
    assert stats["pending"] == 15  # every user's (an upkeep command without --user): ann's diary still waits
    assert json.loads(mem_run(home, "stats", "--user", "bob", "--json", env=env).stdout)["pending"] == 0
    assert json.loads(mem_run(home, "flush", "--user", "ann", "--json", env=env).stdout)["processed"] == 15
    events = json.loads(mem_run(home, "timeline", "--user", "bob", "--json", env=env).stdout)
    assert events and all(bob_id in e["sources"] for e in events)
    # recall and export of one user of the file (they used to refuse: they covered the whole file)
    bobs = mem_proc(home, "recall", "kite", "--user", "bob", "--json", env=env)
    assert bobs.returncode == 0, bobs.stderr
    hits = json.loads(bobs.stdout)
    assert hits and all(bob_id in h["sources"] for h in hits), hits
    anns = json.loads(mem_proc(home, "recall", "kite", "--user", "ann", "--json", env=env).stdout)
    assert anns and all(bob_id not in h["sources"] for h in anns)
    # without --user: config user.id's memory (default: nobody's rows here), never the whole file
    assert mem_proc(home, "recall", "kite", "--json", env=env).stdout.strip() == "[]"
    assert mem_proc(home, "recall", "kite", "--user", "default", "--json", env=env).stdout.strip() == "[]"
    exported = mem_proc(home, "export", "--user", "bob", env=env)
    assert exported.returncode == 0 and "left out of this export" in exported.stderr, exported.stderr
    lines = [json.loads(line) for line in exported.stdout.splitlines()]
    assert {r["user"] for r in lines if "user" in r} == {"bob"}


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
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
    def export() -> str:  # both users' lines (a read without --user would be config user.id's)
        return run("export", "--user", "ann")[1] + run("export", "--user", "bob")[1]

    export_before = export()
    # bob cannot forget ann's items, by id or by her source file; nothing changes
    assert run("forget", ann_record, "--user", "bob")[0] == 1
    assert run("forget", ann_event, "--user", "bob")[0] == 1
    code, _, err = run("forget", "--source", diary, "--user", "bob")
    assert code == 1 and err.startswith("mem: error: "), err
    assert export() == export_before
    # bob forgetting his own record leaves every row of ann's as it was
    code, out, _ = run("forget", bob_id, "--user", "bob", "--json")
    assert code == 0 and {f["id"] for f in json.loads(out)["forgotten"]} >= {bob_id}
    after = [json.loads(line) for line in export().splitlines()]
    before = [json.loads(line) for line in export_before.splitlines()]

    def anns(rows: list[dict[str, object]]) -> list[dict[str, object]]:
        return [r for r in rows if r["type"] in ("record", "memory", "event") and r.get("user") == "ann"]
    assert anns(after) == anns(before) and len([r for r in anns(after) if r["type"] == "record"]) == 15
    assert not any(r["type"] == "record" and r.get("user") == "bob" for r in after)


def _two_users(home: Path) -> dict[str, str]:
    """ann's diary and bob's kite days in one SQLite file, flushed; bob's record is older than ann's kite
    records, and few candidates and a small semantic window make a filter applied after the search starve."""
    env = {"MEM_STORE": None}
    assert mem_run(home, "import", "--user", "ann", str(SAMPLE_DATA / "diary.md"), env=env).exit_code == 0
    rec = mem_run(home, "record", "--user", "bob", "--at", "2001-05-01", "--json", "bob flew a red kite", env=env)
    bob_id = json.loads(rec.stdout)["id"]
    for n in range(25):
        assert mem_run(home, "record", "--user", "ann", "--at", f"2020-01-{n + 1:02d}",
                       f"ann's kite diary, day {n}: the kite string snapped", env=env).exit_code == 0
    for key, value in (("recall.candidates", "10"), ("recall.semantic_window", "10")):
        assert mem_run(home, "config", "set", key, value, env=env).exit_code == 0
    for user in ("ann", "bob"):
        assert mem_run(home, "flush", "--user", user, env=env).exit_code == 0
    return {"bob": bob_id}


def _whole_file(home: Path) -> list[dict[str, Any]]:
    """Every line of the file, every user's: an export through the file's all-users handle (what ``mem
    backup`` keeps; ``mem export`` without ``--user`` is config user.id's)."""
    import io

    from memcli.archive.export import write_jsonl
    from memcli.store.opening import open_store
    from memcli.store.protocols.users import every_user_of_file

    store = open_store(None, home, every_user_of_file(), read_only=True)
    try:
        out = io.StringIO()
        write_jsonl(store, out)
    finally:
        store.close()
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _sources_of(home: Path, user: str | None, kind: str) -> set[str]:
    """The ids of *user*'s items of *kind*, read from the whole file."""
    return {r["id"] for r in _whole_file(home) if r["type"] == kind and (user is None or r.get("user") == user)}


def test_two_users_of_one_sqlite_file_never_see_each_other(tmp_path: Path, fast_embedder: str) -> None:
    home = tmp_path / "h"
    env = {"MEM_STORE": None}
    bob_id = _two_users(home)["bob"]
    owned = {u: {k: _sources_of(home, u, k) for k in ("record", "memory", "event")} for u in ("ann", "bob")}
    assert owned["bob"]["record"] == {bob_id} and len(owned["ann"]["record"]) == 40

    def mine(user: str, hits: list[dict[str, object]]) -> bool:
        kinds = {"r": "record", "m": "memory", "e": "event"}
        return all(str(h["id"]) in owned[user][kinds[str(h["id"])[0]]] for h in hits)

    for mode in ("fast", "semantic", "deep"):
        for user, query in (("bob", "kite"), ("bob", "flew a kite"), ("ann", "kite"), ("bob", "风筝 西湖")):
            run = mem_run(home, "recall", query, "--mode", mode, "--user", user, "-n", "5", "--json", env=env)
            assert run.exit_code == 0, run.stderr
            hits = json.loads(run.stdout)
            assert mine(user, hits), (mode, user, query, hits)
            if user == "bob" and "kite" in query:  # one old record among many newer of ann's: still found
                assert bob_id in {s for h in hits for s in h["sources"]}, (mode, query, hits)
        # a date window: its statements filter by user too
        windowed = mem_run(home, "recall", "kite", "--mode", mode, "--user", "bob", "--since", "2000-01-01",
                           "--until", "2030-01-01", "--json", env=env)
        assert json.loads(windowed.stdout) and mine("bob", json.loads(windowed.stdout))
    # the vector side alone: bob's rows of the vector file, numbered as a file of his own, so the
    # semantic window (10 newest) and the neighbours hold his items however many newer ones ann has
    from memcli.recall.hybrid import encode_query, load_model
    from memcli.api.session import State
    from memcli.store.item_keys import item_key

    state = State(home)
    state.select_user("bob")
    try:
        store = state.read_store()
        embedder = load_model(state.config, home)
        view = store.vectors.searchable(embedder.model_name)
        bob_keys = {item_key({"r": "record", "m": "memory", "e": "event"}[i[0]], int(i[1:]))
                    for k in ("record", "memory", "event") for i in owned["bob"][k]}
        assert 0 < view.count <= len(bob_keys) and set(view.keys.tolist()) <= bob_keys
        near = view.top(encode_query(embedder, "red kite"), lo=max(0, view.count - 10), hi=view.count, k=5)
        assert near and int(view.keys[near[0][0]]) == item_key("record", int(bob_id[1:]))
    finally:
        state.close()
    # a cue's records: only the user's (ann's diary links its photo)
    cue = next(r for r in _whole_file(home) if r["type"] == "cue")["key"]
    by_cue = {u: json.loads(mem_run(home, "recall", "--cue", cue, "--user", u, "--json", env=env).stdout)
              for u in ("ann", "bob")}
    assert by_cue["ann"] and mine("ann", by_cue["ann"]) and by_cue["bob"] == []
    # the Typer-free fast path (a real process) narrows the same way
    proc = mem_proc(home, "recall", "kite", "--user", "bob", "--json", env=env)
    assert proc.returncode == 0 and mine("bob", json.loads(proc.stdout)) and json.loads(proc.stdout)
    # context: recall, profile and timeline all of bob's only
    pack = mem_run(home, "context", "--query", "kite", "--user", "bob", "--json", env=env)
    assert pack.exit_code == 0, pack.stderr
    text = json.loads(pack.stdout)["text"]
    assert "red kite" in text and "ann's kite" not in text and "西湖" not in text and "snapped" not in text
    ann_pack = json.loads(mem_run(home, "context", "--query", "kite", "--user", "ann", "--json", env=env).stdout)
    assert "red kite" not in ann_pack["text"] and "kite" in ann_pack["text"]


def _rows(text: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.splitlines()]


def _stable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Lines but for what a restore makes anew (a cue's creation time)."""
    return [{k: v for k, v in r.items() if not (r["type"] == "cue" and k == "created_at")} for r in rows]


def test_export_of_one_sqlite_user_holds_only_that_user_and_restores_it(tmp_path: Path) -> None:
    home = tmp_path / "h"
    env = {"MEM_STORE": None}
    _two_users(home)
    whole = _whole_file(home)
    for user in ("ann", "bob"):
        path = tmp_path / f"{user}.jsonl"
        done = mem_run(home, "export", "--user", user, "-o", str(path), env=env)
        assert done.exit_code == 0, done.stderr
        assert "left out of this export" in done.stderr  # neither is config user.id: no persona, no watermarks
        rows = _rows(path.read_text())
        header, items = rows[0], rows[1:]
        assert {r["user"] for r in items if r["type"] in ("record", "memory", "event")} == {user}
        assert not [r for r in items if r["type"] in ("persona", "watermark", "forgotten_record")]
        assert [r for r in items if r["type"] != "cue"] == [r for r in whole if r.get("user") == user]
        for kind, key in (("record", "records"), ("memory", "memories"), ("event", "events"), ("cue", "cues")):
            assert header["counts"][key] == sum(r["type"] == kind for r in items), kind
        # cues: only those of the user's records (ann's diary links a photo; bob's record none)
        cue_keys = {c["key"] for r in items if r["type"] == "record" for c in r["cues"]}
        assert {r["key"] for r in items if r["type"] == "cue"} == cue_keys
        assert (user == "ann") == bool(cue_keys)
        # into an empty SQLite store: that user's memory, whole, every id kept
        other = tmp_path / f"{user}-home"
        loaded = mem_run(other, "import", str(path), env=env)
        assert loaded.exit_code == 0, loaded.stderr
        assert _stable(_rows(mem_run(other, "export", "--user", user, env=env).stdout)[1:]) == _stable(items)
    # the Markdown journal of one user
    journal = mem_run(home, "export", "--format", "md", "--user", "bob", env=env)
    assert journal.exit_code == 0 and "red kite" in journal.stdout and "snapped" not in journal.stdout
    assert "西湖" not in journal.stdout and "1 records" in journal.stdout
    # the file's own user (config user.id) gets the file-wide tables too, without a note
    own = mem_run(home, "export", "--user", "default", env=env)
    assert own.exit_code == 0 and "left out" not in own.stderr


@pytest.mark.pg
def test_one_sqlite_users_export_restores_that_user_on_postgres(pg_url: str, tmp_path: Path) -> None:
    """``mem import --user U`` of a SQLite file's ``export --user U`` into PostgreSQL: U's items, whole; and
    PostgreSQL's export of U holds the same lines (ids are PostgreSQL's own, so compared without them)."""
    home = tmp_path / "h"
    _two_users(home)
    path = tmp_path / "bob.jsonl"
    assert mem_run(home, "export", "--user", "bob", "-o", str(path), env={"MEM_STORE": None}).exit_code == 0
    pg_home = tmp_path / "pg"
    loaded = mem_run(pg_home, "import", "--user", "bob", str(path), env={"MEM_STORE": pg_url})
    assert loaded.exit_code == 0, loaded.stderr
    back = _rows(mem_run(pg_home, "export", "--user", "bob", env={"MEM_STORE": pg_url}).stdout)

    def content(rows: list[dict[str, Any]]) -> list[tuple[str, str]]:
        return sorted((r["type"], r.get("text") or r.get("content") or r.get("summary") or "")
                      for r in rows if r["type"] in ("record", "memory", "event"))
    mine = _rows(path.read_text())
    assert content(back) == content(mine) and content(mine)
    assert back[0]["counts"]["records"] == mine[0]["counts"]["records"] == 1
