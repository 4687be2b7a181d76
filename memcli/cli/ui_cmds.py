"""``mem ui``: parse the options and hand over to :func:`memcli.ui.serve`."""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.state import get_state


def ui(
    ctx: typer.Context,
    host: str = typer.Option("127.0.0.1", "--host", metavar="HOST",
                             help="Address to serve on (loopback; any other is warned about)."),
    port: int = typer.Option(8766, "--port", min=0, max=65535, help="Port (0: any free one)."),
    no_browser: bool = typer.Option(False, "--no-browser", help="Only print the URL; do not open a browser."),
    user: Optional[str] = typer.Option(None, "--user", metavar="USER", help="Whose memory (default: config user.id)."),
) -> None:
    """A local web page to look at your memory and correct it: timeline, profile, people, search, items.

    The first line on stdout is its URL with a fresh token (open it in your browser; it is opened for you
    unless --no-browser). Ctrl-C stops it. Needs the ui extra: pip install 'memcli[ui]'.
    """
    from memcli.ui import serve

    state = get_state(ctx)
    try:
        serve(state.home, store_url=state.store_arg, host=host, port=port, open_browser=not no_browser, user=user)
    except KeyboardInterrupt:
        pass


def register(app: typer.Typer) -> None:
    """Attach ``ui``."""
    app.command("ui")(ui)
