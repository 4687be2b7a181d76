"""Helpers for blind extraction set 18: compact case and fact constructors."""

CASES = []


def _split(x):
    return [p.strip() for p in x.split("|")] if isinstance(x, str) else list(x)


def F(owner, slot, value, r=1):
    return {"owner": owner, "slot": _split(slot), "value": _split(value), "required": bool(r)}


def U(slot, value, r=1):
    return F("user", slot, value, r)


def P(who, slot, value, r=1):
    return F("p:" + who, slot, value, r)


def C(slot, value, r=1):
    return F("character", slot, value, r)


def u(text):
    return {"role": "user", "text": text}


def a(text):
    return {"role": "assistant", "text": text}


def g(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text}


def gx(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text, "exporter_me": True}


def maker(lang):
    def K(kind, turns, exp, tag=False, me=None, ch=None):
        if isinstance(turns, str):
            turns = [u(turns)]
        CASES.append({"lang": lang, "kind": kind, "tag": bool(tag), "me": me,
                      "character": ch, "turns": turns, "expect": exp})
    return K
