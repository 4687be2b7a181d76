"""Helpers for extraction dev set 8: cases are appended to CASES by the cases_*.py modules."""
CASES = []

def _f(owner, slot, vals, req):
    return {"owner": owner, "slot": slot.split("|"), "value": list(vals), "required": req}

def U(slot, *vals, req=True):
    """A fact of the user. slot may list alternatives with '|'."""
    return _f("user", slot, vals, req)

def P(who, slot, *vals, req=True):
    """A fact of a person p:<who>."""
    return _f("p:" + who, slot, vals, req)

def C(slot, *vals, req=True):
    """A fact of the named companion."""
    return _f("character", slot, vals, req)

def u(text):
    return {"role": "user", "text": text}

def a(text):
    return {"role": "assistant", "text": text}

def s(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text}

def x(speaker, text):
    """First turn of the exporter in a group chat with me=null."""
    return {"role": "user", "speaker": speaker, "text": text, "exporter_me": True}

def add(lang, kind, turns, facts, me=None, ch=None, tag=False):
    """kind: short / diary / comp / group. Plain strings in turns are user turns."""
    turns = [u(t) if isinstance(t, str) else t for t in turns]
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": ch, "turns": turns,
                  "expect": facts, "tag": tag})
