"""Helpers for blind extraction set 9: compact builders for turns, facts and cases."""

def F(owner, slot, value, req=True):
    """slot and value are '|'-separated alternatives; the first value is the shortest span."""
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}

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

def g(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t

def C(lang, kind, turns, expect, me=None, ch=None, tag=False):
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "kind": kind, "me": me, "character": ch, "turns": turns,
            "expect": expect, "tag": tag}
