"""Keep secrets out of anything we print or log.

The configured API key (from the environment variable named by
``llm.api_key_env``, or the config file) is replaced wherever it appears,
and so is anything shaped like a bearer token.
"""

from __future__ import annotations

import os
import re

_BEARER = re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._\-~+/=]{8,}")
_SK = re.compile(r"\bsk-[A-Za-z0-9_\-]{8,}")
_extra_secrets: set[str] = set()


def register_secret(value: str) -> None:
    """Remember a secret value so that :func:`redact` masks it."""
    if value and len(value) >= 4:
        _extra_secrets.add(value)


def redact(text: str) -> str:
    out = text
    env_name = os.environ.get("MEM_LLM_API_KEY_ENV_NAME", "MEM_LLM_API_KEY")
    for name in {env_name, "MEM_LLM_API_KEY"}:
        val = os.environ.get(name)
        if val and len(val) >= 4:
            out = out.replace(val, "********")
    for val in _extra_secrets:
        out = out.replace(val, "********")
    out = _BEARER.sub(r"\1********", out)
    return _SK.sub("sk-********", out)
