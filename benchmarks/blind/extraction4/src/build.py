"""Assemble blind set 4: read the case files, shuffle with a fixed seed, number b4-001..,
write ../blind_set.jsonl and ../tags.json, print counts (python3 build.py [--stats])."""
import json, os, random, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_zh, cases_en, cases_mix

SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
              "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
              "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
              "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
              "language", "email", "phone"]

def build():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(20250404).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b4-{i:03d}"
        rec = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        out.append(rec)
        if c["tag"]:
            tags.append(cid)
    root = os.path.dirname(HERE)
    with open(os.path.join(root, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(root, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    return out, tags

def owner_kind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(out, tags):
    tagset = set(tags)
    facts = [e for c in out for e in c["expect"]]
    print(f"cases {len(out)}, facts {len(facts)}, required {sum(e['required'] for e in facts)}, "
          f"empty expect {sum(1 for c in out if not c['expect'])}, tagged {len(tags)}")
    groups = [c for c in out if c["me"] is not None or any("speaker" in t for t in c["turns"])]
    print(f"group chats {len(groups)} (me set {sum(1 for c in groups if c['me'])}, exporter_me "
          f"{sum(1 for c in groups if not c['me'])}); character cases "
          f"{sum(1 for c in out if c['character'])}: {[c['character'] for c in out if c['character']]}; "
          f"dated {sum(1 for c in out if any('at' in t for t in c['turns']))}")
    print("lang | cases | % | facts | required | tagged")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in out if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"{lang} | {len(cs)} | {100*len(cs)/len(out):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(1 for c in cs if c['id'] in tagset)}")
    print("owner | facts | required")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if owner_kind(e["owner"]) == k]
        print(f"{k} | {len(fs)} | {sum(e['required'] for e in fs)}")
    print("distinct person owners (per case):",
          len({(c["id"], e["owner"]) for c in out for e in c["expect"] if e["owner"].startswith("p:")}))
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][owner_kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("slot | user | person | character | all | required | user required")
    for s in SLOT_ORDER:
        t = tab[s]
        print(f"{s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']}")
    low = [s for s in SLOT_ORDER if s != "relation" and tab[s]["ureq"] < 3]
    print("slots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    out, tags = build()
    stats(out, tags)
