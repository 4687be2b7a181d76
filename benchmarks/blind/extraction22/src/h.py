"""Helpers for blind extraction set 22: fact and case constructors."""


def F(owner, slot, vals, req=True):
    slots = [slot] if isinstance(slot, str) else list(slot)
    return {"owner": owner, "slot": slots, "value": list(vals), "required": req}


def U(slot, *vals, req=True):
    return F("user", slot, vals, req)


def P(who, slot, *vals, req=True):
    return F("p:" + who, slot, vals, req)


def C(slot, *vals, req=True):
    return F("character", slot, vals, req)


def _alt(texts):
    if isinstance(texts, str):
        texts = [texts]
    return [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]


def S(lang, texts, facts, tag=False):
    """Short chat: one user message, or user/assistant alternating starting with the user."""
    return {"kind": "short", "lang": lang, "me": None, "character": None,
            "turns": _alt(texts), "expect": facts, "tag": tag}


def D(lang, text, facts, tag=False):
    """Diary entry: one long user turn."""
    return {"kind": "diary", "lang": lang, "me": None, "character": None,
            "turns": [{"role": "user", "text": text}], "expect": facts, "tag": tag}


def K(lang, character, texts, facts, tag=False):
    """Multi-turn chat with a named companion."""
    return {"kind": "companion", "lang": lang, "me": None, "character": character,
            "turns": _alt(texts), "expect": facts, "tag": tag}


def G(lang, turns, facts, tag=False, me=None, exporter=None):
    """Group chat: turns are (speaker, text); either me= or exporter= names the user."""
    assert (me is None) != (exporter is None)
    out, marked = [], False
    for sp, t in turns:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter is not None and sp == exporter and not marked:
            d["exporter_me"] = True
            marked = True
        out.append(d)
    assert exporter is None or marked
    return {"kind": "group", "lang": lang, "me": me, "character": None,
            "turns": out, "expect": facts, "tag": tag}
