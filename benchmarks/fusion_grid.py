#!/usr/bin/env python3
"""Fusion rules tried on every dev set at once: capture each question's candidates once, then score rules offline.

    # 1. capture (per benchmark, through its own harness and stores; one pickle each, outside the repository)
    python benchmarks/fusion_grid.py capture locomo   --cap ../grid/locomo.pkl   -- --data ../shared/data --stores ../locomo-stores
    python benchmarks/fusion_grid.py capture madial   --cap ../grid/madial.pkl   -- --data ../shared/data --stores ../madial-stores
    python benchmarks/fusion_grid.py capture memdaily --cap ../grid/memdaily.pkl -- --data PATH --haystack file --work ../md-work
    python benchmarks/fusion_grid.py capture lme      --cap ../grid/lme.pkl      -- --data PATH --work ../lme-work
    # 2. score the rules of RULES on all of them
    python benchmarks/fusion_grid.py grid ../grid/*.pkl --out benchmarks/results/fusion_grid.json

Why: semantic recall's rule (:func:`memcli.recall.hybrid.fuse`) has a few
numbers — the vector side's weight (per language), how much of the stored
vectors' mean is taken out of the query, the importance and recency
weights — and issue 30 asks for one chosen on several dev sets at once,
reported on each. Running a harness per rule and set takes an hour; here
each question is asked once (``capture``: the harness runs unchanged, with
its own store building, query and evidence, but ``quality_common.ask_mem``
replaced by a recorder), keeping what the fusion reads: the full-text
ranking (top 60, and top 100 for LongMemEval's 100 hits), fast mode's own
top 10 / 100, the 500 nearest vectors with and without the mean taken out,
each candidate's similarity both ways, time, importance, type and sources.
``grid`` then replays :func:`memcli.recall.hybrid.fuse` for each rule in
pure Python — the same reciprocal ranks, weights, recency, type weights and
same-record collapse — and scores recall@5/@10 as the harness does (a
derived item counts through at most three sources; LongMemEval: an answer
session among the first 5/10 distinct sessions of the first 100 hits). Rule
"today" reproduces the harness's ``mem semantic`` row exactly on the same
stores (checked on MADial-zh and LoCoMo), so the grid ranks rules as the
real code would; packs are not simulated (the chosen rule is confirmed by
the harnesses themselves, docs/quality.md).
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

HARNESS = {"locomo": "locomo", "madial": "madial_zh", "memdaily": "memdaily", "lme": "longmemeval"}
NEAR = 500
"""Nearest vectors kept per question (LongMemEval's 100 hits fuse the 500 nearest)."""
TYPE_WEIGHTS = {"record": 1.0, "event": 1.0, "profile": 1.0, "fact": 1.0, "agreement": 1.1, "emotion": 0.9,
                "relationship": 1.0, "identity": 1.0, "knowledge": 1.0}


# ------------------------------------------------------------------------------------------------ capture


class _Recorder:
    """Stands in for ``quality_common.ask_mem``: records one question's candidates and returns no answer."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []
        self._models: dict[str, Any] = {}
        self._means: dict[str, Any] = {}

    def record(self, store: Any, query: str, now: Any) -> dict[str, Any]:
        import numpy as np

        from memcli.recall import fulltext
        from memcli.recall.hits import load_hits
        from memcli.recall.hybrid import _details, _text_side, load_model, query_cjk_share
        from memcli.store.item_keys import item_key, split_key

        st, cfg, home = store.store(), store.cfg, str(store.home)
        model = self._models.get("e5") or self._models.setdefault("e5", load_model(cfg, store.home))
        index = st.vectors.searchable(model.model_name)
        q = np.asarray(model.encode_query(query), dtype=np.float32)
        mean = self._means.get(home)
        if mean is None:
            full = np.asarray(index.matrix, dtype=np.float32) * np.asarray(index.scale, dtype=np.float32)[:, None]
            mean = self._means[home] = full.mean(axis=0) if len(full) else np.zeros_like(q)
        text10 = _text_side(st, cfg, query, 10, None, None)
        text100 = _text_side(st, cfg, query, 100, None, None)
        fast10 = [item_key(h.kind, int(h.row_id)) for h in fulltext.search(st, query, limit=10)]
        fast100 = [item_key(h.kind, int(h.row_id)) for h in fulltext.search(st, query, limit=100)]
        keys = np.asarray(index.keys)
        near = [int(keys[r]) for r, _ in index.top(q, lo=0, hi=index.count, k=NEAR)]
        near_c = [int(keys[r]) for r, _ in index.top(q - mean, lo=0, hi=index.count, k=NEAR)]
        cand = dict.fromkeys([*(item_key(k, r) for k, r, _s, _t in text10 + text100), *near, *near_c, *fast10,
                              *fast100])
        ks = list(cand)
        rows = index.rows_for(ks)
        sims, sims_c = index.similarity(rows, q), index.similarity(rows, q - mean)
        info = _details(st, [split_key(k) for k in ks])
        hits = {item_key(h.kind, int(h.row_id)): h for h in load_hits(st, [(*split_key(k), 0.0) for k in ks])}
        out: dict[int, dict[str, Any]] = {}
        for k, s, sc in zip(ks, sims, sims_c):
            meta = info.get(split_key(k))
            hit = hits.get(k)
            out[k] = {"sim": float(s), "simc": float(sc),
                      "meta": None if meta is None else (meta["ts"], meta["importance"], meta["type"]),
                      "raw": list(hit.sources) if hit else [],
                      "src": store.to_external(hit.sources) if hit else []}
        return {"home": home, "query": query, "cjk": query_cjk_share(query), "now": _timestamp(store, now),
                "n": int(index.count),
                "text": [(item_key(k, r), float(s)) for k, r, s, _t in text10],
                "text100": [(item_key(k, r), float(s)) for k, r, s, _t in text100],
                "fast": fast10, "fast100": fast100, "near": near, "near_c": near_c, "cand": out}


def _timestamp(store: Any, now: Any) -> float:
    from datetime import datetime

    when = now if now is not None else store.now
    if when is None:
        return time.time()
    return datetime.fromisoformat(when).timestamp() if isinstance(when, str) else when.timestamp()


def capture(bench: str, cap: Path, argv: list[str]) -> int:
    import quality_common as qc

    rec = _Recorder()

    def ask(store: Any, query: str, *, chats: Any = None, now: Any = None, n: int = 10, semantic: bool = True,
            packs: bool = True) -> Any:
        rec.rows.append(rec.record(store, query, now))
        return qc.MemAnswer()

    def score(systems: Any, store: Any, answer: Any, *, qid: str, category: str, evidence: Any, **_kw: Any) -> None:
        rec.rows[-1].update(qid=qid, category=category, evidence=list(evidence), bench=bench)

    qc.ask_mem, qc.score_mem = ask, score
    module = __import__(HARNESS[bench])
    if bench == "lme":
        def lme_ask(q: Any, store: Any, systems: Any, **_kw: Any) -> None:
            rec.rows.append(rec.record(store, q.text, q.date))
            rec.rows[-1].update(qid=q.qid, category=q.category, evidence=list(q.answer_sessions), bench=bench)

        module.ask_mem = lme_ask
    scratch = cap.with_suffix(".harness.json")
    module.main([*argv, "--no-baselines", "--no-semantic", "--out", str(scratch)])
    cap.parent.mkdir(parents=True, exist_ok=True)
    with cap.open("wb") as fh:
        pickle.dump(rec.rows, fh)
    print(f"captured {len(rec.rows)} questions of {bench} into {cap}", file=sys.stderr)
    return 0


# ------------------------------------------------------------------------------------------------ replay


def _rank(pos: int, k: float = 60.0) -> float:
    return (k + 1.0) / (k + 1.0 + pos)


def fuse(c: dict[str, Any], *, wt: float = 1.0, wv: float = 0.5, wv_zh: float = 2.0, wi: float = 0.2, wr: float = 0.2,
         centre: float = 0.0, half_life: float = 365.0, mode: str = "semantic", limit: int = 10) -> list[int]:
    """The keys :func:`memcli.recall.hybrid.fuse` would return for this question under these numbers."""
    cand = c["cand"]
    if mode == "fast":
        return (c["fast"] if limit <= 10 else c["fast100"])[:limit]
    text = {k: s for k, s in (c["text100"] if limit > 60 else c["text"])[: max(limit, 60)] if s > 0}
    depth = max(limit * 5, 50)

    def sim(k: int) -> float:  # the mean's share: (q − α·μ)·x = q·x − α·(q·x − (q − μ)·x)
        return float(cand[k]["sim"] - centre * (cand[k]["sim"] - cand[k]["simc"]))

    if centre in (0.0, 1.0):
        near = c["near_c"] if centre else c["near"]
    else:  # the nearest under a partial centring lie among the nearest of the two extremes and the text candidates
        near = sorted((k for k in cand if cand[k]["sim"] == cand[k]["sim"]), key=lambda k: (-sim(k), k))
    vec = {k: sim(k) for k in near[:depth]}
    for k in text:
        if k not in vec and cand[k]["sim"] == cand[k]["sim"]:
            vec[k] = sim(k)
    tpos = {k: n for n, k in enumerate(sorted(text, key=lambda k: (-text[k], k)))}
    vpos = {k: n for n, k in enumerate(sorted(vec, key=lambda k: (-vec[k], k)))}
    w_vec = wv + c["cjk"] * (wv_zh - wv)
    scored = []
    for k in set(text) | set(vec):
        meta = cand[k]["meta"]
        if meta is None:
            continue
        ts, importance, kind_type = meta
        recency = 0.5 ** (max(0.0, c["now"] - ts) / (half_life * 86400.0))
        s = ((wt * _rank(tpos[k]) if k in tpos else 0.0) + (w_vec * _rank(vpos[k]) if k in vpos else 0.0)
             + wi * importance / 100.0 + wr * recency)
        scored.append((-s * TYPE_WEIGHTS.get(kind_type, 1.0), k))
    scored.sort()
    out: list[int] = []
    seen: set[str] = set()
    for _s, k in scored:  # items drawn from one same record collapse to the best of them
        raw = cand[k]["raw"]
        if len(raw) == 1:
            if raw[0] in seen:
                continue
            seen.add(raw[0])
        out.append(k)
        if len(out) >= limit:
            break
    return out


def _credited(items: list[list[str]]) -> set[str]:
    out: set[str] = set()
    for src in items:
        uniq = list(dict.fromkeys(src))
        if 0 < len(uniq) <= 3:
            out.update(uniq)
    return out


def found(c: dict[str, Any], ranked: list[int], k: int) -> float:
    """recall@k as the question's harness counts it."""
    cand = c["cand"]
    if c["bench"] == "lme":
        sessions: list[str] = []
        for key in ranked:
            for s in sorted(_credited([cand[key]["src"]]), key=cand[key]["src"].index):
                session = s.rsplit(":", 1)[0]
                if session not in sessions:
                    sessions.append(session)
        return 1.0 if set(c["evidence"]) & set(sessions[:k]) else 0.0
    if not c["evidence"]:
        return 0.0
    credited = _credited([cand[key]["src"] for key in ranked[:k]])
    return sum(1 for e in c["evidence"] if e in credited) / len(c["evidence"])


def evaluate(rows: list[dict[str, Any]], **rule: Any) -> tuple[float, float]:
    r5 = r10 = 0.0
    for c in rows:
        ranked = fuse(c, limit=100 if c["bench"] == "lme" else 10, **rule)
        r5 += found(c, ranked, 5)
        r10 += found(c, ranked, 10)
    return r5 / len(rows), r10 / len(rows)


TODAY = {"wv": 0.5, "wv_zh": 2.0, "wi": 0.2, "wr": 0.2, "centre": 0.0}
RULES: list[tuple[str, dict[str, Any]]] = [
    ("fast (full text only)", {"mode": "fast"}),
    ("before: vector weight 0.5, Chinese 2.0", TODAY),
    *[(f"one vector weight {w}", {**TODAY, "wv": w, "wv_zh": w}) for w in (0.5, 1.0, 1.5, 2.0)],
    *[(f"mean × {a} out, one weight {w}", {**TODAY, "centre": a, "wv": w, "wv_zh": w})
      for a in (0.5, 1.0) for w in (0.5, 1.0, 1.5, 2.0)],
    *[(f"mean × {a} out, one weight 1.5", {**TODAY, "centre": a, "wv": 1.5, "wv_zh": 1.5}) for a in (0.25, 0.75)],
    ("mean × 0.5 out, weight 0.5, Chinese 2.0", {**TODAY, "centre": 0.5}),
    ("mean × 0.5 out, one weight 1.5, importance 0.05", {**TODAY, "centre": 0.5, "wv": 1.5, "wv_zh": 1.5, "wi": 0.05}),
    ("… and recency 0.05", {**TODAY, "centre": 0.5, "wv": 1.5, "wv_zh": 1.5, "wi": 0.05, "wr": 0.05}),
]


def grid(caps: list[Path], out: Path | None) -> int:
    sets: dict[str, list[dict[str, Any]]] = {}
    for path in caps:
        with path.open("rb") as fh:
            rows = pickle.load(fh)
        sets.setdefault(rows[0]["bench"], []).extend(rows)
    report: dict[str, Any] = {"questions": {name: len(rows) for name, rows in sets.items()}, "rules": []}
    before = {name: evaluate(rows, **TODAY) for name, rows in sets.items()}
    for label, rule in RULES:
        scores = {name: evaluate(rows, **rule) for name, rows in sets.items()}
        worst = min(scores[n][1] - before[n][1] for n in sets)
        report["rules"].append({"rule": label, "numbers": rule, "worst_r10_change": round(worst, 4),
                                **{n: {"recall@5": round(s[0], 4), "recall@10": round(s[1], 4)} for n, s in scores.items()}})
        print(f"{label:48s} " + "  ".join(f"{n} {s[0]:.3f}/{s[1]:.3f}" for n, s in scores.items())
              + f"  worst Δr@10 {worst:+.3f}")
    if out is not None:
        out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("capture", help="run one harness, recording each question's candidates")
    c.add_argument("bench", choices=sorted(HARNESS))
    c.add_argument("--cap", type=Path, required=True, help="where the pickle goes (outside the repository)")
    c.add_argument("harness_args", nargs=argparse.REMAINDER, help="after --: the harness's own arguments")
    g = sub.add_parser("grid", help="score every rule of RULES on the captured questions")
    g.add_argument("caps", type=Path, nargs="+")
    g.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "capture":
        rest = [a for a in args.harness_args if a != "--"]
        return capture(args.bench, args.cap, rest)
    return grid(args.caps, args.out)


if __name__ == "__main__":
    raise SystemExit(main())
