"""Bad input gets one clear line, not an internal error (issue #34, item 5), through the CLI and MCP.

Each case here printed ``internal error (OverflowError …)`` or ``(TypeError …)`` before: an id too large for
the store's integers, a pack's ``--now`` at the very end of the calendar, and exports whose fields have the
wrong type (found by fuzzing; ``benchmarks/fuzz_imports.py`` walks every field of every format's sample).
The 100,000-character ``--user`` on PostgreSQL is in tests/test_user_ids.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest
from conftest import SAMPLE_DATA, mem_cli, mem_run

HUGE_IDS = ["r99999999999999999999", "m9223372036854775808", "e" + "9" * 5000]
EDGE_NOW = ["9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00"]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("clear") / "home"
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    assert mem_run(home, "import", str(SAMPLE_DATA / "diary.md")).exit_code == 0
    return home


def _one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mem: error: "), stderr
    assert "internal error" not in lines[0]
    return lines[0]


def test_ids_too_large_for_the_store(store: Path) -> None:
    for item in HUGE_IDS:
        for args in (["read", item], ["read", item, "--json"], ["forget", item], ["forget", item, "--dry-run"]):
            p = mem_cli(store, *args)
            assert p.returncode == 1, (args, p.stderr)
            line = _one_line(p.stderr)
            assert line.startswith(f"mem: error: no such item {item[:24]}") and "is that large" in line, line
            assert len(line) < 200
    p = mem_cli(store, "read", "r²")  # a digit to str.isdigit, not to int()
    assert p.returncode == 1 and _one_line(p.stderr).startswith("mem: error: not an id: 'r²'")


def test_a_pack_for_the_end_of_the_calendar(store: Path) -> None:
    for now in EDGE_NOW:
        p = mem_cli(store, "context", "--now", now)
        assert p.returncode == 1
        assert _one_line(p.stderr) == (f"mem: error: --now {now} is outside the years 0002–9998 (in UTC) that a "
                                       "context pack can be made for; give a date in between")
    assert mem_cli(store, "context", "--now", "9998-06-01").returncode == 0


def test_over_mcp_the_same_cases_are_tool_errors(store: Path) -> None:
    pytest.importorskip("mcp.server", reason="the MCP SDK (mcp>=2.3) is not installed")
    from mcp import Client

    from memcli.mcp.server import build_server

    server, shared = build_server(store)

    async def main() -> None:
        async with Client(server) as client:
            for item in HUGE_IDS[:2]:
                r = await client.call_tool("read", {"id": item})
                assert r.is_error and r.content[0].text.startswith(f"mem: error: no such item {item}")
            for now in EDGE_NOW:
                r = await client.call_tool("context", {"now": now})
                assert r.is_error and r.content[0].text.startswith(f"mem: error: --now {now} is outside the years")
            r = await client.call_tool("forget", {"ids": [HUGE_IDS[0]], "dry_run": True})
            assert r.is_error and "internal error" not in r.content[0].text

    try:
        anyio.run(main)
    finally:
        shared.close()


def _chatgpt(change: Any) -> list[dict[str, Any]]:
    conversations = json.loads((SAMPLE_DATA / "chatgpt_conversations.json").read_text(encoding="utf-8"))
    change(conversations[0])
    return conversations


def _first_message(conversation: dict[str, Any]) -> dict[str, Any]:
    return next(n["message"] for n in conversation["mapping"].values() if isinstance(n.get("message"), dict)
                and (n["message"].get("author") or {}).get("role") == "user")


@pytest.mark.parametrize("case", ["role is a list", "role is an object", "content_type is a list",
                                  "create_time is text", "claude files is a number", "claude files is true"])
def test_exports_with_a_field_of_the_wrong_type(case: str, tmp_path: Path) -> None:
    """Found by the type-swap fuzz: each used to end in `internal error (TypeError …)`."""
    if case.startswith("claude"):
        data = json.loads((Path(__file__).parent / "fixtures/formats/claude/conversations.json").read_text())
        data[0]["chat_messages"][0]["files"] = 17 if case.endswith("number") else True
        fmt = "claude"
    else:
        def change(conv: dict[str, Any]) -> None:
            message = _first_message(conv)
            if case == "role is a list":
                message["author"]["role"] = ["user"]
            elif case == "role is an object":
                message["author"]["role"] = {"user": 1}
            elif case == "content_type is a list":
                message["content"]["content_type"] = ["text"]
            else:
                conv["create_time"] = "yesterday-ish"

        data = _chatgpt(change)
        fmt = "chatgpt"
    path = tmp_path / "export.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    home = tmp_path / "home"
    for chosen in (fmt, "auto"):
        r = mem_run(home, "import", str(path), "--format", chosen)  # mem_run fails on any internal error
        assert r.exit_code in (0, 1), r.output
        if r.exit_code == 1:
            _one_line(r.stderr)
