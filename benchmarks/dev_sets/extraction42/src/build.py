"""Assemble dev set 42: shuffle with seed 42, number d42-001..., write ../dev_set.jsonl and
../tags.json, print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they register cases in h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = list(h.CASES)
    random.Random(42).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d42-{i:03d}"
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
    report(cases, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def report(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, "
          f"{len(facts) - req} `required: false`).")
    print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. "
          f"Tagged cases: {len(tags)} ({100 * len(tags) / len(cases):.0f} %).")
    sd = [c for c in cases if c["kind"] in ("short", "diary")]
    print(f"- Tagged among short chats and diaries: {sum(c['tag'] for c in sd)} of {len(sd)} "
          f"({100 * sum(c['tag'] for c in sd) / len(sd):.0f} %).")
    groups = [c for c in cases if c["kind"] == "group"]
    nme = sum(c["me"] is not None for c in groups)
    sizes = Counter(len({t["speaker"] for t in c["turns"]}) for c in groups)
    print(f"- Group chats: {len(groups)} ({nme} with `me`, {len(groups) - nme} with `exporter_me`); "
          f"speakers per group: {dict(sorted(sizes.items()))}.")
    comps = [c for c in cases if c["kind"] == "comp"]
    print(f"- Named companions: {len({c['character'] for c in comps})} ({len(comps)} cases). "
          f"Multi-turn cases: {sum(len(c['turns']) > 1 for c in cases)} "
          f"{dict(sorted(Counter(len(c['turns']) for c in cases if len(c['turns']) > 1).items()))}.")
    print()
    print("| lang | cases | % | facts | required | tagged |")
    print("|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print()
    print("| kind | zh | en | mix | all |")
    print("|---|---|---|---|---|")
    for k in ("short", "diary", "comp", "group"):
        n = [sum(c["kind"] == k and c["lang"] == lg for c in cases) for lg in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print()
    print("Person owners (distinct per case, summed):",
          sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
    print()
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        if e["required"]:
            tab[s]["req"] += 1
            if e["owner"] == "user":
                tab[s]["ureq"] += 1
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    short = []
    for s in ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
              "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
              "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
              "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
              "language", "email", "phone"]:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            short.append(s)
    print()
    print("slots under 3 required user facts:", short or "none")


if __name__ == "__main__":
    main()
