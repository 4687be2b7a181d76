"""``mem recall``, ``mem read``, ``mem cues`` as Typer commands, built from the table the light parser reads.

Their options and help are in :mod:`memcli.cli.options`; their bodies in
:mod:`memcli.cli.recall_core`.
"""

from __future__ import annotations

import typer

from memcli.cli.options import COMMANDS
from memcli.cli.params import typer_command


def register(app: typer.Typer) -> None:
    """Attach recall, read and cues."""
    for name in ("recall", "read", "cues"):
        app.command(name)(typer_command(COMMANDS[name]))
