"""Flush with embeddings on, through the lexical embedder (memcli.embedding.lexical; the e5 model's own flush
is in tests/test_e5.py).

Vectors for records, memories and events, stored with the model name; the
resolver skips a near-duplicate by cosine distance; a model change is
detected and ``mem reindex`` re-embeds; a missing model is a clear error
and does not stop distillation.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from conftest import FAST_EMBEDDER, mem_run, use_fast_embedder

from memcli.store.item_keys import kind_range, split_key
from memcli.store.sqlite.vectors.keys import model_id

TEXTS = [
    ("My name is Rain Lin and I live in Shanghai.", "2024-03-01T20:00:00+08:00"),
    ("We agreed to go hiking on Saturday morning.", "2024-03-02T20:00:00+08:00"),
    ("I love jazz and hiking.", "2024-03-03T20:00:00+08:00"),
    ("We agreed to go hiking this Saturday morning.", "2024-03-04T20:00:00+08:00"),
    ("I live in Hangzhou now.", "2024-03-05T20:00:00+08:00"),
]


@pytest.fixture(scope="module")
def embedded_home(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    home = tmp_path_factory.mktemp("emb") / "memhome"
    use_fast_embedder(home)
    for text, at in TEXTS:
        r = mem_run(home, "record", text, "--at", at)
        assert r.exit_code == 0, r.output
    r = mem_run(home, "flush", "--json")
    assert r.exit_code == 0, r.output
    return home, json.loads(r.stdout)


def test_flush_embeds_records_memories_events_and_resolves_by_cosine(embedded_home: tuple[Path, dict]) -> None:
    home, out = embedded_home
    assert out["embedded"] > 0
    conn = sqlite3.connect(home / "mem.db")
    try:
        rows = [(*split_key(r[0]), *r[1:]) for r in conn.execute(
            "SELECT e.key, m.name, e.dim, e.vector FROM embeddings e JOIN embedding_models m ON m.id = e.model")]
        kinds = {k for k, *_ in rows}
        assert kinds == {"record", "memory", "event"}
        assert {m for _, _, m, _, _ in rows} == {FAST_EMBEDDER} and {d for *_, d, _ in rows} == {384}
        from memcli.store.vector_codec import unpack_vector

        for *_, dim, blob in rows:
            assert len(blob) == dim // 2 + 4  # 4-bit codes, two a byte, + float32 scale (schema 3)
            vec = unpack_vector(blob, dim)
            # unit vectors, within what the 4-bit codes keep of their length
            assert vec is not None and abs(float(np.linalg.norm(vec)) - 1.0) < 0.08
        records = {r[0] for r in conn.execute("SELECT id FROM records")}
        assert {i for k, i, *_ in rows if k == "record"} == records
        active = {r[0] for r in conn.execute("SELECT id FROM memories WHERE status = 'active'")}
        assert {i for k, i, *_ in rows if k == "memory"} == active  # superseded values keep no vector
        assert conn.execute("SELECT COUNT(*) FROM memories WHERE status = 'superseded'").fetchone()[0] >= 1  # Shanghai → Hangzhou
        events = {r[0] for r in conn.execute("SELECT id FROM events")}
        assert {i for k, i, *_ in rows if k == "event"} == events
        assert int(conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()[0]) > 0
        # the two hiking agreements are near-duplicates: one memory citing both records
        agreements = conn.execute("SELECT id FROM memories WHERE type = 'agreement' AND status = 'active'").fetchall()
        assert len(agreements) == 1
        n_sources = conn.execute("SELECT COUNT(*) FROM memory_sources WHERE memory_id = ?", agreements[0]).fetchone()[0]
        assert n_sources == 2
    finally:
        conn.close()


def test_flush_leaves_a_fresh_vector_file(embedded_home: tuple[Path, dict]) -> None:
    """The flush that wrote vectors rebuilt ``vectors/``: semantic recall finds it current and builds nothing."""
    from memcli.store.sqlite.vectors import file as vectors
    from memcli.store.sqlite.db import connect

    home, _out = embedded_home
    index = vectors.open_index(home)
    assert index is not None and index.model == FAST_EMBEDDER
    conn = connect(home)
    try:
        assert index.version == vectors.store_version(conn)  # not stale: no rebuild on the next recall
        assert index.count == conn.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0]
    finally:
        conn.close()


def test_model_change_is_detected_and_reindex_reembeds(embedded_home: tuple[Path, dict]) -> None:
    from memcli.embedding.maintenance import embeddings_stale
    from memcli.store.sqlite.store import SqliteStore

    home, _ = embedded_home
    conn = sqlite3.connect(home / "mem.db")
    try:
        version = int(conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()[0])
        older = model_id(conn, "some-older-model", create=True)
        conn.execute("UPDATE embeddings SET model = ? WHERE key BETWEEN ? AND ?", (older, *kind_range("record")))
        conn.commit()
        assert embeddings_stale(SqliteStore(conn, home), FAST_EMBEDDER)
    finally:
        conn.close()
    r = mem_run(home, "reindex")
    assert r.exit_code == 0, r.output
    assert "embeddings" in r.stderr
    assert f"embedding records {len(TEXTS)}/{len(TEXTS)} [" in r.stderr  # the progress line's last state
    conn = sqlite3.connect(home / "mem.db")
    try:
        assert not embeddings_stale(SqliteStore(conn, home), FAST_EMBEDDER)
        assert conn.execute("SELECT COUNT(*) FROM embeddings WHERE key BETWEEN ? AND ?",
                            kind_range("record")).fetchone()[0] == len(TEXTS)
        assert int(conn.execute("SELECT value FROM meta WHERE key = 'embeddings_version'").fetchone()[0]) > version
    finally:
        conn.close()


def test_missing_model_is_a_clear_error_and_flush_still_distills(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from memcli.config.schema import Config
    from memcli.embedding.models import load_embedder
    from memcli.core.errors import MemError

    missing = tmp_path / "no-such-model"
    monkeypatch.setenv("MEM_EMBED_MODEL", str(missing))
    with pytest.raises(MemError, match="does not exist"):
        load_embedder(Config())
    r = mem_run(home, "record", "我叫林小雨。", "--at", "2024-03-01")
    assert r.exit_code == 0
    r = mem_run(home, "flush", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["processed"] == 1
    assert "no-such-model" in r.stderr and "mem reindex" in r.stderr
    prof = json.loads(mem_run(home, "profile", "--json").stdout)
    assert prof[0]["content"] == "林小雨"
