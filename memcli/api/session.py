"""An open store: where it is, its config, the store itself (opened lazily).

The library API (:mod:`memcli.api`), the CLI and the MCP server all work on
one of these; it lives outside :mod:`memcli.cli` so that nothing below the
CLI has to import it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pydantic is slow to import; the fast read path does not need it
    from memcli.store.postgres.store import PostgresStore
    from memcli.store.protocols import Store
    from memcli.store.sqlite.store import SqliteStore
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings


def default_home() -> Path:
    """``$MEM_HOME`` → ``$XDG_DATA_HOME/mem`` → ``~/.local/share/mem``."""
    env = os.environ.get("MEM_HOME")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "mem"


class State:
    """Where the store is, its config and connection (both opened lazily).

    *pooled* is for a long-lived process that makes a State per call (the MCP
    server, an app): a PostgreSQL store then leases its connection from the
    process's bounded pool for the URL and :meth:`close` gives it back; the
    one-shot CLI opens its own.

    A plain class rather than a dataclass: importing :mod:`dataclasses` pulls
    in :mod:`inspect` (~15 ms), which the fast read path does not otherwise need.
    """

    __slots__ = ("home", "_config", "_light", "_store", "_store_arg", "_url", "_pg", "_user", "_pooled")

    def __init__(
        self,
        home: Path,
        _config: Config | None = None,
        _store: SqliteStore | None = None,
        store_url: str | None = None,
        pooled: bool = False,
    ) -> None:
        self.home = home
        self._config = _config
        self._light: LightSettings | None = None  # read once per State, like the Config
        self._store = _store  # the SQLite store, once opened (a long-lived server hands its open one in)
        self._store_arg = store_url  # --store, if given; else $MEM_STORE, else config store.url
        self._url: str | None | bool = False  # False: not looked up yet
        self._pg: PostgresStore | None = None
        self._user: str | None = None  # --user, if given; else config user.id
        self._pooled = pooled  # a long-lived process: PostgreSQL connections come from the process's pool

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
            if self._store is not None:
                self._url = None  # handed an open SQLite store (the MCP server's)
            else:
                from memcli.store.location import store_url

                self._url = store_url(self.home, self._store_arg)
        return self._url  # type: ignore[return-value]

    def select_user(self, user: str | None) -> None:
        """Whose memory this command reads or writes (``--user``; None: config ``user.id``).

        A PostgreSQL store is opened for one user, so this picks the store; call it before the store is
        opened. A SQLite file holds whoever was imported into it: there the store's ``user_scope`` narrows
        every read of the command (recall, read, forget, export, …) to the named user's items.
        """
        if not user or user == self._user:
            return
        if self._pg is not None and self._pg.user != user:
            self._pg.close()
            self._pg = None
        self._user = user
        if self._store is not None:
            self._scope(self._store)

    def _scope(self, store: SqliteStore) -> None:
        """Narrow a SQLite store to ``--user`` (nothing without it: the whole file)."""
        store.user_scope = self._user
        store.scope_is_owner = self._user is not None and self._user == self.settings().user.id

    @property
    def sqlite_scope_partial(self) -> bool:
        """Whether this command reads one user of a SQLite file other than its own (config ``user.id``):
        the file-wide tables (persona, forget watermarks) are then not that user's to export."""
        return self._user is not None and self.store_url is None and self._user != self.settings().user.id

    @property
    def user_id(self) -> str:
        """The user of this command: ``--user``, else config ``user.id``."""
        return self._user or self.settings().user.id

    @property
    def user_chosen(self) -> bool:
        """Whether ``--user`` named the user (not the config default)."""
        return self._user is not None

    def store(self, *, create: bool = True) -> Store:
        """The store (the :class:`memcli.store.protocols.Store` interface), opened for writing on first use
        (created and migrated); with ``create=False`` a missing SQLite store is an error. A PostgreSQL
        database always gets mem's schema: the server, not a file, is what must exist."""
        if self.store_url is not None:
            return self._postgres(read_only=False)
        if self._store is None:
            from memcli.store.sqlite.store import open_sqlite_store

            self._store = open_sqlite_store(self.home, create=create)
            self._scope(self._store)
        return self._store

    def read_store(self) -> Store:
        """The store for a command that only reads: a missing store is an error (nothing is created), and a
        store that cannot be written is opened read-only."""
        if self.store_url is not None:
            return self._postgres(read_only=True)
        if self._store is None:
            from memcli.store.sqlite.store import open_sqlite_store_for_reading

            self._store = open_sqlite_store_for_reading(self.home)
            self._scope(self._store)
        return self._store

    def _postgres(self, *, read_only: bool) -> PostgresStore:
        if self._pg is None:
            from memcli.recall.stem import porter
            from memcli.store.postgres.store import PostgresStore

            url = self.store_url or ""
            pool = None
            if self._pooled:
                from memcli.store.postgres.pool import pool_for

                pool = pool_for(url)
            # the index stems words as the SQLite index does (FTS5's porter), so both rank alike
            self._pg = PostgresStore(url, self.home, user=self.user_id, read_only=read_only, stem=porter, pool=pool)
        return self._pg

    def close(self) -> None:
        if self._pg is not None:
            self._pg.close()
            self._pg = None
        if self._store is not None:
            self._store.close()
            self._store = None
