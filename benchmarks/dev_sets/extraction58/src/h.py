"""Helpers for dev set 58: compact constructors for cases and facts."""

def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)

def CH(slot, value, req=True):
    return F("character", slot, value, req)

def _case(lang, kind, turns, expect, me=None, character=None, tag=False, gamer=False):
    return {"lang": lang, "me": me, "character": character, "turns": turns, "expect": expect,
            "_kind": kind, "_tag": tag, "_gamer": gamer}

def S(lang, texts, expect, tag=False, gamer=False, at=None):
    """Short chat: one string (one user message) or a list alternating user/assistant."""
    if isinstance(texts, str):
        texts = [texts]
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    if at:
        turns[0]["at"] = at
    return _case(lang, "short", turns, expect, tag=tag, gamer=gamer)

def D(lang, text, expect, tag=False, gamer=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return _case(lang, "diary", [t], expect, tag=tag, gamer=gamer)

def C(lang, ch, texts, expect, tag=True, gamer=False, at=None):
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    if at:
        turns[0]["at"] = at
    return _case(lang, "companion", turns, expect, character=ch, tag=tag, gamer=gamer)

def G(lang, lines, expect, me=None, exp=None, tag=True, gamer=False):
    turns, seen = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp and sp == exp and not seen:
            t["exporter_me"] = True
            seen = True
        turns.append(t)
    return _case(lang, "group", turns, expect, me=me, tag=tag, gamer=gamer)
