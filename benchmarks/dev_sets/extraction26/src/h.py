"""Helpers for dev set 26: compact constructors for turns, facts and cases."""


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else x.split("|")


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def u(slot, value, req=True):
    """A fact about the user."""
    return F("user", slot, value, req)


def p(name, slot, value, req=True):
    """A fact about a person p:NAME."""
    return F("p:" + name, slot, value, req)


def c(slot, value, req=True):
    """A fact about the named companion."""
    return F("character", slot, value, req)


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, x=False):
    """A group-chat turn; x=True marks the exporter's first turn."""
    t = {"role": "user", "speaker": speaker, "text": text}
    if x:
        t["exporter_me"] = True
    return t


def case(lang, kind, turns, expect, me=None, character=None, neg=False):
    """kind: short / diary / companion / group. neg: carries tempting non-facts."""
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "_kind": kind, "_neg": neg}
