"""Assemble dev set 32: shuffle with seed 32, number d32-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random, sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def main():
    cases = list(h.CASES)
    random.Random(32).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d32-{i:03d}"
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
    report(cases, tags)


def kind_of(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"


def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %); among short chats and diaries: "
          f"{sum(c['tag'] for c in cases if c['kind'] in ('short', 'diary'))} of "
          f"{sum(c['kind'] in ('short', 'diary') for c in cases)}.")
    g = [c for c in cases if c["kind"] == "group"]
    print(f"- Group chats: {len(g)} ({sum(c['me'] is not None for c in g)} with `me`, "
          f"{sum(c['me'] is None for c in g)} with `exporter_me`). Named companions: "
          f"{sum(c['character'] is not None for c in cases)}. Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {sum(n.values())} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print(f"Person owners (distinct per case, summed): "
          f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}")
    print()
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in SLOTS:
        fs = [e for e in facts if e["slot"][0] == s]
        n = Counter(kind_of(e["owner"]) for e in fs)
        ur = sum(e["required"] for e in fs if e["owner"] == "user")
        if s != "relation" and ur < 3:
            low.append(s)
        print(f"| {s} | {n['user']} | {n['person']} | {n['character']} | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {ur} |")
    if low:
        print("\nSLOTS WITH < 3 REQUIRED USER FACTS:", low, file=sys.stderr)


if __name__ == "__main__":
    main()
