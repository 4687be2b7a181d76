"""4 importers, 1 flusher and 2 recallers at once: no "database is locked", no lost write, recall never fails.

A ~5 second version of the 30 second run in ``benchmarks/stress.py``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_importers_flusher_and_recallers_together(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("mem_stress", ROOT / "benchmarks" / "stress.py")
    assert spec and spec.loader
    st = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = st  # dataclasses look their module up while the file executes
    spec.loader.exec_module(st)
    stats = st.concurrency(tmp_path, 5.0, files_per_importer=6, messages_per_file=30)
    assert stats.failures == [], stats.failures[:5]
    assert stats.lock_errors == 0 and stats.recall_errors == 0 and stats.lost == 0
    assert stats.imports >= 4 and stats.recalls >= 2 and stats.flushes >= 1
    # every record an importer reported is in the store
    assert stats.records_stored == stats.records_reported > 0
