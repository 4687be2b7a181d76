"""Helpers for dev set 33: compact constructors for turns, facts and cases."""

def U(text, sp=None, ex=False, at=None):
    t = {"role": "user", "text": text}
    if sp:
        t["speaker"] = sp
    if ex:
        t["exporter_me"] = True
    if at:
        t["at"] = at
    return t

def A(text, at=None):
    t = {"role": "assistant", "text": text}
    if at:
        t["at"] = at
    return t

def F(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, anything else a person (p:...)."""
    o = {"u": "user", "c": "character"}.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o,
            "slot": [slot] if isinstance(slot, str) else list(slot),
            "value": [value] if isinstance(value, str) else list(value),
            "required": req}

def C(lang, kind, turns, facts, tag=False, me=None, ch=None, gossip=False):
    assert kind in ("short", "diary", "companion", "group")
    return {"lang": lang, "kind": kind, "me": me, "character": ch, "turns": turns,
            "expect": facts, "tag": tag, "gossip": gossip}
