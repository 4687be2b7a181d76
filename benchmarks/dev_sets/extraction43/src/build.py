"""Assemble dev set 43: shuffle with seed 43, number d43-001.., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, random, os
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(43).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d43-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {sum(c['tag'] for c in cases)} ({100*sum(c['tag'] for c in cases)/len(cases):.0f} %).")
    kinds = Counter(c["kind"] for c in cases)
    g = [c for c in cases if c["kind"] == "group"]
    print(f"- Kinds: {dict(kinds)}. Group chats: {len(g)} ({sum(c['me'] is not None for c in g)} with `me`, {sum(c['me'] is None for c in g)} with `exporter_me`). Named companions: {', '.join(sorted({c['character'] for c in cases if c['character']}))}. Multi-turn cases: {sum(len(c['turns'])>1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged | short | companion | diary | group |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for L in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == L]
        fs = [e for c in cs for e in c["expect"]]
        k = Counter(c["kind"] for c in cs)
        print(f"| {L} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} | {k['short']} | {k['companion']} | {k['diary']} | {k['group']} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): {sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
    print()
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]; k = okind(e["owner"])
        t[s][k] += 1; t[s]["all"] += 1
        if e["required"]:
            t[s]["req"] += 1
            if k == "user":
                t[s]["ureq"] += 1
    low = []
    for s in order:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print()
    print("slots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
