"""Build dev set 38: collect the cases, shuffle with seed 38, number d38-001..d38-160,
write ../dev_set.jsonl and ../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
              "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby",
              "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy",
              "health", "plan", "belonging", "place", "language", "email", "phone"]


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main():
    cases = list(h.CASES)
    random.Random(38).shuffle(cases)
    rows, tags = [], []
    for i, cs in enumerate(cases, 1):
        cid = f"d38-{i:03d}"
        cs["id"] = cid
        rows.append({"id": cid, "lang": cs["lang"], "me": cs["me"], "character": cs["character"],
                     "turns": cs["turns"], "expect": cs["expect"]})
        if cs["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(cs, e) for cs in cases for e in cs["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not cs['expect'] for cs in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    groups = [cs for cs in cases if cs["kind"] == "group"]
    gme = sum(cs["me"] is not None for cs in groups)
    spk = Counter(len({t["speaker"] for t in cs["turns"] if "speaker" in t}) for cs in groups)
    print(f"- Group chats: {len(groups)} ({gme} with `me`, {len(groups) - gme} with `exporter_me`); speakers per group: {dict(sorted(spk.items()))}.")
    comp = [cs for cs in cases if cs["character"]]
    print(f"- Named companions: {sorted({cs['character'] for cs in comp})} ({len(comp)} cases). "
          f"Multi-turn cases: {sum(len(cs['turns']) > 1 for cs in cases)} {dict(sorted(Counter(len(cs['turns']) for cs in cases if len(cs['turns']) > 1).items()))}.")
    print()
    print("| lang | cases | % | facts | required | tagged |")
    print("|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cl = [cs for cs in cases if cs["lang"] == lang]
        fl = [e for cs in cl for e in cs["expect"]]
        print(f"| {lang} | {len(cl)} | {100 * len(cl) / len(cases):.1f} % | {len(fl)} | {sum(e['required'] for e in fl)} | {sum(cs['tag'] for cs in cl)} |")
    print()
    print("| kind | zh | en | mix | all |")
    print("|---|---|---|---|---|")
    for kind in ("short", "diary", "companion", "group"):
        n = [sum(cs["kind"] == kind and cs["lang"] == l for cs in cases) for l in ("zh", "en", "mix")]
        print(f"| {kind} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for k in ("user", "person", "character"):
        fl = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fl)} | {sum(e['required'] for e in fl)} |")
    pown = sum(len({e["owner"] for e in cs["expect"] if e["owner"].startswith("p:")}) for cs in cases)
    print(f"\nPerson owners (distinct per case, summed): {pown}\n")
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        if e["owner"] == "user" and e["required"]:
            tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    low = []
    for s in SLOT_ORDER:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    if low:
        print("\nSLOTS WITH < 3 REQUIRED USER FACTS:", low)


if __name__ == "__main__":
    main()
