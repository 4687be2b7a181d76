"""The query encoder with int8 weights, run by ONNX Runtime: a semantic recall's query in ~4 ms instead of ~9.

Why: encoding the question was the largest part of a semantic recall (about
half of LoCoMo's 17–18 ms p50). The float NumPy encoder (memcli.embedding.encoder.QueryEncoder)
multiplies a dozen token rows by 42 MB of float32 weights per query; that is
bound by memory traffic (the weights do not fit this machine's 32 MB L3).
The same network with each weight matrix stored as int8 (one scale per output
column) is 10.6 MB, and ONNX Runtime multiplies it with integer kernels.

It is an approximation, like the stored vectors it is compared with (those are
4-bit codes): cosine to the float vector 0.994 on average over 300 LoCoMo
questions (0.986 at worst), and LoCoMo semantic recall@10 0.7133 against
0.7125 with the float encoder, at 11.6 ms p50 instead of 18.1 (same stores,
same run). ``embedding.query_encoder = "float"`` keeps the exact encoder.

The ONNX graph is written here from the model's own ``model.safetensors``
(nothing is downloaded) and cached in the store's ``models/`` folder under a
name that fingerprints its source, so a later process opens it in ~0.05 s
and a changed model or builder makes a new file. Building needs
the ``onnx`` package; reading needs only ``onnxruntime``.

The word table (30,522 × 384, two thirds of the model, of which a query reads
a dozen rows) is not in the graph: it sits beside it as a float16 ``.npy``
that is memory-mapped, and the rows are looked up in NumPy. Opening the
session then reads 11.6 MB instead of 35 MB: 93 → 50 ms per process.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from memcli.core.atomic import write_atomic
from memcli.core.errors import MemError

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.embedding.encoder import ModelLayout

BUILDER_VERSION = 2
"""Bump when the graph written here changes, so cached files are rebuilt (2: the word table moved out)."""
OPSET = 17
MODELS_DIR = "models"


def quantize_columns(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 codes of *w* (in × out) with one float32 scale per output column.

    Per column rather than per matrix: one large weight no longer coarsens a
    whole matrix (per-matrix codes gave cosine 0.971 on average, per column 0.994).
    """
    import numpy as np

    peak = np.abs(w).max(axis=0)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    codes = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
    return codes, scale


def word_table(weights: dict[str, np.ndarray]) -> np.ndarray:
    """The word embeddings as float16 (vocab × dim): rounding 5e-4 of each entry, far below the int8
    products' error, and half the bytes to map."""
    import numpy as np

    return np.ascontiguousarray(weights["embeddings.word_embeddings.weight"], dtype=np.float16)


