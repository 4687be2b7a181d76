"""Whose rows a hostile ``--user`` reaches on PostgreSQL, and what a server stopped mid-write leaves (issue #32).

A user id is a value, never SQL: quotes, ``%``, ``*``, an empty string,
10 kB of text or a look-alike of another user's name either get a clear
one-line error or name exactly that user, whose rows are their own: never
another user's. And the server going away in the middle of an import or a
flush (a real restart of the test server: every connection cut) leaves each
file imported whole or not at all, and each flush batch written whole or
still pending; running the command again finishes the job.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from conftest import mem_cli
from pg_fixture import PgServer

pytestmark = [pytest.mark.pg, pytest.mark.usefixtures("fast_embedder")]

HOSTILE = {
    "quote": "ann' OR '1'='1",
    "double_quote": 'ann" --',
    "percent": "a%",
    "star": "*",
    "empty": "",
    "ten_kb": "a" * 10240,
    "cyrillic_a": "\u0430nn",  # а (Cyrillic) + nn: looks like "ann"
    "fullwidth": "\uff41\uff4e\uff4e",  # ａｎｎ
    "trailing_space": "ann ",
    "backslash": "ann\\",
}


def _rows(url: str, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    import psycopg2

    conn = psycopg2.connect(url)
    conn.autocommit = True
    try:
        with conn.cursor() as cur:
            cur.execute(sql, params or None)
            return cur.fetchall() if cur.description else []
    finally:
        conn.close()


def _chat(path: Path, marker: str, n: int = 6) -> Path:
    start = 1714557600  # 2024-05-01T10:00:00Z, then one message an hour
    path.write_text("\n".join(json.dumps({"role": "user", "content": f"{marker} flew a kite by the lake, hour {i}",
                                          "timestamp": start + 3600 * i}) for i in range(n)), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def two_users(tmp_path_factory: pytest.TempPathFactory, pg_server: PgServer) -> tuple[Path, str]:
    """A database holding ann's and bob's records (each with a marker word of their own), and a home over it."""
    import uuid

    from pg_fixture import APP_ROLE

    name = f"mem_hostile_{uuid.uuid4().hex[:8]}"
    pg_server.admin(f'CREATE DATABASE "{name}" OWNER {APP_ROLE}')
    _rows(pg_server.url(name), "CREATE EXTENSION vector")
    url = pg_server.url(name, APP_ROLE)
    root = tmp_path_factory.mktemp("hostile")
    home = root / "h"
    for user, marker in (("ann", "annmarker"), ("bob", "bobmarker")):
        r = mem_cli(home, "import", "--user", user, str(_chat(root / f"{user}.jsonl", marker)), env={"MEM_STORE": url})
        assert r.returncode == 0, r.stderr
    return home, url


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_user_id_is_refused_or_names_only_itself(two_users: tuple[Path, str], name: str,
                                                           tmp_path: Path) -> None:
    home, url = two_users
    user = HOSTILE[name]
    env = {"MEM_STORE": url}
    before = _rows(url, "SELECT user_id, count(*) FROM records GROUP BY user_id ORDER BY user_id")
    imported = mem_cli(home, "import", "--user", user, str(_chat(tmp_path / "mine.jsonl", "ownmarker", 2)), env=env)
    if imported.returncode != 0:  # refused: one clear line, nothing written
        assert imported.returncode in (1, 2), imported.stderr
        lines = imported.stderr.strip().splitlines()
        assert lines and lines[-1].startswith(("mem: error:", "Error:")) and "Traceback" not in imported.stderr
        assert _rows(url, "SELECT user_id, count(*) FROM records GROUP BY user_id ORDER BY user_id") == before
    else:  # accepted: stored under exactly that id
        assert _rows(url, "SELECT count(*) FROM records WHERE user_id = %s", (user,)) == [(2,)]
    for args in (("recall", "kite", "--limit", "50"), ("recall", "--json", "marker"), ("timeline",), ("profile",)):
        r = mem_cli(home, *args[:1], "--user", user, *args[1:], env=env)
        out = r.stdout + r.stderr
        assert "annmarker" not in out and "bobmarker" not in out, (args, out[:300])
        if r.returncode != 0:
            assert r.returncode in (1, 2) and "Traceback" not in r.stderr
        elif imported.returncode == 0 and args[0] == "recall" and args[1] == "kite":
            assert "ownmarker" in r.stdout  # an exact match finds the user's own rows
    exported = mem_cli(home, "export", "--user", user, "-o", str(tmp_path / "out.jsonl"), env=env)
    if exported.returncode == 0:
        text = (tmp_path / "out.jsonl").read_text(encoding="utf-8")
        assert "annmarker" not in text and "bobmarker" not in text


def test_a_store_is_never_opened_for_the_empty_user(pg_url: str, tmp_path: Path) -> None:
    """Row-level security reads an empty ``app.user`` as an operator's session (every row): no store may have it."""
    from memcli.core.errors import MemError
    from memcli.store.postgres.store import PostgresStore

    with pytest.raises(MemError, match="user"):
        PostgresStore(pg_url, tmp_path, user="")


