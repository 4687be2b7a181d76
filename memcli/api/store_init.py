"""``mem init`` as a library call: create (or upgrade) the store and write the commented default config."""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.api.values import InitReport

if TYPE_CHECKING:
    from memcli.api.session import State


def init(state: State) -> InitReport:
    """Create the store at *state* (a SQLite file in its home, or mem's schema in its database) and a
    commented ``config.toml`` in the home when there is none.

    Running it again changes nothing but an older schema's version (stores are migrated on open). An
    existing SQLite store that cannot be written is reported as read-only and left as it is; a folder
    that cannot be created is a MemError.
    """
    from memcli.config.schema import write_default_config
    from memcli.store.opening import prepare_home, store_exists, store_writable

    if state.store_url is not None:  # a database: its schema is created there; the config stays in home
        from memcli.store.location import display_url

        state.store()
        prepare_home(state.home)
        wrote = write_default_config(state.home)
        return InitReport({"location": display_url(state.store_url), "database": True, "existed": False,
                           "read_only": False, "wrote_config": wrote})
    existed = store_exists(None, state.home)
    if existed and not store_writable(None, state.home):
        return InitReport({"location": str(state.home), "database": False, "existed": True, "read_only": True,
                           "wrote_config": False})
    state.store()  # created and migrated
    wrote = write_default_config(state.home)
    return InitReport({"location": str(state.home), "database": False, "existed": existed, "read_only": False,
                       "wrote_config": wrote})