def build_graph(weights: dict[str, np.ndarray], config: dict[str, Any]) -> bytes:
    """The serialised ONNX model: word embeddings (n, dim) float32 → last hidden states (n, dim) float32.

    The caller looks the words up in :func:`word_table` (``table[ids]``).
    A BERT encoder (absolute positions, token type 0, GELU) on one unpadded
    sequence, so there is no attention mask. Each weight product is
    DynamicQuantizeLinear → MatMulInteger → rescale → bias, as ONNX Runtime's
    own dynamic quantization writes it; attention, LayerNorm and GELU stay float.
    """
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    dim = int(config["hidden_size"])
    heads = int(config["num_attention_heads"])
    hd = dim // heads
    eps = float(config.get("layer_norm_eps", 1e-12))
    nodes: list[Any] = []
    inits: list[Any] = []

    def const(name: str, value: np.ndarray) -> str:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def node(op: str, inputs: list[str], out: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(op, inputs, [out], **attrs))
        return out

    def linear(x: str, w: np.ndarray, b: np.ndarray, name: str) -> str:
        codes, scale = quantize_columns(np.ascontiguousarray(w.T, dtype=np.float32))
        nodes.append(helper.make_node("DynamicQuantizeLinear", [x], [f"{name}.xq", f"{name}.xs", f"{name}.xz"]))
        node("MatMulInteger", [f"{name}.xq", const(f"{name}.wq", codes), f"{name}.xz"], f"{name}.i32")
        node("Cast", [f"{name}.i32"], f"{name}.f", to=TensorProto.FLOAT)
        node("Mul", [f"{name}.xs", const(f"{name}.ws", scale)], f"{name}.s")
        node("Mul", [f"{name}.f", f"{name}.s"], f"{name}.y")
        return node("Add", [f"{name}.y", const(f"{name}.b", b.astype(np.float32))], f"{name}.out")

    def layer_norm(x: str, w: np.ndarray, b: np.ndarray, name: str) -> str:
        return node("LayerNormalization", [x, const(f"{name}.w", w), const(f"{name}.b", b)], f"{name}.out",
                    axis=-1, epsilon=eps)

    w = weights
    # embeddings: the words looked up by the caller + position [0, n) + token type 0, then LayerNorm
    word = "words"
    n = node("Shape", [word], "emb.n", start=0, end=1)
    pos = node("Slice", [const("pos", w["embeddings.position_embeddings.weight"]),
                         const("zero", np.array([0], np.int64)), n, const("axis0", np.array([0], np.int64))],
               "emb.pos")
    x = node("Add", [word, pos], "emb.wp")
    x = node("Add", [x, const("type0", w["embeddings.token_type_embeddings.weight"][0])], "emb.sum")
    x = layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], "emb.ln")
    split = const("split", np.array([dim, dim, dim], np.int64))
    heads_shape = const("heads_shape", np.array([0, heads, hd], np.int64))
    flat_shape = const("flat_shape", np.array([0, dim], np.int64))
    scale = const("scale", np.array(1.0 / np.sqrt(hd), np.float32))
    half = const("half", np.array(0.5, np.float32))
    one = const("one", np.array(1.0, np.float32))
    root2 = const("root2", np.array(np.sqrt(2.0), np.float32))
    for i in range(int(config["num_hidden_layers"])):
        p = f"encoder.layer.{i}."
        t = f"l{i}"
        qkv_w = np.concatenate([w[p + f"attention.self.{k}.weight"] for k in ("query", "key", "value")], axis=0)
        qkv_b = np.concatenate([w[p + f"attention.self.{k}.bias"] for k in ("query", "key", "value")])
        qkv = linear(x, qkv_w, qkv_b, f"{t}.qkv")
        nodes.append(helper.make_node("Split", [qkv, split], [f"{t}.q", f"{t}.k", f"{t}.v"], axis=1))
        q = node("Transpose", [node("Reshape", [f"{t}.q", heads_shape], f"{t}.q3")], f"{t}.qh", perm=[1, 0, 2])
        k = node("Transpose", [node("Reshape", [f"{t}.k", heads_shape], f"{t}.k3")], f"{t}.kh", perm=[1, 2, 0])
        v = node("Transpose", [node("Reshape", [f"{t}.v", heads_shape], f"{t}.v3")], f"{t}.vh", perm=[1, 0, 2])
        s = node("Mul", [node("MatMul", [q, k], f"{t}.qk"), scale], f"{t}.scaled")
        s = node("Softmax", [s], f"{t}.att", axis=-1)
        a = node("Transpose", [node("MatMul", [s, v], f"{t}.ah")], f"{t}.at", perm=[1, 0, 2])
        a = node("Reshape", [a, flat_shape], f"{t}.a")
        y = linear(a, w[p + "attention.output.dense.weight"], w[p + "attention.output.dense.bias"], f"{t}.ao")
        y = node("Add", [y, x], f"{t}.res1")
        x1 = layer_norm(y, w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"],
                        f"{t}.ln1")
        h = linear(x1, w[p + "intermediate.dense.weight"], w[p + "intermediate.dense.bias"], f"{t}.in")
        # exact GELU: h · (1 + erf(h / √2)) / 2
        g = node("Erf", [node("Div", [h, root2], f"{t}.hr")], f"{t}.erf")
        g = node("Mul", [node("Mul", [h, node("Add", [g, one], f"{t}.erf1")], f"{t}.hg"), half], f"{t}.gelu")
        y = linear(g, w[p + "output.dense.weight"], w[p + "output.dense.bias"], f"{t}.out")
        y = node("Add", [y, x1], f"{t}.res2")
        x = layer_norm(y, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], f"{t}.ln2")
    nodes.append(helper.make_node("Identity", [x], ["hidden"]))
    graph = helper.make_graph(
        nodes, "mem-query-int8",
        [helper.make_tensor_value_info("words", TensorProto.FLOAT, ["n", dim])],
        [helper.make_tensor_value_info("hidden", TensorProto.FLOAT, ["n", dim])],
        initializer=inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="memcli")
    model.ir_version = 8
    return bytes(model.SerializeToString())


def build_all(layout: ModelLayout) -> tuple[bytes, np.ndarray]:
    """The graph and its word table for a model folder (reads the weights once; ~1 s)."""
    weights = layout.weights()
    return build_graph(weights, layout.config), word_table(weights)


def fingerprint(model_dir: Path) -> str:
    """Names the cached graph: the builder's version and the weights file's path, size and time."""
    st = (model_dir / "model.safetensors").stat()
    source = f"{BUILDER_VERSION}|{model_dir.resolve()}|{st.st_size}|{st.st_mtime_ns}"
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:16]


class Int8QueryEncoder:
    """``encode_query`` through an ONNX Runtime session on the int8 graph, one thread."""

    def __init__(self, model_name: str, tokenizer: Any, lower: bool, session: Any, words: np.ndarray) -> None:
        self.model_name = model_name
        self.dim = int(words.shape[1])
        self._tok = tokenizer
        self._lower = lower
        self._session = session
        self._words = words  # float16 (vocab × dim), usually memory-mapped

    def encode_query(self, text: str) -> np.ndarray:
        """float32 vector (dim,), L2-normalised: mean of the last hidden states."""
        import numpy as np

        if not text.strip():
            text = " "
        ids = np.asarray(self._tok.encode(text.lower() if self._lower else text).ids, dtype=np.int64)
        hidden = self._session.run(None, {"words": self._words[ids].astype(np.float32)})[0]
        vec = hidden.mean(axis=0)
        norm = float(np.linalg.norm(vec))
        return (vec / norm if norm > 0 else vec).astype(np.float32)


