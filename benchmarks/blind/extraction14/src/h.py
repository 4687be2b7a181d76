"""Helpers for blind extraction set 14: turns, facts, cases."""


def u(t, at=None):
    d = {"role": "user", "text": t}
    if at:
        d["at"] = at
    return d


def a(t):
    return {"role": "assistant", "text": t}


def alt(*texts, at=None):
    """Companion chat: user, assistant, user, ... (first user turn may carry a date)."""
    out = []
    for i, t in enumerate(texts):
        if i % 2 == 0:
            out.append(u(t, at if i == 0 else None))
        else:
            out.append(a(t))
    return out


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def CH(slot, value, req=True):
    return F("character", slot, value, req)


def K(kind, turns, expect, tag=False, ch=None):
    """One-to-one case: short / diary / comp."""
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"kind": kind, "me": None, "character": ch, "turns": turns, "expect": expect, "tag": tag}


def G(lines, expect, me=None, exp=None, tag=False):
    """Group chat: lines are (speaker, text); either me or exp (exporter speaker) is set."""
    assert (me is None) != (exp is None)
    turns, marked = [], False
    for sp, t in lines:
        d = {"role": "user", "speaker": sp, "text": t}
        if exp == sp and not marked:
            d["exporter_me"] = True
            marked = True
        turns.append(d)
    assert me is None or any(sp == me for sp, _ in lines)
    assert exp is None or marked
    return {"kind": "group", "me": me, "character": None, "turns": turns, "expect": expect, "tag": tag}
