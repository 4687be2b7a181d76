"""Which store a command opens: the SQLite file in ``MEM_HOME``, or a database named by URL.

Light on purpose (no driver import): every command asks this first, the
fast read path included. A URL is only ever shown through
:func:`display_url`, which never shows a password.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from memcli.core.errors import MemError

POSTGRES_SCHEMES = ("postgresql", "postgres")
_STORE_SECTION = re.compile(r"^[ \t]*(?:\[[ \t]*store[ \t]*\]|store[ \t]*[.=])", re.MULTILINE)
ENV_VAR = "MEM_STORE"


def display_url(url: str) -> str:
    """*url* with any password replaced by ``***`` (also inside a ``password=`` query parameter)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unparsable URL>"
    netloc = parts.netloc
    if "@" in netloc:
        creds, host = netloc.rsplit("@", 1)
        if ":" in creds:
            creds = creds.split(":", 1)[0] + ":***"
        netloc = f"{creds}@{host}"
    query = "&".join(
        (item.split("=", 1)[0] + "=***") if item.lower().startswith("password=") else item
        for item in parts.query.split("&")
    ) if parts.query else ""
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def is_postgres_url(url: str) -> bool:
    return url.split(":", 1)[0].lower() in POSTGRES_SCHEMES and "://" in url


def check_url(url: str) -> str:
    """*url* if it names a store mem can open, else a :class:`MemError` saying what a URL looks like."""
    text = url.strip()
    if is_postgres_url(text):
        try:
            parts = urlsplit(text)
            _ = parts.port  # a non-numeric port raises here
        except ValueError as exc:
            raise MemError(f"malformed store URL {display_url(text)}: {exc}; "
                           "expected postgresql://USER@HOST[:PORT]/DATABASE") from None
        if not parts.path.strip("/"):
            raise MemError(f"malformed store URL {display_url(text)}: no database named; "
                           "expected postgresql://USER@HOST[:PORT]/DATABASE")
        return text
    raise MemError(f"unsupported store URL {display_url(text)}: mem opens postgresql://USER@HOST[:PORT]/DATABASE "
                   f"(or leave --store, ${ENV_VAR} and store.url unset for the SQLite file in MEM_HOME)")


def _configured_url(home: Path) -> str | None:
    """``store.url`` from ``config.toml``, read without the validating loader (it costs pydantic's import)."""
    path = home / "config.toml"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if _STORE_SECTION.search(text) is None:  # the common case: no [store] table, no TOML parse (tomllib: ~9 ms)
        return None
    import tomllib

    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None  # the validating loader reports a broken file when the command loads its config
    section = raw.get("store")
    url = section.get("url") if isinstance(section, dict) else None
    return url if isinstance(url, str) and url.strip() else None


def store_url(home: Path, explicit: str | None = None) -> str | None:
    """The store URL in force: ``--store`` → ``$MEM_STORE`` → config ``store.url``; None means SQLite in *home*."""
    for candidate in (explicit, os.environ.get(ENV_VAR)):
        if candidate is not None and candidate.strip():
            return check_url(candidate)
    configured = _configured_url(home)
    return check_url(configured) if configured else None
