"""Assemble dev set 41: shuffle with seed 41, number d41-001…, write ../dev_set.jsonl and ../tags.json,
print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(41).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"d41-{i:03d}"
        if c["_tag"]:
            tags.append(c["id"])
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            row = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(cases, tags)

def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts)-req} not required)")
    print(f"empty expect: {sum(1 for c in cases if not c['expect'])}; tagged: {len(tags)} ({100*len(tags)/len(cases):.0f} %)")
    kinds = Counter(c["_kind"] for c in cases)
    print("kinds:", dict(kinds))
    g = [c for c in cases if c["_kind"] == "group"]
    print(f"group with me: {sum(1 for c in g if c['me'])}, with exporter_me: {sum(1 for c in g if not c['me'])}")
    print("characters:", sorted({c["character"] for c in cases if c["character"]}))
    print("multi-turn cases:", sum(1 for c in cases if len(c["turns"]) > 1))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(1 for c in cs if c['_tag'])} |")
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][kind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in order:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
