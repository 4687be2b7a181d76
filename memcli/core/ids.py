"""Public ids: a kind prefix and the row id (``r17``, ``m3``, ``e5``)."""

from __future__ import annotations

from memcli.core.errors import MemError, UsageError

PREFIX = {"record": "r", "memory": "m", "event": "e"}
KIND = {v: k for k, v in PREFIX.items()}
MAX_ROW_ID = 2**63 - 1
"""The largest row id either store can hold (SQLite INTEGER, PostgreSQL bigint): a larger number names nothing."""


MAX_USER_ID_CHARS = 128
"""The longest user id: a name or an app's account id fits; a 100,000-character one is a mistake or an attack."""


def user_id_problem(value: str) -> str | None:
    """What is wrong with *value* as a user id (said after "the user id …"), or None when it is fine.

    A user id is printable text of 1–128 characters without surrounding spaces: ``anna``, ``林小雨``,
    ``app:4711``. Control characters, line breaks, invisible and bidi characters, and empty ids are refused:
    an empty one used to mean "the configured user", so an app passing "" reached that person's memory.
    """
    if not isinstance(value, str) or value == "":
        return "is empty"
    if len(value) > MAX_USER_ID_CHARS:
        return f"is {len(value):,} characters long, more than the {MAX_USER_ID_CHARS} a user id may have"
    if value != value.strip():
        return "begins or ends with a space"
    bad = next((ch for ch in value if not ch.isprintable()), None)
    if bad is not None:
        return f"holds the character U+{ord(bad):04X}, which is not printable text"
    return None


def fmt(kind: str, row_id: int) -> str:
    return f"{PREFIX[kind]}{row_id}"


def rid(row_id: int) -> str:
    return f"r{row_id}"


def parse(public_id: str) -> tuple[str, int]:
    """``"m3"`` → ``("memory", 3)``; a clear error for anything else."""
    text = public_id.strip()
    digits = text[1:]
    if len(text) >= 2 and text[0] in KIND and digits.isascii() and digits.isdigit():
        # compared as text first: int() of thousands of digits is refused by Python itself
        if len(digits.lstrip("0")) > len(str(MAX_ROW_ID)) or int(digits) > MAX_ROW_ID:
            shown = text if len(text) <= 32 else text[:24] + "…"
            raise MemError(f"no such item {shown}: no {KIND[text[0]]} id is that large "
                           f"(find ids with `mem recall QUERY`)")
        return KIND[text[0]], int(digits)
    raise MemError(f"not an id: {public_id!r}; ids look like r17 (record), m3 (memory), e5 (event)")


def checked_user(user: str | None, where: str = "--user") -> str | None:
    """*user* if it is a valid user id (None: the configured one); else a usage error naming *where*.

    Every way in takes this door — the CLI's ``--user``, the library API's ``user=`` — on both backends, so an
    empty id never silently becomes the configured user and a huge one never reaches the store.
    """
    if user is None:
        return None
    problem = user_id_problem(user)
    if problem is None:
        return user
    hint = " (leave it out for the configured user, user.id)" if problem == "is empty" else ""
    raise UsageError(f"{where} {problem}{hint}; a user id is printable text such as anna or 林小雨", where)
