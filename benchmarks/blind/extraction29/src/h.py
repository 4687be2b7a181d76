"""Helpers for blind set 29: compact fact and case constructors."""


def _slots(s):
    return s.split("|") if isinstance(s, str) else list(s)


def _fact(owner, slot, vals, req):
    return {"owner": owner, "slot": _slots(slot), "value": list(vals), "required": req}


def U(slot, *vals, req=True):
    return _fact("user", slot, vals, req)


def P(who, slot, *vals, req=True):
    return _fact("p:" + who, slot, vals, req)


def C(slot, *vals, req=True):
    return _fact("character", slot, vals, req)


def _case(kind, lang, turns, facts, tag, me=None, character=None):
    return {"_kind": kind, "_tag": tag, "lang": lang, "me": me, "character": character,
            "turns": turns, "expect": facts}


def one(lang, text, facts, tag=False):
    """One user message."""
    return _case("chat", lang, [{"role": "user", "text": text}], facts, tag)


def chat(lang, texts, facts, tag=False):
    """Short user/assistant exchange with an unnamed assistant (alternating, user first)."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case("chat", lang, turns, facts, tag)


def diary(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return _case("diary", lang, [t], facts, tag)


def comp(lang, name, texts, facts, tag=False):
    """Multi-turn chat with a named companion (alternating, user first)."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case("companion", lang, turns, facts, tag, character=name)


def group(lang, lines, facts, me=None, exporter=None, tag=False):
    """Group chat: lines are (speaker, text). Either me or exporter names the user."""
    assert (me is None) != (exporter is None)
    turns, seen = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not seen:
            t["exporter_me"] = True
            seen = True
        turns.append(t)
    assert me is None or any(sp == me for sp, _ in lines)
    assert exporter is None or seen
    return _case("group", lang, turns, facts, tag, me=me)
