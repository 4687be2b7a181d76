"""Starting ``mem ui``: the socket, the owner's token, the printed URL, the browser, and a clean stop.

The token is made fresh at every start (:mod:`memcli.core.owner_secret`) and
kept, 0600, in the store's folder for the server's life (``ui-PORT.secret``,
as ``mem mcp --http`` keeps its secret), so a script of the owner's can read
it; the URL that carries it is the first line on stdout — the owner's own
terminal. The browser is opened through a 0600 HTML file in that folder that
redirects to the URL, so the token is never on a command line (which every
account can read in the process list). Ctrl-C (or SIGTERM) stops the server;
the secret and the redirect file go with it.
"""

from __future__ import annotations

import functools
import sys
import threading
from pathlib import Path
from typing import Any

from memcli.core.atomic import write_atomic
from memcli.core.errors import MemError
from memcli.core.owner_secret import new_secret, remove_secret, secret_file, write_secret

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def url_host(host: str) -> str:
    """*host* as it stands in a URL and a ``Host`` header (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host


def _listen(host: str, port: int) -> Any:
    """A socket bound to *host*:*port* (port 0: any free one), or a clear error when the port is taken."""
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)  # connections wait from now on: the URL is printed before the server loop starts
    except OSError as exc:
        sock.close()
        raise MemError(f"cannot listen on {host}:{port} ({exc.strerror}); is another server running there? "
                       "Pick another --port") from None
    return sock


def _redirect_file(home: Path, port: int, url: str) -> Path:
    """A 0600 page in the store's folder that sends the browser on to *url* (the token stays off command lines)."""
    import html

    path = home / f"ui-{port}-open.html"
    quoted = html.escape(url, quote=True)
    page = (f'<!DOCTYPE html><meta charset="utf-8"><meta name="referrer" content="no-referrer">'
            f'<meta http-equiv="refresh" content="0;url={quoted}"><title>mem ui</title>'
            f'<p><a href="{quoted}">Open mem ui</a></p>\n')
    write_atomic(path, lambda fh: fh.write(page.encode("utf-8")))
    return path


def _open_browser(path: Path) -> None:
    import webbrowser

    try:
        webbrowser.open(path.as_uri())
    except Exception as exc:  # noqa: BLE001 - no browser is not a failure: the URL is printed
        print(f"mem ui: could not open a browser ({type(exc).__name__}); open the URL above", file=sys.stderr)


def run(home: Path, *, store_url: str | None, host: str, port: int, open_browser: bool, user: str | None,
        described: str) -> None:
    """Serve until Ctrl-C; see the module docstring."""
    import anyio
    import uvicorn

    from memcli.ui.app import build_app
    from memcli.ui.gate import FormTokens, Gate

    if host not in LOOPBACK:
        print(f"mem ui: warning: --host {host} is not loopback: other machines that can reach it may try the "
              "token; the pages travel unencrypted (plain HTTP)", file=sys.stderr, flush=True)
    listening = _listen(host, port)
    port = int(listening.getsockname()[1])
    token = new_secret()
    secret_path = secret_file(home, "ui", port)
    opener: Path | None = None
    store = None
    try:
        write_secret(secret_path, token)
        forms = FormTokens()
        app, store, render_error = build_app(home, store_url=store_url, user=user, forms=forms)
        shown = url_host(host)
        gate = Gate(app, token=token, host_header=f"{shown}:{port}", origin=f"http://{shown}:{port}",
                    render_error=render_error, forms=forms)
        url = f"http://{shown}:{port}/?token={token}"
        sys.stdout.write(url + "\n")
        sys.stdout.flush()
        print(f"mem ui: serving {described} on http://{shown}:{port}/ "
              "(Ctrl-C stops it)", file=sys.stderr, flush=True)
        if open_browser:
            opener = _redirect_file(home, port, url)
            # on a thread: a console browser ($BROWSER=lynx) holds webbrowser.open until it quits, and the
            # pages must be served meanwhile; Ctrl-C reaches the main thread only
            threading.Thread(target=_open_browser, args=(opener,), name="mem-ui-browser", daemon=True).start()
        config = uvicorn.Config(gate, host=host, port=port, log_level="warning", lifespan="off",
                                server_header=False, date_header=False, timeout_graceful_shutdown=2)
        anyio.run(functools.partial(uvicorn.Server(config).serve, sockets=[listening]))
    finally:
        listening.close()
        if store is not None:
            store.close()
        remove_secret(secret_path, token)
        if opener is not None:
            opener.unlink(missing_ok=True)
