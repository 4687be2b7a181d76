"""Shared test fixtures: a fresh store directory, the fast embedder, and the one CLI helper, in process and
as a process.

Import the helpers in a test module with ``from conftest import mem_run, mem_proc``.

Tests of the vector plumbing (flush with embeddings, fusion, reindex, the vector file, forget, export,
PostgreSQL vectors) run on the lexical embedder (memcli.embedding.lexical): real, deterministic vectors
without loading a model. Tests of what the model itself does (tests/test_e5.py, paraphrase and
cross-lingual recall, the quality harness) run on multilingual-e5-small.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from memcli.cli.app import app
from memcli.cli.options import COMMANDS as FAST_COMMANDS
from memcli.embedding.lexical import MODEL_NAME as FAST_EMBEDDER
from pg_fixture import pg_server, pg_url  # noqa: F401  (fixtures: a PostgreSQL database per test)

SAMPLE_DATA = Path(__file__).resolve().parent.parent / "sample_data"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The real-model tests (marked ``llm_real``, minutes of CPU) run only when ``-m`` names them: the default
    run, ``-m "not slow"`` and ``-m st`` leave them out even where the llm-real extra is installed."""
    if "llm_real" in (config.getoption("markexpr") or ""):
        return
    real = [item for item in items if item.get_closest_marker("llm_real")]
    if real:
        config.hook.pytest_deselected(items=real)
        items[:] = [item for item in items if not item.get_closest_marker("llm_real")]


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
def fast_embedder(monkeypatch: pytest.MonkeyPatch) -> str:
    """The lexical embedder for this test: ``$MEM_EMBED_MODEL`` (which wins over config) names it, in this
    process and in every ``mem`` process the test starts. Returns the model name its vectors are stored under."""
    monkeypatch.setenv("MEM_EMBED_MODEL", FAST_EMBEDDER)
    return FAST_EMBEDDER


def use_fast_embedder(home: Path) -> None:
    """Select the lexical embedder in *home*'s config.toml, as a user would (``mem config set``): for
    module-scoped stores, whose tests then need no environment of their own."""
    r = mem_run(home, "config", "set", "embedding.model", f'"{FAST_EMBEDDER}"')
    assert r.exit_code == 0, r.output


_EMPTY_STORE: list[Path] = []


def seed_empty_store(home: Path) -> None:
    """Put an empty store at the current schema into *home* (unless one is there): a copy of one made once
    per test process by the real ``connect``.

    Why: creating a store runs every migration (about 40 ms of CPU, ~1 ms to copy), and helpers that build
    a store per test or per hypothesis example pay it hundreds of times. Migrations themselves are tested
    on real old stores (tests/test_migrations.py, tests/test_named_migrations.py). Stores made by ``mem``
    through the CLI are still created by the CLI.
    """
    from memcli.store.sqlite.db import connect, db_path

    target = db_path(home)
    if target.exists():
        return
    if not _EMPTY_STORE:
        folder = Path(tempfile.mkdtemp(prefix="mem-empty-store-"))
        atexit.register(shutil.rmtree, folder, True)
        connect(folder).close()
        _EMPTY_STORE.append(db_path(folder))
    home.mkdir(parents=True, exist_ok=True, mode=0o700)
    shutil.copy(_EMPTY_STORE[0], target)  # the file's 0600 mode with it


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


FAST_PATH_COMMANDS = frozenset(FAST_COMMANDS)
"""The commands ``mem`` may answer without Typer (memcli/cli/fastpath.py): only a whole process shows that path."""


def mem_cli(home: Path | None, *args: str, input: str | None = None,
            env: Mapping[str, str | None] | None = None) -> subprocess.CompletedProcess[str]:
    """``mem ARGS…`` as a user runs it, at the least cost: a process (:func:`mem_proc`) for the commands with a
    fast path, else in process (:func:`mem_run`: the Typer app a process hands every other command line to,
    without paying a Python start-up per call). The result is a ``CompletedProcess`` either way."""
    command = next((a for a in args if not a.startswith("-")), "")
    if command in FAST_PATH_COMMANDS or home is None:
        return mem_proc(home, *args, input=input, env=env)
    r = mem_run(home, *args, input=input, env=env)
    return subprocess.CompletedProcess(["mem", *args], r.exit_code, r.stdout, r.stderr)


_MODULE_DUMP = r"""
import atexit, json, sys

def _dump():
    with open(OUT, "w") as fh:
        json.dump(sorted(sys.modules), fh)

OUT = sys.argv[1]
atexit.register(_dump)
sys.argv = ["mem"] + sys.argv[2:]
from memcli.cli.entry import main
main()
"""


def mem_modules(out: Path, home: Path, *args: str, env: Mapping[str, str] | None = None,
                timeout: float = 300) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """A real ``mem`` process through the console-script entry point, and the top-level packages it loaded.

    *out* is a scratch file the child writes its module list to at exit.
    """
    proc = subprocess.run([sys.executable, "-c", _MODULE_DUMP, str(out), "--home", str(home), *args],
                          capture_output=True, text=True, timeout=timeout, env=env, check=False)
    loaded = {name.split(".")[0] for name in json.loads(out.read_text())} if out.exists() else set()
    return proc, loaded
