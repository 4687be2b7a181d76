"""Helpers for dev set 36: compact constructors for turns, facts and cases."""

def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t

def A(text):
    return {"role": "assistant", "text": text}

def S(speaker, text, x=False):
    """A human turn in a group chat; x=True marks the exporter's first turn."""
    t = {"role": "user", "speaker": speaker, "text": text}
    if x:
        t["exporter_me"] = True
    return t

def F(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, anything else a person name (p: added).
    slot and value: alternatives separated by '|'."""
    if owner == "u":
        o = "user"
    elif owner == "c":
        o = "character"
    else:
        o = owner if owner.startswith("p:") else "p:" + owner
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": bool(req)}

def C(kind, lang, turns, facts, tag=False, me=None, ch=None):
    if isinstance(turns, str):
        turns = [U(turns)]
    return {"kind": kind, "lang": lang, "me": me, "character": ch,
            "turns": turns, "expect": facts, "tag": tag}
