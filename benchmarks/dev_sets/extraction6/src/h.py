"""Helpers for extraction dev set 6: facts, turns and a case collector per language file."""


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    """A fact about the user."""
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    """A fact about another person, owner p:WHO."""
    return F("p:" + who, slot, value, req)


def C(slot, value, req=True):
    """A fact the named companion states about itself."""
    return F("character", slot, value, req)


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def a(text):
    return {"role": "assistant", "text": text}


def g(speaker, text, ex=False):
    """A human turn in a group chat; ex=True marks the exporter's first turn."""
    t = {"role": "user", "text": text, "speaker": speaker}
    if ex:
        t["exporter_me"] = True
    return t


class Book:
    """Collects the cases of one language file. kind is kept for the counts only."""

    def __init__(self, lang):
        self.lang = lang
        self.cases = []

    def add(self, turns, expect, *, kind="single", me=None, character=None, tag=False):
        if isinstance(turns, str):
            turns = [u(turns)]
        self.cases.append({"lang": self.lang, "me": me, "character": character,
                           "turns": turns, "expect": list(expect),
                           "_kind": kind, "_tag": tag})

    # shorthands for the styles of this set
    def one(self, text, expect, tag=False, kind="single"):
        self.add(text, expect, tag=tag, kind=kind)

    def voice(self, text, expect, tag=False):
        self.add(text, expect, tag=tag, kind="voice")

    def diary(self, text, expect, tag=False):
        self.add(text, expect, tag=tag, kind="diary")

    def chat(self, character, turns, expect, tag=False):
        self.add(turns, expect, tag=tag, kind="companion", character=character)

    def group(self, turns, expect, me=None, tag=False):
        self.add(turns, expect, tag=tag, kind="group", me=me)
