"""Prose out of raw record text: what a timeline gist may quote.

Records keep the syntax of the app they came from — Markdown headings and
lists, task checkboxes, jrnl ``@tags``, image links, chat apps' media
placeholders (``[图片]``, ``<Media omitted>``, ``[image: x.jpg]``). None of
that is something the user *said*, so a gist built from it reads like a
file dump. :func:`prose_lines` turns a record's text into the plain lines a
gist may be cut from; :func:`has_content` says whether anything is left
once greetings, emoji and placeholders are gone (an episode without content
gets no event). The stored record is never changed: this is presentation of
derived items only.
"""

from __future__ import annotations

import re
import unicodedata

# Markdown structure: a heading is a label of the entry (often just its date), not a sentence of it
_HEADING = re.compile(r"^\s{0,3}#{1,6}(?:\s|$)")
_SETEXT_RULE = re.compile(r"^\s*(?:=+|-+|\*{3,}|_{3,})\s*$")
_CHECKBOX = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\[[ xX✓✔-]\]\s*")
_BULLET = re.compile(r"^\s*(?:[-*+•·]|\d+[.)])\s+")
_QUOTE = re.compile(r"^\s*(?:>\s?)+")
_IMAGE_LINK = re.compile(r"!\[[^\]\n]*\]\([^)\n]*\)")
_LINK = re.compile(r"\[([^\]\n]*)\]\((?:[^)\n]*)\)")
_WIKI_LINK = re.compile(r"!?\[\[([^\]|\n]*)(?:\|([^\]\n]*))?\]\]")
_EMPHASIS = re.compile(r"(\*\*|__|~~)(?=\S)(.+?)(?<=\S)\1")
_CODE = re.compile(r"`([^`\n]+)`")
# jrnl's @tags and inline #hashtags: the importer keeps them as the record's tags already
_TAG = re.compile(r"(?<![\w@#/&])[@#](?=[^\W\d_])[\w\-]+", re.UNICODE)

# chat apps' stand-ins for what was sent instead of words, in brackets or angle brackets
_MEDIA_WORDS = (
    "图片|照片|相片|语音|语音消息|表情|表情包|动画表情|视频|小视频|文件|位置|链接|红包|转账|名片|贴纸|"
    "media|image|images|photo|photos|picture|sticker|voice|voice message|audio|video|gif|file|"
    "attachment|attached|document|location|contact card"
)
_MEDIA = re.compile(rf"[\[<【]\s*(?:{_MEDIA_WORDS})(?![A-Za-z])[^\]>】\n]{{0,120}}[\]>】]", re.IGNORECASE)
_OMITTED = re.compile(r"<?\b(?:media|image|video|audio|sticker|gif|document)\s+omitted\b>?", re.IGNORECASE)

_GREETING = re.compile(
    r"^(?:你好|您好|大家好|嗨|哈喽|早|早安|早上好|午安|晚安|晚上好|谢谢|多谢|谢啦|哈哈+|呵呵+|嘿嘿+|嗯+|哦+|噢+|"
    r"好的|好滴|好呀|好啊|好吧|好|行|收到|ok|okay|k|thanks|thank you|thx|hi|hello|hey|yo|"
    r"good (?:morning|night|evening|afternoon)|night|morning|bye|lol|haha+|yes|yeah|yep|no|nope|sure|cool|nice|"
    r"嗯嗯|是的|对|对的|拜拜|再见|新年快乐|happy new year)$",
    re.IGNORECASE,
)


_PIECES = re.compile(r"[,，、;；!！.。~～\s]+")


def clean_line(line: str) -> str:
    """One raw line as prose: no Markdown/jrnl syntax, no media placeholders; '' for a heading or rule."""
    if _HEADING.match(line) or _SETEXT_RULE.match(line):
        return ""
    text = _CHECKBOX.sub("", line, count=1)
    text = _BULLET.sub("", text, count=1)
    text = _QUOTE.sub("", text, count=1)
    text = _IMAGE_LINK.sub(" ", text)
    text = _WIKI_LINK.sub(lambda m: m.group(2) or m.group(1), text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _EMPHASIS.sub(lambda m: m.group(2), text)
    text = _CODE.sub(lambda m: m.group(1), text)
    text = _MEDIA.sub(" ", text)
    text = _OMITTED.sub(" ", text)
    text = _TAG.sub(" ", text)
    text = re.sub(r"[ \t\u3000]{2,}", " ", text).strip()
    return _strip_dangling(text)


def _strip_dangling(text: str) -> str:
    """Separators left hanging at either end once a tag or placeholder is gone (``— , ;``)."""
    return text.strip(" \t,，;；、-—–·|").strip()


def inline_tags(text: str) -> list[str]:
    """The ``@tag`` / ``#tag`` words of *text*, without their mark, in order of first use."""
    out: list[str] = []
    for m in _TAG.finditer(text):
        tag = m.group(0)[1:]
        if tag not in out:
            out.append(tag)
    return out


def prose_lines(text: str) -> list[str]:
    """The record's lines that are left once syntax and placeholders are removed (blank ones dropped)."""
    out: list[str] = []
    for raw in text.splitlines():
        line = clean_line(raw)
        if line:
            out.append(line)
    return out


def _letters(text: str) -> str:
    """Only letters and digits (emoji, symbols and punctuation dropped), lower case, single spaces."""
    kept = [ch if unicodedata.category(ch)[0] in "LN" else " " for ch in text]
    return " ".join("".join(kept).lower().split())


def is_filler(sentence: str) -> bool:
    """True for a sentence with nothing to remember: empty once emoji and punctuation go, or a greeting."""
    words = _letters(sentence)
    if not words:
        return True
    if _GREETING.match(words):
        return True
    # "好呀，晚安" / "ok, thanks": every piece between punctuation a greeting
    pieces = [p for p in _PIECES.split(sentence) if _letters(p)]
    return len(pieces) > 1 and all(_GREETING.match(_letters(p)) for p in pieces)


def is_lead_in(sentence: str) -> bool:
    """A line that only announces what follows (``周日的分工：``, ``Trail plan for Saturday:``)."""
    return sentence.rstrip().endswith((":", "："))


def has_content(text: str) -> bool:
    """Whether *text* says anything once syntax, placeholders, emoji and greetings are set aside."""
    from memcli.distill.extract_zh_en import split_sentences

    for line in prose_lines(text):
        for sent in split_sentences(line):
            if not is_filler(sent) and not is_lead_in(sent):
                return True
    return False
