"""Secrets and files: private permissions, masked keys, and no API key in any output, log or file."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from conftest import mem_run

ROOT = Path(__file__).resolve().parent.parent
# deliberately not shaped like "sk-…", so only the real redaction (not a regex) can hide it
SECRET = "zq9Tq-UNIQUE-test-key-5f1c0e7b9a"




def mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_store_files_are_private_even_with_a_permissive_umask(tmp_path: Path) -> None:
    home = tmp_path / "home"
    old = os.umask(0o022)
    try:
        assert mem_run(home, "init")[0] == 0
        assert mem_run(home, "record", "私密的日记", "--at", "2024-01-01")[0] == 0
        assert mem_run(home, "config", "set", "context.budget", "4000")[0] == 0
        assert mem_run(home, "export", "-o", str(tmp_path / "e.jsonl"))[0] == 0
        assert mem_run(home, "backup", str(tmp_path / "b.db"))[0] == 0
    finally:
        os.umask(old)
    assert mode(home) == 0o700
    for path in home.iterdir():
        if path.is_file():
            assert mode(path) == 0o600, path.name
    assert mode(tmp_path / "e.jsonl") == 0o600
    assert mode(tmp_path / "b.db") == 0o600


def test_config_show_and_get_mask_the_key(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert mem_run(home, "config", "set", "llm.api_key", SECRET)[0] == 0
    assert mode(home / "config.toml") == 0o600
    for args in (("config", "show"), ("config", "show", "--json"), ("config", "get", "llm.api_key"),
                 ("config", "get", "llm")):
        code, out, err = mem_run(home, *args)
        assert code == 0
        assert SECRET not in out + err
        assert "********" in out
    assert json.loads(mem_run(home, "config", "show", "--json")[1])["llm"]["api_key"] == "********"


class _EchoServer(BaseHTTPRequestHandler):
    """A broken chat-completions endpoint that echoes the Authorization header back."""

    mode = "500"

    def do_POST(self) -> None:  # noqa: N802
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        auth = self.headers.get("Authorization", "")
        if self.mode == "500":
            body = json.dumps({"error": {"message": f"invalid credentials: {auth}", "key": auth[7:]}}).encode()
            self.send_response(500)
        else:  # 200 with a body that is not a completion, quoting the key
            body = json.dumps({"choices": [{"message": {"content": f"not json, your key is {auth[7:]}"}}]}).encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: object) -> None:
        pass


@pytest.fixture
def echo_server() -> Iterator[tuple[str, type[_EchoServer]]]:
    handler = type("Handler", (_EchoServer,), {})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", handler
    finally:
        server.shutdown()
        server.server_close()


def _closed_port() -> int:
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    return port


def _store_with_llm(tmp_path: Path, base_url: str, name: str) -> Path:
    home = tmp_path / name
    home.mkdir()
    (home / "config.toml").write_text(
        f'[llm]\nbase_url = "{base_url}"\nmodel = "test-model"\napi_key_env = "MY_TEST_LLM_KEY"\n'
        "timeout_seconds = 3.0\nmax_retries = 1\n\n[embedding]\nenabled = false\n",
        encoding="utf-8",
    )
    os.chmod(home / "config.toml", 0o600)
    diary = tmp_path / f"{name}.md"
    diary.write_text("## 2024-03-05\n\n我叫林小雨，在杭州当软件工程师。\n\n## 2024-03-06\n\n我喜欢火锅。\n", encoding="utf-8")
    assert mem_run(home, "import", str(diary))[0] == 0
    return home


def _run_flush(home: Path, *, debug: bool) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    env["MY_TEST_LLM_KEY"] = SECRET
    if debug:
        env["MEM_DEBUG"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "memcli", "--home", str(home), "flush", "--json"],
        capture_output=True, text=True, timeout=300, env=env,
    )


def _assert_no_secret_anywhere(home: Path, proc: subprocess.CompletedProcess[str]) -> None:
    assert SECRET not in proc.stdout and SECRET not in proc.stderr
    for path in home.rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), f"the key leaked into {path.name}"
    # `mem stats` shows the failed calls, still without the key
    code, out, err = mem_run(home, "stats", "--json")
    assert code == 0 and SECRET not in out + err


@pytest.mark.slow  # a real HTTP server failing, with retries: in the full suite, not the quick loop
@pytest.mark.parametrize("server_mode", ["500", "garbage"])
def test_failing_llm_never_reveals_the_key(tmp_path: Path, echo_server: tuple[str, type[_EchoServer]],
                                           server_mode: str) -> None:
    url, handler = echo_server
    handler.mode = server_mode
    home = _store_with_llm(tmp_path, url, f"h{server_mode}")
    proc = _run_flush(home, debug=(server_mode == "500"))
    assert proc.returncode == 0, proc.stderr  # falls back to offline distillation
    assert "Traceback" not in proc.stderr
    _assert_no_secret_anywhere(home, proc)
    conn_rows = json.loads(mem_run(home, "stats", "--json")[1])
    assert conn_rows["llm"]["calls"] >= 1  # the server really was called (with the key) and failed


@pytest.mark.slow  # a real HTTP server failing, with retries: in the full suite, not the quick loop
def test_unreachable_llm_never_reveals_the_key(tmp_path: Path) -> None:
    home = _store_with_llm(tmp_path, f"http://127.0.0.1:{_closed_port()}/v1", "closed")
    proc = _run_flush(home, debug=True)
    assert proc.returncode == 0, proc.stderr
    _assert_no_secret_anywhere(home, proc)


def test_error_lines_never_carry_a_registered_secret(tmp_path: Path) -> None:
    """Even a message we build from hostile input is redacted on its way out."""
    from memcli.core.redact import register_secret

    register_secret(SECRET)
    code, _out, err = mem_run(tmp_path / "home", "read", f"r{SECRET}")
    assert code in (1, 2) and SECRET not in err
