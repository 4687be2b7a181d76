"""Text processing for indexing: Chinese word segmentation (jieba's, through jieba-rs) and token counting.

Both libraries are imported lazily and only by writers (import, record,
flush, reindex): loading a segmenter's dictionary costs more than a whole
``mem recall``, so readers segment queries against the index vocabulary
instead (see :mod:`memcli.recall.query`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=1)
def _cjk() -> re.Pattern[str]:
    """Compiled on first use: a class spanning the CJK blocks costs more to compile than a recall takes,
    and readers import this module (for :func:`is_symbol_token`) without ever testing for Chinese."""
    return re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def has_cjk(text: str) -> bool:
    return not text.isascii() and _cjk().search(text) is not None


@lru_cache(maxsize=1)
def _segmenter() -> Any:
    """jieba-rs (``rjieba``): jieba's dictionary, DAG and HMM, loaded in a fraction of jieba's start-up.

    ``benchmarks/segmenter_ab.py`` compares it with jieba on every text of the
    sample data, the fixtures and the benchmark data (docs/benchmarks.md).
    """
    import rjieba

    return rjieba


@lru_cache(maxsize=1)
def _blocks() -> re.Pattern[str]:
    """What jieba (and jieba-rs) cut as one unit: runs of Han characters, ASCII letters, digits and ``+#&._%-``.

    Everything between two runs passes through unchanged. Compiled on first
    use: character classes spanning the CJK block cost milliseconds to compile,
    and readers never segment.
    """
    return re.compile(r"([\u4e00-\u9fd5a-zA-Z0-9+#&._%\-]+)")


SEGMENT_CACHE_BLOCKS = 1 << 15  # distinct blocks remembered: at most ~15 MB with the length cap below
SEGMENT_CACHE_MAX_CHARS = 48  # longer blocks rarely repeat; cutting them uncached keeps the cache small


def _cut_block(block: str) -> str:
    # jieba's HMM only ever joins Han characters; a run without them is cut by the dictionary alone
    words = _segmenter().cut_for_search(block, has_cjk(block))
    return " ".join(w for w in words if w.strip())


_cut_block_cached = lru_cache(maxsize=SEGMENT_CACHE_BLOCKS)(_cut_block)


def _segment_block(block: str) -> str:
    """One block (a run jieba cuts as a unit, or the text between two runs), segmented.

    Cached because chat and diaries repeat their clauses (greetings,
    names, stock phrases); jieba's dictionary walk is the costliest step
    of an import. The cache is exact: jieba cuts each block on its own.
    """
    return _cut_block_cached(block) if len(block) <= SEGMENT_CACHE_MAX_CHARS else _cut_block(block)


SKIN_TONES = range(0x1F3FB, 0x1F400)
"""Emoji skin-tone modifiers: dropped from indexed text, so 👍🏽 and 👍 are one word to search."""


def is_symbol_token(ch: str) -> bool:
    """A non-ASCII symbol that is a word of its own in the index (emoji, ★, ♥, ©: Unicode category So).

    The full-text tables tokenise category So as token characters (see
    ``FTS_TOKENIZE`` in memcli/store/sqlite/migrations/m006_fts_symbol_tokens.py);
    every such character is cut into its own token by :func:`space_symbols`,
    and queries cut it the same way (:mod:`memcli.recall.query`).
    """
    import unicodedata  # here: only text holding non-ASCII punctuation or symbols reaches this

    return ch > "\x7f" and unicodedata.category(ch) == "So"


@lru_cache(maxsize=1)
def _non_word() -> re.Pattern[str]:
    """Non-ASCII characters that are neither letters/digits nor spaces: the only ones that can be symbols."""
    return re.compile(r"[^\w\s\x00-\x7f]")


def _spaced(match: re.Match[str]) -> str:
    ch = match.group()
    if ord(ch) in SKIN_TONES:
        return " "
    return f" {ch} " if is_symbol_token(ch) else ch


def space_symbols(text: str) -> str:
    """*text* with every symbol (:func:`is_symbol_token`) standing alone between spaces.

    So ``fun🥟🥟`` is indexed as ``fun``, ``🥟``, ``🥟`` rather than one
    unsearchable run; other characters are left as they were.
    """
    if text.isascii():
        return text
    return _non_word().sub(_spaced, text)


def segment(text: str) -> str:
    """Words joined by spaces, ready for the FTS5 unicode61 tokenizer.

    Chinese runs are cut by jieba (search mode, so both 蓝色风筝 and its
    parts are indexed); other text passes through for unicode61 to split.
    Symbols such as emoji are first set apart (:func:`space_symbols`).

    jieba's ``cut`` splits a text with its ``re_han_default`` pattern and
    cuts every piece independently (``cut_for_search`` only adds n-grams of
    each word), so cutting piece by piece, with a cache, gives exactly the
    words of one ``cut_for_search`` over the whole text.
    """
    text = space_symbols(text)
    if not has_cjk(text):
        return text
    pieces = (_segment_block(p) for p in _blocks().split(text) if p)
    return " ".join(p for p in pieces if p)


HAN_FIRST = 0x3400
"""The first Han code point with a character part (CJK Extension A; then the main block, then the
compatibility ideographs up to U+FAFF, the ranges :func:`has_cjk` and recall's query parser call Chinese)."""
PART_BASE = 0xF0000
"""Where character parts start: Supplementary Private Use Area-A (plane 15), which no script uses."""


def part_char(ch: str) -> str:
    """The index token that stands for Han character *ch* inside any word (see :func:`han_parts`)."""
    return chr(PART_BASE + ord(ch) - HAN_FIRST)


def is_part_token(token: str) -> bool:
    """A character part (:func:`part_char`), as opposed to a word."""
    return len(token) == 1 and PART_BASE <= ord(token) <= PART_BASE + 0xFAFF - HAN_FIRST


@lru_cache(maxsize=1)
def _part_table() -> dict[int, str]:
    """Han code point → its part token and a space (built once per writing process, ~28k entries)."""
    out: dict[int, str] = {}
    for lo, hi in ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF)):
        for cp in range(lo, hi + 1):
            out[cp] = chr(PART_BASE + cp - HAN_FIRST) + " "
    return out


