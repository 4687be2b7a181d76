"""An item and a recall hit as plain text: what ``mem read`` prints and what the MCP server's tools answer.

Both front ends show the same lines, so they are made here, below both, from the api's values
(:meth:`memcli.api.values.Item.to_dict`).
"""

from __future__ import annotations

from typing import Any


def one_line(text: str) -> str:
    return " ".join(text.split())


def item_lines(item: dict[str, Any]) -> tuple[str, list[str]]:
    """A header line and body lines for ``mem read`` (plain text; Rich only bolds the header)."""
    kind = item["kind"]
    head = [item["id"], kind]
    if kind == "memory":
        head.append(item.get("type") or "")
        if item.get("topic"):
            head.append(f"{item['topic']}::{item.get('sub_topic') or ''}")
    head.append(item.get("occurred_at") or "")
    lines: list[str] = []
    if kind == "record":
        src = item.get("source") or {}
        meta = [f"role: {item.get('role')}"] + ([f"speaker: {item['speaker']}"] if item.get("speaker") else [])
        if item.get("session"):
            meta.append(f"session: {item['session']}")
        lines.append("  ".join(meta))
        if src.get("path") or src.get("format"):
            ext = f" #{src['external_id']}" if src.get("external_id") else ""
            lines.append(f"source: {src.get('path') or '-'} ({src.get('format') or '?'}){ext}")
        if item.get("tags"):
            lines.append("tags: " + ", ".join(item["tags"]))
        for c in item.get("cues") or []:
            lines.append(f"cue: {c['key']}" + (f"  {c['label']}" if c.get("label") else ""))
        lines += ["", item["text"]]
        return "  ".join(h for h in head if h), lines
    if kind == "memory":
        meta = [f"importance {item['importance']}", item["status"], f"owner {item['owner']}"]
        if item.get("superseded_by"):
            meta.append(f"superseded by {item['superseded_by']}")
        meta.append(f"updated {item['updated_at']}")
        lines.append("  ".join(meta))
        lines += ["", item["text"]]
    else:
        lines.append(f"importance {item['importance']}" + (f"  until {item['ended_at']}" if item.get("ended_at") else ""))
        if item.get("tags"):
            lines.append("tags: " + ", ".join(str(t) for t in item["tags"]))
        lines += ["", item["text"]]
        if item.get("gists"):
            lines.append("")
            lines += [f"- {g}" for g in item["gists"]]
    if item.get("source_records"):
        lines += ["", f"sources ({len(item['sources'])}):"]
        for s in item["source_records"]:
            body = "(forgotten)" if s.get("forgotten") else one_line(s.get("text") or "")
            lines.append(f"  {s['id']}\t{(s.get('occurred_at') or '')[:10]}\t{body}")
    return "  ".join(h for h in head if h), lines
