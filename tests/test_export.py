"""`mem export`: lossless JSONL that `mem import` restores, and a Markdown journal."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
from pathlib import Path


from conftest import mem_run

FIXTURE = Path(__file__).parent / "fixtures" / "schema_v1.db"




def fixture_home(tmp_path: Path, name: str = "home") -> Path:
    home = tmp_path / name
    home.mkdir()
    shutil.copy(FIXTURE, home / "mem.db")
    return home


def table_rows(home: Path, table: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(home / "mem.db")
    rows = [tuple(r) for r in conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2")]
    conn.close()
    return rows


def test_round_trip_is_identical_and_keeps_every_table(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    # add a forgotten record (watermark) and a live cue on top of the fixture
    assert mem_run(home, "record", "a secret to forget", "--at", "2024-06-01")[0] == 0
    assert mem_run(home, "record", "看到西湖", "--at", "2024-06-02", "--cue", "place:westlake=西湖")[0] == 0
    secret = sqlite3.connect(home / "mem.db").execute("SELECT id FROM records WHERE text LIKE 'a secret%'").fetchone()[0]
    assert mem_run(home, "forget", f"r{secret}")[0] == 0
    first = tmp_path / "one.jsonl"
    assert mem_run(home, "export", "-o", str(first))[0] == 0
    assert stat.S_IMODE(os.stat(first).st_mode) == 0o600

    new = tmp_path / "new"
    code, out, _ = mem_run(new, "import", str(first), "--json")
    assert code == 0
    assert json.loads(out)["imported"] == 5
    second = tmp_path / "two.jsonl"
    assert mem_run(new, "export", "-o", str(second))[0] == 0
    assert first.read_bytes() == second.read_bytes()

    for table in ("records", "memories", "memory_sources", "events", "event_sources", "persona", "watermarks",
                  "forgotten_records", "cues", "record_cues"):
        assert table_rows(home, table) == table_rows(new, table), table
    # derived indexes were rebuilt, and the forgotten record stays forgotten in the new store
    assert mem_run(new, "doctor")[0] == 0
    code, out, _ = mem_run(new, "record", "a secret to forget", "--at", "2024-06-01")
    assert code == 1
    lines = [json.loads(x) for x in first.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["type"] == "mem-export" and lines[0]["version"] == 1
    kinds = {x["type"] for x in lines}
    assert kinds == {"mem-export", "cue", "record", "memory", "event", "persona", "watermark", "forgotten_record"}
    superseded = [x for x in lines if x["type"] == "memory" and x["status"] == "superseded"]
    assert superseded and superseded[0]["superseded_by"] == "m3"  # profile history survives


def test_importing_an_export_twice_adds_nothing(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    out_file = tmp_path / "e.jsonl"
    assert mem_run(home, "export", "-o", str(out_file))[0] == 0
    code, out, _ = mem_run(home, "import", str(out_file), "--json")
    assert code == 0
    assert json.loads(out)["imported"] == 0 and json.loads(out)["skipped"] == 4


def test_merge_into_a_non_empty_store_adds_records_and_watermarks(tmp_path: Path) -> None:
    src = tmp_path / "src"
    assert mem_run(src, "record", "kept one", "--at", "2021-01-01")[0] == 0
    assert mem_run(src, "record", "forgotten one", "--at", "2021-01-02")[0] == 0
    assert mem_run(src, "forget", "r2")[0] == 0
    export = tmp_path / "e.jsonl"
    code, out, _ = mem_run(src, "export")
    export.write_text(out, encoding="utf-8")

    dst = tmp_path / "dst"
    assert mem_run(dst, "record", "already here", "--at", "2020-01-01")[0] == 0
    code, out, _ = mem_run(dst, "import", str(export), "--json")
    assert code == 0 and json.loads(out)["imported"] == 1
    texts = sorted(r[0] for r in table_rows(dst, "records") for r in [r[1:2]])
    assert texts == ["already here", "kept one"]
    # the watermark came along: the forgotten text cannot be recorded into dst either
    assert mem_run(dst, "record", "forgotten one", "--at", "2021-01-02")[0] == 1


def test_markdown_journal_is_by_date(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    code, out, _ = mem_run(home, "export", "--format", "markdown")
    assert code == 0
    assert out.startswith("# mem journal")
    days = [line[3:] for line in out.splitlines() if line.startswith("## 20")]
    assert days == sorted(days) == ["2010-06-01", "2023-04-02", "2024-03-05"]
    assert "**work::title**: product manager at a bakery-tech startup" in out
    assert "小时候和爸爸在海边放了一只蓝色风筝。 [photo: 风筝照片] `r3`" in out
    assert "小雨自我介绍：软件工程师 `e1`" in out
    assert "\x1b[" not in out


def test_bad_export_names_the_line_and_leaves_the_store_empty(tmp_path: Path) -> None:
    home = fixture_home(tmp_path)
    good = tmp_path / "e.jsonl"
    assert mem_run(home, "export", "-o", str(good))[0] == 0
    lines = good.read_text(encoding="utf-8").splitlines()
    bad_memory = json.loads(next(x for x in lines if '"type":"memory"' in x))
    bad_memory["occurred_ts"] = "yesterday"
    idx = next(i for i, x in enumerate(lines) if '"type":"memory"' in x)
    broken = lines[:idx] + [json.dumps(bad_memory, ensure_ascii=False)] + lines[idx + 1:]
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(broken) + "\n", encoding="utf-8")
    new = tmp_path / "new"
    code, _out, err = mem_run(new, "import", str(bad))
    assert code == 1
    assert err.startswith("mem: error:") and f"line {idx + 1}" in err
    assert table_rows(new, "records") == [] and table_rows(new, "memories") == []

    truncated = tmp_path / "cut.jsonl"
    truncated.write_text("\n".join(lines[:3]) + "\n" + lines[3][: len(lines[3]) // 2], encoding="utf-8")
    code, _out, err = mem_run(new, "import", str(truncated))
    assert code == 1 and "line 4" in err
    assert table_rows(new, "records") == []


def test_export_of_a_missing_store_is_a_clear_error(tmp_path: Path) -> None:
    code, _out, err = mem_run(tmp_path / "nothing", "export")
    assert code == 1 and err.startswith("mem: error:") and "no store" in err
