"""Assemble blind set 16: shuffle with seed 16, number b16-001…, write blind_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]


def main():
    cases = cases_zh.cases + cases_en.cases + cases_mix.cases
    random.Random(16).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"b16-{i:03d}"
        if c["_tag"]:
            tags.append(c["id"])
        out = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
        lines.append(json.dumps(out, ensure_ascii=False))
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %).")
    grp = [c for c in cases if c["_kind"] == "group"]
    print(f"- Group chats: {len(grp)} ({sum(c['me'] is not None for c in grp)} with `me`, "
          f"{sum(c['me'] is None for c in grp)} with `exporter_me`). Named companions: "
          f"{sum(c['character'] is not None for c in cases)}. Dated cases (`at`): "
          f"{sum(any('at' in t for t in c['turns']) for c in cases)}. Multi-turn cases: "
          f"{sum(len(c['turns']) > 1 for c in cases)}.")
    sk = [c for c in cases if c["_kind"] in ("short", "diary")]
    print(f"- Tagged among short chats and diaries: {sum(c['_tag'] for c in sk)} of {len(sk)}.")
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for l in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == l]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {l} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} "
              f"| {sum(c['_tag'] for c in cs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        row = [sum(c["_kind"] == k and c["lang"] == l for c in cases) for l in ("zh", "en", "mix")]
        print(f"| {k} | {' | '.join(map(str, row))} | {sum(row)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for o in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == o]
        print(f"| {o} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print(f"\nPerson owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}")
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    low = []
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            low.append(s)
    print("\nslots under 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
