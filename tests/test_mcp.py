"""``mem mcp`` driven by the official MCP SDK client, over stdio and over streamable HTTP on 127.0.0.1.

The server is the real ``python -m memcli mcp`` process on a real store built
from ``sample_data/`` (offline distillation, no embedding model); every check
goes through the protocol exactly as an MCP host would send it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from conftest import SAMPLE_DATA, mem_run

pytest.importorskip("mcp.server", reason="the MCP SDK (mcp>=2.3) is not installed")
from mcp import ClientSession, StdioServerParameters, stdio_client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp.shared._httpx_utils import create_mcp_http_client  # noqa: E402
from mcp_http import http_server, http_session  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow  # many subprocesses and a real server per test

EXPECTED_TOOLS = {"recall", "context", "record", "read", "profile", "timeline", "forget"}  # import_file: when enabled


def _env(home: Path) -> dict[str, str]:
    return {"PYTHONPATH": str(ROOT), "MEM_HOME": str(home), "PATH": os.environ.get("PATH", "")}


@pytest.fixture(scope="module")
def sample_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("mcp") / "home"
    for args in (
        ["config", "set", "embedding.enabled", "false"],
        ["import", *(str(SAMPLE_DATA / n) for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md"))],
        ["flush", "--no-llm"],
    ):
        r = mem_run(home, *args)
        assert r.exit_code == 0, r.output
    return home


@pytest.fixture
def store(sample_store: Path, tmp_path: Path) -> Path:
    home = tmp_path / "home"
    shutil.copytree(sample_store, home)
    return home


@asynccontextmanager
async def stdio_session(home: Path, errlog: Any) -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "memcli", "--home", str(home), "mcp"], env=_env(home), cwd=str(ROOT)
    )
    async with stdio_client(params, errlog=errlog) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            yield session


def run_stdio(home: Path, tmp_path: Path, body: Callable[[ClientSession], Awaitable[None]]) -> str:
    """Run *body* against a fresh stdio server; returns what the server wrote on stderr."""
    log = tmp_path / "server-stderr.log"

    async def main() -> None:
        with open(log, "w", encoding="utf-8") as errlog:
            async with stdio_session(home, errlog) as session:
                await body(session)

    anyio.run(main)
    return log.read_text(encoding="utf-8")


def _text(result: Any) -> str:
    return "".join(c.text for c in result.content if getattr(c, "type", "") == "text")


def _cli_json(home: Path, *args: str) -> Any:
    p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), *args, "--json"],
                       capture_output=True, env=_env(home), timeout=120)
    assert p.returncode == 0, p.stderr.decode()
    return json.loads(p.stdout)


def test_tools_annotations_and_the_full_round_trip(store: Path, tmp_path: Path) -> None:
    async def body(s: ClientSession) -> None:
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert EXPECTED_TOOLS <= set(tools)
        for name in ("recall", "context", "read", "profile", "timeline"):
            assert tools[name].annotations.read_only_hint is True, name
        assert tools["forget"].annotations.destructive_hint is True
        assert tools["forget"].annotations.read_only_hint is False
        assert tools["record"].annotations.read_only_hint is False
        assert all(tools[n].output_schema for n in EXPECTED_TOOLS)
        assert tools["recall"].input_schema["required"] == ["query"]

        rec = await s.call_tool("record", {"text": "今天和阿杰去千岛湖划皮划艇了", "at": "2024-06-01", "tags": ["kayak"]})
        assert not rec.is_error, _text(rec)
        rid = rec.structured_content["id"]
        assert rid.startswith("r") and _text(rec) == f"recorded {rid}"

        hits = await s.call_tool("recall", {"query": "皮划艇", "n": 5})
        assert not hits.is_error
        assert hits.structured_content["hits"][0]["id"] == rid
        assert set(hits.structured_content["hits"][0]) == {"id", "kind", "text", "occurred_at", "score", "sources"}
        assert _text(hits).startswith(f"{rid}\t2024-06-01\t")

        ctx = await s.call_tool("context", {"query": "皮划艇", "budget": 1500, "now": "2025-01-10"})
        assert not ctx.is_error
        pack = ctx.structured_content
        assert pack["budget"] == 1500 and pack["used"] <= 1500
        assert _text(ctx) == pack["text"] and "皮划艇" in pack["text"]

        item = await s.call_tool("read", {"id": rid})
        assert not item.is_error
        assert item.structured_content["id"] == rid and item.structured_content["tags"] == ["kayak"]
        assert "皮划艇" in _text(item)

        dry = await s.call_tool("forget", {"ids": [rid], "dry_run": True})
        assert not dry.is_error and dry.structured_content["dry_run"] is True
        assert [f["id"] for f in dry.structured_content["forgotten"]] == [rid]
        assert _text(dry).startswith(f"would forget {rid} (record)")
        still = await s.call_tool("read", {"id": rid})
        assert not still.is_error

        gone = await s.call_tool("forget", {"ids": [rid]})
        assert not gone.is_error and gone.structured_content["counts"]["records"] == 1
        after = await s.call_tool("recall", {"query": "皮划艇"})
        assert after.structured_content["hits"] == [] and _text(after) == "no matches"
        unread = await s.call_tool("read", {"id": rid})
        assert unread.is_error
        assert _text(unread) == f"mem: error: no such item {rid} (it may have been forgotten); " \
                                "find ids with `mem recall QUERY`"

    run_stdio(store, tmp_path, body)


def test_results_are_the_cli_json(store: Path, tmp_path: Path) -> None:
    # the tools' mode is recall.mcp_mode (semantic): the CLI's with --mode semantic
    cli = {
        "recall": _cli_json(store, "recall", "风筝", "--mode", "semantic"),
        "profile": _cli_json(store, "profile"),
        "timeline": _cli_json(store, "timeline", "-n", "20"),
        "read": _cli_json(store, "read", "e1"),
        "context": _cli_json(store, "context", "--budget", "900", "--now", "2025-01-10", "--query", "风筝",
                             "--mode", "semantic"),
    }

    async def body(s: ClientSession) -> None:
        assert (await s.call_tool("recall", {"query": "风筝"})).structured_content["hits"] == cli["recall"]
        slots = (await s.call_tool("profile", {})).structured_content["slots"]
        assert [{k: v for k, v in x.items() if k != "updated_at"} for x in slots] == \
               [{k: v for k, v in x.items() if k != "updated_at"} for x in cli["profile"]]
        assert (await s.call_tool("timeline", {})).structured_content["events"] == cli["timeline"]
        assert (await s.call_tool("read", {"id": "e1"})).structured_content == cli["read"]
        ctx = await s.call_tool("context", {"budget": 900, "now": "2025-01-10", "query": "风筝"})
        assert ctx.structured_content == cli["context"]
        work = await s.call_tool("profile", {"topic": "work"})
        assert _text(work).splitlines() and all(line.startswith("work::") for line in _text(work).splitlines())

        res = await s.list_resources()
        assert {str(r.uri) for r in res.resources} == {"mem://profile", "mem://context"}
        prof = await s.read_resource("mem://profile")
        assert "basic_info::name: 林小雨" in prof.contents[0].text
        pack = await s.read_resource("mem://context")
        assert pack.contents[0].text.startswith("# Memory context")

    run_stdio(store, tmp_path, body)


def test_prompt_remember_this_records(store: Path, tmp_path: Path) -> None:
    async def body(s: ClientSession) -> None:
        prompts = {p.name for p in (await s.list_prompts()).prompts}
        assert "remember_this" in prompts
        got = await s.get_prompt("remember_this", {"text": "我的自行车锁密码不记录在这里，只记得它是蓝色的"})
        text = got.messages[0].content.text
        rid = text.split("saved as ", 1)[1].split(":", 1)[0]
        found = await s.call_tool("recall", {"query": "自行车"})
        assert found.structured_content["hits"][0]["id"] == rid

    run_stdio(store, tmp_path, body)


HOSTILE = [
    'NEAR("a" OR) * -x', '"', "AND", "OR OR OR", "*", "col:value", "^start", "a NOT b", "(((", '""""',
    "records_fts MATCH 'x'", "'; DROP TABLE records; --", "\x00\x01\x1b[31m", "風箏 NEAR/3 kite",
    "{a b}", "a:b:c", "-", "+ - * /",
]


