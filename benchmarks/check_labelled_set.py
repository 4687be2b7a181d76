"""Validator of a labelled extraction set (the blind sets 2 and 3, dev set 4): shapes, owners, slot kinds, spans,
tags.json. Written with blind set 2 and extended with set 3. Usage: python3 benchmarks/check_labelled_set.py SET.jsonl"""
import json, sys, os

SLOTS = {"name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
         "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
         "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
         "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
         "language", "email", "phone"}

def main(path):
    errors, warnings = [], []
    ids = set()
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for n, line in enumerate(lines, 1):
        def err(msg): errors.append(f"line {n}: {msg}")
        try:
            c = json.loads(line)
        except Exception as e:
            err(f"invalid JSON: {e}"); continue
        if not isinstance(c, dict):
            err("not an object"); continue
        cid = c.get("id")
        if not isinstance(cid, str) or not cid:
            err("missing id")
        elif cid in ids:
            err(f"duplicate id {cid}")
        ids.add(cid)
        for k in ("lang", "me", "character", "turns", "expect"):
            if k not in c:
                err(f"missing key {k}")
        if c.get("lang") not in ("zh", "en", "mix"):
            err(f"bad lang {c.get('lang')!r}")
        turns = c.get("turns")
        if not isinstance(turns, list) or not 1 <= len(turns) <= 8:
            err("turns must be a list of 1-8"); turns = []
        speakers, exporters = [], 0
        group = any(isinstance(t, dict) and "speaker" in t for t in turns) or c.get("me") is not None
        for i, t in enumerate(turns):
            if not isinstance(t, dict):
                err(f"turn {i} not an object"); continue
            if t.get("role") not in ("user", "assistant"):
                err(f"turn {i} bad role {t.get('role')!r}")
            if not isinstance(t.get("text"), str) or not t["text"].strip():
                err(f"turn {i} empty text")
            if "at" in t and (not isinstance(t["at"], str) or not t["at"]):
                err(f"turn {i} bad at")
            if t.get("exporter_me"):
                exporters += 1
            if group and t.get("role") == "user":
                sp = t.get("speaker")
                if not isinstance(sp, str) or not sp:
                    err(f"turn {i}: group chat human turn without speaker")
                else:
                    speakers.append(sp)
        if group:
            me = c.get("me")
            if me is not None:
                if me not in speakers:
                    err(f"me {me!r} is not one of the speakers")
                if exporters:
                    err("both me and exporter_me set")
            else:
                if exporters != 1:
                    err(f"group chat with me=null needs exactly one exporter_me turn (found {exporters})")
        elif exporters:
            err("exporter_me outside a group chat")
        ch = c.get("character")
        if ch is not None and (not isinstance(ch, str) or not ch):
            err("bad character")
        exp = c.get("expect")
        if not isinstance(exp, list):
            err("expect must be a list"); exp = []
        text_all = " ".join(t.get("text", "") for t in turns if isinstance(t, dict))
        for j, e in enumerate(exp):
            if not isinstance(e, dict):
                err(f"fact {j} not an object"); continue
            o = e.get("owner")
            if not isinstance(o, str) or not (o in ("user", "character") or (o.startswith("p:") and len(o) > 2)):
                err(f"fact {j} bad owner {o!r}")
            if o == "character" and not ch:
                err(f"fact {j}: character fact in a case without character")
            sl = e.get("slot")
            if not isinstance(sl, list) or not sl:
                err(f"fact {j}: slot must be a non-empty list")
            else:
                for s in sl:
                    if s not in SLOTS:
                        err(f"fact {j}: unknown slot {s!r}")
                if o == "user" and "relation" in sl:
                    err(f"fact {j}: relation on the user")
            v = e.get("value")
            if not isinstance(v, list) or not v or any(not isinstance(x, str) or not x.strip() for x in v):
                err(f"fact {j}: value must be a non-empty list of non-empty strings")
            elif v[0].lower() not in text_all.lower():
                msg = f"{cid} fact {j}: first value {v[0]!r} is not a span of the text"
                if e.get("required") is True:
                    err(msg + " (required fact)")
                else:
                    warnings.append(msg)
            if not isinstance(e.get("required"), bool):
                err(f"fact {j}: required must be boolean")
    tags_path = os.path.join(os.path.dirname(os.path.abspath(path)), "tags.json")
    if os.path.exists(tags_path):
        tags = json.load(open(tags_path, encoding="utf-8"))
        if not isinstance(tags, list) or len(set(tags)) != len(tags):
            errors.append("tags.json must be a list of unique ids")
        else:
            for t in tags:
                if t not in ids:
                    errors.append(f"tags.json: unknown id {t!r}")
    else:
        errors.append("tags.json missing")
    for e in errors: print("ERROR", e)
    for w in warnings: print("WARN ", w)
    print(f"{len(lines)} cases, {len(errors)} errors, {len(warnings)} warnings")
    if not errors:
        print("OK")
    return 1 if errors else 0

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
