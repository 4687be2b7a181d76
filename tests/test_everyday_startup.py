"""Small commands stay small: what `mem profile`, `doctor`, `timeline`, `stats`, `--help` and `reindex` import.

Each command runs as a real process through the console-script entry point
(:func:`memcli.cli.entry.main`), wrapped to record ``sys.modules`` at exit.
pydantic (with the Config's nine models, ~0.25 s of CPU), torch and
sentence-transformers (seconds) are what made these commands cost several
times a ``mem recall``; timings themselves live in ``benchmarks/startup.py``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import SAMPLE_DATA, mem_modules

MODEL = {"torch", "sentence_transformers", "transformers"}


def run(tmp_path: Path, home: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    proc, loaded = mem_modules(tmp_path / "modules.json", home, *args)
    assert proc.returncode == 0, proc.stderr
    return proc, loaded


@pytest.fixture(scope="module")
def flushed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped sample data imported and flushed offline (memories, events, their vectors)."""
    home = tmp_path_factory.mktemp("startup") / "home"
    for args in (["import", *sorted(str(p) for p in SAMPLE_DATA.iterdir() if p.is_file())], ["flush", "--no-llm"]):
        proc = subprocess.run([sys.executable, "-m", "memcli", "--home", str(home), *args],
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr
    return home


@pytest.mark.slow
@pytest.mark.parametrize("args", [("profile",), ("doctor",), ("timeline",), ("stats",), ("--help",)])
def test_reads_that_print_a_few_lines_load_neither_pydantic_nor_a_model(
    flushed: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    proc, loaded = run(tmp_path, flushed, *args)
    assert proc.stdout.strip()
    assert not ({"pydantic", "pydantic_core", "jieba", "rjieba", "tiktoken"} | MODEL) & loaded, sorted(loaded)


@pytest.mark.slow
def test_profile_still_orders_custom_topics_from_the_config(flushed: Path, tmp_path: Path) -> None:
    (flushed / "config.toml").write_text('[profile]\ntopics = ["education"]\n[profile.custom.travel]\nvisited = "places"\n',
                                         encoding="utf-8")
    try:
        proc, loaded = run(tmp_path, flushed, "profile")
        lines = proc.stdout.splitlines()
        assert lines[0].startswith("education::") and "pydantic" not in loaded
        # a config the light reader cannot vouch for goes through the validated loader and its message
        (flushed / "config.toml").write_text('[profile.custom]\ntravel = "oops"\n', encoding="utf-8")
        bad = subprocess.run([sys.executable, "-m", "memcli", "--home", str(flushed), "profile"],
                             capture_output=True, text=True, timeout=60)
        assert bad.returncode == 1 and bad.stderr.startswith("mem: error:") and "profile.custom" in bad.stderr
    finally:
        (flushed / "config.toml").unlink()


@pytest.mark.slow
def test_reindex_of_a_fully_embedded_store_does_not_load_the_model(flushed: Path, tmp_path: Path) -> None:
    proc, loaded = run(tmp_path, flushed, "reindex")
    assert "embeddings 0" in proc.stderr
    assert not MODEL & loaded, sorted(MODEL & loaded)
