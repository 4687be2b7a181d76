"""A real ``mem ui`` process on a free loopback port, and a small HTTP client that says exactly what it sends.

The client is :mod:`http.client` (not a browser library) so a test controls every header: a wrong ``Host``,
no ``Origin``, a stale cookie. :func:`ui_server` reads the URL from the first line of stdout, as the owner
does, and stops the server with SIGINT (Ctrl-C) at the end, checking that it stopped cleanly.
"""

from __future__ import annotations

import http.client
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

ROOT = Path(__file__).resolve().parent.parent
URL_LINE = re.compile(r"^http://(127\.0\.0\.1|\[::1\]|127\.0\.0\.\d+):(\d+)/\?token=([A-Za-z0-9_-]{43})$")


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")


@dataclass
class Served:
    url: str
    host: str
    port: int
    token: str
    proc: subprocess.Popen[str]
    home: Path
    cookie: str = ""
    extra_stderr: list[str] = field(default_factory=list)

    @property
    def origin(self) -> str:
        return f"http://{self.host}:{self.port}"

    def request(self, method: str, path: str, *, body: bytes | None = None, headers: dict[str, str] | None = None,
                cookie: bool = True, host: str | None = None) -> Answer:
        conn = http.client.HTTPConnection(self.host.strip("[]"), self.port, timeout=60)
        try:
            conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
            conn.putheader("Host", host if host is not None else f"{self.host}:{self.port}")
            if cookie and self.cookie:
                conn.putheader("Cookie", self.cookie)
            for name, value in (headers or {}).items():
                conn.putheader(name, value)
            if body is not None:
                conn.putheader("Content-Type", "application/x-www-form-urlencoded")
                conn.putheader("Content-Length", str(len(body)))
            conn.endheaders(body)
            resp = conn.getresponse()
            return Answer(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
        finally:
            conn.close()

    def get(self, path: str, **kw: object) -> Answer:
        return self.request("GET", path, **kw)  # type: ignore[arg-type]

    def post(self, path: str, form: dict[str, str], *, origin: str | None = "", **kw: object) -> Answer:
        headers = dict(kw.pop("headers", {}) or {})  # type: ignore[call-overload]
        if origin is not None:
            headers["Origin"] = origin or self.origin
        return self.request("POST", path, body=urlencode(form).encode("utf-8"), headers=headers, **kw)  # type: ignore[arg-type]

    def login(self) -> None:
        """Present the token once, as the browser does with the printed URL, and keep the cookie."""
        answer = self.get(urlsplit(self.url).path + "?" + urlsplit(self.url).query, cookie=False)
        assert answer.status == 303, answer
        self.cookie = answer.headers["set-cookie"].split(";", 1)[0]


def csrf_of(html: str, action: str | None = None) -> str:
    """The CSRF token of the (first) form on a page, or of the form posting to *action*."""
    forms = re.findall(r'<form method="post" action="([^"]+)">(.*?)</form>', html, re.S)
    for where, inner in forms:
        if action is None or where == action:
            return re.search(r'name="csrf" value="([^"]+)"', inner).group(1)  # type: ignore[union-attr]
    raise AssertionError(f"no form posting to {action} on the page")


@contextmanager
def ui_server(home: Path, *extra: str, env: dict[str, str] | None = None) -> Iterator[Served]:
    """``mem ui --no-browser --port 0`` on *home*; the URL from its first stdout line; SIGINT at the end."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(home), "ui", "--no-browser", "--port", "0",
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=full)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline().strip()
        m = URL_LINE.match(first)
        assert m, f"first line on stdout is not the URL: {first!r}; stderr: {proc.stderr.read() if proc.poll() is not None else ''}"
        served = Served(first, m.group(1), int(m.group(2)), m.group(3), proc, home)
        yield served
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                raise AssertionError("mem ui did not stop on Ctrl-C (SIGINT) within 30 s") from None


def wait_gone(path: Path, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not path.exists():
            return True
        time.sleep(0.05)
    return not path.exists()
