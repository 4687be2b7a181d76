"""Helpers for extraction dev set 7: compact case constructors."""

CASES = []


def F(owner, slot, vals, r=True):
    """owner: 'u' user, 'c' character, else a person key without the 'p:' prefix."""
    o = {"u": "user", "c": "character"}.get(owner, owner if owner.startswith("p:") else "p:" + owner)
    return {"owner": o, "slot": slot.split("/"), "value": vals.split("|"), "required": bool(r)}


def _add(lang, turns, facts, tag, me=None, character=None):
    CASES.append({"lang": lang, "me": me, "character": character, "turns": turns,
                  "expect": list(facts), "_tag": bool(tag)})


def one(lang, text, facts=(), tag=False):
    """One user message (chat line or diary entry)."""
    _add(lang, [{"role": "user", "text": text}], facts, tag)


def chat(lang, character, pairs, facts=(), tag=False):
    """Chat with a named companion; pairs of ('u'|'a', text)."""
    turns = [{"role": "user" if r == "u" else "assistant", "text": t} for r, t in pairs]
    _add(lang, turns, facts, tag, character=character)


def group(lang, me, exporter, lines, facts=(), tag=False):
    """Group chat; me = speaker name of the user, or None with exporter = the exporting speaker."""
    turns, seen = [], False
    for sp, t in lines:
        d = {"role": "user", "speaker": sp, "text": t}
        if me is None and sp == exporter and not seen:
            d["exporter_me"] = True
            seen = True
        turns.append(d)
    _add(lang, turns, facts, tag, me=me)
