"""Helpers for blind extraction set 21."""


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def a(text, at=None):
    t = {"role": "assistant", "text": text}
    if at:
        t["at"] = at
    return t


def s(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def case(lang, kind, turns, expect, tag=False, me=None, character=None):
    turns = [u(t) if isinstance(t, str) else t for t in turns]
    return {"lang": lang, "kind": kind, "tag": tag, "me": me, "character": character,
            "turns": turns, "expect": expect}
