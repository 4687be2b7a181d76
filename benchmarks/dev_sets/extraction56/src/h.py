"""Helpers for writing dev set 56 cases compactly."""

def u(text):
    return {"role": "user", "text": text}

def a(text):
    return {"role": "assistant", "text": text}

def g(speaker, text, x=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if x:
        t["exporter_me"] = True
    return t

def F(owner, slots, *values, r=True):
    """owner: 'u' (user), 'c' (character) or 'p:NAME'; slots: 'a|b'; values: shortest span first."""
    owner = {"u": "user", "c": "character"}.get(owner, owner)
    return {"owner": owner, "slot": slots.split("|"), "value": list(values), "required": r}

def C(lang, turns, expect, me=None, char=None, tag=False, kind="short"):
    """kind: short / group / companion / diary (used for counts only, not written out)."""
    return {"lang": lang, "me": me, "character": char, "turns": turns, "expect": expect,
            "_tag": tag, "_kind": kind}
