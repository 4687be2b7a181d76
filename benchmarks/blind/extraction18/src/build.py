"""Assemble blind set 18: shuffle with seed 18, number b18-001..., write ../blind_set.jsonl and ../tags.json,
print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")


def main():
    cases = list(h.CASES)
    random.Random(18).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b18-{i:03d}"
        c["id"] = cid
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False)
    stats(cases, tags)


def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print("empty expect:", sum(not c["expect"] for c in cases), " tagged:", len(tags),
          f"({100 * len(tags) / len(cases):.0f} %)")
    grp = [c for c in cases if c["kind"] == "group"]
    print("groups:", len(grp), "with me:", sum(c["me"] is not None for c in grp),
          "exporter_me:", sum(c["me"] is None for c in grp),
          "speakers:", dict(sorted(Counter(len({t["speaker"] for t in c["turns"]}) for c in grp).items())))
    print("companions:", sum(c["character"] is not None for c in cases),
          "multi-turn:", sum(len(c["turns"]) > 1 for c in cases))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
    print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
    for k in ("short", "diary", "companion", "group"):
        n = [sum(c["kind"] == k and c["lang"] == lg for c in cases) for lg in ("zh", "en", "mix")]
        print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("\n| owner | facts | required |\n|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    for s in ("name nickname age birthday gender hometown city employer job_title industry school major degree "
              "partner family relation pet pet_name hobby instrument sport fav_music fav_food fav_book fav_film "
              "dislike diet allergy health plan belonging place language email phone").split():
        t = tab[s]
        flag = "" if s == "relation" or t["ureq"] >= 3 else "  <-- fewer than 3"
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |{flag}")


if __name__ == "__main__":
    main()
