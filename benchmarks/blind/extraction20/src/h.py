"""Helpers for blind extraction set 20: turns, facts and cases."""


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def fact(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    return fact("user", slot, value, req)


def P(who, slot, value, req=True):
    return fact("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return fact("character", slot, value, req)


def u(text):
    return {"role": "user", "text": text}


def a(text):
    return {"role": "assistant", "text": text}


def g(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def K(lang, kind, turns, expect, tag=False, me=None, character=None):
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "kind": kind, "tag": tag, "me": me, "character": character,
            "turns": turns, "expect": expect}
