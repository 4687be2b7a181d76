"""User text → safe full-text terms, without jieba at query time.

Why: jieba costs ~0.45 s to initialise, more than a whole ``mem recall`` may
take. The index was built from jieba's *search mode* output (every word plus
its in-dictionary 2- and 3-character parts), so the index vocabulary already
is the dictionary that matters: a Chinese run in the query is cut by forward
maximum matching against "does this string occur as a token in the store?",
and each long word is expanded into its 2/3-character parts the way search
mode expands it at index time. Strings that occur nowhere cannot match and
are dropped (so are unmatched single characters and stopwords).

Everything the user typed is data, never FTS5 syntax: terms are only ever
letters and digits, and each is passed to ``MATCH`` as a quoted FTS5 string
(:func:`fts_string`), so ``"``, ``*``, ``-``, ``AND``, ``NEAR(``, ``:``, ``^``
and brackets are searched for or ignored but never parsed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from memcli.recall.stem import porter
from memcli.core.textproc import is_symbol_token

MAX_WORD_CHARS = 6
"""Longest Chinese word tried by forward maximum matching (jieba's dictionary
is dominated by 2–4 character words; 6 covers almost all the rest)."""

MAX_TERMS = 64
"""A query is cut to this many distinct terms (a pasted page stays bounded)."""

_WORDS = re.compile(r"[^\W_]+|[^\w\s\x00-\x7f]")
"""Runs of letters/digits (what unicode61 keeps), or one non-ASCII character that is neither
(a symbol such as an emoji, or punctuation). Chinese is split off by hand below:
a regex class spanning the CJK blocks costs 2–10 ms to compile in every process."""

CJK = "cjk"
WORD = "word"
SYMBOL = "symbol"
"""Kinds of query piece: a Chinese run, another letter/digit word, a symbol token (emoji, ★)."""

PART_WEIGHT = 0.5
"""How much a match inside a longer word counts against a whole-word match (character parts,
:func:`memcli.core.textproc.han_parts`): 虾 finds 我对虾过敏, below a text that holds the word 虾 itself."""

KEYWORD_MAX_PIECES = 3
"""A query of at most this many pieces and no stopword is a *keyword* query (see :attr:`ParsedQuery.keyword`)."""


def is_cjk(ch: str) -> bool:
    """A Han character (the ranges jieba segments; cf. memcli.core.textproc.has_cjk)."""
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff"

STOPWORDS_EN = frozenset(
    """a about above after again against all am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further
    had has have having he her here hers herself him himself his how i if in into is it its itself
    just me more most my myself no nor not now of off on once only or other our ours ourselves out
    over own same she should so some such than that the their theirs them themselves then there
    these they this those through to too under until up very was we were what when where which
    while who whom why will with would you your yours yourself yourselves s t d ll m re ve y
    don didn doesn isn wasn weren hasn haven hadn won wouldn shouldn couldn ever also
    tell me remember recall""".split()
)
"""Function words that carry no topic (and command-ish words people type)."""

STOPWORDS_ZH = frozenset(
    """的 了 是 我 你 他 她 它 们 吗 呢 吧 啊 呀 哦 嗯 么 之 与 及 或 而 也 都 就 还 又 在 着 过 和 跟 把 被
    给 让 这 那 哪 有 没 不 很 太 更 最 个 些 啥 么 得 地 于 以 其 此 并 被 从 向 对 为 将
    我们 你们 他们 她们 它们 咱们 自己 什么 怎么 怎样 为什么 哪里 哪儿 那里 这里 这个 那个 这些 那些
    一个 一些 没有 不是 就是 还是 但是 可是 因为 所以 如果 虽然 然后 而且 或者 已经 曾经 时候 什么时候
    一下 记得 告诉 请问 关于""".split()
)
"""Chinese function words; 时候/什么时候 are kept out of matching (see :attr:`ParsedQuery.temporal`)."""

_TEMPORAL_EN = frozenset({"when", "date", "year", "month", "day", "time", "ago", "last", "first"})
_TEMPORAL_ZH = ("什么时候", "哪年", "哪一年", "几月", "哪天", "哪一天", "何时", "多久", "几号", "时候")


class Term:
    """One searchable unit of the query.

    ``text`` is what FTS5 is asked for (letters/digits only); ``stem`` is the
    form it has in the index (Porter stem for Latin words, the word itself
    for Chinese), used to count occurrences in stored bodies. ``weight``
    multiplies the term's idf: a joined form (``hotpot`` for ``hot pot``)
    stands for the two words it joins, so it counts twice. (A plain class:
    :mod:`dataclasses` is slow to import, see :mod:`memcli.recall.fulltext`.)
    """

    __slots__ = ("text", "stem", "cjk", "weight")

    def __init__(self, text: str, stem: str, cjk: bool, weight: float = 1.0) -> None:
        self.text = text
        self.stem = stem
        self.cjk = cjk
        self.weight = weight

    @property
    def match(self) -> str:
        """The term as an FTS5 string literal: safe to pass to ``MATCH``."""
        return fts_string(self.text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Term) and (self.text, self.stem, self.cjk, self.weight) == (
            other.text, other.stem, other.cjk, other.weight)

    def __hash__(self) -> int:
        return hash((self.text, self.stem, self.cjk, self.weight))

    def __repr__(self) -> str:
        extra = f", weight={self.weight}" if self.weight != 1.0 else ""
        return f"Term({self.text!r}, stem={self.stem!r}, cjk={self.cjk}{extra})"


class ParsedQuery:
    """The terms of a query, in query order, without duplicates.

    ``keyword`` is true for a few words typed without any function word
    (``饺子``, ``hot pot``, ``🥟``), as opposed to a question or a pasted
    chat. A keyword query asks for items that contain what was typed, so
    full-text recall then returns only items holding a query word (no
    context credit to neighbouring turns that hold none) and does not let
    ``weak`` terms alone bring an item in: single Chinese characters left
    over when a longer typed word is not in the index as a whole (包饺子 →
    包 + 饺子; 包 alone matches 表情包).
    """

    __slots__ = ("text", "terms", "dropped", "temporal", "keyword", "weak")

    def __init__(self, text: str) -> None:
        self.text = text
        self.terms: list[Term] = []
        self.dropped: list[str] = []  # words with no match anywhere, and stopwords
        self.temporal = False  # the user asked "when…"/"什么时候…" (later rankers may favour dated items)
        self.keyword = False
        self.weak: frozenset[str] = frozenset()  # term texts that cannot bring in an item on their own


def fts_string(text: str) -> str:
    """Quote *text* as one FTS5 string: ``"`` doubled, wrapped in ``"``.

    Inside a string FTS5 recognises no operators, so user text cannot become
    query syntax.
    """
    return '"' + text.replace('"', '""') + '"'


def fold(word: str) -> str:
    """Lower-case and strip diacritics, like ``unicode61 remove_diacritics 2``."""
    low = word.lower()
    if low.isascii():
        return low
    decomposed = unicodedata.normalize("NFD", low)
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


def split_text(text: str) -> list[tuple[str, str]]:
    """``(kind, text)`` pieces in text order: Chinese runs (:data:`CJK`), other letter/digit
    words (:data:`WORD`) and symbols (:data:`SYMBOL`, one character each).

    Everything else (punctuation, operators, quotes, spaces, emoji modifiers)
    separates pieces and is otherwise ignored.
    """
    out: list[tuple[str, str]] = []
    for m in _WORDS.finditer(text):
        word = m.group()
        if word.isascii():
            out.append((WORD, word))
            continue
        if len(word) == 1 and not word.isalnum():
            if is_symbol_token(word):
                out.append((SYMBOL, word))
            continue
        start = 0
        current = is_cjk(word[0])
        for i in range(1, len(word)):
            flag = is_cjk(word[i])
            if flag != current:
                out.append((CJK if current else WORD, word[start:i]))
                start, current = i, flag
        out.append((CJK if current else WORD, word[start:]))
    return out


def cjk_candidates(text: str) -> set[str]:
    """Every string :func:`segment_run` may ask about: the 1…``MAX_WORD_CHARS``-character pieces of each Chinese run.

    Asked about all at once (:meth:`memcli.recall.fulltext.Index.known_tokens`),
    a long pasted chat costs a few statements instead of hundreds of probes.
    """
    out: set[str] = set()
    for kind, piece in split_text(text):
        if kind == CJK:
            n = len(piece)
            for i in range(n):
                for length in range(1, min(MAX_WORD_CHARS, n - i) + 1):
                    out.add(piece[i : i + length])
    return out


class RunCut:
    """How one Chinese run of a query was cut (:func:`cut_run`)."""

    __slots__ = ("words", "heads", "stops", "missing", "spans")

    def __init__(self) -> None:
        self.words: list[str] = []  # what to search: the words found and their 2/3-character parts
        self.heads: list[str] = []  # the words forward maximum matching found (no parts)
        self.stops: list[str] = []
        self.missing: list[str] = []  # characters that start no index word, one by one
        self.spans: list[str] = []  # the same, as the stretches of adjacent characters they form


def cut_run(run: str, exists: Callable[[str], bool]) -> RunCut:
    """Cut a Chinese run by forward maximum matching against the index vocabulary.

    A found word longer than two characters also contributes its
    2-character (and, if longer than three, 3-character) parts that exist —
    mirroring jieba's search mode on the index side, so a word the index
    split differently in some record still matches through its parts.
    """
    out = RunCut()
    i = 0
    n = len(run)
    span_start = -1
    while i < n:
        took = 0
        for length in range(min(MAX_WORD_CHARS, n - i), 0, -1):
            cand = run[i : i + length]
            if cand in STOPWORDS_ZH:
                out.stops.append(cand)
                took = length
                break
            if exists(cand):
                out.words.append(cand)
                out.heads.append(cand)
                if length > 2:
                    for size in (2, 3):
                        if length > size:
                            for j in range(length - size + 1):
                                part = cand[j : j + size]
                                if part not in STOPWORDS_ZH and exists(part):
                                    out.words.append(part)
                took = length
                break
        if took:
            if span_start >= 0:
                out.spans.append(run[span_start:i])
                span_start = -1
        else:
            out.missing.append(run[i])
            if span_start < 0:
                span_start = i
            took = 1
        i += took
    if span_start >= 0:
        out.spans.append(run[span_start:])
    return out


def segment_run(run: str, exists: Callable[[str], bool]) -> tuple[list[str], list[str], list[str]]:
    """``(words, stopwords, missing characters)`` of a Chinese run (see :func:`cut_run`)."""
    cut = cut_run(run, exists)
    return cut.words, cut.stops, cut.missing


def part_text(chars: str) -> str:
    """The character-part phrase standing for *chars* anywhere in a text (:func:`memcli.core.textproc.han_parts`)."""
    from memcli.core.textproc import part_char

    return " ".join(part_char(ch) for ch in chars)


def parse_query(text: str, exists: Callable[[str], bool]) -> ParsedQuery:
    """Turn user text into terms. ``exists(s)`` says whether token *s* is in the index.

    Latin-script words are kept (lower-cased, diacritics removed) unless they
    are stopwords; whether they occur is decided later by the per-kind probes,
    which let FTS5 apply its own stemming. Two neighbouring words also stand
    for their joined form when the index holds it (``hot pot`` finds
    *hotpot*, ``e mail`` *email*). A symbol (an emoji) is one term of its own.
    If the query is nothing but stopwords they are searched after all, so
    ``mem recall "the who"`` still finds something (but unknown words never
    fall back to stopwords).
    """
    parsed = ParsedQuery(text=text)
    low = text.lower()
    parsed.temporal = any(w in text for w in _TEMPORAL_ZH) or any(
        w in _TEMPORAL_EN for w in re.findall(r"[a-z]+", low)
    )
    seen: set[str] = set()
    stop_terms: list[Term] = []
    missing = False
    stopped = False
    leftovers: set[str] = set()  # single characters cut out of a longer Chinese run
    pieces = split_text(text)

    def add(term: Term) -> None:
        if term.text not in seen and len(parsed.terms) < MAX_TERMS:
            seen.add(term.text)
            parsed.terms.append(term)

    previous = ""  # the Latin word just before, for joined forms
    cuts: list[tuple[str, RunCut]] = []  # each Chinese run and how it was cut, for character parts
    for kind, piece in pieces:
        if kind == CJK:
            previous = ""
            cut = cut_run(piece, exists)
            cuts.append((piece, cut))
            words, stops, absent = cut.words, cut.stops, cut.missing
            parsed.dropped.extend(stops + absent)
            missing = missing or bool(absent)
            stopped = stopped or bool(stops)
            for w in words:
                add(Term(text=w, stem=w, cjk=True))
                if len(w) == 1 and len(piece) > 1:
                    leftovers.add(w)
            stop_terms.extend(Term(text=w, stem=w, cjk=True) for w in stops)
        elif kind == SYMBOL:
            previous = ""
            add(Term(text=piece, stem=piece, cjk=True))  # counted as a whole token, like a Chinese word
        else:
            word = fold(piece)
            term = Term(text=word, stem=porter(word), cjk=False)
            if word in STOPWORDS_EN:
                parsed.dropped.append(word)
                stop_terms.append(term)
                stopped = True
                previous = ""
                continue
            if previous and not (previous + word).isdigit():
                joined = previous + word
                if exists(joined):
                    add(Term(text=joined, stem=porter(joined), cjk=False, weight=2.0))
            add(term)
            previous = word
    short = not stopped and len(pieces) <= KEYWORD_MAX_PIECES
    for piece, cut in cuts:
        # keywords: a one-character word also inside longer words (虾 in 对虾), and what matched no word;
        # a question or a chat: only stretches of two or more characters that matched no word (a name cut
        # short, 马拉 of 马拉松). A longer word needs no parts: jieba's search mode already indexed it
        # inside the longer dictionary words that hold it, and a phrase of common characters is the
        # costliest probe there is.
        if short:
            wanted = [*(h for h in cut.heads if len(h) == 1), *cut.spans]
        else:
            wanted = [s for s in cut.spans if len(s) >= 2]
        for chars in wanted:
            phrase = part_text(chars)
            if phrase not in seen and exists(phrase):
                add(Term(text=phrase, stem=phrase, cjk=True, weight=PART_WEIGHT))
                if len(chars) == 1 and len(piece) > 1:
                    leftovers.add(phrase)
    if not parsed.terms and not missing:  # only stopwords were typed: search them after all
        for term in stop_terms:
            if term.cjk and not exists(term.text):
                continue
            add(term)
    parsed.keyword = bool(parsed.terms) and short
    if parsed.keyword and leftovers and any(t.text not in leftovers for t in parsed.terms):
        parsed.weak = frozenset(leftovers)
    return parsed
