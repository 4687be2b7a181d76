"""Helpers: fact and case constructors for dev set 50."""

CASES = []


def _fact(owner, slot, value, req):
    slots = slot.split("/") if isinstance(slot, str) else list(slot)
    vals = value.split("|") if isinstance(value, str) else list(value)
    return {"owner": owner, "slot": slots, "value": vals, "required": req}


def u(slot, value, req=True):
    """A fact about the user. slot 'a/b' = alternatives, value 'x|y' = alternatives."""
    return _fact("user", slot, value, req)


def p(who, slot, value, req=True):
    """A fact about a person p:<who>."""
    return _fact("p:" + who, slot, value, req)


def c(slot, value, req=True):
    """A fact about the named companion."""
    return _fact("character", slot, value, req)


def _add(kind, lang, me, character, turns, facts, tag):
    CASES.append({"kind": kind, "lang": lang, "me": me, "character": character,
                  "turns": turns, "expect": facts, "tag": tag})


def _alternate(texts):
    return [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]


def short(lang, texts, facts, tag=False):
    """One to three messages; a list alternates user / unnamed assistant, starting with the user."""
    if isinstance(texts, str):
        texts = [texts]
    _add("short", lang, None, None, _alternate(texts), facts, tag)


def diary(lang, text, facts, tag=False):
    _add("diary", lang, None, None, [{"role": "user", "text": text}], facts, tag)


def comp(lang, character, texts, facts, tag=False):
    """Multi-turn chat with a named companion; alternates user / companion."""
    _add("companion", lang, None, character, _alternate(texts), facts, tag)


def group(lang, me, turns, facts, tag=True, exporter=None):
    """Group chat. turns: (speaker, text). Either me=<speaker> or me=None and exporter=<speaker>."""
    out, marked = [], False
    for sp, t in turns:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter and sp == exporter and not marked:
            d["exporter_me"] = True
            marked = True
        out.append(d)
    _add("group", lang, me, None, out, facts, tag)