# -- a server stopped mid-write -------------------------------------------------------------------------------
def _wait_for(predicate: Any, timeout: float = 120) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def _mem_process(home: Path, url: str, *args: str, extra_env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    env = {**os.environ, "MEM_STORE": url, **(extra_env or {})}
    return subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), *args], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _in_transaction(admin_url: str) -> bool:
    return bool(_rows(admin_url, "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'mem' "
                                 "AND xact_start IS NOT NULL AND backend_type = 'client backend'")[0][0])


def _admin(pg_server: PgServer, url: str) -> str:
    from urllib.parse import urlsplit

    return pg_server.url(urlsplit(url).path.lstrip("/"))


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_a_server_stopped_mid_import_keeps_the_file_whole_or_out(pg_server: PgServer, pg_url: str,
                                                                 tmp_path: Path) -> None:
    n = 20000
    big = _chat(tmp_path / "big.jsonl", "bulk", n)
    home = tmp_path / "h"
    admin = _admin(pg_server, pg_url)
    assert mem_cli(home, "init", env={"MEM_STORE": pg_url}).returncode == 0
    proc = _mem_process(home, pg_url, "import", "--user", "ann", str(big))
    assert _wait_for(lambda: _in_transaction(admin) or proc.poll() is not None)
    time.sleep(0.3)  # some batches of the file are inside the transaction now
    assert proc.poll() is None, "the import ended before the server could be stopped: make the file bigger"
    pg_server.restart()
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 1, (out, err)
    lines = err.strip().splitlines()
    assert lines[-1].startswith("mem: error:") and "Traceback" not in err, err
    assert _rows(admin, "SELECT count(*) FROM records")[0][0] == 0  # nothing of the file
    assert _rows(admin, "SELECT count(*) FROM buffer")[0][0] == 0
    again = mem_cli(home, "import", "--user", "ann", str(big), env={"MEM_STORE": pg_url})
    assert again.returncode == 0, again.stderr
    assert _rows(admin, "SELECT count(*), count(DISTINCT content_hash) FROM records") == [(n, n)]


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_a_server_stopped_mid_flush_leaves_each_batch_whole(pg_server: PgServer, pg_url: str,
                                                            tmp_path: Path) -> None:
    home = tmp_path / "h"
    admin = _admin(pg_server, pg_url)
    lines = []
    for day in range(1, 29):  # four weeks of a diary-like chat: many episodes, several flush batches
        for k, text in enumerate(("我今天和妹妹林小雪去西湖散步了", "My sister Lin Xiaoxue loves hiking",
                                  f"day {day}: we talked about the blue kite and jazz", "我住在杭州，是一名老师")):
            lines.append(json.dumps({"role": "user", "content": f"{text} ({day}.{k})",
                                     "timestamp": f"2024-05-{day:02d}T{8 + 3 * k:02d}:00:00+00:00"},
                                    ensure_ascii=False))
    chat = tmp_path / "month.jsonl"
    chat.write_text("\n".join(lines), encoding="utf-8")
    env = {"MEM_STORE": pg_url}
    assert mem_cli(home, "import", "--user", "ann", str(chat), env=env).returncode == 0
    assert mem_cli(home, "config", "set", "buffer.flush_tokens", "200", env=env).returncode == 0
    # the flush sleeps inside batch 1's transaction (the pipeline's test hook): the server stops then
    proc = _mem_process(home, pg_url, "flush", "--user", "ann", extra_env={"MEM_TEST_FLUSH_SLEEP": "6:1"})
    seen: list[str] = []

    def read_err() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            seen.append(line)

    reader = threading.Thread(target=read_err, daemon=True)
    reader.start()
    assert _wait_for(lambda: any("test hook: sleeping" in s for s in seen) or proc.poll() is not None)
    assert proc.poll() is None, "".join(seen)
    committed = _rows(admin, "SELECT count(*) FROM records r WHERE NOT EXISTS "
                             "(SELECT 1 FROM buffer b WHERE b.user_id = r.user_id AND b.record_id = r.id)")[0][0]
    assert committed > 0  # batch 0 is written: the stop comes in the middle of the flush
    pg_server.restart()
    proc.wait(timeout=180)
    reader.join(timeout=10)
    # no memory, event, fact or vector cites a record that is still waiting to be distilled
    half = _rows(admin, """
        SELECT 'memory', count(*) FROM memory_sources s JOIN buffer b USING (user_id, record_id)
        UNION ALL SELECT 'event', count(*) FROM event_sources s JOIN buffer b USING (user_id, record_id)
        UNION ALL SELECT 'fact', count(*) FROM person_fact_sources s JOIN buffer b USING (user_id, record_id)
        UNION ALL SELECT 'vector', count(*) FROM embeddings e JOIN buffer b
            ON b.user_id = e.user_id AND b.record_id = e.item_id AND e.item_kind = 'record'""")
    assert all(n == 0 for _kind, n in half), half
    pending = _rows(admin, "SELECT count(*) FROM buffer")[0][0]
    assert pending > 0  # the interrupted batch stayed in the buffer
    again = mem_cli(home, "flush", "--user", "ann", env={"MEM_STORE": pg_url})
    assert again.returncode == 0, again.stderr
    assert _rows(admin, "SELECT count(*) FROM buffer")[0][0] == 0
    assert _rows(admin, "SELECT count(*) FROM memory_sources s WHERE NOT EXISTS (SELECT 1 FROM records r "
                        "WHERE r.user_id = s.user_id AND r.id = s.record_id)")[0][0] == 0
