"""Forgetting on PostgreSQL leaves what the SQLite store leaves: the same export afterwards, watermarks included.

Runs the shared forget (``memcli.upkeep.forgetting``) on both backends; skipped in a tree without it (#21).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.pg


def test_forget_leaves_the_same_store_on_both_backends(pg_url: str, tmp_path: Path) -> None:
    forgetting = pytest.importorskip("memcli.upkeep.forgetting", reason="forget is not on the Store interface here")
    pytest.importorskip("memcli.store.sqlite.memories.area", reason="the SQLite memories area (#21) is not here")
    from memcli.recall.stem import porter
    from memcli.api.session import State
    from memcli.store.postgres.store import PostgresStore
    from test_pg_exchange import _out
    from test_pg_memories import _exercise

    state = State(home=tmp_path / "lite")
    pg = PostgresStore(pg_url, tmp_path, user="default", stem=porter)
    try:
        lite = state.store()
        for store in (lite, pg):
            _exercise(store, "default")  # records r1-r3, a profile slot m1 (changed), m2 superseded, event e1
        before = _out(pg)
        reports = [forgetting.forget(store, ["r1", "e1"]) for store in (lite, pg)]
        assert reports[0] == reports[1]
        want, got = _out(lite), _out(pg)
        assert got == want
        assert got["counts"]["records"] == before["counts"]["records"] - 1 and got["counts"]["events"] == 0
        # r1's hash and words, e1, and m1 ("hot pot, 饺子" in a slot no rule fills: what r3 says is not it)
        assert got["counts"]["watermarks"] == 4
        assert pg.upkeep.record_was_forgotten(1) and not pg.upkeep.record_was_forgotten(2)
        assert not pg.upkeep.scrub_pending()
        # what was forgotten is never imported again
        again = pg.records.insert([], default_user="default")
        assert again.new_ids == []
    finally:
        state.close()
        pg.close()
