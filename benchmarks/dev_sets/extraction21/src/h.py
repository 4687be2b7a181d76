"""Helpers for dev set 21: compact fact and turn constructors."""

def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": bool(req)}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def _case(kind, lang, turns, facts, tag, me=None, character=None):
    return {"_kind": kind, "_tag": bool(tag), "lang": lang, "me": me, "character": character,
            "turns": turns, "expect": facts}

def short(lang, turns, facts, tag=False):
    """turns: one string (a single user message) or a list alternating user/assistant, user first."""
    if isinstance(turns, str):
        turns = [turns]
    tt = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(turns)]
    return _case("short", lang, tt, facts, tag)

def diary(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return _case("diary", lang, [t], facts, tag)

def comp(lang, character, turns, facts, tag=True, at=None):
    tt = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(turns)]
    if at:
        tt[0]["at"] = at
    return _case("companion", lang, tt, facts, tag, character=character)

def group(lang, turns, facts, me=None, tag=True):
    """turns: (speaker, text); a speaker written '*Name' is the exporter (exporter_me on the first turn)."""
    tt, seen = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp.lstrip("*"), "text": text}
        if sp.startswith("*") and not seen and me is None:
            t["exporter_me"] = True
            seen = True
        tt.append(t)
    return _case("group", lang, tt, facts, tag, me=me)
