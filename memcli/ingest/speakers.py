"""Which speaker of an imported chat is the user: the names they speak under, and a file where nothing tells.

Import warns about such a file (:mod:`memcli.ingest.files`); distillation decides whose words each record
holds by the same names (:mod:`memcli.distill.owners`), downstream of import, so the rule lives here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pydantic is slow to import; a plainly valid config.toml is read without it
    from memcli.config.light import LightSettings
    from memcli.config.schema import Config

    Settings = Config | LightSettings


def configured_names(cfg: Settings) -> list[str]:
    """The case-folded names config gives the user (``user.names`` and ``user.name``), sorted."""
    names = {n.strip().casefold() for n in cfg.user.names if n.strip()}
    if cfg.user.name.strip():
        names.add(cfg.user.name.strip().casefold())
    return sorted(names)


def names_with_id(configured: Iterable[str], user_id: str) -> set[str]:
    """*configured* names and the user id: every name the user speaks under."""
    return {*configured, user_id.casefold()}


def user_names(cfg: Settings, user_id: str) -> set[str]:
    """The case-folded names the user speaks under."""
    return names_with_id(configured_names(cfg), user_id)


def speakers_without_user(speakers: dict[str, bool], names: set[str], partner: str | None) -> list[str]:
    """The human speakers of a file when nothing tells which is the user (empty list: it can be told).

    *speakers* maps each speaker's name as written to whether a turn of theirs
    is marked the user's.
    """
    if any(flag or name.casefold() in names for name, flag in speakers.items()):
        return []
    others = [name for name in speakers if not partner or name.casefold() != partner.casefold()]
    return sorted(others) if len(others) > 1 else []
