"""A PostgreSQL store ready to be spread over machines by user (issue #32): keys, references and statements.

On the real server of ``pg_fixture``: the catalogue shows every primary,
unique and foreign key of a user's table leading with ``user_id`` (what a
distributed PostgreSQL such as Citus needs to spread each table by user and
keep a user's rows of every table together); and every statement a whole
session of commands sends, planned by the server as an operator's session
would run it (no row-level security to lean on), reads only rows of one
user: each scan of a user's table is bounded by a ``user_id`` condition of
its own or of the join that feeds it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import SAMPLE_DATA, mem_run
from pg_fixture import PgServer

pytestmark = [pytest.mark.pg, pytest.mark.usefixtures("fast_embedder")]

SAMPLES = [str(SAMPLE_DATA / name) for name in ("chat_openai.json", "chatgpt_conversations.json", "diary.md")]


def _admin_rows(url: str, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    import psycopg2

    conn = psycopg2.connect(url)
    try:
        with conn.cursor() as cur:
            cur.execute(sql, params or None)
            return cur.fetchall()
    finally:
        conn.close()


@pytest.fixture
def schema_url(pg_url: str, tmp_path: Path) -> str:
    from memcli.store.postgres.store import PostgresStore

    PostgresStore(pg_url, tmp_path, user="ann").close()
    return pg_url


def test_every_key_of_a_users_table_leads_with_the_user(schema_url: str) -> None:
    from memcli.store.postgres.schema import REFERENCE_TABLES, USER_TABLES, USER_TABLES_SINCE_M004

    tables = {r[0]: r[1] for r in _admin_rows(schema_url, """
        SELECT c.relname, bool_or(a.attname = 'user_id' AND a.attnotnull)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind = 'r' GROUP BY c.relname""")}
    with_user = {t for t, has in tables.items() if has}
    assert with_user == set(USER_TABLES) | set(USER_TABLES_SINCE_M004) | {"changes"}
    assert set(tables) - with_user == set(REFERENCE_TABLES)  # the only tables without a user: reference tables
    keys = _admin_rows(schema_url, """
        SELECT cl.relname, co.conname, co.contype,
               array(SELECT a.attname FROM unnest(co.conkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = k.n ORDER BY k.i)::text[],
               fcl.relname,
               array(SELECT a.attname FROM unnest(co.confkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = co.confrelid AND a.attnum = k.n ORDER BY k.i)::text[]
        FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid
        LEFT JOIN pg_class fcl ON fcl.oid = co.confrelid
        JOIN pg_namespace n ON n.oid = cl.relnamespace
        WHERE n.nspname = 'public' AND co.contype IN ('p', 'u', 'f')""")
    seen: dict[str, set[str]] = {}
    for table, name, kind, columns, referenced, referenced_columns in keys:
        if table in REFERENCE_TABLES:
            assert kind != "f", (table, name)
            continue
        seen.setdefault(table, set()).add(kind)
        assert columns[0] == "user_id", (table, name, columns)
        if kind == "f":
            assert referenced in with_user and referenced_columns[0] == "user_id", (table, name, referenced_columns)
    assert all("p" in seen.get(t, set()) for t in with_user)  # every user's table has a primary key
    # unique indexes made without a constraint count too: none may leave the user out
    loose = _admin_rows(schema_url, """
        SELECT i.indexrelid::regclass::text FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
        WHERE n.nspname = 'public' AND i.indisunique AND c.relname <> ALL(%s) AND a.attname <> 'user_id'""",
                        (list(REFERENCE_TABLES),))
    assert loose == []


# -- every statement of a session filters by user ---------------------------------------------------------
USER_TABLE_NAMES: set[str] = set()


def _scans_without_user(plan: dict[str, Any], join_conds: str = "") -> list[str]:
    """Scans of user tables in *plan* with no ``user_id`` bound of their own nor in the join above them."""
    out: list[str] = []
    own = " ".join(str(plan.get(k, "")) for k in ("Index Cond", "Filter", "Recheck Cond", "TID Cond"))
    relation = plan.get("Relation Name")
    scan = "Scan" in str(plan.get("Node Type"))  # not ModifyTable: the scan under it finds the rows
    if scan and relation in USER_TABLE_NAMES and "user_id" not in own and "user_id" not in join_conds:
        out.append(f"{plan.get('Node Type')} on {relation}")
    conds = " ".join(str(plan.get(k, "")) for k in ("Hash Cond", "Merge Cond", "Join Filter", "Index Cond"))
    children = plan.get("Plans", [])
    for child in children:
        # a Bitmap Heap Scan's own Recheck Cond covers its index scans; a join's condition covers its inputs
        inherited = own if plan.get("Node Type") == "Bitmap Heap Scan" else conds
        out += _scans_without_user(child, inherited if children else "")
    return out


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every statement mem's connections send in this test, as the server receives it (parameters bound)."""
    from memcli.store.postgres.connection import Connection

    sent: list[str] = []
    run = Connection._run

    def recording(self: Connection, sql: Any, params: Any) -> Any:
        cur = run(self, sql, params)
        sent.append(cur.query.decode() if isinstance(cur.query, bytes) else str(cur.query))
        return cur

    monkeypatch.setattr(Connection, "_run", recording)  # observes what is sent; the server runs it as usual
    yield sent


@pytest.mark.slow  # many processes (or a server stopped and started): in the full suite, not the quick loop
def test_every_statement_of_a_session_reads_one_users_rows(pg_url: str, pg_server: PgServer, tmp_path: Path,
                                                           statements: list[str]) -> None:
    from memcli.store.postgres.schema import USER_TABLES, USER_TABLES_SINCE_M004
    from memcli.store.postgres.store import PostgresStore

    USER_TABLE_NAMES.update(USER_TABLES, USER_TABLES_SINCE_M004, {"changes"})
    home = tmp_path / "h"
    env = {"MEM_STORE": pg_url}
    PostgresStore(pg_url, tmp_path, user="ann").close()
    statements.clear()  # the migrations' own statements see every user by design (an operator's step)

    def ok(*args: str) -> str:
        r = mem_run(home, *args, env=env)
        assert r.exit_code == 0, (args, r.output)
        return r.stdout

    for user in ("ann", "bob"):
        ok("import", "--user", user, *SAMPLES)
        ok("flush", "--user", user)
    ok("recall", "--user", "ann", "hiking")
    ok("recall", "--user", "ann", "--mode", "semantic", "hiking with my cousin")
    ok("recall", "--user", "ann", "--mode", "deep", "爬山")
    ok("context", "--user", "ann", "--query", "西湖")
    for command in ("profile", "timeline", "people"):
        ok(command, "--user", "ann")
    ok("read", "--user", "ann", "r2")
    ok("import", *SAMPLES)  # the config's user
    ok("stats", "--user", "ann")
    ok("doctor", "--user", "ann")
    ok("stats")  # every user: one store per user, after the list of users (USERS_SQL, exempt below)
    ok("cues")
    ok("doctor")
    ok("doctor", "--fix")
    ok("reindex", "--user", "ann")
    archive = tmp_path / "ann.jsonl"
    ok("export", "--user", "ann", "-o", str(archive))
    ok("forget", "--user", "ann", "r3")
    ok("import", "--user", "cid", str(archive))
    ok("restore", "--user", "cid", "--force", str(archive))
    from urllib.parse import urlsplit

    admin = pg_server.url(urlsplit(pg_url).path.lstrip("/"))  # the superuser: no row-level security
    skipped = ("select set_config", "begin", "commit", "rollback", "vacuum", "select pg_", "set ", "create ",
               "alter ", "drop ", "insert into mem_migrations", "select 1 from pg_extension")
    bad: dict[str, list[str]] = {}
    checked = 0
    from memcli.store.postgres.store import USERS_SQL

    for sql in dict.fromkeys(statements):
        if sql == USERS_SQL:  # the upkeep commands' list of users reads every user's rows by design
            continue
        if sql.strip().lower().startswith(skipped) or not any(t in sql for t in USER_TABLE_NAMES):
            continue
        plan = json.loads(json.dumps(_admin_rows(admin, "EXPLAIN (FORMAT JSON) " + sql.replace("%", "%%"))[0][0]))
        checked += 1
        missing = _scans_without_user(plan[0]["Plan"])
        if missing:
            bad[" ".join(sql.split())[:300]] = missing
    assert checked > 100
    assert bad == {}, json.dumps(bad, indent=1, ensure_ascii=False)
