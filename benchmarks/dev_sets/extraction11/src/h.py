"""Helpers for extraction dev set 11: turn and fact constructors, the case list."""

CASES = []


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text}


def X(speaker, text):
    """First turn of the exporter (the user) in a group chat with me=None."""
    return {"role": "user", "speaker": speaker, "text": text, "exporter_me": True}


def f(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def u(slot, value, req=True):
    return f("user", slot, value, req)


def p(who, slot, value, req=True):
    return f("p:" + who, slot, value, req)


def c(slot, value, req=True):
    return f("character", slot, value, req)


def case(lang, kind, turns, facts, tag=False, me=None, ch=None):
    """kind: short / diary / companion / group (used only for the counts)."""
    if isinstance(turns, str):
        turns = [U(turns)]
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": ch,
                  "turns": turns, "expect": facts, "tag": tag})
