"""The everyday edges of the command line (issue: config, error styles, empties, help, completion).

Through the real CLI: ``mem_run`` (the Typer app, in process) and, where the
Typer-free fast path of ``recall``/``context`` matters, the console script's
entry point in a subprocess.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import SAMPLE_DATA, mem_proc, mem_run, use_fast_embedder




@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("edges") / "store"
    use_fast_embedder(home)
    assert mem_run(home, "import", str(SAMPLE_DATA / "diary.md"), str(SAMPLE_DATA / "chat_openai.json")).exit_code == 0
    assert mem_run(home, "flush", "--no-llm").exit_code == 0
    return home


# --- config set validates with the loader's schema ---------------------------------------------

@pytest.mark.parametrize(
    ("key", "value", "says"),
    [
        ("user.timezone", '"Mars/Olympus"', "unknown time zone 'Mars/Olympus'"),
        ("user.timezone", "Mars/Olympus", "unknown time zone 'Mars/Olympus'"),
        ("llm.base_url", '"not a url"', "'not a url' is not an http(s) URL"),
        ("llm.base_url", '"ftp://example.org"', "is not an http(s) URL"),
        ("llm.api_key_env", '"MY KEY"', "is not an environment variable name"),
        ("context.budget", "-5", "greater than or equal to 1"),
    ],
)
def test_config_set_refuses_what_the_loader_would_refuse(tmp_path: Path, key: str, value: str, says: str) -> None:
    home = tmp_path / "store"
    fresh = mem_run(home, "config", "set", key, value)
    assert fresh.exit_code == 1 and says in fresh.stderr and "No such option" not in fresh.stderr
    assert not home.exists()  # refused before anything was created
    assert mem_run(home, "config", "set", "context.budget", "900").exit_code == 0
    before = (home / "config.toml").read_bytes()
    r = mem_run(home, "config", "set", key, value)
    assert r.exit_code == 1 and r.stderr.startswith(f"mem: error: invalid value for {key}: ") and says in r.stderr
    assert (home / "config.toml").read_bytes() == before
    # and the commands that read the zone keep working
    assert mem_run(home, "record", "--at", "2024-05-01", "今天下雨").exit_code == 0
    assert mem_run(home, "context", "--budget", "300").exit_code == 0


def test_config_set_takes_good_values_and_negative_numbers(tmp_path: Path) -> None:
    home = tmp_path / "store"
    for key, value in (("user.timezone", "Asia/Shanghai"), ("llm.base_url", "http://127.0.0.1:8080/v1"),
                       ("recall.weight_recency", "-0.5"), ("buffer.idle_flush_minutes", "0")):
        r = mem_run(home, "config", "set", key, value)
        assert r.exit_code == 0, r.stderr
    assert mem_run(home, "config", "get", "recall.weight_recency").stdout.strip() == "-0.5"
    assert mem_run(home, "config", "get", "user.timezone").stdout.strip() == "Asia/Shanghai"


def test_a_hand_edited_bad_zone_is_reported_by_the_loader(tmp_path: Path) -> None:
    home = tmp_path / "store"
    home.mkdir()
    (home / "config.toml").write_text('[user]\ntimezone = "Mars/Olympus"\n', encoding="utf-8")
    r = mem_run(home, "config", "show")
    assert r.exit_code == 1 and "user.timezone: unknown time zone 'Mars/Olympus'" in r.stderr


# --- one error style: choices are usage errors (exit 2), on both paths ----------------------------

@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["context", "--unit", "chars"], "'--unit'"),
        (["context", "--mode", "turbo"], "'--mode'"),
        (["context", "--budget", "500", "--unit", "chars", "--query", "x"], "'--unit'"),
        (["recall", "--mode", "turbo", "风筝"], "'--mode'"),
    ],
)
def test_bad_choices_on_the_fast_path_are_usage_errors(store: Path, args: list[str], option: str) -> None:
    proc = mem_proc(store, *args)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == "" and f"Invalid value for {option}" in proc.stderr and "mem: error" not in proc.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["context", "--unit", "chars"],
        ["export", "--format", "csv"],
        ["import", "--format", "nosuch", str(SAMPLE_DATA / "diary.md")],
        ["record", "--role", "bot", "hello"],
        ["timeline", "--by", "week", "--chart"],
        ["recall", "--mode", "turbo", "x"],
    ],
    ids=lambda a: " ".join(a[:2]),
)
def test_bad_choices_are_usage_errors_everywhere(store: Path, args: list[str]) -> None:
    before = (store / "mem.db").stat().st_mtime_ns
    r = mem_run(store, *args)
    assert r.exit_code == 2 and "Invalid value for" in r.stderr and "is not one of" in r.stderr
    assert (store / "mem.db").stat().st_mtime_ns == before


def test_choices_are_case_insensitive_as_before(store: Path) -> None:
    assert mem_proc(store, "context", "--budget", "300", "--unit", "TOKENS").returncode == 0
    assert mem_run(store, "recall", "--mode", "Fast", "风筝").exit_code == 0


# --- empties say why ---------------------------------------------------------------------------

def test_a_budget_below_the_header_says_so(store: Path) -> None:
    for run in (lambda *a: mem_proc(store, *a), lambda *a: mem_run(store, *a)):
        r = run("context", "--budget", "30")
        code = r.returncode if hasattr(r, "returncode") else r.exit_code
        assert code == 0 and r.stdout == ""
        m = re.search(r"budget \(30 tokens\) is below the pack's header \((\d+) tokens\)", r.stderr)
        assert m, r.stderr
        need = int(m.group(1))
        assert mem_proc(store, "context", "--budget", str(need)).stdout.startswith("# Memory context")
        assert mem_proc(store, "context", "--budget", str(need - 1)).stdout == ""


def test_filtered_empties_say_nothing_matches(store: Path) -> None:
    r = mem_run(store, "timeline", "--since", "2099-01-01")
    assert r.exit_code == 0 and r.stdout == ""
    assert "nothing matches --since 2099-01-01" in r.stderr and "no events yet" not in r.stderr
    r = mem_run(store, "profile", "--topic", "nosuch")
    assert "nothing matches --topic nosuch" in r.stderr and "work" in r.stderr and "empty" not in r.stderr
    # --user is whose store it is, not a filter: another user's store is empty, and names nobody else's topics
    r = mem_run(store, "profile", "--user", "nobody", "--topic", "work")
    assert "the profile is empty" in r.stderr and "default" not in r.stderr and "work" not in r.stdout
    # unfiltered on an empty store: still the invitation to import
    empty = store.parent / "empty"
    assert mem_run(empty, "init").exit_code == 0
    assert "no events yet" in mem_run(empty, "timeline", "--since", "2020-01-01").stderr
    assert "the profile is empty" in mem_run(empty, "profile", "--topic", "work").stderr


# --- help and completion -----------------------------------------------------------------------

def _commands(help_text: str) -> list[str]:
    section = help_text.split("Commands:\n", 1)[1]
    return [line.split()[0] for line in section.splitlines() if line.startswith("  ") and not line.startswith("   ")]


def test_help_shows_whole_sentences_formats_and_readable_metavars(tmp_path: Path) -> None:
    top = mem_run(tmp_path, "--help")
    assert top.exit_code == 0
    listing = top.stdout.split("Commands:", 1)[1]
    assert "..." not in listing and "…" not in listing
    assert "Search everything in the store: records, memories and events, best first." in " ".join(top.stdout.split())
    from memcli.importers import FORMAT_NAMES
    from memcli.importers.base import all_importers

    assert FORMAT_NAMES == tuple(i.name for i in all_importers())
    imp = " ".join(mem_run(tmp_path, "import", "--help").stdout.split())
    assert all(re.search(rf"\b{name}\b", imp) for name in FORMAT_NAMES) and "…" not in imp
    groups = {"config": ["show", "get", "set", "path"], "persona": ["set", "show", "clear"], "profile": [None, "reject"]}
    for name in _commands(top.stdout):
        for sub in groups.get(name, [None]):
            out = mem_run(tmp_path, name, *([sub] if sub else []), "--help").stdout
            options = out.split("Options:", 1)[-1]
            assert not re.search(r"<(str|int|float|path|Path|list\[[^\]]*\])[^>]*>", options), (name, sub, options)
            assert "{paths}" not in out and "{key}" not in out
    context = mem_run(tmp_path, "context", "--help").stdout
    assert "--unit [tokens|bytes]" in context and "--mode [fast|semantic|deep]" in context
    assert "--budget N" in context and "--now DATE" in context
    assert "{PATH}..." in mem_run(tmp_path, "import", "--help").stdout


@pytest.mark.parametrize("argv", [("import",), ("recall",), ("read",), ("config", "set"), ("persona", "set")])
def test_help_names_arguments_plainly_through_the_real_cli(tmp_path: Path, argv: tuple[str, ...]) -> None:
    """The Arguments section shows the metavar alone (``PATH``), never Typer's ``PATH <list[str]>``."""
    proc = subprocess.run([sys.executable, "-m", "memcli", "--home", str(tmp_path), *argv, "--help"],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "COLUMNS": "100"})
    assert proc.returncode == 0, proc.stderr
    arguments = proc.stdout.split("Arguments:\n", 1)[1].split("Options:", 1)[0]
    names = [line.split()[0] for line in arguments.splitlines() if line.startswith("  ") and not line.startswith("   ")]
    assert names and all(n.isupper() for n in names), arguments
    assert "<" not in arguments and ">" not in arguments.replace("->", ""), arguments
    if argv == ("import",):
        assert re.search(r"^  PATH  +Files to import", arguments, re.M), arguments


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("mem import --format w", {"wechat", "whatsapp"}),
        ("mem recall --mode ", {"fast", "semantic", "deep"}),
        ("mem context --unit ", {"tokens", "bytes"}),
        ("mem export --format ", {"jsonl", "markdown", "md"}),
        ("mem config set user.t", {"user.timezone"}),
        ("mem config get context.bu", {"context.budget"}),
    ],
)
def test_shell_completion_offers_the_values(tmp_path: Path, line: str, expected: set[str]) -> None:
    env = {"_MEM_COMPLETE": "complete_bash", "COMP_WORDS": line, "COMP_CWORD": str(len(line.split(" ")) - 1)}
    proc = subprocess.run([sys.executable, "-m", "memcli"], capture_output=True, text=True,
                          env={**os.environ, **env}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert set(proc.stdout.split()) == expected


def test_mem_mcp_without_the_sdk_is_one_clear_line(tmp_path: Path) -> None:
    """The MCP SDK is an extra: when it cannot be imported, `mem mcp` says how to install it (exit 1)."""
    code = (
        "import sys\n"
        "sys.modules['mcp'] = None  # as if the SDK were not installed: importing it raises ImportError\n"
        "from memcli.cli.entry import main\n"
        f"sys.argv = ['mem', '--home', {str(tmp_path / 'home')!r}, 'mcp']\n"
        "main()\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.startswith("mem: error: `mem mcp` needs the MCP SDK"), proc.stderr
    assert "pip install 'memcli[mcp]'" in proc.stderr and proc.stderr.count("\n") == 1
