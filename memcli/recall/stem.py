"""The Porter stemmer exactly as SQLite's FTS5 ``porter`` tokenizer applies it.

Why this exists: recall scores candidates itself (see :mod:`memcli.recall.fulltext`)
and must count how often a query word occurs in a stored body. The index holds
stems (``running`` is indexed as ``run``), so an English query word must be
compared with body words after the same stemming FTS5 does. Creating an FTS5
table per process just to borrow its tokenizer costs ~2 ms; this pure function
costs microseconds. ``tests/test_recall.py`` checks it against FTS5 itself on
thousands of words, so any divergence shows up as a failing test.

Written from the published algorithm (M. F. Porter, 1980) with the details of
FTS5's variant: tokens shorter than 3 or longer than 64 bytes pass through,
``y`` counts as a vowel after the first letter in ``*v*``, step 2 uses
``bli``/``logi``, and a rule whose suffix matches but whose condition fails
ends that step.
"""

from __future__ import annotations

from functools import lru_cache

_VOWELS = frozenset("aeiou")


def _is_vowel(c: str, y_is_vowel: bool) -> bool:
    return c in _VOWELS or (y_is_vowel and c == "y")


def _gobble_vc(s: str, prev_cons: bool) -> int:
    """Length of the leading [C]V+C run of *s* plus one, or 0 if there is none."""
    cons = prev_cons
    i = 0
    n = len(s)
    while i < n:
        cons = not _is_vowel(s[i], cons)
        if not cons:
            break
        i += 1
    i += 1
    while i < n:
        cons = not _is_vowel(s[i], cons)
        if cons:
            return i + 1
        i += 1
    return 0


def _m_gt0(s: str) -> bool:
    return _gobble_vc(s, False) != 0


def _m_gt1(s: str) -> bool:
    n = _gobble_vc(s, False)
    return bool(n and _gobble_vc(s[n:], True))


def _m_eq1(s: str) -> bool:
    n = _gobble_vc(s, False)
    return bool(n and not _gobble_vc(s[n:], True))


def _o_star(s: str) -> bool:
    """Ends consonant-vowel-consonant, the last not w, x or y."""
    if not s or s[-1] in "wxy":
        return False
    mask = 0
    cons = False
    for c in s:
        cons = not _is_vowel(c, cons)
        mask = (mask << 1) + int(cons)
    return (mask & 0x7) == 0x5


def _has_vowel(s: str) -> bool:
    return any(_is_vowel(c, i > 0) for i, c in enumerate(s))


def _m_gt1_s_or_t(s: str) -> bool:
    return bool(s) and s[-1] in "st" and _m_gt1(s)


# (suffix, replacement, condition) per step; within a step the first suffix
# that matches decides (FTS5 groups them by the penultimate letter, which
# gives the same outcome as longest-match here).
_STEP2: list[tuple[str, str]] = [
    ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
    ("logi", "log"), ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"),
    ("ization", "ize"), ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"),
    ("fulness", "ful"), ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"),
]
_STEP3: list[tuple[str, str]] = [
    ("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""),
    ("ness", ""),
]
_STEP4: list[str] = [
    "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou",
    "ism", "ate", "iti", "ous", "ive", "ize",
]


def _by_penultimate(rules: list[tuple[str, str]]) -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = {}
    for suffix, repl in rules:
        out.setdefault(suffix[-2], []).append((suffix, repl))
    return out


_STEP2_BY = _by_penultimate(_STEP2)
_STEP3_BY = _by_penultimate(_STEP3)
_STEP4_BY = _by_penultimate([(s, "") for s in _STEP4])


def _apply(s: str, table: dict[str, list[tuple[str, str]]], step4: bool = False) -> str:
    if len(s) < 2:
        return s
    for suffix, repl in table.get(s[-2], ()):
        if len(s) > len(suffix) and s.endswith(suffix):
            stem = s[: -len(suffix)]
            if step4:
                ok = _m_gt1_s_or_t(stem) if suffix == "ion" else _m_gt1(stem)
            else:
                ok = _m_gt0(stem)
            return stem + repl if ok else s
    return s


def _step1a(s: str) -> str:
    n = len(s)
    if s[-1] == "s":
        if s[-2] == "e":
            if (n > 4 and s[-4] == "s" and s[-3] == "s") or (n > 3 and s[-3] == "i"):
                return s[:-2]
            return s[:-1]
        if s[-2] != "s":
            return s[:-1]
    return s


def _step1b(s: str) -> tuple[str, bool]:
    n = len(s)
    if s[-2] == "e":
        if n > 3 and s.endswith("eed"):
            if _m_gt0(s[:-3]):
                return s[:-1], False
            return s, False
        if n > 2 and s.endswith("ed"):
            if _has_vowel(s[:-2]):
                return s[:-2], True
        return s, False
    if s[-2] == "n" and n > 3 and s.endswith("ing"):
        if _has_vowel(s[:-3]):
            return s[:-3], True
    return s, False


def _step1b2(s: str) -> tuple[str, bool]:
    n = len(s)
    if n >= 2:
        if s[-2] == "a" and n > 2 and s.endswith("at"):
            return s + "e", True
        if s[-2] == "b" and n > 2 and s.endswith("bl"):
            return s + "e", True
        if s[-2] == "i" and n > 2 and s.endswith("iz"):
            return s + "e", True
    return s, False


@lru_cache(maxsize=65536)
def porter(token: str) -> str:
    """Stem one lower-case token the way FTS5's ``porter`` tokenizer does.

    Only ASCII tokens are stemmed here; others are returned unchanged (FTS5's
    suffix rules only ever match ASCII letters, so for real words that is the same).
    """
    n = len(token)
    if n < 3 or n > 64 or not token.isascii():
        return token
    s = _step1a(token)
    if len(s) >= 2:
        s, more = _step1b(s)
        if more:
            s, added = _step1b2(s)
            if not added and len(s) >= 2:
                c = s[-1]
                if not _is_vowel(c, False) and c not in "lsz" and c == s[-2]:
                    s = s[:-1]
                elif _m_eq1(s) and _o_star(s):
                    s = s + "e"
    if s and s[-1] == "y" and _has_vowel(s[:-1]):
        s = s[:-1] + "i"
    s = _apply(s, _STEP2_BY)
    s = _apply(s, _STEP3_BY)
    s = _apply(s, _STEP4_BY, step4=True)
    if s and s[-1] == "e":
        stem = s[:-1]
        if _m_gt1(stem) or (_m_eq1(stem) and not _o_star(stem)):
            s = stem
    if len(s) > 1 and s[-1] == "l" and s[-2] == "l" and _m_gt1(s[:-1]):
        s = s[:-1]
    return s
