"""Helpers for dev set 18: build cases as plain dicts (kind and tag kept for build.py)."""


def _f(owner, slot, values, req):
    return {"owner": owner, "slot": slot.split("|"), "value": list(values), "required": req}


def U(slot, *v, r=True):
    return _f("user", slot, v, r)


def P(who, slot, *v, r=True):
    return _f("p:" + who, slot, v, r)


def C(slot, *v, r=True):
    return _f("character", slot, v, r)


def _turns(items):
    out = []
    for it in items:
        if isinstance(it, tuple):
            out.append({"role": "assistant", "text": it[1]})
        else:
            out.append({"role": "user", "text": it})
    return out


def short(lang, items, facts, tag=False):
    """One- to three-message chat; items are user strings or ("a", text) assistant turns."""
    return {"kind": "short", "lang": lang, "me": None, "character": None,
            "turns": _turns(items), "expect": facts, "tag": tag}


def diary(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return {"kind": "diary", "lang": lang, "me": None, "character": None,
            "turns": [t], "expect": facts, "tag": tag}


def comp(lang, char, items, facts, tag=False):
    """Companion chat: items alternate user / assistant, starting with the user."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": x} for i, x in enumerate(items)]
    return {"kind": "companion", "lang": lang, "me": None, "character": char,
            "turns": turns, "expect": facts, "tag": tag}


def group(lang, items, facts, me=None, exporter=None, tag=False):
    """Group chat: items are (speaker, text); either me= or exporter= names the user."""
    turns, marked = [], False
    for sp, text in items:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        turns.append(t)
    return {"kind": "group", "lang": lang, "me": me, "character": None,
            "turns": turns, "expect": facts, "tag": tag}
