"""Both backends implement every store Protocol, with its parameters, and their areas answer in domain types.

mypy checks the same conformance statically (``open_store`` returns either
backend as a ``Store``); this test fails in the suite too, where a method
that exists only on one backend's class, or takes other parameters, would
be a seam the other cannot fill.
"""

from __future__ import annotations

import importlib
import inspect
from datetime import datetime, timezone

import pytest

from backends import Backend
from memcli.core.record_types import Cue, NewRecord
from memcli.store.text import record_hash

AREAS = [  # (Protocol module, Protocol, SQLite area, PostgreSQL area)
    ("records", "RecordStore", "records.SqliteRecords", "records.PostgresRecords"),
    ("fulltext", "FullTextIndex", "fulltext.area.SqliteFullText", "fulltext.area.PostgresFullText"),
    ("cues", "CueStore", "cues.SqliteCues", "cues.PostgresCues"),
    ("vectors", "VectorIndex", "vectors.area.SqliteVectors", "vectors.PostgresVectors"),
    ("memories", "MemoryStore", "memories.area.SqliteMemories", "memories.area.PostgresMemories"),
    ("people", "PeopleStore", "people.SqlitePeople", "people.PostgresPeople"),
    ("flushing", "FlushState", "flushing.SqliteFlushing", "flushing.PostgresFlushing"),
    ("exchange", "Exchange", "exchange.area.SqliteExchange", "exchange.area.PostgresExchange"),
    ("upkeep", "Upkeep", "upkeep.area.SqliteUpkeep", "upkeep.area.PostgresUpkeep"),
    ("__init__", "MetaStore", "store.SqliteMeta", "store.PostgresMeta"),
    ("__init__", "Store", "store.SqliteStore", "store.PostgresStore"),
]


def _class(dotted: str) -> type:
    module, name = dotted.rsplit(".", 1)
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def _methods(cls: type) -> dict[str, inspect.Signature]:
    out = {}
    for klass in reversed(cls.__mro__):  # a mixin's methods (PostgreSQL's readers and restorers) count too
        if klass in (object,) or klass.__name__ == "Protocol" or klass.__name__.startswith("_"):
            continue
        for name, fn in vars(klass).items():
            if callable(fn) and not name.startswith("_"):
                out[name] = inspect.signature(fn)
    return out


def _members(cls: type) -> set[str]:
    """A Protocol's properties and attributes besides its methods (``Store.records``, ``FlushState.store_errors``)."""
    names = {n for n, v in vars(cls).items() if isinstance(v, property) and not n.startswith("_")}
    return names | {n for n in getattr(cls, "__annotations__", {}) if not n.startswith("_")}


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"])
@pytest.mark.parametrize(("proto_mod", "proto", "lite", "pg"), AREAS, ids=[a[1] for a in AREAS])
def test_every_protocol_member_is_implemented_with_its_parameters(backend_name: str, proto_mod: str, proto: str,
                                                                  lite: str, pg: str) -> None:
    module = "memcli.store.protocols" + ("" if proto_mod == "__init__" else f".{proto_mod}")
    protocol = getattr(importlib.import_module(module), proto)
    area = _class(f"memcli.store.{backend_name}." + (lite if backend_name == "sqlite" else pg))
    want, have = _methods(protocol), _methods(area)
    assert want or _members(protocol), protocol
    missing = sorted(set(want) - set(have))
    differ = [f"{name}{have[name]} != {sig}" for name, sig in want.items()
              if name in have and list(have[name].parameters) != list(sig.parameters)]
    assert not missing and not differ, (missing, differ)
    init = inspect.getsource(area.__init__)  # attributes set there are not on the class
    lacking = sorted(n for n in _members(protocol) if not hasattr(area, n) and f"self.{n} =" not in init)
    assert lacking == [], lacking


def test_the_areas_answer_in_plain_values(backend: Backend) -> None:
    store = backend.open("u")
    rec = NewRecord(text="我们在河边放了蓝色风筝", occurred_at=datetime(2020, 5, 1, tzinfo=timezone.utc),
                    session="s1", cues=[Cue(kind="photo", key="photo:sha256:abc", label="kite.jpg")])
    with store.transaction():
        first = store.records.insert([rec], default_user="u")
        again = store.records.insert([rec], default_user="u")
    assert len(first.new_ids) == 1 and again.skipped == 1 and not again.new_ids
    rid = first.new_ids[0]
    assert store.records.id_for_hash(record_hash(rec, "u")) == rid
    assert (store.records.get(rid) or {}).get("cues") == [
        {"kind": "photo", "key": "photo:sha256:abc", "label": "kite.jpg"}]

    ft = store.fulltext
    n_rows, avgdl, top = ft.totals("record")
    assert (n_rows, top) == (1, rid) and avgdl > 0
    assert ft.matches("record", '"风筝"', 5) == [rid]
    assert ft.matches("record", '""', 5) == []  # an expression the tokenizer empties matches nothing
    ((row_id, body, length),) = ft.bodies("record", [rid])
    assert row_id == rid and "风筝" in body.split() and length == ft.lengths("record", [rid])[rid] > 0
    assert ft.sources("record", [rid]) is None and ft.sources("memory", [rid]) == {}
    assert ft.turns([rid], with_text=True)[rid][0] == "s1"
    assert ft.fusion_facts("record", [rid]) == {rid: (1588291200.0, None, "record", 0, None)}

    cue = store.cues.by_key("photo:sha256:abc")
    assert cue is not None and cue[1:] == ("photo", "photo:sha256:abc", "kite.jpg")
    assert store.cues.by_prefix("photo:sha256:a", 11) == [cue]
    assert store.cues.record_ids(cue[0]) == [rid]
    ((listed),) = store.cues.listing()
    assert listed["records"] == 1 and listed["key"] == "photo:sha256:abc" and listed["last_at"] == "2020-05-01T00:00:00+00:00"
    assert store.user.id == "u" and not store.user.every_user
