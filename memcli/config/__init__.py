"""Settings: the one definition of ``config.toml`` (pydantic, :mod:`memcli.config.schema`), the value checks it
shares with the light reader (:mod:`memcli.config.light`) that fast commands use without pydantic, and the
generator that keeps the light reader's view of the schema current."""
