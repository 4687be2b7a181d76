"""Assemble dev set 20: load the cases, shuffle with seed 20, number d20-001..., write dev_set.jsonl and tags.json,
print the count tables used in the README."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
              "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
              "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
              "belonging", "place", "language", "email", "phone"]


def kind_of(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"


def main():
    cases = list(h.CASES)
    random.Random(20).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d20-{i:03d}"
        out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                    "turns": c["turns"], "expect": c["expect"]})
        c["id"] = cid
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(not c['expect'] for c in cases)}; tagged: {len(tags)} ({100 * len(tags) / len(cases):.0f} %)")
    grp = [c for c in cases if c["kind"] == "group"]
    print(f"group: {len(grp)} (me {sum(c['me'] is not None for c in grp)}, exporter_me {sum(c['me'] is None for c in grp)}); "
          f"speakers per group: {dict(sorted(Counter(len({t['speaker'] for t in c['turns']}) for c in grp).items()))}")
    print(f"companions: {len({c['character'] for c in cases if c['character']})}; dated cases: "
          f"{sum(any('at' in t for t in c['turns']) for c in cases)}; multi-turn: {sum(len(c['turns']) > 1 for c in cases)}")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["kind"] == k and c["lang"] == l for c in cases) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print(f"\nPerson owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}\n")
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOT_ORDER:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
