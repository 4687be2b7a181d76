"""Assemble blind set 29: shuffle with seed 29, number b29-001..., write ../blind_set.jsonl and
../tags.json, print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]

HERE = os.path.dirname(os.path.abspath(__file__))


def kind(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(29).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b29-{i:03d}"
        rec = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        out.append(rec)
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(HERE, "..", "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "..", "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [e for r in out for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(out)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(1 for r in out if not r['expect'])}. Tagged cases: {len(tags)} ({100 * len(tags) / len(out):.0f} %).")
    kinds = Counter(c["_kind"] for c in cases)
    gme = sum(1 for c in cases if c["_kind"] == "group" and c["me"] is not None)
    print(f"- Kinds: {kinds['group']} group chats ({gme} with `me`, {kinds['group'] - gme} with `exporter_me`), "
          f"{kinds['companion']} multi-turn chats with a named companion, {kinds['diary']} diary entries, {kinds['chat']} one- to three-message chats.")
    chars = sorted({c["character"] for c in cases if c["character"]})
    print(f"- Named companions: {', '.join(chars)}. Dated turns (`at`): {sum(1 for r in out if any('at' in t for t in r['turns']))}.")
    print()
    tagset = set(tags)
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        rs = [r for r in out if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100 * len(rs) / len(out):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(r['id'] in tagset for r in rs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in r["expect"] if kind(e["owner"]) == "person"}) for r in out)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        if e["required"]:
            tab[s]["req"] += 1
            if e["owner"] == "user":
                tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    short = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            short.append(s)
    if short:
        print("\nSLOTS WITH FEWER THAN 3 REQUIRED USER FACTS:", short)


if __name__ == "__main__":
    main()
