"""Helpers for writing dev set 16 cases compactly."""
CASES = []


def _owner(o):
    return {"u": "user", "c": "character"}.get(o, o if o.startswith("p:") else "p:" + o)


def _fact(o, slot, value, req):
    return {"owner": _owner(o), "slot": slot.split("|"), "value": value.split("|"), "required": req}


def R(o, slot, value):
    """required fact; slot and value alternatives separated by |"""
    return _fact(o, slot, value, True)


def O(o, slot, value):
    """optional (implied / passing) fact"""
    return _fact(o, slot, value, False)


def U(text):
    return {"role": "user", "text": text}


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def C(lang, kind, turns, facts, tag=False, me=None, char=None):
    if isinstance(turns, str):
        turns = [U(turns)]
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": char,
                  "turns": turns, "expect": facts, "tag": tag})
