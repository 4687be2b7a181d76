"""The config file's name, its secrets, and the value checks that need more than a type and a range.

The definitions in :mod:`memcli.config.settings` name them, and both
:mod:`memcli.config.schema` (pydantic) and the light reader
:mod:`memcli.config.light` run them: the light reader may not import
pydantic (it sits on the fast read path), and a check written twice would
drift. Each raises :class:`ValueError` with the
message a user sees after ``mem: error: …``.
"""

from __future__ import annotations

from typing import Any

from memcli.core.ids import MAX_USER_ID_CHARS, user_id_problem  # noqa: F401 (re-exported: config validates user.id)

CONFIG_FILE = "config.toml"
SECRET_KEYS = frozenset({"api_key"})
MASK = "********"


def masked(data: dict[str, Any]) -> dict[str, Any]:
    """*data* (settings by section) with every secret value replaced by a mask, in place."""
    for section in data.values():
        if isinstance(section, dict):
            for key in list(section):
                if key in SECRET_KEYS and section[key]:
                    section[key] = MASK
    return data


def known_zone(value: str) -> str:
    """An IANA time zone name, or "" for the system's zone."""
    if value:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown time zone {value!r}; use an IANA name like Asia/Shanghai, or \"\" for the system's") from None
    return value


def http_url(value: str) -> str:
    """An http(s) URL with a host (and a numeric port if any), or "" for no LLM."""
    if value:
        from urllib.parse import urlsplit

        try:
            parts = urlsplit(value)
            parts.port  # noqa: B018 - raises on a port that is not a number
        except ValueError:
            parts = None
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname or any(c.isspace() for c in value):
            raise ValueError(f"{value!r} is not an http(s) URL; use e.g. http://127.0.0.1:8080/v1, or \"\" for no LLM")
    return value


def env_name(value: str) -> str:
    """The name of an environment variable (letters, digits, _; not starting with a digit), or ""."""
    if value and not (value.replace("_", "a").isalnum() and value.isascii() and not value[0].isdigit()):
        raise ValueError(f"{value!r} is not an environment variable name (letters, digits, _)")
    return value


def absolute_folders(value: list[str]) -> list[str]:
    """Folders named by absolute paths (``~`` allowed), for ``mcp.import_roots``: a relative one would depend on
    the folder the server happened to start in."""
    import os.path

    for folder in value:
        if not isinstance(folder, str) or not folder.strip() or not os.path.isabs(os.path.expanduser(folder)):
            raise ValueError(f"{folder!r} is not an absolute folder path; give e.g. \"~/notes\" or \"/home/me/notes\"")
        if "\x00" in folder:
            raise ValueError("a folder path holds a NUL character")
    return value


def user_id(value: str) -> str:
    """A valid user id (see :func:`user_id_problem`)."""
    problem = user_id_problem(value)
    if problem is not None:
        raise ValueError(f"the user id {problem}; use printable text such as \"anna\" or \"林小雨\"")
    return value
