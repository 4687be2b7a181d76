"""How many threads NumPy's BLAS and the batch embedders use.

A leaf module: the vector file (memcli.store) and the query encoders
(memcli.embedding, memcli.embedding.query_int8) share these rules.
"""

from __future__ import annotations

import os
from typing import Any

def batch_threads() -> int:
    """Threads for batch embedding (flush, reindex): every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


_BLAS: list[Any] = []  # [threadpoolctl selection of the BLAS libraries, or None]
_ONE_FROM_START: list[bool] = []  # [True] once NumPy's BLAS is known to start on one thread
_BLAS_THREAD_VARS = ("OPENBLAS_NUM_THREADS",)


def start_blas_on_one_thread() -> None:
    """In a ``mem`` process, NumPy's BLAS (OpenBLAS, as the NumPy wheels ship it) starts with one thread.

    Nothing mem multiplies with NumPy gains from a second thread (one query
    vector against a block of rows; batch embedding runs in ONNX Runtime or
    torch, with their own threads), and OpenBLAS starting its pool costs
    each process that imports NumPy ~0.04–0.08 s of CPU (docs/benchmarks.md).
    Must run before NumPy is imported; a value the user set wins. Then
    :func:`one_blas_thread` has nothing to limit and skips threadpoolctl.
    """
    import sys

    if "numpy" in sys.modules:
        return
    for var in _BLAS_THREAD_VARS:
        os.environ.setdefault(var, "1")
    if all(os.environ.get(var) == "1" for var in _BLAS_THREAD_VARS):
        _ONE_FROM_START[:] = [True]


def one_blas_thread() -> Any:
    """A context manager that runs NumPy's BLAS on one thread, restoring it after.

    Query-sized products gain nothing from a second thread, and on a busy
    machine OpenBLAS's threads wait for each other behind other work, which
    made a query's encoding about twice as slow, with a long tail
    (docs/benchmarks.md). Cheap per use after a one-time set-up; without
    threadpoolctl (it comes with scikit-learn, a sentence-transformers
    dependency) it does nothing.
    """
    from contextlib import nullcontext

    if _ONE_FROM_START:
        return nullcontext()
    if not _BLAS:
        try:
            from threadpoolctl import ThreadpoolController

            _BLAS.append(ThreadpoolController().select(user_api="blas"))
        except Exception:  # pragma: no cover - optional helper missing or unusable
            _BLAS.append(None)
    sel = _BLAS[0]
    if sel is None or not sel.lib_controllers:
        return nullcontext()
    return sel.limit(limits=1)
