"""Assemble blind extraction set 15: shuffle with seed 15, number b15-001..., write blind_set.jsonl and tags.json,
print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def okind(o):
    return "person" if o.startswith("p:") else o


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(15).shuffle(cases)
    lines, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b15-{i:03d}"
        if c["_tag"]:
            tags.append(cid)
        c["id"] = cid
        rec = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    kinds = Counter(c["_kind"] for c in cases)
    groups = [c for c in cases if c["_kind"] == "group"]
    print(f"- Kinds: {dict(kinds)}; group chats with `me`: {sum(c['me'] is not None for c in groups)}, "
          f"with `exporter_me`: {sum(c['me'] is None for c in groups)}; speakers per group: "
          f"{sorted(Counter(len({t['speaker'] for t in c['turns']}) for c in groups).items())}")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %); tagged among short chats and diaries: "
          f"{sum(c['_tag'] for c in cases if c['_kind'] in ('short', 'diary'))} of "
          f"{sum(c['_kind'] in ('short', 'diary') for c in cases)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['_tag'] for c in cs)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print(f"\nPerson owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        k = okind(e["owner"])
        tab[s][k] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and k == "user"
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
