"""The everyday edges outside recall: future dates, the cron advice, long empty chart runs, WeChat characters.

Each test drives the real CLI (Typer's runner on a real store) and failed
before its fix.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from conftest import mem_run

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
REFERENCE = REPO / "docs" / "reference.md"


# --------------------------------------------------------------------------- record --at


def test_a_future_date_is_stored_with_a_warning(home: Path) -> None:
    result = mem_run(home, "record", "typo in the year", "--at", "2099-01-01", "--json")
    assert result.exit_code == 0, result.stderr
    rid = json.loads(result.stdout)["id"]
    assert json.loads(result.stdout) == {"id": rid}  # stdout keeps its JSON, the warning is on stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mem: warning: --at 2099-01-01 is in the future")
    assert f"`mem forget {rid}`" in lines[0] and "most recent" in lines[0]


def test_past_and_present_dates_record_quietly(home: Path) -> None:
    for args in (("--at", "2020-05-01"), ("--at", "today"), ()):
        result = mem_run(home, "record", f"an entry {args}", *args)
        assert result.exit_code == 0, result.stderr
        assert "warning" not in result.stderr


# --------------------------------------------------------------------------- cron


def test_readme_and_mem_cron_recommend_one_schedule_and_say_why(home: Path) -> None:
    result = mem_run(home, "cron")
    assert result.exit_code == 0, result.stderr
    printed = " ".join(result.stdout.split()[:5])
    assert printed == "*/15 * * * *"
    assert "--if-due" in result.stderr and "idle_flush_minutes" in result.stderr  # the reason, on stderr
    text = README.read_text(encoding="utf-8") + REFERENCE.read_text(encoding="utf-8")
    suggested = {" ".join(m.group(1).split()) for m in re.finditer(r"^#?\s*(\S+ \S+ \* \* \*) .*flush --if-due", text, re.M)}
    assert suggested == {printed}, suggested
    assert "Why every 15 minutes" in text


# --------------------------------------------------------------------------- timeline --chart


def _events_db(home: Path, days: list[str]) -> None:
    """A store whose timeline holds one event on each day (rows as a flush writes them)."""
    assert mem_run(home, "init").exit_code == 0
    conn = sqlite3.connect(home / "mem.db")
    for n, day in enumerate(days, 1):
        when = f"{day}T12:00:00+00:00"
        conn.execute(
            "INSERT INTO events(id, user_id, summary, occurred_at, occurred_ts, end_ts, content_hash, created_at) "
            "VALUES (?, 'me', ?, ?, ?, ?, ?, ?)",
            (n, f"event {n}", when, float(n), float(n), f"h{n}", when),
        )
    conn.commit()
    conn.close()


def test_chart_collapses_long_runs_of_empty_months(home: Path) -> None:
    _events_db(home, ["2010-01-05", "2010-03-01", "2023-05-02", "2023-05-20"])
    result = mem_run(home, "timeline", "--chart")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines == [
        "2010-01  1 " + "#" * 25,
        "2010-02  0",  # a short gap keeps its line
        "2010-03  1 " + "#" * 25,
        "… 157 empty months (2010-04 – 2023-04) …",
        "2023-05  2 " + "#" * 50,
        "4 events",
    ]
    years = mem_run(home, "timeline", "--chart", "--by", "year").stdout.splitlines()
    assert "… 12 empty years (2011 – 2022) …" in years and len(years) == 4


# --------------------------------------------------------------------------- WeChat characters

HEADER = "localId,TalkerId,Type,SubType,IsSender,CreateTime,Status,StrContent,StrTime,Remark,NickName,Sender"


def _wechat(path: Path, rows: list[str]) -> Path:
    path.write_text("\ufeff" + "\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return path


def _records(home: Path) -> list[dict[str, Any]]:
    conn = sqlite3.connect(home / "mem.db")
    conn.row_factory = sqlite3.Row
    out = [dict(r) for r in conn.execute("SELECT text, speaker, character, extra FROM records ORDER BY id")]
    conn.close()
    return out


def test_a_one_to_one_wechat_chat_is_one_character_even_when_your_rows_carry_your_nickname(
    home: Path, tmp_path: Path
) -> None:
    chat = _wechat(tmp_path / "cousin.csv", [
        # your rows carry *your* nickname (阿哲), and the chat opens with one of them
        "1,wxid_cousin,1,0,1,1707566400,2,表姐新年好！,2024-02-10 20:00:00,,阿哲,",
        "2,wxid_cousin,1,0,0,1707566460,2,新年好呀，回来过年吗？,2024-02-10 20:01:00,表姐,Lily,",
        "3,wxid_cousin,1,0,1,1707566520,2,初三到家,2024-02-10 20:02:00,,阿哲,",
        "4,wxid_cousin,47,0,1,1707566580,2,,2024-02-10 20:03:00,,阿哲,",
    ])
    result = mem_run(home, "import", str(chat), "--json")
    assert result.exit_code == 0, result.stderr
    recs = _records(home)
    assert [r["text"] for r in recs] == ["表姐新年好！", "新年好呀，回来过年吗？", "初三到家", "[表情包]"]  # file order
    assert {r["character"] for r in recs} == {"表姐"}
    mine = [r for r in recs if json.loads(r["extra"]).get("me")]
    assert len(mine) == 3 and {r["speaker"] for r in mine} != {"阿哲"}
    assert recs[1]["speaker"] == "表姐"
    # a re-import dedups exactly
    again = mem_run(home, "import", str(chat), "--json")
    assert json.loads(again.stdout)["imported"] == 0


def test_a_group_chat_keeps_its_name_on_your_rows(home: Path, tmp_path: Path) -> None:
    chat = _wechat(tmp_path / "group.csv", [
        "1,123@chatroom,1,0,1,1707652800,2,我先到,2024-02-11 20:00:00,,阿哲,",
        "2,123@chatroom,1,0,0,1707652860,2,好的,2024-02-11 20:01:00,,家庭群,舅舅",
    ])
    assert mem_run(home, "import", str(chat)).exit_code == 0
    recs = _records(home)
    assert {json.loads(r["extra"]).get("chat") for r in recs} == {"家庭群"}
    assert {r["character"] for r in recs} == {None}
