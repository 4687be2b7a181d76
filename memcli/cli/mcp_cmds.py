"""``mem mcp``: parse the transport options and hand over to :func:`memcli.mcp.serve`."""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.state import get_state


def mcp(
    ctx: typer.Context,
    http: bool = typer.Option(False, "--http", help="Serve streamable HTTP instead of stdio."),
    host: str = typer.Option("127.0.0.1", "--host", help="Address for --http (loopback unless --token-env is given)."),
    port: int = typer.Option(8765, "--port", min=1, max=65535, help="Port for --http."),
    token_env: Optional[str] = typer.Option(
        None, "--token-env", metavar="NAME",
        help="The secret every HTTP request must carry (`Authorization: Bearer $NAME`) instead of a generated one; "
        "needed off loopback.",
    ),
) -> None:
    """Serve the store to agents over the Model Context Protocol (stdio by default).

    Tools: recall, context, record, read, profile, timeline, forget (and import_file when the config's
    mcp.import_roots names folders); resources mem://profile and mem://context; the prompt remember_this.
    Over --http every request needs the owner's secret: the one in $NAME (--token-env), else a new one
    written at start into a 0600 file in the store's folder, whose path is printed on stderr.
    """
    from memcli.mcp import serve

    state = get_state(ctx)
    serve(state.home, store_url=state.store_arg, http=http, host=host, port=port, token_env=token_env)


def register(app: typer.Typer) -> None:
    """Attach ``mcp``."""
    app.command("mcp")(mcp)
