"""Counts for the README. Usage: python3 stats.py [path]"""
import json, sys, os
from collections import Counter, defaultdict

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer",
         "job_title", "industry", "school", "major", "degree", "partner", "family", "relation",
         "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book",
         "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place",
         "language", "email", "phone"]


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


def main(path, tags_path):
    cases = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    tags = set(json.load(open(tags_path, encoding="utf-8")))
    n = len(cases)
    facts = [f for c in cases for f in c["expect"]]
    print(f"cases {n}, facts {len(facts)}, required {sum(f['required'] for f in facts)}, "
          f"not required {sum(not f['required'] for f in facts)}")
    print(f"empty expect {sum(not c['expect'] for c in cases)} (tagged {sum(not c['expect'] and c['id'] in tags for c in cases)}), tagged {len(tags)} ({100*len(tags)/n:.0f} %)")
    groups = [c for c in cases if c["me"] is not None or any("speaker" in t for t in c["turns"])]
    print(f"groups {len(groups)} (me set {sum(c['me'] is not None for c in groups)}, exporter_me {sum(c['me'] is None for c in groups)}), "
          f"character {sum(c['character'] is not None for c in cases)} {[c['character'] for c in cases if c['character']]}, "
          f"dated {sum(any('at' in t for t in c['turns']) for c in cases)}")
    tc = Counter(len(c["turns"]) for c in cases)
    print(f"turns: 1-turn {tc[1]}, multi-turn {n - tc[1]}")
    print("| lang | cases | % cases | facts | required | tagged |")
    print("|---|---|---|---|---|---|")
    for lg in ["zh", "en", "mix"]:
        cs = [c for c in cases if c["lang"] == lg]
        fs = [f for c in cs for f in c["expect"]]
        print(f"| {lg} | {len(cs)} | {100*len(cs)/n:.1f} % | {len(fs)} | {sum(f['required'] for f in fs)} | {sum(c['id'] in tags for c in cs)} |")
    print(f"| total | {n} | 100 % | {len(facts)} | {sum(f['required'] for f in facts)} | {len(tags)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ["user", "person", "character"]:
        fs = [f for f in facts if okind(f["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(f['required'] for f in fs)} |")
    print("distinct person owners:", len({(c['id'], f['owner']) for c in cases for f in c['expect'] if f['owner'].startswith('p:')}))
    print("\n| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    tab = defaultdict(Counter)
    for f in facts:
        s = f["slot"][0]
        tab[s][okind(f["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += f["required"]
        tab[s]["ureq"] += f["required"] and f["owner"] == "user"
    low = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            low.append(s)
    print("slots with < 3 required user facts:", low or "none")


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.join(here, "..")
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "blind_set.jsonl"),
         sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "tags.json"))
