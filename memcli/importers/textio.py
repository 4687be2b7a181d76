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
  :func:`memcli.importers.json_stream.json_events` for JSON arrays and
  objects.

* Nothing a reader must hold whole (a line, one JSON value, a whole
  document) may grow past :class:`ImportLimits` (``[import]`` in the
  config, set by :mod:`memcli.ingest.files` with :func:`import_limits`), so one
  huge or hostile input costs a clear error, not gigabytes of memory.

Readers report consumed bytes to an optional progress callback (set by
:mod:`memcli.ingest.files` with :func:`progress_hook`) so the CLI can draw a
progress bar without the importers knowing about it.
"""

from __future__ import annotations

import codecs
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO

from memcli.core.errors import ImportFormatError
from memcli.core.limits import ImportLimits  # the bounds in force, with their defaults (re-exported)

SAMPLE_BYTES = 65536
CHUNK_CHARS = 1 << 19  # bytes per read: small enough for bounded memory, large enough to be fast

_progress: ContextVar[Callable[[int], None] | None] = ContextVar("mem_import_progress", default=None)


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
    from memcli.core.termsafe import safe_line

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
