"""`mem forget`: items and what derives from them go, watermarks keep them gone."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from conftest import mem_run

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"




def fixture_home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    return home


def db(home: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    return conn


def ids_of(conn: sqlite3.Connection, sql: str) -> list[int]:
    return [int(r[0]) for r in conn.execute(sql)]


def test_forget_record_takes_derived_memory_and_restores_older_profile_value(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    code, out, _ = mem_run(home, "forget", "r4", "--json")
    assert code == 0
    report = json.loads(out)
    assert [i["id"] for i in report["forgotten"]] == ["r4", "m3"]
    assert report["reactivated"] == ["m1"]
    conn = db(home)
    assert 4 not in ids_of(conn, "SELECT id FROM records")
    assert 4 not in ids_of(conn, "SELECT rowid FROM records_fts")
    assert 4 not in ids_of(conn, "SELECT record_id FROM buffer")
    assert 3 not in ids_of(conn, "SELECT id FROM memories")
    # work::title falls back to the older value, which is searchable again
    row = conn.execute("SELECT status, superseded_by, valid_to_ts FROM memories WHERE id = 1").fetchone()
    assert tuple(row) == ("active", None, None)
    assert 1 in ids_of(conn, "SELECT rowid FROM memories_fts")
    assert 3 not in ids_of(conn, "SELECT rowid FROM memories_fts")
    marks = {r[0]: r[1] for r in conn.execute("SELECT content_hash, kind FROM watermarks")}
    assert marks["f1000000000000000000000000000004"] == "record"
    assert marks["f2000000000000000000000000000003"] == "memory"
    assert 4 in ids_of(conn, "SELECT record_id FROM forgotten_records")
    assert mem_run(home, "doctor")[0] == 0


def test_item_with_other_sources_is_told_again_from_them(tmp_path: Path) -> None:
    """e1 (an LLM's summary of r1 and r2) is drafted again, offline, from r1 alone: nothing r2 said stays."""
    home = fixture_home(tmp_path)
    code, out, _ = mem_run(home, "forget", "r2", "--json")
    assert code == 0
    report = json.loads(out)
    assert [i["id"] for i in report["forgotten"]] == ["r2"]
    assert report["rebuilt"] == [
        {"id": "e1", "kind": "event", "text": "我叫林小雨，是一名软件工程师。", "was": "小雨自我介绍：软件工程师",
         "sources_removed": ["r2"]}
    ]
    conn = db(home)
    assert ids_of(conn, "SELECT record_id FROM event_sources WHERE event_id = 1") == [1]
    assert ids_of(conn, "SELECT id FROM events") == [1]
    row = conn.execute("SELECT summary, gists FROM events WHERE id = 1").fetchone()
    assert "很高兴认识你" not in row[0] + row[1] and "小雨说自己" not in row[1]
    assert mem_run(home, "doctor")[0] == 0


def test_forgetting_the_last_source_of_an_event_removes_it(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    code, out, _ = mem_run(home, "forget", "r1", "r2", "--json")
    assert code == 0
    gone = {i["id"] for i in json.loads(out)["forgotten"]}
    # r1 was the only source of m1 (old title) and m2 (name); e1 had r1+r2
    assert gone == {"r1", "r2", "m1", "m2", "e1"}
    conn = db(home)
    assert ids_of(conn, "SELECT id FROM events") == []
    assert ids_of(conn, "SELECT rowid FROM events_fts") == []
    assert ids_of(conn, "SELECT id FROM memories ORDER BY id") == [3, 4]
    assert mem_run(home, "doctor")[0] == 0


def test_forgotten_photo_cue_goes_with_its_only_record(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    assert mem_run(home, "forget", "r3")[0] == 0
    conn = db(home)
    assert conn.execute("SELECT COUNT(*) FROM cues").fetchone()[0] == 0
    assert ids_of(conn, "SELECT id FROM memories WHERE id = 4") == []


def test_reimport_does_not_bring_a_forgotten_record_back(tmp_path: Path) -> None:
    home = tmp_path / "home"
    diary = tmp_path / "diary.md"
    diary.write_text("## 2010-06-01\n\n和爸爸放了蓝色风筝。\n\n## 2011-07-02\n\nI learned to swim.\n", encoding="utf-8")
    assert mem_run(home, "import", str(diary))[0] == 0
    conn = db(home)
    kite = conn.execute("SELECT id FROM records WHERE text LIKE '%风筝%'").fetchone()[0]
    conn.close()
    assert mem_run(home, "forget", f"r{kite}")[0] == 0
    code, out, _ = mem_run(home, "import", str(diary), "--json")
    assert code == 0
    assert json.loads(out)["imported"] == 0 and json.loads(out)["skipped"] == 2
    code, out, _ = mem_run(home, "export")
    assert "风筝" not in out.replace("蓝色风筝", "") and "和爸爸放了" not in out
    assert db(home).execute("SELECT COUNT(*) FROM records").fetchone()[0] == 1


def test_forget_source_removes_every_record_of_one_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    a = tmp_path / "a.md"
    b = tmp_path / "b.md"
    a.write_text("## 2020-01-01\n\nalpha one\n\n## 2020-01-02\n\nalpha two\n", encoding="utf-8")
    b.write_text("## 2020-02-01\n\nbravo\n", encoding="utf-8")
    assert mem_run(home, "import", str(a), str(b))[0] == 0
    code, out, _ = mem_run(home, "forget", "--source", str(a), "--dry-run")
    assert code == 0 and out.count("would forget") == 2
    assert db(home).execute("SELECT COUNT(*) FROM records").fetchone()[0] == 3  # dry run changed nothing
    assert mem_run(home, "forget", "--source", str(a))[0] == 0
    texts = [r[0] for r in db(home).execute("SELECT text FROM records")]
    assert texts == ["bravo"]
    # re-importing the forgotten file brings nothing back
    code, out, _ = mem_run(home, "import", str(a), "--json")
    assert json.loads(out)["imported"] == 0


def test_dry_run_lists_but_changes_nothing(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    before = (home / "mem.db").read_bytes()
    code, out, _ = mem_run(home, "forget", "r4", "--dry-run")
    assert code == 0
    assert "would forget r4" in out and "would forget m3" in out
    conn = db(home)
    assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 4
    assert conn.execute("SELECT COUNT(*) FROM watermarks").fetchone()[0] == 1
    assert conn.execute("SELECT status FROM memories WHERE id = 3").fetchone()[0] == "active"
    assert len(before) > 0


def test_unknown_id_is_an_error_and_nothing_is_forgotten(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    code, _out, err = mem_run(home, "forget", "r1", "r999")
    assert code == 1
    assert err.startswith("mem: error:") and "r999" in err
    assert db(home).execute("SELECT COUNT(*) FROM records WHERE id = 1").fetchone()[0] == 1
    code, _out, err = mem_run(home, "forget", "x1")
    assert code == 1 and "not an id" in err


def test_forget_memory_and_event_directly(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    assert mem_run(home, "forget", "m4", "e1")[0] == 0
    conn = db(home)
    assert ids_of(conn, "SELECT id FROM memories WHERE id = 4") == []
    assert ids_of(conn, "SELECT id FROM events") == []
    assert conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 4  # sources stay
    kinds = sorted(r[0] for r in conn.execute("SELECT kind FROM watermarks"))
    assert kinds == ["event", "memory", "record"]


def test_forgotten_record_id_is_never_reused(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert mem_run(home, "record", "first", "--at", "2020-01-01")[0] == 0
    code, out, _ = mem_run(home, "record", "second", "--at", "2020-01-02", "--json")
    second = json.loads(out)["id"]
    assert mem_run(home, "forget", second)[0] == 0
    code, out, _ = mem_run(home, "record", "third", "--at", "2020-01-03", "--json")
    assert int(json.loads(out)["id"][1:]) > int(second[1:])
    code, out, _ = mem_run(home, "record", "second", "--at", "2020-01-02")
    assert code == 1 and "forgotten" in _


def test_forgotten_text_is_not_left_in_the_store_files(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for i in range(30):
        assert mem_run(home, "record", f"ordinary note {i} about the weather", "--at", f"2020-01-{i % 28 + 1:02d}")[0] == 0
    code, out, _ = mem_run(home, "record", "my bank pin is zebracorn4417 不要告诉别人", "--at", "2020-02-01", "--json")
    secret_id = json.loads(out)["id"]
    assert mem_run(home, "forget", secret_id)[0] == 0
    for path in home.iterdir():
        if path.is_file():
            data = path.read_bytes()
            assert b"zebracorn4417" not in data, path.name
            assert "不要告诉别人".encode() not in data, path.name


def _no_embeddings(home: Path) -> None:
    assert mem_run(home, "config", "set", "embedding.enabled", "false")[0] == 0


def test_forget_after_flush_removes_derived_memories_and_reflush_does_not_recreate(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _no_embeddings(home)
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps([
        {"role": "user", "content": "我叫林小雨，朋友们都叫我小雨。", "timestamp": "2024-01-14T20:05:00+08:00"},
        {"role": "assistant", "content": "很高兴认识你！", "timestamp": "2024-01-14T20:05:20+08:00"},
        {"role": "user", "content": "我最喜欢吃火锅。", "timestamp": "2024-01-14T20:06:00+08:00"},
    ], ensure_ascii=False), encoding="utf-8")
    assert mem_run(home, "import", str(chat))[0] == 0
    assert mem_run(home, "flush", "--no-llm")[0] == 0
    conn = db(home)
    name_rid = conn.execute("SELECT id FROM records WHERE text LIKE '我叫林小雨%'").fetchone()[0]
    derived = ids_of(conn, f"SELECT memory_id FROM memory_sources WHERE record_id = {name_rid}")
    assert derived, "the offline distiller should derive the name from the record"
    conn.close()
    code, out, _ = mem_run(home, "forget", f"r{name_rid}", "--json")
    assert code == 0
    conn = db(home)
    assert conn.execute("SELECT COUNT(*) FROM memories WHERE content LIKE '%林小雨%'").fetchone()[0] == 0
    assert conn.execute("SELECT COUNT(*) FROM memory_sources WHERE record_id = ?", (name_rid,)).fetchone()[0] == 0
    conn.close()
    # importing the same chat again and flushing brings nothing back
    assert mem_run(home, "import", str(chat))[0] == 0
    assert mem_run(home, "flush", "--no-llm")[0] == 0
    conn = db(home)
    assert conn.execute("SELECT COUNT(*) FROM memories WHERE content LIKE '%林小雨%'").fetchone()[0] == 0
    assert conn.execute("SELECT COUNT(*) FROM records WHERE text LIKE '%林小雨%'").fetchone()[0] == 0
    assert mem_run(home, "doctor")[0] == 0


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_a_flush_that_started_before_the_forget_cannot_write_from_it(tmp_path: Path) -> None:
    """The flush has read the record and waits on its LLM when the forget commits; it must derive nothing."""
    import os
    import subprocess
    import sys
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    called, release = threading.Event(), threading.Event()

    class SlowFailingLLM(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            called.set()
            release.wait(60)
            self.send_response(500)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *_: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowFailingLLM)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        f'[llm]\nbase_url = "http://127.0.0.1:{server.server_address[1]}/v1"\nmodel = "m"\n'
        "timeout_seconds = 60.0\nmax_retries = 0\n\n[embedding]\nenabled = false\n", encoding="utf-8")
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps([
        {"role": "user", "content": "我叫林小雨，朋友们都叫我小雨。", "timestamp": "2024-01-14T20:05:00+08:00"},
        {"role": "user", "content": "我最喜欢吃火锅。", "timestamp": "2024-01-14T20:06:00+08:00"},
    ], ensure_ascii=False), encoding="utf-8")
    assert mem_run(home, "import", str(chat))[0] == 0
    name_rid = db(home).execute("SELECT id FROM records WHERE text LIKE '我叫林小雨%'").fetchone()[0]
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    flush = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "flush", "--json"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert called.wait(120), "the flush never reached its LLM call"
        assert mem_run(home, "forget", f"r{name_rid}")[0] == 0  # commits while the flush holds the record in memory
    finally:
        release.set()
        out, err = flush.communicate(timeout=300)
        server.shutdown()
        server.server_close()
    assert flush.returncode == 0, err
    conn = db(home)
    assert conn.execute("SELECT COUNT(*) FROM memories WHERE content LIKE '%林小雨%'").fetchone()[0] == 0
    assert conn.execute("SELECT COUNT(*) FROM events WHERE summary LIKE '%林小雨%' OR gists LIKE '%林小雨%'"
                        ).fetchone()[0] == 0
    assert conn.execute("SELECT COUNT(*) FROM memory_sources WHERE record_id = ?", (name_rid,)).fetchone()[0] == 0
    conn.close()
    # the rest of the batch is distilled by the next flush; afterwards the store is healthy
    (home / "config.toml").write_text("[embedding]\nenabled = false\n", encoding="utf-8")
    assert mem_run(home, "flush", "--no-llm")[0] == 0
    assert mem_run(home, "doctor")[0] == 0
    assert "林小雨" not in mem_run(home, "export")[1]


def test_forget_drops_the_vector_file_and_its_embeddings(tmp_path: Path) -> None:
    import struct

    from memcli.store.sqlite.vectors.file import build_index, vectors_dir
    from memcli.store.sqlite.db import connect
    from memcli.store.sqlite.vectors.keys import model_id
    from memcli.store.item_keys import item_key

    home = fixture_home(tmp_path)
    conn = connect(home)
    model = model_id(conn, "all-MiniLM-L6-v2", create=True)
    for item in (1, 3, 4):
        conn.execute(
            "INSERT INTO embeddings(key, model, dim, vector) VALUES (?, ?, 2, ?)",
            (item_key("record", item), model, struct.pack("2f", 0.6, 0.8)),
        )
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embeddings_version', '3')")
    assert build_index(conn, home, "all-MiniLM-L6-v2") == 3
    conn.close()
    assert any(vectors_dir(home).iterdir())
    assert mem_run(home, "forget", "r3")[0] == 0
    assert not any(p.is_file() for p in vectors_dir(home).iterdir())  # rebuilt on demand, without r3
    conn = db(home)
    assert ids_of(conn, "SELECT key FROM embeddings ORDER BY key") == [item_key("record", 1), item_key("record", 4)]
    assert conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()[0] != "3"
    assert mem_run(home, "doctor")[0] == 0
