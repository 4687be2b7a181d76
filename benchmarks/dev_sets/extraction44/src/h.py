"""Helpers for dev set 44: compact constructors for turns, facts and cases."""


def U(text, at=None):
    d = {"role": "user", "text": text}
    if at:
        d["at"] = at
    return d


def A(text):
    return {"role": "assistant", "text": text}


def G(speaker, text, x=False):
    """A human turn in a group chat; x=True marks the exporter's first turn."""
    d = {"role": "user", "speaker": speaker, "text": text}
    if x:
        d["exporter_me"] = True
    return d


def F(owner, slot, value, req=True):
    """owner 'u' = user, 'c' = character, anything else = p:<owner>. slot/value: '|'-separated."""
    o = {"u": "user", "c": "character"}.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def N(owner, slot, value):
    return F(owner, slot, value, False)


def C(kind, turns, facts, me=None, ch=None, tag=False, young=False):
    """kind: group / comp (named companion, multi-turn) / diary / chat."""
    return {"kind": kind, "turns": turns, "expect": facts, "me": me, "character": ch,
            "tag": tag, "young": young}
