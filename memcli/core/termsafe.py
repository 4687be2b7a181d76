"""Text that is safe to print: no terminal escapes, no invisible reordering.

Stored text is whatever was imported — a chat export or a diary can carry
``ESC[2J`` (clear the screen), OSC 52 (write the clipboard), OSC 8 (a
hyperlink), OSC 0 (the window title), the one-byte CSI U+009B, a carriage
return that overwrites the start of a line, or bidi overrides and
zero-width characters that make a line read differently from what it
holds. Terminals act on those bytes, in a pipe as much as on a TTY, and a
prompt built from the text hands them to a model unseen.

So everything ``mem`` prints passes through here first (the store keeps the
original text untouched):

* C0 controls (except tab and newline), DEL and C1 controls become a
  visible ``\\x1b``-style escape; ``\\r\\n`` becomes ``\\n``;
* bidi embeddings, overrides, isolates and marks, zero-width space, word
  joiner, invisible operators, BOM, line/paragraph separators, Unicode tag
  characters (invisible text a model still reads) and lone surrogates
  become a visible ``<U+202E>``.

Zero-width joiner and non-joiner (U+200D, U+200C) are kept: emoji sequences
and several scripts need them, and they cannot move or hide other text.

:func:`json_safe` does the same for a JSON document by writing those
characters as ``\\uXXXX`` escapes, which leaves every decoded value exactly as
stored. Only :mod:`re` is imported: the fast read path loads this module.
"""

from __future__ import annotations

import re

_CONTROL = "\x00-\x08\x0b-\x1f\x7f-\x9f"
_INVISIBLE = (
    "\u061c\u180e\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069"
    "\ufeff\ufff9-\ufffb\ud800-\udfff\U000e0000-\U000e007f"
)
_unsafe: re.Pattern[str] | None = None


def _pattern() -> re.Pattern[str]:
    """The one pattern, compiled on first need (~1 ms: most output is clean and never needs it)."""
    global _unsafe
    if _unsafe is None:
        _unsafe = re.compile(f"[{_CONTROL}{_INVISIBLE}]")
    return _unsafe


def _visible(match: re.Match[str]) -> str:
    ch = match.group(0)
    cp = ord(ch)
    if cp < 0x100:
        return f"\\x{cp:02x}"
    return f"<U+{cp:04X}>"


def safe_text(text: str) -> str:
    """*text* with every unsafe character made visible; newlines and tabs kept."""
    # str.isprintable is False for every character the pattern matches (and for some harmless
    # ones, such as U+3000), so clean text is settled by one C scan
    if text.replace("\n", "").replace("\t", "").isprintable():
        return text
    pattern = _pattern()
    if pattern.search(text) is None:
        return text
    return pattern.sub(_visible, text.replace("\r\n", "\n"))


def safe_line(text: str) -> str:
    """*text* as one printable line: newlines and tabs become spaces, the rest as :func:`safe_text`."""
    text = text.replace("\r\n", " ").replace("\n", " ").replace("\t", " ")
    if text.isprintable():
        return text
    return _pattern().sub(_visible, text)


def _json_escape(match: re.Match[str]) -> str:
    cp = ord(match.group(0))
    if cp > 0xFFFF:  # JSON escapes astral characters as a surrogate pair
        cp -= 0x10000
        return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"
    return f"\\u{cp:04x}"


def json_safe(document: str) -> str:
    """A JSON document with C1, DEL and invisible characters written as ``\\uXXXX`` (same values).

    Those characters can only occur inside JSON strings (the syntax is
    ASCII; json.dumps already escapes C0), so escaping them changes no
    decoded value.
    """
    if document.replace("\n", "").isprintable():
        return document
    return _pattern().sub(_json_escape, document)
