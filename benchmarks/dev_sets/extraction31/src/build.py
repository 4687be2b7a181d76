"""Assemble dev set 31: shuffle with seed 31, number d31-001..., write dev_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def kind(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"


def main():
    cases = list(h.CASES)
    random.Random(31).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"d31-{i:03d}"
        if c["tag"]:
            tags.append(c["id"])
        lines.append(json.dumps({k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")},
                                ensure_ascii=False))
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    grp = [c for c in cases if c["kind"] == "group"]
    print(f"- Group chats: {len(grp)} ({sum(c['me'] is not None for c in grp)} with `me`, {sum(c['me'] is None for c in grp)} with `exporter_me`). "
          f"Named companions: {sum(c['character'] is not None for c in cases)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all | tagged |\n|---|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        cs = [c for c in cases if c["kind"] == k]
        cnt = Counter(c["lang"] for c in cs)
        print(f"| {k} | {cnt['zh']} | {cnt['en']} | {cnt['mix']} | {len(cs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for _, e in facts if kind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
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
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
