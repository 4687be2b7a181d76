"""An open store: where it is, its config, a lazy connection.

The library API (:mod:`memcli.api`), the CLI and the MCP server all work on
one of these; it lives outside :mod:`memcli.cli` so that nothing below the
CLI has to import it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pydantic is slow to import; the fast read path does not need it
    from memcli.store.postgres.store import PostgresStore
    from memcli.store.sqlite.store import SqliteStore
    from memcli.config import Config
    from memcli.context.settings import LightSettings


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

    A plain class rather than a dataclass: importing :mod:`dataclasses` pulls
    in :mod:`inspect` (~15 ms), which the fast read path does not otherwise need.
    """

    __slots__ = ("home", "_config", "_conn", "_store", "_store_arg", "_url", "_pg", "_user")

    def __init__(
        self,
        home: Path,
        _config: Config | None = None,
        _conn: sqlite3.Connection | None = None,
        store_url: str | None = None,
    ) -> None:
        self.home = home
        self._config = _config
        self._conn = _conn
        self._store: SqliteStore | None = None
        self._store_arg = store_url  # --store, if given; else $MEM_STORE, else config store.url
        self._url: str | None | bool = False  # False: not looked up yet
        self._pg: PostgresStore | None = None
        self._user: str | None = None  # --user, if given; else config user.id

    def __repr__(self) -> str:
        return f"State(home={self.home!r})"

    @property
    def config(self) -> Config:
        if self._config is None:
            from memcli.config import load_config

            self._config = load_config(self.home)
        return self._config

    def settings(self) -> Config | LightSettings:
        """What a pack or a recall reads: the Config if loaded, else light views when ``config.toml`` is
        plainly valid (no pydantic: 135–185 ms less per process), else the full validated Config."""
        if self._config is not None:
            return self._config
        from memcli.context.settings import read_light_settings

        light = read_light_settings(self.home)
        return light if light is not None else self.config

    @property
    def store_url(self) -> str | None:
        """The URL of the store in force (``--store`` → ``$MEM_STORE`` → config ``store.url``); None: SQLite in home."""
        if self._url is False:
            if self._conn is not None:
                self._url = None  # handed an open SQLite connection (the MCP server's)
            else:
                from memcli.store.location import store_url

                self._url = store_url(self.home, self._store_arg)
        return self._url  # type: ignore[return-value]

    def select_user(self, user: str | None, *, filtered_on_sqlite: bool = True) -> None:
        """Whose memory this command reads or writes (``--user``; None: config ``user.id``).

        A PostgreSQL store is opened for one user, so this picks the store; call it before the store is
        opened. A SQLite file holds whoever was imported into it: commands that filter by user there say
        so with *filtered_on_sqlite*; the others (recall, read, forget, export see the whole file) refuse
        another user than config ``user.id`` rather than show or change everyone's memory.
        """
        if not user or user == self._user:
            return
        if not filtered_on_sqlite and self.store_url is None and user != self.settings().user.id:
            from memcli.errors import MemError

            raise MemError(f"--user {user}: on a SQLite store this command covers the whole file, not one user; "
                           "keep one MEM_HOME per person, or use a PostgreSQL store (--store), which keeps users "
                           "apart")
        if self._pg is not None and self._pg.user != user:
            self._pg.close()
            self._pg = None
        self._user = user

    @property
    def user_id(self) -> str:
        """The user of this command: ``--user``, else config ``user.id``."""
        return self._user or self.settings().user.id

    @property
    def user_chosen(self) -> bool:
        """Whether ``--user`` named the user (not the config default)."""
        return self._user is not None

    def _sqlite_only(self) -> None:
        """Code that still speaks SQLite directly must not run against a URL store (it would open a file instead)."""
        url = self.store_url
        if url is not None:
            from memcli.errors import MemError
            from memcli.store.location import display_url

            raise MemError(f"this command does not run on a PostgreSQL store yet (store {display_url(url)}); "
                           "unset --store, $MEM_STORE and store.url to use the SQLite store in MEM_HOME")

    def conn(self, *, create: bool = True) -> sqlite3.Connection:
        """The store connection, opened (created, migrated) on first use."""
        if self._conn is None:
            self._sqlite_only()
            from memcli.store.sqlite.db import connect

            self._conn = connect(self.home, create=create)
        return self._conn

    def read_conn(self) -> sqlite3.Connection:
        """The store connection for a command that only reads: a missing store is an error (nothing is
        created), and a store that cannot be written is opened read-only."""
        if self._conn is None:
            self._sqlite_only()
            from memcli.store.sqlite.db import connect_for_reading

            self._conn = connect_for_reading(self.home)
        return self._conn

    def store(self, *, create: bool = True) -> SqliteStore | PostgresStore:
        """The store (the :class:`memcli.store.protocols.Store` interface), opened for writing on first use;
        with ``create=False`` a missing SQLite store is an error (see :meth:`conn`). A PostgreSQL database
        always gets mem's schema: the server, not a file, is what must exist."""
        if self.store_url is not None:
            return self._postgres(read_only=False)
        return self._wrap(self.conn(create=create))

    def read_store(self) -> SqliteStore | PostgresStore:
        """The store for a command that only reads (see :meth:`read_conn`)."""
        if self.store_url is not None:
            return self._postgres(read_only=True)
        return self._wrap(self.read_conn())

    def _postgres(self, *, read_only: bool) -> PostgresStore:
        if self._pg is None:
            from memcli.recall.stem import porter
            from memcli.store.postgres.store import PostgresStore

            # the index stems words as the SQLite index does (FTS5's porter), so both rank alike
            self._pg = PostgresStore(self.store_url or "", self.home, user=self.user_id,
                                     read_only=read_only, stem=porter)
        return self._pg

    def _wrap(self, conn: sqlite3.Connection) -> SqliteStore:
        if self._store is None or self._store.conn is not conn:
            from memcli.store.sqlite.store import SqliteStore

            self._store = SqliteStore(conn, self.home)
        return self._store

    def close(self) -> None:
        self._store = None
        if self._pg is not None:
            self._pg.close()
            self._pg = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
