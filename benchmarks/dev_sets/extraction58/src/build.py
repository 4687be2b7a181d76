"""Assemble dev set 58: shuffle with seed 58, number d58-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, random, os
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(58).shuffle(cases)
    tags, rows = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d58-{i:03d}"
        if c["_tag"]:
            tags.append(cid)
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, rows, tags)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases, rows, tags):
    facts = [e for r in rows for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(rows)} cases, {len(facts)} facts ({req} required, {len(facts)-req} not required)")
    print(f"empty expect: {sum(not r['expect'] for r in rows)}; tagged: {len(tags)} ({100*len(tags)/len(rows):.0f} %)")
    kinds = Counter(c["_kind"] for c in cases)
    print("kinds:", dict(kinds), "gamer/online-community users:", sum(c["_gamer"] for c in cases))
    grp = [c for c in cases if c["_kind"] == "group"]
    print("groups with me:", sum(c["me"] is not None for c in grp), "with exporter_me:", sum(c["me"] is None for c in grp))
    print("multi-turn cases:", sum(len(c["turns"]) > 1 for c in cases), "dated:", sum(any("at" in t for t in c["turns"]) for c in cases))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    tagset = set(tags)
    for lang in ("zh", "en", "mix"):
        rs = [r for r in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100*len(rs)/len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(r['id'] in tagset for r in rs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["_kind"] == k and c["lang"] == l for c in cases) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):", sum(len({e['owner'] for e in r['expect'] if e['owner'].startswith('p:')}) for r in rows))
    slots = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry", "school",
             "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument", "sport", "fav_music",
             "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
             "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in slots:
        c = t[s]
        print(f"| {s} | {c['user']} | {c['person']} | {c['character']} | {c['all']} | {c['req']} | {c['ureq']} |")
        if s != "relation" and c["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
