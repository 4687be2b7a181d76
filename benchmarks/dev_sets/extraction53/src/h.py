"""Helpers for dev set 53: compact case and fact constructors."""
CASES = []


def _owner(o):
    if o == "u":
        return "user"
    if o == "c":
        return "character"
    return o if o.startswith("p:") else "p:" + o


def F(owner, slot, value, req=True):
    """A fact. slot and value: '|'-separated alternatives, shortest exact span first."""
    return {"owner": _owner(owner), "slot": slot.split("|"), "value": value.split("|"), "required": req}


def N(owner, slot, value):
    """A fact with required: false (implied, passing mention, hearsay...)."""
    return F(owner, slot, value, False)


def _add(lang, turns, facts, tag, kind, me=None, character=None):
    CASES.append({"lang": lang, "me": me, "character": character, "turns": turns,
                  "expect": facts, "_tag": tag, "_kind": kind})


def msg(lang, texts, facts, tag=False):
    """One to three user messages."""
    if isinstance(texts, str):
        texts = [texts]
    _add(lang, [{"role": "user", "text": t} for t in texts], facts, tag, "short")


def diary(lang, text, facts, tag=False):
    _add(lang, [{"role": "user", "text": text}], facts, tag, "diary")


def comp(lang, character, texts, facts, tag=False):
    """Multi-turn chat with a named companion; texts alternate user / assistant, user first."""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    _add(lang, turns, facts, tag, "companion", character=character)


def grp(lang, me, turns, facts, tag=False, exporter=False):
    """Group chat. turns: (speaker, text). me = the user's speaker name; with exporter=True the
    case has me=None and exporter_me on that speaker's first turn."""
    out, marked = [], False
    for sp, t in turns:
        d = {"role": "user", "speaker": sp, "text": t}
        if exporter and sp == me and not marked:
            d["exporter_me"] = True
            marked = True
        out.append(d)
    assert not exporter or marked
    _add(lang, out, facts, tag, "group_exporter" if exporter else "group_me", me=None if exporter else me)
