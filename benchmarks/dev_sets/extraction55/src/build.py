"""Assemble dev set 55: shuffle with seed 55, number d55-001…, write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(55).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d55-{i:03d}"
        row = {"id": cid}
        row.update({k: v for k, v in c.items() if not k.startswith("_")})
        out.append(row)
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(HERE, "..", "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for row in out:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "..", "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    kinds = Counter(c["_kind"] for c in cases)
    grp = [c for c in cases if c["_kind"] == "group"]
    print(f"- Kinds: {dict(kinds)}; group chats with `me`: {sum(c['me'] is not None for c in grp)}, with `exporter_me`: {sum(c['me'] is None for c in grp)}.")
    print(f"- Named companions: {sorted(Counter(c['character'] for c in cases if c['character']).items())}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}. Dated cases: {sum(any('at' in t for t in c['turns']) for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['_tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): {sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
    print()
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
        print("\nWARNING: fewer than 3 required user facts for", low)


if __name__ == "__main__":
    main()
