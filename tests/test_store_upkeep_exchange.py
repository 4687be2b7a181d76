"""The upkeep and exchange areas: SQLite implements every Protocol method, and the domain code
(forget, export, restore, doctor) works through them on a real store."""

from __future__ import annotations

import inspect
import io
import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from memcli.archive.export import write_jsonl
from memcli.archive.load import restore_export
from memcli.upkeep.doctor import doctor
from memcli.upkeep.forgetting import forget
from memcli.core.record_types import NewRecord
from memcli.store.protocols.exchange import Exchange
from memcli.store.protocols.upkeep import Upkeep
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.exchange.area import SqliteExchange
from memcli.store.sqlite.records import insert_records
from memcli.store.sqlite.store import SqliteStore
from memcli.store.sqlite.upkeep.area import SqliteUpkeep


def _methods(cls: type) -> dict[str, inspect.Signature]:
    return {
        name: inspect.signature(fn)
        for name, fn in inspect.getmembers(cls, inspect.isfunction)
        if not name.startswith("_")
    }


@pytest.mark.parametrize("protocol, impl", [(Upkeep, SqliteUpkeep), (Exchange, SqliteExchange)])
def test_sqlite_implements_every_method_with_the_protocols_parameters(protocol: type, impl: type) -> None:
    want = _methods(protocol)
    have = _methods(impl)
    assert want, "the protocol names no methods"
    assert sorted(set(want) - set(have)) == []
    for name, sig in want.items():
        got = have[name]
        assert [(p.name, p.kind) for p in got.parameters.values()] == [
            (p.name, p.kind) for p in sig.parameters.values()
        ], name


def _store(home: Path) -> SqliteStore:
    conn = connect(home)
    at = datetime(2021, 3, 4, 5, 6, tzinfo=timezone.utc)
    with transaction(conn):
        insert_records(conn, [
            NewRecord(text="我养了一只叫豆豆的猫", occurred_at=at, source_path="a.txt", external_id="1"),
            NewRecord(text="周末去爬了香山", occurred_at=at, source_path="a.txt", external_id="2"),
        ], default_user="me")
    return SqliteStore(conn, home)


def test_forget_through_the_store_leaves_a_watermark_and_no_pending_scrub(tmp_path: Path) -> None:
    store = _store(tmp_path / "home")
    report = forget(store, ["r1"])
    assert [it["id"] for it in report["forgotten"]] == ["r1"]
    assert not store.upkeep.item_exists("record", 1)
    assert store.upkeep.record_was_forgotten(1)
    assert not store.upkeep.scrub_pending()
    assert store.exchange.content_known(next(iter(store.exchange.watermarks()))["content_hash"])
    assert doctor(store, _config())["ok"]


def test_export_then_restore_into_an_empty_store_gives_the_same_archive(tmp_path: Path) -> None:
    store = _store(tmp_path / "a")
    forget(store, ["r2"])
    first = io.StringIO()
    counts = write_jsonl(store, first)
    # two watermarks per forgotten record: its hash and its words (a newer export of the chat stays forgotten)
    assert counts["records"] == 1 and counts["watermarks"] == 2 and counts["forgotten_records"] == 1
    archive = tmp_path / "a.jsonl"
    archive.write_text(first.getvalue(), encoding="utf-8")
    other = SqliteStore(connect(tmp_path / "b"), tmp_path / "b")
    assert other.exchange.is_empty()
    with other.transaction():
        summary = restore_export(other, archive)
    assert summary["restored"]["records"] == 1
    second = io.StringIO()
    write_jsonl(other, second)
    assert second.getvalue() == first.getvalue()
    assert json.loads(first.getvalue().splitlines()[1])["type"] == "record"


def _config() -> object:
    from memcli.config.schema import Config

    return Config()
