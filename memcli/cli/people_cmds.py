"""``mem people``: the people in the user's life (the people index distilled by ``mem flush``).

Its options are in :mod:`memcli.cli.options`, its body in :mod:`memcli.cli.views_run`.
"""

from __future__ import annotations

import typer

from memcli.cli.options import COMMANDS
from memcli.cli.params import typer_command


def register(app: typer.Typer) -> None:
    """Attach ``people``."""
    app.command("people")(typer_command(COMMANDS["people"]))
