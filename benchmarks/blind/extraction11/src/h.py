"""Helpers for blind extraction set 11."""

def _l(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]

def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": bool(req)}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def _case(kind, lang, turns, facts, tag, me=None, char=None):
    return {"kind": kind, "tag": bool(tag),
            "case": {"lang": lang, "me": me, "character": char, "turns": turns, "expect": facts}}

def S(lang, texts, facts, tag=False):
    """One- to three-message chat: a string, or a list whose items are user texts or ("a", text)."""
    turns = []
    for t in _l(texts):
        if isinstance(t, tuple):
            turns.append({"role": "assistant", "text": t[1]})
        else:
            turns.append({"role": "user", "text": t})
    return _case("short", lang, turns, facts, tag)

def D(lang, text, facts, tag=False):
    return _case("diary", lang, [{"role": "user", "text": text}], facts, tag)

def K(lang, char, texts, facts, tag=False):
    """Companion chat: texts alternate user / assistant, starting with the user."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case("comp", lang, turns, facts, tag, char=char)

def G(lang, turns, facts, tag=False, me=None, exporter=None):
    """Group chat: turns are (speaker, text); either me or exporter (speaker name) is set."""
    out, seen = [], False
    for sp, t in turns:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter is not None and sp == exporter and not seen:
            d["exporter_me"] = True
            seen = True
        out.append(d)
    assert (me is None) != (exporter is None)
    return _case("group", lang, out, facts, tag, me=me)
