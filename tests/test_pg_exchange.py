"""Exporting one user's store from PostgreSQL gives what the SQLite store with the same content gives.

Compares with the SQLite ``exchange`` area (#21); skipped in a tree without it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from memcli.core.errors import MemError

pytestmark = pytest.mark.pg

_CLOCK = {"ingested_at", "created_at"}  # when each store wrote the row: differs between two runs


def _scrub(items: Any) -> list[Any]:
    return [{k: v for k, v in item.items() if k not in _CLOCK} for item in items]


def _out(store: Any) -> dict[str, Any]:
    ex = store.exchange
    with ex.snapshot():
        return {"counts": {k: v for k, v in ex.counts().items() if k != "forgotten_records"},
                "cues": _scrub(ex.cues()), "records": _scrub(ex.records()), "memories": _scrub(ex.memories()),
                "events": _scrub(ex.events()), "persona": _scrub(ex.persona_versions()),
                "journal": list(ex.journal_records()), "profile": ex.journal_profile(),
                "others": ex.journal_memories(), "empty": ex.is_empty()}


def test_export_reads_alike_on_both_backends(pg_url: str, tmp_path: Path) -> None:
    pytest.importorskip("memcli.store.sqlite.exchange.read", reason="the SQLite exchange area (#21) is not here")
    from memcli.recall.stem import porter
    from memcli.api.session import State
    from memcli.store.postgres.store import PostgresStore
    from test_store_contract import sample_records

    state = State(home=tmp_path / "lite")
    pg = PostgresStore(pg_url, tmp_path, user="default", stem=porter)
    other = PostgresStore(pg_url, tmp_path, user="someone-else", stem=porter)
    try:
        lite = state.store()
        records = sample_records()
        for store in (lite, pg):
            with store.transaction():
                store.records.insert(records, default_user="default")
        other.records.insert(records[:3], default_user="someone-else")  # must not show in default's export
        want, got = _out(lite), _out(pg)
        assert got == want and want["counts"]["records"] == len(records) and not got["empty"]
        assert other.exchange.counts()["records"] == 3
        with pytest.raises(MemError, match="pg_dump"):
            pg.exchange.backup_to(tmp_path / "x.db")
        assert pg.exchange.content_known(want["records"][0]["content_hash"])
    finally:
        state.close()
        pg.close()
        other.close()
