"""Small helpers to write cases compactly."""


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


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


def case(lang, turns, expect, me=None, character=None, neg=False, kind="short"):
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "_neg": neg, "_kind": kind}
