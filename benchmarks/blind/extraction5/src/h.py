"""Helpers for writing blind extraction set 5."""

def F(owner, slot, value, req=True):
    return {"owner": owner,
            "slot": [slot] if isinstance(slot, str) else list(slot),
            "value": [value] if isinstance(value, str) else list(value),
            "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)


def chat(lang, kind, lines, expect, neg=False, character=None, at=None):
    """lines: strings; a string starting with 'A:' is an assistant turn.
    at: a date string put on the first user turn."""
    turns = []
    for s in lines:
        if s.startswith("A:"):
            turns.append({"role": "assistant", "text": s[2:].strip()})
        else:
            turns.append({"role": "user", "text": s})
    if at:
        turns[0]["at"] = at
    return {"lang": lang, "me": None, "character": character, "turns": turns,
            "expect": expect, "_neg": neg, "_kind": kind}


def group(lang, lines, expect, neg=False, me=None, exporter=None):
    """lines: (speaker, text) pairs. Either me (a speaker name) or exporter
    (the speaker whose first turn gets exporter_me: true)."""
    assert (me is None) != (exporter is None)
    turns, seen = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not seen:
            t["exporter_me"] = True
            seen = True
        turns.append(t)
    return {"lang": lang, "me": me, "character": None, "turns": turns,
            "expect": expect, "_neg": neg, "_kind": "group"}
