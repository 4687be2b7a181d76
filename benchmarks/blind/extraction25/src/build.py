"""Assemble blind set 25: shuffle with seed 25, number b25-001..., write ../blind_set.jsonl and
../tags.json, print the counts used in the README (markdown)."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def kind_of(owner):
    return owner if owner in ("user", "character") else "person"


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(25).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b25-{i:03d}"
        c["id"] = cid
        if c["_tag"]:
            tags.append(cid)
        out = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        lines.append(json.dumps(out, ensure_ascii=False))
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False)

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    k = Counter(c["_kind"] for c in cases)
    gm = sum(1 for c in cases if c["_kind"] == "group" and c["me"])
    chars = sorted({c["character"] for c in cases if c["character"]})
    print(f"- Group chats: {k['group']} ({gm} with `me`, {k['group'] - gm} with `exporter_me`). "
          f"Named-companion multi-turn chats: {k['companion']} ({len(chars)} companions). Diary entries: {k['diary']}. "
          f"One- to three-message chats: {k['chat']}.")
    print(f"- Turns per case: " + ", ".join(f"{n} turn(s): {m}" for n, m in sorted(Counter(len(c['turns']) for c in cases).items())))
    print()
    print("| lang | cases | % | facts | required | tagged | group | companion | diary | chat |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        kk = Counter(c["_kind"] for c in cs)
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['_tag'] for c in cs)} | {kk['group']} | {kk['companion']} | {kk['diary']} | {kk['chat']} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for _, e in facts if kind_of(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        if e["required"]:
            tab[s]["req"] += 1
            if e["owner"] == "user":
                tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    low = []
    for s in ORDER:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print(f"\nSlots with < 3 required user facts: {low or 'none'}")


if __name__ == "__main__":
    main()
