"""The owner's secret for a local HTTP server (``mem mcp --http``, and ``mem ui`` the same way).

Why a secret on loopback: 127.0.0.1 is not a boundary between the accounts of
one machine. Every local user can connect to a port the owner opens, while the
store's files are 0600; without a secret, any account (or anything running as
one) reads, records and forgets through the server. The server therefore asks
every HTTP request for ``Authorization: Bearer <secret>``. The secret is the
owner's own (``--token-env NAME``) or one made at start and written, 0600, into
a file in the store's folder (0700): only the owner's account can read it, and
only its *path* is ever printed, so it is in no terminal scroll-back, log or
process list.

This module knows nothing of MCP or HTTP frameworks, so every server of the
project can share it: it makes, writes, reads and checks secrets. Its imports
are leaf modules only.
"""

from __future__ import annotations

import hmac
import os
import secrets
from pathlib import Path

from memcli.core.atomic import write_atomic
from memcli.core.errors import MemError

MIN_SECRET_CHARS = 16
"""A secret the owner supplies must be at least this long (a generated one has 43 characters, 256 bits)."""

SCHEME = "bearer"
"""The HTTP authentication scheme, compared case-insensitively (RFC 9110 §11.1: schemes are case-insensitive)."""


def new_secret() -> str:
    """A fresh secret: 32 random bytes, URL-safe base64 (43 printable ASCII characters)."""
    return secrets.token_urlsafe(32)


def secret_file(home: Path, server: str, port: int) -> Path:
    """Where the generated secret of *server* (``mcp``, ``ui``) on *port* is kept: in the store's folder.

    One file per server and port, so two servers of one store never overwrite each other's secret.
    """
    return home / f"{server}-{port}.secret"


def write_secret(path: Path, secret: str) -> None:
    """Write *secret* to *path*: whole or not at all, mode 0600, in a folder only the owner may enter."""
    check_secret(secret, "the secret")
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    write_atomic(path, lambda fh: fh.write(secret.encode("ascii") + b"\n"))


def read_secret(path: Path) -> str:
    """The secret kept in *path* (a client of the owner's reads it this way), surrounding whitespace removed."""
    try:
        text = path.read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "not a secret file"
        raise MemError(f"cannot read the secret in {path}: {reason}") from None
    secret = text.strip()
    check_secret(secret, str(path))
    return secret


def remove_secret(path: Path, secret: str) -> None:
    """Delete *path* if it still holds *secret* (a later server of the same port may have replaced it)."""
    try:
        if path.read_text(encoding="ascii").strip() == secret:
            path.unlink()
    except (OSError, UnicodeDecodeError):
        pass


def check_secret(secret: str, where: str) -> str:
    """*secret* if an HTTP header can carry it and it is long enough; else a :class:`MemError` naming *where*.

    The message never quotes the secret.
    """
    if len(secret) < MIN_SECRET_CHARS:
        raise MemError(f"{where} must hold a secret of at least {MIN_SECRET_CHARS} characters")
    if not all("\x21" <= ch <= "\x7e" for ch in secret):
        raise MemError(f"{where} holds a space, a control or a non-ASCII character, which an HTTP header cannot carry")
    return secret


def secret_from_env(name: str) -> str:
    """The owner's secret from the environment variable *name* (``--token-env``), surrounding whitespace removed."""
    return check_secret(os.environ.get(name, "").strip(), f"${name}")


def bearer_matches(header: bytes | str | None, secret: str) -> bool:
    """Does an ``Authorization`` header value carry *secret*?

    The scheme matches case-insensitively (``Bearer``, ``bearer``, ``BEARER``),
    spaces and tabs around the credentials are allowed; the credentials are
    compared in constant time, so the time taken tells nothing about how much
    of a guess was right.
    """
    if header is None:
        return False
    raw = header.encode("latin-1", "replace") if isinstance(header, str) else bytes(header)
    scheme, _sep, credentials = raw.strip(b" \t").partition(b" ")
    if scheme.lower() != SCHEME.encode("ascii"):
        return False
    return hmac.compare_digest(credentials.strip(b" \t"), secret.encode("ascii"))
