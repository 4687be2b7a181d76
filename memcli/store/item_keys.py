"""One integer per item with a vector: ``key = kind code << 40 | item id``.

The same number addresses an item's row of stored embeddings and its row of
the derived vector file, in every backend; hybrid recall merges text and
vector candidates by it. Everything that turns a (kind, id) into a key, a
key back into a (kind, id), or a kind into its key range lives here.
"""

from __future__ import annotations

from collections.abc import Iterable

from memcli.core.errors import MemError

KIND_CODE: dict[str, int] = {"record": 0, "memory": 1, "event": 2}
"""Kind code of each item kind that has vectors. Stored in every key: never renumber, only add."""
CODE_KIND: dict[int, str] = {v: k for k, v in KIND_CODE.items()}
ID_BITS = 40
ID_LIMIT = 1 << ID_BITS
"""Item ids must lie in ``0 <= id < ID_LIMIT`` (about 1.1e12) to fit under their kind code."""
ID_MASK = ID_LIMIT - 1
UNKNOWN_MODEL = -1
"""The model id a name that was never stored reads as: ``embedding_models`` ids are positive, so it matches no row."""


def item_key(kind: str, item_id: int) -> int:
    """The ``embeddings.key`` of one item (and its row key in the vector file).

    Raises ValueError for a kind without vectors (a bug in the caller) and
    MemError for an id the key cannot hold, saying what to do.
    """
    code = KIND_CODE.get(kind)
    if code is None:
        raise ValueError(f"unknown embedding item kind {kind!r}")
    i = int(item_id)
    if not 0 <= i < ID_LIMIT:
        raise MemError(
            f"{kind} id {i} cannot be embedded: vector keys hold ids from 0 to 2**{ID_BITS} - 1; "
            "turn embeddings off (embedding.enabled = false) for this store or report it as a bug"
        )
    return (code << ID_BITS) | i


def item_keys(kind: str, ids: Iterable[int]) -> list[int]:
    """:func:`item_key` of each id, in order."""
    return [item_key(kind, i) for i in ids]


def split_key(key: int) -> tuple[str, int]:
    """The (kind, id) a key stands for; KeyError for a key outside every kind's range."""
    k = int(key)
    return CODE_KIND[k >> ID_BITS], k & ID_MASK


def kind_base(kind: str) -> int:
    """The key of id 0 of *kind*: ``key - kind_base(kind)`` is the item id (for joins on the item table)."""
    return KIND_CODE[kind] << ID_BITS


def kind_range(kind: str) -> tuple[int, int]:
    """The inclusive key range of *kind* (``key BETWEEN lo AND hi`` selects its rows by the primary key)."""
    lo = kind_base(kind)
    return lo, lo | ID_MASK


def all_kinds_range() -> tuple[int, int]:
    """The inclusive key range any known kind can use; a key outside it belongs to no item."""
    return 0, (max(CODE_KIND) << ID_BITS) | ID_MASK
