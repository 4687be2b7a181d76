"""Assemble dev set 61: shuffle with seed 61, number d61-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]

def main():
    items = cases_zh.M.cases + cases_en.M.cases + cases_mix.M.cases
    random.Random(61).shuffle(items)
    tags = []
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for i, it in enumerate(items, 1):
            c = {"id": f"d61-{i:03d}", **it["case"]}
            it["id"] = c["id"]
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
            if it["tag"]:
                tags.append(c["id"])
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    facts = [e for it in items for e in it["case"]["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(items)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not it['case']['expect'] for it in items)}. Tagged cases: {len(tags)} ({100*len(tags)/len(items):.0f} %).")
    kinds = Counter(it["kind"] for it in items)
    grp_me = sum(1 for it in items if it["kind"] == "group" and it["case"]["me"])
    chars = sorted({it["case"]["character"] for it in items if it["case"]["character"]})
    multi = sum(1 for it in items if len(it["case"]["turns"]) > 1)
    print(f"- Group chats: {kinds['group']} ({grp_me} with `me`, {kinds['group']-grp_me} with `exporter_me`). "
          f"Named-companion chats: {kinds['companion']} ({', '.join(chars)}). Diary entries: {kinds['diary']}. "
          f"One- to three-message chats: {kinds['short']}. Multi-turn cases: {multi}.")
    print("\n| lang | cases | % | facts | required | tagged | group | companion | diary | short |\n|---|---|---|---|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        its = [it for it in items if it["case"]["lang"] == lang]
        fs = [e for it in its for e in it["case"]["expect"]]
        k = Counter(it["kind"] for it in its)
        print(f"| {lang} | {len(its)} | {100*len(its)/len(items):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(it['tag'] for it in its)} | {k['group']} | {k['companion']} | {k['diary']} | {k['short']} |")
    def kind(o):
        return "person" if o.startswith("p:") else o
    print("\n| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in it["case"]["expect"] if e["owner"].startswith("p:")}) for it in items)
    print(f"\nPerson owners (distinct per case, summed): {persons}.")
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        if e["owner"] == "user" and e["required"]:
            tab[s]["ureq"] += 1
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    if low:
        print("\nLOW user-required slots:", low)

if __name__ == "__main__":
    main()
