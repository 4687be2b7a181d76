"""``mem doctor``: integrity and consistency checks, and ``--fix`` for what can be rebuilt.

The checks are in :mod:`memcli.upkeep.doctor.checks`, the repairs in
:mod:`memcli.upkeep.doctor.repairs`. Exit status of the command: 0 when every
check passes (after fixing, if ``--fix``), 1 when problems remain.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from memcli.upkeep.doctor.checks import (
    Check,
    check_buffer,
    check_embeddings,
    check_forget_scrub,
    check_foreign_keys,
    check_fts,
    check_integrity,
    check_people,
    check_schema,
    check_secrets,
    check_sources,
    check_vectors,
    holder_alive,
    pid_alive,
)
from memcli.store.protocols import Store

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings

REPAIR_ORDER = (
    "schema", "forget_scrub", "foreign_keys", "buffer", "sources", "secrets", "people", "embeddings",
    "records_fts", "memories_fts", "events_fts", "vectors",
)
"""Repairs run in this order: later ones rebuild from what earlier ones cleaned."""


def _guarded(store: Store, name: str, fn: Callable[[], Check | list[Check]]) -> list[Check]:
    """Run one check; the store failing to read while checking is itself a finding, never a crash.

    A check with nothing to look at on this backend (the SQLite file's own integrity check on a server) is
    listed as not applicable, neither a pass of something that was not looked at nor a failure."""
    reason = store.upkeep.checks_not_applicable().get(name)
    if reason is not None:
        return [Check(name, True, 0, f"not applicable: {reason}")]
    try:
        result = fn()
    except Exception as exc:
        if not store.upkeep.is_store_error(exc):
            raise
        return [Check(name, False, 1, f"could not be checked ({exc}); restore a backup with `mem restore`")]
    return result if isinstance(result, list) else [result]


def run_checks(store: Store, cfg: Config | LightSettings) -> list[Check]:
    checks = _guarded(store, "integrity", lambda: check_integrity(store))
    if not checks[0].ok:
        return checks  # the rest would read a damaged file
    checks += _guarded(store, "schema", lambda: check_schema(store))
    checks += _guarded(store, "forget_scrub", lambda: check_forget_scrub(store))
    checks += _guarded(store, "foreign_keys", lambda: check_foreign_keys(store))
    checks += _guarded(store, "fts", lambda: check_fts(store))
    checks += _guarded(store, "buffer", lambda: check_buffer(store))
    checks += _guarded(store, "sources", lambda: check_sources(store))
    checks += _guarded(store, "secrets", lambda: check_secrets(store))
    checks += _guarded(store, "people", lambda: check_people(store))
    checks += _guarded(store, "embeddings", lambda: check_embeddings(store))
    checks += _guarded(store, "vectors", lambda: check_vectors(store, cfg))
    return checks


def doctor(store: Store, cfg: Config | LightSettings, *, fix: bool = False) -> dict[str, Any]:
    """Run every check; with *fix*, repair what can be rebuilt and check again."""
    from memcli.upkeep.doctor.repairs import repair

    checks = run_checks(store, cfg)
    fixed_names: list[str] = []
    if fix and checks[0].ok:
        broken = {c.name for c in checks if not c.ok and c.fixable}
        for name in REPAIR_ORDER:
            if name in broken:
                repair(store, name, cfg)  # type: ignore[arg-type]
                fixed_names.append(name)
        if fixed_names:
            before = {c.name for c in checks if not c.ok}
            checks = run_checks(store, cfg)
            for c in checks:
                c.fixed = c.fixed or (c.ok and c.name in before and c.name in fixed_names)
    store.upkeep.clear_scrubbed_at_open()  # reported once
    problems = sum(c.problems for c in checks if not c.ok)
    return {
        "ok": all(c.ok for c in checks),
        "problems": problems,
        "fixed": [c.name for c in checks if c.fixed],
        "checks": [asdict(c) for c in checks],
    }


def combine_reports(reports: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """One report of :func:`doctor` runs over several users' stores (``mem doctor`` without ``--user`` on a
    database of many users), keyed by user: a check passes when it passes for everyone, its problems add
    up, and a detail that differs between users is given per user (``ann: …; bob: …``)."""
    if len(reports) == 1:
        return next(iter(reports.values()))
    by_name: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for user, report in reports.items():
        for check in report["checks"]:
            by_name.setdefault(check["name"], []).append((user, check))
    checks = []
    for name, found in by_name.items():
        details = [c["detail"] for _u, c in found]
        checks.append({
            "name": name,
            "ok": all(c["ok"] for _u, c in found),
            "problems": sum(c["problems"] for _u, c in found),
            "detail": details[0] if len(set(details)) == 1 else "; ".join(f"{u}: {c['detail']}" for u, c in found),
            "fixable": any(c["fixable"] for _u, c in found),
            "fixed": any(c["fixed"] for _u, c in found),
        })
    return {
        "ok": all(r["ok"] for r in reports.values()),
        "problems": sum(r["problems"] for r in reports.values()),
        "fixed": [c["name"] for c in checks if c["fixed"]],
        "checks": checks,
    }


__all__ = ["Check", "combine_reports", "doctor", "holder_alive", "pid_alive", "run_checks"]
