"""A long-lived process on PostgreSQL: a bounded pool per store URL, and calls that answer again after the
server restarted or killed their connections.

Real server (``pg_server``), real library calls from real threads, the real MCP server in process; the
connections are counted by the server itself (``pg_stat_activity``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pg_fixture import PgServer

from memcli import api
from memcli.api.session import State
from memcli.store.postgres.pool import close_pools, pool_for

pytestmark = pytest.mark.pg


@pytest.fixture
def pooled_home(pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A MEM_HOME (config only, no embedding model) over *pg_url*, with a pool of 3 and one diary entry per day."""
    monkeypatch.setenv("MEM_STORE", pg_url)
    monkeypatch.setenv("MEM_PG_POOL_SIZE", "3")
    home = tmp_path / "home"
    from memcli.config.schema import load_config, save_config, set_key

    home.mkdir()
    save_config(home, set_key(load_config(home), "embedding.enabled", "false"))
    state = State(home)
    try:
        for day in range(1, 11):
            api.record(state, f"day {day}: we flew the blue kite by the lake", at=f"2024-05-{day:02d}")
    finally:
        state.close()
    try:
        yield home
    finally:
        close_pools()


def _backends(url: str) -> int:
    """mem's connections to *url*'s database, as the server counts them (this session is not one: psql's name)."""
    import psycopg

    with psycopg.connect(url, autocommit=True, application_name="mem-test-monitor") as conn:
        row = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                           "AND application_name = 'mem'").fetchone()
    return int(row[0]) if row else 0


def _recall_ids(home: Path) -> list[str]:
    state = State(home, pooled=True)
    try:
        return [h.id for h in api.recall(state, api.recall_query(state, "kite", limit=3)).hits]
    finally:
        state.close()


def test_threads_share_a_bounded_pool(pooled_home: Path, pg_url: str) -> None:
    expected = _recall_ids(pooled_home)
    assert len(expected) == 3
    errors: list[BaseException] = []
    answers: list[list[str]] = []
    peak = [0]
    done = threading.Event()

    def worker() -> None:
        try:
            for _ in range(6):
                answers.append(_recall_ids(pooled_home))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    def monitor() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], _backends(pg_url))
            time.sleep(0.005)

    watcher = threading.Thread(target=monitor)
    watcher.start()
    threads = [threading.Thread(target=worker) for _ in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    done.set()
    watcher.join()
    assert not errors, errors
    assert len(answers) == 60 and all(a == expected for a in answers)
    assert 1 <= peak[0] <= 3  # ten threads, never more connections than the pool holds
    pool = pool_for(pg_url)
    assert pool.size == 3 and pool.idle_count() <= 3
    assert _backends(pg_url) == pool.idle_count()  # every connection was given back, none leaked


def test_calls_answer_again_after_the_backends_are_killed(pooled_home: Path, pg_url: str,
                                                           pg_server: PgServer) -> None:
    before = _recall_ids(pooled_home)
    assert pool_for(pg_url).idle_count() == 1
    pg_server.admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    f"WHERE application_name = 'mem' AND datname = '{pg_url.split('/')[-1].split('?')[0]}'")
    assert _recall_ids(pooled_home) == before  # the idle connection was dead: one reconnect, same answer
    state = State(pooled_home, pooled=True)
    try:
        recorded = api.record(state, "after the kill: a red kite", at="2024-06-01")
    finally:
        state.close()
    assert recorded.id.startswith("r")


