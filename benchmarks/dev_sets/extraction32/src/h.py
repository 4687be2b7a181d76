"""Helpers for extraction dev set 32: compact fact and case constructors."""

CASES = []


def F(owner, slot, val, req=True):
    slots = slot if isinstance(slot, list) else slot.split("|")
    vals = val if isinstance(val, list) else val.split("|")
    return {"owner": owner, "slot": slots, "value": vals, "required": req}


def U(slot, val, req=True):
    return F("user", slot, val, req)


def P(who, slot, val, req=True):
    return F("p:" + who, slot, val, req)


def C(slot, val, req=True):
    return F("character", slot, val, req)


def _turn(spec, i=None, alternate=False):
    if isinstance(spec, dict):
        return spec
    if alternate:
        return {"role": "user" if i % 2 == 0 else "assistant", "text": spec}
    if isinstance(spec, tuple) and spec[0] == "a":
        return {"role": "assistant", "text": spec[1]}
    return {"role": "user", "text": spec}


def _add(kind, lang, turns, expect, me=None, character=None, tag=False):
    CASES.append({"kind": kind, "tag": tag, "lang": lang, "me": me,
                  "character": character, "turns": turns, "expect": expect})


def S(lang, turns, expect, tag=False):
    """Short chat: a string, or a list of strings / ("a", text) tuples."""
    if isinstance(turns, str):
        turns = [turns]
    _add("short", lang, [_turn(t) for t in turns], expect, tag=tag)


def D(lang, text, expect, tag=False):
    """Diary entry: one long user turn."""
    _add("diary", lang, [{"role": "user", "text": text}], expect, tag=tag)


def K(lang, character, turns, expect, tag=True):
    """Companion chat: alternating user / assistant, starting with the user."""
    _add("companion", lang, [_turn(t, i, True) for i, t in enumerate(turns)], expect,
         character=character, tag=tag)


def G(lang, turns, expect, me=None, exporter=None, tag=True):
    """Group chat: turns are (speaker, text); exactly one of me / exporter."""
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    assert (me is None) != (exporter is None)
    if exporter is not None:
        assert marked
    _add("group", lang, out, expect, me=me, tag=tag)
