"""What the people index knows of a person: its attribute names, which hold one value, relation words' canonical forms.

Here, apart from :mod:`memcli.distill.people`, because the readers of the
index (``mem people``, a pack's person cards, the forget cascade) need these
few names and nothing of the extraction: that module compiles its mention
patterns when it is imported, ~20 ms of CPU a ``mem context`` would pay for
nothing (docs/benchmarks.md).
"""

from __future__ import annotations

import re

from memcli.distill import lexicon as L

SINGLE_ATTRS = frozenset(
    {"name", "age", "birthday", "gender", "hometown", "residence", "job", "workplace", "work_location", "school",
     "major", "education", "email", "phone", "industry", "height", "weight"}
)
"""Attributes a person has one value of at a time (a newer statement supersedes); the others collect items."""
ATTR_ORDER = ("name", "age", "birthday", "gender", "job", "workplace", "work_location", "industry", "school", "major",
              "education", "hometown", "residence", "height", "weight", "email", "phone", "languages", "likes",
              "instruments", "dislikes", "allergies", "health", "diet", "pets", "goals", "plans", "belongings", "places",
              "nickname", "events")
"""The order a card lists a person's attributes in."""
CJK = "\u4e00-\u9fff"
"""The CJK unified ideographs, as a character-class range."""


def canon_relation_zh(rel: str) -> str:
    """The canonical relation for a Chinese (or English) relation word: 老妈 → 妈妈."""
    return L.ZH_RELATIONS.get(rel, L.EN_RELATIONS.get(rel.lower(), rel))


def canon_relation_en(rel: str) -> str:
    """The canonical relation for an English relation word: "big sis" → sister."""
    return L.EN_RELATIONS.get(re.sub(r"\s+", " ", rel.lower()), rel.lower())