def test_calls_and_mcp_tools_answer_again_after_a_server_restart(pooled_home: Path, pg_url: str,
                                                                  pg_server: PgServer) -> None:
    pytest.importorskip("mcp.server", reason="the MCP SDK (mcp>=2.3) is not installed")
    import anyio
    from mcp import Client

    from memcli.mcp.server import build_server

    server, store = build_server(pooled_home)

    async def recall_tool() -> list[str]:
        async with Client(server) as client:
            result = await client.call_tool("recall", {"query": "kite", "n": 3})
            assert not result.is_error, result.content
            return [h["id"] for h in result.structured_content["hits"]]

    try:
        before = anyio.run(recall_tool)
        assert before == _recall_ids(pooled_home)
        pg_server.restart()
        assert anyio.run(recall_tool) == before
        assert _recall_ids(pooled_home) == before
        state = State(pooled_home, pooled=True)
        try:
            assert api.stats(state)["records"] == 10
        finally:
            state.close()
    finally:
        store.close()


def test_an_unreachable_server_is_one_line_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from memcli.core.errors import MemError

    url = f"postgresql://mem:secret-pw@/mem?host={tmp_path}"  # no server listens in an empty folder
    monkeypatch.setenv("MEM_STORE", url)
    state = State(tmp_path / "home", pooled=True)
    started = time.monotonic()
    with pytest.raises(MemError) as caught:
        state.read_store()
    assert time.monotonic() - started < 5  # the caller's own connect fails; no wait for the pool
    message = str(caught.value)
    assert message.startswith("cannot reach the PostgreSQL store") and "secret-pw" not in message
    assert "\n" not in message
    assert pool_for(url).idle_count() == 0
    close_pools()


def test_a_busy_pool_is_a_one_line_error_after_its_wait(pooled_home: Path, pg_url: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from memcli.core.errors import MemError
    from memcli.store.postgres.pool import ConnectionPool

    pool = ConnectionPool(pg_url, size=1, wait_s=0.2)
    held = pool.lease()
    try:
        with pytest.raises(MemError, match=r"^all 1 connections to the PostgreSQL store .* stayed busy"):
            pool.lease()
    finally:
        held.close()
    again = pool.lease()  # the slot came back with the connection
    assert again.execute("SELECT current_setting('app.user', true)").fetchone()[0] == ""
    again.close()
    pool.close()


def test_a_statement_run_often_is_prepared_and_survives_a_lost_session(pg_url: str) -> None:
    """After PREPARE_AFTER runs a statement is prepared on the server (its parse and plan done once); the
    answers stay the same, a new session prepares it again, and a pooled connection's next lessee reuses it."""
    import psycopg2

    from memcli.store.postgres.connection import PREPARE_AFTER, Connection

    def prepared(conn: Connection) -> int:
        return int(conn.execute("SELECT count(*) FROM pg_prepared_statements").fetchone()[0])

    conn = Connection(pg_url)
    try:
        sql = "SELECT %s::int + 1, %s::text"
        assert [conn.execute(sql, (n, "x")).fetchone() for n in range(PREPARE_AFTER + 2)] == [
            (n + 1, "x") for n in range(PREPARE_AFTER + 2)]
        assert prepared(conn) == 1
        with conn.transaction():  # never prepared inside a transaction (a failed PREPARE would abort it)
            for _ in range(PREPARE_AFTER + 1):
                conn.execute("SELECT %s::int * 2", (3,))
        assert prepared(conn) == 1
        pid = conn.execute("SELECT pg_backend_pid()").fetchone()[0]
        other = psycopg2.connect(pg_url)
        other.autocommit = True
        other.cursor().execute("SELECT pg_terminate_backend(%s)", (pid,))
        other.close()
        assert conn.execute(sql, (41, "y")).fetchone() == (42, "y")  # a new session, the statement runs as is
        for _ in range(PREPARE_AFTER):
            conn.execute(sql, (1, "z"))
        assert prepared(conn) == 1
        again = Connection(pg_url, raw=conn.raw, give_back=lambda raw: None)  # the next lessee of that session
        assert [again.execute(sql, (n, "w")).fetchone() for n in range(PREPARE_AFTER + 2)][-1] == (
            PREPARE_AFTER + 2, "w")
        assert prepared(again) == 1
    finally:
        conn.close()
