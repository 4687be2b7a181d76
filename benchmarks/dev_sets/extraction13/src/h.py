"""Helpers for dev set 13. Slots and values are written as 'a|b' strings, split here."""

def F(owner, slot, value, req=True):
    sl = slot.split("|") if isinstance(slot, str) else list(slot)
    va = value.split("|") if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": sl, "value": va, "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def _case(kind, lang, turns, facts, neg, me=None, character=None):
    return {"kind": kind, "neg": bool(neg),
            "case": {"lang": lang, "me": me, "character": character, "turns": turns, "expect": list(facts)}}

def chat(lang, msgs, facts, neg=False):
    """One- to three-message chat. A message starting with 'A:' is the assistant's."""
    if isinstance(msgs, str):
        msgs = [msgs]
    turns = []
    for m in msgs:
        if m.startswith("A:"):
            turns.append({"role": "assistant", "text": m[2:].strip()})
        else:
            turns.append({"role": "user", "text": m})
    return _case("chat", lang, turns, facts, neg)

def diary(lang, text, facts, neg=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return _case("diary", lang, [t], facts, neg)

def comp(lang, character, msgs, facts, neg=True):
    """Companion chat: msgs alternate user, companion, user, ..."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": m} for i, m in enumerate(msgs)]
    return _case("companion", lang, turns, facts, neg, character=character)

def group(lang, msgs, facts, me=None, exporter=None, neg=True):
    """Group chat: msgs are (speaker, text). Either me=speaker or exporter=speaker (first turn marked)."""
    turns, marked = [], False
    for sp, tx in msgs:
        t = {"role": "user", "speaker": sp, "text": tx}
        if exporter and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        turns.append(t)
    return _case("group", lang, turns, facts, neg, me=me)
