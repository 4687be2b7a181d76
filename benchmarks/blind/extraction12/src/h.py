"""Helpers for blind set 12. A case is a dict in the dev-set-5 shape; `kind` and `tag` are kept aside for build.py."""

def F(owner, slot, value, req=True):
    """owner 'u' = user, 'c' = character, else a person key without 'p:'. slot/value: '|' separated alternatives."""
    o = {"u": "user", "c": "character"}.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def _turns(items):
    out = []
    for it in items:
        if isinstance(it, dict):
            out.append(it)
        elif it.startswith("A:"):
            out.append({"role": "assistant", "text": it[2:].strip()})
        else:
            out.append({"role": "user", "text": it})
    return out

def short(lang, msgs, facts, tag=False, at=None):
    t = _turns(msgs)
    if at:
        t[0]["at"] = at
    return {"lang": lang, "me": None, "character": None, "turns": t, "expect": facts, "_kind": "short", "_tag": tag}

def diary(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return {"lang": lang, "me": None, "character": None, "turns": [t], "expect": facts, "_kind": "diary", "_tag": tag}

def comp(lang, name, msgs, facts, tag=True):
    """msgs alternate user / companion, starting with the user."""
    t = [{"role": "user" if i % 2 == 0 else "assistant", "text": m} for i, m in enumerate(msgs)]
    return {"lang": lang, "me": None, "character": name, "turns": t, "expect": facts, "_kind": "companion", "_tag": tag}

def group(lang, lines, facts, me=None, exporter=None, tag=True):
    """lines: (speaker, text). Exactly one of me / exporter."""
    t, seen = [], False
    for sp, tx in lines:
        d = {"role": "user", "speaker": sp, "text": tx}
        if exporter and sp == exporter and not seen:
            d["exporter_me"] = True
            seen = True
        t.append(d)
    return {"lang": lang, "me": me, "character": None, "turns": t, "expect": facts, "_kind": "group", "_tag": tag}
