"""A tiny, real OpenAI-compatible chat-completions server for tests.

It listens on 127.0.0.1 (port 0 → a free port) in a background thread,
records every request (path, headers, JSON body), and answers according to
``mode``:

* ``ok`` — a valid reply for each stage of mem's pipeline (recognised by the
  "Task: memo/profile/events" line of the system prompt), built from the
  records in the prompt so results are checkable;
* ``everyone`` / ``uncited`` — like ``ok``, but every speaker's lines are filed
  as the user's (citing their records / citing none);
* ``garbage`` — HTTP 200 whose message content is not JSON;
* ``cut`` — HTTP 200 whose JSON stops half-way, ``finish_reason: length``;
* ``badshape`` — HTTP 200 with a body that is not a chat-completions reply;
* ``500`` — HTTP 500 with an error body;
* ``sleep`` — waits ``delay`` seconds before answering (to trigger timeouts);
* ``trickle`` — a valid ``ok`` answer, sent one byte every ``delay`` seconds from the status line on
  (every single read is quick, the whole answer takes minutes: only a total deadline stops it);
* ``quote_key`` — like ``ok``, but every stage quotes the bearer token it
  received back (as is, base64, URL-quoted, reversed) inside its answers;
* ``reason`` — HTTP 500 whose reason phrase quotes the token (and a terminal escape).

Every request is recorded, whatever its method (a redirected POST arrives as a GET).
:class:`Redirector` answers every request with a redirect to a target URL.
:class:`RecordingProxy` passes requests through to a real server (a real model,
``tests/test_llm_real.py``) and keeps what it answered.

Use as a context manager::

    with FakeLLM("ok") as srv:
        srv.base_url  # http://127.0.0.1:PORT/v1
        srv.requests  # list of dicts
"""

from __future__ import annotations

import base64
import json
import re
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self
from urllib.parse import quote


def _stage(body: dict[str, Any]) -> str:
    system = next((m.get("content", "") for m in body.get("messages", []) if m.get("role") == "system"), "")
    m = re.search(r"Task:\s*(\w+)", system)
    return m.group(1) if m else "unknown"


def _user_text(body: dict[str, Any]) -> str:
    return next((m.get("content", "") for m in body.get("messages", []) if m.get("role") == "user"), "")


def ok_reply(stage: str, body: dict[str, Any], everyone: bool = False, cite: bool = True) -> dict[str, Any]:
    """A plausible, valid answer for *stage*, derived from the prompt.

    *everyone*: a careless model that files every speaker's words as the user's
    (mode ``everyone``), to check that ownership rules apply to what comes back;
    without *cite* no item says which records it comes from (mode ``uncited``).
    """
    text = _user_text(body)
    user_lines = _user_records(body, everyone)
    if stage == "memo":
        return {
            "summary": "LLM memo: " + (user_lines[0][1][:40] if user_lines else "nothing"),
            "facts": [{"text": t, "records": [i]} for i, t in user_lines],
        }
    if stage == "profile":
        actions: list[dict[str, Any]] = []
        memories: list[dict[str, Any]] = []
        for i, t in user_lines:
            name = re.search(r"我叫([\u4e00-\u9fff]{2,4})", t) or re.search(r"[Mm]y name is ([A-Z]\w+)", t)
            if name:
                actions.append({"action": "UPDATE", "topic": "basic_info", "sub_topic": "name", "content": name.group(1), "records": [i]})
            if "喜欢" in t or "love" in t:
                actions.append({"action": "APPEND", "topic": "interest", "sub_topic": "llm_likes", "content": f"LLM-like-{i}", "records": [i]})
            if "说好" in t or "agreed" in t:
                memories.append({"type": "agreement", "owner": "both", "content": f"LLM agreement: {t[:30]}", "importance": 80, "records": [i]})
        actions.append({"action": "ABORT", "topic": "work", "sub_topic": "title", "content": ""})
        actions.append({"action": "UPDATE", "topic": "not_a_topic", "sub_topic": "x", "content": "must be dropped"})
        if not cite:
            for item in actions + memories:
                item.pop("records", None)
        return {"actions": actions, "memories": memories}
    if stage == "events":
        episodes = [int(n) for n in re.findall(r"^Episode (\d+)", text, re.M)]
        return {
            "events": [
                {"episode": n, "summary": f"LLM event {n}", "gists": [f"LLM gist {n}.1", f"LLM gist {n}.2"],
                 "tags": ["llm", f"ep{n}"], "importance": 70}
                for n in episodes
            ]
        }
    return {}


