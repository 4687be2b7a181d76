"""Helpers for writing cases compactly.

U/P/C build facts: slot and value are strings with '|' separating alternatives;
r=False marks a required:false (implied) fact.
Turns: short/diary/companion cases take a list of strings; a string starting with
'A:' is an assistant turn, '@YYYY-MM-DD ' prefix adds an `at`. Group cases take
(speaker, text) tuples; exporter='name' marks that speaker's first turn exporter_me.
"""


def _f(owner, slot, value, r):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": bool(r)}


def U(slot, value, r=True):
    return _f("user", slot, value, r)


def P(who, slot, value, r=True):
    return _f("p:" + who, slot, value, r)


def C(slot, value, r=True):
    return _f("character", slot, value, r)


def _turn(t):
    if isinstance(t, tuple):
        sp, text = t
        if sp == "A":
            return {"role": "assistant", "text": text}
        return {"role": "user", "speaker": sp, "text": text}
    at = None
    if t.startswith("@"):
        at, t = t[1:].split(" ", 1)
    d = {"role": "assistant", "text": t[2:].strip()} if t.startswith("A:") else {"role": "user", "text": t}
    if at:
        d["at"] = at
    return d


def case(kind, lang, turns, expect, tag=False, me=None, exporter=None, character=None):
    ts = [_turn(t) for t in turns]
    if exporter:
        for t in ts:
            if t.get("speaker") == exporter:
                t["exporter_me"] = True
                break
        else:
            raise ValueError("exporter not a speaker: " + exporter)
    return {"kind": kind, "tag": tag, "lang": lang, "me": me, "character": character,
            "turns": ts, "expect": expect}
