"""Assemble blind extraction set 5: shuffle with seed 5, number b5-001..., write
../blind_set.jsonl and ../tags.json, print the counts used in ../README.md."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(5).shuffle(cases)
    tags, out = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b5-{i:03d}"
        if c["_neg"]:
            tags.append(cid)
        out.append({"id": cid, **{k: v for k, v in c.items() if not k.startswith("_")}})
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, out, set(tags))

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases, out, tags):
    facts = [e for c in out for e in c["expect"]]
    print(f"{len(out)} cases, {len(facts)} facts ({sum(e['required'] for e in facts)} required, "
          f"{sum(not e['required'] for e in facts)} not required)")
    print("empty expect:", sum(1 for c in out if not c["expect"]), " tagged:", len(tags))
    kinds = Counter(c["_kind"] for c in cases)
    print("kinds:", dict(kinds))
    g = [c for c in out if any("speaker" in t for t in c["turns"])]
    print("groups with me:", sum(1 for c in g if c["me"]), " with exporter_me:", sum(1 for c in g if not c["me"]))
    print("companions:", sorted({c["character"] for c in out if c["character"]}))
    print("dated:", sum(1 for c in out if any("at" in t for t in c["turns"])))
    print("multi-turn:", sum(1 for c in out if len(c["turns"]) > 1))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in out if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(out):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(1 for c in cs if c['id'] in tags)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nperson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in out))
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    low = []
    for s in ORDER:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
