"""Assemble dev set 15: shuffle with seed 15, number d15-001..., write dev_set.jsonl + tags.json, print counts."""
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
    random.Random(15).shuffle(items)
    rows, tags = [], []
    for i, it in enumerate(items, 1):
        cid = f"d15-{i:03d}"
        c = {"id": cid, **it["case"]}
        rows.append(c)
        it["id"] = cid
        if it["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in rows:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(items, rows, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(items, rows, tags):
    facts = [e for c in rows for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(rows)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(1 for c in rows if not c['expect'])}; tagged: {len(tags)} "
          f"({100 * len(tags) / len(rows):.0f} %)")
    kinds = Counter(it["kind"] for it in items)
    print("kinds:", dict(kinds))
    g = [it["case"] for it in items if it["kind"] == "group"]
    print(f"groups with me: {sum(1 for c in g if c['me'])}, with exporter_me: {sum(1 for c in g if not c['me'])}")
    print("companions:", ", ".join(c["character"] for c in rows if c["character"]))
    print(f"dated cases: {sum(1 for c in rows if any('at' in t for t in c['turns']))}; "
          f"multi-turn: {sum(1 for c in rows if len(c['turns']) > 1)}")
    tagset = set(tags)
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in rows if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(rows):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(1 for c in cs if c['id'] in tagset)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in rows)
    print(f"\nPerson owners (distinct per case, summed): {persons}")
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    short = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            short.append(s)
    print("\nslots with < 3 required user facts:", short or "none")


if __name__ == "__main__":
    main()
