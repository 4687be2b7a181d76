"""The commands of one person's memory on each backend, through the real CLI (``mem_cli``: recall, read and
context as ``python -m memcli`` processes, every other command through the same Typer app in process).

Each test runs on ``[sqlite]`` (a fresh store directory) and ``[postgres]`` (a
fresh database on the test server, ``MEM_HOME`` holding only config and
caches: nothing there may create the SQLite file). Damage a test does on
purpose is written in each backend's SQL; what the commands then say and do
is the same. Two tests compare the backends on one session.
"""

from __future__ import annotations

import json
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from backends import Backend
from conftest import SAMPLE_DATA, mem_cli
from pg_fixture import APP_ROLE, PgServer

pytestmark = pytest.mark.usefixtures("fast_embedder")  # vectors without a model load

SAMPLES = [str(SAMPLE_DATA / name) for name in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]


def mem(b: Backend, *args: str) -> CompletedProcess[str]:
    return mem_cli(b.home, *args, env=b.env)


def ok(result: CompletedProcess[str]) -> str:
    assert result.returncode == 0, (result.returncode, result.stdout, result.stderr)
    return result.stdout


def _sqlite_file_only_there(b: Backend) -> None:
    assert (b.home / "mem.db").exists() == (b.url is None)


def test_flush_distils(backend: Backend) -> None:
    ok(mem(backend, "import", *SAMPLES))
    done = mem(backend, "flush")
    ok(done)
    assert "distilled 56 records" in done.stdout, done.stdout
    assert "memories created" in done.stdout
    again = mem(backend, "flush")
    assert again.returncode == 0 and "nothing to distill" in again.stdout + again.stderr
    profile = ok(mem(backend, "profile"))
    assert "basic_info::hometown: 杭州" in profile
    assert "e1 " in ok(mem(backend, "timeline"))
    _sqlite_file_only_there(backend)


def test_read_forget_stats_and_doctor(backend: Backend) -> None:
    ok(mem(backend, "import", *SAMPLES))
    ok(mem(backend, "flush"))
    stats = json.loads(ok(mem(backend, "stats", "--json")))
    assert stats["records"] == 56 and stats["memories"] > 0 and stats["events"] > 0
    assert stats["pending"] == 0 and stats["last_flush"]["status"] == "done" and stats["schema_version"] >= 2
    record = json.loads(ok(mem(backend, "read", "r1", "--json")))
    assert record["id"] == "r1" and "林小雨" in record["text"]
    memory = json.loads(ok(mem(backend, "read", "m1", "--json")))
    assert memory["kind"] == "memory" and "r1" in memory["sources"]
    assert any(s["id"] == "r1" and not s["forgotten"] for s in memory["source_records"])

    ok(mem(backend, "forget", "r1"))
    gone = mem(backend, "read", "r1")
    assert gone.returncode == 1 and "no such item r1 (it may have been forgotten)" in gone.stderr
    after = json.loads(ok(mem(backend, "stats", "--json")))
    assert after["records"] == 55 and after["forgotten"] == 1
    assert "r1" not in json.loads(ok(mem(backend, "read", "m1", "--json")))["sources"]

    report = json.loads(ok(mem(backend, "doctor", "--json")))
    checks = {c["name"]: c for c in report["checks"]}
    assert report["ok"] and report["problems"] == 0
    for name in ("integrity", "foreign_keys", "vectors"):  # a server guards its own pages; SQLite checks them
        assert checks[name]["ok"] and checks[name]["detail"].startswith("not applicable: ") == (backend.url is not None)
    assert checks["records_fts"]["detail"] == "full-text index matches 55 records"
    assert checks["people"]["ok"] and checks["embeddings"]["ok"] and checks["sources"]["ok"]
    _sqlite_file_only_there(backend)


