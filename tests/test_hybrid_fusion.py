"""How semantic recall fuses the full-text and vector rankings (hand-made vectors, no model)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from test_context_support import UTC, add_records, new_store

from memcli.config import Config
from memcli.embed import write_vectors
from memcli.recall import hybrid, vectors
from memcli.recall.fulltext import search as fast_search
from memcli.store.db import transaction

DIM = 16


def unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


def store_with_a_deep_text_match(tmp_path: Path) -> tuple[Path, Any, int, np.ndarray]:
    """14 records say "umbrella"; the one whose vector is the query's is the longest, so full-text ranks it last."""
    home, conn = new_store(tmp_path)
    base = datetime(2022, 3, 1, 9, tzinfo=UTC)
    rng = np.random.default_rng(3)
    query = unit(rng.standard_normal(DIM))
    texts = [f"umbrella {w}" for w in ("red", "blue", "green", "black", "striped", "broken", "new", "small",
                                        "folding", "golf", "spare", "wet", "borrowed")]
    target_text = ("the umbrella I forgot on the train home after the long meeting, "
                   "which a stranger kindly ran after me to return on the platform")
    fillers = [f"filler note number {i} about nothing in particular" for i in range(60)]
    rows = [{"text": t, "at": base + timedelta(minutes=i)} for i, t in enumerate([*texts, target_text, *fillers])]
    ids = add_records(conn, rows)
    target = ids[len(texts)]
    vecs = []
    for i, _ in enumerate(rows):
        if i < len(texts):  # the short umbrella records point away from the query
            vecs.append(unit(-query + 0.3 * rng.standard_normal(DIM)))
        elif i == len(texts):
            vecs.append(query)
        else:  # fillers: loosely similar, enough to outrank the umbrella records on the vector side
            vecs.append(unit(query + 1.2 * rng.standard_normal(DIM)))
    with transaction(conn):
        write_vectors(conn, "record", ids, np.stack(vecs), "toy")
    return home, conn, target, query


def test_a_text_match_below_the_text_top_ten_can_rise_by_its_vector(tmp_path: Path) -> None:
    home, conn, target, query = store_with_a_deep_text_match(tmp_path)
    fast = [h.id for h in fast_search(conn, "umbrella", limit=20)]
    assert f"r{target}" in fast and fast.index(f"r{target}") >= 10  # full-text alone ranks it out of the top 10
    index = vectors.ensure_index(conn, home, "toy")
    now = datetime(2022, 3, 2, tzinfo=UTC).timestamp()
    cfg = Config()

    def fused() -> list[str]:
        return [h.id for h in hybrid.fuse(conn, cfg, index, query, "umbrella", mode="semantic", limit=10,
                                          since_ts=None, until_ts=None, now_ts=now)]

    top = fused()
    # the text list is fused deeper than the top 10, so text + the best vector signal lift it to the top
    assert top[0] == f"r{target}"
    # vector-only items (the fillers) never push out a text match while enough text matches exist
    assert all(int(i[1:]) <= target for i in top)
    assert fused() == top  # deterministic
    # with the vector weight at 0 the order is the full-text order (plus importance/recency, equal here)
    cfg.recall.weight_vector = 0.0
    assert fused()[0] != f"r{target}"


def test_with_no_text_match_the_nearest_vectors_answer(tmp_path: Path) -> None:
    home, conn, target, query = store_with_a_deep_text_match(tmp_path)
    index = vectors.ensure_index(conn, home, "toy")
    hits = hybrid.fuse(conn, Config(), index, query, "lost property", mode="deep", limit=5,
                       since_ts=None, until_ts=None, now_ts=datetime(2022, 3, 2, tzinfo=UTC).timestamp())
    assert hits[0].id == f"r{target}" and len(hits) == 5
