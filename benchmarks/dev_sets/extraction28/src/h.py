"""Helpers for dev set 28: fact and turn constructors, case registry."""

CASES = []


def _fact(owner, slot, vals, req):
    return {"owner": owner, "slot": slot.split("|"), "value": list(vals), "required": req}


def F(slot, *vals, req=True):
    """A fact about the user."""
    return _fact("user", slot, vals, req)


def N(slot, *vals):
    """An implied (required: false) fact about the user."""
    return _fact("user", slot, vals, False)


def P(who, slot, *vals, req=True):
    """A fact about a person p:<who>."""
    return _fact("p:" + who, slot, vals, req)


def PN(who, slot, *vals):
    return _fact("p:" + who, slot, vals, False)


def C(slot, *vals, req=True):
    """A fact about the named companion."""
    return _fact("character", slot, vals, req)


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def _add(kind, lang, turns, expect, tag, me=None, character=None):
    CASES.append({"kind": kind, "tag": tag, "lang": lang, "me": me, "character": character,
                  "turns": turns, "expect": expect})


def short(lang, turns, expect, tag=False):
    if isinstance(turns, str):
        turns = [U(turns)]
    _add("short", lang, turns, expect, tag)


def diary(lang, text, expect, tag=False, at=None):
    _add("diary", lang, [U(text, at)], expect, tag)


def comp(lang, character, turns, expect, tag=False):
    """turns: list of strings alternating user / assistant, starting with the user (or U()/A() dicts)."""
    out = []
    for i, t in enumerate(turns):
        if isinstance(t, dict):
            out.append(t)
        else:
            out.append(U(t) if i % 2 == 0 else A(t))
    _add("companion", lang, out, expect, tag, character=character)


def group(lang, rows, expect, me=None, exporter=None, tag=False):
    """rows: list of (speaker, text). Exactly one of me / exporter."""
    assert (me is None) != (exporter is None)
    turns, marked = [], False
    for sp, text in rows:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        turns.append(t)
    assert me is None or any(sp == me for sp, _ in rows)
    assert exporter is None or marked
    _add("group_me" if me else "group_exp", lang, turns, expect, tag, me=me)
