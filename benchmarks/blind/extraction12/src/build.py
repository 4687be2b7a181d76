"""Assemble blind set 12: shuffle with seed 12, number b12-001.., write blind_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(12).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"b12-{i:03d}"
        if c["_tag"]:
            tags.append(c["id"])
    keys = ["id", "lang", "me", "character", "turns", "expect"]
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps({k: c[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    report(cases, tags)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"cases {len(cases)}, facts {len(facts)}, required {req}, not required {len(facts) - req}")
    print(f"empty expect {sum(not c['expect'] for c in cases)}, tagged {len(tags)}")
    kinds = Counter((c["_kind"], c["lang"]) for c in cases)
    print("kind zh/en/mix:", {k: [kinds[(k, l)] for l in ("zh", "en", "mix")] for k in ("short", "diary", "companion", "group")})
    g = [c for c in cases if c["_kind"] == "group"]
    print(f"groups with me {sum(c['me'] is not None for c in g)}, with exporter_me {sum(c['me'] is None for c in g)}")
    print(f"dated {sum(any('at' in t for t in c['turns']) for c in cases)}, multi-turn {sum(len(c['turns']) > 1 for c in cases)}")
    print("| lang | cases | % | facts | required | tagged |")
    for l in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == l]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {l} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['id'] in tags for c in cs)} |")
    print("| owner | facts | required |")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case, summed):", sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |")
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
    low = [s for s in SLOTS if s != "relation" and t[s]["ureq"] < 3]
    print("slots with < 3 required user facts:", low)

if __name__ == "__main__":
    main()
