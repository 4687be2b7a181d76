"""Helpers for writing extraction dev set 31 cases compactly."""

CASES = []


def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def _add(kind, lang, turns, facts, tag, me=None, character=None):
    CASES.append({"kind": kind, "tag": tag, "lang": lang, "me": me,
                  "character": character, "turns": turns, "expect": facts})


def short(lang, texts, facts, tag=False):
    """texts: a string (one user message) or a list of strings (user) and ('a', text) (assistant)."""
    turns = []
    for t in _l(texts):
        if isinstance(t, tuple):
            turns.append({"role": "assistant", "text": t[1]})
        else:
            turns.append({"role": "user", "text": t})
    _add("short", lang, turns, facts, tag)


def diary(lang, text, facts, tag=False, at=None):
    turn = {"role": "user", "text": text}
    if at:
        turn["at"] = at
    _add("diary", lang, [turn], facts, tag)


def comp(lang, name, texts, facts, tag=True):
    """texts alternate user, companion, user, ... starting with the user."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    _add("companion", lang, turns, facts, tag, character=name)


def group(lang, turns, facts, me=None, exporter=None, tag=True):
    """turns: (speaker, text) pairs. Give either me (speaker name) or exporter (speaker marked exporter_me)."""
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    assert (me is None) != (exporter is None)
    _add("group", lang, out, facts, tag, me=me)
