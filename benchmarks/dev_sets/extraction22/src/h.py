"""Helpers for dev set 22: compact constructors for facts and cases."""

def _f(owner, slot, value, req):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def u(slot, value, req=True):
    return _f("user", slot, value, req)

def p(name, slot, value, req=True):
    return _f("p:" + name, slot, value, req)

def ch(slot, value, req=True):
    return _f("character", slot, value, req)

def _case(lang, kind, turns, facts, tag, me=None, character=None):
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": facts, "_kind": kind, "_tag": tag}

def S(lang, text, facts, tag=False):
    """Short chat: a string (one user message) or a list of ('u'|'a', text)."""
    if isinstance(text, str):
        turns = [{"role": "user", "text": text}]
    else:
        turns = [{"role": "user" if r == "u" else "assistant", "text": t} for r, t in text]
    return _case(lang, "short", turns, facts, tag)

def D(lang, text, facts, tag=False):
    """Diary entry: one long user turn."""
    return _case(lang, "diary", [{"role": "user", "text": text}], facts, tag)

def C(lang, character, texts, facts, tag=False, at=None):
    """Companion chat: texts alternate user/assistant starting with the user; at dates every turn."""
    turns = []
    for i, t in enumerate(texts):
        d = {"role": "user" if i % 2 == 0 else "assistant", "text": t}
        if at:
            d["at"] = at
        turns.append(d)
    return _case(lang, "companion", turns, facts, tag, character=character)

def G(lang, turns, facts, tag=False, me=None, exporter=None):
    """Group chat: turns are (speaker, text); either me (a speaker) or exporter (a speaker marked exporter_me)."""
    out, marked = [], False
    for sp, t in turns:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter and sp == exporter and not marked:
            d["exporter_me"] = True
            marked = True
        out.append(d)
    return _case(lang, "group", out, facts, tag, me=me)
