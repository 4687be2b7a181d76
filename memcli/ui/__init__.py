"""The web front end: ``mem ui``, a local page to look at one's memory and correct it, a peer of the CLI and
the MCP server on :mod:`memcli.api`. ``mem ui`` parses its options and starts it through :func:`serve`."""

from __future__ import annotations

from pathlib import Path

from memcli.core.errors import MemError


def serve(home: Path, *, store_url: str | None, host: str, port: int, open_browser: bool, user: str | None) -> None:
    """Serve the pages of the store at *home* (or *store_url*) on *host*:*port* until Ctrl-C.

    Starlette, uvicorn and Jinja2 are an extra (``memcli[ui]``): without them this is a clear error.
    """
    try:
        import jinja2  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:
        raise MemError(f"`mem ui` needs its web libraries ({exc}); install them with `pip install 'memcli[ui]'`") from None
    from memcli.api.session import State

    state = State(home=home, store_url=store_url)
    try:
        state.select_user(user)
        state.read_store()  # a missing store is an error now, not on every page
        # what the terminal is told it serves: a database URL may carry a password, so never the URL itself
        described = "the PostgreSQL store" if state.store_url is not None else f"the store in {home}"
    finally:
        state.close()
    from memcli.ui.server import run

    run(home, store_url=store_url, host=host, port=port, open_browser=open_browser, user=user, described=described)
