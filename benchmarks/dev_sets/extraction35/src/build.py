"""Assemble extraction dev set 35: shuffle with seed 35, number d35-001..., write ../dev_set.jsonl and
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


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(35).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d35-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["neg"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)

    facts = [e for r in rows for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(rows)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(not r['expect'] for r in rows)}; tagged: {len(tags)} ({100 * len(tags) / len(rows):.0f} %)")
    groups = [c for c in cases if c["kind"] == "group"]
    print(f"groups: {len(groups)} ({sum(c['me'] is not None for c in groups)} me, "
          f"{sum(c['me'] is None for c in groups)} exporter_me); companions: "
          f"{len({c['character'] for c in cases if c['character']})} names; dated: "
          f"{sum(any('at' in t for t in r['turns']) for r in rows)}; multi-turn: {sum(len(r['turns']) > 1 for r in rows)}")
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['neg'] for c in cs)} |")
    print("\n| kind | zh | en | mix | all | tagged |\n|---|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        cs = [c for c in cases if c["kind"] == k]
        n = Counter(c["lang"] for c in cs)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {len(cs)} | {sum(c['neg'] for c in cs)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in r["expect"] if e["owner"].startswith("p:")}) for r in rows)
    print(f"\nPerson owners (distinct per case, summed): {persons}")
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
