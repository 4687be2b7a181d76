"""Assemble dev set 54: shuffle with seed 54, number d54-001..., write dev_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(54).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d54-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["_tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, rows, tags)

def kind_of(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"

def stats(cases, rows, tags):
    facts = [e for r in rows for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"{len(rows)} cases, {len(facts)} facts ({req} required, {len(facts)-req} not)")
    print("empty expect:", sum(not r["expect"] for r in rows), " tagged:", len(tags),
          f"({100*len(tags)/len(rows):.0f} %)")
    k = Counter(c["_kind"] for c in cases)
    print("kinds:", dict(k))
    g = [c for c in cases if c["_kind"] == "group"]
    print("groups with me:", sum(c["me"] is not None for c in g), " with exporter_me:", sum(c["me"] is None for c in g))
    print("companions:", sorted({c["character"] for c in cases if c["character"]}))
    print("multi-turn cases:", sum(len(r["turns"]) > 1 for r in rows))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        rs = [r for r in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100*len(rs)/len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(r['id'] in tags for r in rs)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for kd in ("user", "person", "character"):
        fs = [e for e in facts if kind_of(e["owner"]) == kd]
        print(f"| {kd} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nPerson owners (distinct per case, summed):",
          sum(len({e['owner'] for e in r['expect'] if e['owner'].startswith('p:')}) for r in rows))
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    from check_order import SLOTS
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
