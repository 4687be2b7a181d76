"""Whose words a derived line quotes, and sentences joined as prose: shared by event drafting and packs.

An event gist of someone other than the user starts with their name
(``Sara: …``, ``王芳：…``); the user's own words carry none. Packs read the
name back (:func:`split_speaker`) so that lines of different speakers are
never joined into one, and both join one speaker's sentences as sentences
(:func:`join_sentences`), never with ``；`` or ``.;``.
"""

from __future__ import annotations

import re

_CJK = re.compile(r"[\u4e00-\u9fff]")
_SPEAKER = re.compile(r"^([^\s:：][^:：\n]{0,39}?)(?:: |：)(?=\S)")
SENTENCE_END = ("。", "！", "？", "!", "?", ".", "…", "～", "~", "」", "”", '"', "）", ")")


def with_speaker(speaker: str, sentence: str) -> str:
    """*sentence* as a gist: someone else's words carry their name (``Sara: …``, ``王芳：…``), the user's none."""
    if not speaker:
        return sentence
    return f"{speaker}：{sentence}" if _CJK.search(sentence) else f"{speaker}: {sentence}"


def split_speaker(gist: str) -> tuple[str, str]:
    """``(speaker, sentence)`` of a gist made by :func:`with_speaker` (speaker '' for the user's own)."""
    m = _SPEAKER.match(gist)
    if m is None:
        return "", gist
    return m.group(1), gist[m.end():]


def join_sentences(first: str, second: str) -> str:
    """Two sentences of one speaker as prose: a full stop where the first has no end mark, then the second."""
    first = first.rstrip()
    second = second.strip()
    if not first:
        return second
    if not second:
        return first
    zh = bool(_CJK.search(first[-1:])) or first.endswith(("。", "！", "？", "，", "；", "："))
    if first.endswith(("，", ",", "；", ";", "：", ":")):
        first = first[:-1].rstrip()
    if not first.endswith(SENTENCE_END):
        first += "。" if zh else "."
    # no space between two Chinese sentences; a space before or after a Latin one
    tight = zh and bool(_CJK.match(second[:1]) or second[:1] in "“「（(")
    return first + ("" if tight else " ") + second


def speaker_lines(pieces: list[str]) -> list[str]:
    """Gists as lines: consecutive pieces of one speaker joined as sentences on one line (the name once),
    another speaker's on a line of their own."""
    lines: list[tuple[str, str]] = []
    for piece in pieces:
        who, text = split_speaker(piece.strip())
        if not text:
            continue
        if lines and lines[-1][0] == who:
            lines[-1] = (who, join_sentences(lines[-1][1], text))
        else:
            lines.append((who, text))
    return [with_speaker(who, text) for who, text in lines]
