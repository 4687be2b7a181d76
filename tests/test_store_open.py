"""Which commands may create a store: forget and doctor --fix need one already, restore makes one.

SQLite only: creating a store is creating its file (a database always gets mem's schema: tests/test_store_url.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli import api
from memcli.core.errors import MemError
from memcli.api.session import State


def test_store_with_create_false_refuses_a_missing_store_and_creates_nothing(tmp_path: Path) -> None:
    home = tmp_path / "nowhere"
    state = State(home)
    with pytest.raises(MemError, match="no store yet"):
        state.store(create=False)
    assert not home.exists()
    store = state.store()  # the default still creates it
    assert (home / "mem.db").is_file() and store.exchange.is_empty()
    state.close()


@pytest.mark.parametrize("call", [
    lambda state: api.forget(state, ["r1"]),
    lambda state: api.forget(state, [], sources=["chat.json"], dry_run=True),
    lambda state: api.doctor(state, fix=True),
], ids=["forget", "forget-dry-run", "doctor-fix"])
def test_commands_that_change_a_store_do_not_create_one(tmp_path: Path, call: object) -> None:
    home = tmp_path / "nowhere"
    state = State(home)
    with pytest.raises(MemError, match="no store yet"):
        call(state)  # type: ignore[operator]
    assert not (home / "mem.db").exists()
    state.close()
