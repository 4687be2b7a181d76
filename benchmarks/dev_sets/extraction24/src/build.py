"""Assemble dev set 24: shuffle with seed 24, number d24-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument", "sport",
         "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging",
         "place", "language", "email", "phone"]


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(24).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d24-{i:03d}"
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

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    tagged = set(tags)
    empty = sum(1 for c in cases if not c["expect"])
    grp = [c for c in cases if c["kind"] == "group"]
    print(f"- Cases with `expect: []`: {empty}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %); "
          f"among short chats and diaries: {sum(1 for c in cases if c['kind'] in ('short', 'diary') and c['tag'])} of "
          f"{sum(1 for c in cases if c['kind'] in ('short', 'diary'))}.")
    print(f"- Group chats: {len(grp)} ({sum(1 for c in grp if c['me'])} with `me`, {sum(1 for c in grp if not c['me'])} with `exporter_me`). "
          f"Named companions: {sum(1 for c in cases if c['character'])}. Dated cases (`at`): "
          f"{sum(1 for c in cases if any('at' in t for t in c['turns']))}. Multi-turn cases: {sum(1 for c in cases if len(c['turns']) > 1)}.")
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
        n = [sum(1 for c in cases if c["kind"] == k and c["lang"] == lg) for lg in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}")
    print()
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        if e["required"]:
            tab[s]["req"] += 1
            if e["owner"] == "user":
                tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    if low:
        print("\nLOW user-required slots:", low)


if __name__ == "__main__":
    main()
