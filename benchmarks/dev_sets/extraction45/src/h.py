"""Helpers for dev set 45: facts, turns, cases."""


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def u(text, at=None):
    d = {"role": "user", "text": text}
    if at:
        d["at"] = at
    return d


def a(text):
    return {"role": "assistant", "text": text}


def s(speaker, text, exp=False):
    d = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        d["exporter_me"] = True
    return d


def maker(lang, store):
    def K(kind, turns, expect, tag=False, me=None, ch=None):
        if isinstance(turns, str):
            turns = [u(turns)]
        store.append({"lang": lang, "kind": kind, "tag": tag, "me": me, "character": ch,
                      "turns": turns, "expect": expect})
    return K
