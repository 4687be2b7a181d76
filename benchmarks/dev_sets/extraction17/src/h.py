"""Helpers for dev set 17. A fact is written as one string: "[?]OWNER SLOT VALUE",
OWNER = u (user) | c (character) | p:NAME; SLOT may list alternatives with '/';
VALUE lists alternatives with '|'; a leading '?' marks required: false."""
CASES = []


def fact(s):
    req = not s.startswith("?")
    s = s.lstrip("?")
    owner, slot, value = s.split(" ", 2)
    owner = {"u": "user", "c": "character"}.get(owner, owner)
    assert owner in ("user", "character") or owner.startswith("p:"), s
    return {"owner": owner, "slot": slot.split("/"), "value": [v.strip() for v in value.split("|")],
            "required": req}


def _add(kind, lang, turns, facts, tag, me=None, character=None):
    CASES.append({"kind": kind, "tag": bool(tag), "lang": lang, "me": me, "character": character,
                  "turns": turns, "expect": [fact(f) for f in facts]})


def _turns(texts):
    out = []
    for t in texts:
        if t.startswith("A:"):
            out.append({"role": "assistant", "text": t[2:].strip()})
        else:
            out.append({"role": "user", "text": t})
    return out


def S(lang, texts, facts, tag=0):
    """one- to three-message chat; texts starting with 'A:' are assistant turns"""
    if isinstance(texts, str):
        texts = [texts]
    _add("short", lang, _turns(texts), facts, tag)


def D(lang, text, facts, tag=0):
    """diary entry: one long user turn"""
    _add("diary", lang, [{"role": "user", "text": text}], facts, tag)


def C(lang, character, texts, facts, tag=1):
    """chat with a named companion, turns alternate user / assistant"""
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    _add("companion", lang, turns, facts, tag, character=character)


def G(lang, turns, facts, me=None, exp=None, tag=1):
    """group chat: turns are (speaker, text); either me=<speaker> or exp=<speaker> (exporter_me)"""
    assert (me is None) != (exp is None)
    out, seen = [], False
    for sp, text in turns:
        t = {"role": "user", "speaker": sp, "text": text}
        if exp is not None and sp == exp and not seen:
            t["exporter_me"] = True
            seen = True
        out.append(t)
    assert me is None or any(sp == me for sp, _ in turns)
    assert exp is None or seen
    _add("group", lang, out, facts, tag, me=me)
