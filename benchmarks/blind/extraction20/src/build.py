"""Assemble blind extraction set 20: shuffle with seed 20, number b20-001..., write
../blind_set.jsonl and ../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(20).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b20-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(cases, rows, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, rows, tags):
    facts = [e for r in rows for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(rows)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(1 for r in rows if not r['expect'])}. Tagged cases: {len(tags)} ({100 * len(tags) / len(rows):.0f} %).")
    groups = [c for c in cases if c["kind"] == "group"]
    me = sum(1 for c in groups if c["me"])
    spk = Counter(len({t["speaker"] for t in c["turns"]}) for c in groups)
    print(f"- Group chats: {len(groups)} ({me} with `me`, {len(groups) - me} with `exporter_me`); speakers per group: {dict(sorted(spk.items()))}.")
    comp = [c for c in cases if c["character"]]
    multi = Counter(len(c["turns"]) for c in cases if len(c["turns"]) > 1)
    print(f"- Named companions: {len({c['character'] for c in comp})} ({len(comp)} cases). Multi-turn cases: {sum(multi.values())} {dict(sorted(multi.items()))}.")
    tagset = set(tags)
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        rs = [r for r in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100 * len(rs) / len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(r['id'] in tagset for r in rs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {sum(n.values())} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print(f"\nPerson owners (distinct per case, summed): {sum(len({e['owner'] for e in r['expect'] if e['owner'].startswith('p:')}) for r in rows)}")
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
             "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
             "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
             "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in order:
        c = t[s]
        print(f"| {s} | {c['user']} | {c['person']} | {c['character']} | {c['all']} | {c['req']} | {c['ureq']} |")
        if s != "relation" and c["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
