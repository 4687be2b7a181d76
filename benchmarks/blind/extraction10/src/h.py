"""Helpers for blind extraction set 10: compact constructors for turns, facts and cases."""

def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t

def a(text):
    return {"role": "assistant", "text": text}

def s(speaker, text, ex=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t

def K(kind, lang, turns, expect, neg=False, me=None, ch=None):
    """kind: short / diary / comp / group. turns: a string (one user message) or a list of turns."""
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"kind": kind, "neg": neg, "case": {"lang": lang, "me": me, "character": ch,
                                               "turns": turns, "expect": expect}}
