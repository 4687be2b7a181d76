"""Reading input files safely: encodings, binary garbage, streaming readers.

Every importer reads its input through this module so that the same rules
hold for every format:

* Binary data (NUL bytes, many control characters, known file signatures
  such as zip or PNG) is refused before any parsing, with a hint.
* UTF-8 (with or without BOM) is the expected encoding. A file that is not
  UTF-8 but decodes cleanly as GB18030 and reads as mostly common Chinese
  characters is decoded as GB18030 with a warning on stderr; anything else
  (Latin-1, Windows-1252, UTF-16, …) is refused with the ``iconv`` command
  that converts it. Mojibake is never stored silently.
* Files are read in chunks (never whole), so a 200 MB export streams in
  bounded memory: :meth:`TextSource.lines` for line formats and
  :func:`json_events` (an incremental reader built on
  :meth:`json.JSONDecoder.raw_decode`) for JSON arrays and objects.

* Nothing a reader must hold whole (a line, one JSON value, a whole
  document) may grow past :class:`ImportLimits` (``[import]`` in the
  config, set by :mod:`memcli.ingest` with :func:`import_limits`), so one
  huge or hostile input costs a clear error, not gigabytes of memory.

Readers report consumed bytes to an optional progress callback (set by
:mod:`memcli.ingest` with :func:`progress_hook`) so the CLI can draw a
progress bar without the importers knowing about it.
"""

from __future__ import annotations

import codecs
import datetime as _dt
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from memcli.errors import ImportFormatError, MemError
from memcli.timeutil import parse_when

SAMPLE_BYTES = 65536
CHUNK_CHARS = 1 << 19  # bytes per read: small enough for bounded memory, large enough to be fast

_progress: ContextVar[Callable[[int], None] | None] = ContextVar("mem_import_progress", default=None)


@dataclass(frozen=True)
class ImportLimits:
    """How much one input may hold (the ``[import]`` config section; see the README)."""

    max_message_chars: int = 200_000  # one record's text: segmentation, indexing and distillation grow with it
    max_entry_chars: int = 64 << 20  # one unit a reader holds whole: a line, a JSON array element, a document
    max_archive_bytes: int = 1 << 30  # uncompressed bytes read out of one archive
    max_compression_ratio: int = 100  # uncompressed/compressed size of one archive member


_limits: ContextVar[ImportLimits] = ContextVar("mem_import_limits", default=ImportLimits())


@contextmanager
def import_limits(limits: ImportLimits) -> Iterator[None]:
    """Apply *limits* to every reader of this module while the block runs."""
    token = _limits.set(limits)
    try:
        yield
    finally:
        _limits.reset(token)


def current_limits() -> ImportLimits:
    return _limits.get()


def too_big(name: str, what: str, size: int | None, limit: int, key: str, unit: str = "characters") -> ImportFormatError:
    """The one error for an input over a bound: what, how big (None: not read to its end), the limit, how to raise it."""
    how_big = f"is {size:,} {unit}, over" if size is not None else "is longer than"
    return ImportFormatError(
        f"{name}: {what} {how_big} the limit of {limit:,} {unit} (import.{key}); nothing from "
        f"this file was imported. Split it, or raise the limit with `mem config set import.{key} N`"
    )

