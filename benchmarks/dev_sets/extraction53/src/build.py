"""Assemble dev set 53: shuffle with seed 53, number d53-001..., write dev_set.jsonl and tags.json,
print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

cases = list(h.CASES)
random.Random(53).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"d53-{i:03d}"
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
    if c["_tag"]:
        tags.append(cid)
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)
    f.write("\n")

facts = [e for c in cases for e in c["expect"]]
kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({sum(e['required'] for e in facts)} `required: true`, "
      f"{sum(not e['required'] for e in facts)} `required: false`).")
print(f"- Cases with `expect: []`: {sum(not c['expect'] for c in cases)}. Tagged cases: {len(tags)} "
      f"({100 * len(tags) / len(cases):.0f} %).")
k = Counter(c["_kind"] for c in cases)
print(f"- Kinds: {k['group_me'] + k['group_exporter']} group chats ({k['group_me']} with `me`, "
      f"{k['group_exporter']} with `exporter_me`), {k['companion']} multi-turn companion chats "
      f"(named: {', '.join(sorted({c['character'] for c in cases if c['character']}))}), {k['diary']} diary entries, "
      f"{k['short']} one- to three-message chats.")
print()
print("| lang | cases | % | facts | required | tagged | group | companion | diary | short |")
print("|---|---|---|---|---|---|---|---|---|---|")
for lang in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == lang]
    fs = [e for c in cs for e in c["expect"]]
    kk = Counter(c["_kind"] for c in cs)
    print(f"| {lang} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
          f"{sum(c['_tag'] for c in cs)} | {kk['group_me'] + kk['group_exporter']} | {kk['companion']} | {kk['diary']} | {kk['short']} |")
print()
print("| owner | facts | required |")
print("|---|---|---|")
for ok in ("user", "person", "character"):
    fs = [e for e in facts if kind(e["owner"]) == ok]
    print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print()
print(f"Person owners (distinct per case, summed): "
      f"{sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)}.")
print()
print("| slot | user | person | character | all | required | user required |")
print("|---|---|---|---|---|---|---|")
tab = defaultdict(Counter)
for e in facts:
    s = e["slot"][0]
    tab[s][kind(e["owner"])] += 1
    tab[s]["all"] += 1
    tab[s]["req"] += e["required"]
    tab[s]["ureq"] += e["required"] and e["owner"] == "user"
low = []
for s in ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
          "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
          "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
          "belonging", "place", "language", "email", "phone"]:
    t = tab[s]
    print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    if s != "relation" and t["ureq"] < 3:
        low.append(s)
print()
print("slots with < 3 required user facts (first slot):", low or "none")
