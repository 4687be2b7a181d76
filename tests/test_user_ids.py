"""What a user id may be, on both backends (issue #34, item 6), through the real CLI and the library API.

``--user ""`` used to mean "the configured user", so an app passing an empty id reached that person's
memory; a 100,000-character id reached PostgreSQL and came back as "store error … run mem doctor". Every
way in now refuses an empty, huge or unprintable id with one clear line, and nothing is written.
"""

from __future__ import annotations

import json
from pathlib import Path
from subprocess import CompletedProcess

import pytest
from conftest import SAMPLE_DATA, mem_cli

from memcli import api
from memcli.core.errors import UsageError

DIARY = str(SAMPLE_DATA / "diary.md")
BAD_IDS = {
    "empty": ("", "--user is empty (leave it out for the configured user, user.id)"),
    "huge": ("u" * 100_000, "--user is 100,000 characters long, more than the 128 a user id may have"),
    "newline": ("ann\nbob", "--user holds the character U+000A, which is not printable text"),
    "bidi": ("ann\u202ebob", "--user holds the character U+202E, which is not printable text"),
    "padded": (" ann", "--user begins or ends with a space"),
}
# a command per kind of use: writes, reads of one person's memory, upkeep
COMMANDS = [["import", DIARY], ["record", "a note"], ["recall", "风筝"], ["context"], ["profile"], ["timeline"],
            ["people"], ["flush"], ["reindex"], ["stats"], ["doctor"]]


def _refused(result: CompletedProcess[str], expected: str) -> None:
    assert result.returncode in (1, 2), (result.returncode, result.stdout, result.stderr)
    assert expected in result.stderr, result.stderr
    assert "store error" not in result.stderr and "internal error" not in result.stderr
    assert result.stdout == ""
    assert len(result.stderr) < 2000  # the huge id is never echoed back


def _check_every_command(home: Path, env: dict[str, str | None], records: int = 1) -> None:
    for name, (bad, expected) in BAD_IDS.items():
        for command in COMMANDS:
            _refused(mem_cli(home, command[0], "--user", bad, *command[1:], env=env), expected)
    stats = mem_cli(home, "stats", "--json", env=env)
    assert stats.returncode == 0, stats.stderr
    # every user's (stats without --user): only the good records below; nothing from the refusals
    assert json.loads(stats.stdout)["records"] == records


@pytest.mark.slow
def test_bad_user_ids_are_refused_on_sqlite(tmp_path: Path) -> None:
    home = tmp_path / "h"
    env: dict[str, str | None] = {"MEM_STORE": None}
    assert mem_cli(home, "config", "set", "embedding.enabled", "false", env=env).returncode == 0
    assert mem_cli(home, "record", "--user", "林小雨", "the one good record", env=env).returncode == 0
    _check_every_command(home, env)


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
@pytest.mark.pg
def test_bad_user_ids_are_refused_on_postgres(pg_url: str, tmp_path: Path, fast_embedder: str) -> None:
    home = tmp_path / "h"
    env: dict[str, str | None] = {"MEM_STORE": pg_url}
    assert mem_cli(home, "record", "--user", "app:4711", "a good record of another user", env=env).returncode == 0
    assert mem_cli(home, "record", "the one good record", env=env).returncode == 0  # the configured user's
    _check_every_command(home, {**env}, records=2)
    assert not (home / "mem.db").exists()


def test_the_library_api_refuses_an_empty_user(tmp_path: Path) -> None:
    """An app naming user="" (at open, or for the next command) gets an error, not the configured person's memory."""
    with pytest.raises(UsageError, match="--user is empty"):
        api.open_store(tmp_path / "h", user="")
    state = api.open_store(tmp_path / "h")
    try:
        api.record(state, "the configured user's own note")
        with pytest.raises(UsageError, match="--user is empty"):
            state.select_user("")
        with pytest.raises(UsageError, match="--user holds"):
            state.select_user("ann\tbob")
        assert api.stats(state)["records"] == 1 and state.user_named is None
    finally:
        state.close()


def test_the_config_refuses_a_bad_user_id(tmp_path: Path) -> None:
    home = tmp_path / "h"
    r = mem_cli(home, "config", "set", "user.id", "'ann\tbob'")
    assert r.returncode == 1 and "the user id holds the character U+0009" in r.stderr
    assert mem_cli(home, "config", "set", "user.id", "林小雨").returncode == 0
