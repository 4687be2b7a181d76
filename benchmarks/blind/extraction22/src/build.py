"""Assemble blind extraction set 22: shuffle with seed 22, number b22-001..., write blind_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(22).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b22-{i:03d}"
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, rows, tags)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def stats(cases, rows, tags):
    facts = [e for r in rows for e in r["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"cases {len(rows)}, facts {len(facts)} ({req} required, {len(facts) - req} not)")
    print("empty expect:", sum(not r["expect"] for r in rows), " tagged:", len(tags), f"({100 * len(tags) / len(rows):.0f} %)")
    groups = [c for c in cases if c["kind"] == "group"]
    print("groups:", len(groups), "me:", sum(c["me"] is not None for c in groups), "exporter_me:", sum(c["me"] is None for c in groups),
          "speakers:", dict(Counter(len({t["speaker"] for t in c["turns"]}) for c in groups)))
    print("companions:", sum(c["kind"] == "companion" for c in cases), "turns per case:", dict(sorted(Counter(len(c["turns"]) for c in cases).items())))
    print("| lang | cases | % | facts | required | tagged |")
    tagged = set(tags)
    for lang in ("zh", "en", "mix"):
        rs = [r for r in rows if r["lang"] == lang]
        fs = [e for r in rs for e in r["expect"]]
        print(f"| {lang} | {len(rs)} | {100 * len(rs) / len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(r['id'] in tagged for r in rs)} |")
    print("| kind | zh | en | mix | all |")
    for k in ("short", "diary", "companion", "group"):
        n = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"| {k} | {n['zh']} | {n['en']} | {n['mix']} | {sum(n.values())} |")
    print("| owner | facts | required |")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("person owners (distinct per case, summed):", sum(len({e["owner"] for e in r["expect"] if e["owner"].startswith("p:")}) for r in rows))
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][okind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |")
    low = []
    for s in ("name nickname age birthday gender hometown city employer job_title industry school major degree partner family relation "
              "pet pet_name hobby instrument sport fav_music fav_food fav_book fav_film dislike diet allergy health plan belonging place "
              "language email phone").split():
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    main()
