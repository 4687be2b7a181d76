"""Assemble blind set 19: shuffle with seed 19, number b19-001..., write ../blind_set.jsonl and
../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = []
    for lang, mod in (("zh", cases_zh), ("en", cases_en), ("mix", cases_mix)):
        for c in mod.CASES:
            cases.append(dict(c, lang=lang))
    random.Random(19).shuffle(cases)
    lines, tags = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"b19-{i:03d}"
        rec = {"id": c["id"], "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
        if c["tag"]:
            tags.append(c["id"])
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not)")
    print("empty expect:", sum(not c["expect"] for c in cases), " tagged:", len(tags),
          f"({100 * len(tags) / len(cases):.0f} %)")
    kinds = Counter(c["kind"] for c in cases)
    print("kinds:", dict(kinds))
    groups = [c for c in cases if c["kind"] == "group"]
    print("groups with me:", sum(c["me"] is not None for c in groups), " exporter_me:",
          sum(c["me"] is None for c in groups),
          " speakers:", dict(Counter(len({t["speaker"] for t in c["turns"]}) for c in groups)))
    print("companions:", len({c["character"] for c in cases if c["character"]}),
          " turns:", dict(Counter(len(c["turns"]) for c in cases if c["kind"] == "companion")))
    print("tagged by kind:", dict(Counter(c["kind"] for c in cases if c["tag"])))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        row = [sum(c["kind"] == k and c["lang"] == l for c in cases) for l in ("zh", "en", "mix")]
        print(f"| {k} | {' | '.join(map(str, row))} | {sum(row)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if okind(e["owner"]) == "person"}) for c in cases)
    print("person owners (distinct per case, summed):", persons)
    slots = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
             "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
             "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
             "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        k = okind(e["owner"])
        t[s][k] += 1
        t[s]["all"] += 1
        if e["required"]:
            t[s]["req"] += 1
            if k == "user":
                t[s]["ureq"] += 1
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in slots:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