def test_doctor_finds_and_fixes_what_a_dead_flush_left(backend: Backend) -> None:
    ok(mem(backend, "import", SAMPLES[2]))
    # a flush died after claiming the buffer (its process, or its server connection and advisory lock, gone),
    # and a vector was left behind for a memory that does not exist
    if backend.url is None:
        backend.sql("INSERT INTO flushes(started_at, started_ts, pid, status) "
                    "VALUES ('2026-01-01T00:00:00+00:00', 1, 999999, 'running')")
        backend.sql("INSERT OR IGNORE INTO embedding_models(name) VALUES ('m')")
        backend.sql("INSERT INTO embeddings(key, model, dim, vector, text_version) SELECT (2 << 40) | 424242, "
                    "id, 3, x'0000803f0000000000000000', 1 FROM embedding_models WHERE name = 'm'")
    else:
        backend.sql("INSERT INTO flushes(user_id, started_at, started_ts, pid, status) "
                    "VALUES ('default', '2026-01-01T00:00:00+00:00', 1, 999999, 'running')")
        backend.sql("INSERT INTO embeddings(item_kind, item_id, user_id, model, occurred_ts, dim, vector) "
                    "VALUES ('memory', 424242, 'default', 'm', 0, 3, '[1,0,0]')")
    backend.sql("UPDATE buffer SET status = 'processing'")
    found = mem(backend, "doctor", "--json")
    assert found.returncode == 1
    checks = {c["name"]: c for c in json.loads(found.stdout)["checks"]}
    assert not checks["buffer"]["ok"] and checks["buffer"]["problems"] == 15 + 1
    assert not checks["embeddings"]["ok"] and checks["embeddings"]["problems"] == 1
    fixed = json.loads(ok(mem(backend, "doctor", "--fix", "--json")))
    assert fixed["ok"] and set(fixed["fixed"]) >= {"buffer", "embeddings"}
    done = mem(backend, "flush")  # the released records distil now
    assert "distilled 15 records" in ok(done)


def test_two_users_of_one_store_see_only_their_own(backend: Backend) -> None:
    ok(mem(backend, "import", "--user", "ann", SAMPLES[2]))  # the diary: kite, West Lake
    ok(mem(backend, "import", "--user", "bob", SAMPLES[0]))  # the chat: Rain Lin
    ok(mem(backend, "record", "--user", "bob", "--at", "2024-05-01", "bob's own kite went up too"))
    ok(mem(backend, "flush", "--user", "ann"))
    # an upkeep command without --user counts every user; with it, that user
    pending = json.loads(ok(mem(backend, "stats", "--json")))
    assert (pending["records"], pending["pending"]) == (48, 33)
    assert [json.loads(ok(mem(backend, "stats", "--user", u, "--json")))["pending"] for u in ("ann", "bob")] == [0, 33]
    ok(mem(backend, "flush", "--user", "bob"))

    def ids(user: str, *args: str) -> set[str]:
        return {h["id"] for h in json.loads(ok(mem(backend, "recall", "--user", user, "--json", *args)))}

    ann_kite, bob_kite = ids("ann", "kite"), ids("bob", "kite")
    assert ann_kite and bob_kite and not ann_kite & bob_kite
    # the chat's English name: bob's words only (ann's diary may answer through its Chinese, 林小雨, never with bob's)
    ann_rain, bob_rain = ids("ann", "Rain", "Lin"), ids("bob", "Rain", "Lin")
    assert bob_rain and not ann_rain & bob_rain

    def texts(user: str) -> dict[str, str]:
        rows = [json.loads(line) for line in ok(mem(backend, "export", "--user", user)).splitlines()]
        assert all(r["user"] == user for r in rows if r["type"] in ("record", "memory", "event"))
        return {r["id"]: r["text"] for r in rows if r["type"] == "record"}

    ann, bob = texts("ann"), texts("bob")
    assert len(ann) == 15 and len(bob) == 33 and not set(ann) & set(bob)
    assert not set(ann.values()) & set(bob.values()) and "bob's own kite went up too" in bob.values()
    for user, own in (("ann", ann), ("bob", bob)):
        slots = json.loads(ok(mem(backend, "profile", "--user", user, "--json")))
        assert slots and all(set(s["sources"]) <= set(own) for s in slots)
        assert all(set(e["sources"]) <= set(own) for e in json.loads(ok(mem(backend, "timeline", "--user", user,
                                                                                "--json"))))
    some_bob_id = sorted(bob_kite)[0]
    assert mem(backend, "read", "--user", "ann", some_bob_id).returncode == 1  # another user's id is not there
    ok(mem(backend, "read", "--user", "bob", some_bob_id))
    # ann forgetting bob's id changes nothing of bob's
    assert mem(backend, "forget", "--user", "ann", some_bob_id).returncode == 1
    assert some_bob_id in ids("bob", "kite")


