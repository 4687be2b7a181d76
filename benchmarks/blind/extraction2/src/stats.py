"""Counts for the README."""
import json, os, collections
here = os.path.dirname(os.path.abspath(__file__))
cases = [json.loads(l) for l in open(os.path.join(here, "..", "blind_set.jsonl"), encoding="utf-8")]
tags = set(json.load(open(os.path.join(here, "..", "tags.json"), encoding="utf-8")))
facts = [f for c in cases for f in c["expect"]]
print(f"cases {len(cases)} facts {len(facts)} required {sum(f['required'] for f in facts)} optional {sum(not f['required'] for f in facts)}")
print("empty", sum(1 for c in cases if not c["expect"]), "tagged", len(tags))
grp = [c for c in cases if any("speaker" in t for t in c["turns"])]
print("group", len(grp), "with me", sum(1 for c in grp if c["me"]), "exporter", sum(1 for c in grp if not c["me"]))
print("character", sum(1 for c in cases if c["character"]), "dated", sum(1 for c in cases if any("at" in t for t in c["turns"])))
print("\n| lang | cases | % cases | facts | required |\n|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == lg]; fs = [f for c in cs for f in c["expect"]]
    print(f"| {lg} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(f['required'] for f in fs)} |")
print(f"| total | {len(cases)} | 100 % | {len(facts)} | {sum(f['required'] for f in facts)} |")
def kind(o): return "user" if o == "user" else "character" if o == "character" else "person"
print("\n| owner | facts | required |\n|---|---|---|")
for k, lab in (("user", "user"), ("person", "person (p:…)"), ("character", "character")):
    fs = [f for f in facts if kind(f["owner"]) == k]
    print(f"| {lab} | {len(fs)} | {sum(f['required'] for f in fs)} |")
print("\nDistinct person owners:", len({f["owner"] for f in facts if f["owner"].startswith("p:")}))
order = ["name","nickname","age","birthday","gender","hometown","city","employer","job_title","industry","school","major","degree","partner","family","relation","pet","pet_name","hobby","instrument","sport","fav_music","fav_food","fav_book","fav_film","dislike","diet","allergy","health","plan","belonging","place","language","email","phone"]
cnt = collections.Counter(); req = collections.Counter(); ureq = collections.Counter()
for f in facts:
    s = f["slot"][0]; cnt[(s, kind(f["owner"]))] += 1; req[s] += f["required"]
    if f["owner"] == "user" and f["required"]: ureq[s] += 1
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
for s in order:
    a = sum(cnt[(s, k)] for k in ("user", "person", "character"))
    print(f"| {s} | {cnt[(s,'user')]} | {cnt[(s,'person')]} | {cnt[(s,'character')]} | {a} | {req[s]} | {ureq[s]} |")
low = [s for s in order if s != "relation" and ureq[s] < 3]
print("\nslots with <3 required user facts:", low)
