"""Schema migrations, an ordered list of small functions.

Each migration runs once, inside the transaction that bumps
``PRAGMA user_version``. Never edit a released migration: add a new one.
Raw records (``records``) are the only table that cannot be rebuilt; every
other table is derived from them (by import bookkeeping, flush or reindex).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

Migration = Callable[[sqlite3.Connection], None]
MIGRATIONS: list[Migration] = []


def run_script(conn: sqlite3.Connection, script: str) -> None:
    """Execute several statements inside the caller's transaction.

    ``Connection.executescript`` would COMMIT first, breaking the
    all-or-nothing migration, so statements are split and run one by one.
    """
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            if pending.strip().strip(";").strip():
                conn.execute(pending)
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement in migration: {pending[:80]!r}")


def migration(fn: Migration) -> Migration:
    """Register *fn* as the next migration (order of definition = order of application)."""
    MIGRATIONS.append(fn)
    return fn


@migration
def m001_initial(conn: sqlite3.Connection) -> None:
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


def _compact_vector(blob: bytes, dim: int) -> bytes:
    """A float32 vector BLOB as int8 components + a float32 scale (what schema 2 stores).

    Kept here, not imported from memcli.embed, so this migration never changes
    when the live code does. Blobs that are not float32 of *dim* are kept as they
    are (readers skip what they cannot decode).
    """
    if not isinstance(blob, bytes) or not isinstance(dim, int) or dim <= 0 or len(blob) != 4 * dim:
        return blob
    import numpy as np

    vec = np.frombuffer(blob, dtype="<f4")
    peak = float(np.abs(vec).max())
    scale = np.float32(max(peak, 1e-12) / 127.0)
    q = np.clip(np.rint(vec / scale), -127, 127).astype(np.int8)
    return q.tobytes() + np.asarray([scale], dtype="<f4").tobytes()


@migration
def m002_embeddings_compact(conn: sqlite3.Connection) -> None:
    """Embeddings move to a rowid table with int8 vectors and a text version.

    Why: in the WITHOUT ROWID table of m001 a 1,536-byte float32 vector is
    larger than the biggest payload such a row keeps in its 4 KiB page, so
    every vector took an overflow page of its own — 4,682 bytes per vector
    measured. Here a 384-d vector is 388 bytes (int8 + scale) inside an
    ordinary row. ``text_version`` says which text the vector was made from
    (1 = the item's bare text, as every vector before this migration);
    memcli.embed treats other versions than its own as stale.
    Columns keep m001's names and order, so every query on them still works.
    """
    conn.create_function("mem_compact_vector", 2, _compact_vector, deterministic=True)
    run_script(conn,
        """
        CREATE TABLE embeddings_v2(
            item_kind TEXT NOT NULL,
            item_id INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            text_version INTEGER NOT NULL DEFAULT 1
        );
        INSERT INTO embeddings_v2(item_kind, item_id, model, dim, vector, text_version)
            SELECT item_kind, item_id, model, dim, mem_compact_vector(vector, dim), 1
            FROM embeddings ORDER BY item_kind, item_id;
        DROP TABLE embeddings;
        ALTER TABLE embeddings_v2 RENAME TO embeddings;
        CREATE UNIQUE INDEX embeddings_item ON embeddings(item_kind, item_id);
        """
    )


def _nibble_rows(rows: list[tuple[object, ...]]) -> list[tuple[object, ...]]:
    """Rows of ``embeddings`` with int8 or float32 vectors re-encoded as 4-bit blobs (m003).

    Uses memcli.embed's packer: unlike m002's, this layout is decoded through
    a fixed table of levels (``NIBBLE_LEVELS``), so what the packer writes can
    never change without a new layout, and a new migration. Rows of an odd
    dim, or whose blob fits no layout, are kept as they are.
    """
    import numpy as np

    from memcli.embed import pack_vectors, unpack_rows

    out = list(rows)
    by_dim: dict[int, list[int]] = {}
    for n, row in enumerate(rows):
        dim, blob = row[3], row[4]
        if (isinstance(dim, int) and dim > 0 and dim % 2 == 0 and isinstance(blob, bytes)
                and len(blob) in (dim + 4, 4 * dim)):
            by_dim.setdefault(dim, []).append(n)
    for dim, picked in by_dim.items():
        blobs: list[bytes] = [rows[n][4] for n in picked]  # type: ignore[misc]
        mat = np.empty((len(picked), dim), dtype=np.float32)
        narrow = [k for k, b in enumerate(blobs) if len(b) == dim + 4]
        wide = [k for k, b in enumerate(blobs) if len(b) == 4 * dim]
        if narrow:  # int8 × scale, decoded exactly
            q, scale, _ok = unpack_rows([blobs[k] for k in narrow], dim)
            mat[narrow] = q.astype(np.float32) * scale[:, None]
        if wide:
            mat[wide] = np.frombuffer(b"".join(blobs[k] for k in wide), dtype="<f4").reshape(len(wide), dim)
        for n, blob in zip(picked, pack_vectors(mat), strict=True):
            out[n] = (*rows[n][:4], blob, *rows[n][5:])
    return out


@migration
def m003_embeddings_nibble(conn: sqlite3.Connection) -> None:
    """Vectors become 4-bit codes + a float32 scale: 196 bytes at 384 dims instead of 388.

    Why: a 1M-record store with every item embedded (1.59M vectors) was
    1.65 GB, over its 1.2 GB budget, and the vectors were 0.76 GB of it.
    The layout and its measured cost in recall quality are described in
    memcli/embed.py (*how a vector is stored*). The table is rebuilt rather
    than updated in place, so the old rows' pages become free and VACUUM
    (see :func:`after_migrations`) gives them back. ``embeddings_version`` is
    bumped so the derived vector file is rebuilt from the new rows.
    The new table is keyed by ``(item_kind, item_id)`` WITHOUT ROWID: a
    ~230-byte row fits its page easily (m001's 1.5 KB float32 rows did not),
    and the key replaces m002's rowid plus its unique index (−31 MB at 1.59M
    vectors, measured).
    """
    run_script(conn,
        """
        CREATE TABLE embeddings_v3(
            item_kind TEXT NOT NULL,
            item_id INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            text_version INTEGER NOT NULL DEFAULT 1,
            PRIMARY KEY(item_kind, item_id)
        ) WITHOUT ROWID;
        """
    )
    cur = conn.execute(
        "SELECT item_kind, item_id, model, dim, vector, text_version FROM embeddings ORDER BY item_kind, item_id")
    moved = 0
    while True:
        rows = cur.fetchmany(4096)
        if not rows:
            break
        conn.executemany(
            "INSERT INTO embeddings_v3(item_kind, item_id, model, dim, vector, text_version) VALUES (?, ?, ?, ?, ?, ?)",
            _nibble_rows([tuple(r) for r in rows]),
        )
        moved += len(rows)
    run_script(conn,
        """
        DROP TABLE embeddings;
        ALTER TABLE embeddings_v3 RENAME TO embeddings;
        """
    )
    if moved:
        from memcli.embed import bump_embeddings_version

        bump_embeddings_version(conn)


@migration
def m004_buffer_prune_done(conn: sqlite3.Connection) -> None:
    """Buffer rows of records already distilled are deleted; from now on a flush deletes them itself.

    Why: a done row stayed forever (with its ``buffer_status`` index entry,
    65 MB at 1M records) and said only what its absence now says: nothing
    is pending for that record. Every reader treats "no row" as done.
    """
    conn.execute("DELETE FROM buffer WHERE status = 'done'")


_M005_KIND_CODES = (("record", 0), ("memory", 1), ("event", 2))
"""Frozen here (memcli.store.sqlite.embedding_keys owns the live copy): kind code << 40 | item id is the key."""


@migration
def m005_embeddings_int_key(conn: sqlite3.Connection) -> None:
    """``embeddings`` is keyed by one integer, its model named by a small id: no kind or model text per row.

    Why: the 1.59M rows of a 1M-record store each repeated the item kind and
    the model name as text in their ``(item_kind, item_id)`` key (~20 bytes
    a row); the store was 1,200.6 MB against a 1.2 GB budget. Now
    ``key = kind code << 40 | item id`` (record 0, memory 1, event 2) is the
    table's INTEGER PRIMARY KEY — the rowid, so there is no index beside it
    — and ``model`` points into ``embedding_models``. memcli.store.
    embedding_keys owns the arithmetic for the live code.

    Rows are copied kind by kind in key order (ascending inserts fill each
    page), every column as it is: blobs byte for byte (4-bit, int8 or
    float32 rows stay readable by their length), dim and text version
    unchanged. ``INSERT … SELECT`` streams inside SQLite, so memory stays
    bounded without batches in Python. Rows that no key can hold — an item
    kind the code never wrote, an id outside 0 ≤ id < 2**40 — are dropped;
    they were never read (recall and the vector file skip unknown kinds),
    and ``mem reindex`` embeds whatever has no vector.

    ``embeddings_version`` is not bumped: the vector file already keys its
    rows by the same numbers and holds the same vectors, so a file built
    before the upgrade is still exactly right and need not be rebuilt.
    """
    run_script(conn,
        """
        CREATE TABLE embedding_models(
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE
        );
        INSERT INTO embedding_models(name) SELECT DISTINCT model FROM embeddings ORDER BY model;
        CREATE TABLE embeddings_v5(
            key INTEGER PRIMARY KEY,
            model INTEGER NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            text_version INTEGER NOT NULL DEFAULT 1
        );
        """
    )
    for kind, code in _M005_KIND_CODES:
        conn.execute(
            """INSERT INTO embeddings_v5(key, model, dim, vector, text_version)
               SELECT ? + e.item_id, (SELECT m.id FROM embedding_models m WHERE m.name = e.model),
                      e.dim, e.vector, e.text_version
               FROM embeddings e
               WHERE e.item_kind = ? AND e.item_id BETWEEN 0 AND ? AND typeof(e.item_id) = 'integer'
               ORDER BY e.item_id""",
            (code << 40, kind, (1 << 40) - 1),
        )
    run_script(conn,
        """
        DROP TABLE embeddings;
        ALTER TABLE embeddings_v5 RENAME TO embeddings;
        """
    )


FTS_TOKENIZE = "porter unicode61 remove_diacritics 2 categories 'L* N* Co So'"
"""The full-text tokenizer: letters, digits, private-use characters and symbols (category So: emoji, ★, ♥).

unicode61's default categories (``L* N* Co``) make every emoji a separator,
so ``mem recall 🥟`` could never match. Writers put each symbol between
spaces (:func:`memcli.textproc.space_symbols`), so a symbol is always a
token of its own and never glues onto a neighbouring word.
"""


@migration
def m006_fts_symbol_tokens(conn: sqlite3.Connection) -> None:
    """The three full-text tables are rebuilt with :data:`FTS_TOKENIZE`, so emoji are searchable.

    Each table's stored bodies are already segmented (jieba ran when they
    were written); they are copied into the new table with only their
    symbols set apart (``mem_space_symbols`` is
    :func:`memcli.textproc.space_symbols` registered for this statement),
    so the upgrade needs no jieba and streams inside SQLite (``INSERT …
    SELECT``). The fts5vocab views are recreated over the new tables.
    """
    from memcli.textproc import space_symbols

    conn.create_function("mem_space_symbols", 1, space_symbols, deterministic=True)
    for kind in ("records", "memories", "events"):
        fts, vocab = f"{kind}_fts", f"{kind}_vocab"
        run_script(conn,
            f"""
            DROP TABLE {vocab};
            ALTER TABLE {fts} RENAME TO {fts}_m006;
            CREATE VIRTUAL TABLE {fts} USING fts5(body, tokenize = "{FTS_TOKENIZE}");
            INSERT INTO {fts}(rowid, body) SELECT id, mem_space_symbols(c0) FROM {fts}_m006_content ORDER BY id;
            DROP TABLE {fts}_m006;
            CREATE VIRTUAL TABLE {vocab} USING fts5vocab({fts}, 'row');
            """
        )


@migration
def m007_people(conn: sqlite3.Connection) -> None:
    """The people index: who the user talks about, and what is known of each, with sources.

    Derived (by flush) from records like memories are: ``person_fact_sources``
    links each fact to the records it came from, so forgetting those records
    removes the fact. One active fact per single-valued attribute (age, job, …);
    older ones stay as ``superseded`` history.
    """
    run_script(conn,
        """
        CREATE TABLE people(
            id INTEGER PRIMARY KEY,
            user_id TEXT NOT NULL,
            character TEXT NOT NULL DEFAULT '',
            name TEXT,
            relation TEXT,
            created_at TEXT NOT NULL,
            updated_ts REAL NOT NULL
        );
        CREATE INDEX people_user ON people(user_id, character);
        CREATE TABLE person_facts(
            id INTEGER PRIMARY KEY,
            person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            attr TEXT NOT NULL,
            value TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
            occurred_at TEXT NOT NULL,
            occurred_ts REAL NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX person_facts_person ON person_facts(person_id, attr, status);
        CREATE TABLE person_fact_sources(
            fact_id INTEGER NOT NULL REFERENCES person_facts(id) ON DELETE CASCADE,
            record_id INTEGER NOT NULL,
            PRIMARY KEY(fact_id, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX person_fact_sources_record ON person_fact_sources(record_id);
        """
    )


SHRINKING_MIGRATIONS = {
    "m002_embeddings_compact", "m003_embeddings_nibble", "m004_buffer_prune_done", "m005_embeddings_int_key",
}
"""Migrations that free much of the file; VACUUM (outside their transaction) gives the space back."""


def after_migrations(conn: sqlite3.Connection, applied: list[str]) -> None:
    """Work that cannot run inside a migration's transaction, once the applied ones committed.

    SQLite keeps freed pages inside the file, so a store whose float32
    vectors m002 rewrote (4.6 KB → 0.48 KB each) would not get any smaller on
    disk. When at least a quarter of the pages are free after such a
    migration, VACUUM rewrites the file compactly (once, at upgrade; 110,000
    float32 vectors: 507 MB → 52 MB; m003 + m004 + m005 on a 1M-record store
    with 1.59M int8 vectors: 1.65 GB → 1.14 GB, ~79 s in all). If it cannot run now (another process is
    reading, the disk is full), the free pages are simply reused later.
    """
    if not SHRINKING_MIGRATIONS.intersection(applied):
        return
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    free = conn.execute("PRAGMA freelist_count").fetchone()[0]
    if pages and free * 4 >= pages:
        try:
            conn.execute("VACUUM")
        except sqlite3.Error as exc:
            import sys

            sys.stderr.write(f"mem: note: could not compact the upgraded store now ({exc}); its free space is reused\n")


SCHEMA_VERSION = len(MIGRATIONS)


# ------------------------------------------------------------------ the expected schema

SQLITE_OWN_TABLES = frozenset({"sqlite_stat1", "sqlite_stat4", "sqlite_sequence"})
"""Tables SQLite itself makes (ANALYZE, AUTOINCREMENT); their SQL is SQLite's, not a file's choice."""


def schema_objects(conn: sqlite3.Connection) -> dict[tuple[str, str], str]:
    """Every object in ``sqlite_master`` as ``(type, name) → SQL`` (whitespace runs collapsed; "" for none)."""
    return {
        (str(kind), str(name)): " ".join(str(sql).split()) if sql is not None else ""
        for kind, name, sql in conn.execute("SELECT type, name, sql FROM sqlite_master")
    }


_REFERENCE: dict[int, dict[tuple[str, str], str]] = {}


def reference_schema(version: int) -> dict[tuple[str, str], str]:
    """The objects a fresh store of schema *version* has: the migrations run on an empty in-memory database."""
    if version not in _REFERENCE:
        if not 1 <= version <= SCHEMA_VERSION:
            raise ValueError(f"no schema version {version}")
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            for step in MIGRATIONS[:version]:
                conn.execute("BEGIN")
                step(conn)
                conn.execute("COMMIT")
            _REFERENCE[version] = schema_objects(conn)
        finally:
            conn.close()
    return _REFERENCE[version]


def schema_differences(conn: sqlite3.Connection, version: int | None = None) -> list[tuple[str, str, str]]:
    """How *conn*'s schema differs from the one mem creates: ``(what, type, name)`` sorted.

    *what* is ``foreign`` (an object mem never makes: a trigger could copy
    every forgotten text elsewhere, a view could shadow a table), ``changed``
    (one of mem's objects with other SQL, e.g. a renamed column) or
    ``missing``. Compared by name and SQL against :func:`reference_schema`
    of the store's own ``user_version`` (or *version*).
    """
    if version is None:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    want = reference_schema(version)
    have = schema_objects(conn)
    out: list[tuple[str, str, str]] = []
    for key, sql in have.items():
        if key[0] == "table" and key[1] in SQLITE_OWN_TABLES:
            continue
        if key not in want:
            out.append(("foreign", *key))
        elif want[key] != sql:
            out.append(("changed", *key))
    out.extend(("missing", *key) for key in want if key not in have)
    return sorted(out)


def describe_differences(diffs: list[tuple[str, str, str]], limit: int = 4) -> str:
    """``foreign trigger k, changed table records, …`` for an error or doctor line."""
    parts = [f"{what} {kind} {name!r}" for what, kind, name in diffs[:limit]]
    if len(diffs) > limit:
        parts.append(f"{len(diffs) - limit} more")
    return ", ".join(parts)
