"""Assemble dev set 7: shuffle (seed 7), number d7-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random, collections
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
              "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
              "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
              "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def kind(c):
    t = c["turns"]
    if any("speaker" in x for x in t):
        return "group"
    if c["character"]:
        return "companion"
    if t[0]["text"].lstrip().startswith("#"):
        return "diary"
    return "single"


def main():
    cases = list(h.CASES)
    random.Random(7).shuffle(cases)
    tags = []
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for i, c in enumerate(cases, 1):
            c["id"] = f"d7-{i:03d}"
            if c.pop("_tag"):
                tags.append(c["id"])
            c["_kind"] = kind(c)
            row = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    facts = [e for c in cases for e in c["expect"]]
    print(f"cases {len(cases)}, facts {len(facts)}, required {sum(e['required'] for e in facts)}, "
          f"empty {sum(not c['expect'] for c in cases)}, tagged {len(tags)}")
    print("kinds", dict(collections.Counter(c["_kind"] for c in cases)))
    print("groups me/exporter", sum(1 for c in cases if c["_kind"] == "group" and c["me"]),
          sum(1 for c in cases if c["_kind"] == "group" and not c["me"]))
    print("companions", sorted({c["character"] for c in cases if c["character"]}))
    no_user = sum(1 for c in cases if not any(e["owner"] == "user" and e["required"] for e in c["expect"]))
    print("cases without a required user fact", no_user)
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(1 for c in cs if c['id'] in tags)} |")
    print("| owner | facts | required |\n|---|---|---|")
    ok = lambda e: "person" if e["owner"].startswith("p:") else e["owner"]
    for o in ("user", "person", "character"):
        fs = [e for e in facts if ok(e) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOT_ORDER:
        fs = [e for e in facts if e["slot"][0] == s]
        n = {o: sum(1 for e in fs if ok(e) == o) for o in ("user", "person", "character")}
        ur = sum(1 for e in fs if ok(e) == "user" and e["required"])
        print(f"| {s} | {n['user']} | {n['person']} | {n['character']} | {len(fs)} | {sum(e['required'] for e in fs)} | {ur} |")
        if s != "relation" and ur < 3:
            low.append(s)
    print("slots with < 3 required user facts:", low)


if __name__ == "__main__":
    main()