def _records(export: str) -> dict[str, dict[str, object]]:
    """The exported records by text, without what a store assigns itself (id, import time)."""
    rows = [json.loads(line) for line in export.splitlines()]
    return {str(r["text"]): {k: v for k, v in r.items() if k not in ("id", "ingested_at")}
            for r in rows if r["type"] == "record"}


def _derived(export: str) -> dict[str, list[str]]:
    rows = [json.loads(line) for line in export.splitlines()]
    return {kind: sorted(str(r.get(field)) for r in rows if r["type"] == kind)
            for kind, field in (("memory", "content"), ("event", "summary"), ("watermark", "content_hash"))}


@pytest.mark.pg
def test_the_same_session_gives_the_same_answers_on_both_backends(pg_store_url: str, tmp_path: Path) -> None:
    outputs: dict[str, dict[str, str]] = {}
    for backend, url in (("sqlite", None), ("postgres", pg_store_url)):
        home = tmp_path / backend
        env = {"MEM_STORE": url}
        run = lambda *args: ok(mem_cli(home, *args, env=env))  # noqa: E731
        run("import", *SAMPLES)
        run("flush")
        out = outputs[backend] = {}
        out["recall"] = run("recall", "风筝", "--json")
        out["recall_en"] = run("recall", "jazz", "concert", "--json")
        out["context"] = run("context", "--query", "我的妹妹", "--budget", "600", "--now", "2024-06-01")
        out["forget"] = run("forget", "r1", "--json")
        out["recall_after"] = run("recall", "Rain", "Lin", "--json")
        out["export"] = run("export")
        assert (home / "mem.db").exists() == (url is None)
    lite, pg = outputs["sqlite"], outputs["postgres"]
    for key in ("recall", "recall_en", "recall_after"):
        first = [json.loads(o[key])[0] for o in (lite, pg)]
        assert first[0]["id"] == first[1]["id"] and first[0]["text"] == first[1]["text"], key
    assert json.loads(lite["forget"]) == json.loads(pg["forget"])
    assert lite["context"] == pg["context"]
    assert _records(lite["export"]) == _records(pg["export"]) and len(_records(pg["export"])) == 55
    assert _derived(lite["export"]) == _derived(pg["export"])


