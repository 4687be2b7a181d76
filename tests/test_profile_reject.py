"""``mem profile reject SLOT [--value V]`` (#33) on both store backends, through the real CLI.

A rejected single value gives way to the slot's newest earlier value and stays in the history marked
rejected; a list slot loses only the item named; neither comes back from the records it came from when
they are distilled again (``mem doctor --fix`` re-derives, a new import and flush run the extractor again); bad
requests are one clear line, exit 1, and change nothing.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from conftest import SAMPLE_DATA, mem_cli

pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.pg)])
def env(request: pytest.FixtureRequest) -> dict[str, str]:
    if request.param == "postgres":
        return {"MEM_STORE": request.getfixturevalue("pg_url")}
    return {}


def mem(home: Path, env: dict[str, str], *args: str) -> CompletedProcess[str]:
    return mem_cli(home, *args, env=env)


def ok(result: CompletedProcess[str]) -> str:
    assert result.returncode == 0, (result.returncode, result.stdout, result.stderr)
    return result.stdout


def _profile(home: Path, env: dict[str, str]) -> dict[str, list[dict[str, object]]]:
    by_slot: dict[str, list[dict[str, object]]] = {}
    for s in json.loads(ok(mem(home, env, "profile", "--history", "--json"))):
        by_slot.setdefault(f"{s['topic']}::{s['sub_topic']}", []).append(s)
    return by_slot


def _current(slots: dict[str, list[dict[str, object]]], slot: str) -> list[object]:
    return [s["content"] for s in slots.get(slot, []) if s["status"] == "active"]


def test_reject_a_value_and_an_item_and_they_stay_rejected(tmp_path: Path, env: dict[str, str]) -> None:
    data = tmp_path / "data"
    shutil.copytree(SAMPLE_DATA, data)
    home = tmp_path / "home"
    ok(mem(home, env, "import", str(data / "chat_openai.json"), str(data / "chatgpt_conversations.json"),
           str(data / "diary.md")))
    ok(mem(home, env, "flush", "--no-llm"))
    before = _profile(home, env)
    assert _current(before, "work::title") == ["软件工程师"]
    assert _current(before, "interest::food") == ["麻辣锅底、火锅"]

    out = json.loads(ok(mem(home, env, "profile", "reject", "work::title", "--json")))
    assert [r["value"] for r in out["rejected"]] == ["软件工程师"]
    assert [c["value"] for c in out["current"]] == ["software engineer"]  # the newest earlier value, back
    ok(mem(home, env, "profile", "reject", "interest::food", "--value", "火锅"))

    after = _profile(home, env)
    assert _current(after, "work::title") == ["software engineer"]
    assert _current(after, "interest::food") == ["麻辣锅底"]  # only that item
    rejected = [s for s in after["work::title"] if s["content"] == "软件工程师"]
    assert rejected and all(s["rejected"] and s["status"] == "superseded" for s in rejected)
    assert all(not s["rejected"] for slot, rows in after.items() if slot not in ("work::title", "interest::food")
               for s in rows)

    # its records distilled again: a repair that re-derives, and the diary (one entry longer) imported and
    # flushed again (a new statement of the value, later, is a new fact and may bring it back: not tested)
    ok(mem(home, env, "doctor", "--fix"))
    diary = data / "diary.md"
    diary.write_text(diary.read_text(encoding="utf-8") + "\n## 2025-02-01\n\n今天天气很好。\n", encoding="utf-8")
    ok(mem(home, env, "import", str(diary)))
    ok(mem(home, env, "flush", "--no-llm"))
    again = _profile(home, env)
    assert "软件工程师" not in _current(again, "work::title")
    assert not any("火锅" in str(c).split("、") for c in _current(again, "interest::food"))


def test_a_bad_rejection_is_one_line_and_changes_nothing(tmp_path: Path, env: dict[str, str]) -> None:
    home = tmp_path / "home"
    ok(mem(home, env, "import", str(SAMPLE_DATA / "diary.md")))
    ok(mem(home, env, "flush", "--no-llm"))
    before = ok(mem(home, env, "profile", "--history", "--json"))
    slots = {f"{s['topic']}::{s['sub_topic']}" for s in json.loads(before)}
    relationship = next((s for s in sorted(slots) if s.startswith("relationship::")), "relationship::mother")
    for args in (("nope::nothing",), ("work",), ("basic_info::name", "--value", "somebody else"), (relationship,)):
        r = mem(home, env, "profile", "reject", *args)
        assert r.returncode == 1 and r.stdout == "", (args, r.stdout, r.stderr)
        assert r.stderr.startswith("mem: error: ") and r.stderr.count("\n") == 1, (args, r.stderr)
    assert ok(mem(home, env, "profile", "--history", "--json")) == before
