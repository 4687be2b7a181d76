"""A user who corrects themself: "I'm 28. wait no, 29" / "我在华为上班" + "纠正一下，是荣耀".

Why: the first value was said by mistake. Read sentence by sentence it is
still a plain statement, so the profile kept it (and, for a list slot, kept
it beside nothing: the correction names only the new value, in no pattern a
rule knows). A correction opens with a marker people use for it (wait no, I
meant, oops, 不对, 说错了, 纠正一下, …) at the start of a message or of a
clause. It takes back what the sentence before it gave, and that sentence is
read again with the new value in the old one's place; when no value of the
old sentence can be swapped, the correction's own words are read as a
sentence. Only the markers below count: "actually" or a bare "no" also open
answers and asides, and taking a true fact back costs as much as keeping a
false one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memcli.distill.types import Candidate

_EN = (
    r"wait[\s,.!]*no|no[\s,.!]*wait|oops|my\s+bad|sorry[\s,.!]*i\s+meant|i\s+meant|correction\s*:"
    r"|scratch\s+that|make\s+that|typo"
)
_ZH = r"[哦噢啊呃]?不对不对|[哦噢啊呃]?不对(?![劲头])|说错了|打错了|写错了|口误|纠正一下|更正一下|更正|搞错了"
_MARK = rf"(?:{_EN}|{_ZH})"
_FILLER_WORDS = r"等下|等等|等一下|哎呀|哎|啊|哦|噢|呃|额|嗯|不好意思|抱歉|刚才|刚刚|我|wait|oh|um+|err|ah|hmm+|no|sorry|oops"
_PUNCT = r"[\s,，.。:：!！~～…\-—]"
OPENING = re.compile(rf"(?i)^{_PUNCT}*(?:(?:{_FILLER_WORDS}){_PUNCT}*){{0,3}}{_MARK}(?![A-Za-z]){_PUNCT}*")
"""A correction marker at the very start of a sentence (with what surrounds it)."""
_MID = re.compile(rf"(?i)[,，;；]\s*(?={_MARK}(?![A-Za-z]))")
"""A clause break followed by a marker: 我今年27岁，哦不对，28了 is two sentences."""

_FILLER = re.compile(rf"(?i){_PUNCT}*(?:(?:{_FILLER_WORDS}){_PUNCT}*){{0,3}}")
"""What may stand before a marker in its own clause (sorry, I meant … / 等一下，说错了) without being a sentence to correct."""
_LEAD = re.compile(r"(?i)^(?:i\s+meant|i\s+mean|it['’]?s|it\s+is|应该是|其实是|是)\s*")
_VALUE_END = re.compile(r"[,，.。;；!！?？~～…]")
_TAIL = re.compile(r"(?i)(?:\s*(?:lol|haha+|了|啦|呢|哈+|呀|啊|哦|嘛))+$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?|[零一二三四五六七八九十两百]+")
_ANNOTATION = re.compile(r"\s*[（(][^）)]*[）)]\s*$")


_ANY = re.compile(rf"(?=[wnomsictWNOMSICT不哦噢啊呃说打写口纠更搞])(?i:{_MARK})")
"""Any marker anywhere; the look-ahead on the markers' first letters lets the scan skip most positions (5× faster)."""


_STARRED = re.compile(r"^\s*(?P<v>[^\s*][^*\n]{0,20}?)\*(?![*\w])\s*[,，.。!！]?\s*")
"""A message that opens with a value and an asterisk (53* / Cambridge*): the chat way of writing "I meant …"."""


def starred(text: str) -> str:
    """*text* with an opening "value*" written as the marker it stands for ("53* sorry" → "i meant 53, sorry")."""
    m = _STARRED.match(text)
    if m is None:
        return text
    rest = text[m.end():]
    return f"i meant {m.group('v').strip()}" + (f", {rest}" if rest else "")


