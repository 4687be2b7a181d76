"""Assemble dev set 40: shuffle with seed 40, number d40-001..., write dev_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def main():
    cases = []
    for lang, mod in (("zh", cases_zh), ("en", cases_en), ("mix", cases_mix)):
        for c in mod.CASES:
            cases.append(dict(c, lang=lang))
    random.Random(40).shuffle(cases)
    lines, tags = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"d40-{i:03d}"
        lines.append({"id": c["id"], "lang": c["lang"], "me": c["me"], "character": c["character"],
                      "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(c["id"])
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for l in lines:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    report(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(1 for c in cases if not c['expect'])}; tagged: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %); theme cases: {sum(c['theme'] for c in cases)}")
    k = Counter(c["kind"] for c in cases)
    g = [c for c in cases if c["kind"] == "group"]
    print(f"kinds: {dict(k)}; groups with me: {sum(1 for c in g if c['me'])}, with exporter_me: "
          f"{sum(1 for c in g if not c['me'])}; companions: {sorted(set(c['character'] for c in cases if c['character']))}")
    print(f"multi-turn cases: {sum(1 for c in cases if len(c['turns']) > 1)}")
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(1 for c in cs if c['id'] in tags)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for _, e in facts if okind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}")
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    t = defaultdict(Counter)
    for _, e in facts:
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
    print("\nslots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
