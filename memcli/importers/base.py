"""The importer interface and registry.

An importer turns one input (a file, a folder, or stdin spooled to a file)
into :class:`~memcli.core.record_types.NewRecord` objects. Importers never touch the
store: :mod:`memcli.ingest.files` writes what they yield, one transaction per
input, so a failure anywhere in a file leaves the store unchanged.

To add a format: write a module with a class implementing :class:`Importer`
and list it in :data:`IMPORTER_MODULES` (order matters for ``--format auto``:
more specific sniffers first).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import tzinfo
from pathlib import Path
from typing import Protocol

from memcli.core.errors import ImportFormatError
from memcli.core.record_types import NewRecord


@dataclass(frozen=True)
class ImportContext:
    """What every importer needs besides the input itself."""

    tz: tzinfo  # naive times are read in this zone
    user_id: str
    character: str | None = None
    source_label: str = ""  # path recorded as records.source_path ("-" for stdin)


@dataclass(frozen=True)
class Sample:
    """The first bytes of an input, for cheap format detection."""

    path: Path
    head: bytes  # up to 64 KiB
    is_dir: bool = False


class Importer(Protocol):
    """One input format."""

    name: str  # the --format NAME
    description: str

    def sniff(self, sample: Sample) -> bool:
        """True if this input looks like this format (must be cheap; reads only ``sample``)."""
        ...

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        """Yield records; raise :class:`ImportFormatError` naming the entry on bad input."""
        ...


# module paths, each exposing IMPORTER (an Importer instance). Order = detection order.
IMPORTER_MODULES: list[str] = [
    "memcli.importers.jsonl_store",
    "memcli.importers.chatgpt",
    "memcli.importers.locomo",
    # chat apps and journals (specific sniffers, before the broad openai/diary ones)
    "memcli.importers.claude",
    "memcli.importers.sillytavern",
    "memcli.importers.telegram",
    "memcli.importers.wechat",
    "memcli.importers.jrnl",  # before whatsapp: "[2024-03-05 09:12:00 AM] …" is jrnl's, not a chat line
    "memcli.importers.whatsapp",
    "memcli.importers.dayone",
    "memcli.importers.obsidian",
    "memcli.importers.llm_logs",
    "memcli.importers.openai",
    "memcli.importers.diary",
]


def all_importers() -> list[Importer]:
    out: list[Importer] = []
    for module in IMPORTER_MODULES:
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name == module:
                continue  # not written yet
            raise
        out.append(mod.IMPORTER)
    return out


def get_importer(name: str) -> Importer:
    for imp in all_importers():
        if imp.name == name:
            return imp
    names = ", ".join(i.name for i in all_importers())
    raise ImportFormatError(f"unknown format {name!r}; known formats: auto, {names}")


def read_sample(path: Path, size: int = 65536) -> Sample:
    if path.is_dir():
        return Sample(path=path, head=b"", is_dir=True)
    with path.open("rb") as fh:
        return Sample(path=path, head=fh.read(size))


def detect(sample: Sample) -> Importer:
    for imp in all_importers():
        try:
            hit = imp.sniff(sample)
        except (RecursionError, ValueError, TypeError, KeyError, AttributeError, IndexError):
            hit = False  # a sniffer choking on hostile bytes (deep nesting, odd shapes) means "not mine"
        if hit:
            return imp
    raise ImportFormatError(
        f"{sample.path}: cannot tell the format; pass --format NAME (see `mem import --help`)"
    )
