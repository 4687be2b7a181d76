"""The query encoder without torch: a BERT forward pass in NumPy over the model's own safetensors files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.core.blas import one_blas_thread

if TYPE_CHECKING:
    import numpy as np

_ERF_P = 0.3275911
_ERF_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)
_SQRT_HALF = 0.7071067811865476


def _gelu_(x: np.ndarray, ax: np.ndarray, z: np.ndarray, t: np.ndarray, poly: np.ndarray) -> np.ndarray:
    """x ← GELU(x), exact (erf) GELU as BERT uses it, without scipy or torch; *ax*…*poly* are scratch of x's shape.

    erf comes from Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7, the
    size of float32 rounding), so the result matches torch's ``gelu`` to
    float32 precision: importing scipy.special or torch to compute it would
    cost more than the whole query. Written branch-free:
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

OpenBLAS's kernels multiply four rows at a time and the rest with slower
code, so a query of 11 tokens cost more than one of 12 (docs/benchmarks.md).
The padded rows take no part in attention or
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
    and torch most of its cost is framework overhead around the matrix
    products, and loading torch + transformers costs seconds per process. The same arithmetic in NumPy — tokenizer from
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
