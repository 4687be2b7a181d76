"""Helpers for blind extraction set 25: fact and case constructors."""


def F(owner, slot, value, req=True):
    slots = slot if isinstance(slot, list) else [slot]
    vals = value if isinstance(value, list) else [value]
    return {"owner": owner, "slot": slots, "value": vals, "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(name, slot, value, req=True):
    return F("p:" + name, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def _case(lang, turns, expect, me=None, character=None, tag=False, kind="chat"):
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "_tag": tag, "_kind": kind}


def one(lang, texts, expect, tag=False):
    """One- to three-message chat by the user (texts: str or list of str)."""
    if isinstance(texts, str):
        texts = [texts]
    return _case(lang, [{"role": "user", "text": t} for t in texts], expect, tag=tag, kind="chat")


def diary(lang, text, expect, tag=False):
    return _case(lang, [{"role": "user", "text": text}], expect, tag=tag, kind="diary")


def comp(lang, character, turns, expect, tag=False):
    """Multi-turn chat with a named companion; turns: list of ('u'|'a', text)."""
    ts = [{"role": "user" if r == "u" else "assistant", "text": t} for r, t in turns]
    return _case(lang, ts, expect, character=character, tag=tag, kind="companion")


def group(lang, turns, expect, me=None, exporter=None, tag=False):
    """Group chat; turns: list of (speaker, text). Either me or exporter names the user."""
    assert (me is None) != (exporter is None)
    ts, seen = [], False
    for sp, t in turns:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter is not None and sp == exporter and not seen:
            d["exporter_me"] = True
            seen = True
        ts.append(d)
    assert len({sp for sp, _ in turns}) >= 3
    return _case(lang, ts, expect, me=me, tag=tag, kind="group")
