"""Helpers for dev set 38: compact constructors for turns, facts and cases.

Slots and values are written as "a|b" strings (alternatives separated by |); req=0 means required: false.
kind is one of short / diary / companion / group (used for counts only, not written to the set).
"""
CASES = []


def U(text, **kw):
    d = {"role": "user", "text": text}
    d.update(kw)
    return d


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exp=False):
    d = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        d["exporter_me"] = True
    return d


def _f(owner, slot, value, req):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": bool(req)}


def u(slot, value, req=1):
    return _f("user", slot, value, req)


def p(who, slot, value, req=1):
    return _f("p:" + who, slot, value, req)


def c(slot, value, req=1):
    return _f("character", slot, value, req)


def case(lang, kind, turns, expect, tag=0, me=None, character=None):
    if isinstance(turns, str):
        turns = [U(turns)]
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": character,
                  "turns": turns, "expect": expect, "tag": bool(tag)})
