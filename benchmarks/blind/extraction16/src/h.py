"""Helpers for blind extraction set 16: compact constructors for facts and cases."""


def F(owner, slot, *vals, r=True):
    return {"owner": owner, "slot": slot.split("|"), "value": list(vals), "required": r}


def U(slot, *v, r=True):
    return F("user", slot, *v, r=r)


def P(name, slot, *v, r=True):
    return F("p:" + name, slot, *v, r=r)


def C(slot, *v, r=True):
    return F("character", slot, *v, r=r)


def _turn(t):
    if isinstance(t, str):
        return {"role": "user", "text": t}
    if t[0] == "a":
        return {"role": "assistant", "text": t[1]}
    d = {"role": "user", "text": t[1]}
    if len(t) > 2:
        d["at"] = t[2]
    return d


def chat(lang, turns, expect, tag=False, kind="short", character=None):
    """One-to-one chat or diary. turns: a str (one user turn) or a list of str / ("a", text) / ("u", text[, at])."""
    if isinstance(turns, str):
        turns = [turns]
    return {"lang": lang, "me": None, "character": character,
            "turns": [_turn(t) for t in turns], "expect": expect, "_kind": kind, "_tag": tag}


def diary(lang, text, expect, tag=False, at=None):
    t = ("u", text, at) if at else text
    return chat(lang, [t], expect, tag, kind="diary")


def comp(lang, character, turns, expect, tag=False):
    return chat(lang, turns, expect, tag, kind="companion", character=character)


def group(lang, turns, expect, tag=False, me=None, exporter=None):
    """turns: list of (speaker, text). Either me (speaker name) or exporter (speaker name, marked on first turn)."""
    out, marked = [], False
    for sp, text in turns:
        d = {"role": "user", "speaker": sp, "text": text}
        if exporter and sp == exporter and not marked:
            d["exporter_me"] = True
            marked = True
        out.append(d)
    return {"lang": lang, "me": me, "character": None, "turns": out, "expect": expect,
            "_kind": "group", "_tag": tag}
