"""Headroom of per-sentence vectors (issue 30): would a record's best sentence find it where its whole text does not?

Today a record has one vector, made from its whole text, so a query about one
sentence of a five-sentence diary entry is compared with the mean of all five.
This measures, without changing any store, what semantic recall would give if
each record of two or more sentences also had a vector per part and its
similarity were the best of its whole vector and its parts':

* ``sent``: one part per sentence;
* ``win2``: one part per pair of adjacent sentences;
* ``late``: one part per sentence, pooled from the whole text's forward pass (late chunking);

each optionally followed by ``@MIX`` (the record's similarity moves that share of the way from its whole
vector's to its best part's; 1 by default) and ``:N`` (a sentence of fewer than N letters or digits is no
part of its own), e.g. ``sent@0.5:8``.

Parts are encoded with the store's own model (``record_embed_text`` of the
part, so a chat turn keeps its ``speaker:``), kept in memory, and seen through
a wrapper of the store's vector index that :func:`memcli.recall.hybrid.fuse`
ranks with, so the text side, the fusion and the collapsing are the real ones.

Two ways to run it::

    # a dev recall set (crosslingual/ layout), on a store blind_recall.py imported and flushed
    python benchmarks/blind_recall.py --code . --set benchmarks/dev_sets/crosslingual --work W --mode semantic
    python benchmarks/sentence_vectors.py set --set benchmarks/dev_sets/crosslingual --work W --parts whole,sent,win2

    # a dev benchmark, with the parts installed (its own arguments follow)
    python benchmarks/sentence_vectors.py bench --parts sent madial_zh --data DATA --stores S --no-baselines

``set`` prints the top-3 share per kind (scored like blind_recall.py), where
the missed answers live (a record of one sentence or of several), and the
vector side alone: the rank of the best record holding the answer among all
vectors, with and without parts. Results: docs/quality.md, *Sentence vectors*.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import runpy
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

_END = re.compile(r"(?<=[。！？!?；;…])|(?<=[.](?=\s))|\n+")


def sentences(text: str) -> list[str]:
    """Sentences of *text* with at least four letters or digits (a shorter piece joins the one before)."""
    out: list[str] = []
    for piece in (p.strip() for p in _END.split(text) if p and p.strip()):
        if out and sum(ch.isalnum() for ch in piece) < 4:
            out[-1] += piece
        else:
            out.append(piece)
    return [p for p in out if sum(ch.isalnum() for ch in p) >= 4]


def parts_of(text: str, how: str, min_chars: int = 4) -> list[str]:
    """The parts of *text* (none for a text of one sentence); sentences with fewer than *min_chars* letters or
    digits are not parts of their own (``（心情：开心）``: a bare fragment is close to every query)."""
    ss = sentences(text)
    if min_chars > 4:
        ss = [p for p in ss if sum(ch.isalnum() for ch in p) >= min_chars] if len(ss) >= 2 else ss
    if len(ss) < 2 or how == "whole":
        return []
    if how == "sent":
        return ss
    if how == "win2":
        return [ss[i] + " " + ss[i + 1] for i in range(len(ss) - 1)]
    raise SystemExit(f"unknown parts {how!r}: whole, sent or win2")


class WithParts:
    """A vector index whose record rows also answer with their parts' best similarity (:meth:`top`, :meth:`similarity`)."""

    def __init__(self, base: Any, mat: np.ndarray, owners: np.ndarray, mix: float = 1.0) -> None:
        self._b, self._m, self._o, self._mix = base, mat, owners, mix

    def _join(self, whole: np.ndarray, part: np.ndarray) -> np.ndarray:
        """The best of the whole and the parts (mix 1), or the whole moved *mix* of the way to its best part."""
        return np.asarray(np.fmax(whole, whole + self._mix * (part - whole)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._b, name)

    def _best_part(self, q: Any) -> np.ndarray:
        best = np.full(self._b.count, -np.inf)
        if len(self._o):
            np.maximum.at(best, self._o, self._m @ np.asarray(q, np.float32))
        return best

    def top(self, q: Any, *, lo: int, hi: int, k: int) -> list[tuple[int, float]]:
        rows = np.arange(lo, hi)
        sims = self._join(np.asarray(self._b.similarity(rows, q), np.float64), self._best_part(q)[lo:hi])
        order = np.argsort(-sims, kind="stable")[:k]
        return [(int(rows[i]), float(sims[i])) for i in order]

    def similarity(self, rows: Any, q: Any) -> np.ndarray:
        rows = np.asarray(rows)
        base = np.asarray(self._b.similarity(rows, q), np.float64)
        extra = np.where(rows >= 0, self._best_part(q)[np.clip(rows, 0, None)], np.nan)
        return np.where(np.isnan(base), base, self._join(base, extra))


_LATE: dict[str, Any] = {}


def late_parts(prefixes: list[str], parts: list[list[str]]) -> tuple[np.ndarray, list[int]]:
    """Late chunking: each text (its *prefix*, e.g. ``speaker:``, then its *parts*) goes through the model once,
    and each part's vector is the mean of the last hidden states over that part's tokens, so it is read in the
    context of the whole text and costs no extra forward pass. Parts are tokenized one by one and their ids
    joined (close to tokenizing the whole text). Texts past one window (510 tokens) give no parts: the vectors,
    and which texts gave them."""
    from memcli.embedding import e5_lang, e5_onnx
    from memcli.embedding.e5_weights import E5File, E5Tokenizer, dequantize, model_file

    if not _LATE:
        import onnx
        from onnx import TensorProto, helper

        f = E5File(model_file())
        model = onnx.load_from_string(e5_onnx.build_graph(f))
        last = f"l{f.shape.layers - 1}.ln2.out"
        model.graph.output.append(helper.make_tensor_value_info(last, TensorProto.FLOAT, ["B", "L", f.shape.hidden]))
        enc = e5_onnx.E5Embedder(f, E5Tokenizer.from_file(f, None), e5_onnx.session(model.SerializeToString(), 1))
        enc.means = e5_onnx.language_means(enc, f, None)
        _LATE["enc"] = enc
    enc = _LATE["enc"]
    tok = enc._tok
    out: list[np.ndarray] = []
    texts: list[str] = []
    kept: list[int] = []
    for n, (prefix, ps) in enumerate(zip(prefixes, parts)):
        head = tok.encode_batch([f"passage: {prefix}".rstrip()])[0]
        pieces = tok.encode_batch(ps)
        ids = [tok.bos, *head, *[i for p in pieces for i in p], tok.eos]
        if len(ids) > enc._window + 2:
            continue
        kept.append(n)
        words = dequantize(enc._words[np.asarray(ids, np.int64)]).reshape(1, len(ids), enc.dim)
        hidden = enc._sess.run(None, {"words": words, "mask": np.ones((1, len(ids)), np.float32)})[1][0]
        at = 1 + len(head)
        for p, piece in zip(ps, pieces):
            v = hidden[at : at + max(1, len(piece))].mean(axis=0)
            at += len(piece)
            out.append(v / max(float(np.linalg.norm(v)), 1e-12))
            texts.append(p)
    if not out:
        return np.zeros((0, enc.dim), np.float32), kept
    return e5_lang.centre(np.stack(out).astype(np.float32), texts, enc.means[:2]), kept


def store_records(store: Any) -> list[tuple[int, tuple[str, str | None, str | None]]]:
    """Every live record with (text, speaker, user id): what the store would embed for a model it has no vector of."""
    rows: list[tuple[int, tuple[str, str | None, str | None]]] = store.vectors.missing(
        "record", "\0no model", 2, 10**8, after=0, distilled_only=False)
    return rows


def with_parts(store: Any, cfg: Any, index: Any, how: str, stats: dict[str, float]) -> Any:
    """*index* seen with parts (*how*: ``sent`` or ``win2``, then ``@MIX`` for :meth:`WithParts._join`, then
    ``:N`` for the fewest letters or digits of a part, e.g. ``sent@0.5:8``)."""
    from memcli.embedding.models import load_embedder
    from memcli.embedding.texts import record_embed_text
    from memcli.store.item_keys import item_key

    how, _, min_chars = how.partition(":")
    how, _, mix = how.partition("@")
    if how == "whole":
        return index
    recs = store_records(store)
    rows = index.rows_for([item_key("record", i) for i, _ in recs])
    texts: list[str] = []
    owners: list[int] = []
    late: list[tuple[str, list[str], int]] = []
    for (_i, (text, speaker, user)), row in zip(recs, rows):
        if row < 0:
            continue
        ps = parts_of(text, "sent" if how == "late" else how, int(min_chars or 4))
        stats["records"] += 1
        stats["multi"] += bool(ps)
        if how == "late" and ps:
            late.append((record_embed_text("", speaker, user).strip(), ps, int(row)))
        for p in ps if how != "late" else []:
            texts.append(record_embed_text(p, speaker, user))
            owners.append(int(row))
    t = time.process_time()
    if how == "late":
        mat, kept = late_parts([h for h, _, _ in late], [ps for _, ps, _ in late])
        owners = [late[k][2] for k in kept for _ in late[k][1]]
        texts = [p for k in kept for p in late[k][1]]
    else:
        mat = load_embedder(cfg, None).encode(texts) if texts else np.zeros((0, 1), np.float32)
    stats["encode_cpu_s"] += time.process_time() - t
    stats["parts"] += len(texts)
    return WithParts(index, np.asarray(mat, np.float32), np.asarray(owners, np.int64), float(mix or 1.0))


def install(how: str) -> dict[str, float]:
    """Make every semantic recall of this process rank with parts (built once per vector snapshot)."""
    from memcli.recall import hybrid

    stats = {"records": 0, "multi": 0, "parts": 0, "encode_cpu_s": 0.0}
    cache: dict[tuple[Any, ...], Any] = {}
    fuse = hybrid.fuse

    def fuse_with_parts(store: Any, cfg: Any, index: Any, qvec: Any, query: str, **kw: Any) -> Any:
        sig = (index.model, index.count, hashlib.sha1(np.asarray(index.keys).tobytes()).hexdigest())
        if sig not in cache:
            cache[sig] = with_parts(store, cfg, index, how, stats)
        return fuse(store, cfg, cache[sig], qvec, query, **kw)

    hybrid.fuse = fuse_with_parts
    return stats


def run_set(a: argparse.Namespace) -> None:
    from memcli.api.session import State
    from memcli.core import ids
    from memcli.recall import hybrid as H
    from memcli.recall.bilingual import use_lexicon
    from memcli.store.item_keys import item_key

    home = Path(a.work)
    state = State(home=home)
    use_lexicon(home)  # as `mem recall` does
    store, cfg = state.read_store(), state.settings()
    qemb = H.load_model(cfg, home)
    index = store.vectors.searchable(qemb.model_name)
    recs = store_records(store)
    texts = {ids.fmt("record", i): p[0] for i, p in recs}
    print(f"{len(recs)} records, {sum(len(sentences(p[0])) >= 2 for _, p in recs)} of two sentences or more")
    queries = [json.loads(line) for line in open(Path(a.set) / "queries.jsonl", encoding="utf-8")]
    base_rank: dict[str, int] = {}
    for how in a.parts.split(","):
        stats = {"records": 0, "multi": 0, "parts": 0, "encode_cpu_s": 0.0}
        idx = with_parts(store, cfg, index, how, stats)
        res: dict[str, list[int]] = {}
        fails = []
        ranks = []
        for q in queries:
            qv = H._encoded(qemb, q["query"])
            hits = H.fuse(store, cfg, idx, qv, q["query"], mode="semantic", limit=a.k, since_ts=None, until_ts=None,
                          now_ts=time.time(), also=[H._encoded(qemb, s) for s in H.query_sentences(q["query"])])
            ok = any(any(ans in h.text + "\n" + "\n".join(texts.get(s, "") for s in h.sources) for ans in q["answers"])
                     for h in hits[: a.k])
            for key in ("all", q["kind"]):
                r = res.setdefault(key, [0, 0])
                r[0] += ok
                r[1] += 1
            if not ok:
                fails.append(q)
            holders = [int(k[1:]) for k, t in texts.items() if any(ans in t for ans in q["answers"])]
            rows = set(index.rows_for([item_key("record", i) for i in holders]).tolist()) - {-1}
            if rows:
                sims = np.asarray(idx.similarity(np.arange(index.count), H.centred(index, qv)), np.float64)
                pos = np.empty(len(sims), np.int64)
                pos[np.argsort(-sims, kind="stable")] = np.arange(len(sims))
                ranks.append((q["id"], int(min(pos[r] for r in rows))))
        shares = {k: f"{v[0]}/{v[1]} = {v[0] / v[1]:.3f}" for k, v in sorted(res.items())}
        print(f"\n{how}: parts {int(stats['parts'])} for {int(stats['multi'])} records "
              f"({stats['encode_cpu_s']:.1f} CPU-s to encode); top-{a.k} share {json.dumps(shares)}")
        print("  missed:", " ".join(q["id"] for q in fails))
        multi = sum(any(len(sentences(t)) >= 2 for t in texts.values() if any(x in t for x in q["answers"]))
                    for q in fails)
        print(f"  missed answers held by a record of two sentences or more: {multi} of {len(fails)}")
        got = np.array([n for _, n in ranks])
        line = f"  vector side alone, rank of the answer's record: top 3 {np.mean(got < 3):.3f}, top 10 {np.mean(got < 10):.3f}"
        if base_rank:
            b = np.array([base_rank[i] for i, _ in ranks])
            line += f"; against whole: better {int(np.sum(got < b))}, worse {int(np.sum(got > b))}"
        else:
            base_rank = dict(ranks)
        print(line)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("set")
    s.add_argument("--set", required=True)
    s.add_argument("--work", required=True, help="a store blind_recall.py imported and flushed from the set")
    s.add_argument("--parts", default="whole,sent,win2")
    s.add_argument("--k", type=int, default=3)
    b = sub.add_parser("bench")
    b.add_argument("--parts", default="sent")
    b.add_argument("bench", help="locomo, madial_zh, memdaily, longmemeval")
    b.add_argument("args", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    if a.cmd == "set":
        run_set(a)
        return
    stats = install(a.parts)
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    sys.argv = [a.bench, *a.args]
    try:
        runpy.run_path(str(here / f"{a.bench}.py"), run_name="__main__")
    finally:
        print(f"sentence_vectors: {a.parts} parts {json.dumps(stats)}", file=sys.stderr)


if __name__ == "__main__":
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    main()
