"""Helpers for dev set 37: compact constructors for cases and facts."""

def _split(x):
    return x.split("|") if isinstance(x, str) else list(x)

def _f(owner, slot, value, req):
    return {"owner": owner, "slot": _split(slot), "value": _split(value), "required": req}

def u(slot, value, req=True):
    return _f("user", slot, value, req)

def p(who, slot, value, req=True):
    return _f("p:" + who, slot, value, req)

def c(slot, value, req=True):
    return _f("character", slot, value, req)

def _case(lang, turns, facts, tag, kind, me=None, character=None):
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": facts, "_tag": tag, "_kind": kind}

def S(lang, texts, facts, tag=False):
    """One- to three-message chat; a text starting with 'A:' is an (unnamed) assistant turn."""
    if isinstance(texts, str):
        texts = [texts]
    turns = []
    for t in texts:
        if t.startswith("A:"):
            turns.append({"role": "assistant", "text": t[2:].strip()})
        else:
            turns.append({"role": "user", "text": t})
    return _case(lang, turns, facts, tag, "short")

def D(lang, text, facts, tag=False):
    """Diary entry: one long user turn."""
    return _case(lang, [{"role": "user", "text": text}], facts, tag, "diary")

def C(lang, character, texts, facts, tag=False):
    """Multi-turn chat with a named companion; texts alternate user / assistant."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case(lang, turns, facts, tag, "companion", character=character)

def G(lang, turns, facts, tag=False, me=None, exporter=None):
    """Group chat: turns are (speaker, text); either me=<speaker> or exporter=<speaker>."""
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    return _case(lang, out, facts, tag, "group", me=me)
