"""Assemble dev set 17: shuffle with seed 17, number d17-001…, write ../dev_set.jsonl and ../tags.json,
print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def main():
    cases = list(h.CASES)
    random.Random(17).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d17-{i:03d}"
        c["id"] = cid
        if c["tag"]:
            tags.append(cid)
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    nreq = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({nreq} `required: true`, {len(facts) - nreq} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %); among short chats and diaries: "
          f"{sum(c['tag'] for c in cases if c['kind'] in ('short', 'diary'))} of {sum(c['kind'] in ('short', 'diary') for c in cases)}.")
    g = [c for c in cases if c["kind"] == "group"]
    print(f"- Group chats: {len(g)} ({sum(c['me'] is not None for c in g)} with `me`, {sum(c['me'] is None for c in g)} with `exporter_me`). "
          f"Named companions: {sum(c['character'] is not None for c in cases)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["kind"] == k and c["lang"] == lg for c in cases) for lg in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for o, name in (("user", "user"), ("p:", "person"), ("character", "character")):
        fs = [e for _, e in facts if e["owner"].startswith(o)]
        print(f"| {name} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        kind = "user" if e["owner"] == "user" else "character" if e["owner"] == "character" else "person"
        tab[s][kind] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and kind == "user"
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
