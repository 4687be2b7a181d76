"""Assemble dev set 27: shuffle with seed 27, number d27-001…, write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby",
         "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy",
         "health", "plan", "belonging", "place", "language", "email", "phone"]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(27).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d27-{i:03d}"
        c["id"] = cid
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %).")
    grp = [c for c in cases if c["kind"] == "group"]
    print(f"- Group chats: {len(grp)} ({sum(c['me'] is not None for c in grp)} with `me`, "
          f"{sum(c['me'] is None for c in grp)} with `exporter_me`). Named companions: "
          f"{sum(c['character'] is not None for c in cases)}. Dated cases (`at`): "
          f"{sum(any('at' in t for t in c['turns']) for c in cases)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {sum(n.values())} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    npers = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {npers}\n")
    tab = defaultdict(Counter)
    for _, e in facts:
        sl = e["slot"][0]
        tab[sl][okind(e["owner"])] += 1
        tab[sl]["all"] += 1
        tab[sl]["req"] += e["required"]
        tab[sl]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for sl in SLOTS:
        t = tab[sl]
        print(f"| {sl} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if sl != "relation" and t["ureq"] < 3:
            low.append(sl)
    if low:
        print("\nSLOTS WITH FEWER THAN 3 REQUIRED USER FACTS:", low)


if __name__ == "__main__":
    main()
