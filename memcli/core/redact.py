"""Keep secrets out of anything we print, log or store.

The configured API key (from the environment variable named by
``llm.api_key_env``, or the config file) is replaced wherever it appears,
and so is anything shaped like a bearer token. Surrounding whitespace is
not part of a key (``$(cat key)`` of a CRLF file ends in ``\\r``), and the
obvious transforms of a key are masked too: an endpoint that echoes it
may well send it base64- or URL-encoded, or reversed.
"""

from __future__ import annotations

import base64
import os
import re
import sys
from functools import lru_cache
from urllib.parse import quote, quote_plus

MASK = "********"
_BEARER = re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._\-~+/=]{8,}")
_SK = re.compile(r"\bsk-[A-Za-z0-9_\-]{8,}")
_MIN_LEN = 4
_extra_secrets: set[str] = set()


def register_secret(value: str) -> None:
    """Remember a secret value so that :func:`redact` masks it (and its transforms)."""
    value = (value or "").strip()
    if len(value) >= _MIN_LEN:
        _extra_secrets.add(value)


@lru_cache(maxsize=64)
def _forms(secret: str) -> tuple[str, ...]:
    """The secret and the encodings an echoing server is likely to use, longest first."""
    raw = secret.encode("utf-8")
    forms = {secret, secret[::-1], quote(secret, safe=""), quote_plus(secret, safe=""), raw.hex()}
    for b64 in (base64.b64encode(raw).decode("ascii"), base64.urlsafe_b64encode(raw).decode("ascii")):
        forms.add(b64)
        forms.add(b64.rstrip("="))  # unpadded, as JWT-style encoders write it
    return tuple(sorted((f for f in forms if len(f) >= _MIN_LEN), key=len, reverse=True))


def _secrets() -> set[str]:
    out = set(_extra_secrets)
    env_name = os.environ.get("MEM_LLM_API_KEY_ENV_NAME", "MEM_LLM_API_KEY")
    for name in {env_name, "MEM_LLM_API_KEY"}:
        val = (os.environ.get(name) or "").strip()
        if len(val) >= _MIN_LEN:
            out.add(val)
    return out


def redact(text: str) -> str:
    out = text
    for secret in _secrets():
        for form in _forms(secret):
            if form in out:
                out = out.replace(form, MASK)
            elif form.lower() != form and form.lower() in out.lower():  # hex or %-escapes in another case
                out = re.sub(re.escape(form), MASK, out, flags=re.IGNORECASE)
    out = _BEARER.sub(r"\1" + MASK, out)
    return _SK.sub("sk-" + MASK, out)


def print_traceback() -> None:
    """The current exception's traceback on stderr (``MEM_DEBUG=1``), secrets masked.

    A traceback quotes exception messages and source lines, and an HTTP
    client's message may hold the request's headers.
    """
    import traceback

    from memcli.core.termsafe import safe_text

    sys.stderr.write(safe_text(redact(traceback.format_exc())))
    sys.stderr.flush()
