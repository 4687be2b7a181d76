"""The SQLite areas behind recall and import implement their Protocols, and answer in domain types.

A second backend implements the same Protocols; a method that exists only
on the SQLite class, or takes other parameters, would be a seam that
PostgreSQL cannot fill.
"""

from __future__ import annotations

import inspect
from datetime import datetime, timezone
from pathlib import Path

import pytest

from memcli.core.record_types import Cue, NewRecord
from memcli.store.protocols.cues import CueStore
from memcli.store.protocols.fulltext import FullTextIndex
from memcli.store.protocols.records import RecordStore
from memcli.store.protocols.vectors import VectorIndex
from memcli.store.sqlite.cues import SqliteCues
from memcli.store.sqlite.db import connect
from memcli.store.sqlite.fulltext.area import SqliteFullText
from memcli.store.sqlite.records import SqliteRecords
from memcli.store.sqlite.store import SqliteStore
from memcli.store.sqlite.vectors.area import SqliteVectors
from memcli.store.text import record_hash


def _methods(cls: type) -> dict[str, inspect.Signature]:
    return {
        name: inspect.signature(fn)
        for name, fn in vars(cls).items()
        if callable(fn) and not name.startswith("_")
    }


@pytest.mark.parametrize("protocol, impl", [
    (RecordStore, SqliteRecords), (FullTextIndex, SqliteFullText), (CueStore, SqliteCues), (VectorIndex, SqliteVectors),
])
def test_each_protocol_method_is_implemented_with_its_parameters(protocol: type, impl: type) -> None:
    wanted, got = _methods(protocol), _methods(impl)
    assert wanted, protocol
    for name, sig in wanted.items():
        assert name in got, f"{impl.__name__} lacks {name}"
        assert list(sig.parameters) == list(got[name].parameters), f"{impl.__name__}.{name}"


def test_the_areas_answer_in_plain_values(tmp_path: Path) -> None:
    home = tmp_path / "home"
    store = SqliteStore(connect(home), home)
    rec = NewRecord(text="我们在河边放了蓝色风筝", occurred_at=datetime(2020, 5, 1, tzinfo=timezone.utc),
                    session="s1", cues=[Cue(kind="photo", key="photo:sha256:abc", label="kite.jpg")])
    with store.transaction():
        first = store.records.insert([rec], default_user="u")
        again = store.records.insert([rec], default_user="u")
    assert len(first.new_ids) == 1 and again.skipped == 1 and not again.new_ids
    rid = first.new_ids[0]
    assert store.records.id_for_hash(record_hash(rec, "u")) == rid
    assert store.records.get(rid)["cues"] == [{"kind": "photo", "key": "photo:sha256:abc", "label": "kite.jpg"}]

    ft = store.fulltext
    n_rows, avgdl, top = ft.totals("record")
    assert (n_rows, top) == (1, rid) and avgdl > 0
    assert ft.matches("record", '"风筝"', 5) == [rid]
    assert ft.matches("record", '""', 5) == []  # an expression the tokenizer empties matches nothing
    ((row_id, body, length),) = ft.bodies("record", [rid])
    assert row_id == rid and "风筝" in body.split() and length == ft.lengths("record", [rid])[rid] > 0
    assert ft.sources("record", [rid]) is None and ft.sources("memory", [rid]) == {}
    assert ft.turns([rid], with_text=True)[rid][0] == "s1"

    (cue,) = [store.cues.by_key("photo:sha256:abc")]
    assert cue is not None and store.cues.by_prefix("photo:sha256:a", 11) == [cue]
    assert store.cues.record_ids(cue[0]) == [rid]
    assert store.cues.listing()[0]["records"] == 1
    store.close()
