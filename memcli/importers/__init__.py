"""One module per input format (see :mod:`memcli.importers.base` for the interface and registry)."""

# every importer's --format NAME, in the detection order of base.IMPORTER_MODULES: `mem import --help` and
# shell completion list them without importing the importers (tests/test_cli_edges.py checks the two agree)
FORMAT_NAMES: tuple[str, ...] = (
    "jsonl", "chatgpt", "locomo", "claude", "sillytavern", "telegram", "wechat", "jrnl", "whatsapp",
    "dayone", "obsidian", "llm", "openai", "diary",
)
