"""Nobody but the owner reaches the store through ``mem mcp`` (issue #34, items 1, 2 and 7).

Loopback is not a boundary between the accounts of one machine, and an agent may be steered by a prompt
injection: over HTTP every request needs the owner's secret, and ``import_file`` exists only for the folders
the owner named. Every check goes through a real ``mem mcp`` process and the official MCP client (or, for
the other account, a stdlib HTTP client run as ``nobody``).
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from conftest import SAMPLE_DATA, mem_run

pytest.importorskip("mcp.server", reason="the MCP SDK (mcp>=2.3) is not installed")
from mcp import ClientSession, StdioServerParameters, stdio_client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp.shared._httpx_utils import create_mcp_http_client  # noqa: E402
from mcp import MCPError  # noqa: E402
from mcp_http import INITIALIZE, MCP_HEADERS, ROOT, Served, http_server, http_session, mcp_env  # noqa: E402

pytestmark = pytest.mark.slow  # a real server process per test

DIARY = "## 2024-03-02\n\n今天在湖边喂了天鹅，记在日记里。\n"


@pytest.fixture
def store(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    for args in (["config", "set", "embedding.enabled", "false"], ["import", str(SAMPLE_DATA / "diary.md")]):
        r = mem_run(home, *args)
        assert r.exit_code == 0, r.output
    return home


def _text(result: Any) -> str:
    return "".join(c.text for c in result.content if getattr(c, "type", "") == "text")


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [exc]


# --------------------------------------------------------------------------- item 1: the owner's secret


def test_http_answers_only_requests_carrying_the_owners_secret(store: Path) -> None:
    """Without --token-env the server makes a secret, keeps it in a 0600 file and prints only the file's path."""

    async def main() -> Served:
        async with http_server(store) as served:
            assert served.secret_file is not None and served.secret_file.parent == store
            assert stat.S_IMODE(served.secret_file.stat().st_mode) == 0o600
            secret = served.secret()
            assert len(secret) >= 40 and secret not in served.log()

            async with create_mcp_http_client() as plain:
                for headers in ({}, {"Authorization": "Bearer"}, {"Authorization": f"Bearer {secret[:-1]}"},
                                {"Authorization": f"Basic {secret}"}, {"Authorization": secret},
                                {"Authorization": f"Bearer {secret}x"}):
                    r = await plain.post(served.url, json=INITIALIZE, headers={**MCP_HEADERS, **headers})
                    assert r.status_code == 401, headers
                    assert secret not in r.text
                    other = await plain.get(served.url.replace("/mcp", "/"), headers=headers)
                    assert other.status_code == 401, headers

            # the official client without the secret gets nowhere
            with pytest.raises(BaseException) as refused:  # noqa: B017 - the SDK wraps it in task-group errors
                with anyio.fail_after(60):
                    async with streamable_http_client(served.url) as (read, write):
                        async with ClientSession(read, write) as s:
                            await s.initialize()
            assert any(isinstance(e, MCPError) for e in _leaves(refused.value)), refused.value

            # the owner's client reads the file, and the scheme matches in any case (RFC 9110)
            for scheme in ("Bearer", "bearer", "BEARER"):
                async with http_session(served, scheme=scheme) as s:
                    rid = (await s.call_tool("record", {"text": f"{scheme} 记下的：喜欢天鹅"})).structured_content["id"]
                    hits = await s.call_tool("recall", {"query": "天鹅"})
                    assert rid in [h["id"] for h in hits.structured_content["hits"]]
            return served

    served = anyio.run(main)
    assert served.secret_file is not None and not served.secret_file.exists()  # removed when the server stops


def test_each_start_makes_a_new_secret(store: Path) -> None:
    async def once() -> str:
        async with http_server(store) as served:
            return served.secret()

    assert anyio.run(once) != anyio.run(once)


NOBODY_CLIENT = r"""
import json, sys, urllib.error, urllib.request
url, secret_path = sys.argv[1], sys.argv[2]
out = {}
try:
    open(secret_path).read()
    out["read_secret"] = "read"
except OSError as exc:
    out["read_secret"] = type(exc).__name__
init = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "intruder", "version": "0"}}}).encode()
def post(extra):
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream", **extra}
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=init, headers=headers), timeout=60) as r:
            return r.status
    except urllib.error.HTTPError as exc:
        return exc.code
out["no_secret"] = post({})
out["guessed"] = post({"Authorization": "Bearer " + "A" * 43})
print(json.dumps(out))
"""


