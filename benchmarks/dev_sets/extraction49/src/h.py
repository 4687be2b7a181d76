"""Helpers for extraction dev set 49: turn and fact constructors, one case list per language module."""


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


def F(owner, slot, value, req=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slot, "value": value, "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def adder(lang, store):
    """Return add(kind, turns, expect, tag=False, me=None, ch=None, old=False) appending to store.
    kind: short | diary | comp | group; old marks the retiree/older-user cases (for the README count)."""
    def add(kind, turns, expect, tag=False, me=None, ch=None, old=False):
        store.append({"lang": lang, "kind": kind, "me": me, "character": ch, "turns": turns,
                      "expect": expect, "tag": tag, "old": old})
    return add
