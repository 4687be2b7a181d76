"""What the stored vectors cost in recall quality: storage precision and the embedded text.

Usage (from the repository root)::

    python benchmarks/vector_quant.py --data ../shared/data

On the LoCoMo dev conversations (categories 1–4, the same questions and
evidence as ``benchmarks/locomo.py``), every turn and question is embedded
with the packaged all-MiniLM-L6-v2 and dense retrieval alone (top 10 by
cosine) is scored:

* **precision** — the turn vectors (``speaker: text``) stored as float32,
  float16, int8 with one float32 scale per vector (what ``mem`` stored in
  schema 2), uniform 4-bit with scale max|x|/7, and the 4-bit layout ``mem``
  stores since schema 3 (``memcli.store.vector_codec.pack_vectors``: 16 levels for
  normally distributed components, fitted per vector): the share of the
  float32 top 10 each keeps, dense recall@10, and the cosine between each
  stored vector and its float32 original;
* **text** — what a turn's vector is made from: the bare text, ``speaker:
  text`` (what ``mem`` embeds for a record with a speaker) and the session
  date before it (``[8 May 2023] speaker: text``).

Results go to ``benchmarks/results/vector_quant.json``.
"""

from __future__ import annotations

import argparse
import re
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import quality_common as qc  # noqa: E402
from locomo import CATEGORIES, Conversation, load_conversations  # noqa: E402


def _round_trip(name: str, mat: Any) -> Any:
    """Vectors as they read back from one storage precision (float32 rows)."""
    import numpy as np

    if name == "float32":
        return mat
    if name == "float16":
        return mat.astype(np.float16).astype(np.float32)
    if name == "int8+scale":
        try:
            from memcli.store.vector_codec import quantize
        except ImportError:  # a commit before memcli.store.vector_codec
            from memcli.embed import quantize

        q, scale = quantize(mat)
        return q.astype(np.float32) * scale[:, None]
    if name == "int4 uniform, max/7":
        scale = np.abs(mat).max(axis=1, keepdims=True) / 7.0
        return np.clip(np.rint(mat / scale), -7, 7).astype(np.float32) * scale
    if name == "4-bit stored (schema 3)":
        try:
            from memcli.store.vector_codec import pack_vectors, unpack_rows
        except ImportError:  # a commit before memcli.store.vector_codec
            from memcli.embed import pack_vectors, unpack_rows

        q, scale, _ok = unpack_rows(pack_vectors(mat), mat.shape[1])
        return q.astype(np.float32) * scale[:, None]
    raise ValueError(name)


PRECISIONS = {  # name → bytes per 384-d vector
    "float32": 4 * 384, "float16": 2 * 384, "int8+scale": 384 + 4,
    "int4 uniform, max/7": 192 + 4, "4-bit stored (schema 3)": 192 + 4,
}


def _day(date: str) -> str:
    m = re.search(r"(\d{1,2}) (\w+),? (\d{4})", date)
    if not m:
        return date
    d = datetime.strptime(f"{m.group(1)} {m.group(2)} {m.group(3)}", "%d %B %Y")
    return f"{d.day} {d:%B} {d.year}"


TEXTS = {
    "bare text": lambda t: t.text + (f" [image: {t.caption}]" if t.caption else ""),
    "speaker: text": lambda t: t.body(),
    "[date] speaker: text": lambda t: f"[{_day(t.date)}] {t.body()}",
}


def _score(conv: Conversation, doc_vecs: Any, q_vecs: Any, per_cat: dict[str, list[float]],
           ref: Any = None) -> tuple[list[float], list[float], Any]:
    import numpy as np

    ids = [t.dia_id for t in conv.turns]
    top = np.argsort(-(q_vecs @ doc_vecs.T), axis=1, kind="stable")[:, :10]
    recall, overlap = [], []
    for qi, q in enumerate(conv.qa):
        found = {ids[j] for j in top[qi]}
        r = len(found & set(q.evidence)) / len(q.evidence)
        recall.append(r)
        per_cat.setdefault(CATEGORIES[q.category], []).append(r)
        if ref is not None:
            overlap.append(len(set(top[qi]) & set(ref[qi])) / 10)
    return recall, overlap, top


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=qc.DEFAULT_DATA, help="folder holding locomo/locomo_dev.json")
    ap.add_argument("--conversations", type=int, default=0, help="only the first N conversations (0 = all)")
    ap.add_argument("--out", type=Path, default=None, help="results folder (default benchmarks/results)")
    args = ap.parse_args(argv)
    convs = load_conversations(args.data / "locomo" / "locomo_dev.json")
    if args.conversations:
        convs = convs[: args.conversations]
    mean = lambda xs: round(sum(xs) / len(xs), 4) if xs else None  # noqa: E731
    q_vecs = {c.sample_id: qc.embed([q.question for q in c.qa]) for c in convs}
    texts: dict[str, Any] = {}
    vecs_by_text: dict[str, dict[str, Any]] = {}
    for label, fn in TEXTS.items():
        qc.progress(f"embedding turns as {label!r}")
        per_cat: dict[str, list[float]] = {}
        rec: list[float] = []
        vecs_by_text[label] = {}
        for c in convs:
            turn_texts = [fn(t) for t in c.turns]
            vecs_by_text[label][c.sample_id] = qc.embed(turn_texts)
            r, _, _ = _score(c, vecs_by_text[label][c.sample_id], q_vecs[c.sample_id], per_cat)
            rec += r
        texts[label] = {"dense_recall@10": mean(rec), "by_category": {k: mean(v) for k, v in sorted(per_cat.items())}}
        print(f"{label:24s} dense recall@10 {texts[label]['dense_recall@10']}", texts[label]["by_category"], flush=True)
    precision: dict[str, Any] = {}
    import numpy as np

    for name, bytes_per in PRECISIONS.items():
        per_cat = {}
        rec, over, cos = [], [], []
        for c in convs:
            full = vecs_by_text["speaker: text"][c.sample_id]
            _, _, ref = _score(c, full, q_vecs[c.sample_id], {})
            stored = _round_trip(name, full)
            r, o, _ = _score(c, stored, q_vecs[c.sample_id], per_cat, ref)
            rec += r
            over += o
            cos += (np.einsum("ij,ij->i", stored, full) / np.linalg.norm(stored, axis=1)).tolist()
        precision[name] = {"bytes_per_vector": bytes_per, "top10_overlap_with_float32": mean(over),
                           "min_overlap": min(over), "dense_recall@10": mean(rec),
                           "cosine_to_float32_mean": round(float(np.mean(cos)), 5),
                           "cosine_to_float32_min": round(float(np.min(cos)), 5)}
        print(f"{name:12s} {precision[name]}", flush=True)
    payload = {
        "what": "dense retrieval alone on LoCoMo dev (categories 1-4): storage precision and embedded text",
        "model": "all-MiniLM-L6-v2",
        "conversations": len(convs), "turns": sum(len(c.turns) for c in convs),
        "questions": sum(len(c.qa) for c in convs),
        "machine": qc.machine_info(), "precision": precision, "embedded_text": texts,
    }
    path = qc.write_results("vector_quant", payload, args.out)
    print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
