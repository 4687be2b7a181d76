"""The fast read commands must not import heavy libraries.

``mem recall`` (fast mode), ``mem read`` and ``mem cues`` run in a fresh
interpreter through a tiny wrapper that records ``sys.modules`` at exit.
torch, sentence-transformers and jieba (0.45 s to initialise) must never
load; pydantic, numpy, tiktoken and Rich (in a pipe) must not either — they
are what separates a ~100 ms command from a ~300 ms one (docs/benchmarks.md).
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from memcli.models import Cue, NewRecord
from memcli.store.db import connect, transaction
from memcli.store.records import insert_records

WRAPPER = r"""
import atexit, json, sys

def _dump():
    with open(OUT, "w") as fh:
        json.dump(sorted(sys.modules), fh)

OUT = sys.argv[1]
atexit.register(_dump)
sys.argv = ["mem"] + sys.argv[2:]
from memcli.cli.app import main
main()
"""

NEVER = {"torch", "sentence_transformers", "jieba", "transformers"}
NOT_ON_FAST_PATH = {"pydantic", "pydantic_core", "numpy", "tiktoken", "rich"}
PHOTO = hashlib.sha256(b"kite").hexdigest()


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("fast") / "home"
    conn = connect(home)
    tz = timezone(timedelta(hours=8))
    with transaction(conn):
        insert_records(
            conn,
            [
                NewRecord(text="那年春天我们放了蓝色风筝。", occurred_at=datetime(2010, 4, 5, tzinfo=tz),
                          cues=[Cue(kind="photo", key=f"photo:sha256:{PHOTO}", label="风筝照片")]),
                NewRecord(text="Walking by the river with a friend.", occurred_at=datetime(2020, 1, 1, tzinfo=tz)),
            ],
            default_user="default",
        )
    conn.close()
    (home / "config.toml").write_text('[recall]\nmode = "fast"\n[user]\ntimezone = "Asia/Shanghai"\n')
    return home


def _run(tmp_path: Path, home: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    out = tmp_path / "modules.json"
    proc = subprocess.run(
        [sys.executable, "-c", WRAPPER, str(out), "--home", str(home), *args],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    loaded = {name.split(".")[0] for name in json.loads(out.read_text())}
    return proc, loaded


@pytest.mark.parametrize(
    ("args", "expect"),
    [
        (("recall", "蓝色风筝"), "r1\t2010-04-05\t那年春天我们放了蓝色风筝。"),
        (("recall", "walking", "--json"), '"id": "r2"'),
        (("recall", "风筝", "--since", "2009-01-01", "--until", "2011-01-01"), "r1\t"),
        (("recall", "--cue", f"photo:sha256:{PHOTO[:10]}"), "r1\t"),
        (("read", "r1"), "那年春天我们放了蓝色风筝。"),
        (("read", "r2", "--json"), '"kind": "record"'),
        (("cues",), f"photo\tphoto:sha256:{PHOTO}\t风筝照片\t1"),
        (("cues", "--json"), '"records": 1'),
    ],
)
def test_fast_commands_stay_light(tmp_path: Path, home: Path, args: tuple[str, ...], expect: str) -> None:
    proc, loaded = _run(tmp_path, home, *args)
    assert expect in proc.stdout
    assert not loaded & NEVER, f"{args}: imported {sorted(loaded & NEVER)}"
    assert not loaded & NOT_ON_FAST_PATH, f"{args}: imported {sorted(loaded & NOT_ON_FAST_PATH)}"
    assert "memcli" in loaded  # the wrapper really ran mem


def test_wrapper_sees_heavy_imports(tmp_path: Path, home: Path) -> None:
    """Control: a command that does need pydantic (config validation) shows up as such."""
    _proc, loaded = _run(tmp_path, home, "config", "show")
    assert "pydantic" in loaded
