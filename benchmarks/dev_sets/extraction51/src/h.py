"""Helpers for dev set 51: compact constructors for turns, facts and cases."""

def f(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, or 'p:NAME'; slot and value: '|'-separated alternatives."""
    o = {"u": "user", "c": "character"}.get(owner, owner)
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t

def a(text):
    return {"role": "assistant", "text": text}

def s(speaker, text, ex=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t

def case(lang, kind, turns, expect, me=None, character=None, tag=False, parent=False):
    """kind: group / companion / diary / short. tag: contains tempting non-facts.
    parent: a parent whose life runs through school class groups."""
    return {"lang": lang, "me": me, "character": character, "turns": turns, "expect": expect,
            "_kind": kind, "_tag": tag, "_parent": parent}
