"""Helpers for dev set 52: fact and case constructors."""


def f(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, anything else a person (p: added).
    slot / value: alternatives separated by '|', shortest exact span first."""
    if owner == "u":
        o = "user"
    elif owner == "c":
        o = "character"
    else:
        o = owner if owner.startswith("p:") else "p:" + owner
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": req}


def _case(kind, lang, turns, facts, tag, me=None, character=None):
    return {"kind": kind, "tag": tag, "lang": lang, "me": me, "character": character,
            "turns": turns, "expect": facts}


def short(lang, text, facts, tag=False):
    """One user message, or a list alternating user/assistant starting with the user."""
    texts = [text] if isinstance(text, str) else text
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    return _case("short", lang, turns, facts, tag)


def diary(lang, text, facts, tag=False):
    return _case("diary", lang, [{"role": "user", "text": text}], facts, tag)


def comp(lang, character, texts, facts, tag=True):
    """Chat with a named companion; texts alternate user/assistant starting with the user.
    A text may be a (text, at) tuple for a dated turn."""
    turns = []
    for i, t in enumerate(texts):
        turn = {"role": "user" if i % 2 == 0 else "assistant"}
        if isinstance(t, tuple):
            turn["text"], turn["at"] = t
        else:
            turn["text"] = t
        turns.append(turn)
    return _case("companion", lang, turns, facts, tag, character=character)


def group(lang, turns, facts, me=None, exporter=None, tag=True):
    """Group chat: turns are (speaker, text). Either me (a speaker) or exporter (the speaker
    whose first turn carries exporter_me)."""
    assert (me is None) != (exporter is None)
    out, marked = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exporter is not None and sp == exporter and not marked:
            t["exporter_me"] = True
            marked = True
        out.append(t)
    assert exporter is None or marked
    return _case("group", lang, out, facts, tag, me=me)
