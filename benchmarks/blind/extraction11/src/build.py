"""Assemble blind set 11: shuffle with seed 11, number b11-001..., write ../blind_set.jsonl and ../tags.json,
print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

def main():
    items = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(11).shuffle(items)
    cases, tags = [], []
    for i, it in enumerate(items, 1):
        cid = f"b11-{i:03d}"
        c = {"id": cid}
        c.update(it["case"])
        cases.append(c)
        if it["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    kinds = Counter(it["kind"] for it in items)
    groups = [it for it in items if it["kind"] == "group"]
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    print(f"- Kinds: {dict(kinds)}. Group chats with `me`: {sum(g['case']['me'] is not None for g in groups)}, "
          f"with `exporter_me`: {sum(g['case']['me'] is None for g in groups)}.")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged: {len(tags)} "
          f"({100*len(tags)/len(cases):.0f} %); among short chats and diaries: "
          f"{sum(it['tag'] for it in items if it['kind'] in ('short','diary'))} of "
          f"{sum(1 for it in items if it['kind'] in ('short','diary'))}.")
    print(f"- Named companions: {sum(1 for c in cases if c['character'])} "
          f"({len(set(c['character'] for c in cases if c['character']))} distinct names). "
          f"Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['id'] in tags for c in cs)} |")
    print()
    def okind(o):
        return "user" if o == "user" else "character" if o == "character" else "person"
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print("Person owners (distinct per case, summed):",
          sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
    print()
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        if e["required"]:
            tab[s]["req"] += 1
            if e["owner"] == "user":
                tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    unknown = set(tab) - set(SLOTS)
    if unknown:
        print("UNKNOWN SLOTS", unknown)
    if low:
        print("\nSLOTS WITH < 3 REQUIRED USER FACTS:", low)

if __name__ == "__main__":
    main()
