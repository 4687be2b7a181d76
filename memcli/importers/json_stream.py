"""JSON documents read one value at a time out of a :class:`~memcli.importers.textio.TextSource`.

Exports of a few hundred megabytes are one JSON array (or an object holding
one); :func:`json_events` pulls their elements out incrementally with
:meth:`json.JSONDecoder.raw_decode`, holding one value and one chunk, and a
value past ``max_entry_chars`` (:class:`~memcli.importers.textio.ImportLimits`)
is an error rather than gigabytes of memory. JSON Lines files are read line
by line (:func:`jsonl_objects`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from memcli.core.errors import ImportFormatError
from memcli.importers.textio import (
    CHUNK_CHARS,
    SAMPLE_BYTES,
    TextSource,
    current_limits,
    first_char,
    sample_text,
    too_big,
)

_WS = " \t\r\n"
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class JsonEvent:
    """One piece of a streamed JSON document.

    ``kind`` is ``"item"`` for an element of the top-level array (``key`` is
    None) or of a streamed array under a top-level object key (``key`` set),
    and ``"field"`` for any other top-level object member.
    """

    kind: str
    key: str | None
    index: int
    value: Any
    line: int


class _JsonReader:
    """Pulls JSON values one at a time out of a chunked text stream.

    Only the current value and one chunk are held in memory. A decode error
    far from the end of the buffer is a real syntax error; one at the very
    end (or an unterminated string) means "read more" until the file ends,
    at which point it is reported as truncated.
    """

    def __init__(self, src: TextSource) -> None:
        self.src = src
        self.name = src.name
        self._chunks = src.chunks()
        self.buf = ""
        self.pos = 0
        self.eof = False
        self._lc_pos = 0  # a position in buf whose line number is known (line counting is incremental)
        self._lc_line = 1

    def _fill(self, want: int = 1) -> bool:
        """Append at least *want* characters (at least one chunk); compact the consumed prefix."""
        if self.eof:
            return False
        if self.pos > CHUNK_CHARS // 2 or self.pos == len(self.buf):
            self._lc_line = self.line_at(self.pos)
            self._lc_pos = 0
            self.buf = self.buf[self.pos:]
            self.pos = 0
        got = 0
        pieces = [self.buf]  # joined once: appending chunk by chunk would copy the buffer each time
        while got < want:
            try:
                piece = next(self._chunks)
            except StopIteration:
                self.eof = True
                break
            pieces.append(piece)
            got += len(piece)
        self.buf = "".join(pieces)
        return got > 0

    def line_at(self, pos: int) -> int:
        """Line number of ``buf[pos]``, counting only newlines not counted before."""
        if pos < self._lc_pos:
            return self._lc_line - self.buf.count("\n", pos, self._lc_pos)
        self._lc_line += self.buf.count("\n", self._lc_pos, pos)
        self._lc_pos = pos
        return self._lc_line

    def peek(self) -> str:
        """Next non-whitespace character ('' at end of input), consuming whitespace."""
        while True:
            while self.pos < len(self.buf) and self.buf[self.pos] in _WS:
                self.pos += 1
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._fill():
                return ""

    def expect(self, chars: str, what: str) -> str:
        ch = self.peek()
        if ch == "" or ch not in chars:
            if ch == "":
                raise ImportFormatError(f"{self.name}: truncated JSON: the file ends where {what} was expected")
            raise ImportFormatError(
                f"{self.name}: invalid JSON at line {self.line_at(self.pos)}: expected {what}, found {ch!r}"
            )
        self.pos += 1
        return ch

    def value(self, what: str) -> tuple[Any, int]:
        """Decode the next value; returns it with its starting line."""
        self.peek()
        while True:
            start = self.pos
            try:
                value, end = _DECODER.raw_decode(self.buf, start)
            except json.JSONDecodeError as exc:
                need_more = exc.pos >= len(self.buf) - 16 or exc.msg.startswith("Unterminated string")
                if need_more and not self.eof:
                    held = len(self.buf) - start
                    limit = current_limits().max_entry_chars
                    if held > limit:
                        raise too_big(self.name, f"{what} (from line {self.line_at(start)})", None, limit,
                                      "max_entry_chars") from None
                    # grow with the value itself, so a huge value costs O(n log n), a small one one chunk
                    self._fill(max(1, min(held, limit + 1 - held)))
                    continue
                if need_more:
                    raise ImportFormatError(
                        f"{self.name}: truncated JSON: the file ends inside {what} "
                        f"(starting at line {self.line_at(start)}); was the file cut short?"
                    ) from None
                raise ImportFormatError(
                    f"{self.name}: invalid JSON in {what} at line {self.line_at(exc.pos)}, "
                    f"column {exc.colno}: {exc.msg}"
                ) from None
            if end >= len(self.buf) and not self.eof:
                # a number (or literal) cut by the chunk boundary would decode short
                self._fill()
                continue
            line = self.line_at(start)
            self.pos = end
            return value, line

    def at_end(self) -> None:
        ch = self.peek()
        if ch:
            raise ImportFormatError(
                f"{self.name}: unexpected data after the JSON document at line {self.line_at(self.pos)}"
            )

    def array_items(self, what: str) -> Iterator[tuple[int, Any, int]]:
        """Elements of the array whose ``[`` has just been consumed."""
        index = 0
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            value, line = self.value(f"{what} {index}")
            yield index, value, line
            index += 1
            sep = self.expect(",]", f"',' or ']' after {what} {index - 1}")
            if sep == "]":
                return


def top_level(head: bytes) -> str:
    """``"["``, ``"{"`` or another first character: what kind of JSON document this is."""
    return first_char(head)


def json_events(src: TextSource, *, stream_keys: frozenset[str] = frozenset(), what: str = "entry") -> Iterator[JsonEvent]:
    """Stream a JSON document whose top level is an array or an object.

    Array elements are yielded one by one; for an object, members named in
    *stream_keys* whose value is an array are streamed element by element,
    other members are yielded whole as ``"field"`` events (in file order).
    """
    reader = _JsonReader(src)
    ch = reader.peek()
    if ch == "[":
        reader.pos += 1
        for index, value, line in reader.array_items(what):
            yield JsonEvent("item", None, index, value, line)
        reader.at_end()
        return
    if ch == "{":
        reader.pos += 1
        if reader.peek() == "}":
            reader.pos += 1
            reader.at_end()
            return
        while True:
            key, line = reader.value("an object key")
            if not isinstance(key, str):
                raise ImportFormatError(f"{reader.name}: invalid JSON at line {line}: object keys must be strings")
            reader.expect(":", f"':' after key {key!r}")
            if key in stream_keys and reader.peek() == "[":
                reader.pos += 1
                for index, value, item_line in reader.array_items(what):
                    yield JsonEvent("item", key, index, value, item_line)
            else:
                value, line = reader.value(f"the value of {key!r}")
                yield JsonEvent("field", key, 0, value, line)
            if reader.expect(",}", "',' or '}'") == "}":
                break
        reader.at_end()
        return
    if ch == "":
        raise ImportFormatError(f"{src.name}: the file is empty (only whitespace)")
    raise ImportFormatError(f"{src.name}: expected a JSON array or object, found {ch!r} at the start")


def jsonl_objects(src: TextSource) -> Iterator[tuple[int, Any]]:
    """``(line number, parsed value)`` for each non-blank line of a JSON Lines file."""
    for lineno, line in src.lines():
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ImportFormatError(f"{src.name}: line {lineno}: invalid JSON ({exc.msg}, column {exc.colno})") from None
        yield lineno, value


def looks_like_jsonl(head: bytes) -> bool:
    """True when the first non-blank line is a complete JSON object on its own."""
    text = sample_text(head).lstrip("\ufeff \t\r\n")
    if not text.startswith("{"):
        return False
    first, sep, _rest = text.partition("\n")
    if not sep and len(head) >= SAMPLE_BYTES:
        return False  # one very long line: cannot tell cheaply
    try:
        return isinstance(json.loads(first), dict)
    except json.JSONDecodeError:
        return False
