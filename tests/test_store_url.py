"""Choosing the store by URL (``--store``, ``$MEM_STORE``, config ``store.url``), through the real CLI.

Every failure is one ``mem: error: …`` line with exit code 1 that says what
to do, and never shows the URL's password.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from memcli.store.location import display_url, store_url
from pg_fixture import APP_ROLE, PgServer


def mem(home: Path, *args: str, env: dict[str, str] | None = None, code: str | None = None) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if k != "MEM_STORE"}
    full_env.update(env or {})
    argv = [sys.executable, "-m", "memcli", "--home", str(home), *args]
    if code is not None:  # run mem in a process prepared by *code* first
        argv = [sys.executable, "-c", f"{code}\nimport sys\nsys.argv = {['mem', '--home', str(home), *args]!r}\n"
                "from memcli.cli.entry import main\nmain()"]
    return subprocess.run(argv, capture_output=True, text=True, env=full_env, timeout=60)


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 1, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mem: error: "), result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


def test_display_url_never_shows_a_password() -> None:
    assert display_url("postgresql://ann:s3cret@db.example:5432/mem") == "postgresql://ann:***@db.example:5432/mem"
    assert display_url("postgresql://ann@db/mem?password=s3cret&sslmode=require") == (
        "postgresql://ann@db/mem?password=***&sslmode=require")
    assert display_url("postgresql://db/mem") == "postgresql://db/mem"


def test_the_url_in_force_is_flag_then_environment_then_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEM_STORE", raising=False)
    assert store_url(tmp_path) is None  # no config file: SQLite
    (tmp_path / "config.toml").write_text('[store]\nurl = "postgresql://c@h/from_config"\n', encoding="utf-8")
    assert store_url(tmp_path) == "postgresql://c@h/from_config"
    monkeypatch.setenv("MEM_STORE", "postgresql://e@h/from_env")
    assert store_url(tmp_path) == "postgresql://e@h/from_env"
    assert store_url(tmp_path, "postgresql://f@h/from_flag") == "postgresql://f@h/from_flag"
    # a config that only mentions the word elsewhere is not parsed for it
    monkeypatch.delenv("MEM_STORE")
    (tmp_path / "config.toml").write_text('[import]  # nothing stored\n', encoding="utf-8")
    assert store_url(tmp_path) is None


def test_an_unsupported_url_is_refused(tmp_path: Path) -> None:
    line = one_error_line(mem(tmp_path / "h", "--store", "mysql://ann:s3cret@db/mem", "init"))
    assert "unsupported store URL mysql://ann:***@db/mem" in line and "s3cret" not in line
    assert not (tmp_path / "h").exists()  # nothing created


@pytest.mark.parametrize("url", ["postgresql://ann:s3cret@db.example:notaport/mem", "postgresql://ann:s3cret@db.example"])
def test_a_malformed_url_is_refused(tmp_path: Path, url: str) -> None:
    line = one_error_line(mem(tmp_path / "h", "init", env={"MEM_STORE": url}))
    assert "malformed store URL" in line and "postgresql://USER@HOST" in line and "s3cret" not in line


def test_an_unreachable_server_is_one_line_without_the_password(tmp_path: Path) -> None:
    line = one_error_line(mem(tmp_path / "h", "--store", "postgresql://ann:s3cret@127.0.0.1:1/mem", "init"))
    assert "cannot reach the PostgreSQL store postgresql://ann:***@127.0.0.1:1/mem" in line
    assert "s3cret" not in line and "check that the server runs" in line


def test_without_the_driver_the_error_names_the_extra(tmp_path: Path) -> None:
    line = one_error_line(mem(tmp_path / "h", "--store", "postgresql://ann@127.0.0.1:1/mem", "init",
                              code="import sys\nsys.modules['psycopg2'] = None"))
    assert "psycopg2 is not installed" in line and "mem[postgres]" in line


def test_reindex_goes_to_the_url_and_never_opens_sqlite(tmp_path: Path) -> None:
    line = one_error_line(mem(tmp_path / "h", "--store", "postgresql://ann@127.0.0.1:1/mem", "reindex"))
    assert "cannot reach the PostgreSQL store" in line and not (tmp_path / "h" / "mem.db").exists()


@pytest.mark.parametrize("command", [("stats",), ("read", "r1"), ("forget", "r1"), ("doctor",)])
def test_store_commands_go_to_the_url_and_never_open_sqlite(tmp_path: Path, command: tuple[str, ...]) -> None:
    home = tmp_path / "h"
    line = one_error_line(mem(home, "--store", "postgresql://ann:pw@127.0.0.1:1/mem", *command))
    assert "cannot reach the PostgreSQL store" in line and "pw" not in line
    assert not (home / "mem.db").exists()


@pytest.mark.pg
def test_init_creates_the_schema_by_flag_environment_or_config(pg_url: str, tmp_path: Path) -> None:
    import psycopg

    home = tmp_path / "h"
    done = mem(home, "--store", pg_url, "init")
    assert done.returncode == 0, done.stderr
    assert "store ready at postgresql://" in done.stderr and (home / "config.toml").exists()
    assert not (home / "mem.db").exists()  # the SQLite file is not made
    with psycopg.connect(pg_url) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM mem_migrations")}
        assert "m001_initial" in names
    again = mem(home, "init", env={"MEM_STORE": pg_url})  # already there: nothing to do, same message
    assert again.returncode == 0 and "store ready" in again.stderr
    (home / "config.toml").write_text(f'[store]\nurl = "{pg_url}"\n', encoding="utf-8")
    by_config = mem(home, "init")
    assert by_config.returncode == 0 and "store ready" in by_config.stderr


@pytest.mark.pg
def test_a_database_without_pgvector_gets_the_create_extension_hint(pg_server: PgServer, tmp_path: Path) -> None:
    name = f"mem_novec_{uuid.uuid4().hex[:8]}"
    pg_server.admin(f'CREATE DATABASE "{name}" OWNER {APP_ROLE}')
    try:
        line = one_error_line(mem(tmp_path / "h", "--store", pg_server.url(name, APP_ROLE), "init"))
        assert "lacks the pgvector extension" in line and "CREATE EXTENSION vector" in line
    finally:
        pg_server.admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_config_set_store_url_and_back(tmp_path: Path) -> None:
    home = tmp_path / "h"
    assert mem(home, "config", "set", "store.url", '"postgresql://ann@db.example/mem"').returncode == 0
    assert store_url(home) == "postgresql://ann@db.example/mem"
    assert mem(home, "config", "set", "store.url", '""').returncode == 0
    assert store_url(home) is None
    # an unset URL leaves no [store] table behind (the fast path's light settings reader does not know it)
    assert "[store]" not in (home / "config.toml").read_text(encoding="utf-8")
