"""Assemble dev set 21: shuffle with seed 21, number d21-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument", "sport",
         "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging",
         "place", "language", "email", "phone"]

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(21).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d21-{i:03d}"
        if c["_tag"]:
            tags.append(cid)
        out = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        lines.append(json.dumps(out, ensure_ascii=False))
        c["id"] = cid
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, tags)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases, tags):
    facts = [f for c in cases for f in c["expect"]]
    req = sum(f["required"] for f in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    empty = sum(1 for c in cases if not c["expect"])
    print(f"- Cases with `expect: []`: {empty}. Tagged cases: {len(tags)} ({100*len(tags)/len(cases):.0f} %).")
    g = [c for c in cases if c["_kind"] == "group"]
    print(f"- Group chats: {len(g)} ({sum(1 for c in g if c['me'])} with `me`, {sum(1 for c in g if not c['me'])} with `exporter_me`). "
          f"Named companions: {sum(1 for c in cases if c['character'])}. Dated cases (`at`): "
          f"{sum(1 for c in cases if any('at' in t for t in c['turns']))}. Multi-turn cases: {sum(1 for c in cases if len(c['turns']) > 1)}.")
    sp = Counter(len({t['speaker'] for t in c['turns']}) for c in g)
    print(f"- Speakers per group chat: {dict(sorted(sp.items()))}")
    nontag = [c for c in cases if c["_kind"] in ("short", "diary")]
    print(f"- Tagged among short chats and diaries: {sum(c['_tag'] for c in nontag)} of {len(nontag)}")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for l in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == l]
        fs = [f for c in cs for f in c["expect"]]
        print(f"| {l} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(f['required'] for f in fs)} | {sum(c['_tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        row = [sum(1 for c in cases if c["_kind"] == k and c["lang"] == l) for l in ("zh", "en", "mix")]
        print(f"| {k} | {row[0]} | {row[1]} | {row[2]} | {sum(row)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [f for f in facts if okind(f["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(f['required'] for f in fs)} |")
    po = sum(len({f['owner'] for f in c['expect'] if f['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {po}\n")
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    t = defaultdict(Counter)
    for f in facts:
        s = f["slot"][0]
        t[s][okind(f["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += f["required"]
        t[s]["ureq"] += f["required"] and f["owner"] == "user"
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
    low = [s for s in SLOTS if s != "relation" and t[s]["ureq"] < 3]
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
