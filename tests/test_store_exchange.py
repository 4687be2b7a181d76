"""The exchange and upkeep areas on each backend: export reads, forget through the store, export → restore.

The domain code (``memcli.archive``, ``memcli.upkeep``) runs over the Store
Protocols only, so each test runs on both backends (ids ``[sqlite]``,
``[postgres]``); two compare the backends on the same input, since the
portable archive must come out the same from either.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from backends import Backend
from memcli.archive.export import write_jsonl
from memcli.archive.load import restore_export
from memcli.core.errors import MemError
from memcli.core.record_types import NewRecord
from memcli.store.protocols import Store
from memcli.upkeep.doctor import doctor
from memcli.upkeep.forgetting import forget

_CLOCK = {"ingested_at", "created_at"}  # when each store wrote the row: differs between two runs


def _scrub(items: Any) -> list[Any]:
    return [{k: v for k, v in item.items() if k not in _CLOCK} for item in items]


def _out(store: Store) -> dict[str, Any]:
    """Everything the exchange area reads out (the forgotten-record ids are SQLite's own: a PostgreSQL
    database never reuses an id, so it keeps none)."""
    ex = store.exchange
    with ex.snapshot():
        return {"counts": {k: v for k, v in ex.counts().items() if k != "forgotten_records"},
                "cues": _scrub(ex.cues()), "records": _scrub(ex.records()), "memories": _scrub(ex.memories()),
                "events": _scrub(ex.events()), "persona": _scrub(ex.persona_versions()),
                "watermarks": [{k: v for k, v in w.items() if k not in ("forgotten_at", "forgotten_ts")}
                               for w in ex.watermarks()],
                "journal": list(ex.journal_records()), "profile": ex.journal_profile(),
                "others": ex.journal_memories(), "empty": ex.is_empty()}


def _two_records(store: Store) -> None:
    at = datetime(2021, 3, 4, 5, 6, tzinfo=timezone.utc)
    with store.transaction():
        store.records.insert([
            NewRecord(text="我养了一只叫豆豆的猫", occurred_at=at, source_path="a.txt", external_id="1"),
            NewRecord(text="周末去爬了香山", occurred_at=at, source_path="a.txt", external_id="2"),
        ], default_user="me")


def _config() -> Any:
    from memcli.config.schema import Config

    return Config()


@pytest.fixture
def both(tmp_path: Path, pg_store_url: str) -> Iterator[tuple[Backend, Backend]]:
    lite, pg = Backend("sqlite", tmp_path / "a", None), Backend("postgres", tmp_path / "b", pg_store_url)
    try:
        yield lite, pg
    finally:
        lite.close()
        pg.close()


def test_forget_through_the_store_leaves_a_watermark_and_no_pending_scrub(backend: Backend) -> None:
    store = backend.open("me")
    _two_records(store)
    report = forget(store, ["r1"])
    assert [it["id"] for it in report["forgotten"]] == ["r1"]
    assert not store.upkeep.item_exists("record", 1)
    assert store.upkeep.record_was_forgotten(1) and not store.upkeep.record_was_forgotten(2)
    assert not store.upkeep.scrub_pending()
    assert store.exchange.content_known(next(iter(store.exchange.watermarks()))["content_hash"])
    assert doctor(store, _config())["ok"]
    # what was forgotten is never imported again
    at = datetime(2021, 3, 4, 5, 6, tzinfo=timezone.utc)
    with store.transaction():
        again = store.records.insert([NewRecord(text="我养了一只叫豆豆的猫", occurred_at=at, source_path="a.txt",
                                                external_id="1")], default_user="me")
    assert again.new_ids == [] and again.forgotten == 1


def _lines_without_ids(archive: str) -> list[str]:
    """An archive's item lines without what a store of many users assigns anew (ids and the links made of them)."""
    out = []
    for line in archive.splitlines()[1:]:
        row = json.loads(line)
        out.append(json.dumps({k: v for k, v in row.items() if k not in ("id", "sources", "superseded_by")},
                              sort_keys=True, ensure_ascii=False))
    return sorted(out)


