"""Helpers for writing blind set 4 cases compactly."""

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
    return {"owner": owner,
            "slot": slot if isinstance(slot, list) else [slot],
            "value": value if isinstance(value, list) else [value],
            "required": req}

def C(lang, turns, expect, tag=False, me=None, character=None):
    if isinstance(turns, str):
        turns = [U(turns)]
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "tag": tag}
