"""Helpers for writing blind extraction set 30."""


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def f(owner, slot, value, req=True):
    if owner == "u":
        owner = "user"
    elif owner == "c":
        owner = "character"
    elif not owner.startswith("p:"):
        owner = "p:" + owner
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slot, "value": value, "required": req}


def case(lang, kind, turns, expect, me=None, ch=None, tag=False):
    return {"lang": lang, "kind": kind, "me": me, "character": ch, "turns": turns,
            "expect": expect, "tag": tag}
