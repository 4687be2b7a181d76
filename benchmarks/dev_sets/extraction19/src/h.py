"""Helpers for writing dev set 19 cases compactly."""


def F(owner, slot, value, req=True):
    """owner: 'u' user, 'c' character, else a person (with or without 'p:'); slot/value: '|'-separated."""
    if owner == "u":
        o = "user"
    elif owner == "c":
        o = "character"
    else:
        o = owner if owner.startswith("p:") else "p:" + owner
    return {"owner": o, "slot": slot.split("|"), "value": value.split("|"), "required": bool(req)}


def U(text, at=None):
    t = {"role": "user", "text": text}
    if at:
        t["at"] = at
    return t


def A(text):
    return {"role": "assistant", "text": text}


def S(speaker, text, exp=False):
    t = {"role": "user", "speaker": speaker, "text": text}
    if exp:
        t["exporter_me"] = True
    return t


def C(kind, lang, turns, facts, tag=False, me=None, char=None):
    if isinstance(turns, str):
        turns = [U(turns)]
    return {"kind": kind, "tag": tag,
            "case": {"lang": lang, "me": me, "character": char, "turns": turns, "expect": facts}}


def short(lang):
    return lambda turns, facts, tag=False: C("short", lang, turns, facts, tag)


def diary(lang):
    return lambda text, facts, tag=False, at=None: C("diary", lang, [U(text, at)], facts, tag)


def comp(lang):
    return lambda char, turns, facts, tag=False: C("companion", lang, turns, facts, tag, char=char)


def group(lang):
    return lambda turns, facts, tag=False, me=None: C("group", lang, turns, facts, tag, me=me)