def _session(model: bytes | str) -> Any:
    import onnxruntime as ort

    opts = ort.SessionOptions()
    # one query of a dozen tokens gains nothing from a second thread (see memcli.core.blas.one_blas_thread)
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    return ort.InferenceSession(model, opts, providers=["CPUExecutionProvider"])


def cache_paths(model_dir: Path, cache_dir: Path) -> tuple[Path, Path]:
    """Where the graph for *model_dir* and its word table are cached: one fingerprint names both."""
    base = f"query-int8-{fingerprint(model_dir)}"
    return cache_dir / f"{base}.onnx", cache_dir / f"{base}.words.npy"


def cached_graph(
    paths: tuple[Path, Path] | None, build: Callable[[], tuple[bytes, np.ndarray]]
) -> tuple[bytes | str, np.ndarray | str, bool]:
    """The graph and word table, and whether they were just built.

    Their files (*paths*, from :func:`cache_paths`) when both are there;
    otherwise built (``build()``) and kept if possible. Each file is written
    to a temporary name and renamed, the word table first, so a reader that
    finds the graph finds its table; older files (and refusal markers) in the
    folder are removed. Without *paths*, or when the folder cannot be written
    (a read-only store), both are used from memory.
    """
    if paths is None:
        return (*build(), True)
    graph, words = paths
    if graph.is_file() and words.is_file():
        return str(graph), str(words), False
    data, table = build()
    cache_dir = graph.parent
    try:
        cache_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        write_atomic(words, lambda fh: _save_npy(fh, table))
        write_atomic(graph, lambda fh: fh.write(data))
    except (OSError, MemError):  # a read-only or full folder: used from memory, built again next time
        return data, table, True
    for old in cache_dir.glob("query-int8-*"):  # older graphs and tables, and refusal markers
        if old not in (graph, words):
            try:
                old.unlink(missing_ok=True)
            except OSError:  # left for a later build to remove
                pass
    return str(graph), str(words), True


def _save_npy(fh: Any, table: np.ndarray) -> None:
    import numpy as np

    np.save(fh, table, allow_pickle=False)


def _open_words(source: np.ndarray | str, vocab: int | None, dim: int) -> np.ndarray:
    """The word table, memory-mapped from its file; ValueError if it is not the expected table."""
    import numpy as np

    table = np.load(source, mmap_mode="r", allow_pickle=False) if isinstance(source, str) else source
    if table.dtype != np.float16 or table.ndim != 2 or table.shape[1] != dim or (vocab and table.shape[0] != vocab):
        raise ValueError(f"word table of shape {table.shape} and type {table.dtype}, not ({vocab}, {dim}) float16")
    return table


def load(model_dir: str, model_name: str, cache_dir: Path | None) -> Int8QueryEncoder | None:
    """The int8 encoder for a supported model folder, or None (unsupported layout, no onnxruntime, a build failure).

    None sends the caller to the float encoder, which gives the same ranking
    within the int8 approximation: a missing optional piece costs speed, never an answer.
    """
    from memcli.embedding.encoder import read_layout

    layout = read_layout(Path(model_dir))
    if layout is None:
        return None
    try:
        import onnxruntime
    except ImportError:
        return None
    paths = None if cache_dir is None else cache_paths(layout.root, cache_dir)
    # a graph this runtime could not open even freshly built: remembered, so that each later recall
    # does not pay the ~1 s build again before falling back (a new runtime version tries afresh)
    refused = None if paths is None else paths[0].with_name(f"{paths[0].stem}.ort-{onnxruntime.__version__}.failed")
    if refused is not None and refused.exists():
        return None

    vocab, dim = layout.config.get("vocab_size"), int(layout.config["hidden_size"])

    try:
        tokenizer = layout.tokenizer()
        encoder = None
        for _attempt in range(2):
            graph, words, built = cached_graph(paths, lambda: build_all(layout))
            try:
                encoder = Int8QueryEncoder(model_name, tokenizer, layout.lower, _session(graph),
                                           _open_words(words, vocab, dim))
                break
            except Exception:
                if built:
                    _refuse((graph, words), refused)
                    raise
                _drop((graph, words))  # a damaged cached file: build both again
        return encoder
    except Exception:  # noqa: BLE001 - any failure here falls back to the float encoder
        return None


def _drop(sources: tuple[bytes | str, np.ndarray | str]) -> None:
    for source in sources:
        if isinstance(source, str):
            Path(source).unlink(missing_ok=True)


def _refuse(sources: tuple[bytes | str, np.ndarray | str], marker: Path | None) -> None:
    """A fresh graph the runtime would not open: drop it and its table, and leave *marker* (best effort)."""
    if marker is None:
        return
    try:
        _drop(sources)
        marker.write_text("onnxruntime could not open the int8 query graph; the float encoder is used\n")
    except OSError:
        pass
