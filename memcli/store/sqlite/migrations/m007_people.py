"""m007: the people index: who the user talks about, and what is known of each, with sources.

Derived (by flush) from records like memories are: ``person_fact_sources``
links each fact to the records it came from, so forgetting those records
removes the fact. One active fact per single-valued attribute (age, job, …);
older ones stay as ``superseded`` history.
"""

from __future__ import annotations

import sqlite3

from memcli.store.sqlite.migrations import run_script


def apply(conn: sqlite3.Connection) -> None:
    """Create the people, fact and fact-source tables."""
    run_script(conn,
        """
        CREATE TABLE people(
            id INTEGER PRIMARY KEY,
            user_id TEXT NOT NULL,
            character TEXT NOT NULL DEFAULT '',
            name TEXT,
            relation TEXT,
            created_at TEXT NOT NULL,
            updated_ts REAL NOT NULL
        );
        CREATE INDEX people_user ON people(user_id, character);
        CREATE TABLE person_facts(
            id INTEGER PRIMARY KEY,
            person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            attr TEXT NOT NULL,
            value TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
            occurred_at TEXT NOT NULL,
            occurred_ts REAL NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX person_facts_person ON person_facts(person_id, attr, status);
        CREATE TABLE person_fact_sources(
            fact_id INTEGER NOT NULL REFERENCES person_facts(id) ON DELETE CASCADE,
            record_id INTEGER NOT NULL,
            PRIMARY KEY(fact_id, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX person_fact_sources_record ON person_fact_sources(record_id);
        """
    )
