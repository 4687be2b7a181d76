"""Whose memory a store is opened for: the one representation of "which user" below the API.

A front end names a user once (``--user U``, or nobody: config ``user.id``);
the API turns that into a :class:`StoreUser` and opens the store for it
(:func:`memcli.store.opening.open_store`). The store keeps it for its whole
life, and every area reads it from there, down to the ``user_id`` condition
of each statement: nothing above the store passes a user to a read.

Two backends, one rule. A PostgreSQL database holds many users and a store
on it is always one user's (row-level security enforces it). A SQLite file
may hold several people's rows too (``mem import --user ann``): a store
opened for a named user reaches only that user's rows, and one opened with
nobody named is the file's **all-users handle** (:attr:`StoreUser.every_user`):
its reads cover every user's rows (the file as a whole), which is what the
upkeep commands (flush, stats, doctor, reindex) work on and what a command
without ``--user`` has always seen on SQLite.

A small slotted class rather than a dataclass: it is made on the read fast
path. The all-users handle's own user (config ``user.id``) may be given as
a function, called the first time :attr:`StoreUser.id` is read: reading the
config costs a command such as ``mem read`` more than the read itself, and
only the commands that write or make a pack need that user.
"""

from __future__ import annotations

from collections.abc import Callable


class StoreUser:
    """Whose memory a store is opened for (immutable)."""

    __slots__ = ("_id", "_resolve", "every_user", "owns_file")

    every_user: bool
    """The all-users handle of a store that holds several users in one file (SQLite): reads reach every
    user's rows. Never on PostgreSQL, where a store is one user's."""

    owns_file: bool
    """Whether the rows a SQLite file keeps without a user column (the persona, forget watermarks,
    forgotten record ids) are this user's: true for config ``user.id``, false for another user named
    with ``--user``. A PostgreSQL store keeps every row per user."""

    def __init__(self, id: str | Callable[[], str], *, every_user: bool = False, owns_file: bool = True) -> None:
        if isinstance(id, str):
            self._id: str | None = id
            self._resolve: Callable[[], str] | None = None
        else:
            self._id = None
            self._resolve = id
        self.every_user = every_user
        self.owns_file = owns_file

    @property
    def id(self) -> str:
        """The user: ``--user``, else config ``user.id``. Writes default to them, and the sections of a
        context pack that are one person's (persona, profile, agreements, timeline, recent records) are theirs."""
        if self._id is None:
            assert self._resolve is not None
            self._id = self._resolve()
            self._resolve = None
        return self._id

    @property
    def only(self) -> str | None:
        """The user every read is narrowed to, or None for the all-users handle."""
        return None if self.every_user else self.id

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, StoreUser):
            return NotImplemented
        return (self.id, self.every_user, self.owns_file) == (other.id, other.every_user, other.owns_file)

    def __hash__(self) -> int:
        return hash((self.id, self.every_user, self.owns_file))

    def __repr__(self) -> str:
        flags = ", every_user=True" if self.every_user else ("" if self.owns_file else ", owns_file=False")
        shown = self._id if self._id is not None else "<config user.id>"
        return f"StoreUser({shown!r}{flags})"


DEFAULT_USER_ID = "default"
"""Config ``user.id`` when nothing sets it (what a store opened without a config is for)."""


def every_user_of_file(owner: str | Callable[[], str] = DEFAULT_USER_ID) -> StoreUser:
    """The all-users handle of a SQLite file whose own user (config ``user.id``) is *owner*."""
    return StoreUser(owner, every_user=True)