def split_at_corrections(sentences: list[str]) -> list[str]:
    """*sentences* with each one cut where a clause opens with a correction marker."""
    if not any(_ANY.search(sent) for sent in sentences):
        return sentences  # most records hold no marker: one scan each, no clause splitting
    out: list[str] = []
    for sent in sentences:
        start = 0
        for m in _MID.finditer(sent):
            if m.start() > start and not _FILLER.fullmatch(sent[start : m.start()]):
                out.append(sent[start : m.start()].strip())
                start = m.end()
        out.append(sent[start:].strip())
    return [s for s in out if s]


def correction(sent: str) -> str | None:
    """What follows the marker if *sent* opens with one (``""`` for a bare "wait no"), else None."""
    m = OPENING.match(sent)
    if m is None:
        return None
    return _LEAD.sub("", sent[m.end() :].strip(), count=1)


CORRECTION_REACH = 3
"""A message corrects the same speaker's last message when it is at most this many records after it (a reply or two between)."""
_ACTUALLY = re.compile(r"(?i)\bactually\b|其实|实际上")


def corrected_part(sent: str) -> str:
    """A correction with nothing before it to correct: what follows its last "actually" / 其实 when it has one
    ("correction: I said I'm from Leeds earlier, I'm actually from Sheffield"), else the whole sentence."""
    cues = list(_ACTUALLY.finditer(sent))
    if not cues:
        return sent
    cue = cues[-1]
    head = sent[: cue.start()]
    clause = max(head.rfind(","), head.rfind("，"), head.rfind(";"), head.rfind("；"))
    return sent[clause + 1 :].strip() if clause >= 0 else sent[cue.start() :]


def reread(previous: str, rest: str, taken: list[Candidate], read: Callable[[str], list[Candidate]]) -> list[Candidate]:
    """The facts of *previous* as corrected by *rest* (what followed the marker); *taken*: what *previous* gave.

    A number replaces the sentence's last number (the age, the year); any
    other value replaces the first value of *taken* that *previous* spells
    out. Kept only when the re-read sentence yields a fact holding the new
    value; else the correction is read as a sentence of its own (是住在苏州).
    """
    cut = _VALUE_END.search(rest)  # the corrected value is the first clause of *rest*, without trailing particles
    value = _TAIL.sub("", rest[: cut.start()] if cut else rest).strip()
    if not value or len(value) > 40:
        return read(rest) if rest else []
    tries: list[str] = []
    numeric = _NUMBER.fullmatch(value) is not None
    if numeric:  # a number stands in only for a number, never for a name or a place
        numbers = list(_NUMBER.finditer(previous))
        # the number of a fact the sentence gave (I'm 52 … my teacher is 24 / 53*: the age), else the last one
        given = [n for n in numbers if any(n.group(0) in c.content for c in taken)]
        if given or numbers:
            last = (given or numbers)[-1]
            tries.append(previous[: last.start()] + value + previous[last.end() :])
    else:
        for c in taken:
            old = _ANNOTATION.sub("", c.content).strip()
            at = previous.find(old) if old else -1
            if at < 0:
                continue
            # 我住在杭州 + 是住在苏州: the words the correction repeats before its value stay where they are
            k = next((k for k in range(min(len(value) - 1, at), 0, -1) if previous[at - k : at] == value[:k]), 0)
            if value[k:] != old:
                tries.append(previous[:at] + value[k:] + previous[at + len(old) :])
    for text in tries:
        found = read(text)
        if any(value.casefold() in c.content.casefold() for c in found):
            after = rest[cut.end() :].strip() if cut else ""  # 是荣耀，去年拆分出来了: the clauses after the value
            return found + read(after) if after else found
    if numeric:  # 今年刚满二十二，哦不对，二十三: the name said before the number stands
        return [c for c in taken if not _NUMBER.search(_ANNOTATION.sub("", c.content))] + read(rest)
    return read(rest)


__all__ = ["CORRECTION_REACH", "OPENING", "corrected_part", "correction", "reread", "split_at_corrections", "starred"]
