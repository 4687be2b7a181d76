"""The blind recall set (benchmarks/blind/recall, issue #30): is each query's answer in the top K of `mem recall`?

Written by someone who saw no ranking code (see its README). The corpus (a diary
and a chat) is imported and flushed into a fresh store by a checkout's own `mem`
(its .venv), through the CLI only; a query counts when one of its answers is a
substring of a top-K hit's text or of the text of a record the hit cites.
Shares per kind (paraphrase, crosslingual, subword, onechar, exact) and language.
A query of a set with ``parts`` (one list of answers per question it asks,
benchmarks/blind/multiq) counts when every part is found so; ``parts`` then
also gives the share of parts found.

usage: python benchmarks/blind_recall.py --code CHECKOUT --work DIR [--mode semantic] [--k 3] [--out F]
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--code", required=True)
ap.add_argument("--set", default=str(Path(__file__).resolve().parent / "blind" / "recall"))
ap.add_argument("--work", required=True)
ap.add_argument("--mode", default=None)
ap.add_argument("--k", type=int, default=3)
ap.add_argument("--reuse", action="store_true")
ap.add_argument("--out")
a = ap.parse_args()
code = Path(a.code); py = code / ".venv/bin/python"
home = Path(a.work); S = Path(a.set)
env = dict(os.environ, MEM_HOME=str(home), HF_HUB_OFFLINE="1")
env.pop("MEM_STORE", None)
def mem(*args):
    p = subprocess.run([str(py), "-m", "memcli", *args], env=env, capture_output=True, text=True, cwd=code)
    if p.returncode: raise SystemExit(f"mem {args[:2]} failed: {p.stderr[-500:]}")
    return p.stdout
if not (a.reuse and (home / "mem.db").exists()):
    if home.exists():
        import shutil; shutil.rmtree(home)
    home.mkdir(parents=True)
    mem("import", str(S / "corpus/diary.md"), str(S / "corpus/chat.json"))
    t = time.time(); mem("flush"); print(f"flush {time.time()-t:.1f}s", file=sys.stderr)
# record id -> text
texts = {}
for line in mem("export", "--format", "jsonl").splitlines():
    d = json.loads(line)
    if d.get("type") == "record":
        texts[d["id"]] = d.get("text") or ""
def norm(s): return s
res = collections.defaultdict(lambda: [0, 0]); part_res = collections.defaultdict(lambda: [0, 0]); fails = []
for line in open(S / "queries.jsonl", encoding="utf-8"):
    q = json.loads(line)
    args = ["recall", q["query"], "--json", "-n", str(a.k)]
    if a.mode: args += ["--mode", a.mode]
    hits = json.loads(mem(*args))[: a.k]
    blobs = [h.get("text", "") + "\n" + "\n".join(texts.get(s, "") for s in h.get("sources", [])) for h in hits]
    parts = q.get("parts") or [q["answers"]]
    found = [any(ans in blob for blob in blobs for ans in answers) for answers in parts]
    ok = all(found)
    for key in ("all", q["kind"], q["lang"]):
        res[key][0] += ok; res[key][1] += 1
        part_res[key][0] += sum(found); part_res[key][1] += len(found)
    if not ok: fails.append(q["id"])
out = {k: {"hit": v[0], "n": v[1], "share": round(v[0] / v[1], 3)} for k, v in sorted(res.items())}
if any(n != res[k][1] for k, (_f, n) in part_res.items()):  # a set whose queries ask several things
    for k, (f, n) in part_res.items():
        out[k]["parts"] = {"found": f, "n": n, "share": round(f / n, 3)}
print(json.dumps(out, ensure_ascii=False, indent=1))
if a.out: Path(a.out).write_text(json.dumps({"scores": out, "fails": fails}, ensure_ascii=False, indent=1))
