"""Assemble dev set 39: shuffle with seed 39, number d39-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random, collections
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = list(h.CASES)
    random.Random(39).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d39-{i:03d}"
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


def stats(cases):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: "
          f"{sum(c['tag'] for c in cases)} ({100 * sum(c['tag'] for c in cases) / len(cases):.0f} %).")
    kinds = collections.Counter(c["kind"] for c in cases)
    g = [c for c in cases if c["kind"] == "group"]
    chars = sorted({c["character"] for c in cases if c["character"]})
    print(f"- Kinds: {kinds['short']} short chats (1–3 messages), {kinds['companion']} multi-turn chats with a named "
          f"companion ({', '.join(chars)}), {kinds['diary']} diary entries, {kinds['group']} group chats "
          f"({sum(c['me'] is not None for c in g)} with `me`, {sum(c['me'] is None for c in g)} with `exporter_me`).")
    print("\n| lang | cases | % | facts | required | tagged | short | companion | diary | group |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for L in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == L]
        fs = [e for c in cs for e in c["expect"]]
        k = collections.Counter(c["kind"] for c in cs)
        print(f"| {L} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} | {k['short']} | {k['companion']} | {k['diary']} | {k['group']} |")

    def okind(o):
        return "user" if o == "user" else "character" if o == "character" else "person"
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.")
    print("\n| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    low = []
    for sl in ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
               "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
               "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet",
               "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]:
        fs = [e for e in facts if e["slot"][0] == sl]
        cnt = collections.Counter(okind(e["owner"]) for e in fs)
        ur = sum(e["required"] for e in fs if e["owner"] == "user")
        if sl != "relation" and ur < 3:
            low.append(sl)
        print(f"| {sl} | {cnt['user']} | {cnt['person']} | {cnt['character']} | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {ur} |")
    print("\nSlots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
