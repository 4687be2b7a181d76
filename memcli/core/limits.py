"""Sizes every way into `mem` agrees on, defined once in a leaf module the light front-end paths can import.

Bounds on what one input may hold, so that a huge or hostile file costs a
clear error instead of gigabytes of memory: segmentation, indexing and
distillation all grow with one record's length, and a zip or SQLite file can
expand far beyond its size on disk. The importers hold the bounds in force
as an :class:`ImportLimits` (:mod:`memcli.importers.textio`), and the
``[import]`` section of ``config.toml`` (:mod:`memcli.config.settings`) takes
its defaults from here: both layers sit above ``core``, neither above the
other. A ``NamedTuple`` rather than a dataclass: :mod:`dataclasses` imports
:mod:`inspect`, which the fast read path does not otherwise load. No ``from __future__ import
annotations``: :class:`typing.NamedTuple` compiles each annotation given as text (a ``ForwardRef``), about
1 ms of CPU on every command that reads settings (docs/benchmarks.md).
"""

from typing import NamedTuple

MAX_RECORD_BYTES = 1 << 20
"""The longest text one record may hold, 1 MiB of UTF-8, on every path (``mem record``, the library, MCP over
stdio and HTTP): one limit a user can be told, where MCP took a million characters over stdio but the HTTP
transport refused the same text as a 4 MiB body. Longer notes are split into several records."""


FORGET_CONFIRM_ABOVE = 50
"""A forget by text (``--match``, ``--secrets``, ``--source``) of more records than this needs ``--yes``
(``confirm``): a short or common match can reach far more than the user had in mind. Here, not in
:mod:`memcli.upkeep.forgetting`, so that the front ends can say the number without importing the forget."""


class ImportLimits(NamedTuple):
    """How much one input may hold (see docs/formats.md)."""

    max_message_chars: int = 200_000  # one record's text: longer ones refuse the file
    max_entry_chars: int = 64 << 20  # one unit a reader holds whole: a line, a JSON array element, a document
    max_archive_bytes: int = 1 << 30  # uncompressed bytes read out of one archive (zip)
    max_compression_ratio: int = 100  # uncompressed/compressed size of one archive member: a zip bomb past it
