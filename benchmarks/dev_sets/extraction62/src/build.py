"""Assemble dev set 62: shuffle with seed 62, number d62-001..., write dev_set.jsonl and tags.json, print counts."""
import json, os, random, sys
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cases_zh, cases_en, cases_mix

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(62).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d62-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, rows, tags)

def stats(cases, rows, tags):
    facts = [e for r in rows for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(rows)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not r['expect'] for r in rows)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(rows):.0f} %).")
    kinds = Counter(c["kind"] for c in cases)
    g_me = sum(1 for c in cases if c["kind"] == "group" and c["me"])
    chars = sorted({c["character"] for c in cases if c["character"]})
    print(f"- Kinds: {kinds['short']} one- to three-message chats, {kinds['companion']} multi-turn chats with a named companion "
          f"({', '.join(chars)}), {kinds['diary']} diary entries, {kinds['group']} group chats ({g_me} with `me`, {kinds['group'] - g_me} with `exporter_me`).")
    print()
    tagset = set(tags)
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        rs = [r for r in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100 * len(rs) / len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(r['id'] in tagset for r in rs)} |")
    print()
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in r["expect"] if e["owner"].startswith("p:")}) for r in rows)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    t = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        t[s][kind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in order:
        c = t[s]
        print(f"| {s} | {c['user']} | {c['person']} | {c['character']} | {c['all']} | {c['req']} | {c['ureq']} |")
        if s != "relation" and c["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none", file=sys.stderr)

if __name__ == "__main__":
    main()
