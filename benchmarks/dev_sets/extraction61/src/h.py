"""Helpers for dev set 61. Facts: U/P/C(slot, value, req). slot and value strings use '|' for alternatives."""

def _f(owner, slot, value, req):
    return {"owner": owner, "slot": slot.split("|"), "value": value.split("|"), "required": req}

def U(slot, value, req=True):
    return _f("user", slot, value, req)

def P(who, slot, value, req=True):
    return _f("p:" + who, slot, value, req)

def C(slot, value, req=True):
    return _f("character", slot, value, req)

def _turns(ts):
    if isinstance(ts, str):
        ts = [ts]
    out = []
    for t in ts:
        if isinstance(t, tuple):
            out.append({"role": "assistant", "text": t[1]})
        else:
            out.append({"role": "user", "text": t})
    return out

class Maker:
    """Collects cases of one language. kind: short / companion / diary / group."""
    def __init__(self, lang):
        self.lang, self.cases = lang, []

    def _add(self, kind, turns, facts, tag, me=None, character=None):
        self.cases.append({"kind": kind, "tag": tag, "case": {
            "lang": self.lang, "me": me, "character": character, "turns": turns, "expect": list(facts)}})

    def s(self, ts, *facts, tag=False):
        self._add("short", _turns(ts), facts, tag)

    def comp(self, character, ts, *facts, tag=False):
        self._add("companion", _turns(ts), facts, tag, character=character)

    def diary(self, text, *facts, tag=False, at=None):
        t = {"role": "user", "text": text}
        if at:
            t["at"] = at
        self._add("diary", [t], facts, tag)

    def grp(self, ts, *facts, me=None, exp=None, tag=False):
        turns, seen = [], False
        for sp, text in ts:
            t = {"role": "user", "speaker": sp, "text": text}
            if exp and sp == exp and not seen:
                t["exporter_me"] = True
                seen = True
            turns.append(t)
        self._add("group", turns, facts, tag, me=me)
