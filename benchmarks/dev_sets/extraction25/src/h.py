"""Helpers for dev set 25: compact turn and fact constructors."""
CASES = []


def U(t, at=None):
    d = {"role": "user", "text": t}
    if at:
        d["at"] = at
    return d


def A(t):
    return {"role": "assistant", "text": t}


def G(sp, t):
    return {"role": "user", "speaker": sp, "text": t}


def X(sp, t):
    """First turn of the exporter in a group chat exported with me = null."""
    d = G(sp, t)
    d["exporter_me"] = True
    return d


def _own(o):
    return {"u": "user", "c": "character"}.get(o, o)


def F(o, s, v, req=True):
    """Fact: owner (u / c / p:NAME), slot kinds 'a|b', values 'shortest span|alt|alt'."""
    return {"owner": _own(o), "slot": s.split("|"), "value": v.split("|"), "required": req}


def O(o, s, v):
    """Fact that is only implied (required: false)."""
    return F(o, s, v, False)


def C(lang, kind, turns, expect, tag=False, me=None, character=None):
    turns = [U(t) if isinstance(t, str) else t for t in turns]
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": character,
                  "turns": turns, "expect": expect, "tag": tag})
