"""SIGKILL `mem import` and `mem flush` at random moments: nothing reported is lost, a rerun finishes the job.

Short in-suite version of ``benchmarks/stress.py`` (which runs ≥ 50 trials of
each); the same functions do the work, so the property is identical:

* after the kill, `mem doctor` finds nothing (for a flush, only the dead
  flush's claimed buffer rows, which the next flush reclaims);
* every file the killed import had reported as imported is fully stored;
* rerunning the command gives exactly the store an uninterrupted run gives
  (a canonical dump: records, buffer states, memories, events, sources, cues).
"""

from __future__ import annotations

import importlib.util
import sys
import random
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def stress() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mem_stress", ROOT / "benchmarks" / "stress.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file executes
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_killed_import_loses_nothing_and_rerun_completes(tmp_path: Path) -> None:
    st = stress()
    stats = st.crash_import(tmp_path, 3, random.Random(11), files=3, messages=160)
    assert stats.trials == 3 and stats.killed_mid_run >= 1
    assert stats.failures == [] and stats.lost == 0
    assert stats.records_checked >= 3 * 480


@pytest.mark.slow
def test_killed_flush_leaves_nothing_half_applied_and_rerun_equals_clean_run(tmp_path: Path) -> None:
    st = stress()
    stats = st.crash_flush(tmp_path, 3, random.Random(12), messages=120)
    assert stats.trials == 3 and stats.killed_mid_run >= 1
    assert stats.failures == [] and stats.lost == 0
    # the only thing a kill may leave is claimed buffer rows of the dead flush
    assert set(stats.doctor_findings_after_kill) <= {"buffer"}


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_killed_forget_leaves_the_old_or_the_new_state_and_nothing_half_done(tmp_path: Path) -> None:
    """Short in-suite version (2 trials: a random moment, and inside the open transaction) of the ≥ 20 trials of
    ``benchmarks/stress.py --skip …`` (crash-forget) and the slow test below."""
    st = stress()
    stats = st.crash_forget(tmp_path, 2, random.Random(13), messages=120)
    assert stats.trials == 2 and stats.failures == [], stats.failures
    assert stats.old_state + stats.new_state == 2 and not stats.doctor_findings_after_kill


@pytest.mark.slow
def test_twenty_killed_forgets_leave_the_old_or_the_new_state(tmp_path: Path) -> None:
    st = stress()
    stats = st.crash_forget(tmp_path, 20, random.Random(14), messages=200)
    assert stats.trials == 20 and stats.killed_mid_run >= 10
    assert stats.failures == [], stats.failures
    assert stats.old_state >= 1 and stats.new_state >= 1 and stats.old_state + stats.new_state == 20
    assert not stats.doctor_findings_after_kill


def test_canonical_dump_sees_a_lost_record(tmp_path: Path) -> None:
    """The comparison the crash tests rely on really detects a missing record."""
    import shutil
    import sqlite3

    st = stress()
    home = tmp_path / "h"
    home.mkdir()
    shutil.copy(ROOT / "tests" / "fixtures" / "schema_v1.db", home / "mem.db")
    before = st.canonical_dump(home)
    conn = sqlite3.connect(home / "mem.db")
    conn.execute("DELETE FROM records WHERE id = 2")
    conn.commit()
    conn.close()
    assert st.canonical_dump(home) != before
