"""Assemble blind set 17: shuffle with seed 17, number b17-001.., write ../blind_set.jsonl and ../tags.json, print counts."""
import json, random, os
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = []
    for lang, mod in (("zh", cases_zh), ("en", cases_en), ("mix", cases_mix)):
        for c in mod.CASES:
            cases.append((lang, c))
    random.Random(17).shuffle(cases)
    rows, tags = [], []
    for i, (lang, c) in enumerate(cases, 1):
        cid = f"b17-{i:03d}"
        rows.append({"id": cid, "lang": lang, "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"], "_kind": c["kind"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            r2 = {k: v for k, v in r.items() if not k.startswith("_")}
            f.write(json.dumps(r2, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(rows, set(tags))

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(rows, tags):
    facts = [(r, e) for r in rows for e in r["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"{len(rows)} cases, {len(facts)} facts ({req} required, {len(facts)-req} not required)")
    print("empty expect:", sum(1 for r in rows if not r["expect"]), " tagged:", len(tags), f"({100*len(tags)/len(rows):.0f} %)")
    grp = [r for r in rows if r["_kind"] == "group"]
    print("groups:", len(grp), "me:", sum(1 for r in grp if r["me"]), "exporter:", sum(1 for r in grp if not r["me"]))
    print("companions:", sum(1 for r in rows if r["character"]), sorted({r["character"] for r in rows if r["character"]}))
    print("multi-turn:", sum(1 for r in rows if len(r["turns"]) > 1))
    print("| lang | cases | % | facts | required | tagged |")
    for lang in ("zh", "en", "mix"):
        rs = [r for r in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100*len(rs)/len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(1 for r in rs if r['id'] in tags)} |")
    print("| kind | zh | en | mix | all |")
    for k in ("short", "diary", "comp", "group"):
        c = Counter(r["lang"] for r in rows if r["_kind"] == k)
        print(f"| {k} | {c['zh']} | {c['en']} | {c['mix']} | {sum(c.values())} |")
    print("| owner | facts | required |")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case):", sum(len({e['owner'] for e in r['expect'] if e['owner'].startswith('p:')}) for r in rows))
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        if e["required"]:
            tab[s]["req"] += 1
            if e["owner"] == "user":
                tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |")
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry", "school",
             "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument", "sport", "fav_music",
             "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place", "language",
             "email", "phone"]
    for s in order:
        t = tab[s]
        flag = "" if s == "relation" or t["ureq"] >= 3 else "  <-- under 3"
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |{flag}")

if __name__ == "__main__":
    main()
