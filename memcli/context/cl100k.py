"""Exact ``cl100k_base`` token counts without building the whole encoder.

Why: a short-lived ``mem context`` process spent ~100 ms of CPU building
tiktoken's encoder — unmarshalling 100,256 ranks (~25 ms) and handing all
of them to the Rust ``CoreBPE`` (~70 ms) — to count a pack that can reach
about 1,500 vocabulary entries. The encoder built here is a
``tiktoken.Encoding`` (same regex, same byte-pair merge code, same ranks)
given only the part of the vocabulary the counted texts can touch, so its counts are
the real ones, not an estimate.

Why a partial vocabulary gives identical results: tiktoken splits text into
pieces with the ``cl100k_base`` regex (which does not depend on the ranks),
then encodes each piece by looking up the piece itself and merging adjacent
parts by the rank of their concatenation. Every byte string it ever looks up
is a substring of one piece; a lookup that misses means "no such merge".
So an encoder whose ranks include every vocabulary entry that is a
substring of a piece of the text gives exactly the same tokens as the full
encoder. What is included:

* always: every entry with a byte outside ASCII (5,034 — CJK and other
  scripts, partial characters, a space or a quote before them), every single
  byte and every run of digits: 6,262 entries, so text in other scripts and
  dates never need a look-up (nor a rebuild: every line of a pack is dated);
* the ASCII-only entries found in the text's ASCII *segments*: a run of
  ASCII whitespace, then symbols or control characters, then letters, plus
  the whitespace after it. No ASCII-only substring of a piece crosses a
  segment: digits only ever form pieces of their own (one to three digits,
  all in the fixed part); a piece holds letters only at its end, so it ends
  where letters end; it holds whitespace only as its first character (a
  space before letters or symbols), as newlines after symbols (the
  whitespace after the segment), or throughout (a whitespace run starts a
  segment). Distinct segments are few (about a hundred in an 8,000-token
  pack: words, labels, punctuation), and each of their substrings is probed
  in an index keyed by a hash of the entry, so a process unmarshals only
  the small buckets it needs.

The index (:data:`INDEX_NAME`) is derived once from the full ranks and kept
beside the ranks cache in the store's ``cache/`` folder. Counting a batch
rebuilds the encoder (≈ 3–5 ms, mostly its regex and the fixed part)
only when the batch brought new entries, so callers count in batches and
announce upcoming text with :meth:`SubsetEncoder.prefetch`.
``tests/test_context_tokens.py`` compares the counts with the full encoder
on random and real text.
"""

from __future__ import annotations

import marshal
import re
import zlib
from array import array
from pathlib import Path
from typing import Any

INDEX_NAME = "cl100k_base.index.marshal"
INDEX_FORMAT = 5
_SLOT_BITS = 17
_SLOT_MASK = (1 << _SLOT_BITS) - 1
# An ASCII *segment*: a run of ASCII whitespace, then ASCII symbols/controls, then ASCII letters, then the
# whitespace after it. Every ASCII-only substring of a piece without digits lies inside one segment (see the
# module notes).
_SEG_WS = "\t\n\x0b\x0c\r "
_SEG_OTHER = "\x00-\x08\x0e-\x1f!-/:-@\\[-`{-\x7f"
_SEGMENT = re.compile(
    f"([{_SEG_WS}]+[{_SEG_OTHER}]*[A-Za-z]*|[{_SEG_OTHER}]+[A-Za-z]*|[A-Za-z]+)(?=([{_SEG_WS}]*))"
)
# past this many probes in one process the full encoder is cheaper (a long run of English, a base64 blob)
MAX_PROBES = 20_000


def build_index(ranks: dict[bytes, int], pat_str: str, key: list[Any]) -> bytes:
    """The serialised index for *ranks* (the full ``cl100k_base`` mergeable ranks); ~0.3 s, once per store."""
    always: dict[bytes, int] = {}
    slots: dict[int, dict[bytes, int]] = {}
    longest = bytearray(128 * 128)  # longest ASCII-only entry starting with these two bytes
    crc = zlib.crc32
    for token, rank in ranks.items():
        if len(token) == 1 or not token.isascii() or token.isdigit():
            always[token] = rank
            continue
        h = crc(token) & _SLOT_MASK
        bucket = slots.get(h)
        if bucket is None:
            slots[h] = {token: rank}
        else:
            bucket[token] = rank
        pos = token[0] << 7 | token[1]
        if len(token) > longest[pos]:
            longest[pos] = min(len(token), 255)
    ends = [0] * (_SLOT_MASK + 2)
    parts: list[bytes] = []
    size = 0
    for h in sorted(slots):
        data = marshal.dumps(slots[h])
        parts.append(data)
        size += len(data)
        ends[h + 1] = size
    for h in range(1, _SLOT_MASK + 2):  # empty slots end where the previous one did
        if ends[h] < ends[h - 1]:
            ends[h] = ends[h - 1]
    offsets = array("I", ends)
    return marshal.dumps((INDEX_FORMAT, key, pat_str, always, bytes(longest), offsets.tobytes(), b"".join(parts)))


