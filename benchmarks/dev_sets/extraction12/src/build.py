"""Assemble dev set 12: shuffle with seed 12, number d12-001..., write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
              "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby",
              "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy",
              "health", "plan", "belonging", "place", "language", "email", "phone"]


def main():
    cases = []
    for mod in (cases_zh, cases_en, cases_mix):
        for c in mod.CASES:
            cases.append(dict(c, lang=mod.LANG))
    random.Random(12).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d12-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    print(f"{len(cases)} cases, {len(facts)} facts ({sum(e['required'] for _, e in facts)} required, "
          f"{sum(not e['required'] for _, e in facts)} not required); empty expect: "
          f"{sum(not c['expect'] for c in cases)}; tagged: {len(tags)} ({100*len(tags)/len(cases):.0f} %)")
    print("kinds:", dict(Counter(c["kind"] for c in cases)))
    g = [c for c in cases if c["kind"] == "group"]
    print("groups with me:", sum(c["me"] is not None for c in g), "with exporter_me:", sum(c["me"] is None for c in g))
    print("multi-turn:", sum(len(c["turns"]) > 1 for c in cases), "dated:", sum(any("at" in t for t in c["turns"]) for c in cases))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} |")
    print("\n| kind | cases | tagged |\n|---|---|---|")
    for k in ("short", "diary", "comp", "group"):
        cs = [c for c in cases if c["kind"] == k]
        print(f"| {k} | {len(cs)} | {sum(c['tag'] for c in cs)} |")
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nperson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in SLOT_ORDER:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    low = [s for s in SLOT_ORDER if s != "relation" and tab[s]["ureq"] < 3]
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
