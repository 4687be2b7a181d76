"""The fast read commands must not import heavy libraries, and the fast path must agree with Typer.

``mem recall`` (fast mode), ``mem read`` and ``mem cues`` run in a fresh
interpreter through a tiny wrapper around the console-script entry point
(:func:`memcli.cli.entry.main`) that records ``sys.modules`` at exit.
torch, sentence-transformers and jieba (0.45 s to initialise) must never
load; pydantic, numpy, tiktoken, Rich (in a pipe) and Typer must not either —
they are what separates a ~60 ms command from a ~250 ms one
(docs/benchmarks.md). The Typer-free fast path must print exactly what the
Typer commands print, for successes, errors and usage mistakes alike.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from memcli.cli.fastpath import parse
from memcli.record_types import Cue, NewRecord
from memcli.store.sqlite.db import connect, transaction
from memcli.store.sqlite.records import insert_records

WRAPPER = r"""
import atexit, json, sys

def _dump():
    with open(OUT, "w") as fh:
        json.dump(sorted(sys.modules), fh)

OUT, TARGET = sys.argv[1], sys.argv[2]
atexit.register(_dump)
sys.argv = ["mem"] + sys.argv[3:]
if TARGET == "entry":
    from memcli.cli.entry import main
else:
    from memcli.cli.app import main
main()
"""

NEVER = {"torch", "sentence_transformers", "jieba", "rjieba", "transformers"}
NOT_ON_FAST_PATH = {"pydantic", "pydantic_core", "numpy", "tiktoken", "rich", "typer", "click"}
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


def _run(tmp_path: Path, home: Path, *args: str, target: str = "entry",
         stdin: str = "") -> tuple[subprocess.CompletedProcess[str], set[str]]:
    out = tmp_path / f"modules-{target}.json"
    proc = subprocess.run(
        [sys.executable, "-c", WRAPPER, str(out), target, "--home", str(home), *args],
        capture_output=True, text=True, timeout=60, input=stdin,
    )
    loaded = {name.split(".")[0] for name in json.loads(out.read_text())}
    return proc, loaded


@pytest.mark.parametrize(
    ("args", "expect"),
    [
        (("recall", "蓝色风筝"), "r1\t2010-04-05\t那年春天我们放了蓝色风筝。"),
        (("recall", "walking", "--json"), '"id": "r2"'),
        (("recall", "风筝", "--since", "2009-01-01", "--until", "2011-01-01"), "r1\t"),
        (("recall", "风筝", "--now", "2010-05-01"), "r1\t"),
        (("recall", "--cue", f"photo:sha256:{PHOTO[:10]}"), "r1\t"),
        (("read", "r1"), "那年春天我们放了蓝色风筝。"),
        (("read", "r2", "--json"), '"kind": "record"'),
        (("cues",), f"photo\tphoto:sha256:{PHOTO}\t风筝照片\t1"),
        (("cues", "--json"), '"records": 1'),
    ],
)
def test_fast_commands_stay_light(tmp_path: Path, home: Path, args: tuple[str, ...], expect: str) -> None:
    proc, loaded = _run(tmp_path, home, *args)
    assert proc.returncode == 0, proc.stderr
    assert expect in proc.stdout
    assert not loaded & NEVER, f"{args}: imported {sorted(loaded & NEVER)}"
    assert not loaded & NOT_ON_FAST_PATH, f"{args}: imported {sorted(loaded & NOT_ON_FAST_PATH)}"
    assert "memcli" in loaded  # the wrapper really ran mem


def test_typer_path_stays_free_of_models_and_jieba(tmp_path: Path, home: Path) -> None:
    """Through Typer (e.g. `mem --version` users, or `-h`), recall still never loads pydantic or jieba."""
    proc, loaded = _run(tmp_path, home, "recall", "蓝色风筝", target="app")
    assert proc.returncode == 0 and proc.stdout.startswith("r1\t")
    assert "typer" in loaded
    assert not loaded & (NEVER | {"pydantic", "numpy", "tiktoken", "rich"})


def test_wrapper_sees_heavy_imports(tmp_path: Path, home: Path) -> None:
    """Control: a command that does need pydantic (config validation) shows up as such."""
    proc, loaded = _run(tmp_path, home, "config", "get", "context.budget")
    assert proc.returncode == 0
    assert "pydantic" in loaded and "typer" in loaded


SAME = [
    ("recall", "蓝色风筝"),
    ("recall", "蓝色风筝", "--json", "-n", "1"),
    ("recall", "--limit=1", "walking", "--", "-river"),
    ("recall", "--cue", f"photo:sha256:{PHOTO[:8]}", "--json"),
    ("recall", "风筝", "--since", "2009-01-01", "--until=2011-01-01"),
    ("recall", "风筝", "--since", "last tuesday"),
    ("recall", "风筝", "--now", "2010-05-01", "--json"),
    ("recall", "风筝", "--now", "someday"),
    ("recall", "zzzz"),
    ("recall", "--cue", "photo:sha256:0000"),
    ("recall", "-", "--json"),
    ("read", "r1"),
    ("read", "--json", "r2"),
    ("read", "r999"),
    ("read", "x12"),
    ("cues",),
    ("cues", "--kind", "photo", "--json"),
    ("cues", "--kind=song"),
    # handed to Typer by the fast path: usage mistakes and help
    ("recall",),
    ("recall", "x", "--mode", "psychic"),
    ("recall", "x", "--since", "2020-01-01", "--until", "2019-01-01"),
    ("recall", "x", "-n", "0"),
    ("recall", "x", "-n5"),
    ("recall", "x", "--bogus"),
    ("read",),
    ("read", "r1", "r2"),
    ("cues", "extra"),
    ("recall", "-h"),
]


@pytest.mark.parametrize("args", SAME, ids=[" ".join(a) or "-" for a in SAME])
def test_fast_path_prints_exactly_what_typer_prints(tmp_path: Path, home: Path, args: tuple[str, ...]) -> None:
    fast, _ = _run(tmp_path, home, *args, target="entry", stdin="蓝色风筝\n")
    full, _ = _run(tmp_path, home, *args, target="app", stdin="蓝色风筝\n")
    assert (fast.returncode, fast.stdout, fast.stderr) == (full.returncode, full.stdout, full.stderr)
    assert "Traceback" not in fast.stderr


def test_parse_takes_only_plain_forms() -> None:
    recall = {"query": None, "cue": None, "mode": None, "limit": 10, "since": None, "until": None, "now_": None,
              "user": None, "json_": False}
    assert parse(["recall", "a", "b", "-n", "3", "--json"]) == (
        None, "recall", {**recall, "query": ["a", "b"], "limit": 3, "json_": True})
    assert parse(["--home", "/x", "read", "r1"]) == ("/x", "read", {"item_id": "r1", "user": None, "json_": False})
    assert parse(["--home=/x", "cues", "--kind", "photo"]) == ("/x", "cues", {"kind": "photo", "json_": False})
    assert parse(["recall", "--", "-n", "--json"]) == (None, "recall", {**recall, "query": ["-n", "--json"]})
    for argv in (["recall", "-h"], ["recall", "x", "--help"], ["--version"], ["import", "f"], ["recall", "-n"],
                 ["recall", "x", "-n", "abc"], ["read"], ["read", "--bogus", "r1"], ["cues", "x"], [],
                 ["recall", "x", "--mode", "FAST"], ["recall", "x", "--json=1"]):
        assert parse(argv) is None, argv
