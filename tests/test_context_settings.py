"""The Typer-free `mem context` path: same settings, same bytes, fewer imports."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import mem_run
from test_context_support import life_store

from memcli.config.schema import load_config
from memcli.cli.fastpath import parse
from memcli.config.light import LightSettings, read_light_settings


def test_light_settings_read_valid_files_and_refuse_doubtful_ones(tmp_path: Path) -> None:
    light = light_from(tmp_path, '[context]\nbudget = 500\nprofile_ratio = 1\nprefer_topics = ["health"]\n'
                       '[user]\nname = "Lin"\n[llm]\nmodel = "x"\n[recall]\nmode = "fast"\ncandidates = 300\n')
    assert light.context.budget == 500 and light.context.profile_ratio == 1.0
    assert light.context.prefer_topics == ["health"] and light.user.name == "Lin"
    assert_refused(tmp_path, ('[context]\nbudget = "big"\n', "[context]\nbudget = 0\n", "[context]\nunit = 'words'\n",
                              "[context]\nsurprise = 1\n", "[nonsense]\nx = 1\n", "[context\n"))


def light_from(home: Path, text: str) -> LightSettings:
    """The light settings read from *text* as config.toml; they must be readable."""
    (home / "config.toml").write_text(text, encoding="utf-8")
    light = read_light_settings(home)
    assert light is not None, text
    return light


def assert_refused(home: Path, files: tuple[str, ...]) -> None:
    """Each config.toml text makes the light reader step aside (None: the validated loader decides)."""
    for text in files:
        (home / "config.toml").write_text(text, encoding="utf-8")
        assert read_light_settings(home) is None, text


def test_light_settings_carry_what_semantic_recall_reads(tmp_path: Path) -> None:
    """recall.* and embedding.* are read as pydantic would read them, or not at all."""
    light = light_from(tmp_path, '[recall]\nmode = "semantic"\nweight_recency = 5\nrecency_half_life_days = 0.5\n'
                       'usage_weighting = true\ntype_weights = { record = 2, agreement = 1.5 }\n'
                       '[embedding]\nquery_encoder = "float"\nbatch_size = 8\n')
    full = load_config(tmp_path)
    for section, key in (("recall", "mode"), ("recall", "weight_recency"), ("recall", "recency_half_life_days"),
                         ("recall", "usage_weighting"), ("recall", "type_weights"), ("recall", "weight_text"),
                         ("embedding", "query_encoder"), ("embedding", "batch_size"), ("embedding", "enabled")):
        got, want = getattr(getattr(light, section), key), getattr(getattr(full, section), key)
        assert got == want and type(got) is type(want), (section, key, got, want)
    assert light.recall.type_weights == {"record": 2.0, "agreement": 1.5}  # replaces the defaults, as pydantic does
    assert_refused(tmp_path, ("[recall]\nrecency_half_life_days = 0\n", "[recall]\ncandidates = 5\n",
                              "[recall]\ntype_weights = { record = true }\n", "[recall]\ntype_weights = 1\n",
                              "[recall]\nweight_text = true\n", "[recall]\nsurprise = 1\n",
                              '[embedding]\nenabled = "yes"\n', '[embedding]\nquery_encoder = "fp16"\n',
                              "[embedding]\nbatch_size = 0\n", "[embedding]\nx = 1\n"))


def test_parse_fast_takes_only_plain_forms() -> None:
    parsed = parse(["--home", "/h", "context", "--budget", "90", "-q", "kite", "--prefer-topics", "a,b",
                    "--prefer-topics=c", "--json"])
    assert parsed is not None
    home, command, params = parsed
    assert (home, command) == ("/h", "context") and params["budget"] == 90 and params["query"] == "kite"
    assert params["json_"] and params["prefer_topics"] == ["a,b", "c"] and params["only_topics"] is None
    for argv in (["context", "--help"], ["context", "--budget", "-5"], ["context", "--budget", "x"],
                 ["context", "stray"], ["context", "--query"], ["context", "-bq"], ["context", "--unit", "Bytes"]):
        assert parse(argv) is None, argv


@pytest.mark.parametrize(
    "args",
    [
        ("--budget", "700", "--now", "2024-01-01", "--query", "Mount Tai"),
        ("--budget", "2000", "--unit", "bytes", "--now", "2024-01-01", "--json"),
        ("--budget", "0"),
        ("--budget", "900", "--mode", "bogus"),
    ],
)
def test_fast_path_prints_exactly_what_typer_prints(tmp_path: Path, args: tuple[str, ...]) -> None:
    home, _ = life_store(tmp_path)
    typer_code, typer_out, typer_err = mem_run(home, "context", *args)
    env = {k: v for k, v in os.environ.items() if k != "MEM_HOME"}
    proc = subprocess.run(
        [sys.executable, "-c", "from memcli.cli.entry import main; main()", "--home", str(home), "context", *args],
        capture_output=True, text=True, env=env,
    )
    assert (proc.returncode, proc.stdout, proc.stderr) == (typer_code, typer_out, typer_err)
    if "--json" in args:
        assert json.loads(proc.stdout)["unit"] == "bytes"


def test_fast_context_imports_neither_typer_nor_pydantic_nor_models(tmp_path: Path) -> None:
    home, _ = life_store(tmp_path)
    script = (
        "import sys\n"
        "from memcli.cli.entry import main\n"
        f"sys.argv = ['mem', '--home', {str(home)!r}, 'context', '--budget', '900', '--query', '放风筝 Mount Tai']\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as exc:\n"
        "    assert exc.code == 0, exc.code\n"
        "heavy = [m for m in ('typer', 'pydantic', 'torch', 'sentence_transformers', 'jieba', 'rjieba', 'rich')"
        " if m in sys.modules]\n"
        "sys.stderr.write('HEAVY=' + ','.join(heavy))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert "## Relevant memories" in proc.stdout
    assert proc.stderr.strip().endswith("HEAVY="), proc.stderr
    # the tokenizer cache was written into the store and gives the same counts
    assert (home / "cache" / "cl100k_base.marshal").exists()


def test_cached_tokenizer_counts_exactly_like_the_bundled_one(tmp_path: Path) -> None:
    texts = ["hello world\n", "蓝色风筝飞得好高好高！\n", "- 2024-05-01 · Mia: ok… 'll 're 😀\n", "  · x\n", "a" * 300]
    code = (
        "import json, sys\n"
        "from pathlib import Path\n"
        "from memcli.core.tokens import prime_encoding\n"
        "if sys.argv[1] == 'cached':\n"
        "    prime_encoding(Path(sys.argv[2]))\n"
        "from memcli.core.textproc import count_tokens\n"
        f"print(json.dumps([count_tokens(t) for t in {texts!r}]))\n"
    )
    cache = tmp_path / "cache"
    first = subprocess.run([sys.executable, "-c", code, "cached", str(cache)], capture_output=True, text=True,
                           check=True).stdout  # writes the cache
    assert (cache / "cl100k_base.marshal").exists()
    cached = subprocess.run([sys.executable, "-c", code, "cached", str(cache)], capture_output=True, text=True,
                            check=True).stdout  # reads it
    plain = subprocess.run([sys.executable, "-c", code, "plain", ""], capture_output=True, text=True,
                           check=True).stdout
    assert first == cached == plain
    # a damaged cache is ignored, not trusted
    (cache / "cl100k_base.marshal").write_bytes(b"garbage")
    damaged = subprocess.run([sys.executable, "-c", code, "cached", str(cache)], capture_output=True, text=True,
                             check=True).stdout
    assert damaged == plain
