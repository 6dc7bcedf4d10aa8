"""The id of a row just inserted, checked rather than assumed."""

from typing import Any


def new_row_id(last_pk: Any | None) -> int:
    """sqlite-utils types ``Table.last_pk`` as optional; after ``insert()`` it is always set, so
    a missing one is a bug worth a clear message, not a ``TypeError`` from ``int(None)``."""
    if last_pk is None:
        raise RuntimeError("The database did not report the id of the row it just saved.")
    return int(last_pk)
