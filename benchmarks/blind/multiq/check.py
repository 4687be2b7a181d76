#!/usr/bin/env python3
"""Validator for the blind multi-question evaluation set (standard library only)."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []

def err(msg):
    errors.append(msg)

# --- diary ---
diary_text = open(os.path.join(HERE, "corpus", "diary.md"), encoding="utf-8").read()
entries = []  # (date, text)
cur = None
for line in diary_text.splitlines():
    m = re.match(r"^## (\d{4}-\d{2}-\d{2})\s*$", line)
    if m:
        cur = [m.group(1), []]
        entries.append(cur)
    elif cur is not None:
        cur[1].append(line)
    elif line.strip():
        err("text before first diary heading: %r" % line)
entries = [(d, "\n".join(t).strip()) for d, t in entries]
if len(entries) != 60:
    err("diary entries: %d (want 60)" % len(entries))
dates = [d for d, _ in entries]
if dates != sorted(dates):
    err("diary dates not in order")
if len(set(dates)) != len(dates):
    err("duplicate diary dates")
for d, t in entries:
    if not d.startswith("2025-"):
        err("diary date not in 2025: " + d)
    if not t:
        err("empty diary entry " + d)

# --- chat ---
chat = json.load(open(os.path.join(HERE, "corpus", "chat.json"), encoding="utf-8"))
if not isinstance(chat, list) or len(chat) != 100:
    err("chat messages: %d (want 100)" % (len(chat) if isinstance(chat, list) else -1))
for i, msg in enumerate(chat):
    if set(msg) != {"role", "content", "timestamp"}:
        err("chat %d keys %s" % (i, sorted(msg)))
    want = "user" if i % 2 == 0 else "assistant"
    if msg.get("role") != want:
        err("chat %d role %r (want %s)" % (i, msg.get("role"), want))
    if not re.match(r"^2025-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$", msg.get("timestamp", "")):
        err("chat %d bad timestamp %r" % (i, msg.get("timestamp")))
ts = [m["timestamp"] for m in chat]
if ts != sorted(ts):
    err("chat not in time order")

records = [("diary:" + d, t) for d, t in entries] + [("chat:%d" % i, m["content"]) for i, m in enumerate(chat)]

# --- queries ---
queries = []
with open(os.path.join(HERE, "queries.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if line.strip():
            try:
                queries.append(json.loads(line))
            except ValueError as e:
                err("queries.jsonl line %d: %s" % (n, e))
if len(queries) != 120:
    err("queries: %d (want 120)" % len(queries))
ids = [q.get("id") for q in queries]
if len(set(ids)) != len(ids):
    err("duplicate query ids")

kinds = Counter(q.get("kind") for q in queries)
want_kinds = {"multi": 60, "chained": 20, "noisy": 20, "single": 20}
if dict(kinds) != want_kinds:
    err("kind counts %s (want %s)" % (dict(kinds), want_kinds))
langs = Counter(q.get("lang") for q in queries)
if set(langs) - {"zh", "en", "mix"}:
    err("bad lang values %s" % dict(langs))
nparts = Counter(len(q["parts"]) for q in queries if q.get("kind") == "multi")
if nparts.get(2, 0) + nparts.get(3, 0) != 60 or not (40 <= nparts.get(2, 0) <= 50):
    err("multi part counts %s (want ~45 two-part, ~15 three-part)" % dict(nparts))

for q in queries:
    qid = q.get("id")
    if set(q) != {"id", "query", "parts", "kind", "lang"}:
        err("%s keys %s" % (qid, sorted(q)))
    if not isinstance(q.get("query"), str) or "\n" in q["query"] or not q["query"].strip():
        err("%s bad query text" % qid)
    parts = q.get("parts")
    if not isinstance(parts, list) or not parts:
        err("%s parts empty" % qid)
        continue
    if q.get("kind") == "multi" and len(parts) not in (2, 3):
        err("%s multi with %d parts" % (qid, len(parts)))
    if q.get("kind") != "multi" and len(parts) != 1:
        err("%s %s with %d parts" % (qid, q.get("kind"), len(parts)))
    targets = []
    for pi, alts in enumerate(parts):
        if not isinstance(alts, list) or not 1 <= len(alts) <= 3:
            err("%s part %d: want 1-3 alternatives" % (qid, pi))
            continue
        part_targets = set()
        for a in alts:
            hits = [rid for rid, text in records if a in text]
            if len(hits) != 1:
                err("%s part %d: %r occurs in %d records %s" % (qid, pi, a, len(hits), hits[:4]))
            else:
                part_targets.add(hits[0])
        if len(part_targets) > 1:
            err("%s part %d: alternatives point to different records %s" % (qid, pi, sorted(part_targets)))
        targets.extend(part_targets)
    if len(targets) != len(set(targets)):
        err("%s: two parts share one target record %s" % (qid, targets))

if errors:
    for e in errors:
        print("ERROR:", e)
    print("FAIL: %d error(s)" % len(errors))
    sys.exit(1)
print("PASS: 60 diary entries, 100 chat messages, 120 queries (kinds %s; langs %s; multi parts %s); all %d answer substrings unique"
      % (dict(kinds), dict(langs), dict(sorted(nparts.items())),
         sum(len(a) for q in queries for a in q["parts"])))
