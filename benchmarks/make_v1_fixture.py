"""Build tests/fixtures/schema_v1.db: a small store exactly as the first schema (m001) wrote it.

Why a committed file and not a store built at test time: the point is to
prove that a store created by an *old* release still opens after every
later migration. Building it with today's code would use today's schema.
This script applies only ``m001_initial`` and writes rows with plain SQL
(no library insert helpers that may change later). Run it once; the output
is committed and must not be regenerated after a release.

    python benchmarks/make_v1_fixture.py [OUT]
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from memcli.store.sqlite.migrations.m001_initial import apply as m001_initial  # noqa: E402

# (id, text, role, speaker, session, occurred_at, occurred_ts, source_path, source_format, external_id,
#  content_hash, tags, extra, fts body)
RECORDS = [
    (1, "我叫林小雨，是一名软件工程师。", "user", "小雨", "s1", "2023-04-02T10:00:00+08:00", 1680400800.0,
     "chat.json", "openai", "0", "f1000000000000000000000000000001", "[]", "{}",
     "我 叫 林小雨 ， 是 一名 软件 工程 工程师 软件工程 软件工程师 。 小雨"),
    (2, "很高兴认识你，小雨！", "assistant", "assistant", "s1", "2023-04-02T10:00:05+08:00", 1680400805.0,
     "chat.json", "openai", "1", "f1000000000000000000000000000002", "[]", "{}",
     "很 高兴 认识 你 ， 小雨 ！ assistant"),
    (3, "小时候和爸爸在海边放了一只蓝色风筝。", "user", None, None, "2010-06-01T00:00:00+08:00", 1275321600.0,
     "diary.md", "diary", "2010-06-01#1", "f1000000000000000000000000000003", "[\"childhood\"]", "{}",
     "小时候 和 爸爸 在 海边 放 了 一只 蓝色 风筝 蓝色风筝 。 childhood 风筝 照片"),
    (4, "I moved to Hangzhou to work as a product manager at a bakery-tech startup.", "user", None, None,
     "2024-03-05T09:30:00+08:00", 1709602200.0, "notes.md", "diary", None,
     "f1000000000000000000000000000004", "[]", "{\"time_known\": false}",
     "I moved to Hangzhou to work as a product manager at a bakery-tech startup."),
]
CUES = [(1, "photo", "photo:sha256:" + "ab" * 32, "风筝照片", "2023-04-02T10:05:00+00:00")]
RECORD_CUES = [(3, 1)]
MEMORIES = [
    # id, type, topic, sub_topic, content, hash, status, occurred_at, occurred_ts, valid_from, valid_to, superseded_by
    (1, "profile", "work", "title", "软件工程师", "f2000000000000000000000000000001", "superseded",
     "2023-04-02T10:00:00+08:00", 1680400800.0, 1680400800.0, 1709602200.0, 3),
    (2, "profile", "basic_info", "name", "林小雨", "f2000000000000000000000000000002", "active",
     "2023-04-02T10:00:00+08:00", 1680400800.0, 1680400800.0, None, None),
    (3, "profile", "work", "title", "product manager at a bakery-tech startup", "f2000000000000000000000000000003",
     "active", "2024-03-05T09:30:00+08:00", 1709602200.0, 1709602200.0, None, None),
    (4, "fact", None, None, "flew a blue kite with dad at the seaside as a child",
     "f2000000000000000000000000000004", "active", "2010-06-01T00:00:00+08:00", 1275321600.0, 1275321600.0,
     None, None),
]
MEMORY_SOURCES = [(1, 1), (2, 1), (3, 4), (4, 3)]
EVENTS = [
    (1, "s1", "2023-04-02T10:00:00+08:00", 1680400800.0, 1680400805.0, "小雨自我介绍：软件工程师",
     json.dumps(["2023-04-02 小雨说自己是软件工程师"], ensure_ascii=False), json.dumps(["work"]),
     "f3000000000000000000000000000001"),
]
EVENT_SOURCES = [(1, 1), (1, 2)]


def build(out: Path) -> None:
    if out.exists():
        out.unlink()
    conn = sqlite3.connect(out, isolation_level=None)
    conn.execute("BEGIN")
    m001_initial(conn)
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO meta(key, value) VALUES ('created_by', 'make_v1_fixture.py (schema 1)')")
    for r in RECORDS:
        conn.execute(
            """INSERT INTO records(id, text, role, speaker, user_id, character, session, occurred_at, occurred_ts,
                   ingested_at, source_path, source_format, external_id, content_hash, tags, extra)
               VALUES (?, ?, ?, ?, 'default', NULL, ?, ?, ?, '2024-05-01T12:00:00+00:00', ?, ?, ?, ?, ?, ?)""",
            r[:13],
        )
        conn.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (r[0], r[13]))
        status = "idle" if r[0] == 4 else "done"
        conn.execute(
            """INSERT INTO buffer(record_id, user_id, character, tokens, status, flush_id, added_at, updated_at)
               VALUES (?, 'default', '', ?, ?, ?, 1714564800.0, 1714564800.0)""",
            (r[0], len(r[1]), status, None if status == "idle" else 1),
        )
    conn.executemany("INSERT INTO cues(id, kind, key, label, created_at) VALUES (?, ?, ?, ?, ?)", CUES)
    conn.executemany("INSERT INTO record_cues(record_id, cue_id) VALUES (?, ?)", RECORD_CUES)
    for m in MEMORIES:
        conn.execute(
            """INSERT INTO memories(id, type, owner, user_id, character, topic, sub_topic, content, importance,
                   content_hash, status, occurred_at, occurred_ts, valid_from_ts, valid_to_ts, created_at,
                   updated_at, superseded_by)
               VALUES (?, ?, 'user', 'default', '', ?, ?, ?, 60, ?, ?, ?, ?, ?, ?, '2024-05-01T12:00:00+00:00',
                       '2024-05-01T12:00:00+00:00', ?)""",
            m,
        )
        if m[6] == "active":
            conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (m[0], m[4]))
    conn.executemany("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", MEMORY_SOURCES)
    for e in EVENTS:
        conn.execute(
            """INSERT INTO events(id, user_id, character, session, occurred_at, occurred_ts, end_ts, summary,
                   gists, tags, importance, content_hash, created_at)
               VALUES (?, 'default', '', ?, ?, ?, ?, ?, ?, ?, 50, ?, '2024-05-01T12:00:00+00:00')""",
            e,
        )
        conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (e[0], e[5]))
    conn.executemany("INSERT INTO event_sources(event_id, record_id) VALUES (?, ?)", EVENT_SOURCES)
    conn.execute("INSERT INTO persona(version, text, created_at) VALUES (1, '温柔、记性好的朋友。', '2024-05-01T12:00:00+00:00')")
    conn.execute(
        """INSERT INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
           VALUES ('f1000000000000000000000000000005', 'record', 'r5', '2024-05-02T00:00:00+00:00', 1714608000.0)"""
    )
    conn.execute("INSERT INTO forgotten_records(record_id, forgotten_ts) VALUES (5, 1714608000.0)")
    conn.execute(
        """INSERT INTO flushes(id, started_at, started_ts, finished_at, pid, status, processed, memories_created,
               events_created) VALUES (1, '2024-05-01T12:00:00+00:00', 1714564800.0, '2024-05-01T12:00:01+00:00',
               1, 'done', 2, 3, 1)"""
    )
    conn.execute("COMMIT")
    conn.execute("VACUUM")
    conn.close()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests" / "fixtures" / "schema_v1.db"
    target.parent.mkdir(parents=True, exist_ok=True)
    build(target)
    print(f"wrote {target} ({target.stat().st_size} bytes)")
