"""Helpers for dev set 42: turns, facts and the case registry."""
CASES = []


def U(text):
    return {"role": "user", "text": text}


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, ex=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if ex:
        t["exporter_me"] = True
    return t


def F(owner, slot, value, req=True):
    """owner: 'u' = user, 'c' = character, anything else = a person p:<owner>."""
    o = {"u": "user", "c": "character"}.get(owner, "p:" + owner)
    return {"owner": o,
            "slot": [slot] if isinstance(slot, str) else list(slot),
            "value": [value] if isinstance(value, str) else list(value),
            "required": req}


def C(lang, kind, turns, expect, tag=False, me=None, ch=None):
    assert kind in ("short", "diary", "comp", "group")
    CASES.append({"lang": lang, "kind": kind, "me": me, "character": ch,
                  "turns": turns, "expect": expect, "tag": tag})
