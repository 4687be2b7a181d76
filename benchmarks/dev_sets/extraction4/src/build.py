"""Assemble dev set 4: python3 build.py  (writes ../dev_set.jsonl and ../tags.json, prints counts)."""
import json, os, random, sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    cases = list(h.CASES)
    random.Random(4).shuffle(cases)
    tags, lines = [], []
    for i, c in enumerate(cases, 1):
        cid = f"d4-{i:03d}"
        if c["_tag"]:
            tags.append(cid)
        rec = {"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
               "turns": c["turns"], "expect": c["expect"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(cases, tags)


def stats(cases, tags):
    n = len(cases)
    facts = [e for c in cases for e in c["expect"]]
    print(f"cases {n}, facts {len(facts)}, required {sum(e['required'] for e in facts)}, tagged {len(tags)}, "
          f"empty {sum(not c['expect'] for c in cases)}")
    grp = [c for c in cases if c["me"] is not None or any("speaker" in t for t in c["turns"])]
    print(f"group {len(grp)} (me {sum(c['me'] is not None for c in grp)}, exporter {sum(c['me'] is None for c in grp)}), "
          f"character {sum(bool(c['character']) for c in cases)}, dated {sum(any('at' in t for t in c['turns']) for c in cases)}")
    print("| lang | cases | % | facts | required | tagged |")
    for lg in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lg]
        fs = [e for c in cs for e in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100*len(cs)/n:.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['_tag'] for c in cs)} |")
    kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
    print("| owner | facts | required |")
    for k in ("user", "person", "character"):
        fs = [e for e in facts if kind(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("distinct person owners (per case):", sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
    tab = defaultdict(Counter)
    for e in facts:
        s = e["slot"][0]
        tab[s][kind(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("| slot | user | person | character | all | required | user required |")
    for s in ("name nickname age birthday gender hometown city employer job_title industry school major degree partner "
              "family relation pet pet_name hobby instrument sport fav_music fav_food fav_book fav_film dislike diet "
              "allergy health plan belonging place language email phone").split():
        t = tab[s]
        flag = "" if s == "relation" or t["ureq"] >= 4 else "  <-- under 4"
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |{flag}")


if __name__ == "__main__":
    main()
