"""Assemble dev set 6: shuffle with seed 6, number d6-001..., write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import json, os, random, collections
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
              "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
              "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
              "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
              "language", "email", "phone"]


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(6).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d6-{i:03d}"
        out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                    "turns": c["turns"], "expect": c["expect"]})
        if c["_tag"]:
            tags.append(cid)
        c["id"] = cid
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases)


def kind_of(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"


def stats(cases):
    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, "
          f"{len(facts) - req} `required: false`).")
    empty = sum(1 for c in cases if not c["expect"])
    ntag = sum(c["_tag"] for c in cases)
    print(f"- Cases with `expect: []`: {empty}. Tagged cases: {ntag} ({100 * ntag / len(cases):.1f} %).")
    kinds = collections.Counter(c["_kind"] for c in cases)
    groups = [c for c in cases if c["_kind"] == "group"]
    gme = sum(1 for c in groups if c["me"])
    chars = [c["character"] for c in cases if c["character"]]
    multi = sum(1 for c in cases if len(c["turns"]) > 1)
    print(f"- Styles: {dict(kinds)}. Group chats: {len(groups)} ({gme} with `me`, {len(groups) - gme} with "
          f"`exporter_me`). Named companions: {len(chars)} ({', '.join(chars)}). Multi-turn cases: {multi}.")
    print()
    print("| lang | cases | % | facts | required | tagged |")
    print("|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['_tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    low = []
    for s in SLOT_ORDER:
        fs = [e for _, e in facts if e["slot"][0] == s]
        by = collections.Counter(kind_of(e["owner"]) for e in fs)
        ureq = sum(1 for e in fs if e["owner"] == "user" and e["required"])
        print(f"| {s} | {by['user']} | {by['person']} | {by['character']} | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {ureq} |")
        if s != "relation" and ureq < 3:
            low.append((s, ureq))
    pslots = collections.Counter(e["slot"][0] for _, e in facts if kind_of(e["owner"]) == "person" and e["required"])
    print("\nrequired person facts by slot:", dict(pslots))
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
