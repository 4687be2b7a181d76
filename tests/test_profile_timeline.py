"""``mem profile``, ``mem timeline``, ``mem cron`` and profile upkeep, through the CLI."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from conftest import mem_run


def _cfg(home: Path, **values: str) -> None:
    for key, value in {"embedding.enabled": "false", **values}.items():
        r = mem_run(home, "config", "set", key, value)
        assert r.exit_code == 0, r.output


def _record(home: Path, text: str, at: str) -> None:
    r = mem_run(home, "record", text, "--at", at)
    assert r.exit_code == 0, r.output


def _flush(home: Path) -> dict:
    r = mem_run(home, "flush", "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.fixture
def diary_home(home: Path) -> Path:
    _cfg(home)
    _record(home, "我叫林小雨，我住在上海。我特别喜欢吃火锅，也喜欢爵士乐。", "2024-01-05T21:00:00+08:00")
    _record(home, "My name is Rain. I work as a software engineer at Xinghe Tech. I'm allergic to peanuts.", "2024-02-10T21:00:00+08:00")
    _record(home, "昨天和阿杰去爬山了，好累但是很开心。", "2024-03-06T21:00:00+08:00")
    _record(home, "Last Friday my sister Lily visited and we cooked hotpot together.", "2024-04-15T20:00:00+08:00")
    _flush(home)
    return home


def test_profile_plain_json_and_topic_filter(diary_home: Path) -> None:
    r = mem_run(diary_home, "profile")
    assert r.exit_code == 0
    lines = r.stdout.strip().splitlines()
    assert all(re.fullmatch(r"[a-z_]+::[a-z_]+: .+", ln) for ln in lines), lines
    assert "basic_info::name: Rain" in lines  # the later English statement replaced 林小雨
    assert "work::title: software engineer" in lines and "work::company: Xinghe Tech" in lines
    assert lines.index("basic_info::name: Rain") < lines.index("work::title: software engineer")  # configured topic order
    data = json.loads(mem_run(diary_home, "profile", "--json").stdout)
    assert all(set(s) >= {"topic", "sub_topic", "content", "updated_at", "sources"} for s in data)
    assert all(s["id"].startswith("m") for s in data)
    work = json.loads(mem_run(diary_home, "profile", "--topic", "work", "--json").stdout)
    assert {s["topic"] for s in work} == {"work"} and len(work) == 2
    hist = json.loads(mem_run(diary_home, "profile", "--topic", "basic_info", "--history", "--json").stdout)
    names = [(s["content"], s["status"]) for s in hist if s["sub_topic"] == "name"]
    assert ("林小雨", "superseded") in names and ("Rain", "active") in names
    assert "(until 2024-02-10)" in mem_run(diary_home, "profile", "--history").stdout


def test_profile_empty_store_is_friendly(home: Path) -> None:
    assert mem_run(home, "init").exit_code == 0  # an empty store (a missing one is an error: nothing is created)
    r = mem_run(home, "profile")
    assert r.exit_code == 0 and r.stdout == "" and "profile is empty" in r.stderr
    assert json.loads(mem_run(home, "profile", "--json").stdout) == []


def test_timeline_filters_and_shapes(diary_home: Path, tmp_path: Path) -> None:
    tl = json.loads(mem_run(diary_home, "timeline", "--json").stdout)
    assert len(tl) == 4
    assert [e["occurred_at"][:10] for e in tl] == ["2024-01-05", "2024-02-10", "2024-03-06", "2024-04-15"]
    assert all(set(e) >= {"id", "occurred_at", "summary", "gists", "tags", "sources"} for e in tl)
    assert any("2024-03-05" in g for g in tl[2]["gists"]) and any("2024-04-12" in g for g in tl[3]["gists"])
    assert "运动" in tl[2]["tags"] and "family" in tl[3]["tags"]
    last2 = json.loads(mem_run(diary_home, "timeline", "-n", "2", "--json").stdout)
    assert [e["id"] for e in last2] == [e["id"] for e in tl[2:]]
    since = json.loads(mem_run(diary_home, "timeline", "--since", "2024-02-01", "--until", "2024-03-31", "--json").stdout)
    assert [e["id"] for e in since] == [tl[1]["id"], tl[2]["id"]]
    on = json.loads(mem_run(diary_home, "timeline", "--on", "2024-03-06", "--json").stdout)
    assert [e["id"] for e in on] == [tl[2]["id"]]
    plain = mem_run(diary_home, "timeline").stdout
    assert plain.startswith("2024-01-05 21:00  e") and "\n    - " in plain and "\x1b[" not in plain
    bad = mem_run(diary_home, "timeline", "--since", "next tuesday")
    assert bad.exit_code == 1 and bad.stderr.startswith("mem: error: cannot parse date")
    page = tmp_path / "tl.html"
    r = mem_run(diary_home, "timeline", "--html", str(page))
    assert r.exit_code == 0, r.output
    assert page.exists() and "爬山" in page.read_text(encoding="utf-8")


def test_upkeep_reorganises_crowded_topics_and_condenses_long_slots(home: Path) -> None:
    _cfg(home, **{"profile.max_sub_topics": "3", "profile.max_slot_tokens": "12"})
    _record(home, "I love sushi, jazz, hiking, chess, anime, travel and cats.", "2024-01-05T21:00:00+00:00")
    _flush(home)
    prof = json.loads(mem_run(home, "profile", "--topic", "interest", "--json").stdout)
    subs = {s["sub_topic"] for s in prof}
    assert len(subs) <= 3 and "other" in subs
    other = next(s for s in prof if s["sub_topic"] == "other")
    assert other["sources"]
    hist = json.loads(mem_run(home, "profile", "--topic", "interest", "--history", "--json").stdout)
    assert len([s for s in hist if s["status"] == "superseded"]) >= 4  # folded slots stay in history
    _cfg(home, **{"profile.max_sub_topics": "15"})
    _record(home, "我对花生、芒果、虾、蟹、牛奶、鸡蛋、小麦、大豆、芝麻和坚果过敏。", "2024-02-05T21:00:00+08:00")
    _flush(home)
    from memcli.core.textproc import count_tokens

    allergies = next(s for s in json.loads(mem_run(home, "profile", "--topic", "health", "--json").stdout) if s["sub_topic"] == "allergies")
    assert count_tokens(allergies["content"]) <= 12 and "坚果" in allergies["content"]  # newest items kept
    hist = json.loads(mem_run(home, "profile", "--topic", "health", "--history", "--json").stdout)
    assert any("花生" in s["content"] and s["status"] == "superseded" for s in hist)  # the full list is history


def test_custom_topics_from_config(home: Path) -> None:
    _cfg(home)
    cfg = home / "config.toml"
    cfg.write_text(cfg.read_text(encoding="utf-8") + '\n[profile.custom.travel]\nvisited = "去过, been to, visited"\n', encoding="utf-8")
    _record(home, "我去过日本和泰国。I have been to Peru too.", "2024-01-05T21:00:00+08:00")
    _record(home, "今天天气很好。", "2024-01-06T21:00:00+08:00")
    _flush(home)
    r = mem_run(home, "profile", "--topic", "travel")
    assert r.stdout.startswith("travel::visited: 我去过日本和泰国")
    assert "Peru" in r.stdout and "天气" not in r.stdout


def test_cron_prints_a_ready_line(home: Path) -> None:
    r = mem_run(home, "cron")
    assert r.exit_code == 0
    line = r.stdout.strip()
    m = re.fullmatch(r"\*/15 \* \* \* \* (\S+) --home (\S+) flush --if-due --log (\S+)", line)
    assert m, line
    exe, where = m.group(1), m.group(2)
    assert Path(where) == home.resolve()
    assert exe.startswith("/") and (Path(exe).name == "mem" or exe.endswith("-m memcli"))
    if shutil.which("mem"):
        assert Path(exe).exists()
    assert "crontab -e" in r.stderr
    assert mem_run(home, "cron", "--every", "5").stdout.startswith("*/5 ")


def test_stats_counts_after_flush(diary_home: Path) -> None:
    stats = json.loads(mem_run(diary_home, "stats", "--json").stdout)
    conn = sqlite3.connect(diary_home / "mem.db")
    try:
        assert stats["memories"] == conn.execute("SELECT COUNT(*) FROM memories WHERE status = 'active'").fetchone()[0]
        assert stats["events"] == 4 and stats["pending"] == 0
        assert stats["last_flush"]["status"] == "done"
    finally:
        conn.close()


def test_the_cron_log_stamps_every_line(home: Path, tmp_path: Path) -> None:
    """Issue #34: the cron line appended the flush's output with `>> log 2>&1`, so no line said when it ran.
    `flush --log FILE` writes each line with its time, errors too (which still reach stderr for cron's mail)."""
    from conftest import SAMPLE_DATA

    log = tmp_path / "flush.log"
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    assert mem_run(home, "import", str(SAMPLE_DATA / "diary.md")).exit_code == 0
    done = mem_run(home, "flush", "--log", str(log))
    assert done.exit_code == 0 and done.stdout == "", done.output
    failed = mem_run(home, "flush", "--user", "", "--log", str(log))
    assert failed.exit_code != 0 and "--user is empty" in failed.stderr
    lines = log.read_text(encoding="utf-8").splitlines()
    stamp = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d "
    assert lines and all(re.match(stamp, line) for line in lines), lines
    assert any(re.match(stamp + "distilled 15 records", line) for line in lines), lines
    assert re.match(stamp + "mem: error: --user is empty", lines[-1]), lines
    assert oct(log.stat().st_mode & 0o777) == "0o600"
