"""Assemble extraction dev set 8: shuffle with seed 8, number d8-001..., write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def okind(o):
    return "person" if o.startswith("p:") else o


def main():
    cases = list(h.CASES)
    random.Random(8).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d8-{i:03d}"
        out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                    "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %).")
    kinds = Counter(c["kind"] for c in cases)
    grp = [c for c in cases if c["kind"] == "group"]
    print(f"- Kinds: {kinds['short']} one- to three-message chats, {kinds['diary']} diaries, {kinds['comp']} companion chats, "
          f"{kinds['group']} group chats ({sum(c['me'] is not None for c in grp)} with `me`, "
          f"{sum(c['me'] is None for c in grp)} with `exporter_me`). Multi-turn cases: "
          f"{sum(len(c['turns']) > 1 for c in cases)}. Named companions: {len({c['character'] for c in cases if c['character']})}.")
    spk = [len({t['speaker'] for t in c['turns'] if 'speaker' in t}) for c in grp]
    print(f"- Speakers per group chat: {min(spk)}–{max(spk)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |")
    print("|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | cases | tagged |")
    print("|---|---|---|")
    for k in ("short", "diary", "comp", "group"):
        cs = [c for c in cases if c["kind"] == k]
        print(f"| {k} | {len(cs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
    print()
    tab = defaultdict(Counter)
    for _, e in facts:
        sl = e["slot"][0]
        tab[sl][okind(e["owner"])] += 1
        tab[sl]["all"] += 1
        if e["required"]:
            tab[sl]["req"] += 1
            if e["owner"] == "user":
                tab[sl]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
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
