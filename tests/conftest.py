"""Shared test fixtures: a fresh store directory and a CLI runner bound to it.

Import the helper in a test module with ``from conftest import mem_run``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from memcli.cli.app import app
from pg_fixture import pg_server, pg_url  # noqa: F401  (fixtures: a PostgreSQL database per test)

SAMPLE_DATA = Path(__file__).resolve().parent.parent / "sample_data"


@pytest.fixture(scope="session", autouse=True)
def _shared_model_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """One folder of built model files (the e5 graph, ~3 s to build) for every store of this test process.

    Tests that check where a store keeps them set ``MEM_MODEL_CACHE`` themselves.
    """
    old = os.environ.get("MEM_MODEL_CACHE")
    os.environ["MEM_MODEL_CACHE"] = str(tmp_path_factory.mktemp("model-cache"))
    yield
    if old is None:
        os.environ.pop("MEM_MODEL_CACHE", None)
    else:
        os.environ["MEM_MODEL_CACHE"] = old


def minilm_env(model: str = "all-MiniLM-L6-v2") -> Iterator[None]:
    """For a module's tests of the sentence-transformers path: ``$MEM_EMBED_MODEL`` set to *model* meanwhile."""
    old = os.environ.get("MEM_EMBED_MODEL")
    os.environ["MEM_EMBED_MODEL"] = model
    yield
    if old is None:
        os.environ.pop("MEM_EMBED_MODEL", None)
    else:
        os.environ["MEM_EMBED_MODEL"] = old


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
