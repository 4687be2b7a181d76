"""Assemble dev set 49: shuffle with seed 49, number d49-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(49).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d49-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=1)
        f.write("\n")

    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    kinds = Counter(c["kind"] for c in cases)
    groups = [c for c in cases if c["kind"] == "group"]
    gme = sum(c["me"] is not None for c in groups)
    print(f"- Shape: {kinds['short']} one- to three-message chats, {kinds['diary']} diary entries, {kinds['comp']} companion chats, "
          f"{kinds['group']} group chats ({gme} with `me`, {len(groups) - gme} with `exporter_me`).")
    print(f"- Named companions: {', '.join(sorted(set(c['character'] for c in cases if c['character'])))}. "
          f"Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}. Older/retired users: {sum(c['old'] for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): {sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
    print()
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    tab = defaultdict(Counter)
    for e in facts:
        sl = e["slot"][0]
        tab[sl][okind(e["owner"])] += 1
        tab[sl]["all"] += 1
        tab[sl]["req"] += e["required"]
        tab[sl]["ureq"] += e["required"] and e["owner"] == "user"
    low = []
    for sl in SLOTS:
        t = tab[sl]
        print(f"| {sl} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if sl != "relation" and t["ureq"] < 3:
            low.append(sl)
    print()
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
