"""Helpers for dev set 24: fact constructors and case constructors (short, diary, companion, group)."""


def _f(owner, slot, vals, r):
    return {"owner": owner, "slot": slot.split("|"), "value": list(vals), "required": r}


def U(slot, *v, r=True):
    return _f("user", slot, v, r)


def P(who, slot, *v, r=True):
    return _f("p:" + who, slot, v, r)


def C(slot, *v, r=True):
    return _f("character", slot, v, r)


def S(lang, *turns, x, t=False):
    """One- to three-message chat; a turn starting with 'A:' is the assistant's."""
    ts = []
    for s in turns:
        if s.startswith("A:"):
            ts.append({"role": "assistant", "text": s[2:].strip()})
        else:
            ts.append({"role": "user", "text": s})
    return {"kind": "short", "lang": lang, "me": None, "character": None, "turns": ts, "expect": list(x), "tag": t}


def D(lang, text, x, t=False, at=None):
    turn = {"role": "user", "text": text}
    if at:
        turn["at"] = at
    return {"kind": "diary", "lang": lang, "me": None, "character": None, "turns": [turn], "expect": list(x), "tag": t}


def K(lang, ch, turns, x, t=True, at=None):
    """Named companion chat; turns alternate user / assistant starting with the user."""
    ts = [{"role": "user" if i % 2 == 0 else "assistant", "text": s} for i, s in enumerate(turns)]
    if at:
        ts[0]["at"] = at
    return {"kind": "companion", "lang": lang, "me": None, "character": ch, "turns": ts, "expect": list(x), "tag": t}


def G(lang, turns, x, me=None, ex=None, t=True):
    """Group chat: turns are (speaker, text); either me (speaker name) or ex (exporter speaker)."""
    assert (me is None) != (ex is None)
    ts, seen = [], False
    for sp, text in turns:
        d = {"role": "user", "speaker": sp, "text": text}
        if ex is not None and sp == ex and not seen:
            d["exporter_me"] = True
            seen = True
        ts.append(d)
    assert me is None or any(sp == me for sp, _ in turns)
    assert ex is None or seen
    return {"kind": "group", "lang": lang, "me": me, "character": None, "turns": ts, "expect": list(x), "tag": t}
