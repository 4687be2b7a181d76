"""Settings: every key of ``config.toml`` defined once (:mod:`memcli.config.settings`), the validated loader
built from it with pydantic (:mod:`memcli.config.schema`), the light reader fast commands use without pydantic
(:mod:`memcli.config.light`), and the value checks both run (:mod:`memcli.config.checks`)."""