def _python_for(user: str) -> str | None:
    """A Python interpreter the account *user* can run (this one may live in a folder only root may enter)."""
    for candidate in (sys.executable, shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin")):
        if candidate is None:
            continue
        try:
            p = subprocess.run([candidate, "-c", "pass"], user=user, capture_output=True, timeout=60)
        except (OSError, subprocess.SubprocessError):
            continue
        if p.returncode == 0:
            return candidate
    return None


def test_another_local_account_gets_nothing_from_the_http_server(store: Path) -> None:
    """The attack of the issue: `mem mcp --http` running, and another account on the machine as the client."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("running a client as another account needs root")
    try:
        import pwd

        pwd.getpwnam("nobody")
    except (ImportError, KeyError):
        pytest.skip("no account `nobody` on this machine")
    python = _python_for("nobody")
    if python is None:
        pytest.skip("no Python interpreter that `nobody` may run")

    async def main() -> dict[str, Any]:
        async with http_server(store) as served:
            secret_path = served.secret_file or store / "none"

            def run() -> subprocess.CompletedProcess[str]:
                return subprocess.run([python, "-c", NOBODY_CLIENT, served.url, str(secret_path)], user="nobody",
                                      capture_output=True, text=True, timeout=120, cwd="/")

            p = await anyio.to_thread.run_sync(run)
            assert p.returncode == 0, p.stderr
            return json.loads(p.stdout)

    got = anyio.run(main)
    assert got == {"read_secret": "PermissionError", "no_secret": 401, "guessed": 401}


# --------------------------------------------------------------------------- item 2: import_file


def _stdio_tools(home: Path, body: Any) -> None:
    params = StdioServerParameters(command=sys.executable, args=["-m", "memcli", "--home", str(home), "mcp"],
                                   env=mcp_env(home), cwd=str(ROOT))

    async def main() -> None:
        with open(home.parent / "stdio-stderr.log", "w", encoding="utf-8") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    await body(session)

    anyio.run(main)


def test_import_file_is_not_offered_unless_the_owner_names_folders(store: Path, tmp_path: Path) -> None:
    secret_notes = tmp_path / "root-only" / "notes.md"
    secret_notes.parent.mkdir()
    secret_notes.write_text("## 2024-05-01\n\n保险箱的密码写在书架第三层。\n", encoding="utf-8")

    async def body(s: ClientSession) -> None:
        assert "import_file" not in {t.name for t in (await s.list_tools()).tools}
        r = await s.call_tool("import_file", {"path": str(secret_notes)})
        assert r.is_error
        assert (await s.call_tool("recall", {"query": "保险箱"})).structured_content["hits"] == []

    _stdio_tools(store, body)


def test_import_file_reads_only_inside_the_allowed_folders(store: Path, tmp_path: Path) -> None:
    allowed = tmp_path / "exports"
    (allowed / "sub").mkdir(parents=True)
    (allowed / "sub" / "diary.md").write_text(DIARY, encoding="utf-8")
    outside = tmp_path / "private"
    outside.mkdir()
    (outside / "notes.md").write_text("## 2024-05-01\n\n保险箱的密码写在书架第三层。\n", encoding="utf-8")
    (allowed / "escape.md").symlink_to(outside / "notes.md")  # a link inside pointing out
    (allowed / "inside-link.md").symlink_to(allowed / "sub" / "diary.md")  # a link that stays inside
    (allowed / "up").symlink_to(outside)  # a folder link out
    r = mem_run(store, "config", "set", "mcp.import_roots", json.dumps([str(allowed)]))
    assert r.exit_code == 0, r.output

    async def body(s: ClientSession) -> None:
        assert "import_file" in {t.name for t in (await s.list_tools()).tools}
        ok = await s.call_tool("import_file", {"path": str(allowed / "sub" / "diary.md")})
        assert not ok.is_error, _text(ok)
        assert ok.structured_content["imported"] == 1
        again = await s.call_tool("import_file", {"path": str(allowed / "inside-link.md")})
        assert not again.is_error and again.structured_content["skipped"] == 1, _text(again)
        assert (await s.call_tool("recall", {"query": "天鹅"})).structured_content["hits"]

        refusals = {}
        for name, path in {
            "outside, existing": outside / "notes.md",
            "outside, absent": outside / "nothing.md",
            "inside, absent": allowed / "nothing.md",
            "link out": allowed / "escape.md",
            "folder link out": allowed / "up" / "notes.md",
            "dot-dot out": allowed / ".." / "private" / "notes.md",
            "system file": Path("/etc/passwd"),
        }.items():
            r = await s.call_tool("import_file", {"path": str(path)})
            assert r.is_error, name
            refusals[name] = _text(r).replace(str(path), "PATH")
        assert len(set(refusals.values())) == 1, refusals  # absent and not allowed: the same answer
        assert next(iter(refusals.values())) == (
            "mem: error: PATH is not a file mem may import here: it does not exist or is outside the folders "
            "the config's mcp.import_roots allows")
        assert (await s.call_tool("recall", {"query": "保险箱"})).structured_content["hits"] == []
        assert (await s.call_tool("import_file", {"path": "sub/diary.md"})).is_error  # relative

    _stdio_tools(store, body)


def test_import_roots_must_be_absolute_folders(tmp_path: Path) -> None:
    home = tmp_path / "home"
    r = mem_run(home, "config", "set", "mcp.import_roots", '["notes"]')
    assert r.exit_code == 1
    assert r.stderr.startswith("mem: error: invalid value for mcp.import_roots: 'notes' is not an absolute folder path")
    assert mem_run(home, "config", "set", "mcp.import_roots", '["~/notes"]').exit_code == 0


# --------------------------------------------------------------------------- item 4: sessions and request ids


def _sse_messages(text: str) -> list[dict[str, Any]]:
    return [json.loads(line[5:]) for line in text.splitlines() if line.startswith("data:") and line[5:].strip()]


async def _open_session(client: Any, url: str) -> Any:
    return await client.post(url, json=INITIALIZE, headers=MCP_HEADERS)


def test_sessions_are_capped_at_64(store: Path) -> None:
    async def main() -> None:
        async with http_server(store) as served:
            auth = {"Authorization": f"Bearer {served.secret()}"}
            async with create_mcp_http_client(headers=auth) as client:
                ids = []
                for _ in range(64):
                    r = await _open_session(client, served.url)
                    assert r.status_code == 200, r.text
                    ids.append(r.headers["mcp-session-id"])
                assert len(set(ids)) == 64
                refused = await _open_session(client, served.url)
                assert refused.status_code == 503
                # closing one makes room for the next
                gone = await client.delete(served.url, headers={**MCP_HEADERS, "mcp-session-id": ids[0]})
                assert gone.status_code == 200
                assert (await _open_session(client, served.url)).status_code == 200

    anyio.run(main)


def test_an_idle_session_is_closed(store: Path) -> None:
    assert mem_run(store, "config", "set", "mcp.session_idle_seconds", "1.5").exit_code == 0

    async def main() -> None:
        async with http_server(store) as served:
            auth = {"Authorization": f"Bearer {served.secret()}"}
            async with create_mcp_http_client(headers=auth) as client:
                r = await _open_session(client, served.url)
                session = {**MCP_HEADERS, "mcp-session-id": r.headers["mcp-session-id"],
                           "mcp-protocol-version": "2025-06-18"}
                ping = {"jsonrpc": "2.0", "id": 2, "method": "ping"}
                assert (await client.post(served.url, json=ping, headers=session)).status_code == 200
                await anyio.sleep(5)
                assert (await client.post(served.url, json=ping, headers=session)).status_code == 404
            async with http_session(served) as s:  # a new session is fine
                assert not (await s.call_tool("profile", {})).is_error

    anyio.run(main)


def test_a_request_id_already_in_flight_is_answered_with_an_error(store: Path) -> None:
    """The issue: a request repeating an in-flight id in its session was never answered (nor was the first)."""
    import sqlite3

    async def main() -> None:
        async with http_server(store) as served:
            auth = {"Authorization": f"Bearer {served.secret()}"}
            async with create_mcp_http_client(headers=auth) as client:
                r = await _open_session(client, served.url)
                session = {**MCP_HEADERS, "mcp-session-id": r.headers["mcp-session-id"],
                           "mcp-protocol-version": "2025-06-18"}
                note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
                assert (await client.post(served.url, json=note, headers=session)).status_code == 202
                call = {"jsonrpc": "2.0", "id": 7, "method": "tools/call",
                        "params": {"name": "record", "arguments": {"text": "被锁住时记下的一条"}}}
                holder = sqlite3.connect(store / "mem.db", isolation_level=None)
                holder.execute("BEGIN IMMEDIATE")  # the first call's write waits for this lock: it stays in flight
                first: dict[str, Any] = {}

                async def send_first() -> None:
                    resp = await client.post(served.url, json=call, headers=session, timeout=120)
                    first["status"] = resp.status_code
                    first["messages"] = _sse_messages(resp.text)

                async with anyio.create_task_group() as tg:
                    tg.start_soon(send_first)
                    await anyio.sleep(2)  # the first request is with the server, waiting for the lock
                    with anyio.fail_after(30):
                        again = await client.post(served.url, json={**call, "params": {
                            "name": "recall", "arguments": {"query": "x"}}}, headers=session)
                    assert again.status_code == 409
                    error = again.json()
                    assert error["id"] == 7 and error["error"]["message"].startswith(
                        "mem: error: request id 7 is already in flight in this session")
                    holder.execute("COMMIT")
                    holder.close()
                assert first["status"] == 200
                answer = [m for m in first["messages"] if m.get("id") == 7]
                assert len(answer) == 1 and answer[0]["result"]["structuredContent"]["id"].startswith("r")
                # answered: the id may be used again once the server has finished with it, a moment after
                # the answer's last byte left (until then the same clear 409, never a hang); the recall that then
                # runs is the server's first semantic one, which loads the embedding model: seconds on a loaded
                # machine (a full suite at load 6-7 took over 10 s here), hence the generous deadline
                reuse = {**call, "params": {"name": "recall", "arguments": {"query": "锁住"}}}
                with anyio.fail_after(60):
                    while (reused := await client.post(served.url, json=reuse, headers=session)).status_code == 409:
                        await anyio.sleep(0.05)
                assert reused.status_code == 200 and _sse_messages(reused.text)[-1]["id"] == 7

    anyio.run(main)


# --------------------------------------------------------------------------- item 7: one record limit


def test_one_record_limit_on_every_path(store: Path, tmp_path: Path) -> None:
    """1 MiB of UTF-8 per record: the CLI, MCP over stdio and MCP over HTTP refuse and accept the same texts."""
    too_long = "风" * 350_000  # 1,050,000 bytes of UTF-8
    at_limit = "风" * 349_525 + "a"  # 1,048,576 bytes
    expected = ("mem: error: the text is 1,050,000 bytes of UTF-8, over the limit of 1,048,576 bytes (1 MiB) "
                "for one record; split it into several records")
    r = mem_run(store, "record", "-", input=too_long)
    assert r.exit_code == 1 and r.stderr.strip() == expected

    async def stdio(s: ClientSession) -> None:
        refused = await s.call_tool("record", {"text": too_long})
        assert refused.is_error and _text(refused) == expected
        assert not (await s.call_tool("record", {"text": at_limit})).is_error

    _stdio_tools(store, stdio)

    async def http() -> None:
        async with http_server(store) as served:
            async with http_session(served) as s:
                refused = await s.call_tool("record", {"text": too_long})
                assert refused.is_error and _text(refused) == expected  # a tool error, not HTTP 413
                ok = await s.call_tool("record", {"text": at_limit, "at": "2024-01-02"})
                assert not ok.is_error, _text(ok)
            # a text at the limit whose every character a client's JSON escapes (\u0001: 6 bytes for 1)
            auth = {"Authorization": f"Bearer {served.secret()}"}
            async with create_mcp_http_client(headers=auth) as client:
                r = await _open_session(client, served.url)
                session = {**MCP_HEADERS, "mcp-session-id": r.headers["mcp-session-id"],
                           "mcp-protocol-version": "2025-06-18"}
                escaped = "a" + "\x01" * ((1 << 20) - 1)
                body = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
                    "name": "record", "arguments": {"text": escaped, "at": "2024-01-03"}}}, ensure_ascii=True)
                assert 4 << 20 < len(body) < 8 << 20  # over the SDK's default body limit of 4 MiB
                resp = await client.post(served.url, content=body.encode(), headers=session)
                assert resp.status_code == 200, resp.status_code
                assert "isError" not in _sse_messages(resp.text)[-1]["result"] or \
                    not _sse_messages(resp.text)[-1]["result"]["isError"]

    anyio.run(http)


def test_a_second_server_on_a_busy_port_leaves_the_first_ones_secret(store: Path) -> None:
    async def main() -> None:
        async with http_server(store) as served:
            before = served.secret()
            port = served.url.rsplit(":", 1)[1].split("/", 1)[0]
            p = subprocess.run([sys.executable, "-m", "memcli", "--home", str(store), "mcp", "--http", "--port", port],
                               capture_output=True, text=True, env=mcp_env(store), timeout=120)
            assert p.returncode == 1 and p.stderr.startswith(f"mem: error: cannot listen on 127.0.0.1:{port}")
            assert served.secret() == before
            async with http_session(served) as s:
                assert not (await s.call_tool("profile", {})).is_error

    anyio.run(main)
