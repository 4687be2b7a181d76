"""Helpers for blind extraction set 26: turn and fact builders."""

def _sl(slot):
    return slot if isinstance(slot, list) else [slot]

def U(slot, *vals, req=True):
    return {"owner": "user", "slot": _sl(slot), "value": list(vals), "required": req}

def P(who, slot, *vals, req=True):
    return {"owner": "p:" + who, "slot": _sl(slot), "value": list(vals), "required": req}

def C(slot, *vals, req=True):
    return {"owner": "character", "slot": _sl(slot), "value": list(vals), "required": req}

def u(text):
    return {"role": "user", "text": text}

def a(text):
    return {"role": "assistant", "text": text}

def s(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text}

def x(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text, "exporter_me": True}

def K(lang, kind, turns, expect, tag=False, me=None, ch=None, biz=False):
    """kind: chat | comp (named companion, multi-turn) | group | diary."""
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "kind": kind, "tag": tag, "biz": biz, "me": me, "character": ch,
            "turns": turns, "expect": expect}