def test_export_then_restore_into_an_empty_store_gives_the_same_archive(backend: Backend, tmp_path: Path) -> None:
    store = backend.open("me")
    _two_records(store)
    forget(store, ["r2"])
    first = io.StringIO()
    counts = write_jsonl(store, first)
    # two watermarks per forgotten record: its hash and its words (a newer export of the chat stays forgotten)
    assert counts["records"] == 1 and counts["watermarks"] == 2
    # a SQLite file also lists the forgotten record ids (they are never used again); a database's ids are its own
    assert counts["forgotten_records"] == (1 if backend.url is None else 0)
    archive = tmp_path / "a.jsonl"
    archive.write_text(first.getvalue(), encoding="utf-8")
    if store.exchange.keeps_archive_ids():  # SQLite: a new, empty file takes the archive whole, ids and all
        other = Backend(backend.name, tmp_path / "other", None).open("me")
    else:  # PostgreSQL: the user's rows go, and the archive comes back with new ids (`mem restore --force`)
        other = store
        with store.transaction():
            store.exchange.clear_user()
    assert other.exchange.is_empty()
    with other.transaction():
        summary = restore_export(other, archive)
    assert summary["restored"]["records"] == 1
    second = io.StringIO()
    write_jsonl(other, second)
    if other.exchange.keeps_archive_ids():
        assert second.getvalue() == first.getvalue()
    else:
        assert _lines_without_ids(second.getvalue()) == _lines_without_ids(first.getvalue())
    assert json.loads(first.getvalue().splitlines()[1])["type"] == "record"
    other.close()


def test_an_export_holds_only_the_stores_user(backend: Backend) -> None:
    from test_store_contract import sample_records

    records = sample_records()
    mine, other = backend.open(), backend.open("someone-else")
    with mine.transaction():
        mine.records.insert(records, default_user="default")
    with other.transaction():
        other.records.insert(records[:3], default_user="someone-else")  # must not show in default's export
    got = _out(mine)
    assert got["counts"]["records"] == len(records) and not got["empty"]
    assert {r["user_id"] for r in got["records"]} == {"default"} and len(got["journal"]) == len(records)
    assert other.exchange.counts()["records"] == 3
    assert mine.exchange.content_known(got["records"][0]["content_hash"])


def test_export_reads_alike_on_both_backends(both: tuple[Backend, Backend]) -> None:
    from test_store_contract import sample_records

    records = sample_records()
    lite, pg = (b.open() for b in both)
    for store in (lite, pg):
        with store.transaction():
            store.records.insert(records, default_user="default")
    want, got = _out(lite), _out(pg)
    assert got == want and want["counts"]["records"] == len(records) and not got["empty"]


def test_forget_leaves_the_same_store_on_both_backends(both: tuple[Backend, Backend]) -> None:
    from test_store_memories import _exercise

    lite, pg = (b.open() for b in both)
    for store in (lite, pg):
        _exercise(store, "default")  # records r1-r3, a profile slot m1 (changed), m2 superseded, event e1
    before = _out(pg)
    reports = [forget(store, ["r1", "e1"]) for store in (lite, pg)]
    assert reports[0] == reports[1]
    want, got = _out(lite), _out(pg)
    assert got == want
    assert got["counts"]["records"] == before["counts"]["records"] - 1 and got["counts"]["events"] == 0
    # r1's hash and words, e1, and m1 ("hot pot, 饺子" in a slot no rule fills: what r3 says is not it)
    assert got["counts"]["watermarks"] == 4


@pytest.mark.pg
def test_a_postgres_backup_is_the_servers_job(pg_store_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: ``mem backup`` copies a SQLite file; a database is backed up with ``pg_dump``."""
    b = Backend("postgres", tmp_path / "h", pg_store_url)
    try:
        with pytest.raises(MemError, match="pg_dump"):
            b.open().exchange.backup_to(tmp_path / "x.db")
    finally:
        b.close()
