"""Helpers for dev set 20: compact fact and case constructors. Slots and values are written "a|b"."""
CASES = []
T = True


def f(owner, slot, value, req=True):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def u(slot, value, req=True):
    return f("user", slot, value, req)


def p(name, slot, value, req=True):
    return f("p:" + name, slot, value, req)


def ch(slot, value, req=True):
    return f("character", slot, value, req)


def _turn(role, x):
    if isinstance(x, dict):
        d = {"role": role}
        d.update(x)
        return d
    return {"role": role, "text": x}


def _add(kind, lang, turns, facts, tag, me=None, character=None):
    CASES.append({"kind": kind, "tag": bool(tag), "lang": lang, "me": me, "character": character,
                  "turns": turns, "expect": facts})


def short(lang, texts, facts, tag=False):
    """One to three messages; a list alternates user / assistant, starting with the user."""
    if isinstance(texts, (str, dict)):
        texts = [texts]
    turns = [_turn("user" if i % 2 == 0 else "assistant", t) for i, t in enumerate(texts)]
    _add("short", lang, turns, facts, tag)


def diary(lang, text, facts, tag=False, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    _add("diary", lang, [t], facts, tag)


def comp(lang, character, texts, facts, tag=False):
    """Chat with a named companion; texts alternate user / assistant, starting with the user."""
    turns = [_turn("user" if i % 2 == 0 else "assistant", t) for i, t in enumerate(texts)]
    _add("companion", lang, turns, facts, tag, character=character)


def group(lang, lines, facts, tag=False, me=None, exporter=None):
    """Group chat: lines are (speaker, text); either me= or exporter= names the user."""
    turns, seen = [], False
    for sp, text in lines:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter and sp == exporter and not seen:
            t["exporter_me"] = True
            seen = True
        turns.append(t)
    _add("group", lang, turns, facts, tag, me=me)
