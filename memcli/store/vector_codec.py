"""How a stored vector is laid out in bytes, the same for every backend that keeps vectors as blobs.

Quantizing (:func:`quantize4` for storage, :func:`quantize` for the vector
file) and decoding every layout ever written (:func:`unpack_rows`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

# A row of ``embeddings`` (keyed by one integer, kind code << 40 | item id, since schema 5; see
# m002/m003/m005 in store/schema.py and memcli/store/sqlite/vectors/keys.py) holds the vector in one of
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
# vector file (memcli/store/sqlite/vectors/file.py): a 4-bit code's level *is* an int8
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
        vector: np.ndarray = np.frombuffer(blob, dtype=np.int8, count=dim).astype(np.float32) * scale
        return vector
    if len(blob) == _nibble_len(dim):
        q, scale = _unpack_nibbles(np.frombuffer(blob, dtype=np.uint8).reshape(1, -1), dim)
        vector = q[0].astype(np.float32) * scale[0]
        return vector
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
