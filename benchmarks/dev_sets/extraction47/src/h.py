"""Helpers for writing extraction dev set 47 cases compactly."""


def U(text):
    return {"role": "user", "text": text}


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def F(owner, slot, *values, r=True):
    """owner: 'u' user, 'c' character, anything else a person p:<owner>; slot: 'a/b' alternatives."""
    o = "user" if owner == "u" else "character" if owner == "c" else "p:" + owner
    return {"owner": o, "slot": slot.split("/"), "value": list(values), "required": r}


def C(lang, kind, turns, facts, me=None, ch=None, tag=False):
    """kind: group / comp / diary / short. turns: str (one user turn) or list of turns/str."""
    if isinstance(turns, str):
        turns = [turns]
    turns = [U(t) if isinstance(t, str) else t for t in turns]
    return {"lang": lang, "me": me, "character": ch, "turns": turns, "expect": facts,
            "_kind": kind, "_tag": tag}
