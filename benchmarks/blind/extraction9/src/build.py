"""Assemble blind set 9: collect the cases, shuffle with seed 9, number b9-001..., write
../blind_set.jsonl and ../tags.json, print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
         "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
         "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
         "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
         "language", "email", "phone"]

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(9).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b9-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, tags)

def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts)-req} not required)")
    print(f"empty expect: {sum(1 for c in cases if not c['expect'])}; tagged: {len(tags)} "
          f"({100*len(tags)/len(cases):.0f} %)")
    kinds = Counter(c["kind"] for c in cases)
    print("kinds:", dict(kinds))
    grp = [c for c in cases if c["kind"] == "group"]
    print("group with me:", sum(1 for c in grp if c["me"]), "with exporter_me:",
          sum(1 for c in grp if not c["me"]))
    print("speakers per group:", Counter(len({t['speaker'] for t in c['turns']}) for c in grp))
    print("characters:", sorted(c["character"] for c in cases if c["character"]))
    print("dated cases:", sum(1 for c in cases if any("at" in t for t in c["turns"])))
    print("turns per case:", dict(sorted(Counter(len(c["turns"]) for c in cases).items())))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        tg = sum(1 for c in cs if c["tag"])
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {tg} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(1 for c in cases if c["kind"] == k and c["lang"] == l) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    ok = lambda o: "user" if o == "user" else ("character" if o == "character" else "person")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if ok(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}")
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][ok(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
