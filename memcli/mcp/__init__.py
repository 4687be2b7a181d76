"""The MCP front end: the store served to agents over the Model Context Protocol (:mod:`memcli.mcp.server`),
a peer of the CLI on :mod:`memcli.api`. ``mem mcp`` parses its options and starts it through :func:`serve`."""

from __future__ import annotations

from pathlib import Path

from memcli.core.errors import MemError


def serve(home: Path, *, store_url: str | None, http: bool, host: str, port: int, token_env: str | None) -> None:
    """Serve the store at *home* (or *store_url*) over stdio, or streamable HTTP on *host*:*port*.

    The MCP SDK is an extra (``memcli[mcp]``): without it this is a clear error, not an ImportError.
    """
    try:
        from memcli.mcp.server import serve as run
    except ImportError as exc:
        raise MemError(f"`mem mcp` needs the MCP SDK ({exc}); install it with `pip install 'memcli[mcp]'`") from None
    run(home, store_url=store_url, http=http, host=host, port=port, token_env=token_env)
