"""Commands of this group (see register)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Attach this group's commands to the main app."""