def test_hostile_queries_and_bad_arguments_are_tool_errors_not_a_dead_server(store: Path, tmp_path: Path) -> None:
    assert mem_run(store, "config", "set", "mcp.import_roots", json.dumps([str(tmp_path)])).exit_code == 0

    async def body(s: ClientSession) -> None:
        for q in HOSTILE:
            r = await s.call_tool("recall", {"query": q})
            if r.is_error:  # a clear one-line refusal is fine; a crash is not
                assert _text(r).startswith("mem: error: ") and "\n" not in _text(r), (q, _text(r))
            else:
                assert isinstance(r.structured_content["hits"], list)
            c = await s.call_tool("context", {"query": q, "budget": 300})
            assert not c.is_error or _text(c).startswith("mem: error: "), (q, _text(c))
        huge = await s.call_tool("recall", {"query": "风筝" * 100_000})
        assert huge.is_error
        for args in ({"query": "x", "n": 0}, {"query": "x", "mode": "psychic"}, {"query": "x", "since": "yesterday-ish"},
                     {"query": "x", "since": "2020-01-02", "until": "2020-01-01"}, {}):
            bad = await s.call_tool("recall", args)
            assert bad.is_error, args
        for bad_id in ("r999999", "x1", "", "m0", "e-1", "r1; DROP TABLE records"):
            r = await s.call_tool("read", {"id": bad_id})
            assert r.is_error, bad_id
        assert (await s.call_tool("forget", {"ids": []})).is_error
        unknown = await s.call_tool("forget", {"ids": ["r999999"], "dry_run": True})
        assert unknown.is_error and _text(unknown).startswith("mem: error: nothing to forget for r999999")
        assert (await s.call_tool("forget", {"ids": ["zz"]})).is_error
        assert (await s.call_tool("import_file", {"path": "-"})).is_error
        assert (await s.call_tool("import_file", {"path": "relative.json"})).is_error
        missing = await s.call_tool("import_file", {"path": str(tmp_path / "nope.json")})
        assert missing.is_error and _text(missing).startswith("mem: error: ")
        assert (await s.call_tool("record", {"text": "   "})).is_error
        assert (await s.call_tool("no_such_tool", {})).is_error
        # still alive and answering
        ok = await s.call_tool("recall", {"query": "风筝"})
        assert not ok.is_error and ok.structured_content["hits"]

    stderr = run_stdio(store, tmp_path, body)
    assert "Traceback" not in stderr, stderr


