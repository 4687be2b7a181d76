"""Helpers for dev set 46: compact case and fact constructors."""

CASES = []


def F(owner, slot, value, req=True):
    """owner: 'user' / 'character' / 'p:...'; slot and value: '|'-separated alternatives."""
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def u(text, **kw):
    t = {"role": "user", "text": text}
    t.update(kw)
    return t


def a(text):
    return {"role": "assistant", "text": text}


def g(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def case(lang, kind, turns, expect, me=None, character=None, tag=False, lh=False):
    """kind: chat / group / comp / diary; tag: tempting non-facts; lh: a love/hate user."""
    if isinstance(turns, str):
        turns = [u(turns)]
    CASES.append({"lang": lang, "kind": kind, "tag": tag, "lh": lh,
                  "case": {"lang": lang, "me": me, "character": character,
                           "turns": turns, "expect": expect}})
