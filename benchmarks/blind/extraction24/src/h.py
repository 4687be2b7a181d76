"""Fact and case constructors for blind set 24."""


def f(owner, slot, value, req=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slot, "value": value, "required": req}


def U(slot, value, req=True):
    return f("user", slot, value, req)


def P(who, slot, value, req=True):
    return f("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return f("character", slot, value, req)


def _turn(m):
    if isinstance(m, tuple):
        return {"role": {"u": "user", "a": "assistant"}[m[0]], "text": m[1]}
    return {"role": "user", "text": m}


def short(lang, msgs, facts, tag=False):
    msgs = msgs if isinstance(msgs, list) else [msgs]
    return {"kind": "short", "lang": lang, "me": None, "character": None,
            "turns": [_turn(m) for m in msgs], "expect": facts, "tag": tag}


def diary(lang, text, facts, tag=False):
    return {"kind": "diary", "lang": lang, "me": None, "character": None,
            "turns": [{"role": "user", "text": text}], "expect": facts, "tag": tag}


def comp(lang, name, msgs, facts, tag=False):
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": m} for i, m in enumerate(msgs)]
    return {"kind": "companion", "lang": lang, "me": None, "character": name,
            "turns": turns, "expect": facts, "tag": tag}


def group(lang, msgs, facts, me=None, exporter=None, tag=False):
    assert (me is None) != (exporter is None)
    turns, marked = [], False
    for sp, text in msgs:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter == sp and not marked:
            t["exporter_me"] = True
            marked = True
        turns.append(t)
    assert me is None or any(sp == me for sp, _ in msgs)
    assert exporter is None or marked
    return {"kind": "group", "lang": lang, "me": me, "character": None,
            "turns": turns, "expect": facts, "tag": tag}
