"""Shared test fixtures: a fresh store directory and a CLI runner bound to it.

Import the helper in a test module with ``from conftest import mem_run``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from memcli.cli.app import app

SAMPLE_DATA = Path(__file__).resolve().parent.parent / "sample_data"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A store directory that does not exist yet (mem creates it on first use)."""
    return tmp_path / "memhome"


def mem_run(home: Path, *args: str, input: str | bytes | None = None) -> Result:
    """Run ``mem --home HOME ARGS…`` in process; stdout and stderr are kept apart.

    A traceback in the output is always a bug, so it fails the test here.
    """
    result = CliRunner().invoke(app, ["--home", str(home), *args], input=input)
    assert "Traceback" not in result.output, result.output
    return result
