"""Assemble dev set 45: shuffle with seed 45, number d45-001..d45-160, write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import collections
import json
import os
import random

import cases_en
import cases_mix
import cases_zh

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def okind(o):
    return "person" if o.startswith("p:") else o


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(45).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"d45-{i:03d}"
        if c["tag"]:
            tags.append(c["id"])
        rec = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %).")
    kinds = collections.Counter(c["kind"] for c in cases)
    groups = [c for c in cases if c["kind"] == "group"]
    print(f"- Kinds: {dict(kinds)}; groups with `me`: {sum(c['me'] is not None for c in groups)}, "
          f"with `exporter_me`: {sum(c['me'] is None for c in groups)}.")
    print(f"- Companions: {sorted({c['character'] for c in cases if c['character']})}")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        row = [sum(1 for c in cases if c["kind"] == k and c["lang"] == l) for l in ("zh", "en", "mix")]
        print(f"| {k} | {row[0]} | {row[1]} | {row[2]} | {sum(row)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    npers = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {npers}.\n")
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for sl in SLOTS:
        fs = [e for _, e in facts if e["slot"][0] == sl]
        cnt = collections.Counter(okind(e["owner"]) for e in fs)
        ur = sum(1 for e in fs if e["owner"] == "user" and e["required"])
        if sl != "relation" and ur < 3:
            low.append(sl)
        print(f"| {sl} | {cnt['user']} | {cnt['person']} | {cnt['character']} | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {ur} |")
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
