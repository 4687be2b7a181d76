"""Assemble blind set 13: shuffle (seed 13), number b13-001..., write ../blind_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def kind_of(owner):
    return "user" if owner == "user" else ("character" if owner == "character" else "person")


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(13).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b13-{i:03d}"
        if c["_tag"]:
            tags.append(cid)
        out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                    "turns": c["turns"], "expect": c["expect"]})
    with open(os.path.join(HERE, "..", "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "..", "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=1)

    facts = [e for c in out for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(out)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in out)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(out):.0f} %).")
    kinds = Counter((c["lang"], c["_kind"]) for c in cases)
    grp = [c for c in cases if c["_kind"] == "group"]
    print(f"- Group chats: {len(grp)} ({sum(c['me'] is not None for c in grp)} with `me`, "
          f"{sum(c['me'] is None for c in grp)} with `exporter_me`); speakers per group: "
          f"{dict(sorted(Counter(len({t['speaker'] for t in c['turns']}) for c in grp).items()))}.")
    print(f"- Named companions: {sum(c['character'] is not None for c in out)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in out)}.")
    print()
    tagset = set(tags)
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in out if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(out):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['id'] in tagset for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        row = [kinds[(l, k)] for l in ("zh", "en", "mix")]
        print(f"| {k} | {' | '.join(map(str, row))} | {sum(row)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in out)}")
    print()
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    if low:
        print("\nSLOTS WITH < 3 REQUIRED USER FACTS:", low)


if __name__ == "__main__":
    main()
