"""Assemble blind set 28: load the cases, shuffle with seed 28, number b28-001..., write
../blind_set.jsonl and ../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def kind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = list(h.CASES)
    random.Random(28).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b28-{i:03d}"
        rec = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        out.append(rec)
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    kinds = Counter(c["_kind"] for c in cases)
    gme = sum(1 for c in cases if c["_kind"] == "group" and c["me"] is not None)
    print(f"- Kinds: {dict(sorted(kinds.items()))}; group chats with `me`: {gme}, with `exporter_me`: {kinds['group'] - gme}.")
    print(f"- Companions: {', '.join(sorted({c['character'] for c in cases if c['character']}))}. Multi-turn cases (3+ turns): {sum(len(c['turns']) >= 3 for c in cases)}.")
    print(f"- Work-and-family users who correct themselves: {sum(c['_wf'] for c in cases)} cases.")
    sp = Counter(len({t['speaker'] for t in c['turns']}) for c in cases if c['_kind'] == 'group')
    print(f"- Speakers per group chat: {dict(sorted(sp.items()))}")
    print()
    print("| lang | cases | % | facts | required | tagged | group | companion | diary | chat |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        k = Counter(c["_kind"] for c in cs)
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['_tag'] for c in cs)} | {k['group']} | {k['comp']} | {k['diary']} | {k['chat']} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    npers = sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {npers}.\n")
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    tab = defaultdict(Counter)
    low = []
    for e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    if low:
        print("\nWARNING: fewer than 3 required user facts (first slot):", low)


if __name__ == "__main__":
    main()