@pytest.mark.pg
def test_an_export_goes_from_postgres_to_sqlite_and_back_with_nothing_lost(
    pg_store_url: str, pg_server: PgServer, tmp_path: Path
) -> None:
    pg = Backend("postgres", tmp_path / "pg", pg_store_url)
    ok(mem(pg, "import", *SAMPLES))
    ok(mem(pg, "flush"))
    ok(mem(pg, "forget", "r2"))
    first = ok(mem(pg, "export"))
    archive = tmp_path / "from-pg.jsonl"
    archive.write_text(first, encoding="utf-8")

    lite = tmp_path / "lite"  # an empty SQLite store takes the whole archive, ids and all
    ok(mem_cli(lite, "import", str(archive), env={"MEM_STORE": None}))
    through_sqlite = ok(mem_cli(lite, "export", env={"MEM_STORE": None}))
    assert _records(through_sqlite) == _records(first) and _derived(through_sqlite) == _derived(first)
    back_archive = tmp_path / "from-sqlite.jsonl"
    back_archive.write_text(through_sqlite, encoding="utf-8")

    back = Backend("postgres", tmp_path / "back", _new_database(pg_server))  # records and watermarks merge
    ok(mem(back, "import", str(back_archive)))
    ok(mem(back, "flush"))
    again = ok(mem(back, "export"))
    assert _records(again) == _records(first) and len(_records(again)) == 55
    assert _derived(again) == _derived(first)
    # what was forgotten stays forgotten: re-importing the source files brings nothing back
    assert "imported 0" in ok(mem(back, "import", SAMPLES[0]))


