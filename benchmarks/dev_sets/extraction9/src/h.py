"""Helpers for writing dev set 9 cases."""


def F(owner, slot, value, req=True):
    return {"owner": owner,
            "slot": [slot] if isinstance(slot, str) else list(slot),
            "value": [value] if isinstance(value, str) else list(value),
            "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def _turns(items):
    out = []
    for it in items:
        if isinstance(it, tuple) and it[0] == "a":
            out.append({"role": "assistant", "text": it[1]})
        elif isinstance(it, tuple) and it[0] == "at":
            out.append({"role": "user", "text": it[2], "at": it[1]})
        else:
            out.append({"role": "user", "text": it})
    return out


def short(lang, turns, facts, tag=False):
    if isinstance(turns, str):
        turns = [turns]
    return dict(kind="short", lang=lang, me=None, character=None, turns=_turns(turns), expect=facts, tag=tag)


def diary(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return dict(kind="diary", lang=lang, me=None, character=None, turns=[t], expect=facts, tag=tag)


def comp(lang, ch, texts, facts, tag=False, at=None):
    turns = []
    for i, x in enumerate(texts):
        t = {"role": "user" if i % 2 == 0 else "assistant", "text": x}
        if at and i == 0:
            t["at"] = at
        turns.append(t)
    return dict(kind="companion", lang=lang, me=None, character=ch, turns=turns, expect=facts, tag=tag)


def group(lang, lines, facts, me=None, exp=None, tag=False):
    assert (me is None) != (exp is None)
    turns, seen = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp and sp == exp and not seen:
            t["exporter_me"] = True
            seen = True
        turns.append(t)
    assert me is None or any(sp == me for sp, _ in lines)
    assert exp is None or seen
    return dict(kind="group_me" if me else "group_exp", lang=lang, me=me, character=None,
                turns=turns, expect=facts, tag=tag)
