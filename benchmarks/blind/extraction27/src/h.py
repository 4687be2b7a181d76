"""Helpers for blind extraction set 27: compact constructors for turns, facts and cases."""

def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t

def A(text):
    return {"role": "assistant", "text": text}

def S(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t

def F(owner, slot, value, req=True):
    owner = {"u": "user", "c": "character"}.get(owner, owner)
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def C(lang, kind, turns, expect, me=None, character=None, tag=False):
    """kind: short / group / companion / diary (kept for the counts only, not written out)."""
    return {"lang": lang, "me": me, "character": character, "turns": turns, "expect": expect,
            "_kind": kind, "_tag": tag}
