"""Helpers for blind set 19: fact and case constructors."""


def _f(owner, slot, values, req):
    return {"owner": owner, "slot": slot.split("|"), "value": list(values), "required": req}


def U(slot, *v, req=True):
    """A fact about the user."""
    return _f("user", slot, v, req)


def P(who, slot, *v, req=True):
    """A fact about another person, owner p:<who>."""
    return _f("p:" + who, slot, v, req)


def C(slot, *v, req=True):
    """A fact the named companion states about itself."""
    return _f("character", slot, v, req)


def one(text, facts, tag=False):
    """A single user message."""
    return {"kind": "short", "character": None, "me": None,
            "turns": [{"role": "user", "text": text}], "expect": facts, "tag": tag}


def chat(turns, facts, tag=False):
    """A short chat, alternating user / assistant, starting with the user."""
    ts = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(turns)]
    return {"kind": "short", "character": None, "me": None, "turns": ts, "expect": facts, "tag": tag}


def diary(text, facts, tag=False):
    """One diary entry (one long user turn)."""
    return {"kind": "diary", "character": None, "me": None,
            "turns": [{"role": "user", "text": text}], "expect": facts, "tag": tag}


def comp(character, turns, facts, tag=False):
    """A multi-turn chat with a named companion, alternating user / assistant."""
    ts = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(turns)]
    return {"kind": "companion", "character": character, "me": None, "turns": ts,
            "expect": facts, "tag": tag}


def group(turns, facts, me=None, exporter=None, tag=False):
    """A group chat: turns are (speaker, text); the user is `me`, or the speaker `exporter`
    whose first turn carries exporter_me."""
    assert (me is None) != (exporter is None)
    ts, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        ts.append(t)
    assert marked or me is not None
    return {"kind": "group", "character": None, "me": me, "turns": ts, "expect": facts, "tag": tag}
