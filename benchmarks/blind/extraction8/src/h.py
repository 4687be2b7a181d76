"""Helpers for blind extraction set 8: compact constructors for cases and facts."""

def _l(x):
    return x if isinstance(x, list) else x.split("|")

def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}

def U(slot, value, req=True):
    return F("user", slot, value, req)

def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)

def C(slot, value, req=True):
    return F("character", slot, value, req)

def _case(lang, kind, turns, facts, neg, me=None, character=None):
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": facts, "_kind": kind, "_neg": neg}

def chat(lang, texts, facts, neg=False):
    """One- to three-message chat. texts: str or list; items starting with 'A:' are assistant turns."""
    if isinstance(texts, str):
        texts = [texts]
    turns = []
    for t in texts:
        if t.startswith("A:"):
            turns.append({"role": "assistant", "text": t[2:].strip()})
        else:
            turns.append({"role": "user", "text": t})
    return _case(lang, "chat", turns, facts, neg)

def diary(lang, text, facts, neg=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return _case(lang, "diary", [t], facts, neg)

def comp(lang, character, texts, facts, neg=True):
    """Companion chat: texts alternate user, assistant, user, ..."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case(lang, "companion", turns, facts, neg, character=character)

def group(lang, turns, facts, neg=True, me=None, exporter=None):
    """Group chat. turns: (speaker, text). Exactly one of me / exporter is given."""
    out, seen = [], False
    for sp, tx in turns:
        t = {"role": "user", "speaker": sp, "text": tx}
        if exporter and sp == exporter and not seen:
            t["exporter_me"] = True
            seen = True
        out.append(t)
    return _case(lang, "group", out, facts, neg, me=me)
