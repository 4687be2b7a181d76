"""Assemble dev set 33: shuffle with seed 33, number d33-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby",
         "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy",
         "health", "plan", "belonging", "place", "language", "email", "phone"]

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(33).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d33-{i:03d}"
        c["id"] = cid
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
    report(cases)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def report(cases):
    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {sum(c['tag'] for c in cases)} "
          f"({100*sum(c['tag'] for c in cases)/len(cases):.0f} %); among short chats and diaries: "
          f"{sum(c['tag'] for c in cases if c['kind'] in ('short','diary'))} of {sum(c['kind'] in ('short','diary') for c in cases)}.")
    g = [c for c in cases if c["kind"] == "group"]
    print(f"- Group chats: {len(g)} ({sum(c['me'] is not None for c in g)} with `me`, {sum(c['me'] is None for c in g)} with `exporter_me`). "
          f"Named companions: {sum(bool(c['character']) for c in cases)}. Dated cases (`at`): "
          f"{sum(any('at' in t for t in c['turns']) for c in cases)}. Multi-turn cases: {sum(len(c['turns'])>1 for c in cases)}. "
          f"Cases centred on other people (gossip users): {sum(c['gossip'] for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for L in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == L]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {L} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["kind"] == k and c["lang"] == L for c in cases) for L in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print("Person owners (distinct per case, summed):",
          sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
    print()
    t = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print()
    print("slots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
