"""More golden outputs on ``sample_data/``: the reads and writes that :mod:`test_golden_cli` leaves out.

Why: recorded before the package layout changed (issue #31), so the move can
be checked against bytes a user sees — people, cues, stats, doctor, export
(JSONL and Markdown), the timeline chart and HTML page, ``config show``, and
``mem reindex`` followed by the reads it rebuilds for (full-text recall, a
context pack, doctor). Semantic recall after a reindex with the real model
is kept as the list of hit ids (scores are floats of a threaded engine).

The same rules as :mod:`test_golden_cli`: each command runs as a whole
process and through the Typer app in process, and both must print the stored
file; only the sample directory, this run's wall-clock stamps and the store's
size in bytes are masked. Regenerate after an intended change with
``MEM_UPDATE_GOLDEN=1``.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import mem_proc, mem_run
from test_golden_cli import _build, _check, _mask, _process

NOW = "2025-01-10"

READS: dict[str, list[str]] = {
    "people.txt": ["people"],
    "people.json": ["people", "--json"],
    "people_history.json": ["people", "--history", "--json"],
    "cues.txt": ["cues"],
    "cues.json": ["cues", "--json"],
    "stats.json": ["stats", "--json"],
    "doctor.json": ["doctor", "--json"],
    "export.jsonl": ["export"],
    "export.md": ["export", "-f", "markdown"],
    "timeline_chart.txt": ["timeline", "--chart"],
    "timeline_chart_year.txt": ["timeline", "--chart", "--by", "year"],
    "config_show.json": ["config", "show", "--json"],
    "recall_user.json": ["recall", "风筝", "--user", "default", "--now", NOW, "--json"],
    "context_user.txt": ["context", "--now", NOW, "--budget", "600", "--user", "default", "--query", "妹妹"],
}
# run in this order on a copy of the store, after the reads (``reindex`` reports on stderr: both streams kept)
WRITES: dict[str, list[str]] = {
    "reindex.txt": ["reindex"],
    "recall_after_reindex.json": ["recall", "风筝", "--now", NOW, "--json"],
    "context_after_reindex.txt": ["context", "--now", NOW, "--budget", "1500", "--query", "周末去哪儿"],
    "doctor_after_reindex.json": ["doctor", "--json"],
    "people_after_reindex.txt": ["people"],
}


def _mask_more(text: str) -> str:
    return re.sub(r'"db_bytes": \d+', '"db_bytes": <BYTES>', _mask(text))


def _both(home: Path, args: list[str]) -> str:
    """A whole process's stdout, then its stderr after a marker line."""
    proc = mem_proc(home, *args)
    assert proc.returncode == 0, proc.stderr
    return f"{proc.stdout}--- stderr\n{proc.stderr}"


@pytest.fixture(scope="module")
def sample_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("golden_more") / "home"
    _build(home)
    return home


@pytest.mark.parametrize("name", sorted(READS))
def test_more_reads_match_golden(sample_home: Path, name: str) -> None:
    args = READS[name]
    whole = _mask_more(_process(sample_home, args))
    _check(name, whole)
    r = mem_run(sample_home, *args)
    assert r.exit_code == 0, r.output
    assert _mask_more(r.stdout) == whole, f"{name}: the Typer path and the whole process differ"


def test_timeline_html_matches_golden(sample_home: Path, tmp_path: Path) -> None:
    whole, typer = tmp_path / "whole.html", tmp_path / "typer.html"
    _process(sample_home, ["timeline", "--html", str(whole), "--title", "golden"])
    r = mem_run(sample_home, "timeline", "--html", str(typer), "--title", "golden")
    assert r.exit_code == 0, r.output
    page = _mask_more(whole.read_text(encoding="utf-8"))
    _check("timeline.html", page)
    assert _mask_more(typer.read_text(encoding="utf-8")) == page


def test_reindex_and_reads_after_it_match_golden(sample_home: Path, tmp_path: Path) -> None:
    for runner in ("process", "typer"):
        home = tmp_path / runner
        shutil.copytree(sample_home, home)
        for name, args in WRITES.items():
            if runner == "process":
                got = _mask_more(_both(home, args))
            else:
                r = mem_run(home, *args)
                assert r.exit_code == 0, r.output
                got = _mask_more(f"{r.stdout}--- stderr\n{r.stderr}")
            _check(name, got)


@pytest.mark.slow
def test_semantic_recall_after_reindex_matches_golden(sample_home: Path, tmp_path: Path) -> None:
    """The real e5 model: reindex embeds everything, then semantic and deep recall find the same items."""
    home = tmp_path / "semantic"
    shutil.copytree(sample_home, home)
    assert mem_run(home, "config", "set", "embedding.enabled", "true").exit_code == 0
    report = [line for line in _both(home, ["reindex"]).splitlines() if line.startswith("reindexed:")]  # not the rates
    _check("reindex_semantic.txt", "\n".join(report) + "\n")
    ids: dict[str, list[str]] = {}
    for mode in ("semantic", "deep"):
        for query in ("风筝", "what does my sister study", "周末去哪儿"):
            hits = json.loads(_process(home, ["recall", query, "--mode", mode, "--now", NOW, "--json"]))
            ids[f"{mode} {query}"] = [h["id"] for h in hits]
    _check("recall_semantic_ids.json", json.dumps(ids, ensure_ascii=False, indent=1) + "\n")
