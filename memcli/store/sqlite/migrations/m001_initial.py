"""m001: the first schema — raw records, the buffer, cues, memories, events, persona, forget, flush and vector tables.

Raw records (``records``) are the only table that cannot be rebuilt; every
other table is derived from them (by import bookkeeping, flush or reindex).
"""

from __future__ import annotations

import sqlite3

from memcli.store.sqlite.migrations import run_script


def apply(conn: sqlite3.Connection) -> None:
    """Create every table of the first schema."""
    run_script(conn,
        """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);

        -- Raw records: append-only, never rewritten. Forget deletes a row and
        -- leaves a watermark; nothing else changes a row.
        CREATE TABLE records(
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            role TEXT NOT NULL,
            speaker TEXT,
            user_id TEXT NOT NULL,
            character TEXT,
            session TEXT,
            occurred_at TEXT NOT NULL,
            occurred_ts REAL NOT NULL,
            ingested_at TEXT NOT NULL,
            source_path TEXT,
            source_format TEXT,
            external_id TEXT,
            content_hash TEXT NOT NULL UNIQUE,
            tags TEXT NOT NULL DEFAULT '[]',
            extra TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX records_ts ON records(occurred_ts);
        CREATE INDEX records_session ON records(session, occurred_ts);
        CREATE INDEX records_source ON records(source_path);

        -- Pending distillation work, one row per record.
        CREATE TABLE buffer(
            record_id INTEGER PRIMARY KEY REFERENCES records(id) ON DELETE CASCADE,
            user_id TEXT NOT NULL,
            character TEXT NOT NULL DEFAULT '',
            tokens INTEGER NOT NULL,
            status TEXT NOT NULL DEFAULT 'idle'
                CHECK (status IN ('idle', 'processing', 'done', 'failed')),
            flush_id INTEGER,
            added_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX buffer_status ON buffer(status, user_id, character);

        CREATE TABLE cues(
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            key TEXT NOT NULL UNIQUE,
            label TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL
        );
        CREATE TABLE record_cues(
            record_id INTEGER NOT NULL REFERENCES records(id) ON DELETE CASCADE,
            cue_id INTEGER NOT NULL REFERENCES cues(id) ON DELETE CASCADE,
            PRIMARY KEY(record_id, cue_id)
        ) WITHOUT ROWID;
        CREATE INDEX record_cues_cue ON record_cues(cue_id, record_id);

        -- Governed atomic memories. Profile slots are memories of type
        -- 'profile' with topic/sub_topic; status 'superseded' keeps history.
        CREATE TABLE memories(
            id INTEGER PRIMARY KEY,
            type TEXT NOT NULL,
            owner TEXT NOT NULL DEFAULT 'user',
            user_id TEXT NOT NULL,
            character TEXT NOT NULL DEFAULT '',
            topic TEXT,
            sub_topic TEXT,
            content TEXT NOT NULL,
            importance INTEGER NOT NULL DEFAULT 50,
            content_hash TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
            occurred_at TEXT NOT NULL,
            occurred_ts REAL NOT NULL,
            valid_from_ts REAL NOT NULL,
            valid_to_ts REAL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            superseded_by INTEGER,
            usage_count INTEGER NOT NULL DEFAULT 0,
            last_used_ts REAL
        );
        CREATE UNIQUE INDEX memories_hash ON memories(content_hash);
        CREATE INDEX memories_slot ON memories(user_id, type, topic, sub_topic, status);
        CREATE INDEX memories_ts ON memories(occurred_ts);
        CREATE TABLE memory_sources(
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            record_id INTEGER NOT NULL,
            PRIMARY KEY(memory_id, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX memory_sources_record ON memory_sources(record_id);

        CREATE TABLE events(
            id INTEGER PRIMARY KEY,
            user_id TEXT NOT NULL,
            character TEXT NOT NULL DEFAULT '',
            session TEXT,
            occurred_at TEXT NOT NULL,
            occurred_ts REAL NOT NULL,
            end_ts REAL NOT NULL,
            summary TEXT NOT NULL,
            gists TEXT NOT NULL DEFAULT '[]',
            tags TEXT NOT NULL DEFAULT '[]',
            importance INTEGER NOT NULL DEFAULT 50,
            content_hash TEXT NOT NULL UNIQUE,
            created_at TEXT NOT NULL
        );
        CREATE INDEX events_ts ON events(occurred_ts);
        CREATE TABLE event_sources(
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            record_id INTEGER NOT NULL,
            PRIMARY KEY(event_id, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX event_sources_record ON event_sources(record_id);

        CREATE TABLE persona(
            version INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            created_at TEXT NOT NULL
        );

        -- Forgotten content: re-import and in-flight flushes check here.
        CREATE TABLE watermarks(
            content_hash TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            item_id TEXT NOT NULL,
            forgotten_at TEXT NOT NULL,
            forgotten_ts REAL NOT NULL
        );
        CREATE TABLE forgotten_records(
            record_id INTEGER PRIMARY KEY,
            forgotten_ts REAL NOT NULL
        );

        CREATE TABLE flushes(
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            started_ts REAL NOT NULL,
            finished_at TEXT,
            pid INTEGER NOT NULL,
            status TEXT NOT NULL DEFAULT 'running',
            processed INTEGER NOT NULL DEFAULT 0,
            memories_created INTEGER NOT NULL DEFAULT 0,
            memories_updated INTEGER NOT NULL DEFAULT 0,
            events_created INTEGER NOT NULL DEFAULT 0,
            llm_calls INTEGER NOT NULL DEFAULT 0,
            note TEXT
        );
        CREATE TABLE llm_calls(
            id INTEGER PRIMARY KEY,
            flush_id INTEGER,
            stage TEXT NOT NULL,
            model TEXT NOT NULL,
            prompt_tokens INTEGER NOT NULL DEFAULT 0,
            completion_tokens INTEGER NOT NULL DEFAULT 0,
            latency_ms REAL NOT NULL,
            ok INTEGER NOT NULL,
            error TEXT,
            created_at TEXT NOT NULL
        );

        -- Named advisory locks (flush); a row is held by a live pid.
        CREATE TABLE locks(
            name TEXT PRIMARY KEY,
            pid INTEGER NOT NULL,
            acquired_ts REAL NOT NULL
        );

        -- Derived: embeddings, keyed by item, tagged with the model name.
        CREATE TABLE embeddings(
            item_kind TEXT NOT NULL,
            item_id INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY(item_kind, item_id)
        ) WITHOUT ROWID;

        -- Derived full-text indexes over jieba-segmented text.
        CREATE VIRTUAL TABLE records_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE records_vocab USING fts5vocab(records_fts, 'row');
        CREATE VIRTUAL TABLE memories_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, 'row');
        CREATE VIRTUAL TABLE events_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE events_vocab USING fts5vocab(events_fts, 'row');
        """
    )
