"""A profile slot as words: its human label (:mod:`memcli.distill.slot_labels`) with its value.

What recall returns and packs print for a slot is ``过敏：虾`` or
``allergies: peanuts`` — the label in the value's language (Chinese when the
value holds a Han character) — never the bare value nor the ``topic::sub``
key. The index and the vector see both labels (:func:`slot_index_words`,
:func:`slot_embed_text`), so a question in either language finds the slot.
A leaf module: the store (index bodies), embedding, recall and the pack use it.
"""

from __future__ import annotations

from memcli.distill.slot_labels import SLOT_LABELS, TOPIC_LABELS


def _words(name: str) -> str:
    return name.replace("_", " ").strip()


def slot_labels(topic: str | None, sub_topic: str | None) -> tuple[str, str]:
    """(Chinese, English) label of a slot; a slot the table lacks gets its topic's label and its own name."""
    t, s = topic or "", sub_topic or ""
    found = SLOT_LABELS.get((t, s))
    if found is not None:
        return found
    zh_topic, en_topic = TOPIC_LABELS.get(t, (_words(t), _words(t)))
    sub = "" if s in ("", "note") else _words(s)
    if sub == "other":
        return (f"{zh_topic}（其他）" if zh_topic else "其他"), (f"{en_topic} (other)" if en_topic else "other")
    join = (lambda a, b: f"{a} {b}".strip())
    return join(zh_topic, sub) or sub, join(en_topic, sub) or sub


def _has_han(text: str) -> bool:
    return not text.isascii() and any(
        "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff" for ch in text)


def labelled_slot(topic: str | None, sub_topic: str | None, content: str) -> str:
    """``过敏：虾`` / ``allergies: peanuts``: the label in the value's language, then the value."""
    zh, en = slot_labels(topic, sub_topic)
    if _has_han(content):
        return f"{zh}：{content}" if zh else content
    return f"{en}: {content}" if en else content


def slot_index_words(topic: str | None, sub_topic: str | None) -> str:
    """What the full-text index holds besides the value: both labels and the slot's own names."""
    zh, en = slot_labels(topic, sub_topic)
    names = " ".join(w for w in (_words(topic or ""), _words(sub_topic or "")) if w)
    return " ".join(w for w in (zh, en, names) if w)


def slot_embed_text(topic: str | None, sub_topic: str | None, content: str) -> str:
    """What a slot's vector is made from: both labels with the value (``过敏 / allergies: 虾``)."""
    zh, en = slot_labels(topic, sub_topic)
    label = " / ".join(x for x in (zh, en) if x)
    return f"{label}: {content}" if label else content
