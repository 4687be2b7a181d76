"""Helpers for dev set 59: fact and case constructors."""


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else x.split("|")


def U(slot, value, req=True):
    return {"owner": "user", "slot": _l(slot), "value": _l(value), "required": req}


def P(who, slot, value, req=True):
    return {"owner": "p:" + who, "slot": _l(slot), "value": _l(value), "required": req}


def CH(slot, value, req=True):
    return {"owner": "character", "slot": _l(slot), "value": _l(value), "required": req}


def _case(lang, kind, turns, facts, tag, me=None, character=None):
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": facts, "_kind": kind, "_tag": tag}


def short(lang, turns, facts, tag=False):
    """turns: a string (one user message) or a list of strings (user) and ("a", text) (assistant)."""
    if isinstance(turns, str):
        turns = [turns]
    out = []
    for t in turns:
        if isinstance(t, tuple):
            out.append({"role": "assistant", "text": t[1]})
        else:
            out.append({"role": "user", "text": t})
    return _case(lang, "short", out, facts, tag)


def diary(lang, text, facts, tag=False):
    return _case(lang, "diary", [{"role": "user", "text": text}], facts, tag)


def comp(lang, character, turns, facts, tag=False):
    """turns alternate user / companion, starting with the user."""
    out = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(turns)]
    return _case(lang, "companion", out, facts, tag, character=character)


def group(lang, turns, facts, me=None, exp=None, tag=False):
    """turns: (speaker, text); the user is `me`, or the `exp` speaker (exporter_me on their first turn)."""
    assert (me is None) != (exp is None)
    out, seen = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp is not None and sp == exp and not seen:
            t["exporter_me"] = True
            seen = True
        out.append(t)
    assert me is None or any(sp == me for sp, _ in turns)
    assert exp is None or seen
    return _case(lang, "group", out, facts, tag, me=me)
