#!/usr/bin/env python3
"""Validator for the blind_multiq2 evaluation set (standard library only)."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []

def err(msg):
    errors.append(msg)

# ---- diary ----
diary_text = open(os.path.join(HERE, "corpus", "diary.md"), encoding="utf-8").read()
records = []  # (record_id, text)
heads = list(re.finditer(r"^## (\d{4}-\d{2}-\d{2})\s*$", diary_text, flags=re.M))
dates = []
for i, m in enumerate(heads):
    end = heads[i + 1].start() if i + 1 < len(heads) else len(diary_text)
    body = diary_text[m.end():end].strip()
    dates.append(m.group(1))
    records.append(("diary:" + m.group(1), body))
    if not body:
        err("empty diary entry " + m.group(1))
    if not m.group(1).startswith("2025-"):
        err("diary date not in 2025: " + m.group(1))
if len(heads) != 60:
    err("expected 60 diary entries, got %d" % len(heads))
if len(set(dates)) != len(dates):
    err("duplicate diary dates")
if dates != sorted(dates):
    err("diary dates not in order")

def has_cjk(s):
    return re.search(r"[\u4e00-\u9fff]", s) is not None

def has_latin_word(s):
    return re.search(r"[A-Za-z]{2,}", s) is not None

dlang = Counter()
for rid, body in records:
    c, l = has_cjk(body), has_latin_word(body)
    dlang["zh" if c and not l else "en" if l and not c else "mix"] += 1

# ---- chat ----
chat = json.load(open(os.path.join(HERE, "corpus", "chat.json"), encoding="utf-8"))
if not isinstance(chat, list) or len(chat) != 100:
    err("expected 100 chat messages, got %s" % (len(chat) if isinstance(chat, list) else type(chat)))
ts_re = re.compile(r"^2025-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$")
prev = ""
for i, msg in enumerate(chat):
    if set(msg) != {"role", "content", "timestamp"}:
        err("chat %d has keys %s" % (i, sorted(msg)))
    want = "user" if i % 2 == 0 else "assistant"
    if msg.get("role") != want:
        err("chat %d role %r, expected %r" % (i, msg.get("role"), want))
    ts = msg.get("timestamp", "")
    if not ts_re.match(ts):
        err("chat %d bad timestamp %r" % (i, ts))
    if ts <= prev:
        err("chat %d timestamp not increasing" % i)
    prev = ts
    records.append(("chat:%d" % i, msg.get("content", "")))

# ---- queries ----
queries = []
for n, line in enumerate(open(os.path.join(HERE, "queries.jsonl"), encoding="utf-8"), 1):
    if line.strip():
        try:
            queries.append(json.loads(line))
        except ValueError as e:
            err("queries.jsonl line %d: %s" % (n, e))
if len(queries) != 120:
    err("expected 120 queries, got %d" % len(queries))
ids = [q.get("id") for q in queries]
if len(set(ids)) != len(ids):
    err("duplicate query ids")

kinds = Counter(q.get("kind") for q in queries)
want_kinds = {"multi": 60, "chained": 20, "noisy": 20, "single": 20}
if dict(kinds) != want_kinds:
    err("kind counts %s != %s" % (dict(kinds), want_kinds))
langs = Counter(q.get("lang") for q in queries)
if set(langs) - {"zh", "en", "mix"}:
    err("unknown lang values %s" % langs)
multi_sizes = Counter(len(q["parts"]) for q in queries if q.get("kind") == "multi")
if not (40 <= multi_sizes.get(2, 0) <= 50 and 10 <= multi_sizes.get(3, 0) <= 20
        and sum(multi_sizes.values()) == multi_sizes.get(2, 0) + multi_sizes.get(3, 0)):
    err("multi part sizes off: %s" % dict(multi_sizes))

n_answers = 0
for q in queries:
    qid = q.get("id")
    for key in ("id", "query", "parts", "kind", "lang"):
        if key not in q:
            err("%s missing %s" % (qid, key))
    parts = q.get("parts", [])
    if q.get("kind") != "multi" and len(parts) != 1:
        err("%s: kind %s must have exactly 1 part" % (qid, q.get("kind")))
    # query language label sanity
    c, l = has_cjk(q["query"]), has_latin_word(q["query"])
    auto = "zh" if c and not l else "en" if l and not c else "mix"
    if auto != q.get("lang"):
        err("%s: lang %s but text looks %s" % (qid, q.get("lang"), auto))
    targets = []
    for pi, alts in enumerate(parts):
        if not (isinstance(alts, list) and 1 <= len(alts) <= 3):
            err("%s part %d: need 1-3 alternatives" % (qid, pi))
            continue
        part_targets = set()
        for a in alts:
            n_answers += 1
            hits = [rid for rid, text in records if a in text]
            if len(hits) != 1:
                err("%s part %d: %r occurs in %d records %s" % (qid, pi, a, len(hits), hits[:5]))
            else:
                part_targets.add(hits[0])
        if len(part_targets) > 1:
            err("%s part %d: alternatives point to different records %s" % (qid, pi, part_targets))
        targets.append(part_targets)
    flat = [t for s in targets for t in s]
    if q.get("kind") == "multi" and len(set(flat)) != len(flat):
        err("%s: two parts share a target record" % qid)

if errors:
    for e in errors:
        print("ERROR:", e)
    print("FAIL: %d problem(s)" % len(errors))
    sys.exit(1)
print("diary langs:", dict(dlang), "| query langs:", dict(langs), "| kinds:", dict(kinds),
      "| multi sizes:", dict(multi_sizes))
print("PASS: 60 diary entries, 100 chat messages, 120 queries, %d answer substrings each in exactly one record" % n_answers)
