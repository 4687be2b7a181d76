"""Assemble dev set 36: shuffle with seed 36, number d36-001..., write ../dev_set.jsonl and ../tags.json,
print the count tables used in the README."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet",
         "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(36).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d36-{i:03d}"
        out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                    "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(here, "..", "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "..", "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [e for c in out for e in c["expect"]]
    nreq = sum(e["required"] for e in facts)
    print(f"- **{len(out)} cases, {len(facts)} labelled facts** ({nreq} `required: true`, {len(facts)-nreq} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in out)}. Tagged cases: {len(tags)} ({100*len(tags)/len(out):.0f} %).")
    groups = [c for c in cases if c["kind"] == "group"]
    print(f"- Group chats: {len(groups)} ({sum(c['me'] is not None for c in groups)} with `me`, "
          f"{sum(c['me'] is None for c in groups)} with `exporter_me`). Named companions: "
          f"{sum(c['character'] is not None for c in cases)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {sum(n.values())} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): {sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in out)}")
    print()
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
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
