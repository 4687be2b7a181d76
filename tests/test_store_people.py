"""The people area on each backend: persons and facts per user, forgetting a source record removes what it
alone said."""

from __future__ import annotations

from datetime import datetime, timezone

from backends import Backend
from memcli.core.record_types import NewRecord


def test_people_facts_and_forgetting(backend: Backend) -> None:
    alice, bob = backend.open("alice"), backend.open("bob")
    with alice.transaction():
        r1, r2 = alice.records.insert([
            NewRecord(text="my sister Mei is 30", occurred_at=datetime(2024, 1, 1, tzinfo=timezone.utc)),
            NewRecord(text="Mei turned 31", occurred_at=datetime(2025, 1, 1, tzinfo=timezone.utc)),
        ], default_user="alice").new_ids
    people = alice.people
    with alice.transaction():
        assert people.available()
        pid = people.add_person("alice", "", "Mei", "sister", 1.0, "2024-01-01T00:00:00+00:00")
        old = people.add_fact(pid, "age", "30", status="superseded", occurred_at="2024-01-01", occurred_ts=1.0,
                              now_iso="now", sources=[r1])
        new = people.add_fact(pid, "age", "31", status="active", occurred_at="2025-01-01", occurred_ts=2.0,
                              now_iso="now", sources=[r2])
        people.update_person(pid, name="Mei", relation="older sister", ts=0.5)  # an older time: updated_ts stays
        assert [(p.name, p.relation, p.updated_ts) for p in people.people("alice")] == [("Mei", "older sister", 1.0)]
        assert [(f.id, f.value, f.sources) for f in people.facts([pid])] == [(new, "31", [r2])]
        assert [f.id for f in people.facts([pid], history=True)] == [old, new]
        assert people.names("alice") == ["Mei"]
    assert people.people(None) == people.people("alice") and len(people.people(None)) == 1
    assert bob.people.people(None) == [] and bob.people.facts([pid]) == []  # another user's index
    assert bob.people.people("alice") == []  # not even by name
    with alice.transaction():
        people.restate_fact(new, "2025-06-01", 3.0)
        assert people.facts([pid])[0].occurred_ts == 3.0
        # forgetting the record behind the active fact: the superseded one is active again
        assert people.forget_records([r2], frozenset({"age"})) == 1
        assert [(f.id, f.status) for f in people.facts([pid], history=True)] == [(old, "active")]
        assert people.forget_records([r1], frozenset({"age"})) == 1
        assert people.people("alice") == []  # no facts left: the person goes
        assert [r.id for r in people.all_records()] == [r1, r2] and list(bob.people.all_records()) == []


def test_clearing_the_index_clears_only_the_stores_user(backend: Backend) -> None:
    alice, bob = backend.open("alice"), backend.open("bob")
    for store, user in ((alice, "alice"), (bob, "bob")):
        with store.transaction():
            store.people.add_person(user, "", "Mei", "sister", 1.0, "now")
    with alice.transaction():
        alice.people.clear()  # what `mem reindex` of alice does first
    assert alice.people.people(None) == [] and [p.name for p in bob.people.people(None)] == ["Mei"]
