"""Helpers for dev set 60: compact constructors for turns, facts and cases."""


def u(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def a(text):
    return {"role": "assistant", "text": text}


def s(speaker, text, ex=False):
    """A human turn in a group chat; ex=True marks the exporter's first turn."""
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t


def F(slot, value, req=True, o="user"):
    """A labelled fact. slot/value may be a string or a list (alternatives)."""
    if isinstance(slot, str):
        slot = [slot]
    if isinstance(value, str):
        value = [value]
    owner = o if o in ("user", "character") or o.startswith("p:") else "p:" + o
    return {"owner": owner, "slot": list(slot), "value": list(value), "required": req}


def P(name, slot, value, req=True):
    return F(slot, value, req, "p:" + name)


def C(lang, kind, turns, expect, tag=False, me=None, ch=None):
    """kind: chat | diary | comp | group. turns: a string (one user turn) or a list."""
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "me": me, "character": ch, "turns": turns, "expect": expect,
            "_kind": kind, "_tag": tag}
