"""Shared test fixtures: a fresh store directory and the one CLI helper, in process and as a process.

Import the helpers in a test module with ``from conftest import mem_run, mem_proc``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

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


class CliResult:
    """What one ``mem`` run printed: attributes as Click's test result, or unpacked as ``code, out, err``."""

    __slots__ = ("exit_code", "stdout", "stderr", "output", "exception")

    def __init__(self, exit_code: int, stdout: str, stderr: str, output: str, exception: BaseException | None) -> None:
        self.exit_code = exit_code
        self.stdout = stdout
        self.stderr = stderr
        self.output = output
        self.exception = exception

    def __iter__(self) -> Iterator[Any]:
        return iter((self.exit_code, self.stdout, self.stderr))

    def __getitem__(self, index: int) -> Any:
        return (self.exit_code, self.stdout, self.stderr)[index]


def mem_run(home: Path, *args: str, input: str | bytes | None = None,
            env: Mapping[str, str | None] | None = None) -> CliResult:
    """Run ``mem --home HOME ARGS…`` in process (the Typer app); stdout and stderr are kept apart.

    A traceback or an "internal error" line in the output is always a bug, so it fails the test here.
    """
    result = CliRunner().invoke(app, ["--home", str(home), *args], input=input, env=env)
    assert "Traceback" not in result.output and "internal error" not in result.output, result.output
    return CliResult(result.exit_code, result.stdout, result.stderr, result.output, result.exception)


def mem_proc(home: Path | None, *args: str, input: str | None = None, env: Mapping[str, str | None] | None = None,
             timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run ``python -m memcli [--home HOME] ARGS…`` as a real process (the console script's path: fast path
    first, then Typer). *env* changes this process's environment (None removes a variable). A traceback
    fails the test here."""
    cmd = [sys.executable, "-m", "memcli", *(["--home", str(home)] if home is not None else []), *args]
    full = {**os.environ, **(env or {})}
    proc = subprocess.run(cmd, capture_output=True, text=True, input=input, timeout=timeout,
                          env={k: v for k, v in full.items() if v is not None})
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc
