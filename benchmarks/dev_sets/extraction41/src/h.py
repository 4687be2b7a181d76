"""Helpers for dev set 41: compact constructors for turns, facts and cases."""

def U(text, at=None):
    d = {"role": "user", "text": text}
    if at:
        d["at"] = at
    return d

def A(text):
    return {"role": "assistant", "text": text}

def S(speaker, text, exporter=False):
    d = {"role": "user", "speaker": speaker, "text": text}
    if exporter:
        d["exporter_me"] = True
    return d

def _owner(o):
    return {"u": "user", "c": "character"}.get(o, "p:" + o)

def R(owner, slot, value):
    """required fact; slot and value use '|' between alternatives, shortest exact span first"""
    return {"owner": _owner(owner), "slot": slot.split("|"), "value": value.split("|"), "required": True}

def O(owner, slot, value):
    """implied fact (required: false)"""
    f = R(owner, slot, value)
    f["required"] = False
    return f

def maker(lang, store):
    """returns add(kind, turns, expect, me=None, ch=None, tag=False); kind in chat/comp/diary/group"""
    def add(kind, turns, expect, me=None, ch=None, tag=False):
        if isinstance(turns, str):
            turns = [U(turns)]
        store.append({"_kind": kind, "_tag": tag, "lang": lang, "me": me, "character": ch,
                      "turns": turns, "expect": expect})
    return add
