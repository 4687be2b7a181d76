"""Both store backends for one test: ``sqlite`` (a fresh store directory) and ``postgres`` (a fresh database).

A test that asks for the :func:`backend` fixture runs twice, with ids
``[sqlite]`` and ``[postgres]``; the PostgreSQL run is marked ``pg`` and
skipped where no server can start. Both open stores the way mem does
(:func:`memcli.store.opening.open_store`, or a :class:`memcli.api.session.State`,
or the real CLI with ``MEM_STORE`` set), so a test says what a store must do
once and each backend has to do it.

A test stays on one backend only where the behaviour is that backend's own
(a connection pool, a file on disk, a server restart); its docstring says so.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from memcli.api.session import State
from memcli.store.protocols import Store
from memcli.store.protocols.users import StoreUser

BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.pg)]
"""``pytest.mark.parametrize`` values (or fixture ``params``) for the two backends; ids are their names."""


class Backend:
    """One backend for one test: where its store is, and ways to open it."""

    def __init__(self, name: str, home: Path, url: str | None) -> None:
        self.name = name
        self.home = home
        self.url = url
        self._open: list[Any] = []

    def __repr__(self) -> str:
        return f"Backend({self.name})"

    @property
    def env(self) -> Mapping[str, str | None]:
        """The environment of a ``mem`` run on this store (``MEM_STORE`` set, or removed for the SQLite file)."""
        return {"MEM_STORE": self.url}

    def open(self, user: str = "default", *, every_user: bool = False, read_only: bool = False) -> Store:
        """The store opened for *user* (closed with the backend); *every_user*: a SQLite file's all-users handle."""
        from memcli.recall.stem import porter
        from memcli.store.opening import open_store

        store = open_store(self.url, self.home, StoreUser(user, every_user=every_user), read_only=read_only,
                           stem=porter if self.url else None)
        self._open.append(store)
        return store

    def state(self, user: str | None = None) -> State:
        """An API session on this store (closed with the backend)."""
        state = State(home=self.home, store_url=self.url, user=user)
        self._open.append(state)
        return state

    def sql(self, statement: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """One statement as an operator runs it, outside mem (every user's rows): to damage a store on purpose
        or look at what only SQL shows. The statement is written for this backend (``?`` or ``%s``)."""
        if self.url is None:
            import sqlite3

            conn = sqlite3.connect(self.home / "mem.db", isolation_level=None)
            try:
                return conn.execute(statement, params).fetchall()
            finally:
                conn.close()
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as conn:
            cur = conn.execute(statement, params)  # type: ignore[arg-type]  # a test's own statement
            return cur.fetchall() if cur.description else []

    def close(self) -> None:
        for thing in reversed(self._open):
            thing.close()
        self._open.clear()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    """A fresh store on each backend (``[sqlite]``: a store directory; ``[postgres]``: a database with mem's schema)."""
    url = request.getfixturevalue("pg_store_url") if request.param == "postgres" else None
    b = Backend(request.param, tmp_path / "memhome", url)
    try:
        yield b
    finally:
        b.close()


@pytest.fixture(scope="module", params=BACKENDS)
def module_backend(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Backend]:
    """:func:`backend` shared by a module's tests (a store built once, read by many tests)."""
    url = request.getfixturevalue("pg_module_url") if request.param == "postgres" else None
    b = Backend(request.param, tmp_path_factory.mktemp(f"store-{request.param}") / "memhome", url)
    try:
        yield b
    finally:
        b.close()
