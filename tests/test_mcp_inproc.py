"""The ``mem`` MCP server connected in process through the SDK's ``Client`` (the quick loop's MCP check).

The whole-process tests over stdio and HTTP are in ``tests/test_mcp.py``
(marked slow); this one runs the same server object without a subprocess.
"""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from conftest import SAMPLE_DATA, mem_run

pytest.importorskip("mcp.server", reason="the MCP SDK (mcp>=2.3) is not installed")
from mcp import Client  # noqa: E402

from memcli.mcp.server import build_server  # noqa: E402


@pytest.fixture(scope="module")
def diary_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("mcp-inproc") / "home"
    for args in (["config", "set", "embedding.enabled", "false"], ["import", str(SAMPLE_DATA / "diary.md")]):
        r = mem_run(home, *args)
        assert r.exit_code == 0, r.output
    return home


def test_in_process_tools(diary_home: Path) -> None:
    server, store = build_server(diary_home)

    async def main() -> None:
        async with Client(server) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert {"recall", "context", "record", "read", "profile", "timeline", "forget"} <= set(tools)
            assert "import_file" not in tools  # only when config mcp.import_roots names folders
            assert tools["forget"].annotations.destructive_hint is True
            assert tools["recall"].annotations.read_only_hint is True
            hits = await client.call_tool("recall", {"query": "风筝"})
            assert not hits.is_error and hits.structured_content["hits"][0]["kind"] == "record"
            first = hits.structured_content["hits"][0]["id"]
            item = await client.call_tool("read", {"id": first})
            assert item.structured_content["id"] == first and "风筝" in item.structured_content["text"]
            bad = await client.call_tool("read", {"id": "r424242"})
            assert bad.is_error and bad.content[0].text.startswith("mem: error: no such item r424242")
            for q in ('NEAR("a" OR) *', '"', "AND OR NOT", "\x1b[31m", "a" * 3999):
                r = await client.call_tool("recall", {"query": q})
                assert not r.is_error or r.content[0].text.startswith("mem: error: "), q
            assert (await client.call_tool("recall", {"query": "a" * 4001})).is_error

    try:
        anyio.run(main)
    finally:
        store.close()


def test_refused_arguments_are_one_line(diary_home: Path) -> None:
    """Issue #34: arguments the input schema refuses came back as pydantic's multi-line dump, quoting the value."""
    server, store = build_server(diary_home)
    secret_value = "my-diary-line-" + "x" * 5000
    cases = [
        ("recall", "n", {"query": "x", "n": 0}),
        ("recall", "mode", {"query": "x", "mode": "psychic"}),
        ("recall", "query", {}),
        ("recall", "query", {"query": secret_value}),
        ("record", "text", {"text": ""}),
        ("forget", "ids", {"ids": "r1"}),
        ("timeline", "n", {"n": "many"}),
        ("read", "id", {"id": secret_value}),
    ]

    async def main() -> None:
        async with Client(server) as client:
            for tool, field, args in cases:
                r = await client.call_tool(tool, args)
                text = r.content[0].text
                assert r.is_error and "\n" not in text, (tool, text)
                assert text.startswith(f"mem: error: invalid arguments for {tool}: {field}: "), (tool, text)
                assert secret_value not in text and "pydantic" not in text
            # forget takes ids or match: neither is a one-line refusal of its own, not a schema dump.
            empty = await client.call_tool("forget", {"ids": []})
            assert empty.is_error and empty.content[0].text.startswith("mem: error: nothing to forget")
            unknown = await client.call_tool("no_such_tool", {})
            assert unknown.is_error and unknown.content[0].text.startswith("mem: error: ")

    try:
        anyio.run(main)
    finally:
        store.close()
