"""Every method of every store Protocol exists on the PostgreSQL area with the same parameters.

In a tree where a Protocol is still empty this checks nothing for it; once the
areas' Protocols are written (#21) it fails for any method PostgreSQL lacks or
spells differently.
"""

from __future__ import annotations

import importlib
import inspect

import pytest

AREAS = [
    ("records", "RecordStore", "records", "PostgresRecords"),
    ("fulltext", "FullTextIndex", "fulltext.area", "PostgresFullText"),
    ("cues", "CueStore", "cues", "PostgresCues"),
    ("vectors", "VectorIndex", "vectors", "PostgresVectors"),
    ("memories", "MemoryStore", "memories.area", "PostgresMemories"),
    ("people", "PeopleStore", "people", "PostgresPeople"),
    ("flushing", "FlushState", "flushing", "PostgresFlushing"),
    ("exchange", "Exchange", "exchange.area", "PostgresExchange"),
    ("upkeep", "Upkeep", "upkeep.area", "PostgresUpkeep"),
]
NOT_YET: dict[str, set[str]] = {}
"""Methods the PostgreSQL store does not have yet (the ``mem doctor`` checks): the list may only shrink."""


def _methods(cls: type) -> dict[str, inspect.Signature]:
    return {name: inspect.signature(fn) for name, fn in vars(cls).items()
            if callable(fn) and not name.startswith("_")}


@pytest.mark.parametrize(("proto_mod", "proto", "pg_mod", "pg_cls"), AREAS, ids=[a[0] for a in AREAS])
def test_postgres_area_has_every_protocol_method(proto_mod: str, proto: str, pg_mod: str, pg_cls: str) -> None:
    protocol = getattr(importlib.import_module(f"memcli.store.protocols.{proto_mod}"), proto)
    area = getattr(importlib.import_module(f"memcli.store.postgres.{pg_mod}"), pg_cls)
    missing, differ = [], []
    for name, want in _methods(protocol).items():
        if name in NOT_YET.get(proto_mod, set()):
            assert not hasattr(area, name), f"{pg_cls}.{name} exists now: strike it off NOT_YET"
            continue
        have = getattr(area, name, None)
        if have is None:
            missing.append(name)
            continue
        if not callable(have) or getattr(have, "__name__", "") == "_no_restore":
            continue
        if list(inspect.signature(have).parameters) != list(want.parameters):
            differ.append(f"{name}{inspect.signature(have)} != {want}")
    assert not missing and not differ, (missing, differ)
