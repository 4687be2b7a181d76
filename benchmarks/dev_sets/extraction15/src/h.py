"""Helpers for writing dev set 15 cases compactly."""


def F(owner, slot, vals, r=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    return {"owner": owner, "slot": slot, "value": list(vals), "required": r}


def U(slot, *vals, r=True):
    return F("user", slot, vals, r)


def P(name, slot, *vals, r=True):
    return F("p:" + name, slot, vals, r)


def C(slot, *vals, r=True):
    return F("character", slot, vals, r)


def _case(kind, lang, turns, facts, tag, me=None, character=None):
    return {"kind": kind, "tag": tag, "case": {"lang": lang, "me": me, "character": character,
                                               "turns": turns, "expect": facts}}


def S(lang, texts, facts, tag=False):
    """One- to three-message chat: a string, or a list of strings ('A:' prefix = assistant)."""
    if isinstance(texts, str):
        texts = [texts]
    turns = []
    for t in texts:
        if t.startswith("A:"):
            turns.append({"role": "assistant", "text": t[2:].strip()})
        else:
            turns.append({"role": "user", "text": t})
    return _case("short", lang, turns, facts, tag)


def D(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return _case("diary", lang, [t], facts, tag)


def CH(lang, name, texts, facts, tag=False, ats=None):
    """Companion chat: texts alternate user / assistant, starting with the user."""
    turns = []
    for i, t in enumerate(texts):
        turn = {"role": "user" if i % 2 == 0 else "assistant", "text": t}
        if ats and ats.get(i):
            turn["at"] = ats[i]
        turns.append(turn)
    return _case("companion", lang, turns, facts, tag, character=name)


def G(lang, lines, facts, tag=False, me=None, exp=None):
    """Group chat: lines are (speaker, text). Either me (a speaker) or exp (the exporter's speaker name)."""
    turns, seen = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp and sp == exp and not seen:
            t["exporter_me"] = True
            seen = True
        turns.append(t)
    return _case("group", lang, turns, facts, tag, me=me)
