"""A library written before server credentials went to the keyring may hold an address with a
password in it (``http://anna:pw@host/v1``) in its summaries, jobs and settings. Opening the
library moves every such credential to the keyring and keeps the address without it; the query
that finds them is cheap, so a library with none pays almost nothing."""

from __future__ import annotations

from writerlens.llm import address
from writerlens.store import addresses
from writerlens.store.db import Store


def move_to_keyring(store: Store) -> int:
    """Move the credentials of every address in the library to the keyring; how many moved."""
    changed = []
    moved = 0
    for table, key, value in addresses.rows_with_credentials(store):
        clean, found = address.keep_all(value)
        if found:
            changed.append((table, key, clean))
            moved += found
    if changed:
        addresses.write_back(store, changed)
    return moved
