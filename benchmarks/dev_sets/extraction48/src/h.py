"""Helpers for extraction dev set 48: compact constructors for turns, facts and cases."""


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, ex=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t


def F(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, anything else a person (p: added)."""
    if owner == "u":
        o = "user"
    elif owner == "c":
        o = "character"
    else:
        o = owner if owner.startswith("p:") else "p:" + owner
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def C(lang, kind, turns, facts, tag=False, me=None, character=None):
    """kind: chat / comp (named companion) / group / diary (book-keeping only, not written out)."""
    return {"_kind": kind, "_tag": tag,
            "case": {"lang": lang, "me": me, "character": character, "turns": turns, "expect": facts}}
