"""Assemble blind extraction set 6: shuffle with seed 6, number b6-001..., write blind_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def okind(o):
    return "person" if o.startswith("p:") else o


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(6).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"b6-{i:03d}"
        if c["tag"]:
            tags.append(c["id"])
        out = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
        lines.append(json.dumps(out, ensure_ascii=False))
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        f.write("[\n" + ",\n".join(json.dumps(t) for t in tags) + "\n]\n")

    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print("empty expect:", sum(1 for c in cases if not c["expect"]), " tagged:", len(tags),
          f"({100 * len(tags) / len(cases):.0f} %)")
    kinds = Counter(c["kind"] for c in cases)
    print("kinds:", dict(kinds))
    grp = [c for c in cases if c["kind"] == "group"]
    print("groups with me:", sum(1 for c in grp if c["me"]), " with exporter_me:", sum(1 for c in grp if not c["me"]))
    print("speakers per group:", sorted(Counter(len({t['speaker'] for t in c['turns']}) for c in grp).items()))
    print("companions:", sorted({c["character"] for c in cases if c["character"]}))
    print("multi-turn cases:", sum(1 for c in cases if len(c["turns"]) > 1),
          " dated cases:", sum(1 for c in cases if any("at" in t for t in c["turns"])))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nperson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][okind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    short = []
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
        if s != "relation" and r["ureq"] < 3:
            short.append(s)
    print("\nslots with < 3 required user facts:", short or "none")


if __name__ == "__main__":
    main()
