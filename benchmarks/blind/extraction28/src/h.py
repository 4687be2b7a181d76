"""Helpers for blind extraction set 28: fact constructors and case builders.
Slots and values are written 'a|b' for lists; the first value is the shortest span."""
CASES = []


def _l(x):
    return x.split("|") if isinstance(x, str) else list(x)


def U(slot, value, req=True):
    return {"owner": "user", "slot": _l(slot), "value": _l(value), "required": req}


def P(who, slot, value, req=True):
    return {"owner": "p:" + who, "slot": _l(slot), "value": _l(value), "required": req}


def CH(slot, value, req=True):
    return {"owner": "character", "slot": _l(slot), "value": _l(value), "required": req}


def _add(lang, kind, turns, facts, tag, wf, me=None, character=None):
    CASES.append({"lang": lang, "me": me, "character": character, "turns": turns,
                  "expect": facts, "_kind": kind, "_tag": tag, "_wf": wf})


def chat(lang, turns, facts, tag=False, wf=False):
    """One- to three-message chat; a str is a user turn, ('a', text) an assistant turn."""
    out = []
    for t in turns:
        if isinstance(t, tuple):
            out.append({"role": "assistant", "text": t[1]})
        else:
            out.append({"role": "user", "text": t})
    _add(lang, "chat", out, facts, tag, wf)


def diary(lang, text, facts, tag=False, wf=False):
    _add(lang, "diary", [{"role": "user", "text": text}], facts, tag, wf)


def comp(lang, character, turns, facts, tag=False, wf=False):
    """Multi-turn chat with a named companion; turns alternate user / assistant."""
    out = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(turns)]
    _add(lang, "comp", out, facts, tag, wf, character=character)


def group(lang, turns, facts, me=None, exp=None, tag=False, wf=False):
    """Group chat; turns are (speaker, text). Either me (a speaker) or exp (the exporter)."""
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp is not None and sp == exp and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    _add(lang, "group", out, facts, tag, wf, me=me)
