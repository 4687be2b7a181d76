"""Assemble blind extraction set 27: shuffle (seed 27), number b27-001..., write blind_set.jsonl and tags.json,
print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(27).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b27-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, len(tags))

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases, ntag):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {ntag} ({100 * ntag / len(cases):.0f} %).")
    kinds = Counter(c["_kind"] for c in cases)
    groups = [c for c in cases if c["_kind"] == "group"]
    gme = sum(c["me"] is not None for c in groups)
    chars = sorted({c["character"] for c in cases if c["character"]})
    print(f"- Kinds: one- to three-message chats {kinds['short']}, group chats {kinds['group']} ({gme} with `me`, {len(groups) - gme} with `exporter_me`), "
          f"multi-turn chats with a named companion {kinds['companion']} ({', '.join(chars)}), diary entries {kinds['diary']}.")
    print(f"- Dated turns (`at`): {sum(any('at' in t for t in c['turns']) for c in cases)}.\n")
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['_tag'] for c in cs)} |")
    print("\n| kind | zh | en | mix |\n|---|---|---|---|")
    for k in ("short", "companion", "diary", "group"):
        print(f"| {k} | " + " | ".join(str(sum(c['_kind'] == k and c['lang'] == l for c in cases)) for l in ("zh", "en", "mix")) + " |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    npers = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {npers}.\n")
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in order:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    low = [s for s in order if s != "relation" and tab[s]["ureq"] < 3]
    print(f"\nSlots with fewer than 3 required user facts (relation excluded): {low or 'none'}")

if __name__ == "__main__":
    main()
