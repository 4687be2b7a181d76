"""Small helpers to write cases compactly."""


def U(text, at=None, speaker=None, exporter_me=False):
    t = {"role": "user", "text": text}
    if speaker is not None:
        t["speaker"] = speaker
    if at is not None:
        t["at"] = at
    if exporter_me:
        t["exporter_me"] = True
    return t


def A(text, at=None):
    t = {"role": "assistant", "text": text}
    if at is not None:
        t["at"] = at
    return t


def F(owner, slot, value, req=True):
    slot = [slot] if isinstance(slot, str) else list(slot)
    value = [value] if isinstance(value, str) else list(value)
    owner = owner if owner in ("user", "character") else "p:" + owner
    return {"owner": owner, "slot": slot, "value": value, "required": req}


def C(lang, turns, expect, me=None, character=None, tempt=False):
    if isinstance(turns, str):
        turns = [U(turns)]
    return {"lang": lang, "me": me, "character": character, "turns": turns,
            "expect": expect, "_tempt": tempt}