_SIGNATURES: list[tuple[bytes, str, str]] = [
    (b"PK\x03\x04", "a zip archive", "unzip it first (a ChatGPT export is a zip: import the conversations.json inside)"),
    (b"\x1f\x8b", "a gzip archive", "decompress it first (gunzip)"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image", "attach images with `mem record --photo FILE` instead"),
    (b"\xff\xd8\xff", "a JPEG image", "attach images with `mem record --photo FILE` instead"),
    (b"GIF8", "a GIF image", "attach images with `mem record --photo FILE` instead"),
    (b"%PDF", "a PDF document", "export its text first"),
    (b"SQLite format 3\x00", "an SQLite database", "export it to JSON or text first"),
    (b"\x7fELF", "an executable", "pass a chat export or a diary"),
]

# bytes that never occur in text files (tab, LF, VT, FF, CR and ESC are allowed)
_CONTROL = frozenset(list(range(0x01, 0x09)) + [0x0E, 0x0F] + list(range(0x10, 0x1B)) + [0x1C, 0x1D, 0x1E, 0x1F, 0x7F])


def display_name(label: str) -> str:
    """How an input is named in messages: ``-`` is stdin."""
    return "stdin" if label in {"-", ""} else label


def warn(message: str) -> None:
    """A ``mem: warning: …`` line on stderr (importers never print to stdout)."""
    from memcli.termsafe import safe_line

    sys.stderr.write(f"mem: warning: {safe_line(message)}\n")
    sys.stderr.flush()


@contextmanager
def progress_hook(callback: Callable[[int], None] | None) -> Iterator[None]:
    """Route byte counts read by this module to *callback* while the block runs."""
    token = _progress.set(callback)
    try:
        yield
    finally:
        _progress.reset(token)


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def check_not_binary(head: bytes, name: str) -> None:
    """Refuse binary input up front, saying what it looks like and what to do."""
    for magic, what, hint in _SIGNATURES:
        if head.startswith(magic):
            raise ImportFormatError(f"{name}: this is {what}, not a chat export or diary; {hint}")
    for bom, enc in ((codecs.BOM_UTF32_LE, "UTF-32LE"), (codecs.BOM_UTF32_BE, "UTF-32BE"),
                     (codecs.BOM_UTF16_LE, "UTF-16LE"), (codecs.BOM_UTF16_BE, "UTF-16BE")):
        if head.startswith(bom):
            raise ImportFormatError(
                f"{name}: the file is {enc} text, not UTF-8; convert it with "
                f"`iconv -f {enc.rstrip('LEB')} -t UTF-8 FILE > FILE.utf8` and import that"
            )
    nul = head.find(b"\x00")
    if nul >= 0:
        raise ImportFormatError(
            f"{name}: binary data (NUL byte at line {_line_of(head, nul)}); "
            "this is not a text or JSON file"
        )
    if head:
        control = sum(1 for b in head if b in _CONTROL)
        if control > max(2, len(head) // 100):
            raise ImportFormatError(
                f"{name}: binary data ({control} control bytes in the first {len(head)}); "
                "this is not a text or JSON file"
            )


def _looks_chinese(text: str) -> bool:
    """True when the non-ASCII characters are mostly common Chinese text.

    Latin-1 bytes can happen to decode as GB18030 ("é" followed by a letter
    is a valid GBK pair), but such pairs land outside GB2312, the common
    simplified-Chinese set; real Chinese text is almost all inside it.
    """
    wide = [ch for ch in text if ord(ch) > 0x7F]
    if len(wide) < 2:
        return False
    good = 0
    for ch in wide:
        try:
            ch.encode("gb2312")
        except UnicodeEncodeError:
            continue
        good += 1
    return good / len(wide) >= 0.9


def _decodes(head: bytes, encoding: str) -> tuple[bool, int]:
    """Whether *head* decodes (a cut multi-byte character at the end is fine); else the bad offset."""
    decoder = codecs.getincrementaldecoder(encoding)("strict")
    try:
        decoder.decode(head, final=False)
    except UnicodeDecodeError as exc:
        return False, exc.start
    return True, -1


def choose_encoding(head: bytes, name: str, *, quiet: bool = False) -> str:
    """The codec to read a file with, judged from its first bytes.

    Returns ``"utf-8-sig"`` (BOM stripped if present) or ``"gb18030"``
    (with a warning unless *quiet*); raises :class:`ImportFormatError`
    with an ``iconv`` hint for anything else.
    """
    ok, bad = _decodes(head, "utf-8")
    if ok:
        return "utf-8-sig"
    ok_gb, _ = _decodes(head, "gb18030")
    if ok_gb and _looks_chinese(head.decode("gb18030", "ignore")):
        if not quiet:
            warn(
                f"{name}: not UTF-8; decoded as GB18030/GBK (Chinese). To silence this, convert it: "
                "`iconv -f GB18030 -t UTF-8 FILE > FILE.utf8`"
            )
        return "gb18030"
    raise ImportFormatError(
        f"{name}: not UTF-8 (byte 0x{head[bad]:02X} at line {_line_of(head, bad)}); it may be "
        "Latin-1/Windows-1252 or another legacy encoding. Convert it with "
        "`iconv -f WINDOWS-1252 -t UTF-8 FILE > FILE.utf8` (use the right -f encoding) and import that"
    )


def read_head(path: Path, size: int = SAMPLE_BYTES) -> bytes:
    with path.open("rb") as fh:
        return fh.read(size)


def sample_text(head: bytes) -> str:
    """The sample decoded for sniffing: never raises, never warns."""
    try:
        enc = choose_encoding(head, "", quiet=True)
    except ImportFormatError:
        return head.decode("utf-8", "replace")
    text = codecs.getincrementaldecoder(enc)("replace").decode(head, final=False)
    return text


def first_char(head: bytes) -> str:
    """The first non-whitespace character of the sample ('' if none)."""
    text = sample_text(head).lstrip("\ufeff \t\r\n")
    return text[:1]


class TextSource:
    """A text file decoded incrementally in chunks, with line-accurate errors.

    *opener* reads something that is not a file on disk (a zip member) the
    same way; it must return a fresh binary stream on every call.
    """

    def __init__(self, path: Path, label: str, opener: Callable[[], BinaryIO] | None = None) -> None:
        self.path = path
        self.name = display_name(label)
        self.open: Callable[[], BinaryIO] = opener or (lambda: path.open("rb"))
        with self.open() as fh:
            head = fh.read(SAMPLE_BYTES)
        if not head:
            raise ImportFormatError(f"{self.name}: the file is empty")
        check_not_binary(head, self.name)
        self.encoding = choose_encoding(head, self.name)

    def chunks(self, size: int | None = None) -> Iterator[str]:
        """Decoded text in pieces of about *size* bytes; decode errors name the line."""
        size = size or CHUNK_CHARS
        decoder = codecs.getincrementaldecoder(self.encoding)("strict")
        lines_before = 1
        report = _progress.get()
        with self.open() as fh:
            while True:
                data = fh.read(size)
                final = not data
                try:
                    text = decoder.decode(data, final=final)
                except UnicodeDecodeError as exc:
                    line = lines_before + data.count(b"\n", 0, max(exc.start, 0))
                    # at end of file the bad bytes are the decoder's leftovers, not in `data`
                    bad = exc.object[exc.start] if exc.start < len(exc.object) else 0
                    raise ImportFormatError(
                        f"{self.name}: not valid {'UTF-8' if self.encoding.startswith('utf') else self.encoding} "
                        f"at line {line} (byte 0x{bad:02X}); convert the file to UTF-8 with "
                        "`iconv -f ENCODING -t UTF-8 FILE > FILE.utf8` and import that"
                    ) from None
                if report is not None and data:
                    report(len(data))
                if text:
                    if "\x00" in text:
                        nul = text.index("\x00")
                        raise ImportFormatError(
                            f"{self.name}: binary data (NUL byte at line {lines_before + text.count(chr(10), 0, nul)}); "
                            "this is not a text or JSON file"
                        )
                    lines_before += text.count("\n")
                    yield text
                if final:
                    return

    def lines(self) -> Iterator[tuple[int, str]]:
        """``(line number, line without its newline)``, streaming."""
        pending = ""
        lineno = 0
        limit = current_limits().max_entry_chars
        for chunk in self.chunks():
            pending += chunk
            parts = pending.split("\n")
            pending = parts.pop()
            for part in parts:
                lineno += 1
                yield lineno, part[:-1] if part.endswith("\r") else part
            if len(pending) > limit:
                raise too_big(self.name, f"line {lineno + 1}", None, limit, "max_entry_chars")
        if pending:
            lineno += 1
            yield lineno, pending[:-1] if pending.endswith("\r") else pending


def open_text(path: Path, label: str) -> TextSource:
    """Check and open *path* for reading (empty, binary and encoding checks happen here)."""
    return TextSource(path, label)


# --------------------------------------------------------------------------- JSON streaming

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


# --------------------------------------------------------------------------- times


def time_from_value(value: Any, tz: Any) -> _dt.datetime:
    """A message time from an export: epoch seconds/milliseconds or a date string.

    Naive strings are read in *tz* (the user's zone). Epochs are absolute
    and kept in UTC, so the stored time (which is part of the content hash)
    does not change when the user later changes their zone. Relative words
    ("now", "today") are refused: they would change on every import and
    break dedup. Raises :class:`ValueError` with the offending value.
    """
    if isinstance(value, bool) or value is None:
        raise ValueError(repr(value))
    if isinstance(value, (int, float)):
        seconds = float(value)
        if seconds > 1e11:  # milliseconds
            seconds /= 1000.0
        try:
            return _dt.datetime.fromtimestamp(seconds, _dt.timezone.utc)
        except (OverflowError, OSError, ValueError):
            raise ValueError(repr(value)) from None
    if isinstance(value, str) and value.strip().replace(".", "", 1).isdigit() and len(value.split(".")[0].strip()) >= 9:
        return time_from_value(float(value), tz)  # an epoch written as a string
    if isinstance(value, str):
        try:  # fast path: ISO 8601, the common case in exports
            parsed = _dt.datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=tz)
        if value.strip().lower() in {"now", "today", "yesterday", "今天", "昨天"}:
            raise ValueError(repr(value))
        try:
            return parse_when(value, tz)
        except MemError:
            raise ValueError(repr(value)) from None
    raise ValueError(repr(value))


# --------------------------------------------------------------------------- photos


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a regular file's bytes, read in chunks (images are never decoded).

    Special files (FIFOs, devices, /proc and /sys) are refused, not read: see
    :mod:`memcli.importers.confine`.
    """
    import hashlib

    from memcli.importers.confine import open_regular

    digest = hashlib.sha256()
    with open_regular(path) as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def photo_cue_key(path: Path) -> str:
    """The cue key of a photo: ``photo:sha256:<hex of the file's bytes>``."""
    return f"photo:sha256:{file_sha256(path)}"


def parts_text(value: Any, sep: str) -> str:
    """Text held as a string or as a list of strings and ``{"text": …}`` parts, joined by *sep*.

    Chat exports (OpenAI content parts, Telegram entities) split one message
    into such parts; anything else in the list (images, files) is left out.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return sep.join(
            p if isinstance(p, str) else p["text"]
            for p in value
            if isinstance(p, str) or (isinstance(p, dict) and isinstance(p.get("text"), str))
        )
    return ""
