"""Assemble dev set 50: shuffle with seed 50, number d50-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def kind_of(owner):
    return owner if owner in ("user", "character") else "person"


def main():
    cases = list(h.CASES)
    random.Random(50).shuffle(cases)
    out, tags = [], []
    for i, cs in enumerate(cases, 1):
        cid = f"d50-{i:03d}"
        cs["id"] = cid
        out.append({"id": cid, "lang": cs["lang"], "me": cs["me"], "character": cs["character"],
                    "turns": cs["turns"], "expect": cs["expect"]})
        if cs["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(cs, e) for cs in cases for e in cs["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not cs['expect'] for cs in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    groups = [cs for cs in cases if cs["kind"] == "group"]
    sp = Counter(len({t["speaker"] for t in cs["turns"]}) for cs in groups)
    print(f"- Group chats: {len(groups)} ({sum(cs['me'] is not None for cs in groups)} with `me`, "
          f"{sum(cs['me'] is None for cs in groups)} with `exporter_me`); speakers per group {dict(sorted(sp.items()))}. "
          f"Named companions: {len({cs['character'] for cs in cases if cs['character']})}. "
          f"Multi-turn cases: {sum(len(cs['turns']) > 1 for cs in cases)} {dict(sorted(Counter(len(cs['turns']) for cs in cases if len(cs['turns']) > 1).items()))}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cl = [cs for cs in cases if cs["lang"] == lg]
        fl = [e for cs in cl for e in cs["expect"]]
        print(f"| {lg} | {len(cl)} | {100 * len(cl) / len(cases):.1f} % | {len(fl)} | {sum(e['required'] for e in fl)} | {sum(cs['tag'] for cs in cl)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        row = [sum(cs["kind"] == k and cs["lang"] == lg for cs in cases) for lg in ("zh", "en", "mix")]
        print(f"| {k} | {' | '.join(map(str, row))} | {sum(row)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fl = [e for _, e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fl)} | {sum(e['required'] for e in fl)} |")
    print()
    print(f"Person owners (distinct per case, summed): {sum(len({e['owner'] for e in cs['expect'] if e['owner'].startswith('p:')}) for cs in cases)}.")
    print()
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
              "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
              "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
              "belonging", "place", "language", "email", "phone"]:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    low = [s for s in tab if s != "relation" and tab[s]["ureq"] < 3]
    print()
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
