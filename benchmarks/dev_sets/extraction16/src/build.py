"""Assemble dev set 16: shuffle with seed 16, number d16-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def kind_of(owner):
    return owner if owner in ("user", "character") else "person"


def main():
    cases = list(h.CASES)
    random.Random(16).shuffle(cases)
    tags = []
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for i, c in enumerate(cases, 1):
            cid = f"d16-{i:03d}"
            if c["tag"]:
                tags.append(cid)
            rec = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                   "turns": c["turns"], "expect": c["expect"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    facts = [e for c in cases for e in c["expect"]]
    print(f"{len(cases)} cases, {len(facts)} facts ({sum(e['required'] for e in facts)} required), "
          f"empty expect {sum(not c['expect'] for c in cases)}, tagged {len(tags)}")
    print("kinds", Counter(c["kind"] for c in cases), "group me", sum(c["me"] is not None for c in cases),
          "companions", sum(c["character"] is not None for c in cases),
          "multi-turn", sum(len(c["turns"]) > 1 for c in cases))
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in SLOTS:
        t = tab[s]
        flag = "" if s == "relation" or t["ureq"] >= 3 else "   <-- LOW"
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |{flag}")


if __name__ == "__main__":
    main()
