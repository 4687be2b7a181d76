"""Helpers for writing the cases compactly."""

def _s(slot):
    return slot.split("|")

def U(slot, *v, req=True):
    return {"owner": "user", "slot": _s(slot), "value": list(v), "required": req}

def P(who, slot, *v, req=True):
    return {"owner": "p:" + who, "slot": _s(slot), "value": list(v), "required": req}

def C(slot, *v, req=True):
    return {"owner": "character", "slot": _s(slot), "value": list(v), "required": req}

def _turn(t):
    if isinstance(t, str):
        return {"role": "user", "text": t}
    k = t[0]
    if k == "u":
        return {"role": "user", "text": t[1]}
    if k == "a":
        return {"role": "assistant", "text": t[1]}
    if k == "g":
        return {"role": "user", "speaker": t[1], "text": t[2]}
    if k == "gx":  # exporter's first turn
        return {"role": "user", "speaker": t[1], "text": t[2], "exporter_me": True}
    raise ValueError(t)

def case(lang, turns, expect, tag=False, me=None, character=None):
    if isinstance(turns, str):
        turns = [turns]
    return {"lang": lang, "me": me, "character": character,
            "turns": [_turn(t) for t in turns], "expect": expect, "_tag": tag}
