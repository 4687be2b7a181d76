"""Helpers for dev set 54: facts, turns and cases."""

def F(owner, slot, value, req=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slot, "value": value, "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)

def u(text, speaker=None, exporter=False, at=None):
    t = {"role": "user", "text": text}
    if speaker:
        t["speaker"] = speaker
    if exporter:
        t["exporter_me"] = True
    if at:
        t["at"] = at
    return t

def a(text):
    return {"role": "assistant", "text": text}

def case(lang, turns, expect, kind="short", me=None, character=None, tag=False):
    if isinstance(turns, str):
        turns = [u(turns)]
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "_kind": kind, "_tag": tag}

def short(lang, turns, expect, tag=False):
    return case(lang, turns, expect, "short", tag=tag)

def diary(lang, text, expect, tag=False, at=None):
    return case(lang, [u(text, at=at)], expect, "diary", tag=tag)

def comp(lang, character, turns, expect, tag=False):
    return case(lang, turns, expect, "companion", character=character, tag=tag)

def group(lang, turns, expect, me=None, tag=False):
    return case(lang, turns, expect, "group", me=me, tag=tag)
