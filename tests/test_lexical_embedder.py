"""The lexical embedder (memcli.embedding.lexical): what it encodes, that it is selected like any model, and
that its vectors are kept apart from other models' vectors."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import FAST_EMBEDDER, mem_run

from memcli.config.schema import Config
from memcli.embedding import lexical
from memcli.embedding.models import load_embedder, load_query_embedder


def _cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b)


def test_vectors_are_unit_length_deterministic_and_lexical() -> None:
    emb = lexical.LexicalEmbedder()
    texts = ["We flew in a hot air balloon", "balloons over the valley", "the quarterly budget meeting",
             "我们坐了热气球", "气球飞走了", "", "!!! ..."]
    vecs = emb.encode(texts)
    assert vecs.shape == (len(texts), lexical.DIM) and vecs.dtype == np.float32
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    # a shared word stem (trigrams of "balloon") outweighs a shared short function word ("the")
    assert _cos(vecs[0], vecs[1]) > _cos(vecs[1], vecs[2])
    # a shared Chinese bigram (气球) with no segmenter; nothing in common across the two scripts
    assert _cos(vecs[3], vecs[4]) > 0.2 and abs(_cos(vecs[0], vecs[3])) < 0.1
    # texts without letters or digits share one fixed vector
    assert _cos(vecs[5], vecs[6]) == pytest.approx(1.0)
    # case and width folding: the same features
    assert np.array_equal(emb.encode(["Ｂalloon RIDE"])[0], emb.encode(["balloon ride"])[0])
    assert np.array_equal(emb.encode_query("balloon ride"), emb.encode(["balloon ride"])[0])
    # the same vector in another process (CRC-32, not Python's salted hash)
    code = ("import sys; from memcli.embedding.lexical import LexicalEmbedder; "
            "sys.stdout.write(LexicalEmbedder().encode_query('热气球 balloons').tobytes().hex())")
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60,
                           env={**os.environ, "PYTHONHASHSEED": "12345"})
    assert bytes.fromhex(other.stdout) == emb.encode_query("热气球 balloons").tobytes()


def test_features_are_what_the_docstring_says() -> None:
    feats = lexical.features("The balloon 气球")
    assert feats["w:balloon"] == 1.0 and feats["w:the"] == pytest.approx(0.75)  # shorter than 4 letters
    grams = [f for f in feats if f.startswith("g:")]
    assert "g:<ba" in grams and "g:on>" in grams
    assert feats["b:气球"] == 1.0 and feats["c:气"] == 0.5


def test_selected_by_name_for_batches_and_queries() -> None:
    cfg = Config.model_validate({"embedding": {"model": FAST_EMBEDDER}})
    batch, query = load_embedder(cfg), load_query_embedder(cfg)
    assert batch.model_name == query.model_name == FAST_EMBEDDER and batch.dim == 384
    assert np.array_equal(batch.encode(["rain"])[0], query.encode_query("rain"))


def test_flush_stores_its_vectors_under_its_name_and_a_switch_is_detected(home: Path, fast_embedder: str) -> None:
    for text, at in (("We went hiking on Saturday", "2024-03-02"), ("I love jazz and hiking.", "2024-03-03")):
        assert mem_run(home, "record", text, "--at", at).exit_code == 0
    r = mem_run(home, "flush", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["embedded"] >= 2 and "another embedding model" not in r.stderr
    conn = sqlite3.connect(home / "mem.db")
    try:
        names = {n for (n,) in conn.execute(
            "SELECT DISTINCT m.name FROM embeddings e JOIN embedding_models m ON m.id = e.model")}
        assert names == {FAST_EMBEDDER}
        # vectors of another model: as if the store had been embedded with e5 before the switch
        other = conn.execute("INSERT INTO embedding_models(name) VALUES ('multilingual-e5-small')").lastrowid
        conn.execute("UPDATE embeddings SET model = ?", (other,))
        conn.commit()
    finally:
        conn.close()
    assert mem_run(home, "record", "Rain again", "--at", "2024-03-04").exit_code == 0
    r = mem_run(home, "flush")
    assert r.exit_code == 0 and "another embedding model" in r.stderr and "mem reindex" in r.stderr
    r = mem_run(home, "reindex")
    assert r.exit_code == 0, r.output
    conn = sqlite3.connect(home / "mem.db")
    try:
        names = {n for (n,) in conn.execute(
            "SELECT DISTINCT m.name FROM embeddings e JOIN embedding_models m ON m.id = e.model")}
        assert names == {FAST_EMBEDDER}  # re-embedded by the configured model, the other model's rows dropped
        assert conn.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0] >= 3
    finally:
        conn.close()
    # a misspelling the full-text index cannot match: the trigrams of "hikin" meet those of "hiking"
    assert json.loads(mem_run(home, "recall", "--mode", "fast", "--json", "hikin").stdout) == []
    hits = json.loads(mem_run(home, "recall", "--mode", "semantic", "--json", "hikin").stdout)
    assert hits and "hiking" in hits[0]["text"]


def _vector_keys(home: Path) -> set[tuple[str, int]]:
    from memcli.store.item_keys import split_key

    conn = sqlite3.connect(home / "mem.db")
    try:
        return {split_key(k) for (k,) in conn.execute("SELECT key FROM embeddings")}
    finally:
        conn.close()


def test_forget_drops_real_vectors_and_an_import_is_embedded_again(tmp_path: Path, fast_embedder: str) -> None:
    home = tmp_path / "home"
    for text, at in (("Flew a blue kite at the beach", "2024-04-01"), ("Bought a kitchen scale", "2024-04-02")):
        assert mem_run(home, "record", text, "--at", at).exit_code == 0
    assert mem_run(home, "flush", "--no-llm").exit_code == 0
    before = _vector_keys(home)
    assert {("record", 1), ("record", 2)} <= before
    semantic = ["recall", "--mode", "semantic", "--json", "bluekite"]  # no word in common: only the trigrams
    assert json.loads(mem_run(home, *semantic).stdout)[0]["id"] == "r1"
    gone = json.loads(mem_run(home, "forget", "r1", "--json").stdout)
    assert [f["id"] for f in gone["forgotten"]][:1] == ["r1"]
    after = _vector_keys(home)
    assert ("record", 1) not in after and ("record", 2) in after
    assert all(h["id"] != "r1" and "r1" not in h["sources"] for h in json.loads(mem_run(home, *semantic).stdout))
    # an export carries no vectors; the store it is imported into embeds its items again
    archive = tmp_path / "all.jsonl"
    assert mem_run(home, "export", "-o", str(archive)).exit_code == 0
    assert '"vector"' not in archive.read_text(encoding="utf-8")
    copy = tmp_path / "copy"
    assert mem_run(copy, "import", str(archive)).exit_code == 0
    r = mem_run(copy, "reindex")
    assert r.exit_code == 0, r.output
    assert {k for k in _vector_keys(copy) if k[0] == "record"} == {k for k in after if k[0] == "record"}
    assert json.loads(mem_run(copy, "recall", "--mode", "semantic", "--json", "kitchenette").stdout)[0]["id"] == "r2"
