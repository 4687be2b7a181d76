"""``mem read ID`` for every kind and ``mem cues``, through the real CLI on a real store."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from conftest import mem_run

from memcli.recall.cues import list_cues
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.store import SqliteStore
from memcli.store.text import fts_body


def _store(conn: sqlite3.Connection) -> SqliteStore:
    """The store over *conn* that recall takes (its home is the database's folder)."""
    return SqliteStore(conn, Path(conn.execute("PRAGMA database_list").fetchone()[2]).parent)


def _record(home: Path, *args: str) -> str:
    result = mem_run(home, "record", *args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)["id"]


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """Records with tags and cues, plus one memory (with an older superseded version) and one event.

    Module-scoped: every test here only reads.
    """
    tmp_path = tmp_path_factory.mktemp("readcues")
    home = tmp_path / "home"
    kite = tmp_path / "kite.jpg"
    kite.write_bytes(b"kite photo bytes")
    sea = tmp_path / "sea.png"
    sea.write_bytes(b"sea photo bytes")
    ids = {
        "kite": _record(home, "那天在河边放了蓝色风筝。", "--at", "2010-04-05T15:30", "--tag", "童年",
                        "--photo", str(kite), "--cue", "place:riverside=河边"),
        "kite2": _record(home, "翻到那张风筝照片。", "--at", "2019-04-05", "--photo", str(kite)),
        "sea": _record(home, "Swimming at the beach.", "--at", "2012-08-01", "--photo", str(sea)),
        "plain": _record(home, "Nothing special today.", "--at", "2012-08-02"),
    }
    ids["kite_hash"] = hashlib.sha256(b"kite photo bytes").hexdigest()
    ids["sea_hash"] = hashlib.sha256(b"sea photo bytes").hexdigest()
    conn = connect(home)
    r_kite, r_kite2 = int(ids["kite"][1:]), int(ids["kite2"][1:])
    with transaction(conn):
        new = conn.execute(
            """INSERT INTO memories(type, owner, user_id, topic, sub_topic, content, importance, content_hash,
                   status, occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
               VALUES ('profile', 'user', 'default', 'interest', 'hobby', '喜欢放风筝', 70, 'h1', 'active',
                   '2010-04-05T15:30:00+08:00', 1270452600, 1270452600, '2024-01-01T00:00:00+00:00',
                   '2024-02-01T00:00:00+00:00')"""
        ).lastrowid
        old = conn.execute(
            """INSERT INTO memories(type, owner, user_id, topic, sub_topic, content, importance, content_hash,
                   status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, created_at, updated_at, superseded_by)
               VALUES ('profile', 'user', 'default', 'interest', 'hobby', '喜欢风筝', 50, 'h0', 'superseded',
                   '2010-04-05T15:30:00+08:00', 1270452600, 1270452600, 1500000000, '2023-01-01T00:00:00+00:00',
                   '2024-02-01T00:00:00+00:00', ?)""",
            (new,),
        ).lastrowid
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (new, fts_body("喜欢放风筝", None)))
        conn.executemany(
            "INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)",
            [(new, r_kite2), (new, r_kite), (old, r_kite)],
        )
        event = conn.execute(
            """INSERT INTO events(user_id, occurred_at, occurred_ts, end_ts, summary, gists, tags, importance,
                   content_hash, created_at)
               VALUES ('default', '2010-04-05T15:30:00+08:00', 1270452600, 1270456200, '河边放风筝',
                   '["放了蓝色风筝", "风很大"]', '["童年", "户外"]', 80, 'e1', '2024-01-01T00:00:00+00:00')"""
        ).lastrowid
        conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (event, fts_body("河边放风筝", None)))
        conn.executemany(
            "INSERT INTO event_sources(event_id, record_id) VALUES (?, ?)", [(event, r_kite), (event, r_kite2)]
        )
    conn.close()
    ids.update(memory=f"m{new}", old_memory=f"m{old}", event=f"e{event}")
    return home, ids


