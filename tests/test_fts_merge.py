"""The flush merges each full-text index into one segment, and recall answers exactly as before."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from conftest import mem_run

from memcli.store.sqlite.fulltext.merge import FTS_TABLES, merge_fulltext, segment_count

REPO = Path(__file__).resolve().parent.parent
SAMPLES = [REPO / "sample_data" / n for n in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]
QUERIES = ["蓝色风筝", "风筝", "friend", "周末", "coffee with a friend", "爸爸 河边"]


def _segments(home: Path) -> list[int]:
    conn = sqlite3.connect(home / "mem.db")
    try:
        return [segment_count(conn, t) for t in FTS_TABLES]
    finally:
        conn.close()


def _answers(home: Path) -> list[list[tuple[str, float]]]:
    out = []
    for q in QUERIES:
        r = mem_run(home, "recall", q, "--json", "-n", "10")
        assert r.exit_code == 0, r.output
        out.append([(h["id"], h["score"]) for h in json.loads(r.stdout)])
    return out


def _split_store(home: Path) -> None:
    for path in SAMPLES:  # one import each: each adds segments
        assert mem_run(home, "import", str(path)).exit_code == 0
    for i in range(3):
        assert mem_run(home, "record", f"第{i}次在河边放风筝 with a friend").exit_code == 0


def test_merging_changes_no_answer(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _split_store(home)
    segments = _segments(home)[0]
    assert segments > 1
    split = _answers(home)
    assert sum(len(a) for a in split) >= 20  # the queries find plenty
    conn = sqlite3.connect(home / "mem.db")
    try:
        assert merge_fulltext(conn) == {"records_fts": segments}
    finally:
        conn.close()
    assert _segments(home)[0] == 1
    assert _answers(home) == split  # same hits, same order, same scores


def test_flush_merges_every_index_into_one_segment(tmp_path: Path, fast_embedder: str) -> None:
    home = tmp_path / "home"
    _split_store(home)
    before = _segments(home)[0]
    r = mem_run(home, "flush", "--no-llm")
    assert r.exit_code == 0, r.output
    assert "merging the full-text indexes into one segment each (segments: " in r.stderr
    assert f"records_fts {before}" in r.stderr
    assert _segments(home) == [1, 1, 1]  # memories and events, written by the flush, too


def test_nothing_to_merge_is_a_no_op(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert mem_run(home, "record", "一条记录").exit_code == 0
    conn = sqlite3.connect(home / "mem.db")
    try:
        assert segment_count(conn, "memories_fts") == 0  # empty index
        assert segment_count(conn, "records_fts") == 1
        assert merge_fulltext(conn) == {}
    finally:
        conn.close()
