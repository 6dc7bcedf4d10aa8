"""Rows whose JSON may hold a server address with credentials in it (``scheme://user:pw@host``):
summaries' and jobs' parameters and the settings. The services move those credentials to the
keyring (see ``writerlens.llm.address``) and write the rows back without them."""

from __future__ import annotations

import json
from typing import Any

from writerlens.store.db import Store

#: A cheap filter: only values with an address that has an ``@`` after its ``://``.
_MAYBE = "%://%@%"
_TABLES = ("summaries", "jobs")


def rows_with_credentials(store: Store) -> list[tuple[str, Any, Any]]:
    """``(table, row key, parsed JSON)`` of every row that may hold such an address."""
    found: list[tuple[str, Any, Any]] = []
    for table in _TABLES:
        for row in store.rows(f"SELECT id, params FROM {table} WHERE params LIKE ?", (_MAYBE,)):
            found.append((table, row[0], _loads(row[1])))
    for row in store.rows("SELECT key, value FROM settings WHERE value LIKE ?", (_MAYBE,)):
        found.append(("settings", row[0], _loads(row[1])))
    return [item for item in found if item[2] is not None]


def write_back(store: Store, rows: list[tuple[str, Any, Any]]) -> None:
    """Write the rows :func:`rows_with_credentials` gave, changed, in one transaction, with the
    old bytes overwritten: SQLite otherwise leaves a changed row's old text in the file's free
    space, where the password would still be readable."""
    conn = store.connection()
    conn.execute("PRAGMA secure_delete = ON")
    with store.write() as db:
        for table, key, value in rows:
            text = json.dumps(value)
            if table == "settings":
                db.execute("UPDATE settings SET value = ? WHERE key = ?", (text, key))
            elif table in _TABLES:
                db.execute(f"UPDATE {table} SET params = ? WHERE id = ?", (text, key))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the old pages out of the log too
    conn.execute("PRAGMA secure_delete = OFF")


def _loads(text: Any) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        return None
