"""m006: the three full-text tables are rebuilt with a tokenizer that keeps symbols, so emoji are searchable.

unicode61's default categories (``L* N* Co``) make every emoji a separator,
so ``mem recall 🥟`` could never match. :data:`FTS_TOKENIZE` adds category So
(emoji, ★, ♥); writers put each symbol between spaces, so a symbol is always
a token of its own and never glues onto a neighbouring word.

Each table's stored bodies are already segmented (jieba ran when they were
written); they are copied into the new table with only their symbols set
apart (:func:`space_symbols`, the text rule of that time, frozen here and
registered as ``mem_space_symbols`` for the statement), so the upgrade needs
no jieba and streams inside SQLite (``INSERT … SELECT``). The fts5vocab views
are recreated over the new tables.
"""

from __future__ import annotations

import re
import sqlite3
import unicodedata

from memcli.store.sqlite.migrations import run_script

FTS_TOKENIZE = "porter unicode61 remove_diacritics 2 categories 'L* N* Co So'"
"""The full-text tokenizer from this migration on: letters, digits, private-use characters and symbols (So)."""

SKIN_TONES = range(0x1F3FB, 0x1F400)
"""Emoji skin-tone modifiers: dropped, so 👍🏽 and 👍 are one word to search."""

_NON_WORD = re.compile(r"[^\w\s\x00-\x7f]")
"""Non-ASCII characters that are neither letters/digits nor spaces: the only ones that can be symbols."""


def _spaced(match: re.Match[str]) -> str:
    ch = match.group()
    if ord(ch) in SKIN_TONES:
        return " "
    return f" {ch} " if unicodedata.category(ch) == "So" else ch


def space_symbols(text: str) -> str:
    """*text* with every non-ASCII symbol (category So) standing alone between spaces, skin tones dropped."""
    if text.isascii():
        return text
    return _NON_WORD.sub(_spaced, text)


def apply(conn: sqlite3.Connection) -> None:
    """Rebuild each full-text table and its vocabulary view with :data:`FTS_TOKENIZE`."""
    conn.create_function("mem_space_symbols", 1, space_symbols, deterministic=True)
    for kind in ("records", "memories", "events"):
        fts, vocab = f"{kind}_fts", f"{kind}_vocab"
        run_script(conn,
            f"""
            DROP TABLE {vocab};
            ALTER TABLE {fts} RENAME TO {fts}_m006;
            CREATE VIRTUAL TABLE {fts} USING fts5(body, tokenize = "{FTS_TOKENIZE}");
            INSERT INTO {fts}(rowid, body) SELECT id, mem_space_symbols(c0) FROM {fts}_m006_content ORDER BY id;
            DROP TABLE {fts}_m006;
            CREATE VIRTUAL TABLE {vocab} USING fts5vocab({fts}, 'row');
            """
        )
