"""Assemble dev set 11: collect cases, shuffle with seed 11, number d11-001..., write dev_set.jsonl and
tags.json one level up, print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
              "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
              "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
              "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = list(h.CASES)
    random.Random(11).shuffle(cases)
    rows, tags = [], []
    for i, cs in enumerate(cases, 1):
        cid = f"d11-{i:03d}"
        rows.append({"id": cid, "lang": cs["lang"], "me": cs["me"], "character": cs["character"],
                     "turns": cs["turns"], "expect": cs["expect"]})
        if cs["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as fh:
        json.dump(tags, fh, ensure_ascii=False, indent=0)
        fh.write("\n")

    facts = [(cs, e) for cs in cases for e in cs["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(not cs['expect'] for cs in cases)}; tagged: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %)")
    kinds = Counter(cs["kind"] for cs in cases)
    tk = Counter(cs["kind"] for cs in cases if cs["tag"])
    print("kinds:", dict(kinds), "tagged per kind:", dict(tk))
    grp = [cs for cs in cases if cs["kind"] == "group"]
    print(f"groups with me: {sum(cs['me'] is not None for cs in grp)}, with exporter_me: {sum(cs['me'] is None for cs in grp)}")
    print("dated:", sum(any('at' in t for t in cs['turns']) for cs in cases),
          "multi-turn:", sum(len(cs['turns']) > 1 for cs in cases),
          "companions:", sorted(cs['character'] for cs in cases if cs['character']))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cl = [cs for cs in cases if cs["lang"] == lg]
        fl = [e for cs in cl for e in cs["expect"]]
        print(f"| {lg} | {len(cl)} | {100 * len(cl) / len(cases):.1f} % | {len(fl)} | "
              f"{sum(e['required'] for e in fl)} | {sum(cs['tag'] for cs in cl)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fl = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fl)} | {sum(e['required'] for e in fl)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e['owner'] for e in cs['expect'] if e['owner'].startswith('p:')}) for cs in cases))
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOT_ORDER:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
