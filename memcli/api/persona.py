"""The persona operations of :mod:`memcli.api` (``mem persona set|show|clear``).

The persona itself — versions, normalising, what text is refused — is
:mod:`memcli.context.persona`; these functions open the right store for each
(reads never create one) and return typed values.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from memcli.api.values import Persona, PersonaChange
from memcli.core.errors import UsageError

if TYPE_CHECKING:
    from memcli.api.session import State

FILE_HINT = "`mem persona set FILE` takes a UTF-8 text file"


def persona(state: State, version: int | None = None) -> Persona | None:
    """The current persona, or version *version* (a MemError when there is no such version).

    None when no persona was ever set; a cleared persona is a version with an empty text.
    """
    from memcli.context.persona import current, get_version

    store = state.read_store()
    row = get_version(store, version) if version is not None else current(store)
    return None if row is None else Persona(row)


def persona_history(state: State) -> list[Persona]:
    """Every version, oldest first (``mem persona show --history``)."""
    from memcli.context.persona import history

    return [Persona(row) for row in history(state.read_store())]


def persona_set(state: State, text: str | None = None, *, path: str | Path | None = None) -> PersonaChange:
    """Make *text* (or the UTF-8 file at *path*) the persona: a new version unless it equals the current one.

    Exactly one of *text* and *path* is given. Bad text (empty, too long, a NUL byte, not UTF-8) is a
    MemError and adds nothing.
    """
    from memcli.context.persona import set_persona

    if (text is None) == (path is None):
        raise UsageError("give the persona as text or as a file, not both or neither", "FILE")
    if path is not None:
        from memcli.context.chats import read_user_text

        text = read_user_text(str(path), FILE_HINT)
    version, changed = set_persona(state.store(), text or "")
    return PersonaChange({"version": version, "changed": changed})


def persona_clear(state: State) -> PersonaChange | None:
    """Switch the persona off (an empty version; history is kept). None when no persona was ever set;
    ``changed`` is False when it was already off."""
    from memcli.context.persona import current, set_persona

    store = state.store()
    if current(store) is None:
        return None
    version, changed = set_persona(store, "")
    return PersonaChange({"version": version, "changed": changed})