def _read(home: Path, item: str) -> dict:
    result = mem_run(home, "read", item, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_read_record(filled: tuple[Path, dict[str, str]]) -> None:
    home, ids = filled
    item = _read(home, ids["kite"])
    assert item["id"] == ids["kite"] and item["kind"] == "record"
    assert item["text"] == "那天在河边放了蓝色风筝。"
    assert item["occurred_at"].startswith("2010-04-05T15:30:00")
    assert item["sources"] == [ids["kite"]]
    assert item["tags"] == ["童年"]
    assert set(item["source"]) >= {"path", "format", "external_id"}
    keys = {c["key"]: c["label"] for c in item["cues"]}
    assert keys == {f"photo:sha256:{ids['kite_hash']}": keys[f"photo:sha256:{ids['kite_hash']}"], "place:riverside": "河边"}


def test_read_memory_with_source_texts(filled: tuple[Path, dict[str, str]]) -> None:
    home, ids = filled
    item = _read(home, ids["memory"])
    assert item["kind"] == "memory" and item["type"] == "profile"
    assert (item["topic"], item["sub_topic"], item["text"]) == ("interest", "hobby", "喜欢放风筝")
    assert item["importance"] == 70 and item["status"] == "active" and item["owner"] == "user"
    assert item["updated_at"] == "2024-02-01T00:00:00+00:00"
    assert item["sources"] == sorted([ids["kite"], ids["kite2"]], key=lambda s: int(s[1:]))
    # source texts oldest first
    assert [s["text"] for s in item["source_records"]] == ["那天在河边放了蓝色风筝。", "翻到那张风筝照片。"]
    old = _read(home, ids["old_memory"])
    assert old["status"] == "superseded" and old["superseded_by"] == ids["memory"]
    assert old["valid_to"] == "2017-07-14T02:40:00+00:00"


def test_read_event(filled: tuple[Path, dict[str, str]]) -> None:
    home, ids = filled
    item = _read(home, ids["event"])
    assert item["kind"] == "event" and item["text"] == "河边放风筝"
    assert item["gists"] == ["放了蓝色风筝", "风很大"] and item["tags"] == ["童年", "户外"]
    assert item["sources"] == [ids["kite"], ids["kite2"]]
    assert item["ended_at"] is not None and item["importance"] == 80


def test_read_plain_output(filled: tuple[Path, dict[str, str]]) -> None:
    home, ids = filled
    result = mem_run(home, "read", ids["event"])
    assert result.exit_code == 0
    assert "\x1b[" not in result.stdout
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"{ids['event']}  event  2010-04-05")
    assert "河边放风筝" in lines and "- 风很大" in lines
    assert any(line.startswith(f"  {ids['kite']}\t2010-04-05\t那天在河边") for line in lines)
    record = mem_run(home, "read", ids["kite"]).stdout
    assert "那天在河边放了蓝色风筝。" in record and "cue: place:riverside  河边" in record


def test_read_unknown_and_malformed_ids(filled: tuple[Path, dict[str, str]]) -> None:
    home, _ = filled
    for bad, needle in (("r999", "no such item r999"), ("m77", "no such item m77"), ("e5", "no such item e5"),
                        ("x12", "not an id"), ("r", "not an id")):
        result = mem_run(home, "read", bad)
        assert result.exit_code == 1, bad
        assert result.stderr.startswith("mem: error: ") and needle in result.stderr
        assert result.stdout == ""


def test_cues_listing(filled: tuple[Path, dict[str, str]]) -> None:
    home, ids = filled
    result = mem_run(home, "cues", "--json")
    assert result.exit_code == 0
    cues = json.loads(result.stdout)
    by_key = {c["key"]: c for c in cues}
    kite = by_key[f"photo:sha256:{ids['kite_hash']}"]
    assert kite["kind"] == "photo" and kite["records"] == 2 and kite["last_at"].startswith("2019-04-05")
    assert by_key[f"photo:sha256:{ids['sea_hash']}"]["records"] == 1
    assert by_key["place:riverside"]["label"] == "河边"
    assert [c["kind"] for c in cues] == sorted(c["kind"] for c in cues)
    photos = json.loads(mem_run(home, "cues", "--kind", "photo", "--json").stdout)
    assert {c["kind"] for c in photos} == {"photo"} and len(photos) == 2
    assert json.loads(mem_run(home, "cues", "--kind", "song", "--json").stdout) == []
    plain = mem_run(home, "cues", "--kind", "place")
    assert "\x1b[" not in plain.stdout
    assert plain.stdout.splitlines() == ["kind\tkey\tlabel\trecords\tlast", "place\tplace:riverside\t河边\t1\t2010-04-05"]
    assert mem_run(home, "cues", "--kind", "song").stdout == ""


def test_cue_recall_and_read_agree(filled: tuple[Path, dict[str, str]]) -> None:
    home, ids = filled
    hits = json.loads(mem_run(home, "recall", "--cue", f"photo:sha256:{ids['kite_hash'][:12]}", "--json").stdout)
    assert [h["id"] for h in hits] == [ids["kite2"], ids["kite"]]
    for hit in hits:
        assert _read(home, hit["id"])["text"] == hit["text"]


def test_ambiguous_cue_prefix_is_an_error(filled: tuple[Path, dict[str, str]]) -> None:
    home, _ = filled
    result = mem_run(home, "recall", "--cue", "photo:sha256:")
    assert result.exit_code == 1 and "matches 2 cues" in result.stderr


def test_list_cues_library(tmp_path: Path) -> None:
    conn = connect(tmp_path / "empty")
    assert list_cues(_store(conn)) == []
    conn.close()
    assert isinstance(sqlite3.sqlite_version, str)
