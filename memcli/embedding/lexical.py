"""A lexical embedder with no model: hashed word, character and CJK n-gram counts in 384 dimensions.

Why it exists: some machines cannot run the e5 model (no ONNX Runtime wheel
for the platform, too little memory, no time to build its graph), and
``embedding.enabled = false`` loses the vector side of recall altogether.
``embedding.model = "lexical-hash-v1"`` keeps it: texts that share words,
word pieces or Chinese bigrams get similar vectors, so semantic recall
fuses a second, fuzzier lexical signal (``balloons`` finds ``balloon``,
``热气球`` finds ``气球``) with the full-text one. It knows no synonyms and
no translation: a paraphrase with other words, or a question in the other
language, is what the real model is for (docs/quality.md).

How a text becomes a vector (the *hashing trick*): the text is NFKC-folded
and case-folded and cut into runs of CJK characters and runs of other
letters and digits. A word run gives the word itself and the character
trigrams of ``<word>`` (the brackets mark its ends, so ``<ba`` is a prefix);
a CJK run gives its characters and its overlapping bigrams (no jieba: a
Chinese word is mostly two characters, and a bigram across two words costs
only a little noise). Weights: a word 1, and its trigrams together as much
(each 1/√n of n, so a word's pieces count as much as the word, whatever its
length); words shorter than four letters weigh length/4 (with no corpus to
learn which words are common, shortness is the general sign of a function
word: *a*, *in*, *the*); a CJK bigram 1, a CJK character 0.5. A feature seen
*c* times weighs (1 + ln c) times its mean weight, so a repeated word does
not drown the rest. Each feature is added with a sign into one of
:data:`DIM` buckets; the bucket and the sign come from the feature's CRC-32,
so a colliding pair cancels as often as it adds. The vector is
L2-normalised (a text with no letters or digits gets one fixed unit
vector). Passages and queries are embedded alike.

It is deterministic across processes and machines (CRC-32, not Python's
salted ``hash``) and needs only NumPy. Its vectors are stored under
:data:`MODEL_NAME`; a change to any rule above must change that name, so
stored vectors made by the old rules read as another model's and ``mem
reindex`` re-embeds them. 384 dimensions is the built-in models' width, so
the same storage layout and PostgreSQL's vector index apply.
"""

from __future__ import annotations

import math
import re
import unicodedata
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    import numpy as np

MODEL_NAME = "lexical-hash-v1"
ALIASES = frozenset({MODEL_NAME})
DIM = 384

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_RUNS = re.compile(f"([{_CJK}]+)|([^\\W_{_CJK}]+)")
_CJK_BIGRAM_WEIGHT = 1.0
_CJK_CHAR_WEIGHT = 0.5
_FULL_WORD = 4  # letters from which a word weighs fully
_EMPTY_FEATURE = "\x00empty"


def features(text: str) -> dict[str, float]:
    """The weighted features of *text* before hashing (exposed so tests and docs can show what counts)."""
    total: dict[str, float] = {}
    count: dict[str, int] = {}

    def add(feature: str, weight: float) -> None:
        total[feature] = total.get(feature, 0.0) + weight
        count[feature] = count.get(feature, 0) + 1

    folded = unicodedata.normalize("NFKC", text).casefold()
    for match in _RUNS.finditer(folded):
        cjk, word = match.group(1), match.group(2)
        if cjk:
            for ch in cjk:
                add("c:" + ch, _CJK_CHAR_WEIGHT)
            for i in range(len(cjk) - 1):
                add("b:" + cjk[i : i + 2], _CJK_BIGRAM_WEIGHT)
            continue
        weight = min(1.0, len(word) / _FULL_WORD)
        add("w:" + word, weight)
        marked = f"<{word}>"
        grams = [marked[i : i + 3] for i in range(len(marked) - 2)]
        share = weight / math.sqrt(len(grams))
        for gram in grams:
            add("g:" + gram, share)
    return {f: total[f] / count[f] * (1.0 + math.log(count[f])) for f in total}


def _bucket(feature: str) -> tuple[int, float]:
    """The feature's bucket and sign: the low bits of its CRC-32 pick the bucket, the top bit the sign."""
    h = zlib.crc32(feature.encode("utf-8"))
    return h % DIM, (-1.0 if h >> 31 else 1.0)


def embed_one(text: str, out: np.ndarray) -> None:
    """Write *text*'s unit vector into *out* (float32, length :data:`DIM`, zeros on entry)."""
    import numpy as np

    feats = features(text) or {_EMPTY_FEATURE: 1.0}
    for feature, weight in feats.items():
        index, sign = _bucket(feature)
        out[index] += sign * weight
    norm = float(np.linalg.norm(out))
    if norm == 0.0:  # every feature cancelled in its bucket: fall back to the fixed vector
        out[:] = 0.0
        index, sign = _bucket(_EMPTY_FEATURE)
        out[index] = sign
        return
    out /= np.float32(norm)


class LexicalEmbedder:
    """The :class:`memcli.embedding.models.TextEmbedder` of hashed n-grams: no files, no threads, no warm-up."""

    model_name = MODEL_NAME
    dim = DIM

    def encode(self, texts: list[str], *, progress: Callable[[int], None] | None = None) -> np.ndarray:
        """float32 (len(texts), :data:`DIM`), rows L2-normalised; *progress* hears the count at the end."""
        import numpy as np

        vecs = np.zeros((len(texts), DIM), dtype=np.float32)
        for row, text in enumerate(texts):
            embed_one(text, vecs[row])
        if progress is not None:
            progress(len(texts))
        return vecs

    def encode_query(self, text: str) -> np.ndarray:
        """One query → float32 (:data:`DIM`,), the same rules as a passage."""
        return self.encode([text])[0]


def is_lexical(name: str) -> bool:
    """Whether *name* selects this embedder."""
    return name in ALIASES


def load() -> LexicalEmbedder:
    """The embedder (stateless; a new one costs nothing)."""
    return LexicalEmbedder()