def load_index(path: Path, key: list[Any]) -> SubsetEncoder | None:
    """The encoder for the index at *path*, or None if it is missing, stale or damaged."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return parse_index(data, key)


def parse_index(data: bytes, key: list[Any]) -> SubsetEncoder | None:
    """The encoder for serialised index *data*, or None unless it is intact and made for *key*."""
    try:
        payload = marshal.loads(data)
        fmt, stored_key, pat_str, always, longest, offsets_raw, blob = payload
        if fmt != INDEX_FORMAT or stored_key != key:
            return None
        offsets = array("I")
        offsets.frombytes(offsets_raw)
        if len(offsets) != _SLOT_MASK + 2 or offsets[-1] != len(blob) or len(longest) != 128 * 128:
            return None
        return SubsetEncoder(pat_str, always, longest, offsets, blob)
    except (ValueError, EOFError, TypeError):
        return None


def write_index(path: Path, data: bytes) -> None:
    """Atomic, private write (a cache we cannot write only costs time: :func:`memcli.core.atomic.write_cache`)."""
    from memcli.core.atomic import write_cache

    write_cache(path, data)


class SubsetEncoder:
    """A ``tiktoken.Encoding`` over the part of ``cl100k_base`` that the counted texts can reach."""

    def __init__(self, pat_str: str, always: dict[bytes, int], longest: bytes, offsets: array, blob: bytes) -> None:
        self._pat = pat_str
        self._always = always
        self._longest = longest
        self._offsets = offsets
        self._blob = memoryview(blob)
        self._slots: dict[int, dict[bytes, int]] = {}
        self._found: dict[bytes, int] = {}
        self._segments: set[str] = set()
        self._texts: set[str] = set()  # texts already prefetched (a long-lived process sees them again)
        self._core: Any = None
        self._core_size = -1
        self.builds = 0
        self.probes = 0

    @property
    def size(self) -> int:
        """ASCII-only entries the next build holds besides the fixed part."""
        return len(self._found)

    @property
    def exhausted(self) -> bool:
        """True once scanning has cost more than the full encoder would."""
        return self.probes > MAX_PROBES

    def _scan_segment(self, seg: bytes) -> None:
        """Add every vocabulary entry that is a substring of *seg* (ASCII, no digits)."""
        found = self._found
        slots = self._slots
        longest = self._longest
        offsets = self._offsets
        n = len(seg)
        probes = 0
        for i in range(n - 1):
            if self.probes + probes > MAX_PROBES:
                break  # hopeless: the caller sees `exhausted` and uses the full encoder
            top = longest[seg[i] << 7 | seg[i + 1]]
            if not top:
                continue
            for j in range(i + 2, min(n, i + top) + 1):
                piece = seg[i:j]
                if piece in found:
                    continue
                probes += 1
                h = zlib.crc32(piece) & _SLOT_MASK
                bucket = slots.get(h)
                if bucket is None:
                    start, end = offsets[h], offsets[h + 1]
                    bucket = marshal.loads(self._blob[start:end]) if end > start else {}
                    slots[h] = bucket
                rank = bucket.get(piece)
                if rank is not None:
                    found[piece] = rank
        self.probes += probes

    def prefetch(self, texts: list[str]) -> None:
        """Make the next build cover *texts* (cheap for segments already seen)."""
        seen = self._segments
        done = self._texts
        if len(done) > 100_000:
            done.clear()
        for text in texts:
            if text in done:
                continue
            done.add(text)
            for m in _SEGMENT.finditer(text):
                seg = m.group(1) + m.group(2)
                if len(seg) > 1 and seg not in seen:
                    seen.add(seg)
                    self._scan_segment(seg.encode("ascii"))
                    if self.exhausted:
                        return

    def counts(self, texts: list[str]) -> list[int] | None:
        """Exact ``cl100k_base`` token counts of *texts* (one build at most); None once :attr:`exhausted`."""
        texts = [_encodable(t) for t in texts]
        self.prefetch(texts)
        if self.exhausted:
            return None
        if self._core is None or len(self._found) != self._core_size:
            # the size is read before the snapshot and stored after the new encoder, so a thread that
            # adds entries meanwhile sees a size mismatch and rebuilds, never a stale encoder
            size = len(self._found)
            ranks = dict(self._always)
            ranks.update(self._found)
            import tiktoken

            self._core = tiktoken.Encoding("cl100k_base_subset", pat_str=self._pat, mergeable_ranks=ranks,
                                           special_tokens={})
            self._core_size = size
            self.builds += 1
        encode = self._core.encode_ordinary
        return [len(encode(t)) for t in texts]


def _encodable(text: str) -> str:
    """What tiktoken encodes: lone surrogates become U+FFFD, as ``Encoding.encode`` does."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text
