"""Assemble blind extraction set 8: shuffle with seed 8, number b8-001..., write blind_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(8).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b8-{i:03d}"
        neg = c["_neg"]
        kind = c["_kind"]
        out = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        c["id"] = cid
        lines.append(json.dumps(out, ensure_ascii=False))
        if neg:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, tags)

def stats(cases, tags):
    facts = [(c, e) for c in cases for e in c["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"cases {len(cases)}, facts {len(facts)}, required {req}, not required {len(facts) - req}")
    print("empty expect:", sum(not c["expect"] for c in cases), " tagged:", len(tags))
    print("kinds:", dict(Counter(c["_kind"] for c in cases)))
    g = [c for c in cases if c["_kind"] == "group"]
    print("groups with me:", sum(c["me"] is not None for c in g), " with exporter_me:", sum(c["me"] is None for c in g))
    print("multi-turn:", sum(len(c["turns"]) > 1 for c in cases), " dated:", sum(any("at" in t for t in c["turns"]) for c in cases))
    tagset = set(tags)
    print("| lang | cases | % | facts | required | tagged |")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['id'] in tagset for c in cs)} |")
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("| owner | facts | required |")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case, summed):", sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
    from check_slots import SLOTS
    t = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        t[s][kind(e["owner"])] += 1
        t[s]["all"] += 1
        t[s]["req"] += e["required"]
        t[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    for s in SLOTS:
        r = t[s]
        print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |")
    low = [s for s in SLOTS if s != "relation" and t[s]["ureq"] < 3]
    print("slots with < 3 required user facts:", low)

if __name__ == "__main__":
    main()
