"""Assemble blind set 24: shuffle with seed 24, number b24-001..., write ../blind_set.jsonl and
../tags.json, print the count tables used in ../README.md."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
         "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
         "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
         "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
         "language", "email", "phone"]


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(24).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b24-{i:03d}"
        c["id"] = cid
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as fh:
        json.dump(tags, fh, ensure_ascii=False, indent=0)
        fh.write("\n")
    report(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    g = [c for c in cases if c["kind"] == "group"]
    nsp = Counter(len({t['speaker'] for t in c['turns']}) for c in g)
    print(f"- Group chats: {len(g)} ({sum(c['me'] is not None for c in g)} with `me`, {sum(c['me'] is None for c in g)} with `exporter_me`); speakers per group {dict(sorted(nsp.items()))}. "
          f"Named companions: {len({c['character'] for c in cases if c['character']})}. "
          f"Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)} {dict(sorted(Counter(len(c['turns']) for c in cases if len(c['turns']) > 1).items()))}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for l in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == l]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {l} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["kind"] == k and c["lang"] == l for c in cases) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): {sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
    print()
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print()
    print("slots under 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