def _user_records(body: dict[str, Any], everyone: bool = False) -> list[tuple[int, str]]:
    """The numbered records of the prompt that are the user's (every record with *everyone*)."""
    record_lines = re.findall(r"^\[(\d+)\] \S+ (\w+)(?: \([^)]*\))?: (.*)$", _user_text(body), re.M)
    return [(int(i), t) for i, who, t in record_lines if who == "user" or everyone]


def _quoting(stage: str, answer: dict[str, Any], token: str, body: dict[str, Any]) -> dict[str, Any]:
    """*answer* with the token quoted back in every stage, in the encodings an echoing server uses (the profile
    items cite the user's first record, so that they are kept and the masking can be seen)."""
    cite = [i for i, _t in _user_records(body)][:1]
    b64 = base64.b64encode(token.encode()).decode()
    if stage == "memo":
        answer["summary"] += f" (your key is {token})"
    elif stage == "profile":
        answer["actions"].append({"action": "UPDATE", "topic": "work", "sub_topic": "api_token", "content": f"token {b64}",
                                  "records": cite})
        answer["memories"].append({"type": "fact", "owner": "user", "content": f"the key is {token}", "importance": 90,
                                   "records": cite})
    elif stage == "events":
        for ev in answer["events"]:
            ev["summary"] += f" see https://x.example/?k={quote(token, safe='')}"
            ev["gists"].append(f"reversed {token[::-1]}")
            ev["tags"].append(token)
    return answer


class _Handler(BaseHTTPRequestHandler):
    server: _LoopbackServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - silence the default stderr log
        return

    def do_GET(self) -> None:  # noqa: N802 - http.server API
        with self.server.owner.lock:
            self.server.owner.requests.append(
                {"path": self.path, "headers": dict(self.headers.items()), "body": None, "stage": "GET", "t": time.time()}
            )
        self._send(405, {"error": {"message": "use POST"}})

    def do_POST(self) -> None:  # noqa: N802 - http.server API
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            body = {"_unparsed": raw.decode("utf-8", "replace")}
        fake = self.server.owner
        with fake.lock:
            fake.requests.append(
                {"path": self.path, "headers": dict(self.headers.items()), "body": body, "stage": _stage(body), "t": time.time()}
            )
        mode = fake.mode
        if mode == "sleep":
            time.sleep(fake.delay)
            mode = "ok"
        if mode == "500":
            self._send(500, {"error": {"message": "internal error", "type": "server_error"}})
            return
        if mode == "badshape":
            self._send(200, {"hello": "world"})
            return
        token = self.headers.get("Authorization", "").removeprefix("Bearer ")
        if mode == "reason":
            self._send(500, {"error": {"message": "denied"}}, reason=f"Denied {token} \x1b]0;pwned\x07")
            return
        stage = _stage(body)
        answer = ok_reply(stage, body, everyone=mode in ("everyone", "uncited"), cite=mode != "uncited")
        if mode == "quote_key":
            answer = _quoting(stage, answer, token, body)
        content = "Sorry, I cannot help with that. <not json>" if mode == "garbage" else json.dumps(answer, ensure_ascii=False)
        if mode == "trickle":
            self._trickle(json.dumps({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}))
            return
        if mode == "cut":
            content = content[: max(1, len(content) // 2)]  # stopped at the token limit mid-JSON
        reply = {
            "id": f"chatcmpl-{len(fake.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "test"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": "length" if mode == "cut" else "stop"}],
            "usage": {"prompt_tokens": 100 + len(json.dumps(body)) // 10, "completion_tokens": 20, "total_tokens": 120},
        }
        self._send(200, reply)

    def _trickle(self, body: str) -> None:
        data = body.encode("utf-8")
        raw = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(data) + data
        self.close_connection = True
        for i in range(len(raw)):
            try:
                self.wfile.write(raw[i:i + 1])
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError, OSError):
                return  # the client gave up: what a deadline is for
            time.sleep(self.server.owner.delay)

    def _send(self, code: int, obj: dict[str, Any], reason: str | None = None) -> None:
        data = json.dumps(obj, ensure_ascii=False).encode("utf-8")
        try:
            self.send_response(code, reason)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout test)


