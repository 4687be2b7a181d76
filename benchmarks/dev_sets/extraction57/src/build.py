"""Assemble dev set 57: shuffle with seed 57, number d57-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    cases = []
    for lang, mod in (("zh", cases_zh), ("en", cases_en), ("mix", cases_mix)):
        for c in mod.CASES:
            c = dict(c)
            c["lang"] = lang
            cases.append(c)
    random.Random(57).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d57-{i:03d}"
        c["id"] = cid
        if c["_tag"]:
            tags.append(cid)
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False)
        f.write("\n")
    report(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    kinds = Counter(c["_kind"] for c in cases)
    g = [c for c in cases if c["_kind"] == "group"]
    print(f"- Shape: {kinds['short']} one- to three-message chats, {kinds['diary']} diary entries, "
          f"{kinds['companion']} multi-turn companion chats, {kinds['group']} group chats "
          f"({sum(c['me'] is not None for c in g)} with `me`, {sum(c['me'] is None for c in g)} with `exporter_me`).")
    print(f"- Dating / engaged / newly married users: {sum(c['_dating'] for c in cases)} cases.")
    short_d = [c for c in cases if c["_kind"] in ("short", "diary")]
    print(f"- Tagged among short chats and diaries: {sum(c['_tag'] for c in short_d)} of {len(short_d)}.")
    print(f"- Companions: {', '.join(sorted(c['character'] for c in cases if c['character']))}.")
    print()
    print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['_tag'] for c in cs)} |")
    print()
    print("| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    from h import F  # noqa: F401  (slot order below follows the validator's list)
    order = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
             "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
             "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
             "belonging", "place", "language", "email", "phone"]
    by = defaultdict(list)
    for e in facts:
        by[e["slot"][0]].append(e)
    low = []
    for s in order:
        fs = by[s]
        n = Counter(okind(e["owner"]) for e in fs)
        ur = sum(e["required"] for e in fs if e["owner"] == "user")
        if s != "relation" and ur < 3:
            low.append(s)
        print(f"| {s} | {n['user']} | {n['person']} | {n['character']} | {len(fs)} | {sum(e['required'] for e in fs)} | {ur} |")
    if low:
        print("\nWARNING: fewer than 3 required user facts:", low)


if __name__ == "__main__":
    main()
