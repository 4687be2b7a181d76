"""Assemble blind set 21: shuffle with seed 21, number b21-001..., write blind_set.jsonl and tags.json, print counts."""
import json, os, random, collections
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(21).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b21-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases)


def kind_of(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"


def stats(cases):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {sum(c['tag'] for c in cases)} "
          f"({100 * sum(c['tag'] for c in cases) / len(cases):.0f} %).")
    k = collections.Counter(c["kind"] for c in cases)
    gme = sum(1 for c in cases if c["kind"] == "group" and c["me"])
    print(f"- Kinds: {k['short']} one- to three-message chats, {k['companion']} multi-turn chats with a named companion, "
          f"{k['diary']} diary entries, {k['group']} group chats ({gme} with `me`, {k['group'] - gme} with `exporter_me`).")
    print(f"- Named companions: {', '.join(sorted({c['character'] for c in cases if c['character']}))}.")
    print(f"- Cases with dated turns (`at`): {sum(any('at' in t for t in c['turns']) for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for e in facts if kind_of(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    po = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"Person owners (distinct per case, summed): {po}.")
    print()
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for sl in SLOTS:
        fs = [e for e in facts if e["slot"][0] == sl]
        cnt = collections.Counter(kind_of(e["owner"]) for e in fs)
        ur = sum(1 for e in fs if e["owner"] == "user" and e["required"])
        if ur < 3 and sl != "relation":
            low.append(sl)
        print(f"| {sl} | {cnt['user']} | {cnt['person']} | {cnt['character']} | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {ur} |")
    print()
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
