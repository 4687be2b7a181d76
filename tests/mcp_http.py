"""A real ``mem mcp --http`` process for the MCP tests, and an official SDK client that carries its secret.

The server writes its generated secret into a 0600 file in the store's folder and prints that file's path
(never the secret) on stderr; :func:`http_server` waits for the banner and hands the path to the test, which
reads the secret the way an owner's client does.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import anyio
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

ROOT = Path(__file__).resolve().parent.parent


def mcp_env(home: Path) -> dict[str, str]:
    return {"PYTHONPATH": str(ROOT), "MEM_HOME": str(home), "PATH": os.environ.get("PATH", "")}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Served:
    url: str
    secret_file: Path | None  # None with --token-env
    stderr: Path
    pid: int

    def secret(self) -> str:
        """The secret the server wrote (a server that printed none, as before issue #34, gets a placeholder,
        so that a test run against such a server fails on what it checks, not here)."""
        if self.secret_file is None:
            return "no-secret-file-was-printed"
        return self.secret_file.read_text(encoding="ascii").strip()

    def log(self) -> str:
        return self.stderr.read_text(encoding="utf-8", errors="replace")


@asynccontextmanager
async def http_server(home: Path, *extra: str, env: dict[str, str] | None = None,
                      log_dir: Path | None = None) -> AsyncIterator[Served]:
    """``mem mcp --http`` on a free loopback port; stops it (SIGTERM) on exit. stdout must stay empty."""
    port = free_port()
    log_dir = log_dir or home.parent
    stderr_path = log_dir / f"mcp-http-{port}.log"
    with open(stderr_path, "wb") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "memcli", "--home", str(home), "mcp", "--http", "--port", str(port), *extra],
            stdout=subprocess.PIPE, stderr=err, env={**mcp_env(home), **(env or {})},
        )
    try:
        deadline = time.monotonic() + 90
        while True:
            assert proc.poll() is None, stderr_path.read_text()
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                assert time.monotonic() < deadline, "the HTTP server did not come up"
                await anyio.sleep(0.1)
        banner = stderr_path.read_text(encoding="utf-8")
        found = re.search(r"the secret in the file (\S+) \(", banner)
        yield Served(f"http://127.0.0.1:{port}/mcp", Path(found.group(1)) if found else None, stderr_path, proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        out = proc.stdout.read() if proc.stdout else b""
        assert out == b"", out  # logs and the banner go to stderr


@asynccontextmanager
async def http_session(served: Served, secret: str | None = None, scheme: str = "Bearer") -> AsyncIterator[ClientSession]:
    """The official client, initialised, sending ``Authorization: <scheme> <secret>`` (the server's own by default)."""
    token = served.secret() if secret is None else secret
    async with create_mcp_http_client(headers={"Authorization": f"{scheme} {token}"}) as authed:
        async with streamable_http_client(served.url, http_client=authed) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                yield session


INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
