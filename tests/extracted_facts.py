"""What the offline extractor reads from one message, as (topic, sub_topic, value) triples: the helpers of the
precision test modules. A person's fact is ("person:" + name or relation, attribute, value)."""

from __future__ import annotations

from memcli.distill.extract_zh_en import extract_record
from memcli.distill.people import PeopleContext
from memcli.distill.types import Rec

Facts = set[tuple[str, str, str]]


def rec(i: int, text: str, role: str = "user") -> Rec:
    return Rec(id=i, text=text, role=role, speaker=None, user_id="u", character="", session="s",
               occurred_at="2024-05-01T10:00:00", occurred_ts=1714557600.0 + i, tokens=10)


def facts(text: str) -> Facts:
    out: Facts = set()
    for c in extract_record(rec(1, text), people=PeopleContext()):
        if c.type == "profile" and c.op not in ("clear", "remove"):
            out.add((c.topic or "", c.sub_topic or "", c.content))
        elif c.type == "person":
            out.add(("person:" + (c.person or c.relation or ""), c.sub_topic or "", c.content))
    return out


def slot(found: Facts, topic: str, sub: str) -> list[str]:
    return [v for t, s, v in found if t == topic and s == sub]


def user_slot(text: str, topic: str, sub: str) -> list[str]:
    """The values one message gives *topic*::*sub*."""
    return slot(facts(text), topic, sub)
