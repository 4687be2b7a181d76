"""Helpers for writing the cases of extraction dev set 34."""
CASES = []


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def a(text):
    return {"role": "assistant", "text": text}


def g(speaker, text, ex=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t


def _f(owner, slot, vals, req):
    return {"owner": owner, "slot": slot.split("|"), "value": list(vals), "required": req}


def U(slot, *vals):
    return _f("user", slot, vals, True)


def Uo(slot, *vals):
    return _f("user", slot, vals, False)


def P(who, slot, *vals):
    return _f("p:" + who, slot, vals, True)


def Po(who, slot, *vals):
    return _f("p:" + who, slot, vals, False)


def C(slot, *vals):
    return _f("character", slot, vals, True)


def Co(slot, *vals):
    return _f("character", slot, vals, False)


def case(lang, kind, turns, expect, me=None, character=None, tag=False):
    assert kind in ("short", "diary", "companion", "group")
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": character,
                  "turns": turns, "expect": expect, "tag": tag})
