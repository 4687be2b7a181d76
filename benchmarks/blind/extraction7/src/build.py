"""Assemble blind set 7: shuffle with seed 7, number b7-001..., write blind_set.jsonl and tags.json, print counts."""
import json, os, random, collections
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(7).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"b7-{i:03d}"
    if c["_neg"]:
        tags.append(cid)
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)

# ---- counts ----
facts = [(c, e) for c in cases for e in c["expect"]]
print(f"{len(cases)} cases, {len(facts)} facts ({sum(e['required'] for _, e in facts)} required, "
      f"{sum(not e['required'] for _, e in facts)} not required); tagged {len(tags)}; "
      f"empty expect {sum(not c['expect'] for c in cases)}")
kinds = collections.Counter(c["_kind"] for c in cases)
print("kinds:", dict(kinds), "group me:", sum(1 for c in cases if c['_kind']=='group' and c['me']),
      "group exporter_me:", sum(1 for c in cases if c['_kind']=='group' and not c['me']),
      "dated:", sum(1 for c in cases if any('at' in t for t in c['turns'])))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == lg]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {lg} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['_neg'] for c in cs)} |")
def ok(e):
    o = e["owner"]
    return "user" if o == "user" else "character" if o == "character" else "person"
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for _, e in facts if ok(e) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nPerson owners (distinct per case, summed):", sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
SL = ["name","nickname","age","birthday","gender","hometown","city","employer","job_title","industry","school","major","degree","partner","family","relation","pet","pet_name","hobby","instrument","sport","fav_music","fav_food","fav_book","fav_film","dislike","diet","allergy","health","plan","belonging","place","language","email","phone"]
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for sl in SL:
    fs = [e for _, e in facts if e["slot"][0] == sl]
    cnt = {k: sum(1 for e in fs if ok(e) == k) for k in ("user", "person", "character")}
    ur = sum(1 for e in fs if ok(e) == "user" and e["required"])
    print(f"| {sl} | {cnt['user']} | {cnt['person']} | {cnt['character']} | {len(fs)} | {sum(e['required'] for e in fs)} | {ur} |")
    if sl != "relation" and ur < 3:
        low.append((sl, ur))
print("\nslots with < 3 required user facts:", low)
