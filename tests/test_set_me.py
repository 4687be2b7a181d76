"""Saying who "me" is after the import (issue #29 item 4), through the real CLI: ``mem me``, a re-import with
``--me``, ``user.names`` followed by a flush or ``mem reindex`` — each re-attributes the stored records of those
chats and derives profile, people and timeline again, without duplicating anything, without bringing back a
forgotten record, and with every new item under the forget cascade and the secrets rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import mem_run

# Two group chats written for these tests: in each, nothing tells which speaker is the user.
EN_CHAT = """05/06/2024, 19:01 - Nadia: Evening all! Long shift at the pharmacy today.
05/06/2024, 19:02 - 陈思远: 我在杭州开了一家面包店，每天五点起床。
05/06/2024, 19:03 - Nadia: My cat Latte keeps knocking my plants over.
05/06/2024, 19:04 - Ravi: I'm training for the Berlin marathon, I live in Manchester.
05/06/2024, 19:05 - 陈思远: 我对芒果过敏，夏天很难受。
05/06/2024, 19:06 - Nadia: I play the cello in a community orchestra.
05/06/2024, 19:07 - Nadia: My wifi password is tulip-7731-kiwi, don't share it.
"""
ZH_CHAT = """08/07/2024, 21:00 - 陈思远: 我是一名牙医，在广州工作。
08/07/2024, 21:01 - 王芳: 我最近搬到了厦门，在一家银行上班。
08/07/2024, 21:02 - 陈思远: 我对花粉过敏，春天最难熬。
08/07/2024, 21:03 - Tom: I'm a chef in Lisbon now, I live near the river.
08/07/2024, 21:04 - 陈思远: 我的银行卡密码是483920，别告诉别人。
08/07/2024, 21:05 - 王芳: 我喜欢弹吉他。
"""
CASES = {
    # name as the chat writes it, the name given (any case), what becomes the user's, what stays others'
    "en": (EN_CHAT, "Nadia", "nadia", {("interest", "instruments"): "cello"}, ["Manchester", "芒果", "面包店"],
           "tulip-7731-kiwi", ["Ravi", "陈思远"]),
    "zh": (ZH_CHAT, "陈思远", "陈思远", {("work", "title"): "牙医", ("health", "allergies"): "花粉"},
           ["厦门", "银行", "Lisbon", "chef", "吉他"], "483920", ["王芳", "Tom"]),
}


def ok(result) -> str:  # noqa: ANN001
    assert result.exit_code == 0, result.output
    return result.stdout


def _store(home: Path, tmp_path: Path, case: str, *import_args: str) -> Path:
    chat = tmp_path / f"WhatsApp Chat {case}.txt"
    chat.write_text(CASES[case][0], encoding="utf-8")
    ok(mem_run(home, "config", "set", "embedding.enabled", "false"))
    ok(mem_run(home, "import", str(chat), *import_args))
    ok(mem_run(home, "flush", "--no-llm"))
    return chat


def _profile(home: Path) -> dict[tuple[str, str], str]:
    return {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(ok(mem_run(home, "profile", "--json")))}


def _people(home: Path) -> dict[str, dict]:
    return {p["name"]: p["attributes"] for p in json.loads(ok(mem_run(home, "people", "--json")))}


def _counts(home: Path) -> dict[str, int]:
    stats = json.loads(ok(mem_run(home, "stats", "--json")))
    return {k: stats[k] for k in ("records", "memories", "events")}


def _everything(home: Path) -> str:
    """What the user can see of the derived layers."""
    return "\n".join(ok(mem_run(home, *args)) for args in (
        ("profile", "--json"), ("people", "--json"), ("timeline", "--json"), ("context", "--budget", "4000")))


@pytest.mark.parametrize("case", ["en", "zh"])
def test_mem_me_makes_the_speaker_the_user(home: Path, tmp_path: Path, case: str) -> None:
    _chat, speaker, given, mine, others, secret, other_people = CASES[case]
    _store(home, tmp_path, case)
    assert speaker in _people(home)  # before: the user is someone else in `mem people`
    assert not any(v in " ".join(_profile(home).values()) for v in mine.values())
    before = _counts(home)

    report = json.loads(ok(mem_run(home, "me", given, "--json")))
    assert report["chats"] == 1 and report["records"] >= len(mine) and report["now_user"] == report["records"]
    assert any(p.endswith(speaker) for p in report["people_removed"]), report
    profile = _profile(home)
    for slot, value in mine.items():
        assert value in profile.get(slot, ""), (slot, profile)
    text = " ".join(profile.values())
    assert not [o for o in others if o in text], profile  # nobody else's facts became the user's
    people = _people(home)
    assert speaker not in people and all(p in people for p in other_people), people
    after = _counts(home)
    assert after["records"] == before["records"] and after["events"] == before["events"]  # nothing duplicated
    assert secret not in _everything(home)  # the new items never copy a likely secret

    again = json.loads(ok(mem_run(home, "me", given, "--json")))  # a second time changes nothing
    assert again["records"] == 0 and again["marked"] == 0
    assert _counts(home) == after and _profile(home) == profile


def _derived(home: Path) -> tuple[dict, dict, dict]:
    return _profile(home), _people(home), _counts(home)


@pytest.mark.parametrize("case", ["en", "zh"])
@pytest.mark.parametrize("way", ["reimport", "user.names+flush", "user.names+reindex", "me --source"])
def test_every_way_of_saying_who_i_am_ends_as_an_import_with_me(home: Path, tmp_path: Path, case: str,
                                                                way: str) -> None:
    speaker = CASES[case][1]
    (tmp_path / "f").mkdir()
    _store(tmp_path / "first", tmp_path / "f", case, "--me", speaker)
    expected = _derived(tmp_path / "first")
    chat = _store(home, tmp_path, case)
    if way == "reimport":
        r = mem_run(home, "import", str(chat), "--me", speaker.upper())
        assert r.exit_code == 0 and "imported 0, skipped" in r.stdout, r.output
    elif way.startswith("user.names"):
        ok(mem_run(home, "config", "set", "user.names", json.dumps([speaker.lower()], ensure_ascii=False)))
        ok(mem_run(home, "flush", "--no-llm") if way.endswith("flush") else mem_run(home, "reindex"))
    else:
        ok(mem_run(home, "me", speaker, "--source", str(chat)))
    assert _derived(home) == expected


def test_user_names_change_back_and_forth(home: Path, tmp_path: Path) -> None:
    """Naming the wrong speaker, then the right one: the first one's facts leave the profile, nothing is
    watermarked on the way (the right facts come back), and the people index follows."""
    _store(home, tmp_path, "en")
    ok(mem_run(home, "config", "set", "user.names", '["Ravi"]'))
    ok(mem_run(home, "flush", "--no-llm"))
    assert "Ravi" not in _people(home) and "Nadia" in _people(home)
    ok(mem_run(home, "config", "set", "user.names", '["Nadia"]'))
    ok(mem_run(home, "flush", "--no-llm"))
    profile = _profile(home)
    assert "cello" in profile.get(("interest", "instruments"), "") and "Manchester" not in " ".join(profile.values())
    assert "Ravi" in _people(home) and "Nadia" not in _people(home)
    ok(mem_run(home, "config", "set", "user.names", '["Ravi"]'))
    ok(mem_run(home, "flush", "--no-llm"))
    ok(mem_run(home, "config", "set", "user.names", '["Nadia"]'))
    ok(mem_run(home, "flush", "--no-llm"))
    assert _profile(home) == profile


def test_a_forgotten_record_stays_forgotten_and_new_items_fall_under_the_cascade(home: Path, tmp_path: Path) -> None:
    _store(home, tmp_path, "zh")
    records = {r["text"]: r["id"] for r in _records(home)}
    dentist = next(rid for text, rid in records.items() if "牙医" in text)
    pollen = next(rid for text, rid in records.items() if "花粉" in text)
    ok(mem_run(home, "forget", dentist))
    ok(mem_run(home, "me", "陈思远"))
    profile = _profile(home)
    assert "牙医" not in " ".join(profile.values()) and "广州" not in " ".join(profile.values())
    assert "花粉" in profile[("health", "allergies")]
    assert "牙医" not in _everything(home)
    ok(mem_run(home, "forget", pollen))  # the slot `mem me` made cites its record: the cascade removes it
    assert ("health", "allergies") not in _profile(home)
    ok(mem_run(home, "import", str(tmp_path / "WhatsApp Chat zh.txt"), "--me", "陈思远"))
    ok(mem_run(home, "flush", "--no-llm"))
    assert "花粉" not in _everything(home) and "牙医" not in _everything(home)


def _records(home: Path) -> list[dict]:
    lines = ok(mem_run(home, "export")).splitlines()
    return [row for row in map(json.loads, lines) if row.get("type") == "record"]


def test_dry_run_and_bad_names_change_nothing(home: Path, tmp_path: Path) -> None:
    chat = _store(home, tmp_path, "en")
    before = ok(mem_run(home, "export"))
    dry = json.loads(ok(mem_run(home, "me", "Nadia", "--dry-run", "--json")))
    assert dry["dry_run"] and dry["records"] > 0 and dry["people_removed"]
    r = mem_run(home, "me", "Nobody")
    assert r.exit_code == 1 and r.stderr.startswith("mem: error: no imported chat has a speaker called Nobody")
    assert "Nadia" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = mem_run(home, "me", "Nadia", "--source", str(tmp_path / "never-imported.txt"))
    assert r.exit_code == 1 and "nothing was imported from" in r.stderr
    r = mem_run(home, "me", " ")
    assert r.exit_code == 2
    assert ok(mem_run(home, "export")) == before
    text = ok(mem_run(home, "me", "Nadia", "--source", str(chat)))
    assert "your words now" in text and "left the people index (it is you): p" in text


@pytest.mark.pg
@pytest.mark.parametrize("case,way", [("en", "me"), ("zh", "reimport"), ("en", "user.names+flush")])
def test_on_postgres(pg_url: str, tmp_path: Path, case: str, way: str) -> None:
    from conftest import mem_cli

    _chat, speaker, given, mine, others, secret, other_people = CASES[case]
    env = {"MEM_STORE": pg_url}
    home = tmp_path / "h"

    def run(*args: str) -> str:
        r = mem_cli(home, *args, env=env)
        assert r.returncode == 0, (args, r.stdout, r.stderr)
        return r.stdout

    chat = tmp_path / f"WhatsApp Chat {case}.txt"
    chat.write_text(CASES[case][0], encoding="utf-8")
    run("config", "set", "embedding.enabled", "false")
    run("import", str(chat))
    run("flush", "--no-llm")
    events = json.loads(run("stats", "--json"))["events"]
    assert speaker in {p["name"] for p in json.loads(run("people", "--json"))}
    if way == "me":
        assert json.loads(run("me", given, "--json"))["records"] > 0
    elif way == "reimport":
        run("import", str(chat), "--me", given)
    else:
        run("config", "set", "user.names", json.dumps([given], ensure_ascii=False))
        run("flush", "--no-llm")
    profile = {(s["topic"], s["sub_topic"]): s["content"] for s in json.loads(run("profile", "--json"))}
    for slot, value in mine.items():
        assert value in profile.get(slot, ""), (slot, profile)
    assert not [o for o in others if o in " ".join(profile.values())], profile
    people = {p["name"] for p in json.loads(run("people", "--json"))}
    assert speaker not in people and set(other_people) <= people
    assert json.loads(run("stats", "--json"))["events"] == events
    assert secret not in run("context", "--budget", "4000") + run("profile", "--json") + run("timeline", "--json")
    assert json.loads(run("me", given, "--json"))["records"] == 0
