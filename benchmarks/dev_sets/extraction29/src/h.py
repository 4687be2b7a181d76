"""Helpers for writing dev set 29 compactly."""
CASES = []


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text):
    return {"role": "user", "speaker": speaker, "text": text}


def f(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, else a person key without 'p:'; slot 'a/b'; value 'x|y'."""
    o = "user" if owner == "u" else "character" if owner == "c" else "p:" + owner
    return {"owner": o, "slot": slot.split("/"), "value": value.split("|"), "required": bool(req)}


def case(lang, kind, turns, facts, tag=False, me=None, ex=None, ch=None):
    if isinstance(turns, str):
        turns = [U(turns)]
    turns = [dict(t) for t in turns]
    if ex:
        for t in turns:
            if t.get("speaker") == ex:
                t["exporter_me"] = True
                break
    CASES.append({"lang": lang, "kind": kind, "tag": tag, "me": me, "character": ch,
                  "turns": turns, "expect": facts})
