"""``memcli.api``: typed values whose ``to_dict()`` is the CLI's ``--json``, and one error family.

The calls run on each backend (``[sqlite]``, ``[postgres]``): the API opens either the same way.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from backends import Backend
from conftest import SAMPLE_DATA, mem_run

from memcli import api
from memcli.core.errors import MemError, UsageError
from memcli.recall.fulltext import Hit

SAMPLES = [str(SAMPLE_DATA / n) for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]


def _fill(b: Backend, *paths: str) -> None:
    for args in (["config", "set", "embedding.enabled", "false"], ["import", *paths], ["flush", "--no-llm"]):
        r = mem_run(b.home, *args, env=b.env)
        assert r.exit_code == 0, r.output


@pytest.fixture(scope="module")
def sample(module_backend: Backend) -> Backend:
    """sample_data imported and distilled, once per backend for the module's reads."""
    _fill(module_backend, *SAMPLES)
    return module_backend


def _cli(b: Backend, *args: str) -> object:
    r = mem_run(b.home, *args, "--json", env=b.env)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_reads_return_typed_values_equal_to_the_cli_json(sample: Backend) -> None:
    state = sample.state()
    try:
        result = api.recall(state, "风筝", limit=3)
        assert isinstance(result, api.RecallResult) and all(isinstance(h, Hit) for h in result.hits)
        assert result.hits[0].id == "r42" and result.warnings == []
        assert result.to_list() == _cli(sample, "recall", "风筝", "-n", "3")

        item = api.read(state, "r42")
        assert isinstance(item, api.Item) and item.kind == "record" and item.sources == ["r42"]
        assert item.to_dict() == _cli(sample, "read", "r42")

        slots = api.profile(state, topic="work")
        assert slots and all(isinstance(s, api.ProfileSlot) and s.topic == "work" for s in slots)

        events = api.timeline(state, last=2)
        assert len(events) == 2 and all(isinstance(e, api.Event) for e in events)
        assert [e.to_dict() for e in events] == _cli(sample, "timeline", "-n", "2")

        pack = api.context(state, query="风筝", budget=700, now="2025-01-10")
        assert pack.used <= 700
        assert pack.to_dict() == _cli(sample, "context", "--query", "风筝", "--budget", "700", "--now", "2025-01-10")

        report = api.forget(state, ["r42"], dry_run=True)
        assert isinstance(report, api.ForgetReport) and report.dry_run and report.counts["records"] == 1
        assert report.lines()[0].startswith("would forget r42 (record)")
        assert api.read(state, "r42").id == "r42"  # a dry run changes nothing
    finally:
        state.close()


def test_errors_are_one_family_and_leave_the_store_alone(backend: Backend, tmp_path: Path) -> None:
    _fill(backend, SAMPLES[2])
    state = backend.state()
    before = api.recall(state, "风筝").to_list()
    with pytest.raises(UsageError) as usage:
        api.recall(state, "风筝", limit=0)
    assert usage.value.param_hint == "-n"
    for call in (
        lambda: api.recall(state, "", cue=None),
        lambda: api.recall(state, "x", mode="psychic"),
        lambda: api.recall(state, "x", since="2021-01-02", until="2021-01-01"),
    ):
        with pytest.raises(UsageError):
            call()
    for call in (
        lambda: api.read(state, "r99999"),
        lambda: api.read(state, "nonsense"),
        lambda: api.recall(state, "x", since="not a date"),
        lambda: api.context(state, query="-"),  # no stdin given: refused, never blocks
        lambda: api.context(state, unit="words"),
        lambda: api.record(state, "  \n "),
        lambda: api.forget(state, []),
        lambda: api.import_paths(state, [str(tmp_path / "missing.json")]),
    ):
        with pytest.raises(MemError):
            call()
    assert api.recall(state, "风筝").to_list() == before
    assert api.context(state, query="-", stdin=io.StringIO("风筝"), budget=500).to_dict()["used"] <= 500


def test_writes(backend: Backend) -> None:
    _fill(backend, SAMPLES[2])
    state = backend.state()
    rec = api.record(state, "今天去看了皮影戏", at="2024-05-01", tags=["show"])
    assert isinstance(rec, api.Recorded) and rec.to_dict() == {"id": rec.id}
    assert api.record(state, "今天去看了皮影戏", at="2024-05-01", tags=["show"]).id == rec.id  # idempotent
    assert api.recall(state, "皮影戏").hits[0].id == rec.id
    seen: list[dict[str, object]] = []
    imported = api.import_paths(state, [str(SAMPLE_DATA / "diary.md")], on_source=seen.append)
    assert isinstance(imported, api.ImportReport) and imported.imported == 0 and imported.skipped > 0
    assert seen == imported.sources
    gone = api.forget(state, [rec.id])
    assert not gone.dry_run and gone.counts["records"] == 1
    assert api.recall(state, "皮影戏").hits == []


def test_a_session_is_for_the_user_it_names(backend: Backend) -> None:
    """Whose memory a session is, is said once (``open_store(home, user=...)``); its writes and reads are theirs."""
    ann, bob = backend.state("ann"), backend.state("bob")
    written = api.record(ann, "ann flew a red kite", at="2024-05-01")
    assert api.read(ann, written.id).to_dict()["user"] == "ann"
    with pytest.raises(MemError, match="no such item"):
        api.read(bob, written.id)
    assert [h.id for h in api.recall(ann, "kite").hits] == [written.id] and api.recall(bob, "kite").hits == []
    assert api.stats(ann)["records"] == 1 and api.stats(bob)["records"] == 0
    with pytest.raises(MemError):
        api.forget(bob, [written.id])  # another user's item is not bob's to forget
    assert api.read(ann, written.id).id == written.id


def test_init_creates_once_and_reports_what_it_did(tmp_path: Path) -> None:  # SQLite's own: it makes files
    home = tmp_path / "fresh"
    state = api.open_store(home)
    first = api.init(state)
    assert isinstance(first, api.InitReport)
    assert first.to_dict() == {"location": str(home), "database": False, "existed": False, "read_only": False,
                               "wrote_config": True}
    assert (home / "mem.db").is_file() and (home / "config.toml").is_file()
    config = (home / "config.toml").read_bytes()
    again = api.init(api.open_store(home))
    assert (again.existed, again.wrote_config, again.read_only) == (True, False, False)
    assert (home / "config.toml").read_bytes() == config  # an existing config is never rewritten
    assert "store already exists at" in mem_run(home, "init").stderr
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    with pytest.raises(MemError):
        api.init(api.open_store(blocked / "home"))  # the folder cannot be made: one MemError
    assert blocked.read_text(encoding="utf-8") == "not a folder"
