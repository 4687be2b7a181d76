"""Helpers for dev set 57: facts and case shapes. Slots/values use '|' to list alternatives."""


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def CH(slot, value, req=True):
    return F("character", slot, value, req)


def _case(kind, turns, facts, tag, dating, me=None, character=None):
    return {"_kind": kind, "_tag": tag, "_dating": dating, "me": me, "character": character,
            "turns": turns, "expect": facts}


def S(texts, facts, tag=False, dating=False):
    """Short chat: a string (one user message) or a list of strings (user) / ('a', text) (assistant)."""
    if isinstance(texts, str):
        texts = [texts]
    turns = []
    for t in texts:
        if isinstance(t, tuple):
            turns.append({"role": "assistant", "text": t[1]})
        else:
            turns.append({"role": "user", "text": t})
    return _case("short", turns, facts, tag, dating)


def D(text, facts, tag=False, dating=False):
    """Diary entry: one long user turn."""
    return _case("diary", [{"role": "user", "text": text}], facts, tag, dating)


def C(name, texts, facts, tag=True, dating=False):
    """Multi-turn chat with a named companion; texts alternate user / assistant, user first."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case("companion", turns, facts, tag, dating, character=name)


def G(turns, facts, me=None, exp=None, tag=True, dating=False):
    """Group chat: turns are (speaker, text). Either me=<speaker> or exp=<speaker> (exporter_me on first turn)."""
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp is not None and sp == exp and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    return _case("group", out, facts, tag, dating, me=me)
