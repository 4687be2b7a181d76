"""Assemble dev set 44: shuffle with seed 44, number d44-001.., write dev_set.jsonl + tags.json, print counts."""
import json, os, random, collections
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = []
    for lang, mod in (("zh", cases_zh), ("en", cases_en), ("mix", cases_mix)):
        for c in mod.CASES:
            cases.append(dict(c, lang=lang))
    random.Random(44).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d44-{i:03d}"
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
    stats(cases)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {sum(c['tag'] for c in cases)} ({100*sum(c['tag'] for c in cases)/len(cases):.0f} %).")
    k = collections.Counter(c["kind"] for c in cases)
    gme = sum(1 for c in cases if c["kind"] == "group" and c["me"])
    print(f"- Group chats: {k['group']} ({gme} with `me`, {k['group']-gme} with `exporter_me`). Named-companion multi-turn chats: {k['comp']} "
          f"(companions: {', '.join(sorted({c['character'] for c in cases if c['character']}))}). Diary entries: {k['diary']}. One- to three-message chats: {k['chat']}.")
    print(f"- Cases written about young people (students, dorms, internships, part-time jobs, crushes): {sum(c['young'] for c in cases)}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if okind(e["owner"]) == "person"}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    slots = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    low = []
    for s in slots:
        fs = [e for e in facts if e["slot"][0] == s]
        cnt = {ok: sum(1 for e in fs if okind(e["owner"]) == ok) for ok in ("user", "person", "character")}
        ur = sum(1 for e in fs if okind(e["owner"]) == "user" and e["required"])
        if s != "relation" and ur < 3:
            low.append(s)
        print(f"| {s} | {cnt['user']} | {cnt['person']} | {cnt['character']} | {len(fs)} | {sum(e['required'] for e in fs)} | {ur} |")
    print(f"\nSlots with < 3 required user facts (first slot): {low or 'none'}")

if __name__ == "__main__":
    main()
