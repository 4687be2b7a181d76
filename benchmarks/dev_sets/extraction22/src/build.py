"""Assemble dev set 22: shuffle with seed 22, number d22-001.., write dev_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(22).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d22-{i:03d}"
        c["id"] = cid
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            row = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    report(cases, set(tags))

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100*len(tags)/len(cases):.0f} %).")
    groups = [c for c in cases if c["_kind"] == "group"]
    print(f"- Group chats: {len(groups)} ({sum(c['me'] is not None for c in groups)} with `me`, "
          f"{sum(c['me'] is None for c in groups)} with `exporter_me`). Named companions: {sum(bool(c['character']) for c in cases)}. "
          f"Dated cases (`at`): {sum(any('at' in t for t in c['turns']) for c in cases)}. Multi-turn cases: {sum(len(c['turns'])>1 for c in cases)}.")
    sk = Counter(c["_kind"] for c in cases)
    print(f"- Short tagged: {sum(c['id'] in tags for c in cases if c['_kind'] in ('short','diary'))} of {sk['short']+sk['diary']} short chats and diaries.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['id'] in tags for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["_kind"] == k and c["lang"] == l for c in cases) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    npers = sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {npers}\n")
    slots = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        if e["required"]:
            t[s]["req"] += 1
            if e["owner"] == "user":
                t[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in slots:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    extra = set(t) - set(slots)
    if extra:
        print("UNKNOWN first slots:", extra)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
