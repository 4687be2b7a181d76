"""Sizes every way into `mem` agrees on, in one leaf module the light front-end paths can import."""

from __future__ import annotations

MAX_RECORD_BYTES = 1 << 20
"""The longest text one record may hold, 1 MiB of UTF-8, on every path (``mem record``, the library, MCP over
stdio and HTTP): one limit a user can be told, where MCP took a million characters over stdio but the HTTP
transport refused the same text as a 4 MiB body. Longer notes are split into several records."""
