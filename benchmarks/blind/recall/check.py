#!/usr/bin/env python3
"""Check the blind recall query set against its corpus (stdlib only).

Usage:
  python3 check.py                 # validate queries.jsonl (+ backend_queries.jsonl if present)
  python3 check.py --grep TEXT ... # show which records contain TEXT (authoring helper)
  python3 check.py --stats         # corpus statistics

A "record" is one diary entry (a `## YYYY-MM-DD` heading and the text under it)
or one chat message.  Every answer substring must occur exactly once in the
whole corpus, i.e. in exactly one record and only once inside it.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DIARY = os.path.join(HERE, "corpus", "diary.md")
CHAT = os.path.join(HERE, "corpus", "chat.json")
QUERIES = os.path.join(HERE, "queries.jsonl")
BACKEND = os.path.join(HERE, "backend_queries.jsonl")

KINDS = {"paraphrase", "crosslingual", "subword", "onechar", "exact"}
LANGS = {"zh", "en", "mix"}
MIN_KIND = {"paraphrase": 40, "crosslingual": 35, "subword": 20, "onechar": 10, "exact": 1}
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LATIN = re.compile(r"[A-Za-z]")


def load_records():
    recs = []  # (record_id, text)
    with open(DIARY, encoding="utf-8") as f:
        diary = f.read()
    cur_id, buf = None, []
    for line in diary.splitlines():
        m = re.match(r"^## (\d{4}-\d{2}-\d{2})\s*$", line)
        if m:
            if cur_id:
                recs.append((cur_id, "\n".join(buf).strip()))
            cur_id, buf = "diary:" + m.group(1), [line]
        elif cur_id:
            buf.append(line)
    if cur_id:
        recs.append((cur_id, "\n".join(buf).strip()))
    with open(CHAT, encoding="utf-8") as f:
        chat = json.load(f)
    for i, msg in enumerate(chat):
        assert set(msg) == {"role", "content", "timestamp"}, msg
        assert msg["role"] in ("user", "assistant"), msg
        recs.append(("chat:%d:%s" % (i, msg["role"]), msg["content"]))
    return recs, diary, chat


def text_lang(s):
    c, l = len(CJK.findall(s)), len(LATIN.findall(s))
    if c and l >= 12:
        return "mix"
    if c:
        return "zh"
    return "en"


def grep(recs, needle):
    n = needle.lower()
    return [(rid, t) for rid, t in recs if n in t.lower()]


def main(argv):
    recs, diary, chat = load_records()
    if len(argv) > 1 and argv[1] == "--grep":
        for needle in argv[2:]:
            hits = grep(recs, needle)
            print("== %r: %d record(s)" % (needle, len(hits)))
            for rid, t in hits:
                print("   %s | %s" % (rid, t.replace("\n", " ")[:110]))
        return 0
    if len(argv) > 1 and argv[1] == "--stats":
        d = [r for r in recs if r[0].startswith("diary:")]
        c = [r for r in recs if r[0].startswith("chat:")]
        print("diary entries:", len(d), Counter(text_lang(t.split("\n", 1)[1]) for _, t in d))
        print("chat messages:", len(c), Counter(r[0].split(":")[2] for r in c),
              Counter(text_lang(t) for _, t in c))
        return 0

    errors, warnings = [], []
    ids = set()
    kinds, langs, kind_lang = Counter(), Counter(), Counter()
    with open(QUERIES, encoding="utf-8") as f:
        lines = [l for l in f.read().splitlines() if l.strip()]
    for ln, line in enumerate(lines, 1):
        try:
            q = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append("line %d: bad JSON: %s" % (ln, e))
            continue
        qid = q.get("id")
        where = "%s (line %d)" % (qid, ln)
        if set(q) != {"id", "query", "kind", "lang", "answers", "note"}:
            errors.append("%s: fields are %s" % (where, sorted(q)))
        if qid in ids:
            errors.append("%s: duplicate id" % where)
        ids.add(qid)
        if q.get("kind") not in KINDS:
            errors.append("%s: bad kind %r" % (where, q.get("kind")))
        if q.get("lang") not in LANGS:
            errors.append("%s: bad lang %r" % (where, q.get("lang")))
        kinds[q.get("kind")] += 1
        langs[q.get("lang")] += 1
        kind_lang[(q.get("kind"), q.get("lang"))] += 1
        query = q.get("query", "")
        if not query.strip():
            errors.append("%s: empty query" % where)
        answers = q.get("answers") or []
        if not answers:
            errors.append("%s: no answers" % where)
        ans_recs = []
        for a in answers:
            if CJK.search(a):
                if len(a) < 4:
                    errors.append("%s: Chinese answer %r shorter than 4 chars" % (where, a))
            elif len(a) < 8:
                errors.append("%s: English answer %r shorter than 8 chars" % (where, a))
            hits = [(rid, t.count(a)) for rid, t in recs if a in t]
            total = sum(n for _, n in hits)
            if len(hits) != 1 or total != 1:
                errors.append("%s: answer %r occurs %d time(s) in %s" % (where, a, total, [h[0] for h in hits]))
            else:
                ans_recs.append(hits[0][0])
        if len(set(ans_recs)) != len(ans_recs):
            errors.append("%s: two answers point at the same record" % where)
        kind = q.get("kind")
        text_of = dict(recs)
        if kind in ("subword", "onechar", "exact"):
            if kind == "onechar" and not (len(query) == 1 and CJK.match(query)):
                errors.append("%s: onechar query must be one Chinese character" % where)
            for rid in ans_recs:
                if query.lower() not in text_of[rid].lower():
                    errors.append("%s: %s query %r not inside answer record %s" % (where, kind, query, rid))
            others = [rid for rid, _ in grep(recs, query) if rid not in ans_recs]
            if others:
                errors.append("%s: query %r also occurs in unlisted records %s" % (where, query, others))
            # a subword query must not stand as a whole token in English answers
            if kind == "subword" and not CJK.search(query):
                for rid in ans_recs:
                    if re.search(r"\b%s\b" % re.escape(query), text_of[rid], re.I):
                        errors.append("%s: English subword query %r occurs as a whole word in %s" % (where, query, rid))
        if kind == "crosslingual":
            qzh = bool(CJK.search(query))
            for a in answers:
                if qzh and CJK.search(a):
                    errors.append("%s: crosslingual zh query but answer %r has Chinese" % (where, a))
                if not qzh and not CJK.search(a):
                    errors.append("%s: crosslingual en query but answer %r has no Chinese" % (where, a))
        if kind == "paraphrase":
            for rid in ans_recs:
                if query.lower() in text_of[rid].lower():
                    warnings.append("%s: paraphrase query %r occurs verbatim in %s" % (where, query, rid))

    for k, n in MIN_KIND.items():
        if kinds[k] < n:
            errors.append("kind %s: %d queries, need >= %d" % (k, kinds[k], n))
    if len(lines) < 120:
        errors.append("only %d queries, need >= 120" % len(lines))

    if os.path.exists(BACKEND):
        bids, bc = set(), Counter()
        with open(BACKEND, encoding="utf-8") as f:
            blines = [l for l in f.read().splitlines() if l.strip()]
        for ln, line in enumerate(blines, 1):
            b = json.loads(line)
            where = "backend %s (line %d)" % (b.get("id"), ln)
            allowed = {"id", "query", "corpus", "lang"} | ({"conv"} if b.get("corpus") == "locomo" else set())
            if set(b) != allowed:
                errors.append("%s: fields %s" % (where, sorted(b)))
            if b.get("id") in bids:
                errors.append("%s: duplicate id" % where)
            bids.add(b.get("id"))
            if b.get("corpus") not in ("sample_data", "locomo") or b.get("lang") not in LANGS:
                errors.append("%s: bad corpus/lang" % where)
            if b.get("corpus") == "locomo" and b.get("conv") not in range(7):
                errors.append("%s: bad conv" % where)
            bc[(b.get("corpus"), b.get("lang"))] += 1
        ns = sum(v for (c, _), v in bc.items() if c == "sample_data")
        nl = sum(v for (c, _), v in bc.items() if c == "locomo")
        if ns < 25 or nl < 35:
            errors.append("backend set: %d sample_data, %d locomo" % (ns, nl))
        print("backend queries:", len(blines), dict(sorted(bc.items())))

    for w in warnings:
        print("WARN ", w)
    for e in errors:
        print("ERROR", e)
    print("queries:", len(lines))
    print("by kind:", dict(sorted(kinds.items())))
    print("by lang:", dict(sorted(langs.items())))
    print("by kind x lang:", {"%s/%s" % k: v for k, v in sorted(kind_lang.items())})
    print("FAIL" if errors else "OK")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