def test_sees_other_processes_writes_and_holds_no_lock(store: Path, tmp_path: Path) -> None:
    diary = tmp_path / "later.md"
    diary.write_text("## 2024-07-01\n\n今天学会了做提拉米苏，第一次就成功了。\n", encoding="utf-8")

    backup = tmp_path / "before.db"

    def mem(*args: str) -> None:
        p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(store), *args],
                           capture_output=True, env=_env(store), timeout=120)
        assert p.returncode == 0, p.stderr.decode()

    async def body(s: ClientSession) -> None:
        assert (await s.call_tool("recall", {"query": "提拉米苏"})).structured_content["hits"] == []
        mem("backup", str(backup))
        assert (await s.call_tool("record", {"text": "服务器先写一条：喜欢喝乌龙茶"})).structured_content["id"]
        # while the server is up (and just wrote), other processes write: no lock is held between calls
        for args in (["import", str(diary)], ["record", "终端里记的：周六去看了陶艺展", "--at", "2024-07-06"]):
            p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(store), *args],
                               capture_output=True, env=_env(store), timeout=60)
            assert p.returncode == 0, p.stderr.decode()
        hits = (await s.call_tool("recall", {"query": "提拉米苏"})).structured_content["hits"]
        assert hits and "提拉米苏" in hits[0]["text"]
        assert (await s.call_tool("recall", {"query": "陶艺展"})).structured_content["hits"]
        tl_before = (await s.call_tool("timeline", {"n": 1000})).structured_content["events"]
        p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(store), "flush", "--no-llm"],
                           capture_output=True, env=_env(store), timeout=120)
        assert p.returncode == 0, p.stderr.decode()
        tl_after = (await s.call_tool("timeline", {"n": 1000})).structured_content["events"]
        assert len(tl_after) > len(tl_before)
        ctx = await s.call_tool("context", {"query": "提拉米苏", "budget": 2000})
        assert "提拉米苏" in ctx.structured_content["text"]
        # a restore from another process replaces everything; the server answers from the restored store
        mem("restore", str(backup), "--force")
        assert (await s.call_tool("recall", {"query": "提拉米苏"})).structured_content["hits"] == []
        assert (await s.call_tool("recall", {"query": "乌龙茶"})).structured_content["hits"] == []
        # and a store deleted and made anew under it is the one it reads next
        for name in ("mem.db", "mem.db-wal", "mem.db-shm"):
            (store / name).unlink(missing_ok=True)
        mem("record", "新的库里只有这一条：学会了游泳", "--at", "2024-08-01")
        fresh = (await s.call_tool("recall", {"query": "游泳"})).structured_content["hits"]
        assert [h["text"] for h in fresh] == ["新的库里只有这一条：学会了游泳"]
        assert (await s.call_tool("recall", {"query": "风筝"})).structured_content["hits"] == []

    run_stdio(store, tmp_path, body)


