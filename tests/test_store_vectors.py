"""The vector area on each backend: stored vectors, nearest neighbours by cosine within a user and a time window."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest

from backends import Backend
from memcli.core.record_types import NewRecord

MODEL = "multilingual-e5-small"


def _unit(rng: np.random.Generator, n: int, dim: int = 384) -> np.ndarray:
    m = rng.standard_normal((n, dim)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


@pytest.fixture
def two_users(backend: Backend) -> Iterator[tuple[object, object, np.ndarray, list[int]]]:
    """alice's 40 records a day apart, bob's 5 on her first day (older rows of another user, in one store)."""
    alice, bob = backend.open("alice"), backend.open("bob")
    start = datetime(2024, 1, 1, tzinfo=timezone.utc)
    with bob.transaction():
        bob_ids = bob.records.insert([NewRecord(text=f"bob {i}", occurred_at=start) for i in range(5)],
                                     default_user="bob").new_ids
        bob.vectors.write("record", bob_ids, _unit(np.random.default_rng(8), 5), MODEL, 2)
    with alice.transaction():
        ids = alice.records.insert([NewRecord(text=f"note {i}", occurred_at=start + timedelta(days=i))
                                    for i in range(40)], default_user="alice").new_ids
        vecs = _unit(np.random.default_rng(7), 40)
        assert alice.vectors.write("record", ids, vecs, MODEL, 2) == 40
    yield alice, bob, vecs, ids


def _stored(store, ids: list[int]) -> np.ndarray:  # type: ignore[no-untyped-def]
    """The vectors as the store keeps them (SQLite: 4-bit codes; PostgreSQL: float4), decoded, in *ids* order."""
    loaded = store.vectors.load("record", ids, MODEL)
    return np.stack([loaded[i] for i in ids])


def test_nearest_neighbours_are_the_exact_cosine_order_of_the_users_rows(two_users) -> None:  # type: ignore[no-untyped-def]
    alice, bob, vecs, ids = two_users
    nn = alice.vectors.searchable(MODEL)
    assert nn.count == 40 and bob.vectors.searchable(MODEL).count == 5
    q = vecs[3] + 0.1 * vecs[17]
    q /= np.linalg.norm(q)
    stored = _stored(alice, ids)
    got = nn.top(q, lo=0, hi=nn.count, k=5)
    want = np.argsort(-(stored @ q))[:5]
    assert [r for r, _ in got] == [int(i) for i in want]  # rows are in time order: row n is record n
    assert got[0][0] == 3 and got[0][1] == pytest.approx(float(stored[3] @ q), abs=1e-4)
    lo, hi = nn.row_range(ids and nn.ts[10], nn.ts[19])
    assert (lo, hi) == (10, 20)
    windowed = nn.top(q, lo=lo, hi=hi, k=3)
    assert all(10 <= r < 20 for r, _ in windowed) and len(windowed) == 3
    sims = nn.similarity(np.asarray([3, -1, 17]), q)
    assert sims[0] == pytest.approx(float(stored[3] @ q), abs=1e-4) and np.isnan(sims[1])
    assert list(nn.rows_for([int(nn.keys[5]), 12345])) == [5, -1]


def test_rows_round_trip_and_upkeep(two_users) -> None:  # type: ignore[no-untyped-def]
    alice, bob, vecs, ids = two_users
    got = alice.vectors.load("record", ids[:3], MODEL)
    cosine = float(got[ids[0]] @ vecs[0] / np.linalg.norm(got[ids[0]]))
    assert sorted(got) == ids[:3] and cosine > 0.99  # 4-bit codes on SQLite keep 0.995 of it, float4 all
    assert bob.vectors.load("record", ids[:3], MODEL) == {}  # another user's items
    assert not alice.vectors.stale(MODEL, {"record": 2}) and alice.vectors.stale(MODEL, {"record": 3})
    assert alice.vectors.count_missing("record", MODEL, 2, distilled_only=False) == 0
    before = alice.vectors.version()
    with alice.transaction():
        assert alice.vectors.delete("record", ids[:2]) == 2
    assert alice.vectors.version() != before
    assert alice.vectors.count_missing("record", MODEL, 2, distilled_only=False) == 2
    assert [i for i, _ in alice.vectors.missing("record", MODEL, 2, 10, after=0, distilled_only=False)] == ids[:2]
    assert alice.vectors.missing("record", MODEL, 2, 10, after=0, distilled_only=True) == []  # all still buffered
    assert alice.vectors.live_ids("record", ids[:3] + [999999]) == set(ids[:3])
    assert bob.vectors.live_ids("record", ids[:3]) == set() and bob.vectors.count_missing(
        "record", MODEL, 2, distilled_only=False) == 0
    assert alice.vectors.other_models(MODEL) == 0
    with alice.transaction():
        assert alice.vectors.prune_orphans() == 0
    assert alice.vectors.rebuild_file(MODEL) == 38 and bob.vectors.rebuild_file(MODEL) == 5
