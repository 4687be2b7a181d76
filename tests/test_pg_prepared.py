"""A statement run often on one PostgreSQL connection is prepared (issue #32); its answers must not change.

Found by the backend parity run: the Chinese query's known-token probe passes its
tsqueries as a list of strings, and once the statement was prepared (its fifth
run on a connection) the server refused the text[] array for a tsquery[]
parameter, so a long-lived process (`mem mcp`, `mem ui`, an app) failed its sixth
Chinese recall. The CLI opens a new connection per command and never got there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli import api
from memcli.api.session import State
from memcli.store.postgres.connection import PREPARE_AFTER
from memcli.store.postgres.pool import close_pools

pytestmark = pytest.mark.pg


def test_a_recall_asked_many_times_on_one_connection_answers_alike(
        pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEM_STORE", pg_url)
    home = tmp_path / "home"
    home.mkdir()
    from memcli.config.schema import load_config, save_config, set_key

    save_config(home, set_key(load_config(home), "embedding.enabled", "false"))
    state = State(home)
    try:
        api.record(state, "我同事是做什么工作的？他在深圳做产品经理。", at="2024-05-01")
        api.record(state, "We flew the blue kite by the lake.", at="2024-05-02")
    finally:
        state.close()
    state = State(home, pooled=True)
    try:
        answers = []
        for _ in range(PREPARE_AFTER + 3):  # past the run that prepares each statement
            for query in ("同事是做什么工作的", "blue kite"):
                answers.append([h.id for h in api.recall(state, api.recall_query(state, query, limit=3)).hits])
    finally:
        state.close()
        close_pools()
    assert answers[0] and answers[1]
    assert answers == answers[:2] * (PREPARE_AFTER + 3)
