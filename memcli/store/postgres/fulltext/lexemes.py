"""Full-text bodies as PostgreSQL ``tsvector`` values, tokenised the way the SQLite index tokenises.

Why not ``to_tsvector('simple', …)``: PostgreSQL's parser splits text by
its own rules (hyphenated compounds, e-mail addresses, URLs, the server
locale's idea of a letter), so the same record would hold other tokens than
in SQLite's FTS5 and the two backends would rank differently. The body is
already segmented (jieba) by the writer; here it is cut into tokens like
FTS5's ``unicode61 remove_diacritics 2`` with symbols (emoji) as tokens of
their own, each folded and stemmed by the stemmer the store was given (the
Porter stemmer FTS5's ``porter`` applies), and written as a ``tsvector``
literal with positions — a 'simple' vector any managed PostgreSQL accepts,
no extension. Queries look lexemes up with the same folding and stemming.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

Stemmer = Callable[[str], str]

_TOKENS = re.compile(r"[^\W_]+|[^\w\s]")
MAX_POSITION = 16383
"""PostgreSQL keeps word positions up to this; later occurrences share it (counts stay right up to 256)."""


def fold(word: str) -> str:
    """Lower-case and strip diacritics (as ``remove_diacritics 2`` does)."""
    low = word.lower()
    if low.isascii():
        return low
    return "".join(ch for ch in unicodedata.normalize("NFD", low) if unicodedata.category(ch) != "Mn")


@lru_cache(maxsize=65536)
def _lexeme(word: str, stem: Stemmer) -> str | None:
    """The token of one letter/digit run or symbol, None for punctuation; cached because a diary's
    vocabulary is small and repeats, while folding and stemming cost microseconds per word."""
    if len(word) == 1 and not word.isalnum():
        return word if unicodedata.category(word) in ("So", "Co") else None  # punctuation separates, as in FTS5
    return stem(fold(word))


def tokens(body: str, stem: Stemmer) -> list[str]:
    """The index tokens of *body* in order: letter/digit runs and single symbols, folded and stemmed."""
    found = (_lexeme(word, stem) for word in _TOKENS.findall(body))
    return [tok for tok in found if tok is not None]


@lru_cache(maxsize=65536)
def quote_lexeme(lexeme: str) -> str:
    """*lexeme* as a quoted ``tsvector``/``tsquery`` token: never parsed, whatever characters it holds."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(toks: Sequence[str]) -> str:
    """``'word':1,4 'other':2 …`` — the tokens with their positions, for a ``::tsvector`` cast."""
    positions: dict[str, list[int]] = {}
    for n, tok in enumerate(toks, start=1):
        if tok:
            positions.setdefault(tok, []).append(min(n, MAX_POSITION))
    return " ".join(f"{quote_lexeme(tok)}:{','.join(map(str, pos[:256]))}" for tok, pos in positions.items())


def tsquery_any(lexemes: Iterable[str]) -> str:
    """A ``tsquery`` matching any of *lexemes* (each quoted: user text never becomes query syntax)."""
    return " | ".join(quote_lexeme(lex) for lex in lexemes if lex)


def tsquery_all(lexemes: Iterable[str]) -> str:
    return " & ".join(quote_lexeme(lex) for lex in lexemes if lex)
