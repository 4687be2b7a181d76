"""Embedders side by side, dense retrieval alone: MiniLM vs multilingual-e5-small, raw and language-centred.

Three sets:

* the Chinese paraphrase / cross-lingual set (``tests/fixtures/zh_paraphrase.json``,
  written for mem: 16 diary lines, 18 queries zh→zh, zh→en, en→zh): the rank of
  the wanted line (top 1 / top 3);
* LoCoMo dev (7 conversations, 1,033 questions; turns as ``speaker: text``): recall@5/@10;
* MADial-Bench zh (160 dialogues over each user's memories; the whole dialogue as the query): recall@5/@10.

e5 variants are computed from one set of raw vectors (memcli.embedding.e5_onnx
``encode_raw``), so they differ only in the post-processing
(memcli.embedding.e5_lang.centre): ``raw``; ``passage`` (the default: each passage's
language offset from the two languages' midpoint taken out, queries raw);
``offset`` (the same on queries too, with the query means); ``mean`` (each
language's whole mean taken out, both sides). MiniLM runs when the st extra is installed. Also
times raw passage throughput (passages/s over the LoCoMo turns, CPU and wall).

    python benchmarks/embedders.py --data ../shared/data --out benchmarks/results/embedders.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import locomo  # noqa: E402
import madial_zh  # noqa: E402
import quality_common as qc  # noqa: E402

FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "zh_paraphrase.json"


def recall_at(runs: list[tuple[list[list[int]], list[set[int]]]], k: int) -> float:
    """Mean over questions (with something to find) of the share of their evidence in the top k."""
    vals = [len(set(r[:k]) & w) / len(w) for ranks, wanted in runs for r, w in zip(ranks, wanted) if w]
    return round(sum(vals) / len(vals), 4) if vals else 0.0


def rankings(docs: Any, queries: Any) -> list[list[int]]:
    import numpy as np

    sims = queries @ docs.T
    return [list(np.argsort(-row, kind="stable")) for row in sims]


def variants(enc: Any, texts: list[str], is_query: bool, raw: Any) -> dict[str, Any]:
    import numpy as np

    from memcli.embedding.e5_lang import centre

    means = enc.means[2:] if is_query else enc.means[:2]
    # passage: the default (passages centred by their language's offset, queries raw)
    out = {"raw": raw, "passage": raw if is_query else centre(raw, texts, means), "offset": centre(raw, texts, means)}
    share = __import__("memcli.embedding.e5_lang", fromlist=["cjk_share"]).cjk_share(texts)[:, None]
    full = raw - ((1.0 - share) * means[0] + share * means[1])
    out["mean"] = (full / np.maximum(np.linalg.norm(full, axis=1, keepdims=True), 1e-12)).astype(np.float32)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=Path("../shared/data"))
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/embedders.json"))
    ap.add_argument("--conversations", type=int, default=0, help="only the first N LoCoMo conversations (0 = all)")
    ap.add_argument("--minilm-locomo", action="store_true", help="also MiniLM on LoCoMo (slow on a busy machine)")
    args = ap.parse_args(argv)

    import numpy as np

    from memcli.embedding import e5_onnx
    try:
        from memcli.core.blas import batch_threads
    except ImportError:  # a commit before memcli.core.blas
        from memcli.embed import batch_threads

    enc = e5_onnx.load(None, threads=batch_threads())
    enc.means = e5_onnx.language_means(enc, enc_file(), None)
    minilm = None
    try:
        from memcli.config.schema import Config
        try:
            from memcli.embedding.models import MINILM, load_embedder
        except ImportError:  # a commit before memcli.embedding.models
            from memcli.embed import MINILM, load_embedder

        cfg = Config()
        cfg.embedding.model = MINILM
        minilm = load_embedder(cfg)
    except Exception as exc:  # noqa: BLE001 - the st extra is optional
        qc.progress(f"MiniLM not available ({type(exc).__name__}); e5 only")

    def e5_all(texts: list[str], is_query: bool) -> dict[str, Any]:
        return variants(enc, texts, is_query, enc.encode_raw(texts, is_query=is_query))

    def mini(texts: list[str]) -> Any:
        return np.asarray(minilm.encode(texts), dtype=np.float32) if minilm is not None else None

    result: dict[str, Any] = {"machine": qc.machine_info(), "sets": {}}

    # 1. the paraphrase set
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    recs, qs = data["records"], [q["q"] for q in data["queries"]]
    want = [{q["want"]} for q in data["queries"]]
    kinds = [q["kind"] for q in data["queries"]]
    systems: dict[str, tuple[Any, Any]] = {}
    d, q = e5_all(recs, False), e5_all(qs, True)
    for v in d:
        systems[f"e5 {v}"] = (d[v], q[v])
    if minilm is not None:
        systems["MiniLM"] = (mini(recs), mini(qs))
    para: dict[str, Any] = {}
    for name, (dv, qv) in systems.items():
        ranks = rankings(dv, qv)
        pos = [r.index(next(iter(w))) + 1 for r, w in zip(ranks, want)]
        para[name] = {"top1": sum(p == 1 for p in pos) / len(pos), "top3": sum(p <= 3 for p in pos) / len(pos),
                      "by_kind_top3": {k: sum(p <= 3 for p, kk in zip(pos, kinds) if kk == k) /
                                       sum(1 for kk in kinds if kk == k) for k in sorted(set(kinds))},
                      "ranks": pos}
    result["sets"]["zh_paraphrase"] = para
    qc.progress(json.dumps({k: (v["top1"], v["top3"]) for k, v in para.items()}))

    # 2. LoCoMo dev
    convs = locomo.load_conversations(args.data / "locomo" / "locomo_dev.json")
    if args.conversations:
        convs = convs[: args.conversations]
    result["locomo_conversations"] = [c.sample_id for c in convs]
    scores: dict[str, list[tuple[list[list[int]], list[set[int]]]]] = {}
    n_turns, enc_cpu, enc_wall = 0, 0.0, 0.0
    for conv in convs:
        qc.progress(f"LoCoMo {conv.sample_id}: {len(conv.turns)} turns, {len(conv.qa)} questions")
        texts = [t.body() for t in conv.turns]
        index = {t.dia_id: i for i, t in enumerate(conv.turns)}
        wanted = [{index[e] for e in qa.evidence if e in index} for qa in conv.qa]
        questions = [qa.question for qa in conv.qa]
        c0, w0 = time.process_time(), time.perf_counter()
        raw = enc.encode_raw(texts)
        enc_cpu += time.process_time() - c0
        enc_wall += time.perf_counter() - w0
        n_turns += len(texts)
        dv = variants(enc, texts, False, raw)
        qv = e5_all(questions, True)
        for v in dv:
            scores.setdefault(f"e5 {v}", []).append((rankings(dv[v], qv[v]), wanted))
        if minilm is not None and args.minilm_locomo:
            scores.setdefault("MiniLM", []).append((rankings(mini(texts), mini(questions)), wanted))
    result["e5_passages_per_s"] = {"turns": n_turns, "cpu_s": round(enc_cpu, 2), "wall_s": round(enc_wall, 2),
                                   "per_s_wall": round(n_turns / enc_wall, 1), "threads": batch_threads()}
    result["sets"]["locomo_dev"] = {name: {f"recall@{k}": recall_at(runs, k) for k in (5, 10)}
                                    for name, runs in scores.items()}
    qc.progress(json.dumps(result["sets"]["locomo_dev"]))

    # 3. MADial zh
    memories, dialogues = madial_zh.load(args.data)
    scores = {}
    for user in sorted({m.user for m in memories}):
        mems = [m for m in memories if m.user == user]
        dls = [dl for dl in dialogues if dl.user == user]
        texts = [m.body() for m in mems]
        index = {m.mid: i for i, m in enumerate(mems)}
        wanted = [{index[r] for r in dl.relevant if r in index} for dl in dls]
        queries = [qc.chat_query(dl.messages, last=0) for dl in dls]
        dv, qv = e5_all(texts, False), e5_all(queries, True)
        for v in dv:
            scores.setdefault(f"e5 {v}", []).append((rankings(dv[v], qv[v]), wanted))
        if minilm is not None:
            scores.setdefault("MiniLM", []).append((rankings(mini(texts), mini(queries)), wanted))
    result["sets"]["madial_zh"] = {name: {f"recall@{k}": recall_at(runs, k) for k in (5, 10)}
                                   for name, runs in scores.items()}
    qc.progress(json.dumps(result["sets"]["madial_zh"]))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(result["sets"], ensure_ascii=False, indent=1))
    print(json.dumps(result["e5_passages_per_s"]))
    return 0


def enc_file() -> Any:
    from memcli.embedding.e5_weights import E5File, model_file

    return E5File(model_file())


if __name__ == "__main__":
    raise SystemExit(main())
