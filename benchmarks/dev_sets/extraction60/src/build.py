"""Assemble dev set 60: shuffle with seed 60, number d60-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(60).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"d60-{i:03d}"
    row = {"id": cid}
    row.update({k: v for k, v in c.items() if not k.startswith("_")})
    rows.append((row, c["_kind"], c["_tag"]))
    if c["_tag"]:
        tags.append(cid)
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
    for row, _, _ in rows:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


facts = [(row, e) for row, _, _ in rows for e in row["expect"]]
req = sum(e["required"] for _, e in facts)
print(f"- **{len(rows)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts) - req} `required: false`).")
print(f"- Cases with `expect: []`: {sum(not r['expect'] for r, _, _ in rows)}. Tagged cases: {len(tags)} ({100 * len(tags) / len(rows):.0f} %).")
kinds = Counter(k for _, k, _ in rows)
gme = sum(1 for r, k, _ in rows if k == "group" and r["me"] is not None)
print(f"- Group chats: {kinds['group']} ({gme} with `me`, {kinds['group'] - gme} with `exporter_me`). "
      f"Companion chats: {kinds['comp']} ({', '.join(sorted({r['character'] for r, k, _ in rows if k == 'comp'}))}). "
      f"Diary entries: {kinds['diary']}. One- to three-message chats: {kinds['chat']}. "
      f"Dated turns: {sum(1 for r, _, _ in rows if any('at' in t for t in r['turns']))}.")
print()
print("| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    rs = [(r, t) for r, _, t in rows if r["lang"] == lg]
    fs = [e for r, _ in rs for e in r["expect"]]
    print(f"| {lg} | {len(rs)} | {100 * len(rs) / len(rows):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(t for _, t in rs)} |")
print()
print("| kind | cases | zh | en | mix |\n|---|---|---|---|---|")
for k in ("chat", "comp", "diary", "group"):
    cs = Counter(r["lang"] for r, kk, _ in rows if kk == k)
    print(f"| {k} | {kinds[k]} | {cs['zh']} | {cs['en']} | {cs['mix']} |")
print()
print("| owner | facts | required |\n|---|---|---|")
for ok in ("user", "person", "character"):
    fs = [e for _, e in facts if okind(e["owner"]) == ok]
    print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
persons = sum(len({e["owner"] for e in r["expect"] if e["owner"].startswith("p:")}) for r, _, _ in rows)
print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
SL = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
      "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
      "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet",
      "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
tab = defaultdict(Counter)
for _, e in facts:
    sl = e["slot"][0]
    tab[sl][okind(e["owner"])] += 1
    tab[sl]["all"] += 1
    tab[sl]["req"] += e["required"]
    if e["owner"] == "user" and e["required"]:
        tab[sl]["ureq"] += 1
print("| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for sl in SL:
    t = tab[sl]
    print(f"| {sl} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    if sl != "relation" and t["ureq"] < 3:
        low.append(sl)
print("\nslots with < 3 required user facts:", low or "none")
