"""Cues: registered keys (``photo:sha256:…``) and the records linked to them.

A cue is looked up by its exact key, or by a unique prefix of it (like a
short git hash: ``photo:sha256:3f2a`` is enough when only one photo starts
that way). Records of a cue are listed **newest first**, the same order as
equal-scored recall hits, so ``-n`` keeps the most recent ones; use
``mem read`` or ``--json`` for the full list.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from memcli import ids
from memcli.errors import MemError
from memcli.recall.fulltext import Hit, load_hits, score_items

CUE_QUERY_CAP = 10_000
"""A cue with a query scores at most this many of its newest records."""


def find_cues(conn: sqlite3.Connection, key: str) -> list[sqlite3.Row | tuple[Any, ...]]:
    """Cue rows ``(id, kind, key, label)`` matching *key* exactly, else by unique prefix.

    An ambiguous prefix is an error that lists how many cues it matches.
    """
    key = key.strip()
    if not key:
        raise MemError("empty cue key; see `mem cues` for the registered keys")
    row = conn.execute("SELECT id, kind, key, label FROM cues WHERE key = ?", (key,)).fetchone()
    if row is not None:
        return [row]
    # keys are ASCII-ish (kind:scheme:hex); '\uffff' sorts after any continuation
    rows = conn.execute(
        "SELECT id, kind, key, label FROM cues WHERE key >= ? AND key < ? ORDER BY key LIMIT 11",
        (key, key + "\uffff"),
    ).fetchall()
    if len(rows) > 1:
        shown = ", ".join(r[2] for r in rows[:3])
        more = "…" if len(rows) > 3 else ""
        raise MemError(
            f"cue prefix {key!r} matches {len(rows) if len(rows) <= 10 else 'more than 10'} cues "
            f"({shown}{more}); give more of the key"
        )
    return rows


def cue_hits(
    conn: sqlite3.Connection,
    key: str,
    *,
    query: str | None = None,
    limit: int = 10,
    since_ts: float | None = None,
    until_ts: float | None = None,
) -> list[Hit]:
    """Records linked to the cue *key*, newest first, each with score 1.0 (a cue match is exact).

    With a *query*, only the cue's records that match it, best first (same
    scores as fast recall). An unknown key gives an empty list (the CLI
    warns on stderr).
    """
    found = find_cues(conn, key)
    if not found or limit <= 0:
        return []
    sql = "SELECT r.id FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = ?"
    params: list[Any] = [int(found[0][0])]
    if since_ts is not None:
        sql += " AND r.occurred_ts >= ?"
        params.append(since_ts)
    if until_ts is not None:
        sql += " AND r.occurred_ts <= ?"
        params.append(until_ts)
    sql += " ORDER BY r.occurred_ts DESC, r.id DESC LIMIT ?"
    if query is None or not query.strip():
        params.append(limit)
        return load_hits(conn, [("record", int(r[0]), 1.0) for r in conn.execute(sql, params)])
    params.append(CUE_QUERY_CAP)
    newest = [int(r[0]) for r in conn.execute(sql, params)]
    order = {rid: i for i, rid in enumerate(newest)}
    scores = score_items(conn, query, [("record", rid) for rid in newest])
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], order[kv[0][1]]))
    return load_hits(conn, [(kind, rid, score) for (kind, rid), score in ranked[:limit]])


def list_cues(conn: sqlite3.Connection, kind: str | None = None) -> list[dict[str, Any]]:
    """Every registered cue with how many records link to it, ordered by kind then key."""
    sql = (
        "SELECT c.id, c.kind, c.key, c.label, c.created_at, "
        "(SELECT COUNT(*) FROM record_cues rc WHERE rc.cue_id = c.id) AS n, "
        "(SELECT MAX(r.occurred_at) FROM record_cues rc JOIN records r ON r.id = rc.record_id "
        "  WHERE rc.cue_id = c.id) AS last_at "
        "FROM cues c"
    )
    params: tuple[Any, ...] = ()
    if kind:
        sql += " WHERE c.kind = ?"
        params = (kind,)
    sql += " ORDER BY c.kind, c.key"
    out: list[dict[str, Any]] = []
    for row in conn.execute(sql, params):
        out.append(
            {
                "kind": row[1],
                "key": row[2],
                "label": row[3],
                "records": int(row[5]),
                "last_at": row[6],
                "created_at": row[4],
            }
        )
    return out


def cue_record_ids(conn: sqlite3.Connection, key: str) -> list[str]:
    """Public ids of every record linked to *key* (newest first)."""
    found = find_cues(conn, key)
    if not found:
        return []
    return [
        ids.rid(r[0])
        for r in conn.execute(
            """SELECT r.id FROM record_cues rc JOIN records r ON r.id = rc.record_id
               WHERE rc.cue_id = ? ORDER BY r.occurred_ts DESC, r.id DESC""",
            (int(found[0][0]),),
        )
    ]