def test_two_hundred_concurrent_calls(store: Path, tmp_path: Path) -> None:
    calls: list[tuple[str, dict[str, Any]]] = []
    for i in range(200):
        calls.append([
            ("recall", {"query": ["风筝", "blue kite", "工作", "西湖"][i % 4], "n": 3}),
            ("read", {"id": f"r{1 + i % 40}"}),
            ("profile", {}),
            ("timeline", {"n": 5}),
            ("context", {"budget": 400, "query": "西湖"}),
        ][i % 5])

    async def body(s: ClientSession) -> None:
        results: list[Any] = [None] * len(calls)

        async def one(i: int) -> None:
            name, args = calls[i]
            results[i] = await s.call_tool(name, args)

        async with anyio.create_task_group() as tg:
            for i in range(len(calls)):
                tg.start_soon(one, i)
        errors = [(calls[i], _text(r)) for i, r in enumerate(results) if r.is_error]
        assert not errors, errors[:3]
        first_recall = results[0].structured_content
        assert all(results[i].structured_content == first_recall for i in range(0, 200, 20))

    run_stdio(store, tmp_path, body)


def test_stdout_carries_only_protocol_frames(store: Path) -> None:
    """A raw client: every stdout line must be one JSON-RPC message, across every tool."""
    assert mem_run(store, "config", "set", "mcp.import_roots", json.dumps([str(SAMPLE_DATA)])).exit_code == 0
    requests: list[dict[str, Any]] = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    calls = [("recall", {"query": "风筝"}), ("recall", {"query": "x", "mode": "semantic"}),
             ("context", {"budget": 500}), ("record", {"text": "stdout 测试"}), ("read", {"id": "r1"}),
             ("read", {"id": "r99999"}), ("profile", {}), ("timeline", {}),
             ("forget", {"ids": ["r1"], "dry_run": True}), ("import_file", {"path": str(SAMPLE_DATA / "diary.md")}),
             ("recall", {"query": '"('})]
    for i, (name, args) in enumerate(calls, start=3):
        requests.append({"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": name, "arguments": args}})
    last = 3 + len(calls)
    # lines no JSON-RPC peer should send: a lone surrogate (the SDK's own client refuses to encode one),
    # bytes that are not UTF-8, not JSON at all. The SDK drops what it cannot decode; the server must live on.
    junk = [json.dumps({"jsonrpc": "2.0", "id": 900, "method": "tools/call",
                        "params": {"name": "recall", "arguments": {"query": "\ud800 风筝"}}}).encode(),
            b'{"jsonrpc":"2.0","id":901,"method":"tools/call","params":{"name":"recall","arguments":{"query":"\xff\xfe"}}}',
            b"this is not json"]
    requests.append({"jsonrpc": "2.0", "id": last, "method": "resources/read", "params": {"uri": "mem://context"}})
    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(store), "mcp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env(store))
    assert proc.stdin and proc.stdout
    seen: set[int] = set()
    try:
        for line in junk:
            proc.stdin.write(line + b"\n")
        for req in requests:
            proc.stdin.write((json.dumps(req) + "\n").encode())
            proc.stdin.flush()
            if "id" not in req:
                continue
            while req["id"] not in seen:
                line = proc.stdout.readline()
                assert line, proc.stderr.read().decode() if proc.poll() is not None else "stdout closed"
                frame = json.loads(line)  # anything that is not one JSON-RPC frame fails here
                assert frame["jsonrpc"] == "2.0"
                if "id" in frame and frame["id"] not in (900, 901):
                    assert "result" in frame, frame
                    seen.add(frame["id"])
    finally:
        proc.stdin.close()
        rest = proc.stdout.read()
        proc.wait(timeout=30)
    for line in rest.splitlines():
        assert json.loads(line)["jsonrpc"] == "2.0"
    assert seen == {r["id"] for r in requests if "id" in r}