class _LoopbackServer(ThreadingHTTPServer):
    daemon_threads = True
    owner: Any
    """The FakeLLM, Redirector or RecordingProxy this server answers for (its handler reads its state)."""


class _Loopback:
    """What the test servers share: a threaded HTTP server on 127.0.0.1 (a free port) with *handler*, serving
    in a daemon thread for as long as the ``with`` block lasts; ``requests`` and ``lock`` for what it saw."""

    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self._server = _LoopbackServer(("127.0.0.1", 0), handler)
        self._server.owner = self
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


class _RedirectHandler(BaseHTTPRequestHandler):
    server: _LoopbackServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        return

    def _redirect(self) -> None:
        red = self.server.owner
        with red.lock:
            red.requests.append({"method": self.command, "path": self.path, "headers": dict(self.headers.items())})
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        self.send_response(red.code)
        self.send_header("Location", red.target)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_POST = _redirect  # noqa: N815 - http.server API


class Redirector(_Loopback):
    """A server on 127.0.0.1 answering every request with *code* and ``Location: target``."""

    def __init__(self, target: str, code: int = 302) -> None:
        self.target = target
        self.code = code
        super().__init__(_RedirectHandler)


class FakeLLM(_Loopback):
    """The server; ``mode`` and ``delay`` may be changed while it runs."""

    def __init__(self, mode: str = "ok", delay: float = 0.0) -> None:
        self.mode = mode
        self.delay = delay
        super().__init__(_Handler)


class _ProxyHandler(BaseHTTPRequestHandler):
    server: _LoopbackServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        return

    def do_GET(self) -> None:  # noqa: N802 - http.server API
        self._forward(None)

    def do_POST(self) -> None:  # noqa: N802 - http.server API
        self._forward(self.rfile.read(int(self.headers.get("Content-Length") or 0)))

    def _forward(self, raw: bytes | None) -> None:
        proxy = self.server.owner
        try:
            body = json.loads(raw.decode("utf-8")) if raw else None
        except (ValueError, UnicodeDecodeError):
            body = None
        entry: dict[str, Any] = {"path": self.path, "stage": _stage(body) if isinstance(body, dict) else "GET",
                                 "body": body, "t": time.time(), "status": None, "reply": None}
        with proxy.lock:
            proxy.requests.append(entry)
        headers = {k: v for k, v in self.headers.items() if k.lower() in ("content-type", "accept", "authorization")}
        req = urllib.request.Request(proxy.target + self.path, data=raw, headers=headers, method=self.command)
        try:
            with urllib.request.urlopen(req, timeout=proxy.timeout) as resp:  # noqa: S310 - 127.0.0.1 only
                status, data = resp.status, resp.read()
        except urllib.error.HTTPError as exc:
            status, data = exc.code, exc.read()
        except OSError:
            self.close_connection = True
            return  # the target died or gave up: the client sees a dropped connection
        with proxy.lock:
            entry["status"] = status
            entry["reply"] = data.decode("utf-8", "replace")
            entry["t_done"] = time.time()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (its timeout, or Ctrl-C)


class RecordingProxy(_Loopback):
    """A pass-through on 127.0.0.1 in front of a real server (*target*, ``http://127.0.0.1:PORT``).

    It forwards every request and answer unchanged and keeps both, so a test
    knows what a real model was asked and exactly what it answered (and when a
    request is in flight).
    """

    def __init__(self, target: str, timeout: float = 600.0) -> None:
        self.target = target.rstrip("/")
        self.timeout = timeout
        super().__init__(_ProxyHandler)

    def answers(self) -> list[dict[str, Any]]:
        """The chat completions answered so far: stage, HTTP status and the message content (or the raw body)."""
        out = []
        with self.lock:
            done = [e for e in self.requests if e["stage"] != "GET" and e["reply"] is not None]
        for e in done:
            try:
                content = json.loads(e["reply"])["choices"][0]["message"]["content"]
            except (ValueError, KeyError, IndexError, TypeError):
                content = e["reply"]
            out.append({"stage": e["stage"], "status": e["status"], "content": content,
                        "seconds": round(e["t_done"] - e["t"], 1)})
        return out
