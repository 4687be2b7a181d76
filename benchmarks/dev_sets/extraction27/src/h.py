"""Helpers for writing extraction dev set 27 cases."""


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def a(text):
    return {"role": "assistant", "text": text}


def s(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def f(owner, slot, *values, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": list(values), "required": req}


def U(slot, *values, req=True):
    return f("user", slot, *values, req=req)


def P(name, slot, *values, req=True):
    return f("p:" + name, slot, *values, req=req)


def C(slot, *values, req=True):
    return f("character", slot, *values, req=req)


def case(lang, kind, turns, expect, me=None, char=None, tag=False):
    assert kind in ("short", "diary", "companion", "group")
    return {"lang": lang, "kind": kind, "me": me, "character": char,
            "turns": turns, "expect": expect, "tag": tag}
