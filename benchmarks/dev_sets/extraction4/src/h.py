"""Helpers for writing dev set 4 cases compactly."""

CASES = []


def _fact(owner, slot, vals, req):
    return {"owner": owner, "slot": slot.split("|"), "value": list(vals), "required": req}


def U(slot, *vals, req=True):
    return _fact("user", slot, vals, req)


def P(who, slot, *vals, req=True):
    return _fact("p:" + who, slot, vals, req)


def CH(slot, *vals, req=True):
    return _fact("character", slot, vals, req)


def u(text, at=None, sp=None, ex=False):
    t = {"role": "user", "text": text}
    if sp:
        t["speaker"] = sp
    if at:
        t["at"] = at
    if ex:
        t["exporter_me"] = True
    return t


def a(text):
    return {"role": "assistant", "text": text}


def case(lang, turns, facts, tag=False, me=None, character=None, src=""):
    if isinstance(turns, str):
        turns = [u(turns)]
    CASES.append({"lang": lang, "me": me, "character": character, "turns": turns,
                  "expect": list(facts), "_tag": tag, "_src": src})