def han_parts(text: str) -> str:
    """Every Han character of *text*, in order, as a *character part*: one private-use token each.

    Why: the index holds jieba's words, so a character or a string shorter
    than the word it sits in matched nothing (``虾`` in 我对虾过敏, where jieba
    reads 对虾). Beside the words, each Chinese text is also indexed as the
    sequence of its characters, each mapped to a code point of plane 15's
    private use area so that it can never be mistaken for a word: the word
    虾 and the part 虾 are different tokens, which lets recall rank a whole
    word above a match inside a longer word. Any substring of the text is a
    phrase of adjacent parts (:func:`memcli.recall.query.parse_query`). Both
    backends tokenise a part as one token (a Co character standing alone).
    """
    if text.isascii():
        return ""
    hans = "".join(_cjk().findall(text))
    return hans.translate(_part_table()).rstrip(" ") if hans else ""


TOKEN_CACHE: list[Any] = []
"""The store's ``cache/`` folder once a command named it (:func:`use_token_cache`)."""


def use_token_cache(cache_dir: Any) -> None:
    """Let the first :func:`count_tokens` load the tokenizer from the store's marshal cache.

    :func:`memcli.core.tokens.prime_encoding` halves tiktoken's load
    (~0.1 s of CPU) and writes the cache when it is missing; the tokenizer
    is still only loaded when something is counted (a re-import that skips
    every record never loads it).
    """
    TOKEN_CACHE[:] = [cache_dir]


@lru_cache(maxsize=1)
def _encoding() -> Any:
    from memcli.core.tokens import prime_encoding

    return prime_encoding(TOKEN_CACHE[0] if TOKEN_CACHE else None)


def count_tokens(text: str) -> int:
    """Tokens in the real ``cl100k_base`` encoding (bundled, offline)."""
    # encode_ordinary == encode(disallowed_special=()) with no special tokens allowed, minus the checks
    return len(_encoding().encode_ordinary(text))


def count_bytes(text: str) -> int:
    return len(text.encode("utf-8"))


def content_hash(*parts: object) -> str:
    """A 128-bit hex digest of the parts, separated unambiguously."""
    import hashlib  # here: readers import this module for its symbol rules and never hash

    chunks: list[bytes] = []
    for part in parts:
        data = "" if part is None else str(part)
        chunks.append(b"%d:" % len(data))  # the length in characters, as always
        chunks.append(data.encode("utf-8", "surrogatepass"))
    return hashlib.sha256(b"".join(chunks)).hexdigest()[:32]
