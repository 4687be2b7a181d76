"""Helpers for writing dev set 12 compactly.

F(owner, slot, values, req=True): owner 'u' -> user, 'c' -> character, anything else -> 'p:'+owner.
slot and values are strings with '|' between alternatives (first value = shortest exact span).
Turns: a plain string is a user turn; A(text) an assistant turn; S(speaker, text, ex=False) a group turn.
"""

def F(owner, slot, values, req=True):
    o = {"u": "user", "c": "character"}.get(owner, None) or "p:" + owner
    return {"owner": o, "slot": slot.split("|"), "value": values.split("|"), "required": req}


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, ex=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def C(kind, turns, expect, tag=False, me=None, char=None):
    ts = [U(t) if isinstance(t, str) else t for t in turns]
    return {"kind": kind, "me": me, "character": char, "turns": ts, "expect": expect, "tag": tag}
