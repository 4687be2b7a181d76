"""Assemble dev set 52: shuffle (seed 52), number d52-001..., write ../dev_set.jsonl and ../tags.json,
print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(52).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d52-{i:03d}"
        c["id"] = cid
        if c["tag"]:
            tags.append(cid)
        rows.append({k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")})
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as fh:
        json.dump(tags, fh, ensure_ascii=False, indent=0)
        fh.write("\n")
    stats(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print("empty expect:", sum(1 for c in cases if not c["expect"]), " tagged:", len(tags),
          f"({100 * len(tags) / len(cases):.0f} %)")
    groups = [c for c in cases if c["kind"] == "group"]
    print("groups:", len(groups), "with me:", sum(c["me"] is not None for c in groups),
          "exporter:", sum(c["me"] is None for c in groups),
          "speakers:", dict(sorted(Counter(len({t["speaker"] for t in c["turns"]}) for c in groups).items())))
    chars = [c["character"] for c in cases if c["character"]]
    print("companions:", len(chars), "distinct names:", len(set(chars)))
    print("multi-turn:", sum(len(c["turns"]) > 1 for c in cases),
          dict(sorted(Counter(len(c["turns"]) for c in cases if len(c["turns"]) > 1).items())))
    print("dated turns:", sum(any("at" in t for t in c["turns"]) for c in cases))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(1 for c in cases if c["kind"] == k and c["lang"] == l) for l in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    slots = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
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
    print("\n| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    low = []
    for s in slots:
        c = t[s]
        print(f"| {s} | {c['user']} | {c['person']} | {c['character']} | {c['all']} | {c['req']} | {c['ureq']} |")
        if s != "relation" and c["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
