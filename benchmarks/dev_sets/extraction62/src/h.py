"""Helpers for dev set 62: compact constructors for turns, facts and cases."""

def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t

def A(text):
    return {"role": "assistant", "text": text}

def S(speaker, text, exporter=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exporter:
        t["exporter_me"] = True
    return t

def F(owner, slot, value, r=True):
    """owner: 'u' user, 'c' character, else a person key without the 'p:' prefix.
    slot and value: alternatives separated by '|'."""
    o = {"u": "user", "c": "character"}.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": bool(r)}

def C(lang, kind, turns, facts, me=None, character=None, tag=False):
    """kind: short | group | companion | diary (used for counts only)."""
    return {"lang": lang, "kind": kind, "me": me, "character": character,
            "turns": turns, "expect": facts, "tag": tag}
