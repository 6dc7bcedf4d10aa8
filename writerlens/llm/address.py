"""Credentials written into a server's address (``http://anna:pw@host/v1``) are a secret like an
API key: they live in the keyring (see ``keys``), and the library, its settings, jobs and
summaries keep only the address without them.

:func:`keep_credentials` takes them out of an address and stores them; :func:`with_credentials`
puts them back where a request is made (the SDK client), and nowhere else.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import SplitResult, urlsplit, urlunsplit

from writerlens.llm import keys


def address_key_name(address: str) -> str:
    """The keyring entry for the credentials of an address (given without them)."""
    return f"server-address:{split(address)[0]}"


def split(address: str) -> tuple[str, str]:
    """``(address without credentials, "user:password")``; ``""`` when it holds none (or is not
    an address a URL parser understands)."""
    parts = _parts(address)
    if parts is None or "@" not in parts.netloc:
        return address, ""
    userinfo, _, host = parts.netloc.rpartition("@")
    return urlunsplit(parts._replace(netloc=host)), userinfo


def has_credentials(address: str) -> bool:
    return bool(split(address)[1])


def keep_credentials(address: str) -> str:
    """The address without its credentials, which go to the keyring (memory where the computer
    has none; see ``keys.set_key``) for :func:`with_credentials` to put back."""
    clean, userinfo = split(address)
    if userinfo:
        keys.set_key(address_key_name(clean), userinfo)
    return clean


def with_credentials(address: str) -> str:
    """The address with the credentials kept for it, for the one place a request is made."""
    clean, userinfo = split(address)
    if userinfo or not clean:
        return address
    stored = keys.get_key(address_key_name(clean))
    parts = _parts(clean)
    if not stored or parts is None:
        return clean
    return urlunsplit(parts._replace(netloc=f"{stored}@{parts.netloc}"))


def without_credentials(address: str) -> str:
    """The address to show (messages, lists): never its credentials."""
    return split(address)[0]


def keep_all(value: Any) -> tuple[Any, int]:
    """``value`` (JSON-like: parameters, a setting) with the credentials of every address in it
    moved to the keyring, and how many were moved."""
    if isinstance(value, str):
        clean = keep_credentials(value)
        return clean, int(clean != value)
    if isinstance(value, dict):
        moved = 0
        out: dict[Any, Any] = {}
        for key, inner in value.items():
            out[key], found = keep_all(inner)
            moved += found
        return out, moved
    if isinstance(value, list):
        moved = 0
        items = []
        for inner in value:
            item, found = keep_all(inner)
            items.append(item)
            moved += found
        return items, moved
    return value, 0


def _parts(address: str) -> SplitResult | None:
    text = address.strip()
    if "://" not in text:
        return None
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    return parts if parts.scheme and parts.netloc else None
