"""Assemble dev set 23: shuffle with seed 23, number d23-001..., write ../dev_set.jsonl and
../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(23).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d23-{i:03d}"
        c["id"] = cid
        if c["tag"]:
            tags.append(cid)
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(cases, tags)


def kind_of_owner(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not)")
    print("empty expect:", sum(not c["expect"] for c in cases), " tagged:", len(tags),
          " companions:", sum(bool(c["character"]) for c in cases),
          " dated:", sum(any("at" in t for t in c["turns"]) for c in cases),
          " multi-turn:", sum(len(c["turns"]) > 1 for c in cases))
    g = [c for c in cases if c["kind"] == "group"]
    print("groups:", len(g), "me:", sum(c["me"] is not None for c in g), "exporter:", sum(c["me"] is None for c in g),
          "speakers:", Counter(len({t["speaker"] for t in c["turns"] if "speaker" in t}) for c in g))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {sum(n.values())} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for e in facts if kind_of_owner(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    t = defaultdict(Counter)
    for e in facts:
        s, o = e["slot"][0], kind_of_owner(e["owner"])
        t[s][o] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and o == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
