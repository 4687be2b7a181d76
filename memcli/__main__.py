"""Allow ``python -m memcli``."""

from memcli.cli.entry import console

console()
