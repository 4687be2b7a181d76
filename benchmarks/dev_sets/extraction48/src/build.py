"""Assemble dev set 48: shuffle with seed 48, number d48-001..., write ../dev_set.jsonl and
../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    items = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(48).shuffle(items)
    rows, tags = [], []
    for i, it in enumerate(items, 1):
        cid = f"d48-{i:03d}"
        c = {"id": cid}
        c.update(it["case"])
        rows.append(c)
        if it["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in rows:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(items, rows, set(tags))


def stats(items, rows, tags):
    facts = [e for c in rows for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(rows)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print("empty expect:", sum(1 for c in rows if not c["expect"]), "tagged:", len(tags),
          f"({100 * len(tags) / len(rows):.0f} %)")
    kinds = Counter(it["_kind"] for it in items)
    print("kinds:", dict(kinds))
    grp = [c for c in rows if any("speaker" in t for t in c["turns"])]
    print("groups with me:", sum(1 for c in grp if c["me"]), "with exporter_me:", sum(1 for c in grp if not c["me"]))
    print("companions:", sorted(Counter(c["character"] for c in rows if c["character"]).items()))
    print("multi-turn (>1 turn):", sum(1 for c in rows if len(c["turns"]) > 1))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in rows if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(rows):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(1 for c in cs if c['id'] in tags)} |")
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in rows))
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
             "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
             "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
             "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        if kind(e["owner"]) == "user" and e["required"]:
            tab[s]["ureq"] += 1
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in order:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
