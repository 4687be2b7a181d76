"""Assemble dev set 56: shuffle with seed 56, number d56-001.., write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(56).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d56-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, tags)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts)-req} not)")
    print("empty expect:", sum(1 for c in cases if not c["expect"]), "tagged:", len(tags),
          f"({100*len(tags)/len(cases):.0f} %)")
    kinds = Counter(c["_kind"] for c in cases)
    print("kinds:", dict(kinds))
    grp = [c for c in cases if c["_kind"] == "group"]
    print("groups with me:", sum(1 for c in grp if c["me"]), "exporter_me:", sum(1 for c in grp if not c["me"]))
    print("speakers per group:", sorted(Counter(len({t['speaker'] for t in c['turns']}) for c in grp).items()))
    print("companions:", dict(Counter(c["character"] for c in cases if c["character"])))
    print("multi-turn cases:", sum(1 for c in cases if len(c["turns"]) > 1))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} "
              f"| {sum(1 for c in cs if c['_tag'])} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "group", "companion", "diary"):
        n = [sum(1 for c in cases if c["_kind"] == k and c["lang"] == l) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print("\nPerson owners (distinct per case, summed):", persons)
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        if e["owner"] == "user" and e["required"]:
            tab[s]["ureq"] += 1
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
             "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby",
             "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy",
             "health", "plan", "belonging", "place", "language", "email", "phone"]
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in order:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    low = [s for s in order if s != "relation" and tab[s]["ureq"] < 3]
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
