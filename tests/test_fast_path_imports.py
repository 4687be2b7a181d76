"""The fast commands must not import heavy libraries, and the fast path must agree with Typer.

``mem recall`` (fast mode), ``mem read``, ``mem cues`` and the small reads
(``stats``, ``profile``, ``timeline``, ``people``, ``config show``,
``doctor``) run in a fresh
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
import shutil
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from conftest import SAMPLE_DATA, mem_proc
from memcli.cli.fastpath import parse
from memcli.core.record_types import Cue, NewRecord
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
    """Through Typer (`-h`, a rare option), recall still never loads jieba, NumPy or tiktoken.

    pydantic does load there: Typer coerces every parameter through a pydantic TypeAdapter.
    """
    proc, loaded = _run(tmp_path, home, "recall", "蓝色风筝", target="app")
    assert proc.returncode == 0 and proc.stdout.startswith("r1\t")
    assert "typer" in loaded and "pydantic" in loaded
    assert not loaded & (NEVER | {"numpy", "tiktoken", "rich"})


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


@pytest.fixture(scope="module")
def flushed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped sample data imported and flushed offline: a profile, events and people to read."""
    home = tmp_path_factory.mktemp("fast-reads") / "home"
    for args in (["import", *sorted(str(p) for p in SAMPLE_DATA.iterdir() if p.is_file())], ["flush", "--no-llm"]):
        proc = mem_proc(home, *args, timeout=600)
        assert proc.returncode == 0, proc.stderr
    return home


READS = [
    (("stats",), "records\t56"),
    (("stats", "--json"), '"records": 56'),
    (("profile",), "::"),
    (("profile", "--json", "--history"), '"sub_topic"'),
    (("timeline", "-n", "5"), "  e"),
    (("timeline", "--last=2", "--json", "--by", "year"), '"occurred_at"'),
    (("people",), "林小雪"),
    (("people", "林小雪", "--json"), '"relation"'),
    (("config", "show"), "context.budget = "),
    (("config", "show", "--json"), '"recall"'),
    (("doctor",), "store is healthy"),
]


@pytest.mark.parametrize(("args", "expect"), READS, ids=[" ".join(a) for a, _ in READS])
def test_small_reads_run_on_the_fast_path(tmp_path: Path, flushed: Path, args: tuple[str, ...], expect: str) -> None:
    proc, loaded = _run(tmp_path, flushed, *args)
    assert proc.returncode == 0, proc.stderr
    assert expect in proc.stdout
    allowed = {"numpy"} if args[0] == "doctor" else set()  # the vector file check
    assert not loaded & (NEVER | NOT_ON_FAST_PATH) - allowed, f"{args}: imported {sorted(loaded & NOT_ON_FAST_PATH)}"
    assert "memcli" in loaded


READS_SAME = [
    *(args for args, _ in READS),
    ("profile", "-t", "nosuchtopic"),
    ("profile", "--user", "nobody"),
    ("timeline", "--since", "2030-01-01"),
    ("timeline", "--on", "2024-03-10"),
    ("timeline", "--chart"),
    ("people", "nobody-known"),
    ("people", "--history"),
    ("doctor", "--json"),
    # handed to Typer by the fast path
    ("stats", "--bogus"),
    ("stats", "extra"),
    ("stats", "--help"),
    ("profile", "-h"),
    ("timeline", "-n", "0"),
    ("timeline", "-n5"),
    ("timeline", "--by", "week"),
    ("timeline", "--html"),
    ("people", "a", "b"),
    ("config",),
    ("config", "show", "--bogus"),
    ("doctor", "--fix=yes"),
]


@pytest.mark.parametrize("args", READS_SAME, ids=[" ".join(a) for a in READS_SAME])
def test_small_reads_print_exactly_what_typer_prints(tmp_path: Path, flushed: Path, args: tuple[str, ...]) -> None:
    fast, _ = _run(tmp_path, flushed, *args, target="entry")
    full, _ = _run(tmp_path, flushed, *args, target="app")
    assert (fast.returncode, fast.stdout, fast.stderr) == (full.returncode, full.stdout, full.stderr)
    assert "Traceback" not in fast.stderr


@pytest.mark.parametrize(("args", "message"), [
    (("stats", "--bogus"), "No such option: --bogus"),
    (("timeline", "-n", "0"), "Invalid value for '-n' / '--last'"),
    (("people", "a", "b"), "Got unexpected extra argument(s) (b)"),
])
def test_what_the_fast_path_declines_reaches_typer(tmp_path: Path, flushed: Path, args: tuple[str, ...],
                                                    message: str) -> None:
    proc, loaded = _run(tmp_path, flushed, *args)
    assert proc.returncode == 2 and message in proc.stderr and f"Usage: mem {args[0]}" in proc.stderr
    assert "typer" in loaded


def test_help_of_a_fast_command_is_typers(tmp_path: Path, flushed: Path) -> None:
    proc, loaded = _run(tmp_path, flushed, "timeline", "--help")
    assert proc.returncode == 0 and proc.stdout.startswith("Usage: mem timeline") and "--html" in proc.stdout
    assert "typer" in loaded


def test_doctor_exits_1_on_both_paths(tmp_path: Path, flushed: Path) -> None:
    broken = tmp_path / "broken"
    shutil.copytree(flushed, broken)
    conn = sqlite3.connect(broken / "mem.db", isolation_level=None)
    conn.execute("INSERT INTO events_fts(rowid, body) VALUES (99999, 'ghost')")
    conn.close()
    fast, loaded = _run(tmp_path, broken, "doctor")
    full, _ = _run(tmp_path, broken, "doctor", target="app")
    assert fast.returncode == 1 and "PROBLEM" in fast.stdout and "typer" not in loaded
    assert (fast.returncode, fast.stdout, fast.stderr) == (full.returncode, full.stdout, full.stderr)


def test_parse_takes_the_small_reads() -> None:
    assert parse(["config", "show", "--json"]) == (None, "config show", {"json_": True})
    assert parse(["people"]) == (None, "people", {"who": None, "user": None, "history": False, "json_": False})
    assert parse(["people", "上司"])[2]["who"] == "上司"  # type: ignore[index]
    assert parse(["timeline", "-n", "3"])[2]["last"] == 3  # type: ignore[index]
    for argv in (["config"], ["config", "get", "x"], ["timeline", "--html", "t.html"], ["timeline", "--html=t.html"],
                 ["doctor", "--fix=1"], ["people", "a", "b"], ["stats", "--store", "x"], ["--store", "x", "stats"]):
        assert parse(argv) is None, argv
