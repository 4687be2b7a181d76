"""Helpers for dev set 43: compact constructors for turns, facts and cases."""

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
    o = {"u": "user", "c": "character"}.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o,
            "slot": [slot] if isinstance(slot, str) else list(slot),
            "value": [value] if isinstance(value, str) else list(value),
            "required": req}

def C(lang, kind, turns, expect, tag=False, me=None, ch=None):
    """kind: short / group / companion / diary (kept in src only, for the README counts)."""
    return {"lang": lang, "kind": kind, "me": me, "character": ch, "turns": turns,
            "expect": expect, "tag": tag}
