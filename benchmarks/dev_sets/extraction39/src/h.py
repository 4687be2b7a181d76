"""Helpers for dev set 39: compact constructors for turns, facts and cases."""

CASES = []


def s(speaker, text, exporter=False):
    """A human turn in a group chat; exporter=True marks the exporter's first turn."""
    t = {"role": "user", "speaker": speaker, "text": text}
    if exporter:
        t["exporter_me"] = True
    return t


def a(text):
    return {"role": "assistant", "text": text}


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def f(owner, slot, value, req=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slot, "value": value, "required": req}


def U(slot, value, req=True):
    return f("user", slot, value, req)


def P(who, slot, value, req=True):
    return f("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return f("character", slot, value, req)


def add(lang, kind, turns, expect, tag=False, me=None, ch=None):
    """kind: short | companion | diary | group. Plain strings in turns are user turns."""
    turns = [u(t) if isinstance(t, str) else t for t in turns]
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": ch,
                  "turns": turns, "expect": expect, "tag": tag})
