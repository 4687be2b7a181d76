"""Helpers for blind extraction set 6: compact constructors for turns, facts and cases."""


def U(text, at=None):
    d = {"role": "user", "text": text}
    if at:
        d["at"] = at
    return d


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, ex=False):
    """A human turn in a group chat; ex=True marks the exporter (the user) on their first turn."""
    d = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        d["exporter_me"] = True
    return d


def F(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, anything else a person p:<owner>; slot and value: 'a|b' alternatives."""
    o = {"u": "user", "c": "character"}.get(owner, "p:" + owner)
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def N(owner, slot, value):
    return F(owner, slot, value, False)


def C(lang, kind, turns, facts, tag=False, me=None, ch=None):
    return {"lang": lang, "kind": kind, "tag": tag, "me": me, "character": ch,
            "turns": turns, "expect": facts}
