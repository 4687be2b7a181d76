"""Allow ``python -m memcli``."""

from memcli.cli.entry import main

main()
