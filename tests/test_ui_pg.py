"""``mem ui`` on the PostgreSQL store: the same real server process, pages and corrections as on SQLite.

The server is started with ``MEM_STORE`` naming a pgserver database (tests/pg_fixture.py); the pages show
the memory, hostile imported text stays text, and a forget and a profile rejection made through the pages
change the database as ``mem forget`` and ``mem profile reject`` do: a twin database that the CLI corrects
ends up the same.
"""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

import pytest

from conftest import mem_proc
from pg_fixture import APP_ROLE, PgServer
from test_ui_http import _record_with, _snapshot, _store
from ui_server import csrf_of, ui_server

pytest.importorskip("starlette")
pytest.importorskip("jinja2")
pytestmark = [pytest.mark.pg, pytest.mark.slow]


def _database(server: PgServer) -> str:
    """A second empty database (the twin the CLI corrects), dropped with the server at the session's end."""
    import psycopg

    name = f"mem_test_{uuid.uuid4().hex[:12]}"
    server.admin(f'CREATE DATABASE "{name}" OWNER {APP_ROLE}')
    with psycopg.connect(server.url(name), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    return server.url(name, APP_ROLE)


def test_the_pages_and_their_corrections_on_postgres(pg_server: PgServer, pg_url: str, tmp_path: Path) -> None:
    env = {"MEM_STORE": pg_url}
    home = _store(tmp_path / "a", env)
    twin_url = _database(pg_server)
    twin_env = {"MEM_STORE": twin_url}
    twin = _store(tmp_path / "b", twin_env)
    assert _snapshot(home, env) == _snapshot(twin, twin_env)  # the same imports give the same store
    record_id = _record_with(home, "第一天上高中", env)
    slots = json.loads(mem_proc(home, "profile", "--json", env=env).stdout)
    school = next(s for s in slots if (s["topic"], s["sub_topic"]) == ("education", "school"))

    with ui_server(home, env=env) as s:
        assert "the PostgreSQL store" in s.proc.stderr.readline()  # says which store it serves (never its URL)
        s.login()
        home_page = s.get("/")
        assert home_page.status == 200 and '<svg class="activity"' in home_page.text
        assert home_page.text.count('class="event') >= 10
        assert "林小雨" in s.get("/profile").text and "王芳" in s.get("/people").text
        found = s.get("/search?q=%E9%A3%8E%E7%AD%9D")  # 风筝
        assert found.status == 200 and 'href="/item/' in found.text
        assert s.get("/search?q=kite&mode=semantic").status == 200
        hostile = s.get(f"/item/{_record_with(home, 'owned', env)}").text
        assert "&lt;script&gt;" in hostile and "<script" not in hostile
        assert s.get("/item/r999999").status == 404

        preview = s.post("/forget", {"id": record_id, "csrf": csrf_of(s.get(f"/item/{record_id}").text, "/forget")})
        assert preview.status == 200 and "Yes, forget it" in preview.text
        done = s.post("/forget", {"id": record_id, "confirm": "yes", "csrf": csrf_of(preview.text, "/forget")})
        assert done.status == 200 and f"Forgot {record_id}" in done.text
        assert s.get(f"/item/{record_id}").status == 404

        page = s.get("/profile").text
        forms = re.findall(r'<form method="post" action="/profile/reject">(.*?)</form>', page, re.S)
        mine = next(f for f in forms if 'value="education::school"' in f)
        token = re.search(r'name="csrf" value="([^"]+)"', mine).group(1)  # type: ignore[union-attr]
        preview = s.post("/profile/reject", {"slot": "education::school", "value": school["content"], "csrf": token})
        assert preview.status == 200
        done = s.post("/profile/reject", {"slot": "education::school", "value": school["content"], "confirm": "yes",
                                          "csrf": csrf_of(preview.text, "/profile/reject")})
        assert done.status == 200 and "rejected" in done.text

    cli = mem_proc(twin, "forget", record_id, "--yes", env=twin_env)
    assert cli.returncode == 0, cli.stderr
    cli = mem_proc(twin, "profile", "reject", "education::school", "--value", school["content"], env=twin_env)
    assert cli.returncode == 0, cli.stderr
    assert _snapshot(home, env) == _snapshot(twin, twin_env)
