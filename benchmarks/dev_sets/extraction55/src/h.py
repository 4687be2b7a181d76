"""Helpers for dev set 55: turns, facts and cases."""


def _l(x):
    return [x] if isinstance(x, str) else list(x)


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def CH(slot, value, req=True):
    return F("character", slot, value, req)


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def a(text):
    return {"role": "assistant", "text": text}


def s(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def C(lang, kind, turns, expect, tag=False, me=None, character=None):
    """kind: short / diary / companion / group. tag: contains tempting non-facts."""
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "_kind": kind, "_tag": tag}
