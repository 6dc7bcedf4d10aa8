"""A library written before server credentials went to the keyring may hold an address with a
password in it (``http://anna:pw@host/v1``) in its summaries, jobs and settings. Opening the
library moves every such credential to the keyring and keeps the address without it, once: the
library then remembers it was swept (every path that writes an address since takes the
credentials out itself: the runner, the server settings, the provider factory)."""

from __future__ import annotations

import sqlite3

from writerlens.llm import address
from writerlens.store import addresses
from writerlens.store import library as settings
from writerlens.store.db import Store
from writerlens.store.failures import FailureError

#: The setting that says this library was swept (its value: the number of the sweep).
SWEPT = "library.address_credentials_swept"


def move_to_keyring(store: Store) -> int:
    """Move the credentials of every address in the library to the keyring; how many moved."""
    if store.read_only or settings.get_setting(store, SWEPT):
        return 0
    changed = []
    moved = 0
    for table, key, value in addresses.rows_with_credentials(store):
        clean, found = address.keep_all(value)
        if found:
            changed.append((table, key, clean))
            moved += found
    if not changed:  # opening a clean library writes nothing (the app writes only when asked)
        return 0
    try:
        addresses.write_back(store, changed)
        settings.set_setting(store, SWEPT, 1)
    except (sqlite3.OperationalError, FailureError):  # a full disk, read-only media: next time
        return 0
    return moved