def _new_database(server: PgServer) -> str:
    import uuid

    import psycopg

    name = f"mem_back_{uuid.uuid4().hex[:10]}"
    server.admin(f'CREATE DATABASE "{name}" OWNER {APP_ROLE}')
    with psycopg.connect(server.url(name), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    return server.url(name, APP_ROLE)


def test_doctor_fix_indexes_memories_and_events_again(backend: Backend) -> None:
    ok(mem(backend, "import", SAMPLES[2]))
    ok(mem(backend, "flush"))

    def hits() -> list[str]:
        return [h["id"] for q in ("风筝", "杭州", "西湖") for h in json.loads(ok(mem(backend, "recall", q, "--json")))]

    before = hits()
    if backend.url is None:
        backend.sql("DELETE FROM memories_fts")
        backend.sql("DELETE FROM events_fts")
    else:
        backend.sql("UPDATE memories SET fts_text = NULL, body = NULL, doclen = 0")
        backend.sql("UPDATE events SET fts_text = NULL, body = NULL, doclen = 0")
    checks = {c["name"]: c for c in json.loads(mem(backend, "doctor", "--json").stdout)["checks"]}
    assert not checks["memories_fts"]["ok"] and not checks["events_fts"]["ok"]
    fixed = json.loads(ok(mem(backend, "doctor", "--fix", "--json")))
    assert fixed["ok"] and {"memories_fts", "events_fts"} <= set(fixed["fixed"])
    assert hits() == before  # the same hits in the same order: memories and events rank as before


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_reindex_and_doctor_fix_rebuild_the_records_full_text(backend: Backend) -> None:
    ok(mem(backend, "import", SAMPLES[2]))
    ok(mem(backend, "import", "--user", "bob", SAMPLES[0]))
    ok(mem(backend, "flush"))

    def hits(*user: str) -> list[str]:
        return [h["id"] for q in ("风筝", "杭州", "西湖", "kite")
                for h in json.loads(ok(mem(backend, "recall", q, "--json", *user)))]

    index = ("SELECT rowid, body FROM records_fts ORDER BY rowid" if backend.url is None
             else "SELECT id, body::text FROM records ORDER BY id")
    before, bob_before, columns = hits(), hits("--user", "bob"), backend.sql(index)
    assert any(i.startswith("r") for i in before) and any(i.startswith("r") for i in bob_before)
    # the index lost (e.g. a bulk load that skipped it): no record can be found now
    backend.sql("DELETE FROM records_fts" if backend.url is None else "UPDATE records SET body = ''::tsvector")
    assert before != hits() and not any(i.startswith("r") for i in hits())
    checks = {c["name"]: c for c in json.loads(mem(backend, "doctor", "--json").stdout)["checks"]}
    assert not checks["records_fts"]["ok"]
    fixed = json.loads(ok(mem(backend, "doctor", "--fix", "--json")))
    assert fixed["ok"] and "records_fts" in fixed["fixed"]
    assert hits() == before  # the same hits in the same order: the index is what the import wrote
    # doctor --fix without --user is every user's: bob's records are found again too
    assert hits("--user", "bob") == bob_before
    backend.sql("DELETE FROM records_fts" if backend.url is None else "UPDATE records SET body = ''::tsvector")
    done = mem(backend, "reindex", "--user", "bob")
    ok(done)
    assert "records_fts" in done.stderr and "people" in done.stderr, done.stderr
    assert hits("--user", "bob") == bob_before
    # --user narrows: a database's columns are per user (the default user's stay empty until reindexed); a
    # SQLite file has one full-text index for all its users, rebuilt whole
    assert any(i.startswith("r") for i in hits()) == (backend.url is None)
    ok(mem(backend, "reindex"))  # every user's
    assert hits() == before and hits("--user", "bob") == bob_before
    assert backend.sql(index) == columns
    again = mem(backend, "reindex")  # a second run changes nothing
    ok(again)
    assert hits() == before and hits("--user", "bob") == bob_before
    _sqlite_file_only_there(backend)


def test_flush_without_user_distils_every_named_user(backend: Backend) -> None:
    """The cron line (``mem flush``, nobody named) leaves no user undistilled, on a database of many users as in a
    file; what it says names what the backend does (no vector file on PostgreSQL)."""
    ok(mem(backend, "import", "--user", "ann", SAMPLES[2]))
    ok(mem(backend, "import", "--user", "bob", SAMPLES[0]))
    assert [json.loads(ok(mem(backend, "stats", "--user", u, "--json")))["pending"] for u in ("ann", "bob")] == [15, 32]
    done = mem(backend, "flush")
    assert "distilled 47 records" in ok(done), done.stdout
    assert ("vector file" in done.stderr) == (backend.url is None), done.stderr
    assert [json.loads(ok(mem(backend, "stats", "--user", u, "--json")))["pending"] for u in ("ann", "bob")] == [0, 0]
    for user, query in (("ann", "放风筝"), ("bob", "Rain Lin")):
        assert json.loads(ok(mem(backend, "recall", query, "--mode", "semantic", "--user", user, "--json")))
        assert json.loads(ok(mem(backend, "profile", "--user", user, "--json")))
    everyone = json.loads(ok(mem(backend, "stats", "--json")))
    assert (everyone["records"], everyone["pending"]) == (47, 0) and everyone["last_flush"]["status"] == "done"


def test_doctor_takes_user_and_checks_every_user_without_it(backend: Backend) -> None:
    ok(mem(backend, "import", "--user", "ann", SAMPLES[2]))
    ok(mem(backend, "import", "--user", "bob", SAMPLES[0]))
    ok(mem(backend, "flush"))
    # bob's full-text index lost: his doctor sees it; ann's does not on a database, where the index is per user
    if backend.url is None:
        backend.sql("DELETE FROM records_fts WHERE rowid IN (SELECT id FROM records WHERE user_id = 'bob')")
    else:
        backend.sql("UPDATE records SET body = ''::tsvector WHERE user_id = 'bob'")
    report = {u: json.loads(mem(backend, "doctor", "--user", u, "--json").stdout) for u in ("ann", "bob")}
    assert not {c["name"]: c for c in report["bob"]["checks"]}["records_fts"]["ok"]
    assert report["ann"]["ok"] == (backend.url is not None)  # a SQLite file's index is one for all its users
    every = mem(backend, "doctor", "--json")
    assert every.returncode == 1 and not {c["name"]: c for c in json.loads(every.stdout)["checks"]}["records_fts"]["ok"]
    fixed = json.loads(ok(mem(backend, "doctor", "--fix", "--json")))
    assert fixed["ok"] and "records_fts" in fixed["fixed"]
    assert json.loads(ok(mem(backend, "doctor", "--user", "bob", "--json")))["ok"]
    assert json.loads(ok(mem(backend, "recall", "Rain", "Lin", "--user", "bob", "--json")))
