"""Assemble dev set 19: shuffle (seed 19), number d19-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument", "sport",
         "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging",
         "place", "language", "email", "phone"]


def main():
    items = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(19).shuffle(items)
    out, tags = [], []
    for n, it in enumerate(items, 1):
        cid = f"d19-{n:03d}"
        out.append(dict(id=cid, **it["case"]))
        if it["tag"]:
            tags.append(cid)
    with open(os.path.join(HERE, "..", "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "..", "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    report(items, out, set(tags))


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(items, out, tags):
    facts = [e for c in out for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(out)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(not c['expect'] for c in out)}; tagged: {len(tags)}")
    kinds = Counter((it["kind"], it["case"]["lang"]) for it in items)
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        print(f"| {k} | {kinds[(k,'zh')]} | {kinds[(k,'en')]} | {kinds[(k,'mix')]} | {sum(kinds[(k,l)] for l in ('zh','en','mix'))} |")
    grp = [c for c in out if any("speaker" in t for t in c["turns"])]
    print(f"groups: {len(grp)} ({sum(c['me'] is not None for c in grp)} with me, "
          f"{sum(c['me'] is None for c in grp)} with exporter_me); companions: {sum(c['character'] is not None for c in out)}; "
          f"dated: {sum(any('at' in t for t in c['turns']) for c in out)}; multi-turn: {sum(len(c['turns']) > 1 for c in out)}")
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for l in ("zh", "en", "mix"):
        cs = [c for c in out if c["lang"] == l]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {l} | {len(cs)} | {100*len(cs)/len(out):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['id'] in tags for c in cs)} |")
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case, summed):",
          sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in out))
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in ORDER:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
    low = [s for s in ORDER if s != "relation" and t[s]["ureq"] < 3]
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
