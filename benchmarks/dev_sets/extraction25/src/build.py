"""Assemble dev set 25: shuffle with seed 25, number d25-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random, collections
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    cases = list(h.CASES)
    random.Random(25).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d25-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
        c["id"] = cid
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, tags)


def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(not c['expect'] for c in cases)}; tagged: {len(tags)} ({100 * len(tags) / len(cases):.0f} %)")
    grp = [c for c in cases if c["kind"] == "group"]
    print(f"groups: {len(grp)} (me {sum(c['me'] is not None for c in grp)}, exporter_me {sum(c['me'] is None for c in grp)}); "
          f"companions: {sum(c['character'] is not None for c in cases)}; dated: {sum(any('at' in t for t in c['turns']) for c in cases)}; "
          f"multi-turn: {sum(len(c['turns']) > 1 for c in cases)}")
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['id'] in tags for c in cs)} |")
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["kind"] == k and c["lang"] == lg for c in cases) for lg in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print("| owner | facts | required |\n|---|---|---|")
    for name, pred in (("user", lambda o: o == "user"), ("person", lambda o: o.startswith("p:")),
                       ("character", lambda o: o == "character")):
        fs = [e for e in facts if pred(e["owner"])]
        print(f"| {name} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    slots = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    cnt = collections.defaultdict(collections.Counter)
    for e in facts:
        s = e["slot"][0]
        o = "user" if e["owner"] == "user" else "character" if e["owner"] == "character" else "person"
        cnt[s][o] += 1
        cnt[s]["all"] += 1
        cnt[s]["req"] += e["required"]
        cnt[s]["ureq"] += e["required"] and o == "user"
    for s in slots:
        d = cnt[s]
        print(f"| {s} | {d['user']} | {d['person']} | {d['character']} | {d['all']} | {d['req']} | {d['ureq']} |")
    low = [s for s in slots if s != "relation" and cnt[s]["ureq"] < 3]
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
