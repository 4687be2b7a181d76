"""An open store: where it is, its config, whose memory it is, the store itself (opened lazily).

The library API (:mod:`memcli.api`), the CLI and the MCP server all work on
one of these; it lives outside :mod:`memcli.cli` so that nothing below the
CLI has to import it.

**Which user.** A front end names the user once, on the :class:`State`
(``State(home, user=U)`` or :meth:`State.select_user` before the store is
opened; nobody named: config ``user.id``). The store is then opened for
that user (:meth:`State.store_user`, :func:`memcli.store.opening.open_store`)
and keeps them for its life; no API function takes a user. The rule is the
same on both backends: a command that reads or writes one person's memory
works on the named user, else config ``user.id``; an upkeep command (flush,
stats, doctor, reindex) works on the named user, else on every user
(:meth:`State.upkeep_states`: a SQLite file's all-users handle, one store
per user of a PostgreSQL database).

:class:`SharedStore` is what a long-lived process (the MCP server, an app)
keeps between calls: one SQLite connection that calls take turns on, or
the process's PostgreSQL pools.
"""

from __future__ import annotations

import os
import _thread  # the lock type threading.Lock is, without importing threading (~0.5 ms) on every command
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:  # pydantic is slow to import; the fast read path does not need it
    from memcli.config.light import LightSettings
    from memcli.config.schema import Config
    from memcli.store.protocols import Store
    from memcli.store.protocols.users import StoreUser

T = TypeVar("T")


def default_home() -> Path:
    """``$MEM_HOME`` → ``$XDG_DATA_HOME/mem`` → ``~/.local/share/mem``."""
    env = os.environ.get("MEM_HOME")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "mem"


def _checked(user: str | None) -> str | None:
    """*user* if it is a valid user id (None: nobody named); every way in (``--user``, ``user=``) takes this door."""
    if user is None:
        return None
    from memcli.core.ids import checked_user

    return checked_user(user)


class State:
    """Where the store is, its config, whose memory it is, and the store (config and store opened lazily).

    *pooled* is for a long-lived process that makes a State per call (the MCP
    server, an app): a PostgreSQL store then leases its connection from the
    process's bounded pool for the URL and :meth:`close` gives it back; the
    one-shot CLI opens its own.

    A plain class rather than a dataclass: importing :mod:`dataclasses` pulls
    in :mod:`inspect` (~15 ms), which the fast read path does not otherwise need.
    """

    __slots__ = ("home", "_config", "_light", "_store", "_shared", "_store_arg", "_url", "_user", "_pooled", "_every")

    def __init__(
        self,
        home: Path,
        _config: Config | None = None,
        _store: Store | None = None,
        store_url: str | None = None,
        pooled: bool = False,
        user: str | None = None,
    ) -> None:
        self.home = home
        self._config = _config
        self._light: LightSettings | None = None  # read once per State, like the Config
        self._store = _store  # the open store; a long-lived process may hand in its shared one (SharedStore)
        self._shared = _store is not None  # a handed-in store is its owner's to close, not ours
        self._store_arg = store_url  # --store, if given; else $MEM_STORE, else config store.url
        self._url: str | None | bool = False  # False: not looked up yet
        self._user = _checked(user)  # --user, if given; else config user.id
        self._pooled = pooled  # a long-lived process: PostgreSQL connections come from the process's pool
        self._every = False  # nobody named opens a SQLite file's all-users handle (an upkeep command's State)

    @property
    def store_arg(self) -> str | None:
        """``--store`` as given (None: look in ``$MEM_STORE`` and config)."""
        return self._store_arg

    def __repr__(self) -> str:
        return f"State(home={self.home!r})"

    @property
    def config(self) -> Config:
        if self._config is None:
            from memcli.config.schema import load_config

            self._config = load_config(self.home)
        return self._config

    def settings(self) -> Config | LightSettings:
        """What a pack or a recall reads: the Config if loaded, else light views when ``config.toml`` is
        plainly valid (no pydantic: 135–185 ms less per process), else the full validated Config."""
        if self._config is not None:
            return self._config
        if self._light is None:
            from memcli.config.light import read_light_settings

            self._light = read_light_settings(self.home)
            if self._light is None:
                return self.config
        return self._light

    @property
    def store_url(self) -> str | None:
        """The URL of the store in force (``--store`` → ``$MEM_STORE`` → config ``store.url``); None: SQLite in home."""
        if self._url is False:
            if self._shared:
                self._url = None  # handed an open SQLite store (the MCP server's)
            else:
                from memcli.store.location import store_url

                self._url = store_url(self.home, self._store_arg)
        return self._url  # type: ignore[return-value]

    # -- whose memory -----------------------------------------------------------------

    def select_user(self, user: str | None) -> None:
        """Whose memory this command reads or writes (``--user``; None: config ``user.id``; an empty or
        malformed id is a usage error, :func:`memcli.core.ids.checked_user`).

        Say it before the store is opened: a store is opened for one user and keeps them. A store this
        State opened for someone else is closed, so the next use opens it for *user*.
        """
        user = _checked(user)
        if user == self._user:
            return
        if self._store is not None:
            if self._shared:
                raise RuntimeError("the user of a shared store is chosen by its owner (State(user=...))")
            self._store.close()
            self._store = None
        self._user = user

    @property
    def user_named(self) -> str | None:
        """The user the caller named (``--user``), or None: config ``user.id``."""
        return self._user

    @property
    def user_id(self) -> str:
        """The user of this command: ``--user``, else config ``user.id``."""
        return self._user or self.settings().user.id

    def store_user(self) -> StoreUser:
        """Whose memory the store is opened for: the named user, else config ``user.id`` (read only when
        asked for); a SQLite file's all-users handle for an upkeep command's State (:meth:`upkeep_states`)."""
        from memcli.store.protocols.users import StoreUser

        if self._user is None:
            if self._every and self.store_url is None:
                return StoreUser(lambda: self.settings().user.id, every_user=True)
            return StoreUser(lambda: self.settings().user.id)
        return StoreUser(self._user, owns_file=self._user == self.settings().user.id)

    def upkeep_states(self) -> list[State]:
        """The States an upkeep command (flush, stats, doctor, reindex) works on, one after another: this one
        when a user is named; with nobody named, every user — the SQLite file's all-users handle (one store
        for the whole file), or one State per user with rows in a PostgreSQL database (this one, config
        ``user.id``'s, while it has nobody). The caller closes those that are not this State."""
        if self._user is not None:
            return [self]
        from memcli.store.opening import store_users

        users = store_users(self.store_url, self.home)
        if users is None:
            every = self._sibling(None)
            every._every = True
            return [every]
        return [self._sibling(user) for user in users] or [self]

    def _sibling(self, user: str | None) -> State:
        """A State on the same store and config for *user*."""
        other = State(self.home, self._config, store_url=self._store_arg, pooled=self._pooled, user=user)
        other._url, other._light = self._url, self._light
        return other

    @property
    def owns_file_rows(self) -> bool:
        """Whether the rows a SQLite file keeps without a user (persona, forget watermarks) are this
        command's user's: always on PostgreSQL, on SQLite for config ``user.id`` or the whole file."""
        user = self.read_store().user
        return user.every_user or user.owns_file

    # -- the store ----------------------------------------------------------------------

    def store(self, *, create: bool = True) -> Store:
        """The store (the :class:`memcli.store.protocols.Store` interface) for this command's user, opened for
        writing on first use (created and migrated); with ``create=False`` a missing SQLite store is an error.
        A PostgreSQL database always gets mem's schema: the server, not a file, is what must exist."""
        if self._store is None:
            self._store = self._open(read_only=False, create=create)
        return self._store

    def read_store(self) -> Store:
        """The store for a command that only reads: a missing store is an error (nothing is created), and a
        store that cannot be written is opened read-only."""
        if self._store is None:
            self._store = self._open(read_only=True, create=False)
        return self._store

    def _open(self, *, read_only: bool, create: bool) -> Store:
        from memcli.store.opening import open_store

        url = self.store_url
        stem = None
        if url is not None:
            from memcli.recall.stem import porter

            stem = porter  # the index stems words as the SQLite index does (FTS5's porter), so both rank alike
        return open_store(url, self.home, self.store_user(), read_only=read_only, create=create,
                          pooled=self._pooled, stem=stem)

    def close(self) -> None:
        """Close the store this State opened (a shared one stays open for its owner)."""
        if self._store is not None and not self._shared:
            self._store.close()
        self._store = None