# --------------------------------------------------------------------------- streamable HTTP


def test_streamable_http_on_loopback(store: Path) -> None:
    async def main() -> None:
        async with http_server(store) as served:
            async with http_session(served) as s:
                tools = {t.name: t for t in (await s.list_tools()).tools}
                assert EXPECTED_TOOLS <= set(tools)
                assert tools["forget"].annotations.destructive_hint is True
                rid = (await s.call_tool("record", {"text": "HTTP 上记下的：喜欢爬山"})).structured_content["id"]
                hits = await s.call_tool("recall", {"query": "爬山"})
                assert rid in [h["id"] for h in hits.structured_content["hits"]]
                bad = await s.call_tool("read", {"id": "r99999"})
                assert bad.is_error and _text(bad).startswith("mem: error: no such item r99999")
                results = []
                async with anyio.create_task_group() as tg:
                    async def one(q: str) -> None:
                        results.append(await s.call_tool("recall", {"query": q}))
                    for i in range(40):
                        tg.start_soon(one, ["风筝", "西湖", "工作", '"('][i % 4])
                assert len(results) == 40 and not any(r.is_error for r in results)

    anyio.run(main)


def test_http_bearer_token(store: Path) -> None:
    token = "t0k3n-for-the-test-0123456789"

    async def main() -> None:
        async with http_server(store, "--token-env", "MEM_MCP_TOKEN", env={"MEM_MCP_TOKEN": token}) as served:
            url = served.url
            assert served.secret_file is None and not list(store.glob("*.secret"))  # the owner's own: no file
            async with create_mcp_http_client() as plain:
                r = await plain.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
                assert r.status_code == 401
            async with create_mcp_http_client(headers={"Authorization": f"Bearer {token}"}) as authed:
                async with streamable_http_client(url, http_client=authed) as (read, write):
                    async with ClientSession(read, write) as s:
                        await s.initialize()
                        assert not (await s.call_tool("profile", {})).is_error

    anyio.run(main)


def test_http_off_loopback_needs_a_token(store: Path) -> None:
    p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(store), "mcp", "--http", "--host", "0.0.0.0"],
                       capture_output=True, env=_env(store), timeout=60)
    assert p.returncode == 1 and p.stdout == b""
    assert p.stderr.decode().startswith("mem: error: --host 0.0.0.0 is not loopback: give --token-env NAME")
    p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(store), "mcp", "--http", "--token-env", "NOPE"],
                       capture_output=True, env=_env(store), timeout=60)
    assert p.returncode == 1 and "$NOPE must hold a secret of at least 16 characters" in p.stderr.decode()


# --------------------------------------------------------------------------- MCP Inspector (optional)


def test_mcp_inspector_cli_lists_the_tools(store: Path, tmp_path: Path) -> None:
    """The reference MCP Inspector, only if npx can fetch it (CI must not depend on the npm registry)."""
    npx = shutil.which("npx")
    if npx is None:
        pytest.skip("npx is not installed; the MCP Inspector check needs Node.js")
    cmd = [npx, "--yes", "@modelcontextprotocol/inspector", "--cli", sys.executable, "-m", "memcli", "--home",
           str(store), "mcp", "--method", "tools/list"]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=180, cwd=tmp_path,
                           env={**os.environ, **_env(store), "npm_config_yes": "true"})
    except subprocess.TimeoutExpired:
        pytest.skip("the MCP Inspector could not be installed in time (no npm registry?)")
    if p.returncode != 0 and b"tools" not in p.stdout:
        pytest.skip(f"the MCP Inspector is not available offline: {p.stderr.decode(errors='replace')[-300:]}")
    listed = {t["name"] for t in json.loads(p.stdout)["tools"]}
    assert EXPECTED_TOOLS <= listed
