"""Helpers for writing cases compactly."""
CASES = []

def F(owner, slot, value, req=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slot, "value": value, "required": req}

def U(text, at=None):
    t = {"role": "user", "text": text}
    if at: t["at"] = at
    return t

def A(text, at=None):
    t = {"role": "assistant", "text": text}
    if at: t["at"] = at
    return t

def S(speaker, text, exporter=False, at=None):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exporter: t["exporter_me"] = True
    if at: t["at"] = at
    return t

def case(lang, turns, expect, me=None, character=None, neg=False, key=None):
    CASES.append({"key": key, "lang": lang, "me": me, "character": character,
                  "turns": turns, "expect": expect, "neg": neg})
