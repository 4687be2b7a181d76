"""Helpers: fact and case constructors for blind set 23."""


def F(owner, slot, value, req=True):
    slots = [slot] if isinstance(slot, str) else list(slot)
    vals = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slots, "value": vals, "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def short(lang, texts, expect, tag=False):
    """One- to three-message chat; texts: str (user) or ("a", text) for an unnamed assistant."""
    if isinstance(texts, str):
        texts = [texts]
    turns = []
    for t in texts:
        if isinstance(t, tuple):
            turns.append({"role": "assistant", "text": t[1]})
        else:
            turns.append({"role": "user", "text": t})
    return {"kind": "short", "lang": lang, "me": None, "character": None, "turns": turns,
            "expect": expect, "tag": tag}


def diary(lang, text, expect, tag=False):
    return {"kind": "diary", "lang": lang, "me": None, "character": None,
            "turns": [{"role": "user", "text": text}], "expect": expect, "tag": tag}


def comp(lang, name, texts, expect, tag=True):
    """Chat with a named companion; texts alternate user / assistant starting with the user."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return {"kind": "companion", "lang": lang, "me": None, "character": name, "turns": turns,
            "expect": expect, "tag": tag}


def group(lang, lines, expect, me=None, exporter=None, tag=True):
    """lines: (speaker, text). Exactly one of me / exporter."""
    assert (me is None) != (exporter is None)
    turns, marked = [], False
    for sp, t in lines:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter is not None and sp == exporter and not marked:
            d["exporter_me"] = True
            marked = True
        turns.append(d)
    assert exporter is None or marked
    return {"kind": "group", "lang": lang, "me": me, "character": None, "turns": turns,
            "expect": expect, "tag": tag}
