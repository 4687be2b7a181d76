"""Helpers for writing dev set 14 cases compactly."""


def _f(owner, slot, value, req):
    return {"owner": owner,
            "slot": [slot] if isinstance(slot, str) else list(slot),
            "value": [value] if isinstance(value, str) else list(value),
            "required": req}


def U(slot, value, req=True):
    return _f("user", slot, value, req)


def P(who, slot, value, req=True):
    return _f("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return _f("character", slot, value, req)


def _case(kind, lang, turns, expect, tag, me=None, character=None):
    return {"kind": kind, "tag": tag, "lang": lang, "me": me, "character": character,
            "turns": turns, "expect": expect}


def S(lang, msgs, expect, tag=False):
    """Short chat: a string or a list; items starting with '>' are assistant replies."""
    if isinstance(msgs, str):
        msgs = [msgs]
    turns = []
    for m in msgs:
        if m.startswith(">"):
            turns.append({"role": "assistant", "text": m[1:].strip()})
        else:
            turns.append({"role": "user", "text": m})
    return _case("short", lang, turns, expect, tag)


def D(lang, text, expect, tag=False):
    """Diary entry: one long user turn."""
    return _case("diary", lang, [{"role": "user", "text": text}], expect, tag)


def K(lang, character, msgs, expect, tag=False):
    """Companion chat: alternating user / assistant turns, user first."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": m} for i, m in enumerate(msgs)]
    return _case("companion", lang, turns, expect, tag, character=character)


def G(lang, lines, expect, me=None, ex=None, tag=False):
    """Group chat: lines of (speaker, text). Give me=<speaker> or ex=<speaker> (exporter_me)."""
    turns, marked = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if ex is not None and sp == ex and not marked:
            t["exporter_me"] = True
            marked = True
        turns.append(t)
    assert (me is None) != (ex is None)
    return _case("group", lang, turns, expect, tag, me=me)
