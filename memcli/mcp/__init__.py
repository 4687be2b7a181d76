"""The MCP front end: the store served to agents over the Model Context Protocol (:mod:`memcli.mcp.server`),
a peer of the CLI on :mod:`memcli.api`."""
