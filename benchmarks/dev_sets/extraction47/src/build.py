"""Assemble extraction dev set 47: shuffle (seed 47), number d47-001..., write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import json
import os
import random
from collections import Counter, defaultdict

import cases_en
import cases_mix
import cases_zh

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(47).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d47-{i:03d}"
        row = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        rows.append((row, c["_kind"]))
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for row, _ in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(rows, set(tags))


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(rows, tags):
    facts = [(r, e) for r, _ in rows for e in r["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(rows)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    empty = sum(1 for r, _ in rows if not r["expect"])
    print(f"- Cases with `expect: []`: {empty}. Tagged cases: {len(tags)} ({100 * len(tags) / len(rows):.0f} %).")
    kinds = Counter(k for _, k in rows)
    groups = [r for r, k in rows if k == "group"]
    gme = sum(1 for r in groups if r["me"] is not None)
    chars = sorted({r["character"] for r, _ in rows if r["character"]})
    multi = sum(1 for r, _ in rows if len(r["turns"]) > 1)
    print(f"- Group chats: {kinds['group']} ({gme} with `me`, {kinds['group'] - gme} with `exporter_me`). "
          f"Named-companion chats: {kinds['comp']} ({', '.join(chars)}). Diaries: {kinds['diary']}. "
          f"One- to three-message chats: {kinds['short']}. Multi-turn cases: {multi}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        rs = [r for r, _ in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100 * len(rs) / len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(1 for r in rs if r['id'] in tags)} |")
    print()
    print("| kind | zh | en | mix |\n|---|---|---|---|")
    for k in ("group", "comp", "diary", "short"):
        print(f"| {k} | " + " | ".join(str(sum(1 for r, kk in rows if kk == k and r['lang'] == l)) for l in ("zh", "en", "mix")) + " |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e['owner'] for e in r['expect'] if e['owner'].startswith('p:')}) for r, _ in rows)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    table = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        table[s][okind(e["owner"])] += 1
        table[s]["all"] += 1
        if e["required"]:
            table[s]["req"] += 1
            if e["owner"] == "user":
                table[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    low = []
    for s in order:
        t = table[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
