"""The gate in front of every request of ``mem ui``: who may ask, from where, how, and what every answer carries.

A port on 127.0.0.1 is open to every account of the machine and, through DNS
rebinding, to any web page the owner's browser visits; the pages show one's
private life and can forget it. So, before a request reaches a page:

* **Host**: the ``Host`` header must be exactly the address the server is
  bound to (``127.0.0.1:PORT``): a rebinding page's requests carry its own
  name and are refused (421).
* **The owner's token**: the URL ``mem ui`` prints carries a fresh random
  token (:mod:`memcli.core.owner_secret`). Presented once in the query, it
  is exchanged for a cookie (``HttpOnly; SameSite=Strict``, holding a second
  random value, never the token) and the browser is sent on to the same page
  without it; every other request needs the cookie. Both compared in
  constant time. Without either: 401 and nothing else.
* **Methods**: pages answer GET (and HEAD); changes are POST only, with a
  per-page CSRF token (single use, made for the form that carries it) and an
  ``Origin`` equal to the server's own. Anything else: 405 / 403.
* **Sizes**: a query string over :data:`MAX_QUERY_BYTES` is 414, a body over
  :data:`MAX_BODY_BYTES` 413, before any page runs.
* **Every answer** carries a strict Content-Security-Policy (nothing runs,
  nothing is fetched from elsewhere, no frames, forms post only here),
  ``Referrer-Policy: same-origin`` (no address of these pages travels to another site; and with
  ``no-referrer`` a browser sends ``Origin: null`` on its own forms' POSTs, which the Origin check
  would refuse), ``nosniff`` and ``no-store``.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qsl, urlencode

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]

COOKIE = "mem_ui"
MAX_QUERY_BYTES = 8192
"""Room for the longest search the page takes (500 Chinese characters are 4,500 bytes percent-encoded)."""
MAX_BODY_BYTES = 64 * 1024
CSRF_FIELD = "csrf"
CSRF_KEEP = 512
"""Form tokens remembered at once (the oldest are dropped first): more open pages than anyone keeps."""
CSRF_SECONDS = 3600.0

CSP = ("default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; "
       "base-uri 'none'")
SECURITY_HEADERS: list[tuple[bytes, bytes]] = [
    (b"content-security-policy", CSP.encode("ascii")),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cache-control", b"no-store"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
]


class FormTokens:
    """Per-page CSRF tokens: made for one form, spent by the one POST that carries it back."""

    def __init__(self) -> None:
        self._tokens: OrderedDict[str, float] = OrderedDict()
        self._lock = threading.Lock()

    def issue(self) -> str:
        token = secrets.token_urlsafe(24)
        with self._lock:
            self._tokens[token] = time.monotonic() + CSRF_SECONDS
            while len(self._tokens) > CSRF_KEEP:
                self._tokens.popitem(last=False)
        return token

    def spend(self, token: str) -> bool:
        """Whether *token* was issued, is still fresh and unspent; it is spent either way."""
        with self._lock:
            found = next((t for t in self._tokens if hmac.compare_digest(t, token)), None)
            if found is None:
                return False
            deadline = self._tokens.pop(found)
        return time.monotonic() <= deadline


class Gate:
    """ASGI middleware: the checks of the module docstring, then the app with the security headers added."""

    def __init__(self, app: Any, *, token: str, host_header: str, origin: str, render_error: Callable[..., bytes],
                 forms: FormTokens) -> None:
        self.app = app
        self.token = token
        self.session = secrets.token_urlsafe(32)  # what the cookie holds: never the token itself
        self.host_header = host_header
        self.origin = origin
        self.render_error = render_error
        self.forms = forms

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":  # no websockets here
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 1008})
            return
        headers = _headers(scope)
        method = scope.get("method", "GET")
        if headers.get(b"host", b"").decode("latin-1") != self.host_header:
            await self._error(send, 421, "This server answers only at its own address",
                              "Open the address `mem ui` printed, exactly as printed.")
            return
        raw_query = scope.get("query_string", b"") or b""
        if len(raw_query) > MAX_QUERY_BYTES:
            await self._error(send, 414, "The address is too long", f"A query may hold {MAX_QUERY_BYTES} bytes.")
            return
        if method not in ("GET", "HEAD", "POST"):
            await self._error(send, 405, "Not a method this page takes", "Pages are read with GET; changes are "
                              "made with the forms on the pages.", extra=[(b"allow", b"GET, HEAD, POST")])
            return
        query = parse_qsl(raw_query.decode("latin-1"), keep_blank_values=True)
        given = next((v for k, v in query if k == "token"), None)
        if given is not None and method in ("GET", "HEAD"):
            if not hmac.compare_digest(given.encode("utf-8", "replace"), self.token.encode("ascii")):
                await self._error(send, 401, "This link's token is not valid",
                                  "Open the address the running `mem ui` printed (each start makes a new one).")
                return
            rest = urlencode([(k, v) for k, v in query if k != "token"])
            target = (scope.get("path") or "/") + (f"?{rest}" if rest else "")
            await _send(send, 303, b"", [(b"location", target.encode("utf-8")), (b"set-cookie", self._cookie())])
            return
        if not self._has_cookie(headers):
            await self._error(send, 401, "Open the address `mem ui` printed",
                              "This page needs the token of the running `mem ui`: open the address it printed "
                              "(first line of its output) in this browser.")
            return
        if method == "POST":
            if headers.get(b"origin", b"").decode("latin-1") != self.origin:
                await self._error(send, 403, "Refused: not sent from this server's own page",
                                  "Changes are made only with the forms of these pages.")
                return
            body = await _read_body(receive, MAX_BODY_BYTES)
            if body is None:
                await self._error(send, 413, "The form is too large", f"A form may hold {MAX_BODY_BYTES} bytes.")
                return
            form = dict(parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))
            if not self.forms.spend(form.get(CSRF_FIELD, "")):
                await self._error(send, 403, "This form has expired",
                                  "Each form can be sent once. Go back, reload the page and try again.")
                return
            scope = dict(scope)
            scope["mem.form"] = form
            receive = _replay(body)
        await self.app(scope, receive, _with_headers(send))

    def _cookie(self) -> bytes:
        return f"{COOKIE}={self.session}; Path=/; HttpOnly; SameSite=Strict".encode("ascii")

    def _has_cookie(self, headers: dict[bytes, bytes]) -> bool:
        raw = headers.get(b"cookie", b"").decode("latin-1")
        for part in raw.split(";"):
            name, _sep, value = part.strip().partition("=")
            if name == COOKIE and hmac.compare_digest(value.encode("latin-1"), self.session.encode("ascii")):
                return True
        return False

    async def _error(self, send: Send, status: int, title: str, detail: str,
                     extra: list[tuple[bytes, bytes]] | None = None) -> None:
        body = self.render_error(status, title, detail)
        await _send(send, status, body, [(b"content-type", b"text/html; charset=utf-8"), *(extra or [])])


def _headers(scope: Scope) -> dict[bytes, bytes]:
    out: dict[bytes, bytes] = {}
    for name, value in scope.get("headers") or []:
        out.setdefault(bytes(name).lower(), bytes(value))
    return out


async def _send(send: Send, status: int, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
    await send({"type": "http.response.start", "status": status,
                "headers": [*headers, (b"content-length", str(len(body)).encode()), *SECURITY_HEADERS]})
    await send({"type": "http.response.body", "body": body})


def _with_headers(send: Send) -> Send:
    async def wrapped(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            names = {bytes(n).lower() for n, _v in message.get("headers", [])}
            message = dict(message)
            message["headers"] = [*message.get("headers", []),
                                  *[(n, v) for n, v in SECURITY_HEADERS if n not in names]]
        await send(message)
    return wrapped


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    body = bytearray()
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return bytes(body)
        body += message.get("body", b"")
        if len(body) > limit:
            return None
        if not message.get("more_body", False):
            return bytes(body)


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return {"type": "http.disconnect"}
    return receive
