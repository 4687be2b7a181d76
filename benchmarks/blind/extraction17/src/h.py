"""Helpers for blind extraction set 17."""

def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]

def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def u(text):
    return {"role": "user", "text": text}

def a(text):
    return {"role": "assistant", "text": text}

def g(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t

def case(kind, turns, expect, tag=False, me=None, ch=None):
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"kind": kind, "tag": tag, "me": me, "character": ch, "turns": turns, "expect": expect}
