"""Helpers for dev set 30: fact and case constructors."""


def F(owner, slot, value, req=True):
    """slot and value are '|'-separated alternatives; the first value is the shortest span."""
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def _turn(t):
    if t.startswith("A:"):
        return {"role": "assistant", "text": t[2:].strip()}
    return {"role": "user", "text": t}


def short(lang, turns, expect, tag=False):
    if isinstance(turns, str):
        turns = [turns]
    return {"kind": "short", "tag": tag, "lang": lang, "me": None, "character": None,
            "turns": [_turn(t) for t in turns], "expect": expect}


def diary(lang, text, expect, tag=False):
    return {"kind": "diary", "tag": tag, "lang": lang, "me": None, "character": None,
            "turns": [{"role": "user", "text": text}], "expect": expect}


def comp(lang, character, turns, expect, tag=False):
    """turns alternate user / companion, starting with the user."""
    out = []
    for i, t in enumerate(turns):
        out.append({"role": "user" if i % 2 == 0 else "assistant", "text": t})
    return {"kind": "companion", "tag": tag, "lang": lang, "me": None, "character": character,
            "turns": out, "expect": expect}


def group(lang, turns, expect, me=None, exporter=None, tag=False):
    """turns: (speaker, text). Either me (a speaker) or exporter (speaker marked exporter_me on first turn)."""
    assert (me is None) != (exporter is None)
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    assert exporter is None or marked
    return {"kind": "group", "tag": tag, "lang": lang, "me": me, "character": None,
            "turns": out, "expect": expect}
