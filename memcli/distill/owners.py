"""Whose words a record holds: the user's, the AI character's, or another person's.

Only the user's own first-person statements may become facts about the user.
The rules, in order:

1. An assistant/character turn is the character's.
2. A turn the import marked as the user's (``extra.me``: the exporting app
   named its owner, or ``mem import --me NAME``) is the user's.
3. A turn whose speaker is one of the user's names (config ``user.names``,
   ``user.name``, or the user id; case-insensitive) is the user's.
4. A turn without a speaker (a diary, a plain chat export) is the user's.
5. Otherwise the speaker is a named person in a chat. If some speaker of the
   same session is already known to be the user, this one is someone else.
   If not, the human speakers of the session other than the chat partner
   (the record's character) are counted: when there is only one, it is the
   user; when there are several, nobody can tell which one is the user, so
   each speaker's first-person words are facts about that speaker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.distill.types import Rec
from memcli.ingest.speakers import configured_names, user_names

if TYPE_CHECKING:  # pydantic is slow to import; a plainly valid config.toml is read without it
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings
    from memcli.store.protocols import Store

    Settings = Config | LightSettings


def marked_me(extra: dict[str, object]) -> bool:
    return extra.get("me") is True


def assign_owners(store: Store, recs: list[Rec], cfg: Settings, *, names: set[str] | None = None) -> None:
    """Set ``rec.owner`` for every record of one buffer (see the module docstring).

    *names*: the user's case-folded names to judge by instead of the configured ones (a re-attribution
    compares what the old names decided with what the new ones decide).
    """
    if not recs:
        return
    if names is None:
        names = user_names(cfg, recs[0].user_id)
    undecided: list[Rec] = []
    for rec in recs:
        if not rec.is_user:
            rec.owner = "character"
        elif marked_me(rec.extra) or not rec.speaker or rec.speaker.strip().casefold() in names:
            rec.owner = "user"
        else:
            undecided.append(rec)
    if not undecided:
        return
    speakers = store.memories.session_speakers([r.session for r in undecided if r.session])
    for rec in undecided:
        seen = speakers.get(rec.session or "", {rec.speaker.casefold(): False} if rec.speaker else {})
        me = rec.speaker.strip().casefold() if rec.speaker else ""
        if any(flag or name in names for name, flag in seen.items()):
            rec.owner = "person"  # the user is another speaker of this chat
            continue
        partner = (rec.character or "").strip().casefold()
        humans = {name for name in seen if name != partner}
        if me == partner and partner:
            rec.owner = "person"  # the one the chat is with
        elif len(humans) <= 1:
            rec.owner = "user"  # the only human speaker besides the chat partner
        else:
            rec.owner = "person"


__all__ = ["assign_owners", "configured_names", "marked_me"]
