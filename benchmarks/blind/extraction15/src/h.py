"""Helpers for blind extraction set 15: turns, facts and case builders."""


def u(text):
    return {"role": "user", "text": text}


def a(text):
    return {"role": "assistant", "text": text}


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


def _case(kind, lang, turns, expect, tag, me=None, character=None):
    return {"_kind": kind, "_tag": tag, "lang": lang, "me": me,
            "character": character, "turns": turns, "expect": expect}


def short(lang, turns, expect, tag=False):
    """turns: a string (one user message) or a list of strings (user) / turn dicts."""
    if isinstance(turns, str):
        turns = [turns]
    turns = [u(t) if isinstance(t, str) else t for t in turns]
    return _case("short", lang, turns, expect, tag)


def diary(lang, text, expect, tag=False):
    return _case("diary", lang, [u(text)], expect, tag)


def comp(lang, character, lines, expect, tag=True):
    """lines alternate user / assistant, starting with the user."""
    turns = [u(t) if i % 2 == 0 else a(t) for i, t in enumerate(lines)]
    return _case("companion", lang, turns, expect, tag, character=character)


def group(lang, lines, expect, me=None, exp=None, tag=True):
    """lines: (speaker, text); me: the user's speaker name, or exp: the exporter's name."""
    turns, marked = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp is not None and sp == exp and not marked:
            t["exporter_me"] = True
            marked = True
        turns.append(t)
    assert (me is None) != (exp is None)
    return _case("group", lang, turns, expect, tag, me=me)
