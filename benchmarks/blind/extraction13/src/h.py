"""Helpers for blind set 13: fact and case constructors."""


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


def _turn(t):
    if isinstance(t, tuple):
        return {"role": "assistant" if t[0] == "a" else "user", "text": t[1]}
    return {"role": "user", "text": t}


def short(lang, turns, facts, tag=False):
    if isinstance(turns, str):
        turns = [turns]
    return {"lang": lang, "me": None, "character": None, "turns": [_turn(t) for t in turns],
            "expect": facts, "_kind": "short", "_tag": tag}


def diary(lang, text, facts, tag=False):
    return {"lang": lang, "me": None, "character": None, "turns": [{"role": "user", "text": text}],
            "expect": facts, "_kind": "diary", "_tag": tag}


def comp(lang, character, texts, facts, tag=True):
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return {"lang": lang, "me": None, "character": character, "turns": turns,
            "expect": facts, "_kind": "companion", "_tag": tag}


def group(lang, turns, facts, me=None, exporter=None, tag=True):
    out, seen = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not seen:
            t["exporter_me"] = True
            seen = True
        out.append(t)
    return {"lang": lang, "me": me, "character": None, "turns": out,
            "expect": facts, "_kind": "group", "_tag": tag}
