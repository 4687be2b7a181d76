"""Helpers for writing dev set 40 cases compactly."""


def U(text):
    return {"role": "user", "text": text}


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


_OWN = {"u": "user", "c": "character"}


def F(owner, slot, value, req=True):
    """owner: 'u' / 'c' / a person key without the 'p:' prefix; slot and value: '|'-separated alternatives."""
    o = _OWN.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def C(kind, turns, facts, tag=False, me=None, ch=None, theme=False):
    """kind: chat / comp / diary / group. theme: the dreams-goals-exams-career-switch life (counted in build.py)."""
    if isinstance(turns, str):
        turns = [U(turns)]
    return {"kind": kind, "turns": turns, "expect": facts, "tag": tag, "me": me,
            "character": ch, "theme": theme}
