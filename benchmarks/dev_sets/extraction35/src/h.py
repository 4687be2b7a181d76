"""Helpers for writing the cases of extraction dev set 35."""


def _l(x):
    return [x] if isinstance(x, str) else list(x)


def F(owner, slot, value, req=True):
    return {"owner": owner, "slot": _l(slot), "value": _l(value), "required": req}


def U(slot, value, req=True):
    return F("user", slot, value, req)


def P(who, slot, value, req=True):
    return F("p:" + who, slot, value, req)


def C(slot, value, req=True):
    return F("character", slot, value, req)


def _alt(texts):
    """Plain strings alternate user / assistant, starting with the user."""
    out = []
    for i, t in enumerate(_l(texts)):
        if isinstance(t, dict):
            out.append(t)
        else:
            out.append({"role": "user" if i % 2 == 0 else "assistant", "text": t})
    return out


def _case(kind, lang, turns, facts, neg, me=None, character=None):
    return {"kind": kind, "neg": neg, "lang": lang, "me": me, "character": character,
            "turns": turns, "expect": facts}


def short(lang, texts, facts, neg=False):
    return _case("short", lang, _alt(texts), facts, neg)


def diary(lang, text, facts, neg=False):
    return _case("diary", lang, [{"role": "user", "text": text}], facts, neg)


def comp(lang, character, texts, facts, neg=True):
    return _case("companion", lang, _alt(texts), facts, neg, character=character)


def group(lang, turns, facts, neg=True, me=None, exporter=None):
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    assert (me is None) != (exporter is None)
    return _case("group", lang, out, facts, neg, me=me)
