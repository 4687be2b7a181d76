"""Helpers for extraction dev set 10: compact constructors for turns, facts and cases."""

CASES = []


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exporter=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exporter:
        t["exporter_me"] = True
    return t


def X(speaker, text):
    """First turn of the exporter (the user) in a group chat with me=None."""
    return S(speaker, text, exporter=True)


def _owner(o):
    if o == "u":
        return "user"
    if o == "c":
        return "character"
    return o if o.startswith("p:") else "p:" + o


def F(owner, slot, *values, req=True):
    """owner: 'u' user, 'c' character, else a person key; slot: 'a/b' lists alternatives."""
    return {"owner": _owner(owner), "slot": slot.split("/"), "value": list(values), "required": req}


def O(owner, slot, *values):
    """An implied / passing fact: required false."""
    return F(owner, slot, *values, req=False)


def make(lang):
    def C(kind, turns, expect, tag=False, me=None, ch=None):
        turns = [U(t) if isinstance(t, str) else t for t in turns]
        CASES.append({"kind": kind, "lang": lang, "me": me, "character": ch,
                      "turns": turns, "expect": expect, "tag": tag})
    return C
