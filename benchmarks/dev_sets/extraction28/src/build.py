"""Assemble dev set 28: shuffle with seed 28, number d28-001..., write ../dev_set.jsonl and ../tags.json,
print the counts used in the README."""
import collections, json, os, random

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they register their cases in h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
SLOT_ORDER = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
              "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
              "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
              "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]


def kind_of_owner(o):
    return "person" if o.startswith("p:") else o


def main():
    cases = list(h.CASES)
    random.Random(28).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        c["id"] = f"d28-{i:03d}"
        if c["tag"]:
            tags.append(c["id"])
        out = {k: c[k] for k in ("id", "lang", "me", "character", "turns", "expect")}
        lines.append(json.dumps(out, ensure_ascii=False))
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")

    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print(f"empty expect: {sum(not c['expect'] for c in cases)}; tagged: {len(tags)} "
          f"({100 * len(tags) / len(cases):.0f} %)")
    kinds = collections.Counter(c["kind"] for c in cases)
    print("kinds:", dict(kinds))
    chars = collections.Counter(c["character"] for c in cases if c["character"])
    print("companions:", dict(chars))
    print("group speakers:", dict(collections.Counter(
        len({t['speaker'] for t in c['turns']}) for c in cases if c['kind'].startswith('group'))))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print("\n| kind | cases | zh | en | mix |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group_me", "group_exp"):
        cs = [c for c in cases if c["kind"] == k]
        print(f"| {k} | {len(cs)} | " + " | ".join(str(sum(c['lang'] == l for c in cs)) for l in ("zh", "en", "mix")) + " |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for _, e in facts if kind_of_owner(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}")
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    short_of = []
    for s in SLOT_ORDER:
        fs = [e for _, e in facts if e["slot"][0] == s]
        by = collections.Counter(kind_of_owner(e["owner"]) for e in fs)
        ureq = sum(e["required"] for e in fs if e["owner"] == "user")
        print(f"| {s} | {by['user']} | {by['person']} | {by['character']} | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {ureq} |")
        if s != "relation" and ureq < 3:
            short_of.append(s)
    print("\nslots with < 3 required user facts:", short_of or "none")


if __name__ == "__main__":
    main()