class SharedStore:
    """The store of a long-lived process (the MCP server, an app), kept between calls.

    SQLite: one connection, opened on first use and shared by calls that take
    turns, each a fresh :class:`State` (config re-read) over it, opened for
    config ``user.id`` as a command without ``--user`` opens it. The
    connection is reopened when ``mem.db`` is no longer the file it was opened
    on (deleted and created anew by hand), so the process never keeps
    answering from a file nobody else sees. PostgreSQL: calls run side by
    side, each on a connection leased from the process's bounded pool for the
    store URL, so a burst of calls never opens more than the pool's size and
    a server restart costs one reconnect, not the process.
    """

    def __init__(self, home: Path, store_url: str | None = None) -> None:
        self.home = home
        self.store_url = store_url  # --store, if given; else $MEM_STORE or config store.url, looked up per call
        self._store: Store | None = None
        self._file: tuple[int, int] | None = None
        self._lock = _thread.allocate_lock()

    def _file_id(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.home / "mem.db")
        except OSError:
            return None
        return st.st_dev, st.st_ino

    def call(self, fn: Callable[[State], T]) -> T:
        """Run *fn* on a fresh :class:`State` (config re-read) over the shared store."""
        state = State(home=self.home, store_url=self.store_url, pooled=True)
        if state.store_url is not None:
            try:
                return fn(state)
            finally:
                state.close()  # gives the leased connection back
        with self._lock:
            if self._store is not None and (
                self._file_id() != self._file or self._store.user.id != state.settings().user.id
            ):  # another file, or config user.id changed: the shared store was opened for someone else
                self._store.close()
                self._store = None
            if self._store is not None:
                state._store, state._shared = self._store, True
            try:
                return fn(state)
            finally:
                if self._store is None and state._store is not None:  # this call opened it: keep it
                    self._store, state._shared = state._store, True
                    self._file = self._file_id()

    def close(self) -> None:
        with self._lock:
            if self._store is not None:
                self._store.close()
                self._store = None
        from memcli.store.opening import close_shared_connections

        close_shared_connections()
